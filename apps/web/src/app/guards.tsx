import { Alert, Button, Center } from '@mantine/core';
import { hasPermission, isStaff } from '@soko/shared';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { useSession } from '../features/auth/session.ts';
import { type LoginState, sessionEndNotice } from '../lib/auth-token.ts';
import { memberMayOpen, routeAccessOf, routePermission } from '../lib/route-access.ts';
import { SignedInUserContext, useSignedInUser } from '../lib/signed-in-user.ts';
import { homePathFor } from './layout/menu.ts';
import { NoAccessPage } from './no-access.tsx';

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

/** Staff routes: the super admin and staff accounts may enter; a vendor goes to `/`. */
export function RequireStaff() {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoader />;
  if (!isStaff(user)) return <Navigate to="/" replace />;
  return <Outlet />;
}

/**
 * Signed-in pages: a staff member or team member whose role lacks the page's permission (its route's
 * `handle`) is told so in the layout, rather than shown a page whose every call would answer 403.
 */
export function RequirePermission() {
  const user = useSignedInUser();
  const { pathname } = useLocation();
  const handles = useMatches().map((match) => match.handle);
  const needed = routePermission(handles);
  if (needed && isStaff(user) && !hasPermission(user, needed)) return <NoAccessPage />;
  if (!memberMayOpen(user, routeAccessOf(handles))) {
    // A member lands on the dashboard after signing in: their role's first page instead.
    const home = homePathFor(user);
    return pathname === '/dashboard' && home !== pathname ? <Navigate to={home} replace /> : <NoAccessPage />;
  }
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
