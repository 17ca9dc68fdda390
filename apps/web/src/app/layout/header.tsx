import { Avatar, Burger, Group, Loader, Menu, UnstyledButton } from '@mantine/core';
import type { PublicUser } from '@soko/shared';
import { IconLogout, IconUserEdit } from '@tabler/icons-react';
import { Link, useNavigation } from 'react-router';
import { useLogout } from '../../features/auth/session.ts';
import { NotificationBell } from '../../features/notifications/index.ts';
import { fullName } from '../../lib/format.ts';
import { Brand } from './brand.tsx';
import { ColorSchemeToggle, FullscreenToggle } from './header-controls.tsx';

export const NAVBAR_ID = 'app-navbar';

interface HeaderProps {
  user: PublicUser;
  mobileNavbarOpened: boolean;
  desktopNavbarOpened: boolean;
  onToggleMobileNavbar: () => void;
  onToggleDesktopNavbar: () => void;
}

function AccountMenu({ user }: { user: PublicUser }) {
  const logout = useLogout();
  const name = fullName(user);
  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        {/* Initials would be visible text missing from the button's name (WCAG 2.5.3); the icon has none. */}
        <UnstyledButton aria-label="Account menu" style={{ borderRadius: '50%' }}>
          <Avatar color="brand" radius="xl" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        <Menu.Item component={Link} to="/settings/profile" leftSection={<IconUserEdit size={16} aria-hidden />}>
          Edit Profile
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void logout()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function Header({
  user,
  mobileNavbarOpened,
  desktopNavbarOpened,
  onToggleMobileNavbar,
  onToggleDesktopNavbar,
}: HeaderProps) {
  const isNavigating = useNavigation().state === 'loading';
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap">
        {/* Phones open the menu over the page; wider screens show or hide it beside the page. */}
        <Burger
          hiddenFrom="sm"
          size="sm"
          opened={mobileNavbarOpened}
          onClick={onToggleMobileNavbar}
          aria-label="Toggle sidebar"
          aria-expanded={mobileNavbarOpened}
          aria-controls={NAVBAR_ID}
        />
        <Burger
          visibleFrom="sm"
          size="sm"
          opened={desktopNavbarOpened}
          onClick={onToggleDesktopNavbar}
          aria-label="Toggle sidebar"
          aria-expanded={desktopNavbarOpened}
          aria-controls={NAVBAR_ID}
        />
        <Brand to="/dashboard" />
        {isNavigating && <Loader size="xs" aria-label="Loading page" />}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <FullscreenToggle />
        <ColorSchemeToggle />
        <NotificationBell />
        <AccountMenu user={user} />
      </Group>
    </Group>
  );
}
