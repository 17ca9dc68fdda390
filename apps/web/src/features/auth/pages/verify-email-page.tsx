import { Button, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@soko/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ApiError } from '../../../lib/api.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { verifyEmailQueryOptions } from '../api.ts';
import { clearPendingAccount, getPendingAccount } from '../pending-account.ts';

/** docs/product.md section 8: the link from the verification email; loading, then verified or failed. */
export function VerifyEmailPage() {
  usePageTitle('Email verification');
  const { token = '' } = useParams();
  const verification = useQuery(verifyEmailQueryOptions(token));

  useEffect(() => {
    // The "verify your email" step this tab may remember is done; logging in shows the next one.
    if (verification.isSuccess && getPendingAccount()?.action === 'verifyEmail') clearPendingAccount();
  }, [verification.isSuccess]);

  if (verification.isPending) return <PageLoader />;

  if (verification.isError) {
    const reason = verification.error instanceof ApiError ? verification.error.errors[0]?.msg : undefined;
    return (
      <AuthCard title={MESSAGES.emailNotVerified} focusTitle>
        <Stack gap="md">
          {reason !== undefined && reason !== MESSAGES.emailNotVerified && <Text>{reason}</Text>}
          <Text>
            The link may have expired or been used already. Please log in and ask for a new verification link.
          </Text>
          <Button component={Link} to="/login">
            Login
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={MESSAGES.emailVerified} focusTitle>
      <Stack gap="md">
        <Text>Thank you. Log in to continue setting up your seller account.</Text>
        <Button component={Link} to="/login">
          Login
        </Button>
      </Stack>
    </AuthCard>
  );
}
