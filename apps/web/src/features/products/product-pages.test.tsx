import { notifications } from '@mantine/notifications';
import { CATALOGUE_MESSAGES, type ProductDto, type PublicUser } from '@soko/shared';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { jsonResponse, makeStaff, makeSuperAdmin, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';

function makeProduct(overrides: Partial<ProductDto> = {}): ProductDto {
  return {
    _id: 'p1',
    name: 'Kente scarf',
    price: 50,
    stock: 4,
    shortDetails: 'Hand woven',
    category: { _id: 'c1', title: 'Textiles', subCategories: [] },
    subCategories: [
      { _id: 's1', title: 'Kente', level: 1 },
      { _id: 's2', title: 'Scarves', level: 2 },
    ],
    salesPercentage: 20,
    sales: true,
    salesPrice: 40,
    saleStartsAt: null,
    saleEndsAt: null,
    saleState: 'active',
    priorPrice: 50,
    shipping: 1,
    brand: '',
    keywords: '',
    description: '<p>Woven <strong>by hand</strong></p><script>alert(1)</script><img src="x" onerror="alert(1)">',
    images: [{ imageId: 'i1', image: '/uploads/products/a.webp', thumb: '/uploads/products/a-thumb.webp' }],
    variants: [
      {
        _id: 'v1',
        size: 'S',
        weight: 0.2,
        stock: 1,
        price: 45,
        SKU: 'KS-S',
        lowStockThreshold: null,
        stockState: 'ok',
      },
      { _id: 'v2', size: 'L', weight: 0.4, stock: 3, price: 55, SKU: '', lowStockThreshold: null, stockState: 'ok' },
    ],
    shipping_provider: 'Fixed Delivery',
    lengths: 0,
    width: 0,
    height: 0,
    weight: 0,
    pickup_address: '',
    pickup_postcode: '',
    pickup_suburb: '',
    pickUp: false,
    sameAdd: true,
    del_price: 0,
    variant_name: 'Size',
    v_options: 1,
    SKU: 'KS',
    gstFree: false,
    lowStockThreshold: null,
    stockState: 'ok',
    retiredShippingProvider: false,
    sold: 2,
    discount: 20,
    status: 'active',
    approved: false,
    approval: 'rejected',
    rejectionReason: 'The photos show another brand',
    rating: { average: 0, count: 0 },
    revision: null,
    new: true,
    store: 's1',
    user: 'u1',
    vendor: { _id: 'u1', displayName: 'Amara Crafts' },
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

type Handler = (url: string, init: RequestInit | undefined) => Response | undefined;

function productServer(user: PublicUser, handler: Handler) {
  localStorage.setItem('token', 'test-token');
  return mockFetch((url, init) => {
    if (url === '/api/authVendor') return jsonResponse({ user });
    // The product page's reviews section: none yet.
    if (/^\/api\/product\/[^/]+\/reviews/.test(url)) {
      return jsonResponse({ rating: { average: 0, count: 0 }, items: [], nextCursor: null });
    }
    const answered = handler(url, init);
    if (answered) return answered;
    // The product page's price history: one price since it was listed.
    if (/^\/api\/product\/[^/]+\/price-history$/.test(url)) {
      return jsonResponse({
        items: [
          { variant: null, price: 50, salesPercentage: 0, salesPrice: 50, from: '2026-11-01T00:00:00.000Z', to: null },
        ],
      });
    }
    return jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
  });
}

function detail(term: string) {
  const termElement = screen.getByText(term, { selector: 'dt' });
  return termElement.nextElementSibling;
}

beforeAll(async () => {
  await import('../../app/layout/app-layout.tsx');
  await import('./pages/product-list-page.tsx');
  await import('./pages/product-detail-page.tsx');
  await import('./pages/product-revision-page.tsx');
});

describe('product list', { timeout: 30_000 }, () => {
  it('says No product associated with vendor, with an Add Product button', async () => {
    productServer(makeUser(), (url) =>
      url.startsWith('/api/product/list?') ? jsonResponse({ items: [], total: 0, page: 1, limit: 9 }) : undefined,
    );
    renderRoutes(appRoutes, '/product');
    expect(await screen.findByText(CATALOGUE_MESSAGES.noProducts)).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('link', { name: 'Add Product' })[0]).toHaveAttribute(
      'href',
      '/product/add-product',
    );
  });

  it('edits the price and stock of several products in the grid and saves them in one call', async () => {
    const products = [
      makeProduct(),
      makeProduct({ _id: 'p2', name: 'Bolga basket', price: 30, stock: 4, variants: [], v_options: 2 }),
    ];
    const fetchMock = productServer(makeUser(), (url, init) => {
      if (url.startsWith('/api/product/list?')) return jsonResponse({ items: products, total: 2, page: 1, limit: 9 });
      if (url === '/api/product/stock-counts') return jsonResponse({ low: 0, out: 0, retiredCarrier: 0 });
      if (url === '/api/product/bulk' && init?.method === 'POST') {
        return jsonResponse({ msg: '2 products changed', dryRun: false, changed: 2, errors: 0, results: [] });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/product');
    await user.click(await screen.findByRole('button', { name: 'Edit price and stock' }));
    const price = screen.getByRole('textbox', { name: 'Price of Kente scarf' });
    await user.clear(price);
    await user.type(price, '49.5');
    const stock = screen.getByRole('textbox', { name: 'Stock of Bolga basket' });
    await user.clear(stock);
    await user.type(stock, '12');
    await user.click(screen.getByRole('button', { name: 'Save 2 changes' }));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === '/api/product/bulk')).toHaveLength(1));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/product/bulk') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      items: [
        { id: 'p1', price: 49.5 },
        { id: 'p2', stock: 12 },
      ],
    });
  });

  it('shows which variants are low, and edits each variant’s stock and price in the grid', async () => {
    const shirt = makeProduct({
      stockState: 'low',
      variants: [
        { _id: 'v1', size: 'S', weight: 0.2, stock: 1, price: 45, SKU: '', lowStockThreshold: null, stockState: 'low' },
        { _id: 'v2', size: 'L', weight: 0.4, stock: 9, price: 55, SKU: '', lowStockThreshold: null, stockState: 'ok' },
      ],
    });
    const fetchMock = productServer(makeUser(), (url, init) => {
      if (url.startsWith('/api/product/list?')) return jsonResponse({ items: [shirt], total: 1, page: 1, limit: 9 });
      if (url === '/api/product/bulk' && init?.method === 'POST') {
        return jsonResponse({ msg: '1 product changed', dryRun: false, changed: 1, errors: 0, results: [] });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/product?stock=low');
    // Once in the stock column, once under the name for a phone.
    expect(await screen.findAllByText('S: 1 left')).toHaveLength(2);
    expect(screen.queryByText(/^L: /)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit price and stock' }));
    const small = screen.getByRole('textbox', { name: 'Stock of Kente scarf, S' });
    await user.clear(small);
    await user.type(small, '6');
    const large = screen.getByRole('textbox', { name: 'Price of Kente scarf, L' });
    await user.clear(large);
    await user.type(large, '50');
    await user.click(screen.getByRole('button', { name: 'Save 1 change' }));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === '/api/product/bulk')).toHaveLength(1));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/product/bulk') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      items: [
        {
          id: 'p1',
          variants: [
            { size: 'S', stock: 6 },
            { size: 'L', price: 50 },
          ],
        },
      ],
    });
  });

  it('duplicates a product from the list and opens the copy', async () => {
    const copy = makeProduct({ _id: 'p2', name: 'Copy of Kente scarf', approval: 'pending', rejectionReason: null });
    const fetchMock = productServer(makeUser(), (url, init) => {
      if (url.startsWith('/api/product/list?')) {
        return jsonResponse({ items: [makeProduct()], total: 1, page: 1, limit: 9 });
      }
      if (url === '/api/product/p1/duplicate' && init?.method === 'POST') return jsonResponse(copy, 201);
      if (url === '/api/product/p2') return jsonResponse(copy);
      return undefined;
    });
    const user = userEvent.setup();
    const router = renderRoutes(appRoutes, '/product');
    await user.click(await screen.findByRole('button', { name: 'Duplicate Kente scarf' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/p2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Copy of Kente scarf' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/product/p1/duplicate')).toHaveLength(1);
  });

  it('shows the sale price with the original struck through, approval, status and the vendor to the admin', async () => {
    const fetchMock = productServer(makeSuperAdmin(), (url) =>
      url.startsWith('/api/product/list?')
        ? jsonResponse({
            items: [makeProduct({ approved: true, approval: 'approved', rejectionReason: null, status: 'paused' })],
            total: 10,
            page: 1,
            limit: 9,
          })
        : undefined,
    );
    // Keys typed without a pause between them, however loaded the machine: then exactly one request
    // follows the word. With vitest's default pause a busy machine's timers fired between keys.
    const user = userEvent.setup({ delay: null });
    renderRoutes(appRoutes, '/product');
    const row = (await screen.findByText('Kente scarf')).closest('tr');
    if (!row) throw new Error('no row');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // The status cell also holds the approval, which only phones show there.
    expect(cells).toEqual(
      expect.arrayContaining(['4', 'Approved', expect.stringMatching(/^Paused(Approved)?$/), 'Amara Crafts']),
    );
    expect(within(row).getByText('$50.00')).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(row).getByRole('link', { name: 'Edit Kente scarf' })).toHaveAttribute('href', '/product/edit/p1');
    expect(within(row).getByRole('link', { name: 'View Kente scarf' })).toHaveAttribute('href', '/product/p1');
    expect(screen.getByRole('columnheader', { name: 'Vendor' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search by name'), 'kente');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url) === '/api/product/list?page=1&limit=9&sort=newest&q=kente'),
      ).toBe(true),
    );
    // One request for the whole word: the search waits for typing to pause.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('&q=')).length).toBe(1);
  });

  it('shows Pending, Approved and Rejected with the reason, and filters the list by them', async () => {
    const fetchMock = productServer(makeUser(), (url) => {
      if (!url.startsWith('/api/product/list?')) return undefined;
      const items = url.includes('approval=rejected')
        ? [makeProduct()]
        : [
            makeProduct(),
            makeProduct({ _id: 'p2', name: 'Kente bag', approval: 'pending', rejectionReason: null }),
            makeProduct({ _id: 'p3', name: 'Kente cap', approval: 'approved', approved: true, rejectionReason: null }),
          ];
      return jsonResponse({ items, total: items.length, page: 1, limit: 9 });
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/product');
    const rowOf = async (name: string) => {
      const row = (await screen.findByText(name)).closest('tr');
      if (!row) throw new Error(`no row for ${name}`);
      return row;
    };
    expect(await rowOf('Kente scarf')).toHaveTextContent('RejectedThe photos show another brand');
    expect(await rowOf('Kente bag')).toHaveTextContent('Pending');
    expect(await rowOf('Kente cap')).toHaveTextContent('Approved');

    await user.click(screen.getByLabelText(/^Approval/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url]) => String(url) === '/api/product/list?page=1&limit=9&sort=newest&approval=rejected',
        ),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText('Kente bag')).not.toBeInTheDocument());
    expect(screen.getByText('Kente scarf')).toBeInTheDocument();
  });
});

