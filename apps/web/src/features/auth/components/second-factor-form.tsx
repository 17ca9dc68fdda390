import { Alert, Button, Checkbox, Divider, Stack, Text, TextInput } from '@mantine/core';
import type { SecondFactorChallengeResponse, SignedInResponse } from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { passkeyErrorMessage } from '../../../lib/passkey-errors.ts';
import { passkeySecondFactorRequest, rememberDeviceToken, secondFactorSignInRequest } from '../api.ts';

/**
 * The second step of sign-in (issue 26): a code from the authenticator app or a recovery code, or the
 * code emailed when sign-in from a new place was paused. A challenge that ended sends back to the password.
 */
export function SecondFactorForm({
  email,
  challenge,
  onSignedIn,
  onRestart,
}: {
  email: string;
  challenge: SecondFactorChallengeResponse;
  onSignedIn: (response: SignedInResponse) => void | Promise<void>;
  onRestart: () => void;
}) {
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  // The account's app and recovery codes are paused after many wrong ones: the message says what still works.
  const [paused, setPaused] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  // The password form that had focus is gone: the code field takes it, so typing goes on there.
  useEffect(() => codeInput.current?.focus(), []);
  const emailed = challenge.methods.includes('email');
  const ownFactor = challenge.methods.includes('totp');
  const passkey = challenge.methods.includes('passkey');
  const codes = emailed || ownFactor;
  const verify = useMutation({
    mutationFn: () =>
      secondFactorSignInRequest({ challengeToken: challenge.challengeToken, code, rememberDevice: remember }),
    onSuccess: async (response) => {
      if (response.deviceToken) rememberDeviceToken(email, response.deviceToken);
      await onSignedIn(response);
    },
    onError: (caught) => {
      if (caught instanceof ApiError && caught.status === 401) setEnded(caught.message);
      else if (caught instanceof ApiError && caught.status === 429) setPaused(caught.message);
      else setError(caught instanceof ApiError ? caught.message : 'Something went wrong. Please try again');
    },
  });
  const usePasskey = useMutation({
    mutationFn: () =>
      passkeySecondFactorRequest({ challengeToken: challenge.challengeToken, rememberDevice: remember }),
    onMutate: () => setError(null),
    onSuccess: async (response) => {
      if (response.deviceToken) rememberDeviceToken(email, response.deviceToken);
      await onSignedIn(response);
    },
    onError: (caught) => {
      if (caught instanceof ApiError && caught.status === 401) setEnded(caught.message);
      else setError(passkeyErrorMessage(caught));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPaused(null);
    verify.mutate();
  };

  if (ended) {
    return (
      <Stack gap="md">
        <Alert color="yellow" title="Please sign in again" role="status">
          {ended}
        </Alert>
        <Button onClick={onRestart}>Back to sign-in</Button>
      </Stack>
    );
  }

  const rememberBox = (
    <Checkbox
      label="Remember this device for 30 days"
      checked={remember}
      onChange={(event) => setRemember(event.currentTarget.checked)}
    />
  );
  const passkeyButton = passkey && (
    <Button
      fullWidth
      variant={codes ? 'default' : 'filled'}
      onClick={() => usePasskey.mutate()}
      loading={usePasskey.isPending}
    >
      Use a passkey
    </Button>
  );

  if (!codes) {
    return (
      <Stack gap="md">
        <Text>Confirm it is you with the passkey on this device, your phone or your security key.</Text>
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
        {rememberBox}
        {passkeyButton}
        <Button variant="subtle" onClick={onRestart}>
          Use another account
        </Button>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text>
          {emailed
            ? `For your security we emailed a 6-digit code to ${email}. It is valid for 10 minutes.`
            : 'Enter the 6-digit code from your authenticator app.'}
          {ownFactor &&
            (emailed
              ? ' A code from your authenticator app works too.'
              : ' Lost your phone? Enter one of your recovery codes.')}
        </Text>
        {paused && (
          <Alert color="red" title="Codes paused" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{paused}</Text>
              {!emailed && (
                <Button size="xs" variant="default" onClick={onRestart}>
                  Sign in again
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        <TextInput
          label={emailed ? 'Code' : 'Authentication code'}
          autoComplete="one-time-code"
          required
          ref={codeInput}
          value={code}
          error={error}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        {rememberBox}
        <Button type="submit" fullWidth loading={verify.isPending}>
          Verify
        </Button>
        {passkey && <Divider label="or" labelPosition="center" />}
        {passkeyButton}
        <Button variant="subtle" onClick={onRestart}>
          Use another account
        </Button>
      </Stack>
    </form>
  );
}
