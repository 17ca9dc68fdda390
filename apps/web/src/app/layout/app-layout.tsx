import { AppShell, Box } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { StepUpDialog } from '../../features/second-factor/index.ts';
import { useSignedInUser } from '../../lib/signed-in-user.ts';
import { Footer } from './footer.tsx';
import { Header, NAVBAR_ID } from './header.tsx';
import { Sidebar } from './sidebar.tsx';

const NAVBAR_BREAKPOINT = 'sm';
// Mantine's `sm` breakpoint; the navbar sits beside the page from here up and over it below.
const DESKTOP_QUERY = '(min-width: 48em)';

/** The signed-in shell (docs/product.md section 2): header, sidebar menu, page, footer. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const user = useSignedInUser();
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(true);
  const isDesktop = useMediaQuery(DESKTOP_QUERY, undefined, { getInitialValueInEffect: false });
  // A collapsed navbar is only moved off screen; inert keeps its links out of the tab order.
  const navbarHidden = isDesktop ? !desktopOpened : !mobileOpened;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: 280,
        breakpoint: NAVBAR_BREAKPOINT,
        collapsed: { mobile: !mobileOpened, desktop: !desktopOpened },
      }}
      padding="md"
    >
      <AppShell.Header>
        <Header
          user={user}
          mobileNavbarOpened={mobileOpened}
          desktopNavbarOpened={desktopOpened}
          onToggleMobileNavbar={toggleMobile}
          onToggleDesktopNavbar={toggleDesktop}
        />
      </AppShell.Header>
      <AppShell.Navbar id={NAVBAR_ID} aria-label="Main menu" inert={navbarHidden}>
        <Sidebar user={user} onNavigate={closeMobile} />
      </AppShell.Navbar>
      <AppShell.Main display="flex" style={{ flexDirection: 'column' }}>
        <Box flex={1} miw={0}>
          {children ?? <Outlet />}
          <StepUpDialog />
        </Box>
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
