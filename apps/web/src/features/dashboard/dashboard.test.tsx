import {
  DASHBOARD_CHART_DAYS,
  type DashboardDto,
  type PublicUser,
  ROLE_VENDOR_MEMBER,
  VENDOR_TEAM_ROLE_PERMISSIONS,
  type WorkQueueDto,
} from '@soko/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { jsonResponse, makeStaff, makeSuperAdmin, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';

beforeAll(async () => {
  await import('../../app/layout/app-layout.tsx');
  await import('./pages/dashboard-page.tsx');
  await import('./components/sales-chart.tsx');
  await import('../products/pages/product-list-page.tsx');
});

/** The last 30 days, YYYY-MM-DD, with sales on two of them. */
function chart(): DashboardDto['chart'] {
  return Array.from({ length: DASHBOARD_CHART_DAYS }, (_, index) => {
    const day = String(index + 1).padStart(2, '0');
    if (index === 4) return { date: `2025-03-${day}`, sales: 2, amount: 133.45, earnings: 130.81 };
    if (index === 9) return { date: `2025-03-${day}`, sales: 1, amount: 20.1, earnings: 19.45 };
    return { date: `2025-03-${day}`, sales: 0, amount: 0, earnings: 0 };
  });
}

function makeDashboard(overrides: Partial<DashboardDto> = {}): DashboardDto {
  return {
    earnings: 1234.56,
    refunded: 45.5,
    returnsWaiting: 2,
    netWorth: 9876.5,
    unreadMessages: 3,
    products: [
      { _id: 'p1', name: 'Kente scarf', stock: 4, approved: true, price: 50, sales: true, salesPrice: 40 },
      { _id: 'p2', name: 'Suya spice', stock: 12, approved: false, price: 7.5, sales: false, salesPrice: 0 },
    ],
    latestOrders: [
      {
        _id: 's1',
        href: '/sale/s1',
        number: 1024,
        total: 123.45,
        payment_method: 'Card',
        status: 'Not processed',
        createdAt: '',
      },
      {
        _id: 's2',
        href: '/sale/s2',
        number: 1023,
        total: 20,
        payment_method: 'PayPal',
        status: 'Delivered',
        createdAt: '',
      },
      {
        _id: 's3',
        href: '/sale/s3',
        number: 1022,
        total: 9.99,
        payment_method: 'Card',
        status: 'Shipped',
        createdAt: '',
      },
    ],
    chart: chart(),
    ...overrides,
  };
}

// jsdom lays nothing out; the chart's container gets a size so that recharts draws it.
beforeEach(() => {
  const measure = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('recharts-responsive-container') ? new DOMRect(0, 0, 600, 260) : measure.call(this);
  });
});

const RETURNS_WAITING = '/api/returns?status=requested&limit=1';
// The shell's own calls: the signed-in user, the unread messages, returns waiting and the notification bell.
const LAYOUT_CALLS = new Set([
  '/api/authVendor',
  '/api/message/unread-count',
  RETURNS_WAITING,
  '/api/notifications?limit=20',
]);

const NOTHING_WAITING: WorkQueueDto = {
  documentsWaiting: 0,
  vendorChangesWaiting: 0,
  productsWaiting: 0,
  revisionsWaiting: 0,
  overdueSales: { count: 0, placedUpTo: '2025-03-02' },
  vendorsOwed: { vendors: 0, net: 0 },
  returnsWaiting: 0,
  casesEscalated: 0,
  vendorsOverLimit: 0,
};

function server(user: PublicUser, dashboard: () => Response | Promise<Response>, work: WorkQueueDto = NOTHING_WAITING) {
  localStorage.setItem('token', 'test-token');
  return mockFetch((url) => {
    if (url === '/api/authVendor') return jsonResponse({ user });
    if (url === '/api/message/unread-count') return jsonResponse({ unread: 3 });
    if (url === RETURNS_WAITING) return jsonResponse({ items: [], total: 2, page: 1, limit: 1 });
    if (url === '/api/dashboard') return dashboard();
    if (url === '/api/dashboard/work' && user.role !== 1) return jsonResponse(work);
    if (url === '/api/payouts/forecast' && user.role === 1) {
      return jsonResponse({
        nextDate: '2026-12-14',
        amount: 412.3,
        sales: { count: 7, net: 432.3 },
        deductions: { count: 1, net: -20 },
        belowMinimum: false,
        minimum: 50,
        holdDays: 2,
      });
    }
    // The two-step verification nudge asks on its own.
    if (url === `/api/user/${user._id}/2fa`)
      return jsonResponse({ methods: [], recoveryCodesLeft: 0, required: false });
    return jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
  });
}

