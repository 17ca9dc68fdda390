import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, SESSION_LAST_SEEN_EVERY_MINUTES } from '@soko/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DateTime } from '../../../components/date-time.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { endSession } from '../../../lib/auth-token.ts';
import { endAllSessionsRequest, endSessionRequest, type SessionDto, sessionsQuery } from '../api.ts';

function SessionItem({ session, onEnd }: { session: SessionDto; onEnd: (session: SessionDto) => void }) {
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Group gap="xs">
            <Text fw={600}>{session.device}</Text>
            {session.current && <Badge variant="light">This device</Badge>}
          </Group>
          <Text size="sm">Address {session.ip || 'unknown'}</Text>
          <Text size="sm">
            Logged in <DateTime value={session.createdAt} />
          </Text>
          <Text size="sm">
            Last active <DateTime value={session.lastSeenAt} />
          </Text>
        </Stack>
        {!session.current && (
          <Button
            variant="default"
            size="xs"
            aria-label={`End session: ${session.device}`}
            onClick={() => onEnd(session)}
          >
            End
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/**
 * The devices signed in to the account (issue 15): each can be logged out from here, or all of them
 * at once, this one included.
 */
export function SessionsPanel({ userId }: { userId: string }) {
  const sessions = useQuery(sessionsQuery(userId));
  const [ending, setEnding] = useState<SessionDto | null>(null);
  const [endingAll, setEndingAll] = useState(false);

  const endOne = useMutation({
    mutationFn: (session: SessionDto) => endSessionRequest(userId, session._id),
    onSuccess: (_answer, session) => {
      setEnding(null);
      alertSuccess(`${session.device} has been logged out`);
    },
    onError: alertApiError,
  });
  const endAll = useMutation({
    mutationFn: () => endAllSessionsRequest(userId),
    // This device was logged out too: the login page says so, and brings the user back here.
    onSuccess: () => endSession(MESSAGES.sessionSignedOutEverywhere),
    onError: alertApiError,
  });

  return (
    <Stack gap="md" maw={640}>
      <div>
        <Title order={2} fz="lg">
          Devices
        </Title>
        <Text size="sm" c="dimmed">
          The devices logged in to your account. Last active is updated every {SESSION_LAST_SEEN_EVERY_MINUTES} minutes.
          If you do not recognise one, end it and change your password.
        </Text>
      </div>
      <QueryState query={sessions} loadingLabel="Loading devices" errorTitle="The devices could not be loaded" />
      {sessions.data && (
        <Stack component="ul" aria-label="Logged-in devices" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {sessions.data.sessions.map((session) => (
            <SessionItem key={session._id} session={session} onEnd={setEnding} />
          ))}
        </Stack>
      )}
      <Button color="red.9" variant="outline" style={{ alignSelf: 'flex-start' }} onClick={() => setEndingAll(true)}>
        Log out of all devices
      </Button>

      <ConfirmDialog
        opened={ending !== null}
        title={`End the session on ${ending?.device ?? 'this device'}?`}
        confirmLabel="End session"
        danger
        pending={endOne.isPending}
        onConfirm={() => ending && endOne.mutate(ending)}
        onClose={() => setEnding(null)}
      >
        <Text>
          {ending?.device} (address {ending?.ip || 'unknown'}) will be logged out and will need your password to log in
          again.
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={endingAll}
        title="Log out of all devices?"
        confirmLabel="Log out of all devices"
        danger
        pending={endAll.isPending}
        onConfirm={() => endAll.mutate()}
        onClose={() => setEndingAll(false)}
      >
        <Text>Every device logged in to your account, this one included, will be logged out.</Text>
      </ConfirmDialog>
    </Stack>
  );
}