describe('product search counts', { timeout: 30_000 }, () => {
  it("shows a search's count of each approval state beside the Approval filter's choices", async () => {
    const user = userEvent.setup();
    const fetchMock = productServer(makeUser(), (url) =>
      url.startsWith('/api/product/list?')
        ? jsonResponse({
            items: [makeProduct()],
            total: 1_204,
            page: 1,
            limit: 9,
            ...(url.includes('counts=true')
              ? {
                  statusCounts: { active: 1_000, paused: 204 },
                  approvalCounts: { pending: 3, approved: 1_201, rejected: 0 },
                }
              : {}),
          })
        : undefined,
    );
    renderRoutes(appRoutes, '/product?q=kente&approval=pending');
    const counted = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('counts=true'));
    await screen.findByRole('table');
    // Counted only once the filter is opened: the search itself costs its page.
    expect(counted()).toHaveLength(0);
    await user.click(await screen.findByLabelText(/^Approval/, { selector: 'input' }));
    await waitFor(() => expect(counted()).toHaveLength(1));
    expect(String(counted()[0]?.[0])).toBe('/api/product/list?page=1&limit=1&q=kente&counts=true');
    expect(await screen.findByRole('option', { name: 'Pending (3)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Approved (1,201)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Rejected (0)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Changes waiting' })).toBeInTheDocument();
  });
});

