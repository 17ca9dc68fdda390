import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { Brand } from './brand.tsx';
import { Footer } from './footer.tsx';

/** The shell of the pages a visitor sees before signing in. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <Box mih="100dvh" display="flex" style={{ flexDirection: 'column' }}>
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Brand to="/" />
            <Group component="nav" aria-label="Site" gap="xs" wrap="nowrap">
              <Anchor component={Link} to="/" fw={500} px={4}>
                Home
              </Anchor>
              <Button component={Link} to="/login" variant="default" size="compact-md">
                Login
              </Button>
              <Button component={Link} to="/register" size="compact-md">
                Register
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" flex={1}>
        {children ?? <Outlet />}
      </Box>
      <Footer />
    </Box>
  );
}
