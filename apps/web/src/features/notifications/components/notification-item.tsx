import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { NotificationDto } from '@soko/shared';
import { useNavigate } from 'react-router';
import { formatMessageDate } from '../../../lib/format.ts';
import { markNotificationsRead } from '../api.ts';

/** One notice: opening it marks it read and goes to the thing it is about. */
export function NotificationItem({ item, onOpen }: { item: NotificationDto; onOpen?: () => void }) {
  const navigate = useNavigate();
  const unread = item.readAt === null;
  const open = () => {
    onOpen?.();
    if (unread) void markNotificationsRead({ ids: [item.id] });
    void navigate(item.link);
  };
  return (
    <UnstyledButton
      onClick={open}
      p="xs"
      w="100%"
      style={{ borderRadius: 4 }}
      aria-label={`${unread ? 'Unread: ' : ''}${item.title}`}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text span c={unread ? 'brand' : 'transparent'} fw={700} aria-hidden>
          •
        </Text>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={unread ? 600 : 400}>
            {item.title}
          </Text>
          {item.body && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {item.body}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {formatMessageDate(item.createdAt)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
