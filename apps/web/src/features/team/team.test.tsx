import {
  ROLE_VENDOR_MEMBER,
  VENDOR_TEAM_ROLE_PERMISSIONS,
  VENDOR_TEAM_TEXT,
  type VendorTeamMember,
} from '@soko/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { jsonResponse, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';

beforeAll(async () => {
  await import('./pages/team-page.tsx');
  await import('../../app/layout/app-layout.tsx');
});

const packer: VendorTeamMember = {
  _id: 'm1',
  email: 'pat@kente.test',
  name: 'Pat Packer',
  role: 'orders',
  passwordSet: true,
  invitedAt: '2026-11-20T10:00:00.000Z',
};

describe('Settings > Team', () => {
  it('lets the owner invite a member with a role, and remove one after a confirmation', async () => {
    localStorage.setItem('token', 'owner-token');
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/authVendor') return jsonResponse({ user: makeUser() });
      if (url.startsWith('/api/vendor-team') && init?.method === 'POST') {
        return jsonResponse({ msg: VENDOR_TEAM_TEXT.invited('Sam Books'), member: { ...packer, _id: 'm2' } }, 201);
      }
      if (url === '/api/vendor-team/m1' && init?.method === 'DELETE') {
        return jsonResponse({ msg: VENDOR_TEAM_TEXT.removed('Pat Packer') });
      }
      if (url.startsWith('/api/vendor-team')) return jsonResponse({ items: [packer] });
      return jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/settings/team');
    expect(await screen.findByRole('heading', { name: 'Team', level: 1 })).toBeInTheDocument();
    const row = (await screen.findByText('Pat Packer')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Orders')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Name/), 'Sam Books');
    await user.type(screen.getByLabelText(/^Email/), 'sam@kente.test');
    await user.click(screen.getByLabelText(/^Role/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: /^Finance/ }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => {
      const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(JSON.parse(String(post?.[1]?.body))).toEqual({
        name: 'Sam Books',
        email: 'sam@kente.test',
        role: 'finance',
      });
    });

    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove team member' });
    expect(within(dialog).getByText(/signed out of every device/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => url === '/api/vendor-team/m1' && init?.method === 'DELETE'),
      ).toBe(true),
    );
  });

  it('resends the invitation of a member who has not set a password, and of no one else', async () => {
    localStorage.setItem('token', 'owner-token');
    const invitedOnly = { ...packer, _id: 'm2', name: 'Sam Books', email: 'sam@kente.test', passwordSet: false };
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/authVendor') return jsonResponse({ user: makeUser() });
      if (url === '/api/vendor-team/m2/invitation' && init?.method === 'POST') {
        return jsonResponse({ msg: 'Invitation sent again' });
      }
      if (url.startsWith('/api/vendor-team')) return jsonResponse({ items: [packer, invitedOnly] });
      return jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/settings/team');
    const row = (await screen.findByText('Sam Books')).closest('tr') as HTMLElement;
    const packerRow = screen.getByText('Pat Packer').closest('tr') as HTMLElement;
    expect(within(packerRow).queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Resend the invitation to Sam Books' }));
    expect(await screen.findByText('Invitation sent again')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.filter(([url, init]) => url === '/api/vendor-team/m2/invitation' && init?.method === 'POST'),
    ).toHaveLength(1);
  });

  it('keeps a member out of the team page', async () => {
    localStorage.setItem('token', 'member-token');
    mockFetch((url) => {
      if (url === '/api/authVendor') {
        return jsonResponse({
          user: makeUser({
            role: ROLE_VENDOR_MEMBER,
            team: {
              vendorId: 'v1',
              vendorName: 'Kente House',
              role: 'manager',
              permissions: [...VENDOR_TEAM_ROLE_PERMISSIONS.manager],
            },
          }),
        });
      }
      return jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
    });
    renderRoutes(appRoutes, '/settings/team');
    expect(await screen.findByText(/The store's owner can change your role/)).toBeInTheDocument();
    expect(screen.getByText('Manager for Kente House')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
  });
});
