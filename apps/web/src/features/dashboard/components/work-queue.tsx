import { Anchor, Card, Group, List, Skeleton, Text, Title } from '@mantine/core';
import { hasPermission, WORK_ITEM_PERMISSION, workQueueItems } from '@soko/shared';
import { IconChecklist } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { workQueueQuery } from '../api.ts';

/** Staff: what needs them now, each count linking to the list that holds the work; only the work their role opens. */
export function WorkQueue() {
  const user = useSignedInUser();
  const titleId = useId();
  const work = useQuery(workQueueQuery());
  const items = work.data
    ? workQueueItems(work.data).filter((item) => hasPermission(user, WORK_ITEM_PERMISSION[item.key]))
    : [];
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <Title order={2} size="h4" id={titleId}>
          Waiting for you
        </Title>
        <IconChecklist size={24} stroke={1.6} aria-hidden />
      </Group>
      {work.isPending && <Skeleton h={80} aria-label="Loading the work waiting" />}
      {work.isError && <Text c="dimmed">The work waiting could not be counted.</Text>}
      {work.data && (
        <List spacing="xs">
          {items.map((item) => (
            <List.Item key={item.key}>
              {item.count > 0 ? (
                <Anchor component={Link} to={item.path} fw={600}>
                  {item.label}
                </Anchor>
              ) : (
                <Text span c="dimmed">
                  {item.label}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
