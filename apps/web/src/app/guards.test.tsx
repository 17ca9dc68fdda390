import { MESSAGES } from '@soko/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type RouteObject, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionEndNotice } from '../lib/auth-token.ts';
import { useSignedInUser } from '../lib/signed-in-user.ts';
import { jsonResponse, makeStaff, makeSuperAdmin, makeUser, mockFetch, signIn } from '../test/fixtures.ts';
import { renderRoutes } from '../test/render.tsx';
import { RedirectIfSignedIn, RequireAuth, RequirePermission, RequireStaff } from './guards.tsx';

function LoginMarker() {
  const from = (useLocation().state as { from?: string } | null)?.from;
  return <p>Login form{from ? `, then back to ${from}` : ''}</p>;
}

function SignedInName() {
  return <p>Signed in as {useSignedInUser().firstName}</p>;
}

// Plain markers instead of real pages, so that each guard's own decision is what is tested.
const routes: RouteObject[] = [
  { path: '/', element: <p>Landing page</p> },
  {
    element: <RequireAuth />,
    children: [
      { path: '/dashboard', element: <SignedInName /> },
      {
        element: <RequirePermission />,
        children: [
          { path: '/sale', handle: { permission: 'sales.read' }, element: <p>Sale list</p> },
          {
            element: <RequireStaff />,
            children: [{ path: '/category', handle: { permission: 'catalogue' }, element: <p>Category list</p> }],
          },
        ],
      },
    ],
  },
  { element: <RedirectIfSignedIn />, children: [{ path: '/login', element: <LoginMarker /> }] },
];

describe('RequireAuth', () => {
  it('sends a visitor without a stored token to /', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    const router = renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a loader while the user loads, then the page with the user', async () => {
    localStorage.setItem('token', 'test-token');
    let answer: (response: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    answer(jsonResponse({ user: makeUser() }));
    expect(await screen.findByText('Signed in as Amara')).toBeInTheDocument();
  });

  it('sends the token with the user request', async () => {
    const fetchMock = signIn(makeUser());
    renderRoutes(routes, '/dashboard');
    await screen.findByText('Signed in as Amara');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/authVendor');
    expect(new Headers(init?.headers).get('x-auth-token')).toBe('test-token');
  });

  it('ends the session and goes to the login page, keeping why and where, when the server rejects the token', async () => {
    localStorage.setItem('token', 'expired-token');
    mockFetch(() => jsonResponse({ errors: [{ msg: MESSAGES.sessionSignedOut }] }, 401));
    const router = renderRoutes(routes, '/dashboard?tab=1');
    expect(await screen.findByText('Login form, then back to /dashboard?tab=1')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionEndNotice()).toBe(MESSAGES.sessionSignedOut);
  });

  it('offers a retry when the user cannot be loaded for another reason', async () => {
    localStorage.setItem('token', 'test-token');
    let calls = 0;
    mockFetch(() => {
      calls += 1;
      return calls <= 2 ? jsonResponse({}, 503) : jsonResponse({ user: makeUser() });
    });
    renderRoutes(routes, '/dashboard');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    expect(await screen.findByText('Signed in as Amara')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('test-token');
  });
});

describe('RequireStaff and RequirePermission', () => {
  it('sends a vendor to /', async () => {
    signIn(makeUser());
    const router = renderRoutes(routes, '/category');
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('Category list')).not.toBeInTheDocument();
  });

  it('lets a super admin in', async () => {
    signIn(makeSuperAdmin());
    const router = renderRoutes(routes, '/category');
    expect(await screen.findByText('Category list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/category');
  });

  it('lets a staff member in where their role has the permission', async () => {
    signIn(makeStaff('catalogue'));
    renderRoutes(routes, '/category');
    expect(await screen.findByText('Category list')).toBeInTheDocument();
  });

  it('tells a staff member without the permission that the page is not for them', async () => {
    signIn(makeStaff('catalogue'));
    const router = renderRoutes(routes, '/sale');
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(screen.getByText(/Staff: Catalogue/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText('Sale list')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sale');
  });

  it('lets a vendor open a page that asks staff for a permission (their own data)', async () => {
    signIn(makeUser());
    renderRoutes(routes, '/sale');
    expect(await screen.findByText('Sale list')).toBeInTheDocument();
  });

  it('sends a visitor without a token to /', async () => {
    mockFetch(() => jsonResponse({}));
    const router = renderRoutes(routes, '/category');
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('RedirectIfSignedIn', () => {
  it('sends a signed-in user to /dashboard', async () => {
    signIn(makeUser());
    const router = renderRoutes(routes, '/login');
    expect(await screen.findByText('Signed in as Amara')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows the page to a visitor', async () => {
    mockFetch(() => jsonResponse({}));
    renderRoutes(routes, '/login');
    expect(await screen.findByText('Login form')).toBeInTheDocument();
  });
});
