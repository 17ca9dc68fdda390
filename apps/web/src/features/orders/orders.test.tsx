import { type OrderDto, type Paginated, type PublicUser, RETURN_TEXT, type ReturnDto, SALES_TEXT } from '@soko/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { jsonResponse, makeSuperAdmin, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { returnKeys } from '../returns/index.ts';

beforeAll(async () => {
  await import('../../app/layout/app-layout.tsx');
  await import('./pages/order-list-page.tsx');
  await import('./pages/order-detail-page.tsx');
});

const staff = makeSuperAdmin();
const ORDER_ID = 'f0a80101-0000-4000-8000-000000000001';
const SALE_A = 'e0a80101-0000-4000-8000-00000000000a';
const SALE_B = 'e0a80101-0000-4000-8000-00000000000b';
/** The order page's own returns (none unless a test says so). */
const ORDER_RETURNS = `/api/returns?orderId=${ORDER_ID}&limit=100`;

function makeOrder(overrides: Partial<OrderDto> = {}): OrderDto {
  const amara = { _id: 'v1', displayName: 'Amara Crafts' };
  const kofi = { _id: 'v2', displayName: 'Kofi Foods' };
  return {
    _id: ORDER_ID,
    number: 1024,
    customer_name: 'Ada Obi',
    customer_email: 'ada@example.com',
    customer_phone: '0411222333',
    transaction_id: 'tx_889',
    payment_method: 'Card',
    delivery_address: {
      unit: '',
      c_address: '12 George St',
      suburb: 'Parramatta',
      state: 'NSW',
      country: 'Australia',
      postcode: '2150',
    },
    products: [
      {
        _id: 'i1',
        productId: 'p1',
        name: 'Shea butter',
        variant: '250 g',
        image: '/uploads/products/shea-thumb.webp',
        qty: 3,
        price: 41.15,
        gstFree: false,
        vendor: amara,
      },
      {
        _id: 'i2',
        productId: 'p2',
        name: 'Suya spice',
        variant: '',
        image: null,
        qty: 2,
        price: 7.5,
        gstFree: true,
        vendor: kofi,
      },
    ],
    status: 'Processing',
    shippingFee: 15,
    subtotal: 138.45,
    amount: 153.45,
    refunded: 0,
    sales: [
      {
        _id: SALE_A,
        vendorId: amara,
        status: 'Shipped',
        tracking_number: 'AP123',
        trackingUrl: 'https://auspost.com.au/mypost/track/details/AP123',
        price: 123.45,
        shippingFee: 10,
        subtotal: 133.45,
        refunded: 0,
      },
      {
        _id: SALE_B,
        vendorId: kofi,
        status: 'Processing',
        tracking_number: '',
        trackingUrl: null,
        price: 15,
        shippingFee: 5,
        subtotal: 20,
        refunded: 0,
      },
    ],
    createdAt: '2025-03-05T02:00:00.000Z',
    ...overrides,
  };
}

function page(items: OrderDto[], total = items.length): Paginated<OrderDto> {
  return { items, total, page: 1, limit: 10 };
}

type Handler = (url: string, init: RequestInit | undefined) => Response | undefined;

function server(user: PublicUser, handler: Handler) {
  localStorage.setItem('token', 'test-token');
  return mockFetch((url, init) => {
    if (url === '/api/authVendor') return jsonResponse({ user });
    if (url === '/api/message/unread-count') return jsonResponse({ unread: 0 });
    const answer = handler(url, init);
    if (answer) return answer;
    if (url === ORDER_RETURNS) return jsonResponse({ items: [], total: 0, page: 1, limit: 100 });
    return jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
  });
}

function rowOf(table: HTMLElement, label: string) {
  return within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
}

describe('order list', { timeout: 30_000 }, () => {
  it('shows the orders: number, customer, date, items, amount and status', async () => {
    const fetchMock = server(staff, (url) =>
      url.startsWith('/api/order/list?') ? jsonResponse(page([makeOrder()])) : undefined,
    );
    renderRoutes(appRoutes, '/order');
    const table = await screen.findByRole('table');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/order/list?page=1&limit=10');
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: '#1024' })).toHaveAttribute('href', `/order/${ORDER_ID}`);
    for (const text of ['Ada Obi', '05/03/2025', '5', '$153.45', 'Processing']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
  });

  it('says No Order yet when there are none', async () => {
    server(staff, (url) => (url.startsWith('/api/order/list?') ? jsonResponse(page([])) : undefined));
    renderRoutes(appRoutes, '/order');
    expect(await screen.findByText(SALES_TEXT.noOrder)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('searches on the server', async () => {
    const user = userEvent.setup();
    const fetchMock = server(staff, (url) =>
      url.startsWith('/api/order/list?') ? jsonResponse(page([makeOrder()])) : undefined,
    );
    const router = renderRoutes(appRoutes, '/order');
    await screen.findByRole('table');
    await user.type(screen.getByRole('textbox', { name: /^Search/ }), '1024');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/order/list?page=1&limit=10&q=1024'),
    );
    expect(router.state.location.search).toBe('?q=1024');
  });

  it('is for the super admin only', async () => {
    server(makeUser(), () => undefined);
    const router = renderRoutes(appRoutes, '/order');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/order'));
  });
});

