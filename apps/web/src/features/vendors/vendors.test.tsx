import { notifications } from '@mantine/notifications';
import {
  ALERT_MS,
  BANK_TEXT,
  type BankAccountDto,
  CATALOGUE_MESSAGES,
  type Paginated,
  type ProductDto,
  type SaleDto,
  type StandardsDto,
  type VendorAssetResponse,
  type VendorDetail,
  type VendorListResponse,
  type VendorSummary,
} from '@soko/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { fill } from '../../test/fill.ts';
import { jsonResponse, makeAbrCheck, makeSuperAdmin, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';

beforeAll(async () => {
  await import('./pages/vendor-list-page.tsx');
  await import('./pages/active-vendor-page.tsx');
  await import('../../app/layout/app-layout.tsx');
});

function makeSummary(overrides: Partial<VendorSummary> = {}): VendorSummary {
  return {
    _id: 'v1',
    displayName: 'Kente House',
    firstName: 'Ama',
    lastName: 'Mensah',
    name: 'Ama Mensah',
    email: 'ama@example.com',
    phone: '+61412345678',
    active: true,
    onboarding: 'active',
    createdAt: '2026-03-02T10:00:00.000Z',
    products: 3,
    liveProducts: 2,
    sales: 5,
    ...overrides,
  };
}

const page = <T,>(items: T[], total = items.length, limit = 25): Paginated<T> => ({ items, total, page: 1, limit });

const kente = makeSummary();
const spice = makeSummary({
  _id: 'v2',
  displayName: 'Spice Route',
  name: 'Kofi Boateng',
  email: 'kofi@example.com',
  active: false,
  onboarding: 'deactivated',
  products: 1,
  liveProducts: 0,
  sales: 0,
});

// An account that is active but cannot sell yet: it belongs in the Inactive tab.
const reviewing = makeSummary({
  _id: 'v3',
  displayName: 'Shea Butter Co',
  name: 'Efua Owusu',
  email: 'efua@example.com',
  onboarding: 'awaitingReview',
  products: 0,
  liveProducts: 0,
  sales: 0,
});

const lists: VendorListResponse = {
  allVendor: page([kente, spice, reviewing]),
  active: page([kente]),
  inactive: page([spice, reviewing]),
};

type Answer = (url: string, init: RequestInit | undefined) => Response | undefined;

function signInAsAdmin(answer: Answer, admin = makeSuperAdmin()) {
  localStorage.setItem('token', 'admin-token');
  return mockFetch((url, init) => {
    if (url === '/api/authVendor') return jsonResponse({ user: admin });
    return answer(url, init) ?? jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
  });
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, prefix: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith(prefix));
const lastSearch = (fetchMock: ReturnType<typeof mockFetch>, prefix: string) =>
  new URL(String(calls(fetchMock, prefix).at(-1)?.[0] ?? ''), 'http://x').searchParams;
const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));

