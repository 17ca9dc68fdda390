import { Button, Divider, Group, getDefaultZIndex, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { passkeyErrorMessage } from '../../../lib/passkey-errors.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { setStepUpPrompt } from '../../../lib/step-up.ts';
import { passkeyStepUpRequest, secondFactorStatusQueryOptions, stepUpRequest } from '../api.ts';

/**
 * Asks the signed-in user to prove it is them before what moves money or power: a code from the
 * authenticator app (or a recovery code), or the password when the account has no second factor.
 * The API client opens it on a 401 `stepUpRequired` and sends the call again once it is confirmed.
 */
export function StepUpDialog() {
  const user = useSignedInUser();
  const status = useQuery({ ...secondFactorStatusQueryOptions(user._id), enabled: false });
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);
  const methods = status.data?.methods ?? [];
  const usesCode = methods.includes('totp');
  const usesPasskey = methods.includes('passkey');
  const usesPassword = methods.length === 0;

  useEffect(
    () =>
      setStepUpPrompt(() => {
        void status.refetch();
        setValue('');
        setError(null);
        setOpened(true);
        return new Promise<boolean>((resolve) => {
          settle.current = resolve;
        });
      }),
    [status.refetch],
  );

  const close = (confirmed: boolean) => {
    setOpened(false);
    settle.current?.(confirmed);
    settle.current = null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await stepUpRequest(usesCode ? { code: value } : { password: value });
      close(true);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Something went wrong. Please try again');
    } finally {
      setPending(false);
    }
  };

  const confirmWithPasskey = async () => {
    setPending(true);
    setError(null);
    try {
      await passkeyStepUpRequest();
      close(true);
    } catch (caught) {
      setError(passkeyErrorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => close(false)}
      title="Confirm it is you"
      closeButtonProps={{ 'aria-label': 'Close' }}
      // It opens over the confirmation dialog whose action asked for it; at the same level that
      // dialog, mounted later, would cover it and take its clicks.
      zIndex={getDefaultZIndex('modal') + 1}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            This changes money or access, so we ask again.{' '}
            {usesCode && 'Enter the code from your authenticator app, or one of your recovery codes.'}
            {usesCode && usesPasskey && ' Or use one of your passkeys.'}
            {!usesCode && usesPasskey && 'Use one of your passkeys.'}
            {usesPassword && 'Enter your password.'}
          </Text>
          {usesPasskey && (
            <Button variant={usesCode ? 'default' : 'filled'} onClick={confirmWithPasskey} loading={pending}>
              Use a passkey
            </Button>
          )}
          {usesPasskey && usesCode && <Divider label="or" labelPosition="center" />}
          {!usesCode && usesPasskey && error && (
            <Text c="red.8" size="sm" role="alert">
              {error}
            </Text>
          )}
          {usesCode ? (
            <TextInput
              label="Code"
              autoComplete="one-time-code"
              inputMode="text"
              data-autofocus
              required
              value={value}
              error={error}
              onChange={(event) => setValue(event.currentTarget.value)}
            />
          ) : usesPassword ? (
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              data-autofocus
              required
              value={value}
              error={error}
              onChange={(event) => setValue(event.currentTarget.value)}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => close(false)}>
              Cancel
            </Button>
            {(usesCode || usesPassword) && (
              <Button type="submit" loading={pending} disabled={status.isFetching}>
                Confirm
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
