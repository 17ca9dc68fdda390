import { Avatar, Box, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { isStaff, type PublicUser, roleLabel, VENDOR_TEAM_TEXT } from '@soko/shared';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { fullName } from '../../lib/format.ts';
import { activeMenuPath, isMenuGroup, type MenuGroup, type MenuLink, menuFor } from './menu.ts';

interface SidebarProps {
  user: PublicUser;
  /** Called after a link is followed (the layout closes the phone menu). */
  onNavigate?: () => void;
}

function UserSummary({ user }: { user: PublicUser }) {
  const name = fullName(user);
  return (
    <Group p="md" gap="sm" wrap="nowrap">
      <Avatar name={name} color="brand" radius="xl" size="lg" aria-hidden />
      <Box miw={0}>
        <Text fw={600} truncate>
          {name}
        </Text>
        <Text size="sm" c="dimmed">
          {roleLabel(user.role, user.staffRole)}
        </Text>
        {user.team && (
          <Text size="sm" c="dimmed" truncate>
            {`${VENDOR_TEAM_TEXT.roleLabels[user.team.role]} for ${user.team.vendorName}`}
          </Text>
        )}
        {isStaff(user) && (
          <Text size="sm" c="dimmed" truncate>
            {user.activeVendor ? `Active vendor: ${user.activeVendor.displayName}` : 'No active vendor'}
          </Text>
        )}
      </Box>
    </Group>
  );
}

interface LinkItemProps {
  link: MenuLink;
  active: boolean;
  onNavigate?: () => void;
}

function LinkItem({ link, active, onNavigate }: LinkItemProps) {
  const Icon = link.icon;
  const Badge = link.badge;
  return (
    <NavLink
      component={Link}
      to={link.to}
      label={link.label}
      active={active}
      aria-current={active ? 'page' : undefined}
      leftSection={Icon ? <Icon size={18} stroke={1.6} aria-hidden /> : undefined}
      rightSection={Badge ? <Badge /> : undefined}
      onClick={onNavigate}
    />
  );
}

interface GroupItemProps {
  group: MenuGroup;
  activePath: string | undefined;
  onNavigate?: () => void;
}

function GroupItem({ group, activePath, onNavigate }: GroupItemProps) {
  const containsActive = group.links.some((link) => link.to === activePath);
  const [opened, setOpened] = useState(containsActive);
  // Arriving at one of the group's pages by another way (a button, the address bar) opens the group.
  const [containedActive, setContainedActive] = useState(containsActive);
  if (containsActive !== containedActive) {
    setContainedActive(containsActive);
    if (containsActive) setOpened(true);
  }
  const Icon = group.icon;
  const Badge = group.badge;
  return (
    <NavLink
      component="button"
      type="button"
      // The right section holds the group's chevron, so a badge goes with the label.
      label={
        Badge ? (
          <Group component="span" gap={0} wrap="nowrap">
            {group.label}
            <Badge />
          </Group>
        ) : (
          group.label
        )
      }
      leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
    >
      {group.links.map((link) => (
        <LinkItem key={link.to} link={link} active={link.to === activePath} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}

export function Sidebar({ user, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const menu = menuFor(user);
  const activePath = activeMenuPath(menu, pathname);
  return (
    <Stack gap={0} h="100%">
      <UserSummary user={user} />
      <ScrollArea flex={1} px="xs" pb="md">
        {menu.map((entry) =>
          isMenuGroup(entry) ? (
            <GroupItem key={entry.label} group={entry} activePath={activePath} onNavigate={onNavigate} />
          ) : (
            <LinkItem key={entry.to} link={entry} active={entry.to === activePath} onNavigate={onNavigate} />
          ),
        )}
      </ScrollArea>
    </Stack>
  );
}
