import { type Paginated, type PublicUser, RETURN_TEXT, type ReturnDto } from '@soko/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { jsonResponse, makeSuperAdmin, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';

beforeAll(async () => {
  await import('../../app/layout/app-layout.tsx');
  await import('./pages/return-list-page.tsx');
  await import('./pages/return-detail-page.tsx');
});

const vendor = makeUser();
const staff = makeSuperAdmin();
const RETURN_ID = 'd0a80101-0000-4000-8000-000000000001';
const SALE_ID = 'e0a80101-0000-4000-8000-000000000001';
const ORDER_ID = 'f0a80101-0000-4000-8000-000000000001';

function makeReturn(overrides: Partial<ReturnDto> = {}): ReturnDto {
  return {
    _id: RETURN_ID,
    number: 7,
    status: 'requested',
    reason: 'not_as_described',
    note: 'Colour differs',
    rejectionReason: '',
    saleId: SALE_ID,
    order: { _id: ORDER_ID, number: 1024, customer_name: 'Esi Mensah' },
    vendor: { _id: vendor._id, displayName: 'Amara Crafts' },
    items: [
      { saleItemId: 'i1', name: 'Kente scarf', variant: 'Red', qty: 2, price: 40 },
      { saleItemId: 'i2', name: 'Shea butter', variant: '', qty: 1, price: 12.5 },
    ],
    amount: 92.5,
    openedBy: null,
    refund: null,
    nextStatuses: ['approved', 'rejected'],
    createdAt: '2025-03-05T02:00:00.000Z',
    updatedAt: '2025-03-05T02:00:00.000Z',
    ...overrides,
  };
}

function page(items: ReturnDto[], total = items.length): Paginated<ReturnDto> {
  return { items, total, page: 1, limit: 10 };
}

type Handler = (url: string, init: RequestInit | undefined) => Response | undefined;

function server(user: PublicUser, handler: Handler) {
  localStorage.setItem('token', 'test-token');
  return mockFetch((url, init) => {
    if (url === '/api/authVendor') return jsonResponse({ user });
    if (url === '/api/message/unread-count') return jsonResponse({ unread: 0 });
    if (url === '/api/returns?status=requested&limit=1') return jsonResponse({ ...page([]), total: 3 });
    return handler(url, init) ?? jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
  });
}

