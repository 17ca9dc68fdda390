import { Anchor, Card, Group, Loader, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { unreadCountQuery } from '../api.ts';

/** The dashboard's "New Messages" widget (spec section 2): the unread count, with a way to the inbox. */
export function NewMessagesCard() {
  const unread = useQuery(unreadCountQuery());
  const titleId = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={2} size="h4" id={titleId}>
          New Messages
        </Title>
        <IconMail size={24} stroke={1.6} aria-hidden />
      </Group>
      {unread.isPending && <Loader size="sm" my="sm" aria-label="Loading the unread count" />}
      {unread.isError && (
        <Text my="sm" c="dimmed">
          The count could not be loaded
        </Text>
      )}
      {unread.data && (
        <Text fz={36} fw={700} lh={1.2} my="xs">
          {unread.data.unread}
        </Text>
      )}
      <Anchor component={Link} to="/messages/inbox">
        Go to inbox
      </Anchor>
    </Card>
  );
}
