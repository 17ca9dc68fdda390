import { notifications } from '@mantine/notifications';
import { ALERT_MS, CATALOGUE_MESSAGES, type CategoryDto, type PublicUser, type SubcategorySummary } from '@soko/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { FakeUploadRequest } from '../../test/fake-upload.ts';
import { jsonResponse, makeSuperAdmin, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';

// ProseMirror needs layout APIs jsdom lacks; a plain text box stands in (the real editor runs in the e2e tests).
vi.mock('../../components/rich-text-editor.tsx', () => ({
  RichTextField: ({ onChange, labelId }: { onChange: (html: string) => void; labelId: string }) => (
    <textarea aria-labelledby={labelId} onChange={(event) => onChange(`<p>${event.currentTarget.value}</p>`)} />
  ),
}));

const CATEGORY_ID = '4b3c1d52-8a0e-4a41-9a57-0d0f3a4f7a01';
const CAKE_ID = '4b3c1d52-8a0e-4a41-9a57-0d0f3a4f7a02';
const BREAD_ID = '4b3c1d52-8a0e-4a41-9a57-0d0f3a4f7a03';

const category: CategoryDto = {
  _id: CATEGORY_ID,
  title: 'Bakery',
  description: 'Baked goods',
  image: 'https://example.com/bakery.png',
  level: 0,
  categoryId: null,
  parentId: null,
  subCategories: [],
  productCount: 0,
  gstFreeDefault: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const subcategories: SubcategorySummary[] = [
  { _id: CAKE_ID, title: 'Cake', level: 1, parentId: CATEGORY_ID },
  { _id: BREAD_ID, title: 'Bread', level: 1, parentId: CATEGORY_ID },
];

/** A signed-in session and the category calls the product form makes. */
function catalogueServer(user: PublicUser = makeUser()) {
  localStorage.setItem('token', 'test-token');
  return mockFetch((url) => {
    if (url === '/api/authVendor') return jsonResponse({ user });
    if (url.startsWith('/api/category?')) return jsonResponse({ items: [category], total: 1, page: 1, limit: 100 });
    if (url === `/api/category/subCategory/${CATEGORY_ID}`) return jsonResponse({ items: subcategories });
    if (url.startsWith('/api/category/subCategory/')) return jsonResponse({ items: [] });
    if (url.startsWith('/api/product/list?')) return jsonResponse({ items: [], total: 0, page: 1, limit: 9 });
    if (url === '/api/shipping-rates')
      return jsonResponse({ rates: [], defaults: [], vendor: { _id: user._id, displayName: user.displayName } });
    return jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** An input by the start of its label (a required label ends with Mantine's asterisk). */
function input(label: string) {
  return screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}`), { selector: 'input' });
}

async function openForm() {
  const user = userEvent.setup();
  renderRoutes(appRoutes, '/product/add-product');
  await screen.findByRole('heading', { level: 1, name: 'Add Product' });
  return user;
}

/** Types by pasting: one change instead of one a key keeps the long form quick to fill. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(input(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>, stock = '10') {
  await waitFor(() => expect(input('Category')).toBeEnabled());
  await choose(user, 'Category', 'Bakery');
  await fill(user, input('Product name'), 'Jollof spice');
  await user.type(input('Price ($)'), '100');
  await fill(user, input('Quantity'), stock);
  await fill(user, screen.getByLabelText(/^Short summary/), 'Smoky and hot');
}

function alertMessages(show: MockInstance<typeof notifications.show>) {
  return show.mock.calls.map(([options]) => ({ message: options.message, autoClose: options.autoClose }));
}

// The pages and the editor load lazily; compiling them once up front keeps each test within the default wait.
beforeAll(async () => {
  await import('../../app/layout/app-layout.tsx');
  await import('./pages/product-form-pages.tsx');
  await import('./pages/product-list-page.tsx');
});

beforeEach(() => {
  FakeUploadRequest.sent = [];
  // jsdom has no object URLs (image previews).
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
});

// The form is long; on a busy machine filling it in jsdom takes a while.
describe('product form', { timeout: 60_000 }, () => {
  it('refuses to save without images or description, with the spec alerts for 10 s', async () => {
    const fetchMock = catalogueServer();
    const show = vi.spyOn(notifications, 'show');
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    // The images say so under their own field too, besides the alert.
    expect(
      await screen.findByText(CATALOGUE_MESSAGES.imagesRequired, { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
    expect(alertMessages(show)).toEqual(
      expect.arrayContaining([
        { message: CATALOGUE_MESSAGES.imagesRequired, autoClose: ALERT_MS.normal },
        { message: CATALOGUE_MESSAGES.descriptionRequired, autoClose: ALERT_MS.normal },
      ]),
    );
    expect(
      screen.getByText(CATALOGUE_MESSAGES.descriptionRequired, { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
    // The first field in error takes the focus without opening its list over the messages.
    await waitFor(() => expect(input('Category')).toHaveFocus());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/product'))).toBe(false);
  });

  it('shows the sale price of the chosen sales percentage', async () => {
    catalogueServer();
    const user = await openForm();
    await user.type(input('Price ($)'), '100');
    expect(screen.getByText('Not on sale')).toBeInTheDocument();
    await choose(user, 'Sales percentage', '20%');
    expect(screen.getByText('Sale price: $80.00')).toBeInTheDocument();
    await choose(user, 'Sales percentage', '5%');
    expect(screen.getByText('Sale price: $95.00')).toBeInTheDocument();
  });

  it('asks for a delivery price with Fixed Delivery and for dimensions with the other providers', async () => {
    catalogueServer();
    const user = await openForm();
    await fillDetails(user);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(input('Shipping provider')).toHaveValue('Fixed Delivery');
    await user.click(screen.getByRole('radio', { name: 'Paid' }));
    expect(input('Delivery price ($)')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Length \(cm\)/)).not.toBeInTheDocument();

    await choose(user, 'Shipping provider', 'Australia Post');
    expect(screen.queryByLabelText(/^Delivery price/)).not.toBeInTheDocument();
    for (const label of ['Length (cm)', 'Width (cm)', 'Height (cm)', 'Weight (kg)']) {
      expect(input(label)).toBeInTheDocument();
    }
    // Paid through a carrier the vendor has no rate for: the form says so before the server refuses it.
    expect(await screen.findByText('No Australia Post rate yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Store settings > Shipping rates' })).toHaveAttribute(
      'href',
      '/store/shipping-rates',
    );
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Length is required')).toBeInTheDocument();
    expect(screen.getByText('Weight is required')).toBeInTheDocument();
  });

  it('offers pickup instead of free or paid shipping for a Cake subcategory', async () => {
    catalogueServer();
    const user = await openForm();
    await waitFor(() => expect(input('Category')).toBeEnabled());
    await choose(user, 'Category', 'Bakery');
    await choose(user, 'Subcategory', 'Bread');
    expect(screen.getByRole('radio', { name: 'Free' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Pickup' })).not.toBeInTheDocument();

    await choose(user, 'Subcategory', 'Cake');
    expect(await screen.findByRole('radio', { name: 'Pickup' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Free' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Paid' })).not.toBeInTheDocument();
  });

  it('refuses a variant that takes the variants past the product quantity', async () => {
    catalogueServer();
    const show = vi.spyOn(notifications, 'show');
    const user = await openForm();
    await fill(user, input('Quantity'), '5');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));

    const addVariant = async (size: string, quantity: string) => {
      await fill(user, input('Variant size'), size);
      await user.type(input('Variant weight (kg)'), '0.5');
      await fill(user, input('Variant quantity'), quantity);
      await user.type(input('Variant price ($)'), '12');
      await user.click(screen.getByRole('button', { name: 'Add variant' }));
    };
    await addVariant('Small', '3');
    const table = screen.getByRole('table');
    expect(within(table).getByText('Small')).toBeInTheDocument();

    await addVariant('Large', '3');
    expect(
      await screen.findByText(CATALOGUE_MESSAGES.variantTotal, { selector: '.mantine-Notification-description' }),
    ).toBeInTheDocument();
    expect(alertMessages(show)).toContainEqual({
      message: CATALOGUE_MESSAGES.variantTotal,
      autoClose: ALERT_MS.normal,
    });
    expect(within(table).queryByText('Large')).not.toBeInTheDocument();
  });

  it('edits a variant in place: its fields come back, and saving replaces the row', async () => {
    catalogueServer();
    const user = await openForm();
    await fill(user, input('Quantity'), '10');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await fill(user, input('Variant size'), 'Small');
    await user.type(input('Variant weight (kg)'), '0.5');
    await fill(user, input('Variant quantity'), '3');
    await user.type(input('Variant price ($)'), '12');
    await user.click(screen.getByRole('button', { name: 'Add variant' }));
    const table = screen.getByRole('table');

    await user.click(within(table).getByRole('button', { name: 'Edit variant Small' }));
    expect(screen.getByRole('group', { name: 'Edit variant Small' })).toBeInTheDocument();
    expect(input('Variant size')).toHaveValue('Small');
    // While one row is edited, no other row can be removed or edited.
    expect(within(table).getByRole('button', { name: 'Remove variant Small' })).toBeDisabled();
    await fill(user, input('Variant price ($)'), '15');
    await fill(user, input('Variant quantity'), '4');
    await user.click(screen.getByRole('button', { name: 'Save variant' }));

    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('$15.00');
    expect(rows[1]).toHaveTextContent('4');
    expect(rows[1]).not.toHaveTextContent('$12.00');
    expect(screen.getByRole('button', { name: 'Add variant' })).toBeInTheDocument();
    expect(input('Variant size')).toHaveValue('');
  });

  it('refuses to save a product with exactly one variant', async () => {
    catalogueServer();
    const show = vi.spyOn(notifications, 'show');
    const user = await openForm();
    await fillDetails(user, '3');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await fill(user, input('Variant name'), 'Size');
    await fill(user, input('Variant size'), 'Small');
    await user.type(input('Variant weight (kg)'), '1');
    await fill(user, input('Variant quantity'), '3');
    await user.type(input('Variant price ($)'), '20');
    await user.click(screen.getByRole('button', { name: 'Add variant' }));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(
      await screen.findByText(CATALOGUE_MESSAGES.minimumVariants, { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
    expect(alertMessages(show)).toContainEqual({
      message: CATALOGUE_MESSAGES.minimumVariants,
      autoClose: ALERT_MS.normal,
    });
  });

  it('tells a super admin without an active vendor to choose one first', async () => {
    catalogueServer(makeSuperAdmin({ activeVendor: null }));
    await openForm();
    expect(screen.getByText(/Products are created for the active vendor/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose an active vendor' })).toHaveAttribute('href', '/vendors');
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeDisabled();
  });

  it('uploads the product with progress, says Product Added for 20 s and goes to the list', async () => {
    catalogueServer();
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    const show = vi.spyOn(notifications, 'show');
    const user = await openForm();
    await fillDetails(user);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('radio', { name: 'Free' }));
    const editor = await screen.findByRole('textbox', { name: 'Description' });
    await user.click(editor);
    await user.keyboard('Smoked over hardwood.');
    const fileInput = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!fileInput) throw new Error('no file input');
    await user.upload(fileInput, new File([new Uint8Array([137, 80, 78, 71])], 'front.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'New image front.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    await waitFor(() => expect(FakeUploadRequest.last).toBeDefined(), { timeout: 10_000 });
    const request = FakeUploadRequest.last as FakeUploadRequest;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/product/add');
    expect(request.headers['x-auth-token']).toBe('test-token');
    expect(request.body?.get('name')).toBe('Jollof spice');
    expect(request.body?.get('description')).toContain('Smoked over hardwood.');
    expect(request.body?.getAll('images')).toHaveLength(1);

    request.progress(40, 100);
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    request.respond(201, { _id: 'p1' });
    expect(await screen.findByText(CATALOGUE_MESSAGES.productAddedHint)).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: CATALOGUE_MESSAGES.productAdded, autoClose: ALERT_MS.long }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Product List' })).toBeInTheDocument();
  });
});
