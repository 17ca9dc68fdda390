import {
  BANK_TEXT,
  PAYOUT_TEXT,
  type PayoutAdjustmentDto,
  type PayoutDetailDto,
  type PayoutDto,
  type PayoutListDto,
  type PublicUser,
  type RemitListDto,
  type RemitSaleDto,
  type StatementDto,
  type StatementLineDto,
  type VendorSummary,
} from '@soko/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { blobText, captureSavedFiles, pausedDownload } from '../../test/downloads.ts';
import { jsonResponse, makeSuperAdmin, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';

beforeAll(async () => {
  await import('../../app/layout/app-layout.tsx');
  await import('./pages/new-payout-page.tsx');
  await import('./pages/payout-list-page.tsx');
  await import('./pages/payout-detail-page.tsx');
  await import('./pages/statement-page.tsx');
});

const vendor = makeUser({ _id: 'c0a80101-0000-4000-8000-000000000001', id: 'c0a80101-0000-4000-8000-000000000001' });
const staff = makeSuperAdmin({
  _id: 'c0a80101-0000-4000-8000-000000000002',
  id: 'c0a80101-0000-4000-8000-000000000002',
});
const PAYOUT_ID = 'b0a80101-0000-4000-8000-000000000001';

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/** A signed-in session (the layout also asks for the unread count) and whatever `handler` answers. */
function server(user: PublicUser, handler: Handler) {
  localStorage.setItem('token', 'test-token');
  return mockFetch((url, init) => {
    if (url === '/api/authVendor') return jsonResponse({ user });
    if (url === '/api/message/unread-count') return jsonResponse({ unread: 0 });
    return handler(url, init) ?? jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
  });
}

function calls(fetchMock: ReturnType<typeof mockFetch>, prefix: string) {
  return fetchMock.mock.calls.filter(([url]) => String(url).startsWith(prefix));
}

/** The figure shown for a term of a totals list (a `<dl>` named `label`), with any note under it. */
function figure(label: string, term: string): string {
  const list = screen.getByRole('region', { name: label });
  const dt = within(list).getByText(term, { selector: 'dt' });
  const shown: string[] = [];
  for (let dd = dt.nextElementSibling; dd?.tagName === 'DD'; dd = dd.nextElementSibling) shown.push(dd.textContent);
  return shown.join(' ');
}

// ---------- data ----------

/** Ten delivered sales of $10.00 + $2.00 shipping: fee 51c (5c of it GST), net $11.49 each. */
const remitSales: RemitSaleDto[] = Array.from({ length: 10 }, (_, index) => ({
  _id: `e0a80101-0000-4000-8000-0000000000${String(index + 10)}`,
  orderNumber: 100001 + index,
  customer: `Customer ${index + 1}`,
  deliveredAt: '2025-03-05T02:00:00.000Z',
  price: 10,
  shippingFee: 2,
  subtotal: 12,
  fee: 0.51,
  feeGst: 0.05,
  net: 11.49,
}));

function remitPage(page: number): RemitListDto {
  return {
    vendor: { _id: vendor._id, displayName: 'Amara Crafts' },
    items: remitSales.slice((page - 1) * 9, page * 9),
    total: remitSales.length,
    page,
    limit: 9,
    totals: { count: 10, subtotal: 120, fee: 5.1, feeGst: 0.5, net: 114.9 },
    selectable: remitSales.map(({ _id, subtotal, fee, feeGst, net }) => ({ _id, subtotal, fee, feeGst, net })),
    carried: { count: 0, gross: 0, fee: 0, feeGst: 0, net: 0, items: [] },
  };
}

/** A refund of $15.00 (items $5, shipping $10) on order #100009 after its payout: fee 27c back, net -$14.73. */
function adjustment(overrides: Partial<PayoutAdjustmentDto> = {}): PayoutAdjustmentDto {
  return {
    _id: 'd0a80101-0000-4000-8000-000000000001',
    saleId: remitSales[8]?._id ?? '',
    orderNumber: 100009,
    gross: -15,
    fee: -0.27,
    feeGst: -0.02,
    net: -14.73,
    reason: 'not_received',
    vendor: { _id: vendor._id, displayName: 'Amara Crafts' },
    payout: null,
    feeNote: null,
    createdAt: '2025-03-07T02:00:00.000Z',
    ...overrides,
  };
}

/** The remit list with that refund carried to the next payout. */
function remitWithCarried(): RemitListDto {
  return {
    ...remitPage(1),
    carried: { count: 1, gross: -15, fee: -0.27, feeGst: -0.02, net: -14.73, items: [adjustment()] },
  };
}

function vendorSummary(): VendorSummary {
  return {
    _id: vendor._id,
    displayName: 'Amara Crafts',
    firstName: vendor.firstName,
    lastName: vendor.lastName,
    name: 'Amara Okafor',
    email: vendor.email,
    phone: vendor.phone,
    active: true,
    onboarding: 'active',
    createdAt: vendor.createdAt,
    products: 3,
    liveProducts: 3,
    sales: 10,
  };
}

function makePayout(overrides: Partial<PayoutDetailDto> = {}): PayoutDetailDto {
  return {
    _id: PAYOUT_ID,
    number: 1001,
    vendor: { _id: vendor._id, displayName: 'Amara Crafts' },
    gross: 24,
    fee: 1.02,
    feeGst: 0.1,
    net: 22.98,
    saleCount: 2,
    adjustmentCount: 0,
    adjustmentNet: 0,
    createdBy: { _id: staff._id, name: 'Kofi Mensah' },
    bankReference: '',
    paidAt: null,
    markedPaidBy: null,
    createdAt: '2025-03-06T02:00:00.000Z',
    status: 'Pending',
    sentToBankAt: null,
    bankProblem: null,
    sales: remitSales.slice(0, 2).map((sale) => ({
      saleId: sale._id,
      orderNumber: sale.orderNumber,
      customer: sale.customer,
      date: '2025-03-01T02:00:00.000Z',
      subtotal: sale.subtotal,
      fee: sale.fee,
      feeGst: sale.feeGst,
      net: sale.net,
      status: 'Delivered',
    })),
    adjustments: [],
    ...overrides,
  };
}

function payoutList(items: PayoutDto[], overrides: Partial<PayoutListDto> = {}): PayoutListDto {
  return {
    items,
    total: items.length,
    page: 1,
    limit: 9,
    totals: {
      gross: items.reduce((total, payout) => total + payout.gross, 0),
      fee: items.reduce((total, payout) => total + payout.fee, 0),
      feeGst: items.reduce((total, payout) => total + payout.feeGst, 0),
      net: items.reduce((total, payout) => total + payout.net, 0),
      count: items.reduce((total, payout) => total + payout.saleCount, 0),
      paidCount: items
        .filter((payout) => payout.status === 'Paid')
        .reduce((total, payout) => total + payout.saleCount, 0),
    },
    ...overrides,
  };
}

// ---------- the new-transaction screen ----------

describe('new transaction', { timeout: 30_000 }, () => {
  it('picks an active vendor and shows their sales to remit, 9 a page, with the totals of all', async () => {
    const user = userEvent.setup();
    const fetchMock = server(staff, (url) => {
      if (url.startsWith(`/api/user/${staff._id}/vendor_all?`)) {
        const list = { items: [vendorSummary()], total: 1, page: 1, limit: 20 };
        return jsonResponse({ allVendor: list, active: list, inactive: { ...list, items: [], total: 0 } });
      }
      if (url.startsWith(`/api/transfer/salesRemit/${vendor._id}?`)) {
        return jsonResponse(remitPage(new URL(url, 'http://x').searchParams.get('page') === '2' ? 2 : 1));
      }
      return undefined;
    });
    const router = renderRoutes(appRoutes, '/transaction/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New transaction' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Vendor', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Amara Crafts' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?vendor=${vendor._id}`));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(10);
    expect(figure('All sales to remit', 'Sales to remit')).toBe('10');
    expect(figure('All sales to remit', 'Fee')).toBe('$5.10 incl. GST $0.50');
    expect(figure('All sales to remit', 'Net owed')).toBe('$114.90');
    expect(within(table).getAllByText('incl. GST $0.05')).toHaveLength(9);
    expect(calls(fetchMock, '/api/transfer/salesRemit/')[0]?.[0]).toBe(
      `/api/transfer/salesRemit/${vendor._id}?page=1&limit=9`,
    );
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('#100010')).toBeInTheDocument();
  });

  it('lists the vendors owed first, each with the amount owed', async () => {
    const user = userEvent.setup();
    const other = { ...vendorSummary(), _id: 'c0a80101-0000-4000-8000-000000000009', displayName: 'Baobab Goods' };
    server(staff, (url) => {
      if (url.startsWith(`/api/user/${staff._id}/vendor_all?`)) {
        const list = { items: [vendorSummary(), other], total: 2, page: 1, limit: 20 };
        return jsonResponse({ allVendor: list, active: list, inactive: { ...list, items: [], total: 0 } });
      }
      if (url === '/api/transfer/owed') {
        return jsonResponse({
          items: [
            { _id: other._id, displayName: 'Baobab Goods', active: true, net: 1254.9 },
            { _id: vendor._id, displayName: 'Amara Crafts', active: true, net: 42.62 },
            { _id: 'c0a80101-0000-4000-8000-00000000000a', displayName: 'Closed Shop', active: false, net: 5 },
          ],
        });
      }
      return undefined;
    });
    renderRoutes(appRoutes, '/transaction/new');
    await user.click(await screen.findByLabelText('Vendor', { selector: 'input' }));
    const owedGroup = await screen.findByRole('group', { name: 'Owed' });
    expect(
      within(owedGroup)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Baobab Goods$1,254.90 owed', 'Amara Crafts$42.62 owed']);
    // A vendor who can no longer be paid is not offered, nor listed twice.
    expect(screen.queryByRole('option', { name: /Closed Shop/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('option', { name: /Amara Crafts/ })).toHaveLength(1);
  });

  it('totals the selection as it changes, confirms, then creates the payout once with an Idempotency-Key', async () => {
    const user = userEvent.setup();
    const created = makePayout({ saleCount: 10, gross: 120, fee: 5.1, net: 114.9 });
    const fetchMock = server(staff, (url, init) => {
      if (url.startsWith(`/api/user/${staff._id}/vendor_all?`)) {
        const list = { items: [vendorSummary()], total: 1, page: 1, limit: 20 };
        return jsonResponse({ allVendor: list, active: list, inactive: list });
      }
      if (url.startsWith(`/api/transfer/salesRemit/${vendor._id}?`)) return jsonResponse(remitPage(1));
      if (url === `/api/transfer/${vendor._id}` && init?.method === 'POST') return jsonResponse(created, 201);
      if (url === `/api/transfer/${PAYOUT_ID}`) return jsonResponse(created);
      return undefined;
    });
    const router = renderRoutes(appRoutes, `/transaction/new?vendor=${vendor._id}`);
    await screen.findByRole('table');
    const create = screen.getByRole('button', { name: 'Create transaction' });
    expect(create).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select order #100001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order #100002' }));
    expect(figure('Selected sales', 'Selected')).toBe('2');
    expect(figure('Selected sales', 'Gross')).toBe('$24.00');
    expect(figure('Selected sales', 'Fee')).toBe('$1.02 incl. GST $0.10');
    expect(figure('Selected sales', 'Net')).toBe('$22.98');
    await user.click(screen.getByRole('checkbox', { name: 'Select order #100001' }));
    expect(figure('Selected sales', 'Net')).toBe('$11.49');

    // All means every sale to remit, the one on page 2 included.
    await user.click(screen.getByRole('button', { name: 'Select all 10 sales' }));
    expect(figure('Selected sales', 'Selected')).toBe('10');
    expect(figure('Selected sales', 'Net')).toBe('$114.90');
    expect(screen.getByRole('checkbox', { name: 'Select the sales on this page' })).toBeChecked();

    await user.type(screen.getByRole('textbox', { name: 'Bank reference' }), 'CBA-42');
    await user.click(create);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm transaction' });
    expect(within(dialog).getByText('Amara Crafts')).toBeInTheDocument();
    const inDialog = (term: string) =>
      within(within(dialog).getByRole('region', { name: 'Transaction to create' })).getByText(term, { selector: 'dt' })
        .nextElementSibling?.textContent;
    expect([inDialog('Sales'), inDialog('Gross'), inDialog('Fee'), inDialog('Net to pay')]).toEqual([
      '10',
      '$120.00',
      '$5.10',
      '$114.90',
    ]);
    expect(within(dialog).getByText('incl. GST $0.50')).toBeInTheDocument();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Create transaction' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/transaction/${PAYOUT_ID}`));
    expect(await screen.findByText(PAYOUT_TEXT.created(1001))).toBeInTheDocument();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    const [url, init] = posts[0] ?? [];
    expect(url).toBe(`/api/transfer/${vendor._id}`);
    expect(JSON.parse(String(init?.body))).toEqual({
      sales: remitSales.map((sale) => sale._id),
      bankReference: 'CBA-42',
    });
    expect(new Headers(init?.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the server’s refusal and drops the sales no longer to remit from the selection', async () => {
    const user = userEvent.setup();
    let paidMeanwhile = false;
    server(staff, (url, init) => {
      if (url.startsWith(`/api/user/${staff._id}/vendor_all?`)) {
        const list = { items: [vendorSummary()], total: 1, page: 1, limit: 20 };
        return jsonResponse({ allVendor: list, active: list, inactive: list });
      }
      if (url.startsWith(`/api/transfer/salesRemit/${vendor._id}?`)) {
        const page = remitPage(1);
        if (!paidMeanwhile) return jsonResponse(page);
        const rest = page.selectable.slice(1);
        return jsonResponse({ ...page, items: page.items.slice(1), total: 9, selectable: rest });
      }
      if (url === `/api/transfer/${vendor._id}` && init?.method === 'POST') {
        paidMeanwhile = true;
        return jsonResponse({ errors: [{ msg: PAYOUT_TEXT.alreadyPaid(100001), param: 'sales' }] }, 409);
      }
      return undefined;
    });
    renderRoutes(appRoutes, `/transaction/new?vendor=${vendor._id}`);
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: 'Select order #100001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order #100002' }));
    await user.click(screen.getByRole('button', { name: 'Create transaction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm transaction' });
    await user.click(within(dialog).getByRole('button', { name: 'Create transaction' }));
    expect(await screen.findByText(PAYOUT_TEXT.alreadyPaid(100001))).toBeInTheDocument();
    await waitFor(() => expect(figure('Selected sales', 'Selected')).toBe('1'));
    expect(screen.queryByRole('checkbox', { name: 'Select order #100001' })).not.toBeInTheDocument();
  });

  it('deducts refunds after earlier payouts from the selection, and says before submitting when it comes below zero', async () => {
    const user = userEvent.setup();
    const created = makePayout({
      gross: 9,
      fee: 0.75,
      feeGst: 0.08,
      net: 8.25,
      adjustmentCount: 1,
      adjustmentNet: -14.73,
    });
    const fetchMock = server(staff, (url, init) => {
      if (url.startsWith(`/api/user/${staff._id}/vendor_all?`)) {
        const list = { items: [vendorSummary()], total: 1, page: 1, limit: 20 };
        return jsonResponse({ allVendor: list, active: list, inactive: list });
      }
      if (url.startsWith(`/api/transfer/salesRemit/${vendor._id}?`)) return jsonResponse(remitWithCarried());
      if (url === `/api/transfer/${vendor._id}` && init?.method === 'POST') return jsonResponse(created, 201);
      if (url === `/api/transfer/${PAYOUT_ID}`) return jsonResponse(created);
      return undefined;
    });
    renderRoutes(appRoutes, `/transaction/new?vendor=${vendor._id}`);
    const carried = await screen.findByText('Refunds after earlier payouts to deduct: −$14.73 (1)');
    const alert = carried.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'Order #100009' })).toHaveAttribute(
      'href',
      `/sale/${remitSales[8]?._id}`,
    );
    expect(alert).toHaveTextContent('Not received, net −$14.73');
    expect(figure('All sales to remit', 'Net owed')).toBe('$100.17 after −$14.73 of refunds to deduct');

    // One sale of $11.49 net cannot carry a $14.73 deduction: said at once, and nothing can be sent.
    await user.click(screen.getByRole('checkbox', { name: 'Select order #100001' }));
    expect(figure('Selected sales', 'Net')).toBe('−$3.24 incl. −$14.73 of refunds to deduct');
    expect(screen.getByText(PAYOUT_TEXT.negativePayout(-324))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create transaction' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select order #100002' }));
    expect(screen.queryByText(PAYOUT_TEXT.negativePayout(-324))).not.toBeInTheDocument();
    expect(figure('Selected sales', 'Gross')).toBe('$9.00');
    expect(figure('Selected sales', 'Fee')).toBe('$0.75 incl. GST $0.08');
    expect(figure('Selected sales', 'Net')).toBe('$8.25 incl. −$14.73 of refunds to deduct');
    await user.click(screen.getByRole('button', { name: 'Create transaction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm transaction' });
    expect(dialog).toHaveTextContent('It deducts 1 refund after earlier payouts: −$14.73 net.');
    const inDialog = (term: string) =>
      within(within(dialog).getByRole('region', { name: 'Transaction to create' })).getByText(term, { selector: 'dt' })
        .nextElementSibling?.textContent;
    expect([inDialog('Gross'), inDialog('Fee'), inDialog('Net to pay')]).toEqual(['$9.00', '$0.75', '$8.25']);
    await user.click(within(dialog).getByRole('button', { name: 'Create transaction' }));
    expect(await screen.findByText(PAYOUT_TEXT.created(1001))).toBeInTheDocument();
    expect(calls(fetchMock, `/api/transfer/${vendor._id}`)).toHaveLength(1);
  });

  it('says so when the vendor has nothing to remit', async () => {
    server(staff, (url) => {
      if (url.startsWith(`/api/user/${staff._id}/vendor_all?`)) {
        const list = { items: [vendorSummary()], total: 1, page: 1, limit: 20 };
        return jsonResponse({ allVendor: list, active: list, inactive: list });
      }
      if (url.startsWith(`/api/transfer/salesRemit/${vendor._id}?`)) {
        return jsonResponse({ ...remitPage(1), items: [], total: 0, selectable: [] });
      }
      return undefined;
    });
    renderRoutes(appRoutes, `/transaction/new?vendor=${vendor._id}`);
    expect(await screen.findByText(PAYOUT_TEXT.noRemit)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is for the super admin only', async () => {
    server(vendor, () => undefined);
    const router = renderRoutes(appRoutes, '/transaction/new');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/transaction/new'));
  });
});