describe('order list past its numbered pages', { timeout: 30_000 }, () => {
  it('reads along the cursor in the address, and goes on with Next results', async () => {
    const user = userEvent.setup();
    const fetchMock = server(staff, (url) =>
      url.startsWith('/api/order/list?')
        ? jsonResponse({ ...page([makeOrder()], 10_000), totalCapped: true, nextCursor: 'c-2' })
        : undefined,
    );
    const router = renderRoutes(appRoutes, '/order?after=c-1');
    expect(await screen.findByRole('table', { name: '10,000+ orders' })).toBeInTheDocument();
    const listUrls = () =>
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/order/list?'));
    expect(listUrls()).toEqual(['/api/order/list?cursor=c-1&limit=10']);
    await user.click(screen.getByRole('button', { name: 'Next results' }));
    await waitFor(() => expect(listUrls().at(-1)).toBe('/api/order/list?cursor=c-2&limit=10'));
    expect(router.state.location.search).toBe('?after=c-2');
  });
});

describe('order detail', { timeout: 30_000 }, () => {
  it('shows the customer, address, products, totals and the sale of each vendor', async () => {
    server(staff, (url) => (url === `/api/order/${ORDER_ID}` ? jsonResponse(makeOrder()) : undefined));
    renderRoutes(appRoutes, `/order/${ORDER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #1024' })).toBeInTheDocument();

    const customer = within(screen.getByRole('region', { name: 'Customer' }));
    for (const text of ['Ada Obi', 'ada@example.com', '0411222333', 'Card', 'tx_889']) {
      expect(customer.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Delivery address' })).toHaveTextContent(
      '12 George StParramatta NSW 2150Australia',
    );

    const products = within(screen.getByRole('region', { name: 'Products' }));
    const [, shea, suya] = products.getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(shea).getByRole('img', { name: 'Shea butter' })).toBeInTheDocument();
    for (const text of ['3', '$41.15']) expect(within(shea).getByText(text)).toBeInTheDocument();
    // The vendor shows in its column, and under the name on a phone (where the column is hidden).
    expect(within(shea).getAllByText('Amara Crafts')).toHaveLength(2);
    for (const text of ['Suya spice', '2', '$7.50', 'No image']) {
      expect(within(suya).getByText(text)).toBeInTheDocument();
    }
    expect(within(suya).getAllByText('Kofi Foods')).toHaveLength(2);

    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(rowOf(totals, 'Subtotal')).toHaveTextContent('$138.45');
    expect(rowOf(totals, 'Shipping fee')).toHaveTextContent('$15.00');
    expect(rowOf(totals, 'Amount paid')).toHaveTextContent('$153.45');

    const sales = within(screen.getByRole('region', { name: 'Sales by vendor' }));
    expect(sales.getByRole('link', { name: 'View sale of Amara Crafts' })).toHaveAttribute('href', `/sale/${SALE_A}`);
    expect(sales.getByRole('link', { name: 'View sale of Kofi Foods' })).toHaveAttribute('href', `/sale/${SALE_B}`);
    const [, first] = sales.getAllByRole('row') as [HTMLElement, HTMLElement];
    for (const text of ['Shipped', 'AP123', '$133.45']) expect(within(first).getByText(text)).toBeInTheDocument();
    expect(within(totals).queryByRole('rowheader', { name: 'Refunded' })).not.toBeInTheDocument();
  });

  it('shows what was refunded, in all and by vendor, and what the customer finally paid', async () => {
    const order = makeOrder();
    const [amara, kofi] = order.sales as [OrderDto['sales'][number], OrderDto['sales'][number]];
    const refunded = makeOrder({ refunded: 20, sales: [{ ...amara, refunded: 20 }, kofi] });
    server(staff, (url) => (url === `/api/order/${ORDER_ID}` ? jsonResponse(refunded) : undefined));
    renderRoutes(appRoutes, `/order/${ORDER_ID}`);
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(rowOf(totals, 'Amount paid')).toHaveTextContent('$153.45');
    expect(rowOf(totals, 'Refunded')).toHaveTextContent('−$20.00');
    expect(rowOf(totals, 'Paid after refunds')).toHaveTextContent('$133.45');
    const sales = within(screen.getByRole('region', { name: 'Sales by vendor' }));
    const [, first, second] = sales.getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText('−$20.00')).toBeInTheDocument();
    // No tracking number yet, and nothing refunded.
    expect(within(second).getAllByText('—')).toHaveLength(2);
  });
});

describe('returns of the order', { timeout: 30_000 }, () => {
  function makeReturn(overrides: Partial<ReturnDto>): ReturnDto {
    return {
      _id: 'd0a80101-0000-4000-8000-000000000001',
      number: 7,
      status: 'requested',
      reason: 'faulty',
      note: '',
      rejectionReason: '',
      saleId: SALE_A,
      order: { _id: ORDER_ID, number: 1024, customer_name: 'Ada Obi' },
      vendor: { _id: 'v1', displayName: 'Amara Crafts' },
      items: [{ saleItemId: 'i1', name: 'Shea butter', variant: '250 g', qty: 2, price: 41.15 }],
      amount: 82.3,
      openedBy: null,
      refund: null,
      nextStatuses: [],
      createdAt: '2025-03-07T02:00:00.000Z',
      updatedAt: '2025-03-07T02:00:00.000Z',
      ...overrides,
    };
  }

  it("lists every vendor's returns of the order with vendor, status, items, amount and date", async () => {
    const kofi = makeReturn({
      _id: 'd0a80101-0000-4000-8000-000000000002',
      number: 8,
      status: 'refunded',
      saleId: SALE_B,
      vendor: { _id: 'v2', displayName: 'Kofi Foods' },
      items: [{ saleItemId: 'i2', name: 'Suya spice', variant: '', qty: 1, price: 7.5 }],
      amount: 7.5,
      createdAt: '2025-03-09T02:00:00.000Z',
    });
    const fetchMock = server(staff, (url) => {
      if (url === `/api/order/${ORDER_ID}`) return jsonResponse(makeOrder());
      if (url === ORDER_RETURNS) return jsonResponse({ items: [kofi, makeReturn({})], total: 2, page: 1, limit: 100 });
      return undefined;
    });
    renderRoutes(appRoutes, `/order/${ORDER_ID}`);
    const returns = await screen.findByRole('region', { name: 'Returns' });
    expect(fetchMock.mock.calls.filter(([url]) => url === ORDER_RETURNS)).toHaveLength(1);
    expect(within(returns).getByRole('columnheader', { name: 'Vendor' })).toBeInTheDocument();
    const [, newest, oldest] = within(returns).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(newest).getByRole('link', { name: '#8' })).toHaveAttribute(
      'href',
      '/returns/d0a80101-0000-4000-8000-000000000002',
    );
    for (const text of ['Kofi Foods', 'Refunded', '1 × Suya spice', '$7.50', '09/03/2025']) {
      expect(within(newest).getByText(text)).toBeInTheDocument();
    }
    expect(within(oldest).getByRole('link', { name: '#7' })).toHaveAttribute(
      'href',
      '/returns/d0a80101-0000-4000-8000-000000000001',
    );
    for (const text of ['Amara Crafts', 'Requested', '2 × Shea butter (250 g)', '$82.30', '07/03/2025']) {
      expect(within(oldest).getByText(text)).toBeInTheDocument();
    }
  });

  it('shows no Returns section when the order has none', async () => {
    const fetchMock = server(staff, (url) =>
      url === `/api/order/${ORDER_ID}` ? jsonResponse(makeOrder()) : undefined,
    );
    renderRoutes(appRoutes, `/order/${ORDER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Order #1024' });
    expect(fetchMock.mock.calls.filter(([url]) => url === ORDER_RETURNS)).toHaveLength(1);
    // Once the answer (no return) is in, there is still no section.
    await waitFor(() =>
      expect(queryClient.getQueryState(returnKeys.of({ orderId: ORDER_ID }))?.status).toBe('success'),
    );
    expect(screen.queryByRole('region', { name: 'Returns' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sales by vendor' })).toBeInTheDocument();
  });
});

describe('opening a return for the buyer', { timeout: 30_000 }, () => {
  const base = makeOrder();
  const [amaraSale, kofiSale] = base.sales as [OrderDto['sales'][number], OrderDto['sales'][number]];
  const [shea, suya] = base.products as [OrderDto['products'][number], OrderDto['products'][number]];
  const SHEA_ITEM = 'b0a80101-0000-4000-8000-000000000001';
  // Amara's part is delivered, Kofi's is not: only Amara's item can go back.
  const delivered = makeOrder({
    products: [{ ...shea, _id: SHEA_ITEM }, suya],
    sales: [{ ...amaraSale, status: 'Delivered' }, kofiSale],
  });
  const opened = {
    _id: 'r1',
    number: 7,
    vendor: { _id: 'v1', displayName: 'Amara Crafts' },
  } as ReturnDto;

  function returnServer(answer: () => Response) {
    return server(staff, (url, init) => {
      if (url === `/api/order/${ORDER_ID}`) return jsonResponse(delivered);
      if (url === `/api/order/${ORDER_ID}/returns` && init?.method === 'POST') return answer();
      return undefined;
    });
  }

  function posts(fetchMock: ReturnType<typeof mockFetch>) {
    return fetchMock.mock.calls
      .filter(([url]) => url === `/api/order/${ORDER_ID}/returns`)
      .map(([, init]) => ({
        body: JSON.parse(String(init?.body)),
        key: new Headers(init?.headers).get('idempotency-key'),
      }));
  }

  it('is offered only once a part of the order is delivered', async () => {
    server(staff, (url) => (url === `/api/order/${ORDER_ID}` ? jsonResponse(makeOrder()) : undefined));
    renderRoutes(appRoutes, `/order/${ORDER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Order #1024' });
    expect(screen.queryByRole('button', { name: 'Open a return' })).not.toBeInTheDocument();
  });

  it('sends the delivered items, the reason and the note with one Idempotency-Key per dialog', async () => {
    const user = userEvent.setup();
    const fetchMock = returnServer(() => jsonResponse({ returns: [opened] }, 201));
    renderRoutes(appRoutes, `/order/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Open a return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a return for order #1024' });
    expect(within(dialog).queryByRole('textbox', { name: /Suya spice/ })).not.toBeInTheDocument();

    // Nothing is sent without an item and a reason.
    await user.click(within(dialog).getByRole('button', { name: 'Open return' }));
    expect(await within(dialog).findByText('Choose at least one item to return')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose a reason')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([]);

    const shea = within(dialog).getByRole('textbox', { name: /^Shea butter \(250 g\), Amara Crafts/ });
    await user.clear(shea);
    await user.type(shea, '2');
    await user.click(within(dialog).getByLabelText(/^Reason/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Faulty' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Note/ }), 'Lid cracked');
    await user.click(within(dialog).getByRole('button', { name: 'Open return' }));
    expect(await screen.findByText('Return #7 for Amara Crafts')).toBeInTheDocument();
    const [first] = posts(fetchMock);
    expect(first?.body).toEqual({ items: [{ saleItemId: SHEA_ITEM, qty: 2 }], reason: 'faulty', note: 'Lid cracked' });
    expect(first?.key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The order's returns are asked for again, to list the new one.
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === ORDER_RETURNS)).toHaveLength(2));

    // Another dialog is another return: a fresh key.
    await user.click(screen.getByRole('button', { name: 'Open a return' }));
    const next = await screen.findByRole('dialog', { name: 'Open a return for order #1024' });
    const again = within(next).getByRole('textbox', { name: /^Shea butter/ });
    await user.clear(again);
    await user.type(again, '1');
    await user.click(within(next).getByLabelText(/^Reason/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Changed mind' }));
    await user.click(within(next).getByRole('button', { name: 'Open return' }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(2));
    expect(posts(fetchMock)[1]?.key).not.toBe(first?.key);
  });

  it("shows the server's refusal in the dialog", async () => {
    const user = userEvent.setup();
    const message = RETURN_TEXT.tooMany('Shea butter', 1);
    returnServer(() => jsonResponse({ errors: [{ msg: message }] }, 400));
    renderRoutes(appRoutes, `/order/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Open a return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a return for order #1024' });
    const shea = within(dialog).getByRole('textbox', { name: /^Shea butter/ });
    await user.clear(shea);
    await user.type(shea, '3');
    await user.click(within(dialog).getByLabelText(/^Reason/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Faulty' }));
    await user.click(within(dialog).getByRole('button', { name: 'Open return' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(message);
  });
});
