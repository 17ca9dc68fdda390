import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { isStaff } from '@soko/shared';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { MyRates } from '../components/my-rates.tsx';

/** Store settings > Soko's fees: what the vendor (or, for staff, the active vendor) is charged per sale line. */
export function MyFeesPage() {
  usePageTitle("Soko's fees");
  const user = useSignedInUser();
  const vendorId = isStaff(user) ? user.activeVendor?._id : undefined;
  return (
    <Stack gap="md" maw={880}>
      <Group justify="space-between" align="baseline">
        <div>
          <Text size="sm" c="dimmed">
            Store settings
          </Text>
          <Title order={1}>Soko&apos;s fees</Title>
        </div>
        <Anchor component={Link} to="/store/me">
          Store
        </Anchor>
      </Group>
      {isStaff(user) && !vendorId ? (
        <Text>Choose an active vendor to see the fees that apply to them.</Text>
      ) : (
        <MyRates vendorId={vendorId} />
      )}
    </Stack>
  );
}
