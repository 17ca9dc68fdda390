import {
  BANK_TEXT,
  type BankAccountDto,
  type PublicUser,
  ROLE_VENDOR_MEMBER,
  VENDOR_TEAM_ROLE_PERMISSIONS,
  VENDOR_TEAM_TEXT,
} from '@soko/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { fill } from '../../test/fill.ts';
import { jsonResponse, makeSuperAdmin, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';

// The pages load lazily; compiling them once up front keeps the first test within the default wait.
beforeAll(async () => {
  await import('./pages/profile-page.tsx');
  await import('../../app/layout/app-layout.tsx');
});

/** A signed-in vendor; `answer` replies to the calls the page makes. */
function signInWith(
  answer: (url: string, init: RequestInit | undefined) => Response | undefined,
  user: PublicUser = makeUser(),
) {
  localStorage.setItem('token', 'session-1');
  return mockFetch((url, init) => {
    if (url === '/api/authVendor') return jsonResponse({ user });
    return answer(url, init) ?? jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
  });
}

function field(label: string) {
  return screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
}

const noStore = (url: string) =>
  url === '/api/store/me'
    ? jsonResponse({
        store: null,
        product: [],
        performance: {
          productQuality: 100,
          deliveryRate: 100,
          deliveryBasis: { delivered: 0, judged: 0 },
          productBasis: { approved: 0, total: 0 },
        },
      })
    : undefined;

/** Kwame, of Kente House's team in the orders role: a member, with no business of his own. */
function teamMember() {
  return makeUser({
    _id: 'm1',
    id: 'm1',
    firstName: 'Kwame',
    lastName: 'Asante',
    email: 'kwame@example.com',
    role: ROLE_VENDOR_MEMBER,
    displayName: '',
    ABN: '',
    team: {
      vendorId: 'u1',
      vendorName: 'Kente House',
      role: 'orders',
      permissions: [...VENDOR_TEAM_ROLE_PERMISSIONS.orders],
    },
  });
}

describe('profile page', () => {
  it('shows a change of details waiting for review beside the details in force, and keeps it in the edit form', async () => {
    const user = makeUser({
      pendingChange: {
        requestedAt: '2026-03-03T01:00:00.000Z',
        before: { displayName: 'Amara Crafts', suburb: 'Newtown' },
        after: { displayName: 'Amara Crafts & Co', suburb: 'Enmore' },
      },
    });
    signInWith(noStore, user);
    renderRoutes(appRoutes, '/settings/profile');
    const panel = await screen.findByRole('tabpanel', { name: 'Profile' });
    const table = within(panel).getByRole('table', { name: 'Your requested changes' });
    expect(within(table).getByText('Amara Crafts & Co')).toBeInTheDocument();
    expect(within(table).getByText('Enmore')).toBeInTheDocument();
    expect(within(panel).getByText('Changes waiting for review')).toBeInTheDocument();
    // No sale judged yet: no delivery rate, rather than 100 %.
    expect(await within(panel).findByText('No sales yet')).toBeInTheDocument();
    expect(within(panel).getByText('No products yet')).toBeInTheDocument();
    expect(within(panel).queryByText('100%')).not.toBeInTheDocument();
    expect(within(panel).getByText('Amara Crafts', { selector: 'dd' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Edit Details' }));
    expect(await screen.findByDisplayValue('Amara Crafts & Co')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Enmore')).toBeInTheDocument();
  });

  it('tells the vendor why staff rejected their change of details', async () => {
    signInWith(noStore, makeUser({ pendingChangeRejectionReason: 'The ABN belongs to another business' }));
    renderRoutes(appRoutes, '/settings/profile');
    const panel = await screen.findByRole('tabpanel', { name: 'Profile' });
    expect(within(panel).getByText('Your change of details was not approved')).toBeInTheDocument();
    expect(within(panel).getByText(/Reason: The ABN belongs to another business/)).toBeInTheDocument();
  });

  it("shows the details and the store's real performance", async () => {
    signInWith((url) =>
      url === '/api/store/me'
        ? jsonResponse({
            store: null,
            product: [],
            performance: {
              productQuality: 75,
              deliveryRate: 96,
              deliveryBasis: { delivered: 24, judged: 25 },
              productBasis: { approved: 3, total: 4 },
            },
          })
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

  it("shows a team member themself, their team and role, and asks nothing of the owner's store", async () => {
    const member = teamMember();
    const fetchMock = signInWith(() => undefined, member);
    renderRoutes(appRoutes, '/settings/profile');
    const panel = await screen.findByRole('tabpanel', { name: 'Profile' });
    expect(within(panel).getByRole('heading', { name: 'Kwame Asante' })).toBeInTheDocument();
    const team = within(panel).getByRole('heading', { name: 'Team' }).parentElement as HTMLElement;
    expect(within(team).getByText('Kente House', { selector: 'dd' })).toBeInTheDocument();
    expect(within(team).getByText('Orders', { selector: 'dd' })).toBeInTheDocument();
    expect(within(team).getByText(VENDOR_TEAM_TEXT.roleDescriptions.orders)).toBeInTheDocument();
    // Not an empty vendor profile: no business name, ABN or GST of their own, no store figures.
    expect(within(panel).queryByText('Business name')).not.toBeInTheDocument();
    expect(within(panel).queryByText('ABN')).not.toBeInTheDocument();
    expect(within(panel).queryByText('Store performance')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/store/me');
  });

  it('lets a team member edit their own details only: no business or GST fields, none sent', async () => {
    const member = teamMember();
    const fetchMock = signInWith(
      (url) => (url === '/api/user/m1' ? jsonResponse({ user: member, msg: 'Profile updated' }) : undefined),
      member,
    );
    renderRoutes(appRoutes, '/settings/profile?tab=edit');
    const user = userEvent.setup();
    const panel = await screen.findByRole('tabpanel', { name: 'Edit Details' });
    expect(within(panel).queryByRole('group', { name: 'Business' })).not.toBeInTheDocument();
    expect(within(panel).queryByLabelText(/^ABN/)).not.toBeInTheDocument();
    expect(within(panel).queryByText(/registered for GST/i)).not.toBeInTheDocument();
    await user.clear(field('Phone'));
    await fill(user, field('Phone'), '+61412000999');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user/m1');
    expect(Object.keys(JSON.parse(String(call?.[1]?.body))).sort()).toEqual([
      'DOB',
      'email',
      'firstName',
      'lastName',
      'phone',
    ]);
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
    await waitFor(() => expect(router.state.location.search).toBe(''));
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

function makeBankAccount(overrides: Partial<BankAccountDto> = {}): BankAccountDto {
  return {
    accountName: 'Amara Okafor',
    bsb: '062-000',
    bankName: 'Commonwealth Bank',
    accountNumber: '*****6789',
    updatedAt: '2025-03-06T02:00:00.000Z',
    holdUntil: null,
    ...overrides,
  };
}

describe('profile page: payouts', () => {
  it('shows the saved bank details masked, with the hold on payouts while it lasts', async () => {
    const holdUntil = new Date(Date.now() + 20 * 3_600_000).toISOString();
    signInWith((url) =>
      url === '/api/user/u1/bank' ? jsonResponse({ bankAccount: makeBankAccount({ holdUntil }) }) : undefined,
    );
    renderRoutes(appRoutes, '/settings/profile?tab=payouts');
    const panel = await screen.findByRole('tabpanel', { name: 'Payouts' });
    expect(await within(panel).findByText('*****6789')).toBeInTheDocument();
    expect(within(panel).getByText('Amara Okafor')).toBeInTheDocument();
    expect(within(panel).getByText('062-000 (Commonwealth Bank)')).toBeInTheDocument();
    expect(within(panel).getByText('Last changed 06/03/2025')).toBeInTheDocument();
    expect(within(panel).getByText(/^Payouts to this account wait until /)).toBeInTheDocument();
    expect(within(panel).getByText(/holds your payouts for 24 hours/)).toBeInTheDocument();
  });

  it('says nothing of a hold that has ended', async () => {
    signInWith((url) =>
      url === '/api/user/u1/bank'
        ? jsonResponse({ bankAccount: makeBankAccount({ holdUntil: '2025-03-07T02:00:00.000Z' }) })
        : undefined,
    );
    renderRoutes(appRoutes, '/settings/profile?tab=payouts');
    expect(await screen.findByText('*****6789')).toBeInTheDocument();
    expect(screen.queryByText(/^Payouts to this account wait until /)).not.toBeInTheDocument();
  });

  it('checks the form here, then saves exactly the tidied details and shows the saved account', async () => {
    const fetchMock = signInWith((url, init) => {
      if (url !== '/api/user/u1/bank') return undefined;
      if (init?.method === 'PUT') {
        return jsonResponse({
          msg: BANK_TEXT.saved,
          bankAccount: makeBankAccount({ accountNumber: '*****5678', updatedAt: '2025-03-09T02:00:00.000Z' }),
        });
      }
      return jsonResponse({ bankAccount: null });
    });
    renderRoutes(appRoutes, '/settings/profile?tab=payouts');
    const user = userEvent.setup();
    const panel = await screen.findByRole('tabpanel', { name: 'Payouts' });
    expect(
      await within(panel).findByText('No bank details yet: add them so that Soko can pay you'),
    ).toBeInTheDocument();
    expect(field('BSB')).toHaveAttribute('placeholder', '000-000');

    await fill(user, field('Account name'), 'Amara Okafor');
    await fill(user, field('BSB'), '0620');
    await fill(user, field('Account number'), '12 345 678');
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));
    expect(await screen.findByText(BANK_TEXT.bsbFormat)).toBeInTheDocument();
    expect(screen.getByText(BANK_TEXT.currentPasswordRequired)).toBeInTheDocument();
    const saves = () =>
      fetchMock.mock.calls.filter(([url, init]) => url === '/api/user/u1/bank' && init?.method === 'PUT');
    expect(saves()).toHaveLength(0);

    await fill(user, field('BSB'), '00');
    await fill(user, field('Current password'), 'kente-weaver-77');
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));

    expect(await screen.findByText(BANK_TEXT.saved)).toBeInTheDocument();
    expect(saves()).toHaveLength(1);
    expect(JSON.parse(String(saves()[0]?.[1]?.body))).toEqual({
      accountName: 'Amara Okafor',
      bsb: '062-000',
      accountNumber: '12345678',
      currentPassword: 'kente-weaver-77',
    });
    expect(await within(panel).findByText('*****5678')).toBeInTheDocument();
    expect(within(panel).getByText('Last changed 09/03/2025')).toBeInTheDocument();
    expect(field('Current password')).toHaveValue('');
  });

  it("shows the server's message under the field it names", async () => {
    signInWith((url, init) => {
      if (url !== '/api/user/u1/bank') return undefined;
      if (init?.method === 'PUT') {
        return jsonResponse({ errors: [{ msg: BANK_TEXT.bsbUnknownBank, param: 'bsb' }] }, 400);
      }
      return jsonResponse({ bankAccount: null });
    });
    renderRoutes(appRoutes, '/settings/profile?tab=payouts');
    const user = userEvent.setup();
    await screen.findByRole('tabpanel', { name: 'Payouts' });
    await fill(user, field('Account name'), 'Amara Okafor');
    await fill(user, field('BSB'), '062-000');
    await fill(user, field('Account number'), '12345678');
    await fill(user, field('Current password'), 'kente-weaver-77');
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));

    await waitFor(() => expect(field('BSB')).toHaveAccessibleDescription(BANK_TEXT.bsbUnknownBank));
    expect(field('BSB')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Account number')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('is for vendors only', async () => {
    localStorage.setItem('token', 'session-1');
    mockFetch((url) =>
      url === '/api/authVendor'
        ? jsonResponse({ user: makeSuperAdmin() })
        : jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404),
    );
    renderRoutes(appRoutes, '/settings/profile?tab=payouts');
    expect(await screen.findByRole('tabpanel', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Payouts' })).not.toBeInTheDocument();
  });
});
