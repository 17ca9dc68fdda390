import { notifications } from '@mantine/notifications';
import { ALERT_MS, CATALOGUE_MESSAGES, type StoreProduct } from '@soko/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { jsonResponse, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import type { MyStoreResponse } from './api.ts';

const performance = {
  productQuality: 80,
  deliveryRate: 92,
  deliveryBasis: { delivered: 12, judged: 13 },
  productBasis: { approved: 4, total: 5 },
};

function makeProduct(overrides: Partial<StoreProduct> = {}): StoreProduct {
  return {
    _id: 'p1',
    name: 'Kente scarf',
    price: 50,
    salesPercentage: 20,
    sales: true,
    salesPrice: 40,
    priorPrice: 50,
    new: true,
    image: { imageId: 'i1', image: '/uploads/products/a.webp', thumb: '/uploads/products/a-thumb.webp' },
    rating: { average: 4.5, count: 2 },
    ...overrides,
  };
}

function storeServer(myStore: MyStoreResponse | Response) {
  localStorage.setItem('token', 'test-token');
  return mockFetch((url, init) => {
    if (url === '/api/authVendor') return jsonResponse({ user: makeUser() });
    if (url === '/api/store/me' && init?.method === 'POST') {
      return jsonResponse({ store: { _id: 's1', name: 'Amara Crafts', bio: 'New bio' }, msg: 'Store updated' }, 201);
    }
    if (url === '/api/store/me') return myStore instanceof Response ? myStore : jsonResponse(myStore);
    return jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
  });
}

beforeAll(async () => {
  await import('../../app/layout/app-layout.tsx');
  await import('./pages/store-page.tsx');
  await import('./pages/create-store-page.tsx');
});

describe('store page', () => {
  it('offers to create a store when there is none', async () => {
    storeServer({ store: null, product: [], performance, rating: { average: 0, count: 0 } });
    renderRoutes(appRoutes, '/store/me');
    expect(await screen.findByRole('heading', { name: CATALOGUE_MESSAGES.noStore })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Store' })).toHaveAttribute('href', '/store/create');
  });

  it('shows the store, its performance and its products with New and sale labels', async () => {
    storeServer({
      store: { _id: 's1', name: 'Amara Crafts', bio: 'Woven in Kumasi', lowStockThreshold: null },
      product: [makeProduct()],
      performance,
      rating: { average: 0, count: 0 },
    });
    renderRoutes(appRoutes, '/store/me');
    expect(await screen.findByRole('heading', { level: 1, name: 'Amara Crafts' })).toBeInTheDocument();
    expect(screen.getByText('Woven in Kumasi')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Product Quality' })).toHaveAttribute('aria-valuenow', '80');
    expect(screen.getByRole('progressbar', { name: 'Delivery Rate' })).toHaveAttribute('aria-valuenow', '92');
    // The rate's basis shows on hover, so the seller can check it.
    await userEvent.setup().hover(screen.getByText('92%'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('12 of 13 sales delivered');
    const card = screen.getByRole('article', { name: 'Kente scarf' });
    expect(within(card).getByText('New')).toBeInTheDocument();
    expect(within(card).getByText('20% off')).toBeInTheDocument();
    expect(within(card).getByText('$40.00')).toBeInTheDocument();
    expect(within(card).getByText('$50.00')).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(card).getByRole('link', { name: 'Edit Kente scarf' })).toHaveAttribute('href', '/product/edit/p1');
    expect(within(card).getByRole('link', { name: 'View Kente scarf' })).toHaveAttribute('href', '/product/p1');
    expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/products/a-thumb.webp');
  });

  it('strikes through on a card only the "was" price buyers may be shown, never the price of a sale without one', async () => {
    storeServer({
      store: { _id: 's1', name: 'Amara Crafts', bio: 'Woven in Kumasi', lowStockThreshold: null },
      product: [
        makeProduct({ _id: 'p1', name: 'Raised scarf', price: 60, salesPrice: 48, priorPrice: 50 }),
        makeProduct({ _id: 'p2', name: 'New scarf', priorPrice: null }),
      ],
      performance,
      rating: { average: 0, count: 0 },
    });
    renderRoutes(appRoutes, '/store/me');
    const raised = await screen.findByRole('article', { name: 'Raised scarf' });
    expect(within(raised).getByText('$50.00')).toHaveStyle({ textDecoration: 'line-through' });
    expect(raised).toHaveTextContent('Was $50.00');
    expect(within(raised).queryByText('$60.00')).not.toBeInTheDocument();
    const fresh = screen.getByRole('article', { name: 'New scarf' });
    expect(within(fresh).getByText('$40.00')).toBeInTheDocument();
    expect(within(fresh).queryByText('$50.00')).not.toBeInTheDocument();
  });

  it('says No active Product yet for a store without live products', async () => {
    storeServer({
      store: { _id: 's1', name: 'Amara Crafts', bio: 'Bio', lowStockThreshold: null },
      product: [],
      performance,
      rating: { average: 0, count: 0 },
    });
    renderRoutes(appRoutes, '/store/me');
    expect(await screen.findByText(CATALOGUE_MESSAGES.noActiveProduct)).toBeInTheDocument();
  });

  it('shows a new store without products or sales no quality nor delivery rate, rather than 100 %', async () => {
    storeServer({
      store: { _id: 's1', name: 'Amara Crafts', bio: 'Bio', lowStockThreshold: null },
      product: [],
      performance: {
        productQuality: 100,
        deliveryRate: 100,
        deliveryBasis: { delivered: 0, judged: 0 },
        productBasis: { approved: 0, total: 0 },
      },
      rating: { average: 0, count: 0 },
    });
    renderRoutes(appRoutes, '/store/me');
    expect(await screen.findByText('No sales yet')).toBeInTheDocument();
    expect(screen.getByText('No products yet')).toBeInTheDocument();
    expect(screen.queryByText('100%')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Delivery Rate' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('progressbar', { name: 'Product Quality' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('warns Store error!!! for 60 s when the store cannot be loaded', async () => {
    const show = vi.spyOn(notifications, 'show');
    storeServer(jsonResponse({ errors: [] }, 400));
    renderRoutes(appRoutes, '/store/me');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('alert')).toHaveTextContent(CATALOGUE_MESSAGES.storeError);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'yellow', message: CATALOGUE_MESSAGES.storeError, autoClose: ALERT_MS.sticky }),
    );
  });
});

