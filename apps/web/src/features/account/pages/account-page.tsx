import { Button, Divider, Stack, Text } from '@mantine/core';
import type { PendingAction } from '@soko/shared';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/auth-card.tsx';
import { useAuthToken } from '../../../lib/auth-token.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { clearPendingAccount, getPendingAccount, type PendingAccount, usePendingAccount } from '../../auth/index.ts';
import { ActivationStep } from '../components/activation-step.tsx';
import { IdentityStep } from '../components/identity-step.tsx';
import { VerifyEmailStep } from '../components/verify-email-step.tsx';

const STEPS: PendingAction[] = ['verifyEmail', 'verifyIdentity', 'activateVendor'];

function stepTitle(pending: PendingAccount): string {
  switch (pending.action) {
    case 'verifyEmail':
      return 'Verify your email';
    case 'verifyIdentity':
      return pending.user.identityStatus === 'submitted' ? 'Your documents are with our team' : 'Verify your identity';
    case 'activateVendor':
      return 'Activate your account';
  }
}

function StepContent({ pending }: { pending: PendingAccount }) {
  switch (pending.action) {
    case 'verifyEmail':
      return <VerifyEmailStep pending={pending} />;
    case 'verifyIdentity':
      return <IdentityStep pending={pending} />;
    case 'activateVendor':
      return <ActivationStep pending={pending} />;
  }
}

/**
 * docs/product.md section 2: the onboarding step login answered with. A visitor with no step goes to /login, a
 * signed-in user to the dashboard.
 */
export function AccountPage() {
  usePageTitle('Your account');
  const token = useAuthToken();
  const [arrivedWithStep] = useState(() => getPendingAccount() !== null);
  const pending = usePendingAccount();
  const navigate = useNavigate();

  if (token) return <Navigate to="/dashboard" replace />;
  if (!arrivedWithStep) return <Navigate to="/login" replace />;
  // Whatever ends the step here (back to login, register again, an expired token) also navigates away.
  if (!pending) return null;

  // This tab's step may be out of date (e.g. the email was verified elsewhere); logging in again tells.
  const backToLogin = async () => {
    clearPendingAccount();
    await navigate('/login');
  };

  return (
    <AuthCard
      key={`${pending.action}-${pending.user.identityStatus}`}
      title={stepTitle(pending)}
      description={`Step ${STEPS.indexOf(pending.action) + 1} of ${STEPS.length}: finishing your seller account, ${pending.user.firstName}.`}
      focusTitle
    >
      <StepContent pending={pending} />
      <Divider />
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="dimmed">
          Finished this step in another window, or want to use another account?
        </Text>
        <Button variant="default" onClick={backToLogin}>
          Back to login
        </Button>
      </Stack>
    </AuthCard>
  );
}
