import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSignedInUser } from '../../auth/session.ts';
import { NewMessagesCard } from '../../messages/components/new-messages-card.tsx';

export function DashboardPage() {
  const user = useSignedInUser();
  usePageTitle('Dashboard');
  return (
    <Stack gap="xs">
      <Title order={1}>Dashboard</Title>
      <Text size="lg">Welcome, {user.firstName}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mt="md">
        <NewMessagesCard />
      </SimpleGrid>
    </Stack>
  );
}