describe('create store', () => {
  it('saves the bio and says what the server did (Store updated) for 10 s', async () => {
    const show = vi.spyOn(notifications, 'show');
    const fetchMock = storeServer({ store: null, product: [], performance, rating: { average: 0, count: 0 } });
    const user = userEvent.setup();
    const router = renderRoutes(appRoutes, '/store/create');
    await screen.findByRole('heading', { level: 1, name: 'Create Store' });
    expect(await screen.findByText('Amara Crafts')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save store' }));
    expect(await screen.findByText('Bio is required')).toBeInTheDocument();

    await user.click(screen.getByLabelText(/^Bio/));
    await user.paste('New bio');
    await user.click(screen.getByRole('button', { name: 'Save store' }));
    expect(await screen.findByText(CATALOGUE_MESSAGES.storeUpdated)).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', autoClose: ALERT_MS.normal }));
    const call = fetchMock.mock.calls.find(([url, init]) => url === '/api/store/me' && init?.method === 'POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ bio: 'New bio', lowStockThreshold: null });
    expect(router.state.location.pathname).toBe('/store/me');
  });

  it("keeps the store's low-stock threshold when the bio is edited, and saves a new one", async () => {
    const fetchMock = storeServer({
      store: { _id: 's1', name: 'Amara Crafts', bio: 'Old bio', lowStockThreshold: 8 },
      product: [],
      performance,
      rating: { average: 0, count: 0 },
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/store/create');
    await screen.findByRole('heading', { level: 1, name: 'Edit Store' });
    const threshold = await screen.findByLabelText(/^Low-stock threshold/);
    expect(threshold).toHaveValue('8');
    await user.click(screen.getByRole('button', { name: 'Save store' }));
    await screen.findByText(CATALOGUE_MESSAGES.storeUpdated);
    const posts = () =>
      fetchMock.mock.calls.filter(([url, init]) => url === '/api/store/me' && init?.method === 'POST');
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toEqual({ bio: 'Old bio', lowStockThreshold: 8 });
  });
});
