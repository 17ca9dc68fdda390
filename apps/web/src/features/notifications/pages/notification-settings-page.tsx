import { Card, Loader, Select, Stack, Switch, Table, Text, Title } from '@mantine/core';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_INFO,
  type NotificationChannel,
  type NotificationKind,
  type UpdateNotificationPreferencesRequest,
} from '@soko/shared';
import { useQuery } from '@tanstack/react-query';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { notificationPreferencesQuery, updateNotificationPreferences } from '../api.ts';

const channelOptions = NOTIFICATION_CHANNELS.map((channel) => ({
  value: channel,
  label: NOTIFICATION_CHANNEL_LABELS[channel],
}));

function save(body: UpdateNotificationPreferencesRequest) {
  updateNotificationPreferences(body)
    .then(() => alertSuccess('Notification settings saved'))
    .catch(alertApiError);
}

/** Per kind: in the app, email, both or none; and one email a day instead of one each. */
export function NotificationSettingsPage() {
  usePageTitle('Notification settings');
  const { data } = useQuery(notificationPreferencesQuery());
  return (
    <Stack maw={720}>
      <Title order={1} size="h2">
        Notification settings
      </Title>
      {!data ? (
        <Loader size="sm" aria-label="Loading settings" />
      ) : (
        <>
          <Card withBorder>
            <Switch
              label="Daily digest"
              description="One email a day with everything that happened, instead of one email each time"
              checked={data.dailyDigest}
              onChange={(event) => save({ dailyDigest: event.currentTarget.checked })}
            />
          </Card>
          <Card withBorder p={0}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Notice</Table.Th>
                  <Table.Th w={150}>How</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.kinds.map((entry) => {
                  const label = NOTIFICATION_KIND_INFO[entry.kind as NotificationKind].label;
                  return (
                    <Table.Tr key={entry.kind}>
                      <Table.Td>
                        <Text size="sm">{label}</Text>
                        {entry.locked && (
                          <Text size="xs" c="dimmed">
                            Always sent: it keeps your account safe
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Select
                          aria-label={`${label}: how`}
                          data={channelOptions}
                          value={entry.channel}
                          disabled={entry.locked}
                          allowDeselect={false}
                          onChange={(value) =>
                            value && save({ kinds: [{ kind: entry.kind, channel: value as NotificationChannel }] })
                          }
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Card>
        </>
      )}
    </Stack>
  );
}
