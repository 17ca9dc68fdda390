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
  await import('./pages/forgot-password-page.tsx');
  await import('./pages/reset-password-page.tsx');
  await import('./pages/verify-email-page.tsx');
});

describe('forgot password page', () => {
  it('asks the user to check their email, showing the address masked', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ name: 'Ama', email: 'ama.mensah@example.com' }));
    renderRoutes(appRoutes, '/forget-password');
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText(/^Email/, { selector: 'input' }), 'ama.mensah@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('ama.************le.com')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/reset');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ama.mensah@example.com' });
  });

  it('says when no account has the address', async () => {
    mockFetch(() => jsonResponse({ errors: [{ msg: 'No account associated with x@example.com' }] }, 404));
    renderRoutes(appRoutes, '/forget-password');
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText(/^Email/, { selector: 'input' }), 'x@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No account associated with x@example.com');
  });
});

describe('reset password page', () => {
  it('checks the token, refuses different passwords, then resets', async () => {
    const fetchMock = mockFetch((_url, init) => {
      if (init?.method === 'POST')
        return jsonResponse({ msg: 'Password reset successful', name: 'Ama', email: 'a@x.com' });
      return jsonResponse({ msg: 'valid', name: 'Ama', email: 'a@x.com' });
    });
    renderRoutes(appRoutes, '/reset/token-1234567890abcdef');
    const user = userEvent.setup();
    expect(await screen.findByText('Hi Ama, choose a new password for a@x.com.')).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^New password/, { selector: 'input' }), 'baobab-shade-2026');
    await fill(user, screen.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'baobab-shade-2025');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText('password does not match: Password and confirm password should match'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }));
    await fill(user, screen.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'baobab-shade-2026');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Password reset successful' })).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/reset/token-1234567890abcdef');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ pwd: 'baobab-shade-2026', cPwd: 'baobab-shade-2026' });
  });

  it("says Set your password on an invitation's link", async () => {
    mockFetch(() => jsonResponse({ msg: 'valid', name: 'Ama', email: 'a@x.com' }));
    renderRoutes(appRoutes, '/reset/token-1234567890abcdef?invitation=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set your password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set your password' })).toBeInTheDocument();
    expect(screen.queryByText('Reset password')).not.toBeInTheDocument();
  });

  it('shows the server message and a login link for a bad link', async () => {
    mockFetch(() => jsonResponse({ errors: [{ msg: 'This password reset link is invalid or has expired' }] }, 400));
    renderRoutes(appRoutes, '/reset/token-1234567890abcdef');
    expect(await screen.findByText('This password reset link is invalid or has expired')).toBeInTheDocument();
    expect(screen.getByRole('main').querySelector('a[href="/login"]')).toHaveTextContent('Login');
  });
});

describe('email verification page', () => {
  it('verifies the email and forgets the email step of this tab', async () => {
    setPendingAccount({ action: 'verifyEmail', for: 'email', actionToken: 'action-1', user: makeUser() });
    const fetchMock = mockFetch(() => jsonResponse({ msg: 'Email has been Verified' }));
    renderRoutes(appRoutes, '/verifyEmail/token-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Email has been Verified' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/verify?token=token-1');
    expect(getPendingAccount()).toBeNull();
  });

  it('asks the user to log in and ask for a new link when verification fails', async () => {
    mockFetch(() => jsonResponse({ errors: [{ msg: 'Email could not be verified' }] }, 400));
    renderRoutes(appRoutes, '/verifyEmail/token-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Email could not be verified' })).toBeInTheDocument();
    expect(screen.getByText(/Please log in and ask for a new verification link/)).toBeInTheDocument();
  });
});
