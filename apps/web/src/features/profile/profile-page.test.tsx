import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { fill } from '../../test/fill.ts';
import { jsonResponse, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';

// The pages load lazily; compiling them once up front keeps the first test within the default wait.
beforeAll(async () => {
  await import('./pages/profile-page.tsx');
  await import('../../app/layout/app-layout.tsx');
});

/** A signed-in vendor; `answer` replies to the calls the page makes. */
function signInWith(answer: (url: string, init: RequestInit | undefined) => Response | undefined) {
  localStorage.setItem('token', 'session-1');
  return mockFetch((url, init) => {
    if (url === '/api/authVendor') return jsonResponse({ user: makeUser() });
    return answer(url, init) ?? jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
  });
}

function field(label: string) {
  return screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
}

describe('profile page', { timeout: 15_000 }, () => {
  it("shows the details and the store's real performance", async () => {
    signInWith((url) =>
      url === '/api/store/me'
        ? jsonResponse({ store: null, product: [], performance: { productQuality: 75, deliveryRate: 96 } })
        : undefined,
    );
    renderRoutes(appRoutes, '/settings/profile');
    const panel = await screen.findByRole('tabpanel', { name: 'Profile' });
    expect(within(panel).getByText('Amara Crafts', { selector: 'dd' })).toBeInTheDocument();
    expect(within(panel).getByText('amara@example.com')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(panel).getByRole('progressbar', { name: 'Product Quality' })).toHaveAttribute(
        'aria-valuenow',
        '75',
      ),
    );
    expect(within(panel).getByRole('progressbar', { name: 'Delivery Rate' })).toHaveAttribute('aria-valuenow', '96');
    expect(within(panel).getByText('96%')).toBeInTheDocument();
  });

  it('asks for the current password only when the email changes, then saves and shows the profile', async () => {
    const saved = makeUser({ firstName: 'Abena', pendingEmail: 'new@example.com' });
    const fetchMock = signInWith((url) =>
      url === '/api/user/u1'
        ? jsonResponse({ user: saved, msg: 'Profile updated. Open the link we sent to new@example.com' })
        : undefined,
    );
    const router = renderRoutes(appRoutes, '/settings/profile?tab=edit');
    const user = userEvent.setup();
    await screen.findByRole('tabpanel', { name: 'Edit Details' });
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();

    await user.clear(field('First name'));
    await fill(user, field('First name'), 'Abena');
    await user.clear(field('Email'));
    await fill(user, field('Email'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Please enter your current password to change your email')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/u1')).toBe(false);

    await fill(user, field('Current password'), 'kente-weaver-77');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText('Profile updated. Open the link we sent to new@example.com')).toBeInTheDocument();
    // Back on the Profile tab, which tells of the address waiting for verification.
    expect(await screen.findByText(/Open the link we sent to new@example.com to make it your email/)).toBeVisible();
    expect(router.state.location.search).toBe('');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user/u1');
    expect(call?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      firstName: 'Abena',
      email: 'new@example.com',
      currentPassword: 'kente-weaver-77',
      address: { c_address: '1 King St', suburb: 'Newtown', state: 'NSW', postcode: '2042' },
    });
  });

  it('changes the password and carries on with the new token', async () => {
    const fetchMock = signInWith((url) =>
      url === '/api/user/u1/password'
        ? jsonResponse({ msg: 'Password changed', token: 'session-2', user: makeUser() })
        : undefined,
    );
    renderRoutes(appRoutes, '/settings/profile?tab=settings');
    const user = userEvent.setup();
    await screen.findByRole('tabpanel', { name: 'Settings' });
    await fill(user, field('Current password'), 'kente-weaver-77');
    await fill(user, field('New password'), 'jollof-rice-4ever');
    await fill(user, field('Confirm new password'), 'jollof-rice-4ever');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('session-2');
    expect(screen.getByRole('tabpanel', { name: 'Settings' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user/u1/password');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      currentPassword: 'kente-weaver-77',
      password: 'jollof-rice-4ever',
    });
  });

  it('refuses different new passwords without asking the server', async () => {
    const fetchMock = signInWith(() => undefined);
    renderRoutes(appRoutes, '/settings/profile?tab=settings');
    const user = userEvent.setup();
    await screen.findByRole('tabpanel', { name: 'Settings' });
    await fill(user, field('Current password'), 'kente-weaver-77');
    await fill(user, field('New password'), 'jollof-rice-4ever');
    await fill(user, field('Confirm new password'), 'jollof-rice-4evr');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(
      await screen.findByText('password does not match: Password and confirm password should match'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/u1/password')).toBe(false);
  });
});
