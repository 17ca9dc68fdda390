import { Button, Stack, Text, Title } from '@mantine/core';
import { roleLabel, VENDOR_TEAM_TEXT } from '@soko/shared';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/page-title.ts';
import { useSignedInUser } from '../lib/signed-in-user.ts';

/** A page the signed-in staff member's role does not include (issue 15): said plainly, with a way on. */
export function NoAccessPage() {
  const user = useSignedInUser();
  usePageTitle('No access');
  return (
    <Stack align="center" ta="center" py="xl" px="md" gap="md">
      <Title order={1}>You do not have access to this page</Title>
      <Text maw={480}>
        {user.team
          ? `Your role in the team of ${user.team.vendorName} (${VENDOR_TEAM_TEXT.roleLabels[user.team.role]}) does not include this page. The store's owner can change your role if you need it.`
          : `Your role (${roleLabel(user.role, user.staffRole)}) does not include this page. A super admin can change your role if you need it.`}
      </Text>
      <Button component={Link} to="/dashboard">
        Go to the dashboard
      </Button>
    </Stack>
  );
}