function puts(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === `/api/returns/${RETURN_ID}` && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

/** A detail page whose PUT answers with the return moved to the status asked for. */
function detailServer(user: PublicUser, ret: ReturnDto) {
  return server(user, (url, init) => {
    if (url !== `/api/returns/${RETURN_ID}`) return undefined;
    if (init?.method !== 'PUT') return jsonResponse(ret);
    const { status } = JSON.parse(String(init.body)) as { status: ReturnDto['status'] };
    return jsonResponse({ ...ret, status, nextStatuses: [] });
  });
}

describe('returns list', { timeout: 30_000 }, () => {
  it('shows the returns with their order, customer, items, amount, reason, status and date', async () => {
    const fetchMock = server(vendor, (url) =>
      url.startsWith('/api/returns?page=') ? jsonResponse(page([makeReturn()])) : undefined,
    );
    renderRoutes(appRoutes, '/returns');
    const table = await screen.findByRole('table');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/returns?page=1&limit=10');
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: '#7' })).toHaveAttribute('href', `/returns/${RETURN_ID}`);
    for (const text of [
      '#1024',
      'Esi Mensah',
      '2 × Kente scarf (Red)',
      '1 × Shea butter',
      '$92.50',
      'Not as described',
      'Requested',
      '05/03/2025',
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    // A vendor sees only their own: no vendor column.
    expect(within(table).queryByRole('columnheader', { name: 'Vendor' })).not.toBeInTheDocument();
    // A phone gets the same returns as cards.
    expect(within(screen.getByRole('list', { name: 'Returns' })).getAllByRole('listitem')).toHaveLength(1);
    // The menu counts the returns waiting for a decision.
    expect(await screen.findByRole('link', { name: /^Returns \(3 waiting\)/ })).toHaveAttribute('href', '/returns');
  });

  it('filters by status through the address, and shows staff the vendor', async () => {
    const user = userEvent.setup();
    const fetchMock = server(staff, (url) =>
      url.startsWith('/api/returns?page=') ? jsonResponse(page([makeReturn({ status: 'approved' })])) : undefined,
    );
    const router = renderRoutes(appRoutes, '/returns?status=requested');
    const table = await screen.findByRole('table');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/returns?page=1&limit=10&status=requested');
    expect(within(table).getByRole('columnheader', { name: 'Vendor' })).toBeInTheDocument();
    expect(within(within(table).getAllByRole('row')[1] as HTMLElement).getByText('Amara Crafts')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Status', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Approved' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=approved'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/returns?page=1&limit=10&status=approved'),
    );
    await user.click(screen.getByLabelText('Status', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when there is no return yet, and when none has the status asked for', async () => {
    server(vendor, (url) => (url.startsWith('/api/returns?page=') ? jsonResponse(page([])) : undefined));
    const router = renderRoutes(appRoutes, '/returns');
    expect(await screen.findByText('No return yet')).toBeInTheDocument();
    await router.navigate('/returns?status=refunded');
    expect(await screen.findByText('No return is refunded.')).toBeInTheDocument();
  });
});

describe('return detail', { timeout: 30_000 }, () => {
  it('shows the items, reason, note, who opened it and the links; actions from nextStatuses', async () => {
    server(vendor, (url) => (url === `/api/returns/${RETURN_ID}` ? jsonResponse(makeReturn()) : undefined));
    renderRoutes(appRoutes, `/returns/${RETURN_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Return #7' })).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Returned items' });
    const [, scarf, , total] = within(items).getAllByRole('row') as HTMLElement[];
    for (const text of ['Kente scarf', 'Red', '2', '$40.00', '$80.00']) {
      expect(within(scarf as HTMLElement).getByText(text)).toBeInTheDocument();
    }
    expect(total).toHaveTextContent('$92.50');
    const request = screen.getByRole('region', { name: 'Request' });
    for (const text of ['Not as described', 'Colour differs', 'The buyer, on the storefront', 'Esi Mensah']) {
      expect(within(request).getByText(text)).toBeInTheDocument();
    }
    expect(within(request).getByRole('link', { name: 'Sale of order #1024' })).toHaveAttribute(
      'href',
      `/sale/${SALE_ID}`,
    );
    // Orders are staff's pages.
    expect(within(request).queryByRole('link', { name: /Order #1024/ })).not.toBeInTheDocument();
    const status = within(screen.getByRole('region', { name: 'Status' }));
    expect(status.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(status.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(status.queryByRole('button', { name: 'Mark received' })).not.toBeInTheDocument();
    expect(status.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('shows staff the order link, the rejection reason and no action once final', async () => {
    const ret = makeReturn({
      status: 'rejected',
      rejectionReason: 'Worn and washed',
      openedBy: { _id: staff._id, name: 'Kofi Mensah' },
      nextStatuses: [],
    });
    server(staff, (url) => (url === `/api/returns/${RETURN_ID}` ? jsonResponse(ret) : undefined));
    renderRoutes(appRoutes, `/returns/${RETURN_ID}`);
    const request = await screen.findByRole('region', { name: 'Request' });
    expect(within(request).getByRole('link', { name: 'Order #1024' })).toHaveAttribute('href', `/order/${ORDER_ID}`);
    expect(within(request).getByText('Kofi Mensah (staff, for the buyer)')).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Status' });
    expect(status).toHaveTextContent('Worn and washed');
    expect(status).toHaveTextContent('This return is rejected, so it can no longer change.');
    expect(within(status).queryByRole('button')).not.toBeInTheDocument();
  });

  it('approves with one click and says so', async () => {
    const user = userEvent.setup();
    const fetchMock = detailServer(vendor, makeReturn());
    renderRoutes(appRoutes, `/returns/${RETURN_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(RETURN_TEXT.updated(7, 'approved'))).toBeInTheDocument();
    expect(puts(fetchMock)).toEqual([{ status: 'approved' }]);
  });

  it('rejects only with a reason: nothing is sent without one', async () => {
    const user = userEvent.setup();
    const fetchMock = detailServer(vendor, makeReturn());
    renderRoutes(appRoutes, `/returns/${RETURN_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject return #7' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject return' }));
    expect(await within(dialog).findByText(RETURN_TEXT.rejectionReasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for the buyer/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject return' }));
    expect(puts(fetchMock)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason for the buyer/ }), 'Worn and washed');
    await user.click(within(dialog).getByRole('button', { name: 'Reject return' }));
    expect(await screen.findByText(RETURN_TEXT.updated(7, 'rejected'))).toBeInTheDocument();
    expect(puts(fetchMock)).toEqual([{ status: 'rejected', reason: 'Worn and washed' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject return #7' })).not.toBeInTheDocument());
  });

  it('marks received', async () => {
    const user = userEvent.setup();
    const fetchMock = detailServer(vendor, makeReturn({ status: 'approved', nextStatuses: ['received'] }));
    renderRoutes(appRoutes, `/returns/${RETURN_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Mark received' }));
    expect(await screen.findByText(RETURN_TEXT.updated(7, 'received'))).toBeInTheDocument();
    expect(puts(fetchMock)).toEqual([{ status: 'received' }]);
  });

  it('refunds after a confirmation that names the amount and the restock, with focus on Cancel', async () => {
    const user = userEvent.setup();
    const fetchMock = detailServer(vendor, makeReturn({ status: 'received', nextStatuses: ['refunded'] }));
    renderRoutes(appRoutes, `/returns/${RETURN_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const confirm = await screen.findByRole('dialog', { name: 'Refund return #7?' });
    expect(confirm).toHaveTextContent('Refund $92.50 to Esi Mensah?');
    expect(confirm).toHaveTextContent('go back in stock: 2 × Kente scarf (Red), 1 × Shea butter');
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(puts(fetchMock)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const again = await screen.findByRole('dialog', { name: 'Refund return #7?' });
    await user.click(within(again).getByRole('button', { name: 'Refund $92.50' }));
    expect(await screen.findByText(RETURN_TEXT.updated(7, 'refunded'))).toBeInTheDocument();
    expect(puts(fetchMock)).toEqual([{ status: 'refunded', keepItem: false }]);
  });

  it('refunds before the items come back only as "the buyer keeps the items", restocking nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = detailServer(
      vendor,
      makeReturn({ status: 'requested', nextStatuses: ['approved', 'rejected', 'refunded'] }),
    );
    renderRoutes(appRoutes, `/returns/${RETURN_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Refund, buyer keeps the items' }));
    const confirm = await screen.findByRole('dialog', { name: 'Refund return #7 without the items back?' });
    expect(confirm).toHaveTextContent(
      'Refund $92.50 to Esi Mensah and let them keep 2 × Kente scarf (Red), 1 × Shea butter? They are not asked to send anything back and nothing goes back in stock.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Refund $92.50' }));
    expect(await screen.findByText(RETURN_TEXT.updated(7, 'refunded'))).toBeInTheDocument();
    expect(puts(fetchMock)).toEqual([{ status: 'refunded', keepItem: true }]);
  });

  it('says when the return was refunded on the sale, with the date and amount, not "$0.00 refunded"', async () => {
    const refund = { _id: 'rf1', total: 89, createdAt: '2026-11-28T01:00:00.000Z', onSale: true, keptItem: false };
    server(vendor, (url) =>
      url === `/api/returns/${RETURN_ID}`
        ? jsonResponse(makeReturn({ status: 'refunded', refund, nextStatuses: [] }))
        : undefined,
    );
    renderRoutes(appRoutes, `/returns/${RETURN_ID}`);
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(await within(status).findByText(/^Refunded on the sale on/)).toHaveTextContent(
      'Refunded on the sale on 28 Nov 2026, 12:00 pm AEDT: $89.00. The buyer is not asked to send the items back.',
    );
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    const message = RETURN_TEXT.badTransition('rejected', 'approved');
    server(vendor, (url, init) => {
      if (url !== `/api/returns/${RETURN_ID}`) return undefined;
      return init?.method === 'PUT' ? jsonResponse({ errors: [{ msg: message }] }, 409) : jsonResponse(makeReturn());
    });
    renderRoutes(appRoutes, `/returns/${RETURN_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
