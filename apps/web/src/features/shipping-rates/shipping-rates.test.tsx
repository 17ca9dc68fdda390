import type { ShippingRateDto, ShippingRatesResponse } from '@soko/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { jsonResponse, makeSuperAdmin, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes, renderWithProviders } from '../../test/render.tsx';
import { CarrierRateNote } from './components/carrier-rate-note.tsx';

const rate = (overrides: Partial<ShippingRateDto>): ShippingRateDto => ({
  provider: 'Australia Post',
  perParcel: 9.95,
  perKg: 2.5,
  freeOver: null,
  updatedAt: '2026-11-20T00:00:00.000Z',
  ...overrides,
});

const vendorRates: ShippingRatesResponse = {
  rates: [rate({ provider: 'Sendle', perParcel: 8, perKg: 1, freeOver: 120 })],
  defaults: [rate({ provider: 'TransDirect', perParcel: 12.5, perKg: 1.8 })],
  vendor: { _id: 'u1', displayName: 'Amara Crafts' },
};

type Answer = (url: string, init: RequestInit | undefined) => Response | undefined;

function server(user = makeUser(), answer: Answer = () => undefined) {
  localStorage.setItem('token', 'test-token');
  return mockFetch((url, init) => {
    if (url === '/api/authVendor') return jsonResponse({ user });
    const answered = answer(url, init);
    if (answered) return answered;
    if (url.startsWith('/api/shipping-rates')) return jsonResponse(vendorRates);
    return jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
  });
}

const putsOf = (fetchMock: ReturnType<typeof server>) =>
  fetchMock.mock.calls.filter(([url, init]) => url.startsWith('/api/shipping-rates') && init?.method === 'PUT');

beforeAll(async () => {
  await import('../../app/layout/app-layout.tsx');
  await import('./pages/shipping-rates-page.tsx');
  await import('../store/pages/store-page.tsx');
});

