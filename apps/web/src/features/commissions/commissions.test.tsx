import type { CommissionRuleDto, CommissionRulesResponse } from '@soko/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { jsonResponse, makeStaff, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes, renderWithProviders } from '../../test/render.tsx';
import { FeeNote } from './components/fee-note.tsx';

const rule = (overrides: Partial<CommissionRuleDto> = {}): CommissionRuleDto => ({
  _id: 'a0a80101-0000-4000-8000-000000000001',
  vendor: null,
  category: { _id: 'b0a80101-0000-4000-8000-000000000001', title: 'Food', level: 0 },
  percent: 1,
  fixed: 0,
  min: null,
  max: null,
  startsAt: null,
  endsAt: null,
  note: 'Food is cheaper',
  inForce: true,
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
  ...overrides,
});

const rules: CommissionRulesResponse = {
  rules: [
    rule(),
    rule({
      _id: 'a0a80101-0000-4000-8000-000000000002',
      vendor: { _id: 'v1', displayName: 'Kente House' },
      category: null,
      percent: 1.25,
      fixed: 0.1,
      max: 20,
      note: 'Founding vendor',
    }),
  ],
  builtInDefault: { percent: 1.75, fixed: 0.3, note: 'Marketplace fee' },
};

function server(user = makeStaff('finance')) {
  localStorage.setItem('token', 'test-token');
  return mockFetch((url, init) => {
    if (url === '/api/authVendor') return jsonResponse({ user });
    if (url === '/api/commission-rules' && init?.method === 'POST') {
      return jsonResponse({ rule: rule({ note: 'Jewellery' }), msg: 'Commission rule added' }, 201);
    }
    if (url === '/api/commission-rules') return jsonResponse(rules);
    if (url.startsWith('/api/category'))
      return jsonResponse({ items: [{ _id: 'b0a80101-0000-4000-8000-000000000001', title: 'Food' }], total: 1 });
    if (url.startsWith('/api/commission-rules/preview')) {
      return jsonResponse({ fee: 1.05, rule: null, note: 'Marketplace fee', percent: 1.75, fixed: 0.3 });
    }
    if (url.startsWith('/api/commission-rules/mine')) {
      return jsonResponse({ rules: [rules.rules[0]], builtInDefault: rules.builtInDefault });
    }
    return jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
  });
}

beforeAll(async () => {
  await import('../../app/layout/app-layout.tsx');
  await import('./pages/commission-rules-page.tsx');
  await import('./pages/my-fees-page.tsx');
});

describe('Commission rules', () => {
  it('lists the rules with what each applies to, and the marketplace fee where none does', async () => {
    server(makeStaff('support'));
    renderRoutes(appRoutes, '/commission-rules');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Every vendor, Food');
    expect(rows[1]).toHaveTextContent('1 %');
    expect(rows[2]).toHaveTextContent('Kente House, every category');
    expect(rows[2]).toHaveTextContent('1.25 % + $0.10 a line, at most $20.00');
    expect(screen.getByText(/the marketplace fee, 1.75 % \+ \$0.30 a sale/)).toBeInTheDocument();
    // Support reads; only finance and the super admin change.
    expect(screen.queryByRole('button', { name: 'Add rule' })).not.toBeInTheDocument();
  });

  it('lets finance add a rule, showing what a line would pay as it is typed', async () => {
    const fetchMock = server();
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/commission-rules');
    await user.click(await screen.findByRole('button', { name: 'Add rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a commission rule' });
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Jewellery');
    await user.type(within(dialog).getByRole('textbox', { name: /Percent/ }), '3');
    await user.clear(within(dialog).getByRole('textbox', { name: /Fixed fee per line/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Fixed fee per line/ }), '0.20');
    expect(
      within(dialog).getByText('A line of $50.00 pays $1.70 (the marketplace fee would be $1.18).'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Percent/ }), '.555');
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    expect(
      await within(dialog).findByText('Percent must be a number from 0 to 100 with at most 2 decimals'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /Percent/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Percent/ }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([url, init]) => url === '/api/commission-rules' && init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      vendorId: null,
      categoryId: null,
      percent: '3',
      fixed: '0.20',
      min: null,
      max: null,
      startsAt: null,
      endsAt: null,
      note: 'Jewellery',
    });
  });

  it('shows a vendor the fees that apply to them under Store settings', async () => {
    server(makeUser());
    renderRoutes(appRoutes, '/store/fees');
    expect(await screen.findByRole('heading', { level: 1, name: "Soko's fees" })).toBeInTheDocument();
    expect(await screen.findByText('Food is cheaper')).toBeInTheDocument();
    expect(screen.getByText('1.75 % + $0.30 a sale')).toBeInTheDocument();
  });

  it('tells the product form the fee of the price being typed', async () => {
    server(makeUser());
    renderWithProviders(<FeeNote price="45.50" categoryId={undefined} vendorId={undefined} />);
    expect(await screen.findByText(/Soko's fee on this product:/)).toHaveTextContent(
      "Soko's fee on this product: $1.05 (Marketplace fee)",
    );
  });
});
