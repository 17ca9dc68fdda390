import { Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CASE_MESSAGE_MAX, CASE_TEXT, type CaseDetailDto, type CaseEntryDto } from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { DateTime } from '../../../components/date-time.tsx';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { writeCaseMessage } from '../api.ts';

const EVENT_WORDS: Record<CaseEntryDto['kind'], string> = {
  opened: 'opened the case',
  message: 'wrote',
  resolved: 'resolved the case',
  escalated: 'escalated the case',
  decided: 'decided the case',
};

/** Who did it, for the line's heading: the job is "Soko" with its own words. */
function heading(entry: CaseEntryDto): string {
  if (entry.author === 'system') return 'Soko escalated the case';
  return `${entry.authorName} ${EVENT_WORDS[entry.kind]}`;
}

/** The case's messages and events, oldest first, as an ordered list. */
export function CaseTimeline({ kase }: { kase: CaseDetailDto }) {
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Timeline">
      {kase.timeline.map((entry) => (
        <Card
          key={entry.id}
          component="li"
          withBorder
          padding="sm"
          bg={entry.kind === 'message' ? undefined : 'var(--mantine-color-default-hover)'}
        >
          <Group justify="space-between" gap="xs">
            <Text fw={600} size="sm">
              {heading(entry)}
            </Text>
            <Text size="xs" c="dimmed">
              <DateTime value={entry.at} />
            </Text>
          </Group>
          {entry.body && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {entry.body}
            </Text>
          )}
        </Card>
      ))}
    </Stack>
  );
}

/** A message to the buyer (the vendor's first one stops the clock). */
export function CaseMessageForm({ kase }: { kase: CaseDetailDto }) {
  const form = useForm({
    initialValues: { body: '' },
    validate: { body: (value) => (value.trim() === '' ? CASE_TEXT.messageRequired : null) },
  });
  const send = useMutation({
    mutationFn: (body: string) => writeCaseMessage(kase.id, body),
    onSuccess: () => {
      form.reset();
      alertSuccess(CASE_TEXT.messageSent);
    },
    onError: alertApiError,
  });
  return (
    <form noValidate onSubmit={form.onSubmit(({ body }) => send.mutate(body.trim()))}>
      <Stack gap="xs">
        <Textarea
          label="Message to the buyer"
          autosize
          minRows={3}
          maxLength={CASE_MESSAGE_MAX}
          key={form.key('body')}
          {...form.getInputProps('body')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            Send message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
