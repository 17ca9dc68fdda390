import { notifications } from '@mantine/notifications';
import {
  ALERT_MS,
  LIST_TEXT,
  type Paginated,
  type PublicUser,
  REFUND_TEXT,
  type RefundDto,
  type ReturnDto,
  ROLE_VENDOR_MEMBER,
  SALES_TEXT,
  type SaleDetailDto,
  type SaleDto,
  type SaleStatus,
  SEARCH_DEPTH,
  VENDOR_TEAM_ROLE_PERMISSIONS,
  type VendorTeamRole,
} from '@soko/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { blobText, captureSavedFiles, pausedDownload } from '../../test/downloads.ts';
import { jsonResponse, makeStaff, makeSuperAdmin, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { returnKeys } from '../returns/index.ts';

beforeAll(async () => {
  await import('../../app/layout/app-layout.tsx');
  await import('./pages/sale-list-page.tsx');
  await import('./pages/sale-detail-page.tsx');
});

const vendor = makeUser({ _id: 'c0a80101-0000-4000-8000-000000000001', id: 'c0a80101-0000-4000-8000-000000000001' });
const staff = makeSuperAdmin({
  _id: 'c0a80101-0000-4000-8000-000000000002',
  id: 'c0a80101-0000-4000-8000-000000000002',
});
const SALE_ID = 'e0a80101-0000-4000-8000-000000000001';
const teamMember = (role: VendorTeamRole) =>
  makeUser({
    role: ROLE_VENDOR_MEMBER,
    displayName: '',
    team: {
      vendorId: vendor._id,
      vendorName: 'Kente House',
      role,
      permissions: [...VENDOR_TEAM_ROLE_PERMISSIONS[role]],
    },
  });
/** The sale page's own returns (none unless a test says so). */
const SALE_RETURNS = `/api/returns?saleId=${SALE_ID}&limit=100`;
const SALE_CASES = `/api/case/list?saleId=${SALE_ID}&limit=100`;

function makeSale(overrides: Partial<SaleDetailDto> = {}): SaleDetailDto {
  return {
    _id: SALE_ID,
    order_id: {
      _id: 'f0a80101-0000-4000-8000-000000000001',
      number: 1024,
      customer_name: 'Ada Obi',
      customer_email: 'ada@example.com',
      customer_phone: '0411222333',
      transaction_id: 'tx_889',
      payment_method: 'Card',
      delivery_address: {
        unit: 'Unit 4',
        c_address: '12 George St',
        suburb: 'Parramatta',
        state: 'NSW',
        country: 'Australia',
        postcode: '2150',
      },
    },
    items: [
      {
        _id: 'i1',
        productId: 'p1',
        name: 'Shea butter',
        variant: '250 g',
        image: '/uploads/products/shea-thumb.webp',
        qty: 3,
        price: 41.15,
        gstFree: false,
      },
    ],
    status: 'Not processed',
    tracking_number: '',
    carrier: null,
    trackingUrl: null,
    price: 123.45,
    shippingFee: 10,
    subtotal: 133.45,
    fee: 2.64,
    feeGst: 0.24,
    net: 130.81,
    refunded: 0,
    payoutState: 'not_delivered',
    payout: null,
    vendorId: { _id: vendor._id, displayName: 'Amara Crafts' },
    createdAt: '2025-03-05T02:00:00.000Z',
    updatedAt: '2025-03-05T02:00:00.000Z',
    history: [
      { from: null, to: 'Not processed', tracking_number: '', by: null, createdAt: '2025-03-05T02:00:00.000Z' },
    ],
    nextStatuses: ['Processing', 'Shipped', 'Delivered', 'Cancel'],
    refunds: [],
    refundable: { amount: 123.45, shipping: 10, items: [{ itemId: 'i1', qty: 3, amount: 123.45 }] },
    netAfterRefunds: 130.81,
    fees: [{ itemId: 'i1', fee: 2.64, note: 'Marketplace fee', percent: 1.75, fixed: 0.3 }],
    ...overrides,
  };
}

function page(items: SaleDto[], total = items.length): Paginated<SaleDto> {
  return { items, total, page: 1, limit: 10 };
}

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/** A signed-in session (the layout also asks for the unread count) and whatever `handler` answers. */
function server(user: PublicUser, handler: Handler) {
  localStorage.setItem('token', 'test-token');
  return mockFetch((url, init) => {
    if (url === '/api/authVendor') return jsonResponse({ user });
    if (url === '/api/message/unread-count') return jsonResponse({ unread: 0 });
    const answer = handler(url, init);
    if (answer) return answer;
    if (url === SALE_RETURNS) return jsonResponse({ items: [], total: 0, page: 1, limit: 100 });
    if (url === SALE_CASES) return jsonResponse({ items: [], nextCursor: null });
    return jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
  });
}

function calls(fetchMock: ReturnType<typeof mockFetch>, prefix: string) {
  return fetchMock.mock.calls.filter(([url]) => String(url).startsWith(prefix));
}

function statusInput() {
  return screen.getByLabelText(/^Status/, { selector: 'input' });
}

function findStatusInput() {
  return screen.findByLabelText(/^Status/, { selector: 'input' });
}

function rowOf(table: HTMLElement, label: string) {
  const header = within(table).getByRole('rowheader', { name: label });
  return header.closest('tr') as HTMLElement;
}

describe('sale list', { timeout: 30_000 }, () => {
  it("shows a vendor's own sales with their items, status, money, date and vendor", async () => {
    const shipped = makeSale({
      _id: 'e0a80101-0000-4000-8000-000000000002',
      status: 'Shipped',
      tracking_number: 'AP123',
      refunded: 20,
      order_id: { ...makeSale().order_id, number: 1025, customer_name: 'Kwame Asante' },
    });
    const fetchMock = server(vendor, (url) =>
      url.startsWith('/api/sale/mySales?') ? jsonResponse(page([makeSale(), shipped])) : undefined,
    );
    renderRoutes(appRoutes, '/sale');
    const table = await screen.findByRole('table');
    expect(calls(fetchMock, '/api/sale/mySales').map(([url]) => url)).toEqual([
      '/api/sale/mySales?page=1&limit=10&sort=newest',
    ]);
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: '#1024' })).toHaveAttribute('href', `/sale/${SALE_ID}`);
    expect(within(first).getByText('Ada Obi')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Shea butter' })).toHaveAttribute(
      'src',
      '/uploads/products/shea-thumb.webp',
    );
    expect(within(first).getByText('Not processed')).toBeInTheDocument();
    expect(within(first).getByText('$10.00')).toBeInTheDocument();
    expect(within(first).getByText('$133.45')).toBeInTheDocument();
    expect(within(first).getByText('05/03/2025')).toBeInTheDocument();
    expect(within(first).getByText('Amara Crafts')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: '#1025' })).toHaveAttribute('href', `/sale/${shipped._id}`);
    expect(within(second).getByText('Shipped')).toBeInTheDocument();
    // The Refunded column, and the same under the amount for a phone.
    expect(within(first).getByText('—')).toBeInTheDocument();
    expect(within(second).getByText('−$20.00')).toBeInTheDocument();
    expect(within(second).getByText('$20.00 refunded')).toBeInTheDocument();
    expect(screen.getByText('2 sales')).toBeInTheDocument();
  });

  it('says No Sale yet when there are none at all', async () => {
    server(vendor, (url) => (url.startsWith('/api/sale/mySales?') ? jsonResponse(page([])) : undefined));
    renderRoutes(appRoutes, '/sale');
    expect(await screen.findByText(SALES_TEXT.noSale)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it("shows the super admin every vendor's sales", async () => {
    const fetchMock = server(staff, (url) =>
      url.startsWith('/api/sale/list?') ? jsonResponse(page([makeSale()])) : undefined,
    );
    renderRoutes(appRoutes, '/sale');
    expect(await screen.findByRole('link', { name: '#1024' })).toBeInTheDocument();
    expect(calls(fetchMock, '/api/sale/mySales')).toHaveLength(0);
  });

  it('asks the server again for each filter and keeps the filters in the address', async () => {
    const user = userEvent.setup();
    const fetchMock = server(vendor, (url) =>
      url.startsWith('/api/sale/mySales?') ? jsonResponse(page([makeSale()], 25)) : undefined,
    );
    const router = renderRoutes(appRoutes, '/sale');
    await screen.findByRole('table');
    // The page's own requests (opening the Status filter also asks a search's count of each status).
    const listCalls = () =>
      calls(fetchMock, '/api/sale/mySales').filter(([url]) => !String(url).includes('counts=true'));

    await user.click(statusInput());
    await user.click(await screen.findByRole('option', { name: 'Shipped' }));
    await waitFor(() =>
      expect(listCalls().at(-1)?.[0]).toBe('/api/sale/mySales?page=1&limit=10&status=Shipped&sort=newest'),
    );

    // Days are typed as Australians write them, whatever the browser's language.
    await user.type(screen.getByLabelText('From'), '1/3/2025');
    await user.type(screen.getByLabelText('To'), '31/03/2025');
    expect(screen.getByLabelText('From')).toHaveValue('01/03/2025');
    await user.type(screen.getByRole('textbox', { name: /^Search/ }), 'Ada');
    await waitFor(() =>
      expect(listCalls().at(-1)?.[0]).toBe(
        '/api/sale/mySales?page=1&limit=10&q=Ada&status=Shipped&from=2025-03-01&to=2025-03-31&sort=newest',
      ),
    );
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('Shipped');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Ada');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(listCalls().at(-1)?.[0]).toContain('/api/sale/mySales?page=3&limit=10&q=Ada'));
  });

  it('waits for the third character before searching, and says why', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const fetchMock = server(vendor, (url) =>
        url.startsWith('/api/sale/mySales?') ? jsonResponse(page([makeSale()], 25)) : undefined,
      );
      const router = renderRoutes(appRoutes, '/sale');
      await screen.findByRole('table');
      const search = screen.getByRole('textbox', { name: /^Search/ });

      await user.type(search, 'Ad');
      await vi.advanceTimersByTimeAsync(2_000);
      expect(screen.getByText(LIST_TEXT.shortSearch)).toBeInTheDocument();
      expect(calls(fetchMock, '/api/sale/mySales').filter(([url]) => String(url).includes('q='))).toHaveLength(0);
      expect(new URLSearchParams(router.state.location.search).get('q')).toBeNull();

      await user.type(search, 'a');
      await vi.advanceTimersByTimeAsync(2_000);
      await waitFor(() => expect(calls(fetchMock, '/api/sale/mySales').at(-1)?.[0]).toContain('q=Ada'));
      expect(screen.queryByText(LIST_TEXT.shortSearch)).not.toBeInTheDocument();

      // An order number is searched whatever its length.
      await user.clear(search);
      await user.type(search, '#7');
      await vi.advanceTimersByTimeAsync(2_000);
      await waitFor(() => expect(calls(fetchMock, '/api/sale/mySales').at(-1)?.[0]).toContain('q=%237'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when no sale matches the filters, and clears them', async () => {
    const user = userEvent.setup();
    server(vendor, (url) => {
      if (url.startsWith('/api/sale/mySales?page=1&limit=10&status=Cancel')) return jsonResponse(page([]));
      if (url.startsWith('/api/sale/mySales?')) return jsonResponse(page([makeSale()]));
      return undefined;
    });
    const router = renderRoutes(appRoutes, '/sale?status=Cancel');
    expect(await screen.findByText('No sale matches these filters.')).toBeInTheDocument();
    expect(screen.queryByText(SALES_TEXT.noSale)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: '#1024' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('exports the filtered list as CSV with its progress, named as the server says', async () => {
    const user = userEvent.setup();
    const csv = 'order,customer\n1024,Ada Obi\n';
    const download = pausedDownload(csv, {
      'content-type': 'text/csv',
      'content-disposition': 'attachment; filename="sales-2025-03-05.csv"',
    });
    const fetchMock = server(vendor, (url) => {
      if (url.startsWith('/api/sale/mySales?')) return jsonResponse(page([makeSale()]));
      if (!url.startsWith('/api/sale/export?')) return undefined;
      return download.respond();
    });
    const saved = captureSavedFiles();

    renderRoutes(appRoutes, '/sale?status=Delivered&from=2025-03-01');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('progressbar', { name: 'Export progress' })).toBeInTheDocument();
    expect(await screen.findByText(`Exporting… ${Math.round((10 / csv.length) * 100)}%`)).toBeInTheDocument();
    download.sendRest();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('sales-2025-03-05.csv');
    expect(await blobText(saved[0]?.blob as Blob)).toBe(csv);
    const [exportCall] = calls(fetchMock, '/api/sale/export');
    expect(exportCall?.[0]).toBe('/api/sale/export?status=Delivered&from=2025-03-01&sort=newest');
    expect(new Headers(exportCall?.[1]?.headers).get('x-auth-token')).toBe('test-token');
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('reports a failed export', async () => {
    const user = userEvent.setup();
    server(vendor, (url) => {
      if (url.startsWith('/api/sale/mySales?')) return jsonResponse(page([makeSale()]));
      if (url.startsWith('/api/sale/export?')) return jsonResponse({ errors: [{ msg: 'Too many rows' }] }, 400);
      return undefined;
    });
    renderRoutes(appRoutes, '/sale');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Too many rows')).toBeInTheDocument();
  });
});

describe('sale list past its numbered pages', { timeout: 30_000 }, () => {
  /** A list of more sales than the server counts: 10,000+, each page pointing at the next. */
  function capped(nextCursor: string | null, overrides: Partial<Paginated<SaleDto>> = {}): Paginated<SaleDto> {
    return { items: [makeSale()], total: 10_000, totalCapped: true, page: 1, limit: 10, nextCursor, ...overrides };
  }

  it('goes on from the last numbered page with Next results, along the cursor, and back to the first page', async () => {
    const user = userEvent.setup();
    const fetchMock = server(vendor, (url) => {
      if (url.startsWith('/api/sale/mySales?page=1000&')) return jsonResponse(capped('c-1001', { page: 1000 }));
      if (url.startsWith('/api/sale/mySales?cursor=c-1001&')) return jsonResponse(capped('c-1011'));
      if (url.startsWith('/api/sale/mySales?')) return jsonResponse(capped('c-11'));
      return undefined;
    });
    const router = renderRoutes(appRoutes, '/sale?status=Shipped&page=1000');
    expect(await screen.findByRole('table', { name: '10,000+ sales' })).toBeInTheDocument();
    expect(screen.getByText(/Page numbers reach the first 10,000\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next results' }));
    await waitFor(() =>
      expect(calls(fetchMock, '/api/sale/mySales').at(-1)?.[0]).toBe(
        '/api/sale/mySales?cursor=c-1001&limit=10&status=Shipped&sort=newest',
      ),
    );
    expect(router.state.location.search).toBe('?status=Shipped&after=c-1001');
    expect(await screen.findByRole('button', { name: 'First page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 1000' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next results' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'First page' }));
    await waitFor(() =>
      expect(calls(fetchMock, '/api/sale/mySales').at(-1)?.[0]).toBe(
        '/api/sale/mySales?page=1&limit=10&status=Shipped&sort=newest',
      ),
    );
    expect(router.state.location.search).toBe('?status=Shipped');
  });

  it('leaves the cursor when the sort changes: a cursor belongs to its sort', async () => {
    const user = userEvent.setup();
    const fetchMock = server(vendor, (url) =>
      url.startsWith('/api/sale/mySales?') ? jsonResponse(capped('c-next')) : undefined,
    );
    const router = renderRoutes(appRoutes, '/sale?after=c-1001');
    await screen.findByRole('table');
    expect(calls(fetchMock, '/api/sale/mySales')[0]?.[0]).toBe('/api/sale/mySales?cursor=c-1001&limit=10&sort=newest');
    await user.click(screen.getByLabelText('Sort by', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Oldest first' }));
    await waitFor(() =>
      expect(calls(fetchMock, '/api/sale/mySales').at(-1)?.[0]).toBe('/api/sale/mySales?page=1&limit=10&sort=oldest'),
    );
    expect(router.state.location.search).toBe('?sort=oldest');
  });

  it('says a search counted to its depth holds 1,000+ matches', async () => {
    server(vendor, (url) =>
      url.startsWith('/api/sale/mySales?')
        ? jsonResponse(capped('c-11', { total: SEARCH_DEPTH, totalCapped: true }))
        : undefined,
    );
    renderRoutes(appRoutes, '/sale?q=Ada');
    expect(await screen.findByRole('table', { name: '1,000+ sales' })).toBeInTheDocument();
    expect(screen.getByText(/Page numbers reach the first 1,000 matches\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 100' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 101' })).not.toBeInTheDocument();
  });

  it("shows a search's count of each status beside the status filter's choices", async () => {
    const counts = { 'Not processed': 2, Processing: 1_250, Shipped: 0, Delivered: 7, Cancel: 0 };
    const fetchMock = server(vendor, (url) =>
      url.startsWith('/api/sale/mySales?')
        ? jsonResponse({ ...capped(null), ...(url.includes('counts=true') ? { statusCounts: counts } : {}) })
        : undefined,
    );
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/sale?q=Ada');
    const counted = () => calls(fetchMock, '/api/sale/mySales?').filter(([url]) => String(url).includes('counts=true'));
    // Counted only once the filter is opened: the search itself costs its page.
    await screen.findByRole('table');
    expect(counted()).toHaveLength(0);
    await user.click(await findStatusInput());
    await waitFor(() => expect(counted()).toHaveLength(1));
    expect(String(counted()[0]?.[0])).toBe('/api/sale/mySales?page=1&limit=1&q=Ada&sort=newest&counts=true');
    expect(await screen.findByRole('option', { name: 'Processing (1,250)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Shipped (0)' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Delivered (7)' }));
    await waitFor(() => expect(statusInput()).toHaveValue('Delivered (7)'));
  });

  it("shows the server's refusal of a stale cursor, with the way back to the first page", async () => {
    const user = userEvent.setup();
    server(vendor, (url) => {
      if (url.startsWith('/api/sale/mySales?cursor='))
        return jsonResponse({ errors: [{ msg: LIST_TEXT.badCursor }] }, 400);
      if (url.startsWith('/api/sale/mySales?')) return jsonResponse(capped('c-11'));
      return undefined;
    });
    const router = renderRoutes(appRoutes, '/sale?after=stale');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(LIST_TEXT.badCursor)).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'First page' }));
    expect(await screen.findByRole('table', { name: '10,000+ sales' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});

describe('sale detail', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the items, customer, address and the money breakdown to the cent', async () => {
    server(vendor, (url) => (url === `/api/sale/${SALE_ID}` ? jsonResponse(makeSale()) : undefined));
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sale #1024' })).toBeInTheDocument();

    const items = within(screen.getByRole('region', { name: 'Items' }));
    expect(items.getByRole('img', { name: 'Shea butter' })).toBeInTheDocument();
    const itemRow = items.getAllByRole('row')[1] as HTMLElement;
    // The variant shows in its column, and under the name on a phone (where the column is hidden).
    for (const text of ['Shea butter', '3', '$41.15', '$123.45']) {
      expect(within(itemRow).getByText(text)).toBeInTheDocument();
    }
    expect(within(itemRow).getAllByText('250 g')).toHaveLength(2);

    const customer = within(screen.getByRole('region', { name: 'Customer details' }));
    for (const text of ['Ada Obi', 'ada@example.com', '0411222333', 'Card', 'tx_889', '#1024']) {
      expect(customer.getByText(text)).toBeInTheDocument();
    }
    // A vendor cannot open the order page.
    expect(customer.queryByRole('link', { name: '#1024' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Delivery address' })).toHaveTextContent(
      'Unit 4, 12 George StParramatta NSW 2150Australia',
    );

    const money = screen.getByRole('region', { name: 'Money' });
    expect(rowOf(money, 'Price')).toHaveTextContent('$123.45');
    expect(rowOf(money, 'Shipping')).toHaveTextContent('$10.00');
    expect(rowOf(money, 'Subtotal')).toHaveTextContent('$133.45');
    const fee = rowOf(money, 'Transaction fee (1.75% + $0.30)');
    expect(within(fee).getByText('−$2.64')).toBeInTheDocument();
    expect(within(fee).getByText('incl. GST $0.24')).toBeInTheDocument();
    expect(rowOf(money, 'Net')).toHaveTextContent('$130.81');

    expect(
      within(screen.getByRole('region', { name: 'Status history' })).getByText('Created as Not processed'),
    ).toBeInTheDocument();
  });

  it('says nothing about GST when the fee includes none', async () => {
    server(vendor, (url) => (url === `/api/sale/${SALE_ID}` ? jsonResponse(makeSale({ feeGst: 0 })) : undefined));
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    const money = await screen.findByRole('region', { name: 'Money' });
    expect(rowOf(money, 'Transaction fee (1.75% + $0.30)')).toHaveTextContent(/−\$2\.64$/);
    expect(screen.queryByText(/GST/)).not.toBeInTheDocument();
  });

  it('offers a packer (orders) the packing slip but not the invoice, which the server keeps to money', async () => {
    server(teamMember('orders'), (url) => (url === `/api/sale/${SALE_ID}` ? jsonResponse(makeSale()) : undefined));
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    expect(await screen.findByRole('button', { name: 'Packing slip' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download invoice (PDF)' })).not.toBeInTheDocument();
  });

  it('offers a manager (money) the invoice', async () => {
    server(teamMember('manager'), (url) => (url === `/api/sale/${SALE_ID}` ? jsonResponse(makeSale()) : undefined));
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    expect(await screen.findByRole('button', { name: 'Download invoice (PDF)' })).toBeInTheDocument();
  });

  it('downloads the invoice of the sale, named as the server says', async () => {
    const user = userEvent.setup();
    const fetchMock = server(vendor, (url) => {
      if (url === `/api/sale/${SALE_ID}`) return jsonResponse(makeSale());
      if (url !== `/api/sale/${SALE_ID}/invoice.pdf`) return undefined;
      return new Response('%PDF-1.7 Invoice 1024', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="invoice-1024.pdf"',
        },
      });
    });
    const saved = captureSavedFiles();
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Download invoice (PDF)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('invoice-1024.pdf');
    expect(await blobText(saved[0]?.blob as Blob)).toBe('%PDF-1.7 Invoice 1024');
    const downloads = calls(fetchMock, `/api/sale/${SALE_ID}/invoice.pdf`);
    expect(downloads).toHaveLength(1);
    expect(new Headers(downloads[0]?.[1]?.headers).get('x-auth-token')).toBe('test-token');
  });

  it("shows the server's refusal of the invoice, and saves nothing", async () => {
    const user = userEvent.setup();
    server(staff, (url) => {
      if (url === `/api/sale/${SALE_ID}`) return jsonResponse(makeSale());
      if (url === `/api/sale/${SALE_ID}/invoice.pdf`) {
        return jsonResponse({ errors: [{ msg: SALES_TEXT.cancelledNoInvoice }] }, 409);
      }
      return undefined;
    });
    const saved = captureSavedFiles();
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Download invoice (PDF)' }));
    expect(await screen.findByText(SALES_TEXT.cancelledNoInvoice)).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('still offers the invoice of a cancelled sale: once issued, it stays a record', async () => {
    const user = userEvent.setup();
    const cancelled = makeSale({ status: 'Cancel', payoutState: null, nextStatuses: [] });
    server(vendor, (url) => {
      if (url === `/api/sale/${SALE_ID}`) return jsonResponse(cancelled);
      if (url !== `/api/sale/${SALE_ID}/invoice.pdf`) return undefined;
      return new Response('%PDF-1.7 Invoice 1024', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="invoice-1024.pdf"',
        },
      });
    });
    const saved = captureSavedFiles();
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    expect(await screen.findByText('This sale is Cancel, so its status can no longer change.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download invoice (PDF)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('invoice-1024.pdf');
  });

  it('asks for a tracking number before saving Shipped, and sends nothing without one', async () => {
    const user = userEvent.setup();
    const fetchMock = server(vendor, (url) => (url === `/api/sale/${SALE_ID}` ? jsonResponse(makeSale()) : undefined));
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    const status = await findStatusInput();
    expect(screen.queryByRole('textbox', { name: /Tracking number/ })).not.toBeInTheDocument();
    await user.click(status);
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Not processed', 'Processing', 'Shipped', 'Delivered', 'Cancel']);
    await user.click(screen.getByRole('option', { name: 'Shipped' }));
    expect(screen.getByRole('textbox', { name: /Tracking number/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText(SALES_TEXT.trackingRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('lets support staff move a sale along but not cancel it, cancelling being a refund', async () => {
    const user = userEvent.setup();
    server(makeStaff('support'), (url) => (url === `/api/sale/${SALE_ID}` ? jsonResponse(makeSale()) : undefined));
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    await user.click(await findStatusInput());
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Not processed', 'Processing', 'Shipped', 'Delivered']);
  });

  it('offers only the current status and the next ones', async () => {
    const user = userEvent.setup();
    server(vendor, (url) =>
      url === `/api/sale/${SALE_ID}`
        ? jsonResponse(
            makeSale({ status: 'Shipped', tracking_number: 'AP123', nextStatuses: ['Shipped', 'Delivered'] }),
          )
        : undefined,
    );
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    await user.click(await findStatusInput());
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Shipped', 'Delivered']);
    expect(screen.getByRole('textbox', { name: /Tracking number/ })).toHaveValue('AP123');
    // Nothing changed yet: nothing to save.
    expect(screen.getByRole('button', { name: 'Save status' })).toBeDisabled();
  });

  it('saves a status with its tracking number, then shows the sale as the server now holds it', async () => {
    const user = userEvent.setup();
    const saved = makeSale({
      status: 'Shipped',
      tracking_number: 'AP998877',
      updatedAt: '2025-03-06T01:00:00.000Z',
      nextStatuses: ['Shipped', 'Delivered'],
      history: [
        ...makeSale().history,
        {
          from: 'Not processed',
          to: 'Shipped',
          tracking_number: 'AP998877',
          by: { _id: vendor._id, name: 'Amara Okafor' },
          createdAt: '2025-03-06T01:00:00.000Z',
        },
      ],
    });
    const fetchMock = server(vendor, (url, init) => {
      if (url === `/api/sale/${SALE_ID}`) return jsonResponse(makeSale());
      if (url === `/api/sale/${SALE_ID}/status/${vendor._id}` && init?.method === 'PUT') return jsonResponse(saved);
      return undefined;
    });
    const show = vi.spyOn(notifications, 'show');
    const router = renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    await user.click(await findStatusInput());
    await user.click(await screen.findByRole('option', { name: 'Shipped' }));
    await user.type(screen.getByRole('textbox', { name: /Tracking number/ }), 'AP998877');
    await user.click(screen.getByRole('button', { name: 'Save status' }));

    expect(await screen.findByText(SALES_TEXT.statusSaved)).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ status: 'Shipped', tracking_number: 'AP998877' });
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', title: SALES_TEXT.statusSaved, message: 'The sale is now shipped.' }),
    );
    expect(router.state.location.pathname).toBe(`/sale/${SALE_ID}`);

    const header = screen.getByRole('heading', { level: 1, name: 'Sale #1024' }).parentElement as HTMLElement;
    expect(within(header).getByText('Shipped')).toBeInTheDocument();
    expect(within(header).getByText('Tracking number: AP998877')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Status history' });
    expect(history).toHaveTextContent(/Not processed\s*→\s*to\s*Shipped\s*Tracking number: AP998877\s*By Amara Okafor/);
    // The form starts again from the saved sale.
    expect(statusInput()).toHaveValue('Shipped');
  });

  it('asks for the sale list again once a status is saved', async () => {
    const user = userEvent.setup();
    const fetchMock = server(vendor, (url, init) => {
      if (url.startsWith('/api/sale/mySales?')) return jsonResponse(page([makeSale()]));
      if (url === `/api/sale/${SALE_ID}`) return jsonResponse(makeSale());
      if (init?.method === 'PUT') {
        return jsonResponse(makeSale({ status: 'Processing', updatedAt: '2025-03-06T01:00:00.000Z' }));
      }
      return undefined;
    });
    renderRoutes(appRoutes, '/sale');
    await user.click(await screen.findByRole('link', { name: '#1024' }));
    await screen.findByRole('heading', { level: 1, name: 'Sale #1024' });
    await user.click(await findStatusInput());
    await user.click(await screen.findByRole('option', { name: 'Processing' }));
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText(SALES_TEXT.statusSaved)).toBeInTheDocument();
    // The saved sale is the server's answer: its page is not asked for again.
    expect(calls(fetchMock, `/api/sale/${SALE_ID}`).filter(([, init]) => init?.method !== 'PUT')).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Back to sales' }));
    await waitFor(() => expect(calls(fetchMock, '/api/sale/mySales')).toHaveLength(2));
  });

  it("shows the server's message when the change is refused", async () => {
    const user = userEvent.setup();
    server(vendor, (url, init) => {
      if (url === `/api/sale/${SALE_ID}`) return jsonResponse(makeSale());
      if (init?.method === 'PUT') {
        return jsonResponse({ errors: [{ msg: 'A sale that is Delivered cannot become Cancel' }] }, 409);
      }
      return undefined;
    });
    const show = vi.spyOn(notifications, 'show');
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    await user.click(await findStatusInput());
    await user.click(await screen.findByRole('option', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel the sale' }));
    expect(await screen.findByText('A sale that is Delivered cannot become Cancel')).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', autoClose: ALERT_MS.normal }));
    expect(screen.queryByText(SALES_TEXT.statusSaved)).not.toBeInTheDocument();
  });

  it.each([
    [
      'Delivered',
      'Mark this sale delivered?',
      'Mark delivered',
      'Not yet',
      /Mark the sale of order #1024 \(Ada Obi\) delivered\?/,
    ],
    [
      'Cancel',
      'Cancel this sale?',
      'Cancel the sale',
      'Keep the sale',
      /Cancel the sale of order #1024 \(Ada Obi\)\? The buyer is refunded in full \(\$133\.45\) and emailed, its items go back into stock/,
    ],
  ])(
    'asks before the final status %s, with focus on the button that backs out, and sends it only when confirmed',
    async (status, title, confirm, backOut, message) => {
      const user = userEvent.setup();
      const fetchMock = server(vendor, (url, init) => {
        if (url === `/api/sale/${SALE_ID}` && init?.method !== 'PUT')
          return jsonResponse(
            makeSale({ status: 'Shipped', tracking_number: 'TRK1', nextStatuses: ['Delivered', 'Cancel'] }),
          );
        if (init?.method === 'PUT') return jsonResponse(makeSale({ status: status as SaleStatus, nextStatuses: [] }));
        return undefined;
      });
      const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
      renderRoutes(appRoutes, `/sale/${SALE_ID}`);
      await user.click(await findStatusInput());
      await user.click(await screen.findByRole('option', { name: status }));
      await user.click(screen.getByRole('button', { name: 'Save status' }));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(within(dialog).getByText(message)).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
      await waitFor(() => expect(within(dialog).getByRole('button', { name: backOut })).toHaveFocus());
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(puts()).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: 'Save status' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: title })).getByRole('button', { name: confirm }),
      );
      await waitFor(() => expect(puts()).toHaveLength(1));
      expect(JSON.parse(String(puts()[0]?.[1]?.body))).toMatchObject({ status });
    },
  );

  it.each([
    [
      null,
      'in_payout',
      'In payout, transfer pending',
      'In transaction #1001; the bank transfer has not been recorded yet.',
    ],
    ['2025-03-08', 'paid_out', 'Paid out', 'Paid in transaction #1001 on 08/03/2025.'],
  ] as const)(
    'says a sale in a payout (paid on %s) can no longer change, and whether the transfer is made',
    async (paidAt, payoutState, title, text) => {
      server(vendor, (url) =>
        url === `/api/sale/${SALE_ID}`
          ? jsonResponse(
              makeSale({
                status: 'Delivered',
                payoutState,
                payout: { _id: 'p1', number: 1001, paidAt },
                nextStatuses: [],
              }),
            )
          : undefined,
      );
      renderRoutes(appRoutes, `/sale/${SALE_ID}`);
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText(title)).toBeInTheDocument();
      expect(alert).toHaveTextContent(text);
      expect(alert).toHaveTextContent(SALES_TEXT.inPayout);
      expect(within(alert).getByRole('link', { name: 'See transaction #1001' })).toHaveAttribute(
        'href',
        '/transaction/p1',
      );
      expect(screen.queryByLabelText(/^Status/, { selector: 'input' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Save status' })).not.toBeInTheDocument();
    },
  );

  it('does not show a vendor the Resend Vendor Email button', async () => {
    server(vendor, (url) => (url === `/api/sale/${SALE_ID}` ? jsonResponse(makeSale()) : undefined));
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Sale #1024' });
    expect(screen.queryByRole('button', { name: 'Resend Vendor Email' })).not.toBeInTheDocument();
  });

  it('lets the super admin resend the vendor email: Email sent for 20 s', async () => {
    const user = userEvent.setup();
    const fetchMock = server(staff, (url, init) => {
      if (url === `/api/sale/${SALE_ID}`) return jsonResponse(makeSale());
      if (url === `/api/sale/sendMail/${SALE_ID}` && init?.method === 'PUT') return jsonResponse({ msg: 'Email sent' });
      return undefined;
    });
    const show = vi.spyOn(notifications, 'show');
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    // Staff may open the order from the sale.
    expect(await screen.findByRole('link', { name: '#1024' })).toHaveAttribute(
      'href',
      '/order/f0a80101-0000-4000-8000-000000000001',
    );
    await user.type(screen.getByRole('textbox', { name: 'Note for the vendor (optional)' }), 'Please ship today');
    await user.click(screen.getByRole('button', { name: 'Resend Vendor Email' }));
    expect(await screen.findByText(SALES_TEXT.emailSent)).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', autoClose: ALERT_MS.long }));
    const sent = fetchMock.mock.calls.find(([url]) => url === `/api/sale/sendMail/${SALE_ID}`);
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ input: 'Please ship today' });
  });

  it('says Not Sent with a Try Again button for 20 s when the email fails, and tries again', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    server(staff, (url, init) => {
      if (url === `/api/sale/${SALE_ID}`) return jsonResponse(makeSale());
      if (url === `/api/sale/sendMail/${SALE_ID}` && init?.method === 'PUT') {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ errors: [{ msg: 'Mail server unavailable' }] }, 503)
          : jsonResponse({ msg: 'Email sent' });
      }
      return undefined;
    });
    const show = vi.spyOn(notifications, 'show');
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Resend Vendor Email' }));
    expect(await screen.findByText(SALES_TEXT.emailNotSent)).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', autoClose: ALERT_MS.long }));
    await user.click(screen.getByRole('button', { name: SALES_TEXT.tryAgain }));
    expect(await screen.findByText(SALES_TEXT.emailSent)).toBeInTheDocument();
    expect(attempts).toBe(2);
    await waitFor(() => expect(screen.queryByText(SALES_TEXT.emailNotSent)).not.toBeInTheDocument());
  });

  it('shows why the sale could not be loaded', async () => {
    server(vendor, (url) =>
      url === `/api/sale/${SALE_ID}` ? jsonResponse({ errors: [{ msg: 'Sale not found' }] }, 404) : undefined,
    );
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The sale could not be loaded');
    expect(alert).toHaveTextContent('Sale not found');
  });
});

describe('refunds', { timeout: 30_000 }, () => {
  const delivered = () =>
    makeSale({
      status: 'Delivered',
      payoutState: 'awaiting_payout',
      nextStatuses: [],
      history: [],
    });

  function refund(overrides: Partial<RefundDto> = {}): RefundDto {
    return {
      _id: 'r1',
      amount: 40,
      shipping: 0,
      total: 40,
      reason: 'faulty',
      note: 'Lid cracked',
      restock: [{ itemId: 'i1', name: 'Shea butter', qty: 1 }],
      items: [],
      feeChange: -0.7,
      netChange: -39.3,
      afterPayout: false,
      deductedIn: null,
      by: { _id: vendor._id, name: 'Amara Okafor' },
      createdAt: '2025-03-07T02:00:00.000Z',
      ...overrides,
    };
  }

  const refunded = () =>
    makeSale({
      status: 'Delivered',
      payoutState: 'awaiting_payout',
      nextStatuses: [],
      refunded: 40,
      fee: 1.94,
      feeGst: 0.18,
      net: 91.51,
      netAfterRefunds: 91.51,
      refunds: [refund()],
      refundable: { amount: 83.45, shipping: 10, items: [{ itemId: 'i1', qty: 3, amount: 83.45 }] },
    });

  async function openRefundDialog(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    return screen.findByRole('dialog', { name: 'Refund order #1024' });
  }

  it('offers no refund once everything is refunded', async () => {
    const done = makeSale({
      status: 'Cancel',
      payoutState: null,
      nextStatuses: [],
      refundable: { amount: 0, shipping: 0, items: [] },
    });
    server(vendor, (url) => (url === `/api/sale/${SALE_ID}` ? jsonResponse(done) : undefined));
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Sale #1024' });
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('checks the amounts and the reason before asking, and sends nothing while they are wrong', async () => {
    const user = userEvent.setup();
    const fetchMock = server(vendor, (url) => (url === `/api/sale/${SALE_ID}` ? jsonResponse(delivered()) : undefined));
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    const dialog = within(await openRefundDialog(user));
    await user.click(dialog.getByRole('button', { name: /^Refund/ }));
    expect(await dialog.findByText(REFUND_TEXT.nothingToRefund)).toBeInTheDocument();
    expect(dialog.getByText('Please choose a reason')).toBeInTheDocument();

    await user.click(dialog.getByRole('radio', { name: 'As an amount (goodwill)' }));
    await user.type(dialog.getByRole('textbox', { name: 'Items amount' }), '200');
    await user.type(dialog.getByRole('textbox', { name: 'Shipping amount' }), '10.01');
    await user.click(dialog.getByRole('button', { name: 'Refund $210.01' }));
    expect(await dialog.findByText(REFUND_TEXT.itemsTooHigh(12_345))).toBeInTheDocument();
    expect(dialog.getByText(REFUND_TEXT.shippingTooHigh(1_000))).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Items amount' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog', { name: 'Confirm refund' })).not.toBeInTheDocument();
    expect(calls(fetchMock, `/api/sale/${SALE_ID}/refund`)).toHaveLength(0);
  });

  it('confirms with focus on Cancel, then sends the amounts, reason, note, stock and an Idempotency-Key', async () => {
    const user = userEvent.setup();
    let answer = 0;
    const fetchMock = server(vendor, (url, init) => {
      if (url === `/api/sale/${SALE_ID}/refund` && init?.method === 'POST') {
        answer += 1;
        // The first answer is lost on the way: the retry carries the same key, so it is one refund.
        if (answer === 1) return jsonResponse({ errors: [] }, 503);
        return jsonResponse(refunded(), 201);
      }
      if (url === `/api/sale/${SALE_ID}`) return jsonResponse(delivered());
      return undefined;
    });
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    const form = within(await openRefundDialog(user));
    await user.click(form.getByRole('radio', { name: 'As an amount (goodwill)' }));
    await user.type(form.getByRole('textbox', { name: 'Items amount' }), '40');
    await user.click(form.getByLabelText(/^Reason/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Faulty' }));
    await user.type(form.getByRole('textbox', { name: /^Note/ }), 'Lid cracked');
    await user.type(form.getByRole('textbox', { name: 'Shea butter (250 g)' }), '1');
    await user.click(form.getByRole('button', { name: 'Refund $40.00' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm refund' });
    expect(within(confirm).getByText('Refund $40.00 to Ada Obi? This cannot be undone.')).toBeInTheDocument();
    expect(confirm).toHaveTextContent('Back in stock: 1 × Shea butter (250 g)');
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    // Cancel goes back to the form as it was, and nothing is sent.
    const again = within(await screen.findByRole('dialog', { name: 'Refund order #1024' }));
    expect(again.getByRole('textbox', { name: 'Items amount' })).toHaveValue('$40');
    expect(calls(fetchMock, `/api/sale/${SALE_ID}/refund`)).toHaveLength(0);

    await user.click(again.getByRole('button', { name: 'Refund $40.00' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm refund' })).getByRole('button', {
        name: 'Refund $40.00',
      }),
    );
    const failed = within(await screen.findByRole('dialog', { name: 'Refund order #1024' }));
    expect(await failed.findByRole('alert')).toHaveTextContent('Server Error');

    await user.click(failed.getByRole('button', { name: 'Refund $40.00' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm refund' })).getByRole('button', {
        name: 'Refund $40.00',
      }),
    );
    expect(await screen.findByText(REFUND_TEXT.recorded)).toBeInTheDocument();
    const posts = calls(fetchMock, `/api/sale/${SALE_ID}/refund`);
    expect(posts).toHaveLength(2);
    const keys = posts.map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(JSON.parse(String(posts[1]?.[1]?.body))).toEqual({
      amount: 40,
      shipping: 0,
      reason: 'faulty',
      note: 'Lid cracked',
      restock: [{ itemId: 'i1', qty: 1 }],
    });
    // The page shows the sale as the server answered it.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const money = screen.getByRole('region', { name: 'Money' });
    expect(rowOf(money, 'Refunded to the buyer')).toHaveTextContent('−$40.00');
    expect(
      within(screen.getByRole('region', { name: 'Refunds' })).getByText('$40.00 refunded · Faulty'),
    ).toBeInTheDocument();
  });

  it('refunds ticked lines by default: all units left, or fewer, their price and the lines sent', async () => {
    const user = userEvent.setup();
    const fetchMock = server(vendor, (url, init) => {
      if (url === `/api/sale/${SALE_ID}/refund` && init?.method === 'POST') return jsonResponse(refunded(), 201);
      if (url === `/api/sale/${SALE_ID}`) return jsonResponse(delivered());
      return undefined;
    });
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    const form = within(await openRefundDialog(user));
    expect(form.getByRole('radio', { name: 'By line and quantity' })).toBeChecked();
    expect(form.queryByRole('textbox', { name: 'Items amount' })).not.toBeInTheDocument();
    const line = form.getByRole('checkbox', { name: 'Shea butter (250 g)' });
    expect(form.getByText('3 of 3 left to refund · $123.45')).toBeInTheDocument();
    await user.click(line);
    const units = form.getByRole('textbox', { name: 'Units of Shea butter (250 g)' });
    expect(units).toHaveValue('3');
    expect(form.getByRole('button', { name: 'Refund $123.45' })).toBeInTheDocument();
    await user.clear(units);
    await user.type(units, '1');
    await user.click(form.getByLabelText(/^Reason/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Not received' }));
    await user.click(form.getByRole('button', { name: 'Refund $41.15' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm refund' });
    expect(confirm).toHaveTextContent('Items: $41.15 (1 × Shea butter (250 g))');
    await user.click(within(confirm).getByRole('button', { name: 'Refund $41.15' }));
    expect(await screen.findByText(REFUND_TEXT.recorded)).toBeInTheDocument();
    const [post] = calls(fetchMock, `/api/sale/${SALE_ID}/refund`);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      items: [{ itemId: 'i1', qty: 1 }],
      shipping: 0,
      reason: 'not_received',
      restock: [],
    });
  });

  it('asks for a line or an amount when nothing is ticked', async () => {
    const user = userEvent.setup();
    const fetchMock = server(vendor, (url) => (url === `/api/sale/${SALE_ID}` ? jsonResponse(delivered()) : undefined));
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    const form = within(await openRefundDialog(user));
    await user.click(form.getByRole('button', { name: /^Refund/ }));
    expect(await form.findByRole('alert')).toHaveTextContent(REFUND_TEXT.nothingToRefund);
    expect(calls(fetchMock, `/api/sale/${SALE_ID}/refund`)).toHaveLength(0);
  });

  it('offers an amount first once every line is refunded, the lines then shown as refunded in full', async () => {
    const user = userEvent.setup();
    const linesDone = makeSale({
      status: 'Delivered',
      payoutState: 'awaiting_payout',
      nextStatuses: [],
      refundable: { amount: 2, shipping: 10, items: [{ itemId: 'i1', qty: 0, amount: 2 }] },
    });
    server(vendor, (url) => (url === `/api/sale/${SALE_ID}` ? jsonResponse(linesDone) : undefined));
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    const form = within(await openRefundDialog(user));
    expect(form.getByRole('radio', { name: 'As an amount (goodwill)' })).toBeChecked();
    await user.click(form.getByRole('radio', { name: 'By line and quantity' }));
    expect(form.getByRole('checkbox', { name: 'Shea butter (250 g)' })).toBeDisabled();
    expect(form.getByText('Refunded in full')).toBeInTheDocument();
  });

  it('makes a new Idempotency-Key for each opened dialog', async () => {
    const user = userEvent.setup();
    const fetchMock = server(vendor, (url, init) => {
      if (url === `/api/sale/${SALE_ID}/refund`) return jsonResponse(refunded(), 201);
      if (url === `/api/sale/${SALE_ID}` && init?.method !== 'POST') return jsonResponse(delivered());
      return undefined;
    });
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    for (const amount of ['1', '2']) {
      const form = within(await openRefundDialog(user));
      await user.type(form.getByRole('textbox', { name: 'Shipping amount' }), amount);
      await user.click(form.getByLabelText(/^Reason/, { selector: 'input' }));
      await user.click(await screen.findByRole('option', { name: 'Not received' }));
      await user.click(form.getByRole('button', { name: `Refund $${amount}.00` }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Confirm refund' })).getByRole('button', {
          name: `Refund $${amount}.00`,
        }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    const keys = calls(fetchMock, `/api/sale/${SALE_ID}/refund`).map(([, init]) =>
      new Headers(init?.headers).get('idempotency-key'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it("shows the server's refusal in the form: under its field, or above the buttons", async () => {
    const user = userEvent.setup();
    let answer = 0;
    server(vendor, (url, init) => {
      if (url === `/api/sale/${SALE_ID}/refund` && init?.method === 'POST') {
        answer += 1;
        return answer === 1
          ? jsonResponse({ errors: [{ msg: REFUND_TEXT.itemsTooHigh(2_000), param: 'amount' }] }, 400)
          : jsonResponse({ errors: [{ msg: REFUND_TEXT.restockTooMany('Shea butter', 0), param: 'restock' }] }, 400);
      }
      if (url === `/api/sale/${SALE_ID}`) return jsonResponse(delivered());
      return undefined;
    });
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    const form = within(await openRefundDialog(user));
    await user.click(form.getByRole('radio', { name: 'As an amount (goodwill)' }));
    await user.type(form.getByRole('textbox', { name: 'Items amount' }), '40');
    await user.click(form.getByLabelText(/^Reason/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Changed mind' }));
    for (const message of [REFUND_TEXT.itemsTooHigh(2_000), REFUND_TEXT.restockTooMany('Shea butter', 0)]) {
      await user.click(screen.getByRole('button', { name: 'Refund $40.00' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Confirm refund' })).getByRole('button', {
          name: 'Refund $40.00',
        }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Refund order #1024' });
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
      REFUND_TEXT.restockTooMany('Shea butter', 0),
    );
    expect(screen.queryByText(REFUND_TEXT.recorded)).not.toBeInTheDocument();
  });

  it('lists the refunds with their amounts, reason, note, stock, who, and the payout that deducts them', async () => {
    const paidOut = makeSale({
      status: 'Delivered',
      payoutState: 'paid_out',
      payout: { _id: 'p1', number: 1001, paidAt: '2025-03-08' },
      nextStatuses: [],
      refunded: 55,
      netAfterRefunds: 76.83,
      refundable: { amount: 78.45, shipping: 0, items: [{ itemId: 'i1', qty: 3, amount: 78.45 }] },
      refunds: [
        refund({
          _id: 'r1',
          items: [{ itemId: 'i1', name: 'Shea butter', qty: 1, amount: 40 }],
          afterPayout: true,
          deductedIn: { _id: 'p2', number: 1002, paidAt: null },
        }),
        refund({
          _id: 'r2',
          amount: 5,
          shipping: 10,
          total: 15,
          reason: 'not_received',
          note: '',
          restock: [],
          netChange: -14.73,
          afterPayout: true,
          deductedIn: null,
          by: { _id: staff._id, name: 'Kofi Mensah' },
          createdAt: '2025-03-09T02:00:00.000Z',
        }),
      ],
    });
    server(staff, (url) => (url === `/api/sale/${SALE_ID}` ? jsonResponse(paidOut) : undefined));
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    const [first, second] = within(refunds).getAllByRole('listitem');
    expect(first).toHaveTextContent('$40.00 refunded · Faulty');
    expect(first).toHaveTextContent("Items $40.00, shipping $0.00; vendor's net −$39.30");
    expect(first).toHaveTextContent('By line: 1 × Shea butter $40.00');
    expect(first).toHaveTextContent('Note: Lid cracked');
    expect(first).toHaveTextContent('Back in stock: 1 × Shea butter');
    expect(first).toHaveTextContent('By Amara Okafor');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Deducted from payout #1002' })).toHaveAttribute(
      'href',
      '/transaction/p2',
    );
    expect(second).toHaveTextContent('$15.00 refunded · Not received');
    expect(second).toHaveTextContent('To be deducted from the next payout');
    expect(second).toHaveTextContent('By Kofi Mensah');
    expect(second).toHaveTextContent('Items as an amount, apportioned over the lines');
    expect(second).not.toHaveTextContent('Note:');

    const money = screen.getByRole('region', { name: 'Money' });
    expect(rowOf(money, 'Refunded to the buyer')).toHaveTextContent('−$55.00');
    expect(rowOf(money, 'Net')).toHaveTextContent('$130.81What the payout paid');
    expect(rowOf(money, 'Net after refunds')).toHaveTextContent(
      '$76.83Refunds after the payout are deducted from the next payout',
    );
  });
});

describe('returns of the sale', { timeout: 30_000 }, () => {
  function makeReturn(overrides: Partial<ReturnDto> = {}): ReturnDto {
    return {
      _id: 'd0a80101-0000-4000-8000-000000000001',
      number: 7,
      status: 'refunded',
      reason: 'faulty',
      note: '',
      rejectionReason: '',
      saleId: SALE_ID,
      order: { _id: 'f0a80101-0000-4000-8000-000000000001', number: 1024, customer_name: 'Ada Obi' },
      vendor: { _id: vendor._id, displayName: 'Amara Crafts' },
      items: [{ saleItemId: 'i1', name: 'Shea butter', variant: '250 g', qty: 2, price: 41.15 }],
      amount: 82.3,
      openedBy: null,
      refund: null,
      nextStatuses: [],
      createdAt: '2025-03-07T02:00:00.000Z',
      updatedAt: '2025-03-08T02:00:00.000Z',
      ...overrides,
    };
  }

  it('tells about an open return in the refund dialog, and closes it as refunded with the refund when asked', async () => {
    const user = userEvent.setup();
    const open = makeReturn({ status: 'requested', refund: null, nextStatuses: ['approved', 'rejected', 'refunded'] });
    const fetchMock = server(vendor, (url, init) => {
      if (url === `/api/sale/${SALE_ID}/refund` && init?.method === 'POST') {
        return jsonResponse(makeSale({ status: 'Delivered', nextStatuses: [] }), 201);
      }
      if (url === `/api/sale/${SALE_ID}`) return jsonResponse(makeSale({ status: 'Delivered', nextStatuses: [] }));
      if (url === SALE_RETURNS) return jsonResponse({ items: [open], total: 1, page: 1, limit: 100 });
      return undefined;
    });
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const form = within(await screen.findByRole('dialog', { name: 'Refund order #1024' }));
    expect(await form.findByText('Return #7 is open')).toBeInTheDocument();
    expect(form.getByText(/The buyer asked to return 2 × Shea butter \(\$82\.30\)/)).toBeInTheDocument();
    await user.click(form.getByRole('checkbox', { name: 'Close return #7 as refunded with this refund' }));
    await user.click(form.getByRole('radio', { name: 'As an amount (goodwill)' }));
    await user.type(form.getByRole('textbox', { name: 'Items amount' }), '82.30');
    await user.click(form.getByLabelText(/^Reason/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Faulty' }));
    await user.click(form.getByRole('button', { name: 'Refund $82.30' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm refund' });
    expect(confirm).toHaveTextContent('Closes return #7 as refunded');
    await user.click(within(confirm).getByRole('button', { name: 'Refund $82.30' }));
    await waitFor(() => expect(calls(fetchMock, `/api/sale/${SALE_ID}/refund`)).toHaveLength(1));
    const body = JSON.parse(String(calls(fetchMock, `/api/sale/${SALE_ID}/refund`)[0]?.[1]?.body));
    expect(body).toMatchObject({ amount: 82.3, reason: 'faulty', closeReturnId: open._id });
  });

  it('lists them with their status, items, amount and date, each linking to its return', async () => {
    const requested = makeReturn({
      _id: 'd0a80101-0000-4000-8000-000000000002',
      number: 8,
      status: 'requested',
      items: [{ saleItemId: 'i1', name: 'Shea butter', variant: '250 g', qty: 1, price: 41.15 }],
      amount: 41.15,
      createdAt: '2025-03-09T02:00:00.000Z',
    });
    const fetchMock = server(vendor, (url) => {
      if (url === `/api/sale/${SALE_ID}`) return jsonResponse(makeSale({ status: 'Delivered', nextStatuses: [] }));
      if (url === SALE_RETURNS)
        return jsonResponse({ items: [requested, makeReturn()], total: 2, page: 1, limit: 100 });
      return undefined;
    });
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    const returns = await screen.findByRole('region', { name: 'Returns' });
    expect(calls(fetchMock, SALE_RETURNS)).toHaveLength(1);
    const [, newest, oldest] = within(returns).getAllByRole('row') as HTMLElement[];
    expect(within(newest as HTMLElement).getByRole('link', { name: '#8' })).toHaveAttribute(
      'href',
      '/returns/d0a80101-0000-4000-8000-000000000002',
    );
    for (const text of ['Requested', '1 × Shea butter (250 g)', '$41.15', '09/03/2025']) {
      expect(within(newest as HTMLElement).getByText(text)).toBeInTheDocument();
    }
    expect(within(oldest as HTMLElement).getByRole('link', { name: '#7' })).toHaveAttribute(
      'href',
      '/returns/d0a80101-0000-4000-8000-000000000001',
    );
    for (const text of ['Refunded', '2 × Shea butter (250 g)', '$82.30', '07/03/2025']) {
      expect(within(oldest as HTMLElement).getByText(text)).toBeInTheDocument();
    }
    // One sale is one vendor's: no vendor column.
    expect(within(returns).queryByRole('columnheader', { name: 'Vendor' })).not.toBeInTheDocument();
  });

  it("lists the sale's cases with their reason and status, each linking to its case", async () => {
    const kase = {
      id: 'c0a80101-0000-4000-8000-000000000001',
      number: 7001,
      status: 'escalated',
      reason: 'damaged_or_faulty',
      saleId: SALE_ID,
      order: { id: 'o1', number: 1024, customerName: 'Esi Mensah' },
      vendor: { id: vendor._id, displayName: 'Amara Crafts' },
      openedAt: '2025-03-09T02:00:00.000Z',
      respondBy: '2025-03-11T13:00:00.000Z',
      firstResponseAt: null,
      resolution: null,
      resolutionNote: '',
      resolvedAt: null,
      escalatedAt: '2025-03-11T13:00:00.000Z',
      decision: null,
      decisionReason: '',
      decidedAt: null,
      refund: null,
      returnId: null,
    };
    server(vendor, (url) => {
      if (url === `/api/sale/${SALE_ID}`) return jsonResponse(makeSale({ status: 'Delivered', nextStatuses: [] }));
      if (url === SALE_CASES) return jsonResponse({ items: [kase], nextCursor: null });
      return undefined;
    });
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    const cases = await screen.findByRole('region', { name: 'Cases' });
    const [, row] = within(cases).getAllByRole('row') as HTMLElement[];
    expect(within(row as HTMLElement).getByRole('link', { name: '#7001' })).toHaveAttribute(
      'href',
      `/cases/${kase.id}`,
    );
    for (const text of ['Damaged or faulty', 'Escalated', '09/03/2025']) {
      expect(within(row as HTMLElement).getByText(text)).toBeInTheDocument();
    }
  });

  it('shows no Returns section when the sale has none', async () => {
    const fetchMock = server(vendor, (url) => (url === `/api/sale/${SALE_ID}` ? jsonResponse(makeSale()) : undefined));
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Sale #1024' });
    expect(calls(fetchMock, SALE_RETURNS)).toHaveLength(1);
    // Once the answer (no return) is in, there is still no section.
    await waitFor(() => expect(queryClient.getQueryState(returnKeys.of({ saleId: SALE_ID }))?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: 'Returns' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Status history' })).toBeInTheDocument();
  });
});

describe('the packing bench', { timeout: 30_000 }, () => {
  const OTHER_ID = 'e0a80101-0000-4000-8000-000000000002';
  const other = () =>
    makeSale({ _id: OTHER_ID, order_id: { ...makeSale().order_id, number: 1025, customer_name: 'Kwame Asante' } });
  const pdf = (name: string) =>
    new Response('%PDF-1.7 slips', {
      headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}"` },
    });

  it('prints the ticked sales as one PDF of packing slips', async () => {
    const user = userEvent.setup();
    const fetchMock = server(vendor, (url) => {
      if (url.startsWith('/api/sale/mySales?')) return jsonResponse(page([makeSale(), other()]));
      return url === '/api/sale/packing-slips.pdf' ? pdf('packing-slips-2.pdf') : undefined;
    });
    const saved = captureSavedFiles();
    renderRoutes(appRoutes, '/sale');
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'Print packing slips' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select sale #1024' }));
    expect(screen.getByRole('checkbox', { name: 'Select every sale on this page' })).toHaveProperty(
      'indeterminate',
      true,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select sale #1025' }));
    await user.click(screen.getByRole('button', { name: 'Print packing slips (2)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('packing-slips-2.pdf');
    const [printed] = calls(fetchMock, '/api/sale/packing-slips.pdf');
    expect(printed?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(printed?.[1]?.body))).toEqual({ saleIds: [SALE_ID, OTHER_ID] });
  });

  it('selects every Processing sale, reading the list along its cursor', async () => {
    const user = userEvent.setup();
    const fetchMock = server(vendor, (url) => {
      if (url === '/api/sale/mySales?page=1&limit=10&sort=newest') return jsonResponse(page([makeSale()]));
      if (url === '/api/sale/mySales?limit=100&status=Processing&sort=oldest') {
        return jsonResponse({ ...page([makeSale({ status: 'Processing' })]), nextCursor: 'c1' });
      }
      if (url === '/api/sale/mySales?limit=100&status=Processing&sort=oldest&cursor=c1') {
        return jsonResponse({ ...page([{ ...other(), status: 'Processing' }]), nextCursor: null });
      }
      return url === '/api/sale/packing-slips.pdf' ? pdf('packing-slips-2.pdf') : undefined;
    });
    captureSavedFiles();
    renderRoutes(appRoutes, '/sale');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Select all Processing sales' }));
    expect(await screen.findByText('2 Processing sales selected.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select sale #1024' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Print packing slips (2)' }));
    await waitFor(() => expect(calls(fetchMock, '/api/sale/packing-slips.pdf')).toHaveLength(1));
    const [printed] = calls(fetchMock, '/api/sale/packing-slips.pdf');
    expect(JSON.parse(String(printed?.[1]?.body))).toEqual({ saleIds: [SALE_ID, OTHER_ID] });
  });

  it('downloads the packing slip of a sale and links its tracking number to the carrier', async () => {
    const user = userEvent.setup();
    const url = 'https://startrack.com.au/track/details/ST42';
    const shipped = makeSale({
      status: 'Shipped',
      tracking_number: 'ST42',
      carrier: 'StarTrack',
      trackingUrl: url,
      nextStatuses: ['Shipped', 'Delivered'],
    });
    server(vendor, (called) => {
      if (called === `/api/sale/${SALE_ID}`) return jsonResponse(shipped);
      return called === `/api/sale/${SALE_ID}/packing-slip.pdf` ? pdf('packing-slip-1024.pdf') : undefined;
    });
    const saved = captureSavedFiles();
    renderRoutes(appRoutes, `/sale/${SALE_ID}`);
    await screen.findByRole('heading', { name: 'Sale #1024' });
    const link = screen.getByRole('link', { name: /^ST42 ?\(track with StarTrack, opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', url);
    await user.click(screen.getByRole('button', { name: 'Packing slip' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('packing-slip-1024.pdf');
  });
});
