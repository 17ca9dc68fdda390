import { Anchor, Button, Card, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { alertApiError } from '../../../lib/alerts.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { markNotificationsRead, notificationListQuery } from '../api.ts';
import { NotificationItem } from '../components/notification-item.tsx';

export function NotificationsPage() {
  usePageTitle('Notifications');
  const [show, setShow] = useState<'all' | 'unread'>('all');
  const { data, isPending, fetchNextPage, hasNextPage, isFetchingNextPage } = useInfiniteQuery(
    notificationListQuery(show === 'unread'),
  );
  const unread = data?.pages[0]?.unread ?? 0;
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Notifications
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            disabled={unread === 0}
            onClick={() => markNotificationsRead({ all: true }).catch(alertApiError)}
          >
            Mark all read
          </Button>
          <Anchor component={Link} to="/settings/notifications">
            Settings
          </Anchor>
        </Group>
      </Group>
      <SegmentedControl
        aria-label="Show"
        value={show}
        onChange={(value) => setShow(value === 'unread' ? 'unread' : 'all')}
        data={[
          { value: 'all', label: 'All' },
          { value: 'unread', label: `Unread (${unread})` },
        ]}
        w="fit-content"
      />
      <Card withBorder p="xs">
        {isPending ? (
          <Loader size="sm" aria-label="Loading notifications" />
        ) : items.length === 0 ? (
          <Text c="dimmed" p="sm">
            {show === 'unread' ? 'Nothing unread.' : 'No notifications yet.'}
          </Text>
        ) : (
          <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((item) => (
              <li key={item.id}>
                <NotificationItem item={item} />
              </li>
            ))}
          </Stack>
        )}
      </Card>
      {hasNextPage && (
        <Button variant="default" loading={isFetchingNextPage} onClick={() => void fetchNextPage()} w="fit-content">
          Show more
        </Button>
      )}
    </Stack>
  );
}
