import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { fill } from '../../test/fill.ts';
import { jsonResponse, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { getPendingAccount, setPendingAccount } from './pending-account.ts';

afterEach(() => sessionStorage.clear());

// The pages load lazily; compiling them once up front keeps the first test within the default wait.
beforeAll(async () => {
  await import('./pages/login-page.tsx');
  await import('../account/pages/account-page.tsx');
  await import('../dashboard/pages/dashboard-page.tsx');
});

async function logIn(email = 'ama@example.com', password = 'kente-weaver-77') {
  const user = userEvent.setup();
  await fill(user, await screen.findByLabelText(/^Email/, { selector: 'input' }), email);
  await fill(user, screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login page', () => {
  it('links to sign-up and to the forgotten-password page', async () => {
    mockFetch(() => jsonResponse({}));
    renderRoutes(appRoutes, '/login');
    expect(await screen.findByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forget-password');
  });

  it('starts the session of an active account and goes to the dashboard', async () => {
    const fetchMock = mockFetch((url) =>
      url === '/api/loginVendor' ? jsonResponse({ token: 'session-1', user: makeUser() }) : jsonResponse({}, 404),
    );
    const router = renderRoutes(appRoutes, '/login');
    await logIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('token')).toBe('session-1');
    // The user came with the login; the dashboard did not have to ask for it again.
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/authVendor');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'ama@example.com',
      password: 'kente-weaver-77',
    });
  });

  it('says why the server ended the session, and goes back to the page the user was on', async () => {
    const message = 'Your password was changed. Please log in again with the new one';
    sessionStorage.setItem('soko.sessionEnded', message);
    mockFetch((url) =>
      url === '/api/loginVendor' ? jsonResponse({ token: 'session-2', user: makeUser() }) : jsonResponse({}, 404),
    );
    const router = renderRoutes(appRoutes, { pathname: '/login', state: { from: '/dashboard?x=1' } });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Please log in again')).toBeInTheDocument();
    await logIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/dashboard?x=1');
    expect(sessionStorage.getItem('soko.sessionEnded')).toBeNull();
  });

  it('keeps a pending step and goes to the account page', async () => {
    const pendingUser = makeUser({ identityStatus: 'none', activated: false });
    mockFetch(() =>
      jsonResponse({ action: 'verifyIdentity', for: 'identity', actionToken: 'action-1', user: pendingUser }),
    );
    const router = renderRoutes(appRoutes, '/login');
    await logIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your identity' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    expect(getPendingAccount()).toMatchObject({ action: 'verifyIdentity', for: 'identity', actionToken: 'action-1' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the server message, clears the token and stays on the page when login fails', async () => {
    mockFetch(() => jsonResponse({ errors: [{ msg: 'Invalid email or password' }] }, 400));
    localStorage.setItem('token', 'stale-token');
    // A stale token that the server no longer knows: the guest pages still show (no user loads).
    const router = renderRoutes(appRoutes, '/login');
    await logIn();
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows field errors and sends nothing for an invalid email', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    renderRoutes(appRoutes, '/login');
    await logIn('not-an-email', 'x');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/loginVendor')).toBe(false);
  });

  it('sends a visitor with a pending step to the account page', async () => {
    mockFetch(() => jsonResponse({}));
    setPendingAccount({
      action: 'verifyEmail',
      for: 'email',
      actionToken: 'action-1',
      user: makeUser({ emailVerified: false }),
    });
    const router = renderRoutes(appRoutes, '/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
  });
});
