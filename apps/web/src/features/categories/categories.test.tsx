import { notifications } from '@mantine/notifications';
import { ALERT_MS, CATALOGUE_MESSAGES, type CategoryDto } from '@soko/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { jsonResponse, makeSuperAdmin, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';

const CATEGORY_ID = '4b3c1d52-8a0e-4a41-9a57-0d0f3a4f7a01';

function makeCategory(overrides: Partial<CategoryDto> = {}): CategoryDto {
  return {
    _id: CATEGORY_ID,
    title: 'Fashion',
    description: 'Clothes and fabric',
    image: 'https://example.com/fashion.png',
    level: 0,
    categoryId: null,
    parentId: null,
    subCategories: [{ _id: 'sub-1', title: 'Kente', level: 1, parentId: CATEGORY_ID }],
    productCount: 3,
    gstFreeDefault: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

type Handler = (url: string, init: RequestInit | undefined) => Response | undefined;

/** A signed-in super admin; `handler` answers the category calls. */
function adminServer(handler: Handler) {
  localStorage.setItem('token', 'test-token');
  return mockFetch((url, init) => {
    if (url === '/api/authVendor') return jsonResponse({ user: makeSuperAdmin() });
    return handler(url, init) ?? jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
  });
}

function input(label: string) {
  return screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input, textarea' });
}

beforeAll(async () => {
  await import('../../app/layout/app-layout.tsx');
  await import('./pages/category-list-page.tsx');
  await import('./pages/add-subcategory-page.tsx');
});

describe('category list', () => {
  it('shows No Category with a link to add one when there are none', async () => {
    adminServer((url) =>
      url.startsWith('/api/category?') ? jsonResponse({ items: [], total: 0, page: 1, limit: 9 }) : undefined,
    );
    renderRoutes(appRoutes, '/category');
    expect(await screen.findByText(CATALOGUE_MESSAGES.noCategory)).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('link', { name: 'Add Category' })[0]).toHaveAttribute(
      'href',
      '/category/add-category',
    );
  });

  it('lists 9 a page from the server, with counts and the image', async () => {
    const fetchMock = adminServer((url) =>
      url.startsWith('/api/category?')
        ? jsonResponse({ items: [makeCategory()], total: 12, page: 1, limit: 9 })
        : undefined,
    );
    renderRoutes(appRoutes, '/category');
    const row = (await screen.findByText('Fashion')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Clothes and fabric')).toBeInTheDocument();
    expect(within(row).getByRole('presentation')).toHaveAttribute('src', 'https://example.com/fashion.png');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['1', '3']));
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/category?page=1&limit=9')).toBe(true);
  });

  it("shows the server's message when a category in use cannot be deleted", async () => {
    const show = vi.spyOn(notifications, 'show');
    adminServer((url, init) => {
      if (url.startsWith('/api/category?'))
        return jsonResponse({ items: [makeCategory()], total: 1, page: 1, limit: 9 });
      if (url === `/api/category/${CATEGORY_ID}` && init?.method === 'DELETE') {
        return jsonResponse({ errors: [{ msg: CATALOGUE_MESSAGES.categoryInUse }] }, 409);
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/category');
    await user.click(await screen.findByRole('button', { name: 'Delete Fashion' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(CATALOGUE_MESSAGES.categoryInUse)).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', autoClose: ALERT_MS.normal }));
  });
});

describe('add subcategory', () => {
  it('says Maximum sub-category reached! and blocks saving when the level above is empty', async () => {
    adminServer((url) => {
      if (url.startsWith('/api/category?'))
        return jsonResponse({ items: [makeCategory()], total: 1, page: 1, limit: 100 });
      if (url === `/api/category/${CATEGORY_ID}/list?level=1`) {
        return jsonResponse({ items: [{ _id: 'sub-1', title: 'Kente', level: 1, parentId: CATEGORY_ID }] });
      }
      if (url === `/api/category/${CATEGORY_ID}/list?level=2`) return jsonResponse({ items: [] });
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/category/add-subcategory');
    await screen.findByRole('heading', { level: 1, name: 'Add Subcategory' });
    await waitFor(() => expect(input('Category')).toBeEnabled());
    await user.click(input('Category'));
    await user.click(await screen.findByRole('option', { name: 'Fashion' }));

    await user.click(input('Level'));
    await user.click(await screen.findByRole('option', { name: 'Level 2' }));
    await user.click(input('Parent'));
    expect(await screen.findByRole('option', { name: 'Kente' })).toBeInTheDocument();
    expect(screen.queryByText(CATALOGUE_MESSAGES.maximumSubcategory)).not.toBeInTheDocument();

    await user.click(input('Level'));
    await user.click(await screen.findByRole('option', { name: 'Level 3' }));
    expect(await screen.findByText(CATALOGUE_MESSAGES.maximumSubcategory)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Subcategory' })).toBeDisabled();
  });

  it('sends a level 1 subcategory and says it was saved', async () => {
    const fetchMock = adminServer((url, init) => {
      if (url.startsWith('/api/category?'))
        return jsonResponse({ items: [makeCategory()], total: 1, page: 1, limit: 100 });
      if (url === `/api/category/${CATEGORY_ID}/create` && init?.method === 'POST') {
        return jsonResponse(makeCategory({ title: 'Smock', level: 1 }), 201);
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/category/add-subcategory');
    await screen.findByRole('heading', { level: 1, name: 'Add Subcategory' });
    await waitFor(() => expect(input('Category')).toBeEnabled());
    await user.click(input('Category'));
    await user.click(await screen.findByRole('option', { name: 'Fashion' }));
    for (const [label, text] of [
      ['Title', 'Smock'],
      ['Description', 'Northern Ghana smocks'],
      ['Image URL', 'https://example.com/smock.png'],
    ] as const) {
      await user.click(input(label));
      await user.paste(text);
    }
    await user.click(screen.getByRole('button', { name: 'Add Subcategory' }));

    expect(await screen.findByText(CATALOGUE_MESSAGES.subcategoryAdded)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === `/api/category/${CATEGORY_ID}/create`);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      title: 'Smock',
      description: 'Northern Ghana smocks',
      image: 'https://example.com/smock.png',
      level: 1,
    });
  });
});