describe('vendors list', { timeout: 30_000 }, () => {
  it('shows the All, Active and Inactive tabs with their totals, and searches and sorts on the server', async () => {
    const fetchMock = signInAsAdmin((url) =>
      url.startsWith('/api/user/a1/vendor_all') ? jsonResponse(lists) : undefined,
    );
    const router = renderRoutes(appRoutes, '/vendors');

    const row = (await screen.findByText('ama@example.com')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Kente House')).toBeInTheDocument();
    expect(within(row).getByText('Ama Mensah')).toBeInTheDocument();
    expect(within(row).getByText('(2 live)')).toBeInTheDocument();
    // One status per vendor, the one the tabs go by: this vendor can sell.
    expect(within(row).getAllByText('Active')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'All (3)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Active (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'verification queue' })).toHaveAttribute('href', '/vendors/verification');

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Inactive (2)' }));
    expect(router.state.location.search).toBe('?tab=inactive');
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getByText('kofi@example.com')).toBeInTheDocument();
    // No vendor in the Inactive tab reads Active.
    expect(within(panel).getByText('Deactivated')).toBeInTheDocument();
    expect(within(panel).getByText('Awaiting review')).toBeInTheDocument();
    expect(within(panel).queryByText('Active')).not.toBeInTheDocument();
    expect(within(panel).queryByText('ama@example.com')).not.toBeInTheDocument();

    await fill(user, screen.getByRole('textbox', { name: 'Search by business, name, email or phone' }), 'spice');
    await waitFor(() => expect(lastSearch(fetchMock, '/api/user/a1/vendor_all').get('q')).toBe('spice'));

    const header = within(panel).getByRole('columnheader', { name: 'Products' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(lastSearch(fetchMock, '/api/user/a1/vendor_all').get('sort')).toBe('products'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(lastSearch(fetchMock, '/api/user/a1/vendor_all').get('sort')).toBe('-products'));
  });

  it('says a searched tab holds 1,000+ vendors and that its page numbers reach the first 1,000 matches', async () => {
    const capped = { ...page([kente, spice, reviewing]), total: 1_000, totalCapped: true };
    signInAsAdmin((url) =>
      url.startsWith('/api/user/a1/vendor_all')
        ? jsonResponse({ ...lists, allVendor: capped, inactive: { ...capped, items: [spice, reviewing] } })
        : undefined,
    );
    renderRoutes(appRoutes, '/vendors?q=house');
    expect(await screen.findByRole('tab', { name: 'All (1,000+)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Active (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Inactive (1,000+)' })).toBeInTheDocument();
    expect(screen.getByText('1,000+ vendors')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 40' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 41' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Page numbers reach the first 1,000 matches. For the rest, narrow the search.'),
    ).toBeInTheDocument();
  });

  it('deactivates after a confirmation and activates from the row menu', async () => {
    const fetchMock = signInAsAdmin((url, init) => {
      if (url.startsWith('/api/user/a1/vendor_all')) return jsonResponse(lists);
      if (init?.method === 'PUT' && url === '/api/user/a1/v1') {
        return jsonResponse({ msg: 'Vendor deactivated', vendor: { ...kente, active: false } });
      }
      if (init?.method === 'PUT' && url === '/api/user/a1/v2') {
        return jsonResponse({ msg: 'Vendor activated', vendor: { ...spice, active: true } });
      }
      return undefined;
    });
    renderRoutes(appRoutes, '/vendors');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Kente House' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Kente House?' });
    expect(calls(fetchMock, '/api/user/a1/v1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(calls(fetchMock, '/api/user/a1/v1')).toHaveLength(1));
    expect(bodyOf(calls(fetchMock, '/api/user/a1/v1')[0])).toEqual({ active: false });
    expect(await screen.findByText('Vendor deactivated: Kente House')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for Spice Route' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Activate' }));
    await waitFor(() => expect(calls(fetchMock, '/api/user/a1/v2')).toHaveLength(1));
    expect(bodyOf(calls(fetchMock, '/api/user/a1/v2')[0])).toEqual({ active: true });
  });

  it('selects the active vendor, or warns Vendor Error!!! for 60 s when that fails', async () => {
    const show = vi.spyOn(notifications, 'show');
    // The server's copy of the admin: selecting a vendor changes what /api/authVendor answers.
    let admin = makeSuperAdmin();
    localStorage.setItem('token', 'admin-token');
    mockFetch((url) => {
      if (url === '/api/authVendor') return jsonResponse({ user: admin });
      if (url.startsWith('/api/user/a1/vendor_all')) return jsonResponse(lists);
      if (url === '/api/user/a1/v1') {
        admin = makeSuperAdmin({
          activeVendor: {
            _id: 'v1',
            displayName: 'Kente House',
            address: { c_address: '12 Smith St', postcode: '3065', suburb: 'Fitzroy' },
          },
        });
        return jsonResponse({ user: admin });
      }
      if (url === '/api/vendor/a1/v1/asset') return jsonResponse(asset);
      return jsonResponse({ errors: [{ msg: 'Vendor not found' }] }, 404);
    });
    const router = renderRoutes(appRoutes, '/vendors');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Spice Route' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Select as active vendor' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'yellow', message: 'Vendor Error!!!', autoClose: ALERT_MS.sticky }),
      ),
    );
    expect(router.state.location.pathname).toBe('/vendors');

    await user.click(screen.getByRole('button', { name: 'Actions for Kente House' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Select as active vendor' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendors/active-vendor'));
    // The sidebar follows the signed-in user, who now acts for Kente House.
    expect(await screen.findByText('Active vendor: Kente House')).toBeInTheDocument();
  });

  it('says No Active Vendor when there is none', async () => {
    const empty = page<VendorSummary>([]);
    signInAsAdmin((url) =>
      url.startsWith('/api/user/a1/vendor_all')
        ? jsonResponse({ allVendor: empty, active: empty, inactive: empty })
        : undefined,
    );
    renderRoutes(appRoutes, '/vendors?tab=active');
    expect(await screen.findByText('No Active Vendor')).toBeInTheDocument();
  });
});

