import { Alert, Button, Center } from '@mantine/core';
import { isSuperAdmin } from '@soko/shared';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../features/auth/session.ts';
import { SignedInUserContext } from '../lib/signed-in-user.ts';
import { PageLoader } from './page-loader.tsx';

function SessionLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Center mih="60vh" p="md">
      <Alert color="red" title="Your account could not be loaded" maw={420}>
        <Button mt="sm" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    </Center>
  );
}

/** Signed-in routes: without a stored token go to `/`; wait for the user before showing anything. */
export function RequireAuth() {
  const { token, user, isLoading, reload } = useSession();
  if (!token) return <Navigate to="/" replace />;
  if (isLoading) return <PageLoader />;
  if (!user) return <SessionLoadError onRetry={reload} />;
  return (
    <SignedInUserContext value={user}>
      <Outlet />
    </SignedInUserContext>
  );
}

/** Admin routes: only a super admin (role 2) may enter; anyone else goes to `/`. */
export function RequireAdmin() {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoader />;
  if (!isSuperAdmin(user)) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Guest pages (landing, login, register): a signed-in user goes straight to the dashboard. */
export function RedirectIfSignedIn() {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoader />;
  if (user) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