// ---------- the transactions lists ----------

describe('transactions list', { timeout: 30_000 }, () => {
  it('shows a vendor their payouts with the totals, each linking to its detail', async () => {
    const paid = makePayout({
      _id: 'b0a80101-0000-4000-8000-000000000002',
      number: 1002,
      status: 'Paid',
      paidAt: '2025-03-08',
      bankReference: 'CBA-1',
    });
    const fetchMock = server(vendor, (url) =>
      url.startsWith('/api/transfer?') ? jsonResponse(payoutList([paid, makePayout()])) : undefined,
    );
    renderRoutes(appRoutes, '/transactions');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: '#1002' })).toHaveAttribute(
      'href',
      '/transaction/b0a80101-0000-4000-8000-000000000002',
    );
    expect(within(table).getByText('08/03/2025')).toBeInTheDocument();
    expect(within(table).getByText('Paid')).toBeInTheDocument();
    expect(within(table).getByText('Pending')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Vendor' })).not.toBeInTheDocument();
    expect(figure('Totals of all transactions', 'Transactions')).toBe('2');
    // Sales counts every payout's sales; Sales paid only those of payouts marked paid.
    expect(figure('Totals of all transactions', 'Sales')).toBe('4');
    expect(figure('Totals of all transactions', 'Sales paid')).toBe('2');
    expect(figure('Totals of all transactions', 'Net')).toBe('$45.96');
    // Each payout says the GST in its fees, and so do the list's totals.
    expect(within(table).getAllByText('incl. GST $0.10')).toHaveLength(2);
    expect(figure('Totals of all transactions', 'Fee')).toBe('$2.04 incl. GST $0.20');
    expect(screen.queryByRole('button', { name: 'New transaction' })).not.toBeInTheDocument();
    expect(calls(fetchMock, '/api/transfer?')[0]?.[0]).toBe('/api/transfer?page=1&limit=9');
  });

  it('says No Transactions yet only when there are none at all', async () => {
    const user = userEvent.setup();
    server(vendor, (url) => (url.startsWith('/api/transfer?') ? jsonResponse(payoutList([])) : undefined));
    renderRoutes(appRoutes, '/transaction');
    expect(await screen.findByText(PAYOUT_TEXT.noTransactions)).toBeInTheDocument();
    await user.click(await screen.findByLabelText('Status', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    expect(await screen.findByText('No transaction matches these filters.')).toBeInTheDocument();
    expect(screen.queryByText(PAYOUT_TEXT.noTransactions)).not.toBeInTheDocument();
  });

  it('lets the super admin filter by vendor, dates and status, the totals following the filter', async () => {
    const fetchMock = server(staff, (url) => {
      if (url.startsWith(`/api/user/${staff._id}/vendor_all?`)) {
        const list = { items: [vendorSummary()], total: 1, page: 1, limit: 20 };
        return jsonResponse({ allVendor: list, active: list, inactive: list });
      }
      if (url.startsWith('/api/transfer?')) {
        return jsonResponse(
          payoutList([makePayout()], {
            total: 12,
            totals: { gross: 300, fee: 6, feeGst: 0.55, net: 294, count: 25, paidCount: 18 },
          }),
        );
      }
      return undefined;
    });
    renderRoutes(appRoutes, `/transaction?vendorId=${vendor._id}&from=2025-03-01&to=2025-03-31&status=Pending`);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Vendor' })).toBeInTheDocument();
    expect(figure('Totals of the filtered transactions', 'Transactions')).toBe('12');
    expect(figure('Totals of the filtered transactions', 'Gross')).toBe('$300.00');
    expect(figure('Totals of the filtered transactions', 'Sales')).toBe('25');
    expect(figure('Totals of the filtered transactions', 'Sales paid')).toBe('18');
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
    expect(calls(fetchMock, '/api/transfer?')[0]?.[0]).toBe(
      `/api/transfer?vendorId=${vendor._id}&from=2025-03-01&to=2025-03-31&status=Pending&page=1&limit=9`,
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'New transaction' })).toHaveAttribute(
      'href',
      '/transaction/new',
    );
  });
});

