import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { useSession } from '../features/auth/session.ts';
import { usePageTitle } from '../lib/page-title.ts';
import { SignedInUserContext } from '../lib/signed-in-user.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { PublicLayout } from './layout/public-layout.tsx';

function NotFoundPage({ homePath, homeLabel }: { homePath: string; homeLabel: string }) {
  usePageTitle('Page not found');
  return (
    <Stack align="center" ta="center" py="xl" px="md" gap="md">
      <Title order={1}>Page not found</Title>
      <Text maw={480}>The page you asked for does not exist, or is not available yet.</Text>
      <Button component={Link} to={homePath}>
        {homeLabel}
      </Button>
    </Stack>
  );
}

/** Any unknown address: shown inside the app layout when signed in, in the public layout otherwise. */
export function NotFoundRoute() {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoader />;
  if (user) {
    return (
      <SignedInUserContext value={user}>
        <AppLayout>
          <NotFoundPage homePath="/dashboard" homeLabel="Go to the dashboard" />
        </AppLayout>
      </SignedInUserContext>
    );
  }
  return (
    <PublicLayout>
      <NotFoundPage homePath="/" homeLabel="Go to the home page" />
    </PublicLayout>
  );
}