function makeProduct(overrides: Partial<ProductDto> = {}): ProductDto {
  return {
    _id: 'p1',
    name: 'Kente scarf',
    price: 50,
    stock: 4,
    shortDetails: 'Hand woven',
    category: null,
    subCategories: [],
    salesPercentage: 0,
    sales: false,
    salesPrice: 50,
    saleStartsAt: null,
    saleEndsAt: null,
    saleState: 'none',
    priorPrice: null,
    shipping: 2,
    brand: '',
    keywords: '',
    description: '<p>Scarf</p>',
    images: [],
    variants: [],
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
    del_price: 9.95,
    variant_name: '',
    v_options: 2,
    SKU: '',
    gstFree: false,
    lowStockThreshold: null,
    stockState: 'ok',
    retiredShippingProvider: false,
    sold: 0,
    discount: 0,
    status: 'active',
    approved: false,
    approval: 'pending',
    rejectionReason: null,
    rating: { average: 0, count: 0 },
    revision: null,
    new: true,
    store: null,
    user: 'v1',
    vendor: { _id: 'v1', displayName: 'Kente House' },
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

function makeSale(): SaleDto {
  return {
    _id: 's1',
    order_id: {
      _id: 'o1',
      number: 100001,
      customer_name: 'Kofi Boateng',
      customer_email: 'kofi@example.com',
      customer_phone: '',
      transaction_id: 'pi_1',
      payment_method: 'Card',
      delivery_address: {
        unit: '',
        c_address: '1 George St',
        suburb: 'Sydney',
        state: 'NSW',
        country: 'Australia',
        postcode: '2000',
      },
    },
    items: [
      { _id: 'i1', productId: 'p1', name: 'Kente scarf', variant: '', image: null, qty: 2, price: 50, gstFree: false },
    ],
    status: 'Processing',
    tracking_number: '',
    carrier: null,
    trackingUrl: null,
    price: 100,
    shippingFee: 9.95,
    subtotal: 109.95,
    fee: 2.22,
    feeGst: 0.2,
    net: 107.73,
    refunded: 0,
    payoutState: 'not_delivered',
    vendorId: { _id: 'v1', displayName: 'Kente House' },
    createdAt: '2026-03-03T00:00:00.000Z',
    updatedAt: '2026-03-03T00:00:00.000Z',
  };
}

const vendorUser = makeUser({
  _id: 'v1',
  id: 'v1',
  firstName: 'Ama',
  lastName: 'Mensah',
  email: 'ama@example.com',
  displayName: 'Kente House',
});

const detail: VendorDetail = {
  user: vendorUser,
  summary: kente,
  abr: makeAbrCheck(),
  salePercentage: 0,
  shippingProvider: 'Fixed Delivery',
  pausedProducts: 0,
};

const asset: VendorAssetResponse = {
  vendor: detail,
  products: page([makeProduct(), makeProduct({ _id: 'p2', name: 'Kente bag' })], 2, 9),
  sales: page([makeSale()], 1, 10),
};

const adminActingForKente = makeSuperAdmin({
  activeVendor: { _id: 'v1', displayName: 'Kente House', address: { c_address: '', postcode: '', suburb: '' } },
});

const noPayouts = { ...page([], 0, 9), totals: { gross: 0, fee: 0, net: 0, count: 0, paidCount: 0 } };

function signInWithActiveVendor(answer: Answer) {
  return signInAsAdmin((url, init) => {
    if (url === '/api/vendor/a1/v1/asset') return jsonResponse(asset);
    return answer(url, init);
  }, adminActingForKente);
}

describe('active vendor', { timeout: 30_000 }, () => {
  it('says No Active Vendor until one is chosen, under the page heading', async () => {
    signInAsAdmin(() => undefined);
    renderRoutes(appRoutes, '/vendors/active-vendor');
    expect(await screen.findByText('No Active Vendor')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Active vendor' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to vendors' })).toHaveAttribute('href', '/vendors');
  });

  it('shows the vendor at once, with their products and sales from the one asset call', async () => {
    const fetchMock = signInWithActiveVendor((url) => {
      if (url === '/api/user/v1/bank') return jsonResponse({ bankAccount: null });
      return url.startsWith('/api/transfer?') ? jsonResponse(noPayouts) : undefined;
    });
    renderRoutes(appRoutes, '/vendors/active-vendor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kente House' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Vendor Details', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Ama Mensah')).toBeInTheDocument();
    expect(screen.getByText('1 King St, Newtown, NSW, 2042')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Product' }));
    expect(await screen.findByRole('link', { name: 'Kente bag' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add product for this vendor' })).toHaveAttribute(
      'href',
      '/product/add-product',
    );
    await user.click(screen.getByRole('tab', { name: 'Sales' }));
    const sale = (await screen.findByRole('link', { name: '#100001' })).closest('tr') as HTMLElement;
    expect(within(sale).getByText('Kofi Boateng')).toBeInTheDocument();
    expect(within(sale).getByText('Processing')).toBeInTheDocument();
    expect(calls(fetchMock, '/api/product/list')).toHaveLength(0);
    expect(calls(fetchMock, '/api/sale/list')).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Transaction' }));
    expect(await screen.findByText('No Transactions yet')).toBeInTheDocument();
    expect(await screen.findByText(BANK_TEXT.noBankDetails)).toBeInTheDocument();
    expect(lastSearch(fetchMock, '/api/transfer?').get('vendorId')).toBe('v1');
  });

  it('goes on past the numbered pages of the Sales tab with Next results, and back with First page', async () => {
    const capped = (nextCursor: string) => ({ ...page([makeSale()], 10_000, 10), totalCapped: true, nextCursor });
    const fetchMock = signInAsAdmin((url) => {
      if (url === '/api/vendor/a1/v1/asset') return jsonResponse({ ...asset, sales: capped('c-11') });
      if (url === '/api/user/v1/bank') return jsonResponse({ bankAccount: null });
      if (url.startsWith('/api/sale/list?cursor=c-10001&')) return jsonResponse(capped('c-10011'));
      if (url.startsWith('/api/sale/list?')) return jsonResponse(capped('c-10001'));
      return url.startsWith('/api/transfer?') ? jsonResponse(noPayouts) : undefined;
    }, adminActingForKente);
    renderRoutes(appRoutes, '/vendors/active-vendor');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Sales' }));
    expect(await screen.findByRole('table', { name: '10,000+ sales' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 1000' }));
    await user.click(await screen.findByRole('button', { name: 'Next results' }));
    await waitFor(() => expect(lastSearch(fetchMock, '/api/sale/list').get('cursor')).toBe('c-10001'));
    expect(lastSearch(fetchMock, '/api/sale/list').get('page')).toBeNull();
    expect(lastSearch(fetchMock, '/api/sale/list').get('vendorId')).toBe('v1');
    await user.click(await screen.findByRole('button', { name: 'First page' }));
    expect(await screen.findByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the vendor’s service standards in the Standards tab, counted now, with nothing automatic', async () => {
    const standards: StandardsDto = {
      vendorId: 'v1',
      rated: true,
      standing: 'over',
      minSales: 10,
      dispatchBusinessDays: 2,
      window: { from: '2026-09-08T02:00:00.000Z', to: '2026-12-07T02:00:00.000Z', days: 90 },
      metrics: [
        { key: 'lateDispatchRate', value: 20, numerator: 2, denominator: 10, alert: 8, limit: 10, status: 'over' },
      ],
      sales: { items: [], nextCursor: null },
    };
    const fetchMock = signInWithActiveVendor((url) =>
      url === '/api/standards?vendorId=v1' ? jsonResponse(standards) : undefined,
    );
    renderRoutes(appRoutes, '/vendors/active-vendor?tab=standards');
    expect(await screen.findByRole('tab', { name: 'Standards', selected: true })).toBeInTheDocument();
    const late = await screen.findByRole('region', { name: 'Late dispatch' });
    expect(late).toHaveTextContent('20 %');
    expect(late).toHaveTextContent('Over the limit');
    expect(screen.getByText(/Nothing happens to a vendor automatically/)).toBeInTheDocument();
    expect(calls(fetchMock, '/api/standards')).toHaveLength(1);
  });

  it('shows the vendor’s bank details masked, and the full number only once staff reveal it', async () => {
    const bankAccount: BankAccountDto = {
      accountName: 'Kente House Pty Ltd',
      bsb: '062-000',
      bankName: 'Commonwealth Bank',
      accountNumber: '*****6789',
      updatedAt: '2026-03-04T01:00:00.000Z',
      holdUntil: new Date(Date.now() + 20 * 3_600_000).toISOString(),
    };
    const fetchMock = signInWithActiveVendor((url, init) => {
      if (url === '/api/user/v1/bank') return jsonResponse({ bankAccount });
      if (url === '/api/user/v1/bank/reveal' && init?.method === 'POST') {
        return jsonResponse({ accountNumber: '123456789' });
      }
      return url.startsWith('/api/transfer?') ? jsonResponse(noPayouts) : undefined;
    });
    renderRoutes(appRoutes, '/vendors/active-vendor?tab=transactions');
    const section = (await screen.findByRole('heading', { name: 'Bank details' })).parentElement as HTMLElement;
    expect(await within(section).findByText('Kente House Pty Ltd')).toBeInTheDocument();
    expect(within(section).getByText('062-000 (Commonwealth Bank)')).toBeInTheDocument();
    expect(within(section).getByText('*****6789')).toBeInTheDocument();
    expect(within(section).getByText(/^Payouts to this account wait until /)).toBeInTheDocument();
    expect(within(section).getByText('Each reveal is recorded in the audit log')).toBeInTheDocument();
    // Without any payout the bank details still show, above the empty list.
    expect(await screen.findByText('No Transactions yet')).toBeInTheDocument();
    expect(calls(fetchMock, '/api/user/v1/bank/reveal')).toHaveLength(0);

    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Reveal account number' }));
    expect(await within(section).findByText('123456789')).toBeInTheDocument();
    // The button went with the reveal: keyboard focus is on the number, not lost to the page.
    await waitFor(() => expect(within(section).getByText('123456789')).toHaveFocus());
    expect(within(section).queryByText('*****6789')).not.toBeInTheDocument();
    expect(calls(fetchMock, '/api/user/v1/bank/reveal')).toHaveLength(1);
  });

  it('edits the vendor’s details with the profile form’s rules', async () => {
    const fetchMock = signInWithActiveVendor((url, init) =>
      url === '/api/vendor/a1/v1' && init?.method === 'PUT'
        ? jsonResponse({ msg: 'Vendor details updated', vendor: detail })
        : undefined,
    );
    renderRoutes(appRoutes, '/vendors/active-vendor?tab=edit');
    const user = userEvent.setup();
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    await user.clear(firstName);
    const postcode = screen.getByRole('textbox', { name: 'Postcode' });
    await user.clear(postcode);
    await user.type(postcode, '12');
    await user.click(screen.getByRole('button', { name: 'Save vendor details' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Postcode must be 4 digits')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);

    await fill(user, firstName, 'Akosua');
    await user.type(postcode, '34');
    await user.clear(screen.getByRole('textbox', { name: 'Business name' }));
    await fill(user, screen.getByRole('textbox', { name: 'Business name' }), 'Kente House & Co');
    await user.click(screen.getByRole('button', { name: 'Save vendor details' }));
    const saves = () =>
      fetchMock.mock.calls.filter(([url, init]) => url === '/api/vendor/a1/v1' && init?.method === 'PUT');
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(bodyOf(saves()[0])).toMatchObject({
      firstName: 'Akosua',
      lastName: 'Mensah',
      email: 'ama@example.com',
      displayName: 'Kente House & Co',
      address: { postcode: '1234', state: 'NSW' },
    });
    expect(await screen.findByText('Vendor details updated')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Vendor Details', selected: true })).toBeInTheDocument();
  });

  it('pauses all products and applies the sale percentage and shipping provider to every product', async () => {
    const fetchMock = signInWithActiveVendor((url, init) => {
      if (init?.method !== 'PATCH') return undefined;
      if (url === '/api/vendor/a1/v1/productStatus') {
        return jsonResponse({ msg: '2 products paused', count: 2, vendor: { ...detail, pausedProducts: 2 } });
      }
      if (url === '/api/vendor/a1/v1/saleUpdate') {
        return jsonResponse({ msg: 'Sale of 20% applied to 2 products', count: 2, vendor: detail });
      }
      if (url === '/api/vendor/a1/v1/updateShipping') {
        return jsonResponse({ msg: 'Shipping provider TransDirect applied to 2 products', count: 2, vendor: detail });
      }
      return undefined;
    });
    renderRoutes(appRoutes, '/vendors/active-vendor?tab=products');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pause all' }));
    await waitFor(() => expect(calls(fetchMock, '/api/vendor/a1/v1/productStatus')).toHaveLength(1));
    expect(bodyOf(calls(fetchMock, '/api/vendor/a1/v1/productStatus')[0])).toEqual({ status: 'paused' });
    expect(await screen.findByText('2 products paused')).toBeInTheDocument();

    expect(screen.getByLabelText('Sale percentage', { selector: 'input' })).toHaveValue('0% (no sale)');
    await user.click(screen.getByLabelText('Sale percentage', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: '20%' }));
    await user.click(screen.getByRole('button', { name: 'Apply sale' }));
    await waitFor(() => expect(calls(fetchMock, '/api/vendor/a1/v1/saleUpdate')).toHaveLength(1));
    expect(bodyOf(calls(fetchMock, '/api/vendor/a1/v1/saleUpdate')[0])).toEqual({ percentage: 20 });

    await user.click(screen.getByLabelText('Shipping provider', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'TransDirect' }));
    await user.click(screen.getByRole('button', { name: 'Apply shipping provider' }));
    await waitFor(() => expect(calls(fetchMock, '/api/vendor/a1/v1/updateShipping')).toHaveLength(1));
    expect(bodyOf(calls(fetchMock, '/api/vendor/a1/v1/updateShipping')[0])).toEqual({ shipping: 'TransDirect' });
    expect(await screen.findByText('Shipping provider TransDirect applied to 2 products')).toBeInTheDocument();
  });

  it('approves one product and asks before deleting one', async () => {
    const fetchMock = signInWithActiveVendor((url, init) => {
      if (url === '/api/product/p1/a1/approve?action=approve') return jsonResponse(makeProduct({ approved: true }));
      if (url === '/api/product/p2/a1' && init?.method === 'DELETE') return jsonResponse({ msg: 'Product deleted' });
      if (url.startsWith('/api/product/list')) return jsonResponse(asset.products);
      return undefined;
    });
    renderRoutes(appRoutes, '/vendors/active-vendor?tab=products');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve Kente scarf' }));
    expect(await screen.findByText('Product approved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Kente bag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Kente bag?' });
    expect(calls(fetchMock, '/api/product/p2/a1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted')).toBeInTheDocument();
    expect(calls(fetchMock, '/api/product/p2/a1')).toHaveLength(1);
  });

  it('rejects a product with the reason staff type, never without one', async () => {
    const fetchMock = signInWithActiveVendor((url, init) => {
      if (url === '/api/product/p1/reject' && init?.method === 'PUT') {
        return jsonResponse(makeProduct({ approval: 'rejected', rejectionReason: 'Wrong category' }));
      }
      if (url.startsWith('/api/product/list')) return jsonResponse(asset.products);
      return undefined;
    });
    renderRoutes(appRoutes, '/vendors/active-vendor?tab=products');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject Kente scarf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Kente scarf?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject product' }));
    expect(await within(dialog).findByText(CATALOGUE_MESSAGES.rejectionReasonRequired)).toBeInTheDocument();
    expect(calls(fetchMock, '/api/product/p1/reject')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Wrong category');
    await user.click(within(dialog).getByRole('button', { name: 'Reject product' }));
    expect(await screen.findByText(CATALOGUE_MESSAGES.productRejected)).toBeInTheDocument();
    expect(bodyOf(calls(fetchMock, '/api/product/p1/reject')[0])).toEqual({ reason: 'Wrong category' });
  });
});
