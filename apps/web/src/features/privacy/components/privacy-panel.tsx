import { Button, Group, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { PRIVACY_TEXT, type PublicUser, ROLE_VENDOR } from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { alertApiError } from '../../../lib/alerts.ts';
import { endSession } from '../../../lib/auth-token.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { closeAccountRequest, downloadMyData } from '../api.ts';

function DownloadMyData({ userId }: { userId: string }) {
  const [received, setReceived] = useState<number | null>(null);
  const download = useMutation({
    mutationFn: () => downloadMyData(userId, ({ loaded }) => setReceived(loaded)),
    onError: alertApiError,
    onSettled: () => setReceived(null),
  });
  return (
    <Stack gap="xs" maw={480}>
      <Title order={2} fz="lg">
        Your data
      </Title>
      <Text size="sm">
        Download everything Soko holds about you: your profile, store, products, sales, refunds, returns, messages, bank
        details (last 4 digits), documents you sent, devices and the audit entries about you, as CSV and JSON.
      </Text>
      <Button
        variant="light"
        onClick={() => download.mutate()}
        loading={download.isPending}
        style={{ alignSelf: 'flex-start' }}
      >
        Download my data
      </Button>
      <Text size="sm" aria-live="polite">
        {received !== null ? `${Math.round(received / 1024)} KB received` : ''}
      </Text>
    </Stack>
  );
}

function CloseAccount({ userId }: { userId: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const form = useForm({ initialValues: { currentPassword: '' } });
  const closing = useMutation({
    mutationFn: (values: { currentPassword: string }) => closeAccountRequest(userId, values),
    onSuccess: ({ msg }) => endSession(msg),
    onError: (error) => {
      form.setErrors(serverFieldErrors(error, ['currentPassword']));
      alertApiError(error);
    },
  });
  return (
    <Stack gap="xs" maw={480}>
      <Title order={2} fz="lg">
        Close your account
      </Title>
      <Text size="sm">
        Your store and products go off sale and you can no longer sign in. Payouts you are owed are still paid. Sales
        and invoices are kept for 5 years, as tax law asks; the rest of your details are removed.
      </Text>
      <Button color="red.8" variant="outline" onClick={open} style={{ alignSelf: 'flex-start' }}>
        Close account
      </Button>
      <Modal opened={opened} onClose={close} title="Close your account?" closeButtonProps={{ 'aria-label': 'Close' }}>
        <form
          noValidate
          onSubmit={form.onSubmit((values) => {
            if (values.currentPassword === '') {
              form.setFieldError('currentPassword', PRIVACY_TEXT.passwordRequired);
              return;
            }
            closing.mutate(values);
          })}
        >
          <Stack gap="md">
            <Text size="sm">This cannot be undone. Enter your password to confirm.</Text>
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              data-autofocus
              key={form.key('currentPassword')}
              {...form.getInputProps('currentPassword')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Keep my account
              </Button>
              <Button type="submit" color="red.8" loading={closing.isPending}>
                Close my account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}

/** The account's personal data (APP 12): downloading it, and for a vendor closing the account. */
export function PrivacyPanel({ user }: { user: PublicUser }) {
  return (
    <Stack gap="xl">
      <DownloadMyData userId={user._id} />
      {user.role === ROLE_VENDOR && <CloseAccount userId={user._id} />}
    </Stack>
  );
}