// ---------- paying through the bank (ABA file) ----------

describe('transactions list past its numbered pages', { timeout: 30_000 }, () => {
  it('reads along the cursor in the address, and goes on with Next results', async () => {
    const user = userEvent.setup();
    const fetchMock = server(vendor, (url) =>
      url.startsWith('/api/transfer?')
        ? jsonResponse(payoutList([makePayout()], { total: 10_000, totalCapped: true, nextCursor: 'c-2' }))
        : undefined,
    );
    const router = renderRoutes(appRoutes, '/transactions?after=c-1');
    expect(await screen.findByRole('table', { name: /^10,000\+ transactions/ })).toBeInTheDocument();
    expect(calls(fetchMock, '/api/transfer?')[0]?.[0]).toBe('/api/transfer?cursor=c-1&limit=9');
    await user.click(screen.getByRole('button', { name: 'Next results' }));
    await waitFor(() =>
      expect(calls(fetchMock, '/api/transfer?').at(-1)?.[0]).toBe('/api/transfer?cursor=c-2&limit=9'),
    );
    expect(router.state.location.search).toBe('?after=c-2');
  });
});

describe('ABA file', { timeout: 30_000 }, () => {
  const HOLD_PROBLEM = BANK_TEXT.holdReason('7 Mar 2025, 1:00 pm AEDT');
  const pendingA = makePayout({ _id: 'p-1001', number: 1001 });
  const pendingB = makePayout({ _id: 'p-1002', number: 1002 });
  const paid = makePayout({
    _id: 'p-1003',
    number: 1003,
    status: 'Paid',
    paidAt: '2025-03-08',
    bankReference: 'CBA-1',
  });
  const held = makePayout({ _id: 'p-1004', number: 1004, bankProblem: HOLD_PROBLEM });
  const sentBefore = makePayout({ _id: 'p-1005', number: 1005, sentToBankAt: '2025-03-07T01:00:00.000Z' });

  function rowOf(number: number): HTMLElement {
    return screen.getByRole('link', { name: `#${number}` }).closest('tr') as HTMLElement;
  }

  it('selects pending payouts, posts exactly their ids, saves the file and shows them sent to bank', async () => {
    const user = userEvent.setup();
    let downloaded = false;
    const fetchMock = server(staff, (url, init) => {
      if (url.startsWith('/api/transfer?')) {
        const sent = (payout: PayoutDetailDto) =>
          downloaded && (payout === pendingA || payout === pendingB)
            ? { ...payout, sentToBankAt: '2025-03-09T00:00:00.000Z' }
            : payout;
        return jsonResponse(payoutList([pendingA, pendingB, paid, held, sentBefore].map(sent)));
      }
      if (url === '/api/transfer/aba' && init?.method === 'POST') {
        downloaded = true;
        return new Response('0                 01CBA       SOKO MARKETPLACE\r\n', {
          headers: {
            'content-type': 'text/plain; charset=utf-8',
            'content-disposition': 'attachment; filename="soko-payouts-2025-03-09.aba"',
          },
        });
      }
      return undefined;
    });
    const saved = captureSavedFiles();
    renderRoutes(appRoutes, '/transaction');
    await screen.findByRole('table');
    const download = screen.getByRole('button', { name: 'Download ABA file' });
    expect(download).toBeDisabled();
    // Only a pending payout not yet sent can be picked; one whose vendor's details are on hold says why,
    // in words; one already sent is sent again from its own page.
    expect(within(rowOf(1003)).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select transaction #1004' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Select transaction #1005' })).toBeDisabled();
    expect(within(rowOf(1004)).getByText(HOLD_PROBLEM)).toBeInTheDocument();
    expect(within(rowOf(1005)).getByText('Sent to bank')).toBeInTheDocument();
    expect(within(rowOf(1001)).queryByText('Sent to bank')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select transaction #1001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select transaction #1002' }));
    expect(screen.getByText('2 transactions selected')).toBeInTheDocument();
    await user.click(download);
    // Nothing is marked sent before staff confirm, seeing how many payouts and how much.
    const confirm = await screen.findByRole('dialog', { name: 'Send these transactions to the bank?' });
    expect(
      within(confirm).getByText(`Download an ABA file paying 2 transactions, $45.96 in total?`, { exact: false }),
    ).toBeInTheDocument();
    expect(calls(fetchMock, '/api/transfer/aba')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Download and mark sent' }));

    expect(await screen.findByText('ABA file downloaded: 2 transactions marked sent to bank')).toBeInTheDocument();
    const posts = calls(fetchMock, '/api/transfer/aba');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({ payouts: ['p-1001', 'p-1002'], resend: false });
    expect(saved.map((file) => file.name)).toEqual(['soko-payouts-2025-03-09.aba']);
    expect(await blobText(saved[0]?.blob as Blob)).toContain('SOKO MARKETPLACE');
    await waitFor(() => expect(within(rowOf(1001)).getByText('Sent to bank')).toBeInTheDocument());
    expect(within(rowOf(1002)).getByText('Sent to bank')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select transaction #1001' })).not.toBeChecked();
    expect(screen.getByText('0 transactions selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download ABA file' })).toBeDisabled();
  });

  it('selects every payout on the page that can go to the bank', async () => {
    const user = userEvent.setup();
    server(staff, (url) =>
      url.startsWith('/api/transfer?') ? jsonResponse(payoutList([pendingA, paid, held, sentBefore])) : undefined,
    );
    renderRoutes(appRoutes, '/transaction');
    await user.click(await screen.findByRole('checkbox', { name: 'Select the pending transactions on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Select transaction #1001' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select transaction #1005' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select transaction #1004' })).not.toBeChecked();
    expect(screen.getByText('1 transaction selected')).toBeInTheDocument();
  });

  it('shows why the server refused the file and saves nothing', async () => {
    const user = userEvent.setup();
    const refusal = BANK_TEXT.abaNoBankDetails(1001, 'Amara Crafts');
    server(staff, (url, init) => {
      if (url.startsWith('/api/transfer?')) return jsonResponse(payoutList([pendingA]));
      if (url === '/api/transfer/aba' && init?.method === 'POST') {
        return jsonResponse({ errors: [{ msg: refusal, param: 'payouts' }] }, 409);
      }
      return undefined;
    });
    const saved = captureSavedFiles();
    renderRoutes(appRoutes, '/transaction');
    await user.click(await screen.findByRole('checkbox', { name: 'Select transaction #1001' }));
    await user.click(screen.getByRole('button', { name: 'Download ABA file' }));
    await user.click(await screen.findByRole('button', { name: 'Download and mark sent' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    expect(screen.queryByText(/^ABA file downloaded/)).not.toBeInTheDocument();
  });

  it('shows a vendor what became of their payouts, without any selection', async () => {
    server(vendor, (url) =>
      url.startsWith('/api/transfer?') ? jsonResponse(payoutList([held, sentBefore, paid])) : undefined,
    );
    renderRoutes(appRoutes, '/transactions');
    await screen.findByRole('table');
    expect(within(rowOf(1004)).getByText(HOLD_PROBLEM)).toBeInTheDocument();
    expect(within(rowOf(1005)).getByText('Sent to bank')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download ABA file' })).not.toBeInTheDocument();
  });
});

// ---------- a payout's detail ----------

describe('transaction detail', { timeout: 30_000 }, () => {
  it('shows a vendor the payout with its sales, each linking to the sale, without the admin form', async () => {
    server(vendor, (url) => (url === `/api/transfer/${PAYOUT_ID}` ? jsonResponse(makePayout()) : undefined));
    renderRoutes(appRoutes, `/transaction/${PAYOUT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction #1001' })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(figure('Transaction totals', 'Gross')).toBe('$24.00');
    expect(figure('Transaction totals', 'Net')).toBe('$22.98');
    // Pending: its sales are in it, not yet paid by it.
    const table = screen.getByRole('table', { name: /sales awaiting payment$/ });
    expect(within(table).getByRole('link', { name: '#100001' })).toHaveAttribute('href', `/sale/${remitSales[0]?._id}`);
    expect(within(table).getAllByText('Delivered')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All transactions' })).toHaveAttribute('href', '/transactions');
  });

  it('lists the refunds after earlier payouts it deducts under the sales, and the lines add up to its net', async () => {
    const deducting = makePayout({
      gross: 9,
      fee: 0.75,
      feeGst: 0.08,
      net: 8.25,
      adjustmentCount: 1,
      adjustmentNet: -14.73,
      adjustments: [adjustment({ payout: { _id: PAYOUT_ID, number: 1001, paidAt: null } })],
    });
    server(vendor, (url) => (url === `/api/transfer/${PAYOUT_ID}` ? jsonResponse(deducting) : undefined));
    renderRoutes(appRoutes, `/transaction/${PAYOUT_ID}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Refunds after earlier payouts' })).toBeInTheDocument();
    const [, refunds] = screen.getAllByRole('table') as [HTMLElement, HTMLElement];
    const line = within(refunds)
      .getByRole('link', { name: 'Refund after payout, order #100009' })
      .closest('tr') as HTMLElement;
    expect(within(refunds).getByRole('link', { name: 'Refund after payout, order #100009' })).toHaveAttribute(
      'href',
      `/sale/${remitSales[8]?._id}`,
    );
    for (const text of ['Not received', '−$15.00', '−$0.27', '−$14.73']) {
      expect(within(line).getByText(text)).toBeInTheDocument();
    }
    // $11.49 + $11.49 of sales, less $14.73: the payout's net.
    expect(screen.getByText('Sales $22.98 less refunds $14.73 = net $8.25')).toBeInTheDocument();
    expect(figure('Transaction totals', 'Net')).toBe('$8.25 after −$14.73 of refunds after payout');
    expect(figure('Transaction totals', 'Gross')).toBe('$9.00');
  });

  it('downloads the fee adjustment note of a refund it deducts, from the refund’s line', async () => {
    const user = userEvent.setup();
    const noteId = 'e0a80101-0000-4000-8000-000000000001';
    const deducting = makePayout({
      adjustmentCount: 1,
      adjustmentNet: -14.73,
      adjustments: [
        adjustment({
          payout: { _id: PAYOUT_ID, number: 1001, paidAt: null },
          feeNote: { _id: noteId, number: 'FA-7', date: '2025-03-07' },
        }),
      ],
    });
    const fetchMock = server(vendor, (url) => {
      if (url === `/api/transfer/${PAYOUT_ID}`) return jsonResponse(deducting);
      if (url !== `/api/adjustment-note/${noteId}.pdf`) return undefined;
      return new Response('%PDF-1.7 FA-7', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="adjustment-note-FA-7.pdf"',
        },
      });
    });
    const saved = captureSavedFiles();
    renderRoutes(appRoutes, `/transaction/${PAYOUT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Adjustment note FA-7 of 2025-03-07 (PDF)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('adjustment-note-FA-7.pdf');
    expect(calls(fetchMock, `/api/adjustment-note/${noteId}.pdf`)).toHaveLength(1);
  });

  it('shows the GST included in the fee of each sale and of the whole payout', async () => {
    server(vendor, (url) => (url === `/api/transfer/${PAYOUT_ID}` ? jsonResponse(makePayout()) : undefined));
    renderRoutes(appRoutes, `/transaction/${PAYOUT_ID}`);
    const table = await screen.findByRole('table');
    expect(figure('Transaction totals', 'Fee')).toBe('$1.02 incl. GST $0.10');
    for (const order of ['#100001', '#100002']) {
      const line = within(table).getByRole('link', { name: order }).closest('tr') as HTMLElement;
      expect(within(line).getByText('$0.51')).toBeInTheDocument();
      expect(within(line).getByText('incl. GST $0.05')).toBeInTheDocument();
    }
  });

  it('says nothing about GST when the fees include none', async () => {
    const base = makePayout();
    const untaxed = makePayout({ feeGst: 0, sales: base.sales.map((line) => ({ ...line, feeGst: 0 })) });
    server(vendor, (url) => (url === `/api/transfer/${PAYOUT_ID}` ? jsonResponse(untaxed) : undefined));
    renderRoutes(appRoutes, `/transaction/${PAYOUT_ID}`);
    await screen.findByRole('table');
    expect(figure('Transaction totals', 'Fee')).toBe('$1.02');
    expect(screen.queryByText(/GST/)).not.toBeInTheDocument();
  });

  it('downloads the tax invoice for its fees, named as the server says', async () => {
    const user = userEvent.setup();
    const fetchMock = server(vendor, (url) => {
      if (url === `/api/transfer/${PAYOUT_ID}`) return jsonResponse(makePayout());
      if (url !== `/api/transfer/${PAYOUT_ID}/invoice.pdf`) return undefined;
      return new Response('%PDF-1.7 Tax invoice F-1001', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="tax-invoice-F-1001.pdf"',
        },
      });
    });
    const saved = captureSavedFiles();
    renderRoutes(appRoutes, `/transaction/${PAYOUT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Download tax invoice (PDF)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('tax-invoice-F-1001.pdf');
    expect(await blobText(saved[0]?.blob as Blob)).toBe('%PDF-1.7 Tax invoice F-1001');
    const downloads = calls(fetchMock, `/api/transfer/${PAYOUT_ID}/invoice.pdf`);
    expect(downloads).toHaveLength(1);
    expect(new Headers(downloads[0]?.[1]?.headers).get('x-auth-token')).toBe('test-token');
  });

  it('shows why the tax invoice could not be downloaded, and saves nothing', async () => {
    const user = userEvent.setup();
    server(staff, (url) => {
      if (url === `/api/transfer/${PAYOUT_ID}`) return jsonResponse(makePayout());
      if (url === `/api/transfer/${PAYOUT_ID}/invoice.pdf`) {
        return jsonResponse({ errors: [{ msg: 'Transaction not found' }] }, 404);
      }
      return undefined;
    });
    const saved = captureSavedFiles();
    renderRoutes(appRoutes, `/transaction/${PAYOUT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Download tax invoice (PDF)' }));
    expect(await screen.findByText('Transaction not found')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('says the transaction was not found', async () => {
    server(vendor, (url) =>
      url === `/api/transfer/${PAYOUT_ID}`
        ? jsonResponse({ errors: [{ msg: 'Transaction not found' }] }, 404)
        : undefined,
    );
    renderRoutes(appRoutes, `/transaction/${PAYOUT_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Transaction not found');
  });

  it('says when the payout went to the bank, and why it cannot go now', async () => {
    const problem = BANK_TEXT.holdReason('10 Mar 2025, 9:00 am AEDT');
    server(staff, (url) =>
      url === `/api/transfer/${PAYOUT_ID}`
        ? jsonResponse(makePayout({ sentToBankAt: '2025-03-07T01:00:00.000Z', bankProblem: problem }))
        : undefined,
    );
    renderRoutes(appRoutes, `/transaction/${PAYOUT_ID}`);
    expect(await screen.findByText(problem)).toBeInTheDocument();
    const sent = screen.getByText('Sent to bank', { selector: 'dt' });
    expect(sent.nextElementSibling?.textContent).toMatch(/^7 Mar 2025, 12:00\s?pm AEDT$/);
    expect(screen.getByRole('button', { name: 'Mark paid' })).toBeInTheDocument();
    // Held: not even sent again, which would go to the new account.
    expect(screen.queryByRole('button', { name: 'Send to bank again (ABA file)' })).not.toBeInTheDocument();
  });

  it('sends a payout already sent to the bank again only from its page, saying when that is right', async () => {
    const user = userEvent.setup();
    const fetchMock = server(staff, (url, init) => {
      if (url === `/api/transfer/${PAYOUT_ID}`) {
        return jsonResponse(makePayout({ sentToBankAt: '2025-03-07T01:00:00.000Z' }));
      }
      if (url === '/api/transfer/aba' && init?.method === 'POST') {
        return new Response('0                 01CBA\r\n', {
          headers: { 'content-disposition': 'attachment; filename="soko-payouts-2025-03-09.aba"' },
        });
      }
      return undefined;
    });
    const saved = captureSavedFiles();
    renderRoutes(appRoutes, `/transaction/${PAYOUT_ID}`);
    expect(await screen.findByText(/Send it again only if the bank refused the file it was in/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send to bank again (ABA file)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send this transaction to the bank again?' });
    expect(calls(fetchMock, '/api/transfer/aba')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Download again' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['soko-payouts-2025-03-09.aba']));
    const posts = calls(fetchMock, '/api/transfer/aba');
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({ payouts: [PAYOUT_ID], resend: true });
  });

  it('lets the super admin mark it paid with a bank reference and a date', async () => {
    const user = userEvent.setup();
    const paid = makePayout({
      status: 'Paid',
      paidAt: '2025-03-08',
      bankReference: 'CBA-778',
      markedPaidBy: { _id: staff._id, name: 'Kofi Mensah' },
    });
    const fetchMock = server(staff, (url, init) => {
      if (url === `/api/transfer/${PAYOUT_ID}`) return jsonResponse(makePayout());
      if (url === `/api/transfer/${PAYOUT_ID}/paid` && init?.method === 'PUT') return jsonResponse(paid);
      return undefined;
    });
    renderRoutes(appRoutes, `/transaction/${PAYOUT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Bank reference is required')).toBeInTheDocument();
    expect(calls(fetchMock, `/api/transfer/${PAYOUT_ID}/paid`)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Bank reference' }), 'CBA-778');
    const date = screen.getByLabelText(/^Paid on/);
    await user.clear(date);
    await user.type(date, '08/03/2025');
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    const confirm = await screen.findByRole('dialog', { name: 'Mark transaction #1001 paid?' });
    expect(
      within(confirm).getByText(
        /Record that \$22\.98 went to Amara Crafts on 08\/03\/2025 with bank reference CBA-778\?/,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(calls(fetchMock, `/api/transfer/${PAYOUT_ID}/paid`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText(PAYOUT_TEXT.markedPaid(1001))).toBeInTheDocument();
    const [call] = calls(fetchMock, `/api/transfer/${PAYOUT_ID}/paid`);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ bankReference: 'CBA-778', paidAt: '2025-03-08' });
    expect(await screen.findByText('08/03/2025 (recorded by Kofi Mensah)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
  });
});

// ---------- the vendor's statement ----------

function statementLine(overrides: Partial<StatementLineDto> = {}): StatementLineDto {
  return {
    saleId: remitSales[0]?._id ?? '',
    orderNumber: 100001,
    customer: 'Ada Obi',
    date: '2025-03-05T02:00:00.000Z',
    status: 'Delivered',
    price: 10,
    shippingFee: 2,
    subtotal: 12,
    fee: 0.51,
    feeGst: 0.05,
    net: 11.49,
    refunded: 0,
    vendor: { _id: vendor._id, displayName: 'Amara Crafts' },
    payout: { _id: PAYOUT_ID, number: 1001, paidAt: null },
    state: 'in_payout',
    ...overrides,
  };
}

function statement(items: StatementLineDto[]): StatementDto {
  return {
    items,
    total: items.length,
    page: 1,
    limit: 9,
    totals: {
      count: 4,
      subtotal: 48,
      fee: 2.04,
      feeGst: 0.2,
      net: 45.96,
      notDeliveredNet: 11.49,
      awaitingPayoutNet: 11.49,
      inPayoutNet: 11.49,
      paidOutNet: 11.49,
      refunded: 0,
      adjustmentCount: 0,
      adjustmentNet: 0,
      carriedNet: 0,
    },
    adjustments: [],
  };
}

describe('sales transactions (the vendor’s statement)', { timeout: 30_000 }, () => {
  const lines = [
    statementLine(),
    statementLine({ saleId: 's2', orderNumber: 100002, payout: null, state: 'awaiting_payout' }),
    statementLine({ saleId: 's3', orderNumber: 100003, status: 'Shipped', payout: null, state: 'not_delivered' }),
    statementLine({
      saleId: 's4',
      orderNumber: 100004,
      payout: { _id: 'p2', number: 1002, paidAt: '2025-03-08' },
      state: 'paid_out',
    }),
  ];

  it('lists each sale with its money and payout state, pending transfers apart from paid, and the four totals', async () => {
    const fetchMock = server(vendor, (url) =>
      url.startsWith('/api/transfer/statement?') ? jsonResponse(statement(lines)) : undefined,
    );
    renderRoutes(appRoutes, '/sales/transactions');
    const table = await screen.findByRole('table');
    // A payout still pending is not "paid": only the one with its transfer recorded says so.
    expect(within(table).getByRole('link', { name: 'In payout #1001, transfer pending' })).toHaveAttribute(
      'href',
      `/transaction/${PAYOUT_ID}`,
    );
    expect(within(table).getByRole('link', { name: 'Paid, #1002' })).toHaveAttribute('href', '/transaction/p2');
    expect(within(table).queryByRole('link', { name: 'Paid, #1001' })).not.toBeInTheDocument();
    expect(within(table).getByText('Awaiting payout')).toBeInTheDocument();
    expect(within(table).getByText('Not yet delivered')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '#100002' })).toHaveAttribute('href', '/sale/s2');
    expect(figure('Statement totals', 'Paid out')).toBe('$11.49');
    expect(figure('Statement totals', 'In payout, transfer pending')).toBe('$11.49');
    expect(figure('Statement totals', 'Awaiting payout')).toBe('$11.49');
    expect(figure('Statement totals', 'Not yet delivered')).toBe('$11.49');
    expect(figure('Statement totals', 'Net')).toBe('$45.96');
    expect(calls(fetchMock, '/api/transfer/statement?')[0]?.[0]).toBe('/api/transfer/statement?page=1&limit=9');
  });

  it('shows refunds: per sale, in all, after payout with the payout that deducts them, and what the next payout deducts', async () => {
    const refunded = [
      statementLine({ refunded: 15, payout: { _id: 'p2', number: 1002, paidAt: '2025-03-08' }, state: 'paid_out' }),
      ...lines.slice(1),
    ];
    const data = statement(refunded);
    const withRefunds: StatementDto = {
      ...data,
      totals: {
        ...data.totals,
        refunded: 15,
        adjustmentCount: 2,
        adjustmentNet: -29.46,
        carriedNet: -14.73,
        net: 16.5,
        awaitingPayoutNet: -3.24,
        paidOutNet: -3.24,
      },
      adjustments: [
        adjustment(),
        adjustment({
          _id: 'd0a80101-0000-4000-8000-000000000002',
          orderNumber: 100004,
          reason: 'faulty',
          payout: { _id: 'p3', number: 1003, paidAt: null },
        }),
      ],
    };
    server(vendor, (url) => (url.startsWith('/api/transfer/statement?') ? jsonResponse(withRefunds) : undefined));
    renderRoutes(appRoutes, '/sales/transactions');
    await screen.findAllByRole('table');
    const [sales, refunds] = screen.getAllByRole('table') as [HTMLElement, HTMLElement];
    const first = within(sales).getByRole('link', { name: '#100001' }).closest('tr') as HTMLElement;
    expect(within(first).getByText('−$15.00')).toBeInTheDocument();
    expect(figure('Statement totals', 'Refunded')).toBe('−$15.00');
    expect(figure('Statement totals', 'Awaiting payout')).toBe('−$3.24 incl. −$14.73 of refunds after payout');
    expect(figure('Statement totals', 'To be deducted from the next payout')).toBe(
      '−$14.73 Refunds after payout, counted in Awaiting payout',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Refunds after payout' })).toBeInTheDocument();
    expect(within(refunds).getByText('2 refunds after payout, −$29.46 in all')).toBeInTheDocument();
    const carried = within(refunds).getByRole('link', { name: '#100009' }).closest('tr') as HTMLElement;
    expect(within(carried).getByText('To be deducted from the next payout')).toBeInTheDocument();
    expect(within(carried).getByText('−$14.73')).toBeInTheDocument();
    expect(within(carried).getByText('Not received')).toBeInTheDocument();
    const deducted = within(refunds).getByRole('link', { name: '#100004' }).closest('tr') as HTMLElement;
    expect(within(deducted).getByRole('link', { name: 'Deducted in payout #1003, transfer pending' })).toHaveAttribute(
      'href',
      '/transaction/p3',
    );
  });

  it('lists the fee adjustment note of a refund after payout, downloadable as PDF', async () => {
    const user = userEvent.setup();
    const noteId = 'e0a80101-0000-4000-8000-000000000002';
    const data = statement(lines);
    const withNote: StatementDto = {
      ...data,
      totals: { ...data.totals, adjustmentCount: 1, adjustmentNet: -14.73, carriedNet: -14.73 },
      adjustments: [adjustment({ feeNote: { _id: noteId, number: 'FA-3', date: '2025-03-07' } })],
    };
    const fetchMock = server(vendor, (url) => {
      if (url.startsWith('/api/transfer/statement?')) return jsonResponse(withNote);
      if (url !== `/api/adjustment-note/${noteId}.pdf`) return undefined;
      return new Response('%PDF-1.7 FA-3', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="adjustment-note-FA-3.pdf"',
        },
      });
    });
    const saved = captureSavedFiles();
    renderRoutes(appRoutes, '/sales/transactions');
    await user.click(await screen.findByRole('button', { name: 'Adjustment note FA-3 of 2025-03-07 (PDF)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('adjustment-note-FA-3.pdf');
    expect(calls(fetchMock, `/api/adjustment-note/${noteId}.pdf`)).toHaveLength(1);
  });

  it('shows the GST included in the fee of each sale and in the total of the fees', async () => {
    server(vendor, (url) => (url.startsWith('/api/transfer/statement?') ? jsonResponse(statement(lines)) : undefined));
    renderRoutes(appRoutes, '/sales/transactions');
    const table = await screen.findByRole('table');
    expect(figure('Statement totals', 'Fee')).toBe('$2.04 incl. GST $0.20');
    const line = within(table).getByRole('link', { name: '#100002' }).closest('tr') as HTMLElement;
    expect(within(line).getByText('incl. GST $0.05')).toBeInTheDocument();
    expect(within(table).getAllByText('incl. GST $0.05')).toHaveLength(lines.length);
  });

  it('says No Transactions yet without any sale', async () => {
    server(vendor, (url) =>
      url.startsWith('/api/transfer/statement?')
        ? jsonResponse({ ...statement([]), totals: { ...statement([]).totals, count: 0 } })
        : undefined,
    );
    renderRoutes(appRoutes, '/sales/transactions');
    expect(await screen.findByText(PAYOUT_TEXT.noTransactions)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download statement (CSV)' })).toBeDisabled();
  });

  it('downloads the statement as CSV with its progress', async () => {
    const user = userEvent.setup();
    const csv = '\ufeffDate,Order\r\n2025-03-05,100001\r\n';
    const download = pausedDownload(csv, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="statement-2025-03-09.csv"',
    });
    const fetchMock = server(vendor, (url) => {
      if (url.startsWith('/api/transfer/statement?')) return jsonResponse(statement(lines));
      if (!url.startsWith('/api/transfer/statement/export?')) return undefined;
      return download.respond();
    });
    const saved = captureSavedFiles();

    renderRoutes(appRoutes, '/sales/transactions?state=in_payout&from=2025-03-01');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Download statement (CSV)' }));
    expect(await screen.findByRole('progressbar', { name: 'Download progress' })).toBeInTheDocument();
    expect(await screen.findByText(/^Downloading… \d+%$/)).toBeInTheDocument();
    download.sendRest();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('statement-2025-03-09.csv');
    expect(await blobText(saved[0]?.blob as Blob)).toContain('2025-03-05,100001');
    expect(calls(fetchMock, '/api/transfer/statement/export')[0]?.[0]).toBe(
      '/api/transfer/statement/export?from=2025-03-01&state=in_payout',
    );
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });
});