function card(name: string) {
  return screen.getByRole('region', { name });
}

describe('dashboard', { timeout: 30_000 }, () => {
  it("shows a vendor's figures, products and latest orders from one request", async () => {
    const fetchMock = server(makeUser(), () => jsonResponse(makeDashboard()));
    renderRoutes(appRoutes, '/dashboard');
    expect(await screen.findByText('Welcome, Amara')).toBeInTheDocument();
    const earnings = await screen.findByRole('region', { name: 'Earnings all time' });
    expect(earnings).toHaveTextContent('$1,234.56');
    expect(earnings).toHaveTextContent('Your net (after fees) from sales not cancelled');
    expect(earnings).toHaveTextContent('Refunded to buyers: $45.50');
    expect(card('Products net worth')).toHaveTextContent('$9,876.50');
    const messages = card('New Messages');
    expect(messages).toHaveTextContent('3');
    expect(within(messages).getByRole('link', { name: 'Go to inbox' })).toHaveAttribute('href', '/messages/inbox');
    expect(within(card('Returns')).getByRole('link', { name: 'Returns waiting: 2' })).toHaveAttribute(
      'href',
      '/returns?status=requested',
    );

    const products = within(card('Products'));
    const [, kente, suya] = products.getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(kente).getByText('Active')).toBeInTheDocument();
    expect(within(kente).getByText('$40.00')).toBeInTheDocument();
    expect(within(kente).getByText('$50.00')).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(suya).getByText('Pending')).toBeInTheDocument();
    expect(within(suya).getByText('$7.50')).not.toHaveStyle({ textDecoration: 'line-through' });

    const orders = within(card('Latest Orders'));
    const [, first, second, third] = orders.getAllByRole('row') as HTMLElement[];
    expect(within(first as HTMLElement).getByRole('link', { name: '#1024' })).toHaveAttribute('href', '/sale/s1');
    expect(first).toHaveTextContent('$123.45');
    expect(first).toHaveTextContent('Card');
    const badgeColour = (row: HTMLElement | undefined, status: string) =>
      within(row as HTMLElement)
        .getByText(status)
        .closest('.mantine-Badge-root')
        ?.getAttribute('style');
    expect(badgeColour(first, 'Not processed')).toContain('--badge-bg: var(--mantine-color-red-9)');
    expect(badgeColour(second, 'Delivered')).toContain('--badge-bg: var(--mantine-color-brand-7)');
    expect(badgeColour(third, 'Shipped')).toContain('--badge-bg: var(--mantine-color-yellow-4)');
    // Dark text on the yellow badge, white on the others (WCAG AA).
    expect(badgeColour(third, 'Shipped')).toContain('--badge-color: var(--mantine-color-black)');
    expect(badgeColour(first, 'Not processed')).toContain('--badge-color: var(--mantine-color-white)');
    expect(orders.getByRole('link', { name: 'View All Orders' })).toHaveAttribute('href', '/sale');

    const dashboardCalls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => !LAYOUT_CALLS.has(url) && !url.endsWith('/2fa'));
    // The figures in one request; the next payout, stock and service standards cards ask for their own.
    expect(dashboardCalls.sort()).toEqual([
      '/api/dashboard',
      '/api/payouts/forecast',
      '/api/product/stock-counts',
      '/api/standards',
    ]);
    expect(await screen.findByRole('region', { name: 'Next payout' })).toHaveTextContent(
      'Next payout: about $412.30 on 14/12/2026',
    );
    expect(card('Next payout')).toHaveTextContent(
      '7 delivered sales, 2 days after delivery, less refunds after earlier payouts.',
    );
  });

  it('nudges a vendor without two-step verification to set it up', async () => {
    server(makeUser(), () => jsonResponse(makeDashboard()));
    renderRoutes(appRoutes, '/dashboard');
    expect(await screen.findByText('Protect your payouts with two-step verification')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set it up' })).toHaveAttribute('href', '/settings/security');
  });

  it('names the chart and gives its figures as text and, on request, as a table', async () => {
    const user = userEvent.setup();
    server(makeSuperAdmin(), () => jsonResponse(makeDashboard()));
    renderRoutes(appRoutes, '/dashboard');
    const overview = await screen.findByRole('region', { name: 'Sales and earnings, last 30 days' });
    expect(overview).toHaveAccessibleDescription('3 sales worth $153.55; marketplace fees $150.26.');
    expect(card('Earnings all time')).toHaveTextContent("The marketplace's fees on every sale not cancelled");
    const chartImage = await within(overview).findByRole('img', { name: /^Chart of sales and earnings/ });
    await waitFor(() => expect(chartImage.querySelector('svg.recharts-surface')).not.toBeNull());
    expect(chartImage).toHaveTextContent(/Sales.*Earnings/);

    const toggle = within(overview).getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(overview).queryByRole('table')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const rows = within(within(overview).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(DASHBOARD_CHART_DAYS + 1);
    expect(rows[5]).toHaveTextContent('05/032$133.45$130.81');
  });

  it('shows staff the work waiting for them, each count linking to its list', async () => {
    server(makeSuperAdmin(), () => jsonResponse(makeDashboard()), {
      documentsWaiting: 1,
      vendorChangesWaiting: 0,
      productsWaiting: 2,
      revisionsWaiting: 1,
      overdueSales: { count: 3, placedUpTo: '2025-03-02' },
      vendorsOwed: { vendors: 0, net: 0 },
      returnsWaiting: 4,
      casesEscalated: 0,
      vendorsOverLimit: 0,
    });
    renderRoutes(appRoutes, '/dashboard');
    const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
    expect(await within(waiting).findByRole('link', { name: '2 products waiting' })).toHaveAttribute(
      'href',
      '/product?approval=pending',
    );
    expect(within(waiting).getByRole('link', { name: '1 product with changes waiting for review' })).toHaveAttribute(
      'href',
      '/product?approval=revision',
    );
    expect(within(waiting).getByRole('link', { name: '1 vendor’s documents waiting for review' })).toHaveAttribute(
      'href',
      '/vendors/verification',
    );
    expect(
      within(waiting).getByRole('link', { name: '3 sales not processed for over 2 business days' }),
    ).toHaveAttribute('href', '/sale?status=Not+processed&to=2025-03-02');
    expect(within(waiting).getByRole('link', { name: '4 returns waiting for a decision' })).toHaveAttribute(
      'href',
      '/returns?status=requested',
    );
    // Nothing owed: said, but not a link to empty work.
    expect(within(waiting).getByText('0 vendors owed $0.00')).toBeInTheDocument();
    expect(within(waiting).queryByRole('link', { name: /owed/ })).not.toBeInTheDocument();
  });

  it('shows catalogue staff only the work of their role, and none of the figures or messages', async () => {
    const fetchMock = server(makeStaff('catalogue'), () => jsonResponse(makeDashboard()), {
      documentsWaiting: 1,
      vendorChangesWaiting: 0,
      productsWaiting: 2,
      revisionsWaiting: 0,
      overdueSales: { count: 3, placedUpTo: '2025-03-02' },
      vendorsOwed: { vendors: 1, net: 10 },
      returnsWaiting: 4,
      casesEscalated: 0,
      vendorsOverLimit: 0,
    });
    renderRoutes(appRoutes, '/dashboard');
    const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
    expect(await within(waiting).findByRole('link', { name: '2 products waiting' })).toBeInTheDocument();
    expect(
      within(waiting)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 products waiting', '0 products with changes waiting for review']);
    expect(screen.queryByRole('region', { name: 'Earnings all time' })).not.toBeInTheDocument();
    const called = fetchMock.mock.calls.map(([url]) => String(url));
    expect(called).not.toContain('/api/dashboard');
    expect(called.some((url) => url.startsWith('/api/message') || url.startsWith('/api/returns'))).toBe(false);
  });

  it('shows finance staff the figures without the messages card, and their work', async () => {
    const fetchMock = server(makeStaff('finance'), () => jsonResponse(makeDashboard()), {
      documentsWaiting: 1,
      vendorChangesWaiting: 0,
      productsWaiting: 2,
      revisionsWaiting: 0,
      overdueSales: { count: 3, placedUpTo: '2025-03-02' },
      vendorsOwed: { vendors: 1, net: 10 },
      returnsWaiting: 4,
      casesEscalated: 0,
      vendorsOverLimit: 0,
    });
    renderRoutes(appRoutes, '/dashboard');
    expect(await screen.findByRole('region', { name: 'Earnings all time' })).toBeInTheDocument();
    const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
    expect(await within(waiting).findByRole('link', { name: /vendor owed/ })).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: '4 returns waiting for a decision' })).toBeInTheDocument();
    expect(within(waiting).queryByRole('link', { name: /products waiting/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New Messages' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/message'))).toBe(false);
    // Stock is the catalogue's: finance is not shown a card it would be refused (403).
    expect(screen.queryByRole('region', { name: 'Stock' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/product/stock-counts');
  });

  it("shows a vendor's finance member the figures without asking for the catalogue's stock", async () => {
    const member = makeUser({
      role: ROLE_VENDOR_MEMBER,
      displayName: '',
      team: {
        vendorId: 'v1',
        vendorName: 'Kente House',
        role: 'finance',
        permissions: [...VENDOR_TEAM_ROLE_PERMISSIONS.finance],
      },
    });
    const fetchMock = server(member, () => jsonResponse(makeDashboard()));
    renderRoutes(appRoutes, '/dashboard');
    expect(await screen.findByRole('region', { name: 'Earnings all time' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Stock' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/product/stock-counts');
  });

  it('leads a vendor from the Sendle notice to their products still on Sendle', async () => {
    localStorage.setItem('token', 'test-token');
    const user = makeUser();
    const fetchMock = mockFetch((url) => {
      if (url === '/api/authVendor') return jsonResponse({ user });
      if (url === '/api/dashboard') return jsonResponse(makeDashboard());
      if (url === '/api/product/stock-counts') return jsonResponse({ low: 0, out: 0, retiredCarrier: 2 });
      if (url.startsWith('/api/product/list?')) return jsonResponse({ items: [], total: 0, page: 1, limit: 9 });
      return jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
    });
    renderRoutes(appRoutes, '/dashboard');
    const notice = await screen.findByRole('link', { name: 'See the products on Sendle' });
    await userEvent.click(notice);
    // The product list loads lazily on its first visit.
    expect(await screen.findByText('No product ships with Sendle.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Shipping provider' })).toHaveValue('Sendle');
    const lists = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/product/list?'));
    expect(lists.map((url) => new URLSearchParams(url.split('?')[1]).get('shippingProvider'))).toEqual(['Sendle']);
  });

  it('shows a vendor no work queue', async () => {
    const fetchMock = server(makeUser(), () => jsonResponse(makeDashboard()));
    renderRoutes(appRoutes, '/dashboard');
    expect(await screen.findByRole('region', { name: 'Earnings all time' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Waiting for you' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/dashboard/work')).toBe(false);
  });

  it('shows skeletons while loading, then an error with a retry', async () => {
    let answer: (response: Response) => void = () => {};
    let calls = 0;
    server(makeUser(), () => {
      calls += 1;
      if (calls > 1) return jsonResponse({ errors: [{ msg: 'Server Error' }] }, 500);
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    renderRoutes(appRoutes, '/dashboard');
    expect((await screen.findByText('Loading the dashboard')).closest('[role="status"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    answer(jsonResponse({ errors: [{ msg: 'Server Error' }] }, 500));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The dashboard could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the dashboard')).not.toBeInTheDocument();
  });

  it('says so when there are no products or orders yet', async () => {
    server(makeUser(), () => jsonResponse(makeDashboard({ products: [], latestOrders: [] })));
    renderRoutes(appRoutes, '/dashboard');
    expect(await screen.findByText('No products yet.')).toBeInTheDocument();
    expect(within(card('Latest Orders')).getByText('No Sale yet')).toBeInTheDocument();
  });
});
