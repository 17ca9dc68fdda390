import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { fill } from '../../test/fill.ts';
import { jsonResponse, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

beforeAll(async () => {
  await import('./pages/login-page.tsx');
  await import('../dashboard/pages/dashboard-page.tsx');
});

async function logIn() {
  const user = userEvent.setup();
  await fill(user, await screen.findByLabelText(/^Email/, { selector: 'input' }), 'ama@example.com');
  await fill(user, screen.getByLabelText(/^Password/, { selector: 'input' }), 'kente-weaver-77');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('the second step of sign-in', () => {
  it('asks for the authenticator code, remembers the browser when asked, and sends its token next time', async () => {
    const fetchMock = mockFetch((url) => {
      if (url === '/api/loginVendor') {
        return jsonResponse({
          secondFactorRequired: true,
          challengeToken: 'challenge-1',
          methods: ['totp', 'recovery'],
        });
      }
      if (url === '/api/login/second-factor') {
        return jsonResponse({ token: 'session-2fa', user: makeUser(), deviceToken: 'device-1' });
      }
      return jsonResponse({}, 404);
    });
    const router = renderRoutes(appRoutes, '/login');
    const user = await logIn();
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app.', { exact: false }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    await fill(user, screen.getByLabelText(/^Authentication code/, { selector: 'input' }), '123456');
    await user.click(screen.getByRole('checkbox', { name: 'Remember this device for 30 days' }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('token')).toBe('session-2fa');
    const verify = fetchMock.mock.calls.find(([url]) => url === '/api/login/second-factor');
    expect(JSON.parse(String(verify?.[1]?.body))).toEqual({
      challengeToken: 'challenge-1',
      code: '123456',
      rememberDevice: true,
    });
    expect(JSON.parse(localStorage.getItem('soko.deviceTokens') ?? '{}')).toEqual({ 'ama@example.com': 'device-1' });
  });

  it('says a code was emailed when sign-in from a new place was paused, and restarts when the challenge ended', async () => {
    mockFetch((url) => {
      if (url === '/api/loginVendor') {
        return jsonResponse({ secondFactorRequired: true, challengeToken: 'challenge-2', methods: ['email'] });
      }
      if (url === '/api/login/second-factor') {
        return jsonResponse(
          { errors: [{ msg: 'This sign-in has expired or had too many wrong codes. Please sign in again' }] },
          401,
        );
      }
      return jsonResponse({}, 404);
    });
    renderRoutes(appRoutes, '/login');
    const user = await logIn();
    expect(await screen.findByText(/we emailed a 6-digit code to ama@example.com/)).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^Code/, { selector: 'input' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/too many wrong codes/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it("shows the account's paused codes as an alert that says what still works, with a way back to sign in again", async () => {
    const paused =
      'Too many wrong codes were entered for this account, so codes from an authenticator app and recovery codes are paused. Sign in again to get a code by email, or try again in 14 minutes.';
    let answers = 0;
    mockFetch((url) => {
      if (url === '/api/loginVendor') {
        return jsonResponse({
          secondFactorRequired: true,
          challengeToken: 'challenge-4',
          methods: ['totp', 'recovery'],
        });
      }
      if (url === '/api/login/second-factor') {
        answers += 1;
        return jsonResponse({ errors: [{ msg: paused, param: 'code' }] }, 429);
      }
      return jsonResponse({}, 404);
    });
    renderRoutes(appRoutes, '/login');
    const user = await logIn();
    await fill(user, await screen.findByLabelText(/^Authentication code/, { selector: 'input' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Codes paused');
    expect(alert).toHaveTextContent(paused);
    expect(answers).toBe(1);
    // The code field stays for another way in, and "Sign in again" goes back for an emailed code.
    expect(screen.getByLabelText(/^Authentication code/, { selector: 'input' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('offers only the passkey to an account whose second factor is a passkey, and says so when the browser has none', async () => {
    const fetchMock = mockFetch((url) => {
      if (url === '/api/loginVendor') {
        return jsonResponse({ secondFactorRequired: true, challengeToken: 'challenge-3', methods: ['passkey'] });
      }
      if (url === '/api/login/second-factor/passkey/options') return jsonResponse({ challenge: 'webauthn-challenge' });
      return jsonResponse({}, 404);
    });
    renderRoutes(appRoutes, '/login');
    const user = await logIn();
    const usePasskey = await screen.findByRole('button', { name: 'Use a passkey' });
    expect(screen.queryByLabelText(/^Authentication code/)).not.toBeInTheDocument();
    await user.click(usePasskey);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This browser could not use a passkey. Please try again or use a code',
    );
    const options = fetchMock.mock.calls.find(([url]) => url === '/api/login/second-factor/passkey/options');
    expect(JSON.parse(String(options?.[1]?.body))).toEqual({ challengeToken: 'challenge-3' });
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/login/second-factor/passkey')).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
