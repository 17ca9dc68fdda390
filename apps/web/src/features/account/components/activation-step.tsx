import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import {
  clearPendingAccount,
  isPendingAction,
  type PendingAccount,
  rememberPendingAction,
  startSession,
} from '../../auth/index.ts';
import { activateVendorRequest } from '../api.ts';
import { useStepExpiry } from '../step-expiry.ts';

/** docs/product.md section 4: vendor activation, the last step, logs the vendor in. */
export function ActivationStep({ pending }: { pending: PendingAccount }) {
  const navigate = useNavigate();
  const handleExpiry = useStepExpiry();
  const activate = useMutation({
    mutationFn: () => activateVendorRequest(pending),
    onSuccess: async (response) => {
      if (isPendingAction(response)) {
        rememberPendingAction(response);
        return;
      }
      // An account with a second factor finishes signing in on the login page.
      if ('secondFactorRequired' in response) {
        clearPendingAccount();
        await navigate('/login', { replace: true });
        return;
      }
      // The session first: without a token or a step, the account page would send the vendor to /login.
      startSession(response);
      clearPendingAccount();
      alertSuccess('Welcome to Soko', 'Your seller account is active.');
      await navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      if (!handleExpiry(error)) alertApiError(error);
    },
  });

  return (
    <Stack gap="md">
      <Text>
        Good news, {pending.user.firstName}: our team has verified your documents. Activate your account to open your
        seller centre.
      </Text>
      <Button onClick={() => activate.mutate()} loading={activate.isPending} style={{ alignSelf: 'flex-start' }}>
        Activate my account
      </Button>
    </Stack>
  );
}