describe('product list past its numbered pages', { timeout: 30_000 }, () => {
  it('reads along the cursor in the address, and goes back to the first page', async () => {
    const user = userEvent.setup();
    const fetchMock = productServer(makeUser(), (url) =>
      url.startsWith('/api/product/list?')
        ? jsonResponse({
            items: [makeProduct()],
            total: 10_000,
            totalCapped: true,
            page: 1,
            limit: 9,
            nextCursor: 'c-2',
          })
        : undefined,
    );
    const router = renderRoutes(appRoutes, '/product?sort=oldest&after=c-1');
    expect(await screen.findByRole('table', { name: '10,000+ products' })).toBeInTheDocument();
    const listUrls = () =>
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/product/list?'));
    expect(listUrls()).toEqual(['/api/product/list?cursor=c-1&limit=9&sort=oldest']);
    await user.click(screen.getByRole('button', { name: 'First page' }));
    await waitFor(() => expect(listUrls().at(-1)).toBe('/api/product/list?page=1&limit=9&sort=oldest'));
    expect(router.state.location.search).toBe('?sort=oldest');
  });
});

describe('product detail', { timeout: 30_000 }, () => {
  it('shows the vendor their own price struck through, and the "was" price buyers are shown', async () => {
    const onSale = makeProduct({ variants: [], priorPrice: 48, salesPrice: 40 });
    productServer(makeUser(), (url) => (url === '/api/product/p1' ? jsonResponse(onSale) : undefined));
    renderRoutes(appRoutes, '/product/p1');
    await screen.findByRole('heading', { level: 1, name: 'Kente scarf' });
    expect(screen.getByRole('main')).toHaveTextContent('Sale price $40.00Original price $50.00');
    expect(detail('Sale')).toHaveTextContent('20% off');
    expect(detail('Was price shown to buyers')).toHaveTextContent('$48.00');
  });

  it('lists every price the product and each variant had, with what buyers paid and when', async () => {
    const history = {
      items: [
        {
          variant: null,
          price: 60,
          salesPercentage: 0,
          salesPrice: 60,
          from: '2026-10-01T00:00:00.000Z',
          to: '2026-11-01T00:00:00.000Z',
        },
        { variant: null, price: 50, salesPercentage: 20, salesPrice: 40, from: '2026-11-01T00:00:00.000Z', to: null },
        { variant: 'S', price: 45, salesPercentage: 20, salesPrice: 36, from: '2026-11-01T00:00:00.000Z', to: null },
      ],
    };
    productServer(makeUser(), (url) =>
      url === '/api/product/p1'
        ? jsonResponse(makeProduct())
        : url === '/api/product/p1/price-history'
          ? jsonResponse(history)
          : undefined,
    );
    renderRoutes(appRoutes, '/product/p1');
    const section = await screen.findByRole('region', { name: 'Price history' });
    const own = await within(section).findByRole('region', { name: 'The product' });
    const periods = within(own).getAllByRole('listitem');
    expect(periods[0]).toHaveTextContent('$60.00 from 1 Oct 2026, 10:00 am AEST until 1 Nov 2026, 11:00 am AEDT');
    expect(periods[1]).toHaveTextContent(
      '$50.00, 20% off: buyers paid $40.00 from 1 Nov 2026, 11:00 am AEDT until now',
    );
    expect(within(section).getByRole('region', { name: 'Variant S' })).toHaveTextContent(
      '$45.00, 20% off: buyers paid $36.00',
    );
  });

  it('shows a scheduled sale as not on sale yet, with its start', async () => {
    const scheduled = makeProduct({
      variants: [],
      priorPrice: null,
      sales: false,
      salesPrice: 50,
      saleState: 'scheduled',
      saleStartsAt: '2026-12-23T22:00:00.000Z',
    });
    productServer(makeUser(), (url) => (url === '/api/product/p1' ? jsonResponse(scheduled) : undefined));
    renderRoutes(appRoutes, '/product/p1');
    await screen.findByRole('heading', { level: 1, name: 'Kente scarf' });
    expect(detail('Sale')).toHaveTextContent('20% off from 24 Dec 2026');
    expect(detail('Sale')).toHaveTextContent('(scheduled)');
    expect(screen.queryByText('Sale price')).not.toBeInTheDocument();
    expect(screen.queryByText('Was price shown to buyers')).not.toBeInTheDocument();
  });

  it('shows the product, its rejected approval, its variants and only safe description markup', async () => {
    productServer(makeUser(), (url) => (url === '/api/product/p1' ? jsonResponse(makeProduct()) : undefined));
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/product/p1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kente scarf' })).toBeInTheDocument();
    expect(detail('Approval')).toHaveTextContent('Rejected');
    expect(detail('Shipping')).toHaveTextContent('Free');
    expect(detail('Status')).toHaveTextContent('Active');
    expect(detail('Subcategory')).toHaveTextContent('Scarves');
    expect(detail('Sold')).toHaveTextContent('2');
    expect(screen.getByText('by hand').tagName).toBe('STRONG');
    expect(document.querySelector('main script, main img[onerror]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    // Rejected: buyers cannot see it, and the page says so.
    expect(screen.getByRole('note')).toHaveTextContent(
      'The Soko team did not approve this product, so buyers cannot see it. Reason: The photos show another brand',
    );
    // The 20 % sale applies to every variant: $55.00 is paid $44.00.
    const variants = screen.getByRole('table', { name: 'Size' });
    // The table scrolls sideways on a phone, so the keyboard reaches it.
    expect(screen.getByRole('region', { name: 'Size table' })).toHaveAttribute('tabindex', '0');
    expect(within(variants).getByRole('row', { name: /^L/ })).toHaveTextContent(
      'Sale price $44.00Original price $55.00',
    );

    await user.click(screen.getByRole('button', { name: 'Size chart: weight and price of each size' }));
    const chart = screen.getByRole('dialog', { name: 'Size chart' });
    expect(within(chart).getByRole('row', { name: /L/ })).toHaveTextContent('$44.00');
  });

  it('says a product waiting for approval is not on sale yet, and nothing once it is live', async () => {
    let product = makeProduct({ approval: 'pending' });
    productServer(makeUser(), (url) => (url === '/api/product/p1' ? jsonResponse(product) : undefined));
    renderRoutes(appRoutes, '/product/p1');
    expect(await screen.findByRole('note')).toHaveTextContent('Not on sale yet');
    cleanup();
    queryClient.clear();
    product = makeProduct({ approval: 'approved', approved: true });
    renderRoutes(appRoutes, '/product/p1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kente scarf' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('lets the super admin approve, and reject only with a reason', async () => {
    const pending = makeProduct({ approval: 'pending', rejectionReason: null });
    const fetchMock = productServer(makeSuperAdmin(), (url, init) => {
      if (url === '/api/product/p1') return jsonResponse(pending);
      if (url === '/api/product/p1/a1/approve?action=approve') {
        return jsonResponse(makeProduct({ approval: 'approved', approved: true, rejectionReason: null }));
      }
      if (url === '/api/product/p1/reject' && init?.method === 'PUT') {
        const { reason } = JSON.parse(String(init.body)) as { reason: string };
        return jsonResponse(makeProduct({ approval: 'rejected', rejectionReason: reason }));
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/product/p1');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(detail('Approval')).toHaveTextContent('Approved'));
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/product/p1/a1/approve?action=approve')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Kente scarf?' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Reason/ })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Reject product' }));
    expect(await within(dialog).findByText(CATALOGUE_MESSAGES.rejectionReasonRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/product/p1/reject')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Blurred photos');
    await user.click(within(dialog).getByRole('button', { name: 'Reject product' }));
    expect(await screen.findByText(CATALOGUE_MESSAGES.productRejected)).toBeInTheDocument();
    const [call] = fetchMock.mock.calls.filter(([url]) => url === '/api/product/p1/reject');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reason: 'Blurred photos' });
    await waitFor(() => expect(detail('Approval')).toHaveTextContent('Rejected'));
    expect(screen.getByRole('note')).toHaveTextContent('Reason: Blurred photos');
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
  });

  it('duplicates the product and opens the copy, waiting for approval', async () => {
    const copy = makeProduct({ _id: 'p2', name: 'Copy of Kente scarf', approval: 'pending', rejectionReason: null });
    const fetchMock = productServer(makeUser(), (url, init) => {
      if (url === '/api/product/p1') return jsonResponse(makeProduct());
      if (url === '/api/product/p1/duplicate' && init?.method === 'POST') return jsonResponse(copy, 201);
      if (url === '/api/product/p2') return jsonResponse(copy);
      return undefined;
    });
    const user = userEvent.setup();
    const router = renderRoutes(appRoutes, '/product/p1');
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/p2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Copy of Kente scarf' })).toBeInTheDocument();
    expect(await screen.findByText('Copy of Kente scarf was added and waits for approval')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/product/p1/duplicate')).toHaveLength(1);
  });

  it('shows Error pls try again when an action fails', async () => {
    const show = vi.spyOn(notifications, 'show');
    productServer(makeUser(), (url) => {
      if (url === '/api/product/p1') return jsonResponse(makeProduct());
      if (url === '/api/product/p1/u1') return jsonResponse({ errors: [{ msg: 'Product not found' }] }, 404);
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/product/p1');
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('alert')).toHaveTextContent(CATALOGUE_MESSAGES.productError);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'Product not found' }));
  });

  it('shows Error pls try again when the product cannot be loaded', async () => {
    productServer(makeUser(), () => undefined);
    renderRoutes(appRoutes, '/product/p1');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('alert')).toHaveTextContent(CATALOGUE_MESSAGES.productError);
  });
});

function withRevision(): ProductDto {
  const approved = makeProduct({ approval: 'approved', approved: true, rejectionReason: null });
  return {
    ...approved,
    revision: {
      _id: 'r1',
      status: 'pending',
      proposed: {
        name: 'Kente wrap',
        shortDetails: approved.shortDetails,
        description: approved.description,
        brand: approved.brand,
        keywords: approved.keywords,
        category: { _id: 'c1', title: 'Textiles' },
        subCategories: approved.subCategories,
        price: 65,
        v_options: approved.v_options,
        variant_name: approved.variant_name,
        variants: approved.variants.map(({ _id, ...variant }) => variant),
        images: [
          ...approved.images,
          { imageId: 'i2', image: '/uploads/products/b.webp', thumb: '/uploads/products/b-thumb.webp' },
        ],
      },
      changed: ['name', 'price', 'images'],
      rejectionReason: null,
      createdAt: '2025-01-02T00:00:00.000Z',
      updatedAt: '2025-01-02T00:00:00.000Z',
      decidedAt: null,
    },
  };
}

describe('changes of an approved product', { timeout: 30_000 }, () => {
  it('tells the vendor their changes wait for review, while the page shows the approved version', async () => {
    productServer(makeUser(), (url) => (url === '/api/product/p1' ? jsonResponse(withRevision()) : undefined));
    renderRoutes(appRoutes, '/product/p1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kente scarf' })).toBeInTheDocument();
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent('Changes waiting for review');
    expect(notice).toHaveTextContent('Changed: name, price, images.');
    expect(within(notice).getByRole('link', { name: 'See the changes' })).toHaveAttribute(
      'href',
      '/product/p1/revision',
    );
  });

  it('shows catalogue staff the approved version beside the proposal, highlighting only what changed, and approves after a confirmation', async () => {
    const product = withRevision();
    const fetchMock = productServer(makeStaff('catalogue'), (url, init) => {
      if (url === '/api/product/p1/revision') return jsonResponse({ product, revision: product.revision });
      if (url === '/api/product/p1/revision/approve' && init?.method === 'PUT') {
        return jsonResponse(makeProduct({ name: 'Kente wrap', approval: 'approved', approved: true }));
      }
      if (url === '/api/product/p1') return jsonResponse(makeProduct({ name: 'Kente wrap', approval: 'approved' }));
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/product/p1/revision');
    expect(await screen.findByRole('heading', { level: 1, name: 'Changes to Kente scarf' })).toBeInTheDocument();
    const name = screen.getByRole('region', { name: 'Name' });
    expect(name).toHaveTextContent('Changed');
    expect(name).toHaveTextContent('Approved (buyers see now)Kente scarf');
    expect(name).toHaveTextContent('ProposedKente wrap');
    expect(screen.getByRole('region', { name: 'Price' })).toHaveTextContent('$50.00Proposed$65.00');
    const images = screen.getByRole('region', { name: 'Images' });
    expect(within(images).getAllByRole('img', { name: /^Proposed image/ })).toHaveLength(2);
    expect(within(images).getAllByRole('img', { name: /^Approved image/ })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Short summary' })).toHaveTextContent('No change');
    expect(screen.getAllByText('Changed')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'GST treatment' })).toHaveTextContent(
      'Taxable (price includes GST when the vendor is registered)',
    );

    await user.click(screen.getByRole('button', { name: 'Approve changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve these changes?' });
    expect(dialog).toHaveTextContent('Buyers will see the new name, price, images of Kente scarf at once.');
    expect(dialog).toHaveTextContent('Orders will be charged $65.00.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Approve changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kente wrap' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/product/p1/revision/approve')).toBe(true);
  });

  it('shows staff a GST-free product as GST-free beside its changes: the vendor’s choice, in force now', async () => {
    const product = { ...withRevision(), gstFree: true };
    productServer(makeStaff('catalogue'), (url) =>
      url === '/api/product/p1/revision' ? jsonResponse({ product, revision: product.revision }) : undefined,
    );
    renderRoutes(appRoutes, '/product/p1/revision');
    const gst = await screen.findByRole('region', { name: 'GST treatment' });
    expect(gst).toHaveTextContent('GST-free');
    expect(gst).toHaveTextContent('The vendor’s choice, in force now');
  });

  it('shows support staff the changes without the decision, which is catalogue work', async () => {
    const product = withRevision();
    productServer(makeStaff('support'), (url) =>
      url === '/api/product/p1/revision' ? jsonResponse({ product, revision: product.revision }) : undefined,
    );
    renderRoutes(appRoutes, '/product/p1/revision');
    expect(await screen.findByRole('heading', { level: 1, name: 'Changes to Kente scarf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject changes' })).not.toBeInTheDocument();
  });

  it('rejects the changes only with a reason', async () => {
    const product = withRevision();
    const fetchMock = productServer(makeSuperAdmin(), (url, init) => {
      if (url === '/api/product/p1/revision') return jsonResponse({ product, revision: product.revision });
      if (url === '/api/product/p1/revision/reject' && init?.method === 'PUT') return jsonResponse(makeProduct());
      if (url === '/api/product/p1') return jsonResponse(makeProduct());
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/product/p1/revision');
    await user.click(await screen.findByRole('button', { name: 'Reject changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the changes to Kente scarf?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject changes' }));
    expect(await within(dialog).findByText(CATALOGUE_MESSAGES.revisionRejectionReasonRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/product/p1/revision/reject')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'The name is misleading');
    await user.click(within(dialog).getByRole('button', { name: 'Reject changes' }));
    expect(await screen.findByText('Changes rejected')).toBeInTheDocument();
    const [call] = fetchMock.mock.calls.filter(([url]) => url === '/api/product/p1/revision/reject');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reason: 'The name is misleading' });
  });
});

describe('editing a product', { timeout: 30_000 }, () => {
  it('keeps a vendor-wide 70% sale among the choices, which the form itself does not offer', async () => {
    productServer(makeUser(), (url) => {
      if (url === '/api/product/p1') return jsonResponse(makeProduct({ salesPercentage: 70, salesPrice: 15 }));
      if (url.startsWith('/api/category?')) {
        return jsonResponse({
          items: [{ _id: 'c1', title: 'Textiles', subCategories: [] }],
          total: 1,
          page: 1,
          limit: 100,
        });
      }
      if (url.startsWith('/api/category/')) return jsonResponse({ items: [] });
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/product/edit/p1');
    const percentage = await screen.findByLabelText(/^Sales percentage/, { selector: 'input' });
    await waitFor(() => expect(percentage).toHaveValue('70%'));
    await user.click(percentage);
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['0%', '5%', '10%', '20%', '30%', '40%', '50%', '60%', '70%']);
  });

  it("fills staff's edit form with the approved version, never the vendor's proposal", async () => {
    productServer(makeStaff('catalogue'), (url) => {
      if (url === '/api/product/p1') return jsonResponse(withRevision());
      if (url.startsWith('/api/category?')) {
        return jsonResponse({
          items: [{ _id: 'c1', title: 'Textiles', subCategories: [] }],
          total: 1,
          page: 1,
          limit: 100,
        });
      }
      if (url.startsWith('/api/category/')) return jsonResponse({ items: [] });
      return undefined;
    });
    renderRoutes(appRoutes, '/product/edit/p1');
    const name = await screen.findByRole('textbox', { name: /^Product name/ });
    await waitFor(() => expect(name).toHaveValue('Kente scarf'));
  });
});

describe('the product form keeps what it does not show', () => {
  it("sends each variant's low-stock threshold back as it came, so saving the form does not clear it", async () => {
    const { productToFormValues, toSchemaInput } = await import('./form-model.ts');
    const product = makeProduct({
      variants: [
        { _id: 'v1', size: 'S', weight: 0.2, stock: 1, price: 45, SKU: 'KS-S', lowStockThreshold: 5, stockState: 'ok' },
        { _id: 'v2', size: 'L', weight: 0.4, stock: 3, price: 55, SKU: '', lowStockThreshold: null, stockState: 'ok' },
      ],
    });
    const sent = (toSchemaInput(productToFormValues(product)).variants ?? []).map(
      (variant) =>
        (typeof variant === 'string' ? JSON.parse(variant) : variant) as { lowStockThreshold?: number | null },
    );
    expect(sent.map((variant) => variant.lowStockThreshold)).toEqual([5, null]);
  });
});
