import { Button, Center, Group, Input, Loader, Progress, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  MESSAGE_SUBJECT_MAX,
  MESSAGE_TEXT,
  type MessageDto,
  type MessageParty,
  messageFormSchema,
  messagePartyName,
} from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { type MessageBody, sendMessage } from '../api.ts';
import { attachmentsError, isBlankHtml } from '../attachments.ts';
import { AttachmentsInput } from './attachments-input.tsx';
import { RecipientSelect } from './recipient-select.tsx';

const RichTextField = lazy(() =>
  import('../../../components/rich-text-editor.tsx').then((module) => ({ default: module.RichTextField })),
);

interface MessageValues {
  to: string;
  subject: string;
  body: string;
  attachments: File[];
}

const FIELDS = ['to', 'subject', 'body', 'attachments'];
const validateFields = schemaResolver(messageFormSchema, { sync: true });

function validate(values: MessageValues) {
  const errors = validateFields({ to: values.to, subject: values.subject, body: values.body });
  if (!errors.body && isBlankHtml(values.body)) errors.body = MESSAGE_TEXT.bodyRequired;
  const attachments = attachmentsError(values.attachments);
  if (attachments) errors.attachments = attachments;
  return errors;
}

function messageBody(values: MessageValues, replyTo: string | undefined): MessageBody {
  return { to: values.to, subject: values.subject, body: values.body, replyTo, attachments: values.attachments };
}

interface MessageFormProps {
  /** A reply's receiver, fixed; without one the form offers a recipient picker. */
  recipient?: MessageParty | undefined;
  initialSubject?: string;
  /** The message this one answers. */
  replyTo?: string | undefined;
  onSent: (message: MessageDto) => void;
  onCancel?: () => void;
}

/** The message form of the compose screen and the reply modal: recipient, subject, rich-text body, attachments. */
export function MessageForm({ recipient, initialSubject = '', replyTo, onSent, onCancel }: MessageFormProps) {
  const bodyLabelId = useId();
  const bodyErrorId = useId();
  const [progress, setProgress] = useState(0);
  const form = useForm<MessageValues>({
    initialValues: { to: recipient?._id ?? '', subject: initialSubject, body: '', attachments: [] },
    validate,
  });
  const send = useMutation({
    mutationFn: (values: MessageValues) => {
      setProgress(0);
      return sendMessage(messageBody(values, replyTo), setProgress);
    },
    onSuccess: (message) => {
      alertSuccess(MESSAGE_TEXT.sent);
      onSent(message);
    },
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, FIELDS));
      alertApiError(error);
    },
  });
  const { setFieldValue } = form;
  const changeBody = useCallback((html: string) => setFieldValue('body', html), [setFieldValue]);
  const uploading = send.isPending && form.getValues().attachments.length > 0;
  const percent = Math.round(progress * 100);

  return (
    <form noValidate onSubmit={form.onSubmit((values) => send.mutate(values))}>
      <Stack gap="md">
        {recipient ? (
          <TextInput label="To" value={messagePartyName(recipient)} readOnly />
        ) : (
          <RecipientSelect
            value={form.getValues().to}
            onChange={(userId) => form.setFieldValue('to', userId)}
            error={form.errors.to}
          />
        )}
        <TextInput
          label="Subject"
          required
          maxLength={MESSAGE_SUBJECT_MAX}
          key={form.key('subject')}
          {...form.getInputProps('subject')}
        />
        <Stack gap={4}>
          <Input.Label id={bodyLabelId} required>
            Message
          </Input.Label>
          <Suspense
            fallback={
              <Center mih={200}>
                <Loader aria-label="Loading the message editor" />
              </Center>
            }
          >
            <RichTextField
              onChange={changeBody}
              labelId={bodyLabelId}
              errorId={form.errors.body ? bodyErrorId : undefined}
              invalid={Boolean(form.errors.body)}
            />
          </Suspense>
          {form.errors.body && <Input.Error id={bodyErrorId}>{form.errors.body}</Input.Error>}
        </Stack>
        <AttachmentsInput
          value={form.getValues().attachments}
          onChange={(files) => form.setFieldValue('attachments', files)}
          error={form.errors.attachments}
        />
        {uploading && (
          <Stack gap={4}>
            <Text size="sm" aria-live="polite">
              Uploading… {percent}%
            </Text>
            <Progress value={percent} aria-label="Upload progress" animated />
          </Stack>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={send.isPending}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={send.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