describe('Store settings > Shipping rates', () => {
  it('is reachable from the store page', async () => {
    server(makeUser(), (url) =>
      url === '/api/store/me' ? jsonResponse({ store: null, product: [], performance: {} }) : undefined,
    );
    renderRoutes(appRoutes, '/store/me');
    const settings = await screen.findByRole('navigation', { name: 'Store settings' });
    expect(within(settings).getByRole('link', { name: 'Shipping rates' })).toHaveAttribute(
      'href',
      '/store/shipping-rates',
    );
  });

  it("shows a vendor's own rates and the default that applies where it has none", async () => {
    server();
    renderRoutes(appRoutes, '/store/shipping-rates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping rates' })).toBeInTheDocument();
    const sendle = await screen.findByRole('group', { name: 'Sendle' });
    expect(within(sendle).getByRole('checkbox', { name: 'Charge my own rate for Sendle' })).toBeChecked();
    expect(within(sendle).getByRole('textbox', { name: 'Price per parcel ($)' })).toHaveValue('8');
    expect(within(sendle).getByRole('textbox', { name: /Free shipping from/ })).toHaveValue('120');
    const transDirect = screen.getByRole('group', { name: 'TransDirect' });
    expect(
      within(transDirect).getByText(
        "The marketplace's default applies: $12.50 a parcel + $1.80 a kg above the first kg.",
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Australia Post' })).getByText(
        'No rate: products with paid Australia Post shipping cannot be saved or ordered.',
      ),
    ).toBeInTheDocument();
  });

  it('saves a new Australia Post rate with the keyboard, sending every rate kept', async () => {
    const user = userEvent.setup();
    const fetchMock = server(makeUser(), (url, init) =>
      url === '/api/shipping-rates' && init?.method === 'PUT'
        ? jsonResponse({
            ...vendorRates,
            rates: [rate({}), ...vendorRates.rates],
            msg: 'Shipping rates saved',
          })
        : undefined,
    );
    renderRoutes(appRoutes, '/store/shipping-rates');
    const auPost = await screen.findByRole('group', { name: 'Australia Post' });
    within(auPost).getByRole('checkbox', { name: 'Charge my own rate for Australia Post' }).focus();
    await user.keyboard(' ');
    await user.type(within(auPost).getByRole('textbox', { name: 'Price per parcel ($)' }), '9.95');
    await user.type(within(auPost).getByRole('textbox', { name: 'Price per kg above the first kg ($)' }), '2.50');
    await user.click(screen.getByRole('button', { name: 'Save shipping rates' }));
    expect(await screen.findByText('Shipping rates saved')).toBeInTheDocument();
    const [put] = putsOf(fetchMock);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      rates: [
        { provider: 'Australia Post', perParcel: '9.95', perKg: '2.5', freeOver: null },
        { provider: 'Sendle', perParcel: '8', perKg: '1', freeOver: '120' },
      ],
    });
  });

  it('says what is wrong under the input and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = server();
    renderRoutes(appRoutes, '/store/shipping-rates');
    const auPost = await screen.findByRole('group', { name: 'Australia Post' });
    await user.click(within(auPost).getByRole('checkbox', { name: 'Charge my own rate for Australia Post' }));
    await user.click(screen.getByRole('button', { name: 'Save shipping rates' }));
    expect(await within(auPost).findByText('Price per parcel must be more than $0')).toBeInTheDocument();
    expect(within(auPost).getByRole('textbox', { name: 'Price per parcel ($)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(putsOf(fetchMock)).toHaveLength(0);
  });

  it("lets staff choose between the marketplace's defaults and the active vendor's rates", async () => {
    const user = userEvent.setup();
    const admin = makeSuperAdmin({
      activeVendor: {
        _id: 'v1',
        displayName: 'Kente House',
        address: { c_address: '12 Smith St', suburb: 'Fitzroy', postcode: '3065' },
      },
    });
    const fetchMock = server(admin, (url) => {
      if (url === '/api/shipping-rates') {
        return jsonResponse({ rates: [rate({ provider: 'TransDirect', perParcel: 12.5 })], vendor: null });
      }
      if (url === '/api/shipping-rates?vendorId=v1') {
        return jsonResponse({ ...vendorRates, rates: [rate({})], vendor: { _id: 'v1', displayName: 'Kente House' } });
      }
      return undefined;
    });
    renderRoutes(appRoutes, '/store/shipping-rates');
    expect(await screen.findByRole('heading', { name: "The marketplace's default rates" })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Charge a default for TransDirect' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Kente House' }));
    expect(await screen.findByRole('heading', { name: 'Rates of Kente House' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: "Charge this vendor's own rate for Australia Post" })).toBeChecked();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/shipping-rates?vendorId=v1')).toBe(true);
  });
});

describe('the rate a product form shows', () => {
  const renderNote = (provider: 'Australia Post' | 'TransDirect' | 'Sendle', weightKg: number) =>
    renderWithProviders(
      <MemoryRouter>
        <CarrierRateNote provider={provider} weightKg={weightKg} vendorId={undefined} forStaff={false} />
      </MemoryRouter>,
    );

  it('names the rate that applies and what a parcel of the product costs, with the way to change it', async () => {
    server(makeUser(), (url) =>
      url.startsWith('/api/shipping-rates') ? jsonResponse({ ...vendorRates, rates: [rate({})] }) : undefined,
    );
    renderNote('Australia Post', 2.4);
    expect(
      await screen.findByText(
        /Your Australia Post rate applies: \$9\.95 a parcel \+ \$2\.50 a kg above the first kg\./,
      ),
    ).toHaveTextContent('One of this product (2.4 kg) ships for $13.45.');
    expect(screen.getByRole('link', { name: 'Store settings > Shipping rates' })).toHaveAttribute(
      'href',
      '/store/shipping-rates',
    );
  });

  it("falls back to the marketplace's default, and warns when there is no rate at all", async () => {
    server();
    const { unmount } = renderNote('TransDirect', 0);
    expect(await screen.findByText(/The marketplace's default TransDirect rate applies/)).toBeInTheDocument();
    unmount();
    renderNote('Australia Post', 1);
    expect(await screen.findByText('No Australia Post rate yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Store settings > Shipping rates' })).toBeInTheDocument();
  });
});
