import { Alert, Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { SECOND_FACTOR_PAGE } from '../../../lib/step-up.ts';
import { secondFactorStatusQueryOptions } from '../api.ts';

/** The dashboard's suggestion to turn on two-step verification, while it is off. */
export function SecondFactorNudge() {
  const user = useSignedInUser();
  const status = useQuery(secondFactorStatusQueryOptions(user._id));
  if (!status.data || status.data.methods.length > 0) return null;
  return (
    <Alert color="blue" title="Protect your payouts with two-step verification" mb="md" role="note">
      Someone who learns your password still cannot sign in or change your bank details without your phone.{' '}
      <Anchor component={Link} to={SECOND_FACTOR_PAGE}>
        Set it up
      </Anchor>
    </Alert>
  );
}
