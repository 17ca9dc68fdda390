import { Stack, Text, Title } from '@mantine/core';
import { isStaff } from '@soko/shared';
import { Navigate } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { StandardsView } from '../components/standards-view.tsx';

/** The vendor's service standards (issue 44): what is measured, where it stands, and the sales that count. */
export function StandardsPage() {
  usePageTitle('Service standards');
  const user = useSignedInUser();
  // Staff read every vendor's from their list.
  if (isStaff(user)) return <Navigate to="/standards/vendors" replace />;
  return (
    <Stack gap="md">
      <Title order={1}>Service standards</Title>
      <Text>
        How your store serves buyers, counted from your sales: dispatch on time, cancellations, tracking numbers and
        buyers' cases. Crossing an alert or a limit is told to you once. Nothing happens to your store automatically:
        the Soko team looks at each case.
      </Text>
      <StandardsView vendorId="" headingOrder={2} />
    </Stack>
  );
}
