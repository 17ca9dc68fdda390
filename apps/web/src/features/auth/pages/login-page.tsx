import { Alert, Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { SecondFactorChallengeResponse, SignedInResponse } from '@soko/shared';
import { loginSchema } from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/auth-card.tsx';
import { alertApiError } from '../../../lib/alerts.ts';
import { clearAuthToken, forgetSessionEndNotice, type LoginState, sessionEndNotice } from '../../../lib/auth-token.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { passkeyErrorMessage } from '../../../lib/passkey-errors.ts';
import {
  isPendingAction,
  isSecondFactorChallenge,
  loginRequest,
  passkeySignInRequest,
  rememberPendingAction,
  startSession,
} from '../api.ts';
import { SecondFactorForm } from '../components/second-factor-form.tsx';
import { clearPendingAccount, getPendingAccount } from '../pending-account.ts';

const fields = ['email', 'password'];

/** docs/product.md section 2: email and password login, with links to sign up and to reset a forgotten password. */
export function LoginPage() {
  usePageTitle('Login');
  const navigate = useNavigate();
  // Decided once on arrival: logging in below starts a new step of its own.
  const [hasPendingStep] = useState(() => getPendingAccount() !== null);
  const [ended] = useState(sessionEndNotice);
  const returnTo = (useLocation().state as Partial<LoginState> | null)?.from;
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginSchema, { sync: true }),
  });
  const [challenge, setChallenge] = useState<{ email: string; response: SecondFactorChallengeResponse } | null>(null);
  const signedIn = async (response: SignedInResponse) => {
    clearPendingAccount();
    forgetSessionEndNotice();
    startSession(response);
    // Back to the page the ended session was on.
    await navigate(returnTo?.startsWith('/') ? returnTo : '/dashboard', { replace: true });
  };
  const login = useMutation({
    mutationFn: loginRequest,
    onSuccess: async (response, values) => {
      if (isPendingAction(response)) {
        rememberPendingAction(response);
        await navigate('/account');
        return;
      }
      if (isSecondFactorChallenge(response)) {
        setChallenge({ email: values.email, response });
        return;
      }
      await signedIn(response);
    },
    onError: (error) => {
      // docs/product.md section 8: a failed login ends any session this browser had.
      clearAuthToken();
      form.setErrors(serverFieldErrors(error, fields));
      alertApiError(error);
    },
  });

  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const passkeyLogin = useMutation({
    mutationFn: passkeySignInRequest,
    onMutate: () => setPasskeyError(null),
    onSuccess: signedIn,
    onError: (error) => setPasskeyError(passkeyErrorMessage(error)),
  });

  if (hasPendingStep) return <Navigate to="/account" replace />;

  if (challenge) {
    return (
      <AuthCard title="Two-step verification" description="One more step to sign in.">
        <SecondFactorForm
          email={challenge.email}
          challenge={challenge.response}
          onSignedIn={signedIn}
          onRestart={() => {
            setChallenge(null);
            form.setFieldValue('password', '');
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Login" description="Log in to your Soko seller account.">
      {ended && (
        <Alert color="yellow" title="Please log in again" mb="md" role="status">
          {ended}
        </Alert>
      )}
      <form noValidate onSubmit={form.onSubmit((values) => login.mutate(values))}>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forget-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={login.isPending}>
            Login
          </Button>
        </Stack>
      </form>
      <Divider label="or" labelPosition="center" my="md" />
      <Stack gap="xs" mb="md">
        <Button variant="default" fullWidth onClick={() => passkeyLogin.mutate()} loading={passkeyLogin.isPending}>
          Sign in with a passkey
        </Button>
        {passkeyError && (
          <Text c="red.8" size="sm" role="alert">
            {passkeyError}
          </Text>
        )}
      </Stack>
      <Text ta="center">
        New to Soko?{' '}
        <Anchor component={Link} to="/register" fw={600}>
          Get started
        </Anchor>
      </Text>
    </AuthCard>
  );
}
