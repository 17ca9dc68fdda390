import { ADMIN_TEXT, type Paginated, type UserListItem } from '@soko/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { fill } from '../../test/fill.ts';
import { jsonResponse, makeSuperAdmin, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';

beforeAll(async () => {
  await import('./pages/user-list-page.tsx');
  await import('./pages/create-user-page.tsx');
  await import('../../app/layout/app-layout.tsx');
});

function makeListItem(overrides: Partial<UserListItem> = {}): UserListItem {
  return {
    _id: 'u1',
    firstName: 'Ama',
    lastName: 'Mensah',
    email: 'ama@example.com',
    displayName: 'Kente House',
    role: 1,
    staffRole: null,
    active: true,
    onboarding: 'awaitingReview',
    identityStatus: 'submitted',
    createdAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

type Answer = (url: string, init: RequestInit | undefined) => Response | undefined;

/** A signed-in super admin; `answer` replies to the calls the page makes. */
function signInAsAdmin(answer: Answer) {
  localStorage.setItem('token', 'admin-token');
  return mockFetch((url, init) => {
    if (url === '/api/authVendor') return jsonResponse({ user: makeSuperAdmin() });
    return answer(url, init) ?? jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
  });
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByLabelText(label, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const searchOf = (url: string) => new URL(url, 'http://x').searchParams;
const listCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/user?'));

describe('users list', () => {
  it('shows each account’s role and state of onboarding, and searches, filters, sorts and pages on the server', async () => {
    const page: Paginated<UserListItem> = {
      items: [
        makeListItem(),
        makeListItem({
          _id: 'a2',
          firstName: 'Efua',
          lastName: 'Asante',
          email: 'efua@soko.example',
          displayName: '',
          role: 2,
          onboarding: 'passwordNotSet',
          identityStatus: 'approved',
        }),
        makeListItem({
          _id: 'u3',
          firstName: 'Yaw',
          email: 'yaw@example.com',
          active: false,
          onboarding: 'deactivated',
        }),
      ],
      total: 45,
      page: 1,
      limit: 20,
    };
    const fetchMock = signInAsAdmin((url) =>
      url.startsWith('/api/user?') ? jsonResponse({ ...page, page: Number(searchOf(url).get('page')) }) : undefined,
    );
    const router = renderRoutes(appRoutes, '/users');

    const ama = (await screen.findByText('ama@example.com')).closest('tr') as HTMLElement;
    expect(within(ama).getByText('Ama Mensah')).toBeInTheDocument();
    expect(within(ama).getByText('Kente House')).toBeInTheDocument();
    expect(within(ama).getByText('Vendor')).toBeInTheDocument();
    expect(within(ama).getByText('Awaiting review')).toBeInTheDocument();
    expect(within(ama).getByText('Yes')).toBeInTheDocument();
    const efua = screen.getByText('efua@soko.example').closest('tr') as HTMLElement;
    expect(within(efua).getByText('Super Admin')).toBeInTheDocument();
    expect(within(efua).getByText('Password not set')).toBeInTheDocument();
    const yaw = screen.getByText('yaw@example.com').closest('tr') as HTMLElement;
    expect(within(yaw).getByText('Deactivated')).toBeInTheDocument();
    expect(within(yaw).getByText('No')).toBeInTheDocument();
    expect(screen.getByText('45 accounts')).toBeInTheDocument();
    expect(searchOf(listCalls(fetchMock)[0] ?? '').toString()).toBe('page=1&limit=20&sort=newest');

    const user = userEvent.setup();
    await fill(user, screen.getByRole('textbox', { name: 'Search by name, business or email' }), 'kente');
    await waitFor(() => expect(router.state.location.search).toBe('?q=kente'));
    await waitFor(() => expect(searchOf(listCalls(fetchMock).at(-1) ?? '').get('q')).toBe('kente'));

    await choose(user, 'Role', 'Super admins');
    await waitFor(() => expect(searchOf(listCalls(fetchMock).at(-1) ?? '').get('role')).toBe('2'));

    await choose(user, 'Sort by', 'Email A to Z');
    await waitFor(() => expect(searchOf(listCalls(fetchMock).at(-1) ?? '').get('sort')).toBe('email'));

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(searchOf(listCalls(fetchMock).at(-1) ?? '').toString()).toBe('page=3&limit=20&sort=email&q=kente&role=2'),
    );
  });

  it('resends the invitation of an account whose password is not set, and only of those', async () => {
    const fetchMock = signInAsAdmin((url, init) => {
      if (url.startsWith('/api/user?')) {
        return jsonResponse({
          items: [
            makeListItem(),
            makeListItem({ _id: 'a2', email: 'efua@soko.example', onboarding: 'passwordNotSet' }),
          ],
          total: 2,
          page: 1,
          limit: 20,
        });
      }
      if (url === '/api/user/a2/invitation' && init?.method === 'POST') {
        return jsonResponse({ msg: ADMIN_TEXT.invitationResent });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/users');
    const button = await screen.findByRole('button', { name: 'Resend invitation to efua@soko.example' });
    expect(screen.getAllByRole('button', { name: /^Resend invitation/ })).toHaveLength(1);
    await user.click(button);
    expect(await screen.findByText(ADMIN_TEXT.invitationResent)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/user/a2/invitation')).toHaveLength(1);
  });

  it('says a search holds 1,000+ accounts and that its page numbers reach the first 1,000 matches', async () => {
    signInAsAdmin((url) =>
      url.startsWith('/api/user?')
        ? jsonResponse({ items: [makeListItem()], total: 1_000, totalCapped: true, page: 1, limit: 20 })
        : undefined,
    );
    renderRoutes(appRoutes, '/users?q=mensah');
    expect(await screen.findByText('1,000+ accounts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 50' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 51' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Page numbers reach the first 1,000 matches. For the rest, narrow the search.'),
    ).toBeInTheDocument();
  });

  it('says when no account matches', async () => {
    signInAsAdmin((url) =>
      url.startsWith('/api/user?') ? jsonResponse({ items: [], total: 0, page: 1, limit: 20 }) : undefined,
    );
    renderRoutes(appRoutes, '/users?q=nobody');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('filters by staff accounts and shows each one’s staff role', async () => {
    const fetchMock = signInAsAdmin((url) =>
      url.startsWith('/api/user?')
        ? jsonResponse({
            items: [makeListItem({ _id: 's2', role: 3, staffRole: 'catalogue', email: 'kojo@soko.example' })],
            total: 1,
            page: 1,
            limit: 20,
          })
        : undefined,
    );
    renderRoutes(appRoutes, '/users');
    const row = (await screen.findByText('kojo@soko.example')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Staff: Catalogue')).toBeInTheDocument();
    await choose(userEvent.setup(), 'Role', 'Staff');
    await waitFor(() => expect(searchOf(listCalls(fetchMock).at(-1) ?? '').get('role')).toBe('3'));
  });

  it('is for the super admin only', async () => {
    localStorage.setItem('token', 'vendor-token');
    mockFetch((url) =>
      url === '/api/authVendor'
        ? jsonResponse({ user: makeSuperAdmin({ role: 1 }) })
        : jsonResponse({ errors: [{ msg: 'You do not have permission to do this' }] }, 403),
    );
    const router = renderRoutes(appRoutes, '/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('account actions', () => {
  const accounts = [
    makeListItem(),
    makeListItem({ _id: 's2', firstName: 'Kojo', lastName: 'Boateng', role: 3, staffRole: 'catalogue' }),
    makeListItem({ _id: 'a1', firstName: 'Kofi', lastName: 'Mensah', role: 2, email: 'kofi@soko.example' }),
  ];
  const listAnswer = (url: string) =>
    url.startsWith('/api/user?') ? jsonResponse({ items: accounts, total: 3, page: 1, limit: 20 }) : undefined;

  it('offers no action on one’s own account, and no role change for a vendor', async () => {
    signInAsAdmin(listAnswer);
    renderRoutes(appRoutes, '/users');
    const own = (await screen.findByText('kofi@soko.example')).closest('tr') as HTMLElement;
    expect(within(own).queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    expect(within(own).getByText('You')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actions for Ama Mensah' }));
    expect(await screen.findByRole('menuitem', { name: 'Deactivate' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Change role' })).not.toBeInTheDocument();
  });

  it('changes a staff account’s role with the role and staff role chosen, focus starting on Cancel', async () => {
    let sent: unknown;
    const fetchMock = signInAsAdmin((url, init) => {
      if (url === '/api/user/s2/role' && init?.method === 'PUT') {
        sent = JSON.parse(String(init.body));
        return jsonResponse({
          msg: 'Role changed to Staff: Finance',
          user: { ...accounts[1], staffRole: 'finance' },
        });
      }
      return listAnswer(url);
    });
    renderRoutes(appRoutes, '/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Kojo Boateng' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Kojo Boateng' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(within(dialog).getByRole('radio', { name: 'Staff' })).toBeChecked();
    const staffRole = within(dialog).getByLabelText(/^Staff role/, { selector: 'input' });
    expect(staffRole).toHaveAccessibleDescription('Categories, product approval and revision review');
    await user.click(staffRole);
    await user.click(await within(dialog).findByRole('option', { name: /^Finance/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Role changed to Staff: Finance')).toBeInTheDocument();
    expect(sent).toEqual({ role: 3, staffRole: 'finance' });
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/user/s2/role')).toHaveLength(1);
  });

  it('makes a staff account super admin without a staff role, and shows the server’s refusal', async () => {
    let sent: unknown;
    signInAsAdmin((url, init) => {
      if (url === '/api/user/s2/role' && init?.method === 'PUT') {
        sent = JSON.parse(String(init.body));
        return jsonResponse({ errors: [{ msg: ADMIN_TEXT.lastSuperAdmin }] }, 409);
      }
      return listAnswer(url);
    });
    renderRoutes(appRoutes, '/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Kojo Boateng' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Kojo Boateng' });
    await user.click(within(dialog).getByRole('radio', { name: 'Super admin' }));
    expect(within(dialog).queryByLabelText(/^Staff role/, { selector: 'input' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText(ADMIN_TEXT.lastSuperAdmin)).toBeInTheDocument();
    expect(sent).toEqual({ role: 2 });
    expect(screen.getByRole('dialog', { name: 'Change the role of Kojo Boateng' })).toBeInTheDocument();
  });

  it('deactivates after a confirmation that says what happens, focus starting on Cancel', async () => {
    let sent: unknown;
    signInAsAdmin((url, init) => {
      if (url === '/api/user/u1/active' && init?.method === 'PUT') {
        sent = JSON.parse(String(init.body));
        return jsonResponse({ msg: 'Account deactivated', user: { ...accounts[0], active: false } });
      }
      return listAnswer(url);
    });
    renderRoutes(appRoutes, '/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Ama Mensah' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate account' });
    expect(
      within(dialog).getByText(
        'Deactivate Ama Mensah? They are signed out of every device at once and cannot sign in until reactivated.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Account deactivated')).toBeInTheDocument();
    expect(sent).toEqual({ active: false });
  });

  it('reactivates an inactive account', async () => {
    let sent: unknown;
    const inactive = [makeListItem({ active: false, onboarding: 'deactivated' })];
    signInAsAdmin((url, init) => {
      if (url === '/api/user/u1/active' && init?.method === 'PUT') {
        sent = JSON.parse(String(init.body));
        return jsonResponse({ msg: 'Account reactivated', user: inactive[0] });
      }
      return url.startsWith('/api/user?') ? jsonResponse({ items: inactive, total: 1, page: 1, limit: 20 }) : undefined;
    });
    renderRoutes(appRoutes, '/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Ama Mensah' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reactivate account' });
    await user.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Account reactivated')).toBeInTheDocument();
    expect(sent).toEqual({ active: true });
  });
});

describe('create user form', () => {
  it('checks every field before sending anything', async () => {
    const fetchMock = signInAsAdmin(() => undefined);
    renderRoutes(appRoutes, '/users/create-user');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create user' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose a role')).toBeInTheDocument();

    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('creates the account, says a set-password link was emailed and returns to the list', async () => {
    let sent: unknown;
    signInAsAdmin((url, init) => {
      if (url === '/api/user' && init?.method === 'POST') {
        sent = JSON.parse(String(init.body));
        return jsonResponse(
          {
            msg: 'Account created. We emailed efua@example.com a link to set a password',
            user: makeListItem({ _id: 'a9', email: 'efua@example.com', role: 2 }),
          },
          201,
        );
      }
      if (url.startsWith('/api/user?')) return jsonResponse({ items: [], total: 0, page: 1, limit: 20 });
      return undefined;
    });
    const router = renderRoutes(appRoutes, '/users/create-user');
    const user = userEvent.setup();
    await fill(user, await screen.findByRole('textbox', { name: 'First name' }), 'Efua');
    await fill(user, screen.getByRole('textbox', { name: 'Last name' }), 'Asante');
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'Efua@Example.com');
    await user.click(screen.getByRole('radio', { name: 'Super admin' }));
    expect(screen.queryByText(/will still upload identity documents/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(sent).toEqual({ firstName: 'Efua', lastName: 'Asante', email: 'efua@example.com', role: 2 });
    expect(
      await screen.findByText('Account created. We emailed efua@example.com a link to set a password'),
    ).toBeInTheDocument();
  });

  it('creates a staff account with the staff role chosen, and asks for one first', async () => {
    let sent: unknown;
    signInAsAdmin((url, init) => {
      if (url === '/api/user' && init?.method === 'POST') {
        sent = JSON.parse(String(init.body));
        return jsonResponse(
          {
            msg: 'Account created. We emailed kojo@example.com a link to set a password',
            user: makeListItem({ _id: 's9', email: 'kojo@example.com', role: 3, staffRole: 'catalogue' }),
          },
          201,
        );
      }
      if (url.startsWith('/api/user?')) return jsonResponse({ items: [], total: 0, page: 1, limit: 20 });
      return undefined;
    });
    const router = renderRoutes(appRoutes, '/users/create-user');
    const user = userEvent.setup();
    await fill(user, await screen.findByRole('textbox', { name: 'First name' }), 'Kojo');
    await fill(user, screen.getByRole('textbox', { name: 'Last name' }), 'Boateng');
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'kojo@example.com');
    await user.click(screen.getByRole('radio', { name: 'Staff' }));
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText(ADMIN_TEXT.staffRoleInvalid)).toBeInTheDocument();
    expect(sent).toBeUndefined();

    const staffRole = screen.getByLabelText(/^Staff role/, { selector: 'input' });
    await user.click(staffRole);
    await user.click(await screen.findByRole('option', { name: /^Catalogue/ }));
    expect(staffRole).toHaveAccessibleDescription('Categories, product approval and revision review');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(sent).toEqual({
      firstName: 'Kojo',
      lastName: 'Boateng',
      email: 'kojo@example.com',
      role: 3,
      staffRole: 'catalogue',
    });
  });

  it('shows the server’s answer under the field it concerns', async () => {
    signInAsAdmin((url, init) =>
      url === '/api/user' && init?.method === 'POST'
        ? jsonResponse({ errors: [{ msg: 'An account with this email already exists', param: 'email' }] }, 409)
        : undefined,
    );
    renderRoutes(appRoutes, '/users/create-user');
    const user = userEvent.setup();
    await fill(user, await screen.findByRole('textbox', { name: 'First name' }), 'Kojo');
    await fill(user, screen.getByRole('textbox', { name: 'Last name' }), 'Mensah');
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'ama@example.com');
    await user.click(screen.getByRole('radio', { name: 'Vendor' }));
    expect(screen.getByText(/will still upload identity documents/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('An account with this email already exists'));
  });
});
