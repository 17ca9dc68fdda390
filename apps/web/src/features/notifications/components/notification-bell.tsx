import { ActionIcon, Anchor, Button, Divider, Group, Indicator, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { markNotificationsRead, notificationListQuery } from '../api.ts';
import { useNotificationStream } from '../live.ts';
import { NotificationItem } from './notification-item.tsx';

export function bellLabel(unread: number): string {
  if (unread === 0) return 'Notifications, none unread';
  return `Notifications, ${unread} unread`;
}

/** The header's bell: the unread count, live, and the newest notices in a panel. */
export function NotificationBell() {
  useNotificationStream();
  const [opened, setOpened] = useState(false);
  const { data } = useInfiniteQuery(notificationListQuery());
  const unread = data?.pages[0]?.unread ?? 0;
  const items = data?.pages[0]?.items ?? [];
  return (
    // The indicator wraps the popover, not its target: the target's popup attributes belong on the button.
    <Indicator label={unread > 99 ? '99+' : unread} size={16} disabled={unread === 0} offset={4}>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" trapFocus>
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={bellLabel(unread)}
            onClick={() => setOpened((open) => !open)}
          >
            <IconBell size={18} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs" aria-label="Notifications">
          <Group justify="space-between" px="xs" pb="xs">
            <Text fw={600}>Notifications</Text>
            <Button
              variant="subtle"
              size="compact-sm"
              disabled={unread === 0}
              onClick={() => void markNotificationsRead({ all: true })}
            >
              Mark all read
            </Button>
          </Group>
          <Divider />
          <ScrollArea.Autosize mah={360}>
            {items.length === 0 ? (
              <Text size="sm" c="dimmed" p="sm">
                Nothing yet. New sales, returns, payouts and messages show here as they happen.
              </Text>
            ) : (
              <Stack gap={0}>
                {items.slice(0, 10).map((item) => (
                  <NotificationItem key={item.id} item={item} onOpen={() => setOpened(false)} />
                ))}
              </Stack>
            )}
          </ScrollArea.Autosize>
          <Divider />
          <Group justify="space-between" px="xs" pt="xs">
            <Anchor component={Link} to="/notifications" size="sm" onClick={() => setOpened(false)}>
              See all
            </Anchor>
            <Anchor component={Link} to="/settings/notifications" size="sm" onClick={() => setOpened(false)}>
              Settings
            </Anchor>
          </Group>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
