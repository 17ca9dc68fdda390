import { Alert, Button, Center } from '@mantine/core';
import { isSuperAdmin } from '@soko/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../features/auth/session.ts';
import { type LoginState, sessionEndNotice } from '../lib/auth-token.ts';
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

/**
 * Signed-in routes: without a stored token go to `/`, or to the login page when the server ended the
 * session (it says why there); wait for the user before showing anything.
 */
export function RequireAuth() {
  const { token, user, isLoading, reload } = useSession();
  const location = useLocation();
  if (!token && sessionEndNotice()) {
    const from: LoginState['from'] = `${location.pathname}${location.search}`;
    return <Navigate to="/login" replace state={{ from } satisfies LoginState} />;
  }
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

/**
 * Guest pages (landing, login, register): a signed-in user goes straight to the dashboard, or back
 * to the page an ended session was on (the login page's `from`).
 */
export function RedirectIfSignedIn() {
  const { user, isLoading } = useSession();
  const from = (useLocation().state as Partial<LoginState> | null)?.from;
  if (isLoading) return <PageLoader />;
  if (user) return <Navigate to={from?.startsWith('/') ? from : '/dashboard'} replace />;
  return <Outlet />;
}
