import type { ProductImportJob, ProductImportReport } from '@soko/shared';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { FakeUploadRequest } from '../../test/fake-upload.ts';
import { jsonResponse, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { reportCsv } from './pages/product-import-page.tsx';

beforeAll(async () => {
  await import('../../app/layout/app-layout.tsx');
  await import('./pages/product-list-page.tsx');
  await import('./pages/product-import-page.tsx');
});

const report: ProductImportReport = {
  dryRun: true,
  rowCount: 3,
  counts: { create: 1, update: 0, revision: 0, unchanged: 1, error: 1 },
  products: [
    {
      row: 3,
      rows: [3],
      sku: 'MUG-2',
      name: '=Mug, large',
      action: 'error',
      errors: [{ row: 3, column: 'price', message: 'Price must be an amount with at most 2 decimals' }],
      productId: null,
    },
    { row: 2, rows: [2], sku: 'MUG-1', name: 'Mug', action: 'create', errors: [], productId: null },
  ],
};

const IMPORT_ID = '0b0c6d1e-5f7a-4c1b-9d2e-3f4a5b6c7d8e';
const CLOTHING_ID = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const SHOPIFY_HEADER =
  'Handle,Title,Body (HTML),Vendor,Product Category,Type,Tags,Published,Option1 Name,Option1 Value';

const job = (overrides: Partial<ProductImportJob>): ProductImportJob => ({
  id: IMPORT_ID,
  status: 'queued',
  rowCount: 3,
  productCount: 2,
  processed: 0,
  createdAt: '2026-11-29T06:00:00.000Z',
  finishedAt: null,
  report: null,
  error: null,
  ...overrides,
});

afterEach(() => {
  FakeUploadRequest.sent = [];
});

describe('product import', { timeout: 30_000 }, () => {
  it('writes the report as CSV, one line per error, formulas neutralised', () => {
    expect(reportCsv(report).split('\r\n')).toEqual([
      '\uFEFFrow,SKU,name,result,column,problem',
      `3,MUG-2,"'=Mug, large",Not imported,price,Price must be an amount with at most 2 decimals`,
      '2,MUG-1,Mug,"New, waits for approval",,',
      '',
    ]);
  });

  it('the product list leads to the import screen, which checks a file before it can be applied', async () => {
    localStorage.setItem('token', 'test-token');
    mockFetch((url) => {
      if (url === '/api/authVendor') return jsonResponse({ user: makeUser() });
      if (url.startsWith('/api/product/list?')) return jsonResponse({ items: [], total: 0, page: 1, limit: 9 });
      return jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
    });
    renderRoutes(appRoutes, '/product');
    const main = await screen.findByRole('main');
    await userEvent.click(await within(main).findByRole('link', { name: 'Import' }));
    expect(await screen.findByRole('heading', { name: 'Import products' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Apply import' })).toBeDisabled();
  });

  it('applies a checked file in the background: shows how far it is, then the result, and a reload follows it', async () => {
    localStorage.setItem('token', 'test-token');
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    const states = [
      job({ status: 'running', processed: 1 }),
      job({ status: 'done', processed: 2, report: { ...report, dryRun: false } }),
    ];
    const asked: string[] = [];
    mockFetch((url) => {
      if (url === '/api/authVendor') return jsonResponse({ user: makeUser() });
      if (url === `/api/product/import/${IMPORT_ID}`) {
        asked.push(url);
        return jsonResponse(states.length > 1 ? states.shift() : states[0]);
      }
      return jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/product/import');
    await screen.findByRole('heading', { name: 'Import products' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['SKU,name,category\nMUG-1,Mug,Home\n'], 'products.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await waitFor(() => expect(FakeUploadRequest.last?.url).toBe('/api/product/import?dryRun=true'));
    FakeUploadRequest.last?.respond(200, report);
    expect(await screen.findByRole('heading', { name: 'Check result' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Apply import' }));
    await waitFor(() => expect(FakeUploadRequest.last?.url).toBe('/api/product/import?dryRun=false'));
    FakeUploadRequest.last?.respond(202, job({}));
    expect(
      await screen.findByText('Applying: 1 of 2 products. You can leave this page; the import goes on.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(await screen.findByRole('heading', { name: 'Import result' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See products waiting for approval' })).toBeInTheDocument();
    expect(asked).toHaveLength(2);
    cleanup();
    queryClient.clear();

    renderRoutes(appRoutes, `/product/import?import=${IMPORT_ID}`);
    expect(await screen.findByRole('heading', { name: 'Import result' })).toBeInTheDocument();
    expect(asked).toHaveLength(3);
  });

  it('says when the file was read as Windows-1252, and why a second file must wait', async () => {
    localStorage.setItem('token', 'test-token');
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    mockFetch((url) => {
      if (url === '/api/authVendor') return jsonResponse({ user: makeUser() });
      return jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/product/import');
    await screen.findByRole('heading', { name: 'Import products' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(
      input,
      new File(['SKU,name,category\nMUG-1,Caf\xe9,Home\n'], 'products.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await waitFor(() => expect(FakeUploadRequest.last?.url).toBe('/api/product/import?dryRun=true'));
    const busy = 'Your last file is still being checked. Please wait for its result, then send the file again.';
    FakeUploadRequest.last?.respond(429, { errors: [{ msg: busy, param: 'file' }] });
    expect(await screen.findByText(busy)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(2));
    FakeUploadRequest.last?.respond(200, { ...report, encoding: 'windows-1252' });
    expect(await screen.findByRole('heading', { name: 'Check result' })).toBeInTheDocument();
    expect(screen.getByText('Read as Windows-1252')).toBeInTheDocument();
  });

  it('sends a ZIP of photos beside the file, to the check and to the apply', async () => {
    localStorage.setItem('token', 'test-token');
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    mockFetch((url) => {
      if (url === '/api/authVendor') return jsonResponse({ user: makeUser() });
      return jsonResponse(job({}));
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/product/import');
    await screen.findByRole('heading', { name: 'Import products' });
    // Mantine's file inputs are buttons over hidden inputs: the CSV's comes first, then the photos'.
    const [csvInput, photosInput] = Array.from(document.querySelectorAll<HTMLInputElement>('input[type="file"]'));
    if (!csvInput || !photosInput) throw new Error('the two file inputs are missing');
    expect(screen.getByRole('button', { name: 'Photos (optional)' })).toBeInTheDocument();
    await user.upload(
      csvInput,
      new File(['SKU,name,category,imageUrls\nMUG-1,Mug,Home,mug.jpg\n'], 'products.csv', { type: 'text/csv' }),
    );
    await user.upload(photosInput, new File(['PK'], 'photos.zip', { type: 'application/zip' }));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await waitFor(() => expect(FakeUploadRequest.last?.url).toBe('/api/product/import?dryRun=true'));
    expect((FakeUploadRequest.last?.body?.get('images') as File | null)?.name).toBe('photos.zip');
    FakeUploadRequest.last?.respond(200, report);
    await user.click(await screen.findByRole('button', { name: 'Apply import' }));
    await waitFor(() => expect(FakeUploadRequest.last?.url).toBe('/api/product/import?dryRun=false'));
    expect((FakeUploadRequest.last?.body?.get('images') as File | null)?.name).toBe('photos.zip');
    expect((FakeUploadRequest.last?.body?.get('file') as File | null)?.name).toBe('products.csv');
  });

  it('asks for the category of a Shopify export before the check, says how it read the file, and cannot apply nothing', async () => {
    localStorage.setItem('token', 'test-token');
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    mockFetch((url) => {
      if (url === '/api/authVendor') return jsonResponse({ user: makeUser() });
      if (url.startsWith('/api/category?'))
        return jsonResponse({ items: [{ _id: CLOTHING_ID, title: 'Clothing' }], total: 1, page: 1, limit: 100 });
      return jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/product/import');
    await screen.findByRole('heading', { name: 'Import products' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(
      input,
      new File([`${SHOPIFY_HEADER}\nlinen-shirt,Linen shirt,<p>Linen</p>\n`], 'products_export.csv'),
    );
    const category = await screen.findByLabelText(/Category for products without one/, { selector: 'input' });
    expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();
    await user.click(category);
    await user.click(await screen.findByRole('option', { name: 'Clothing' }));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await waitFor(() => expect(FakeUploadRequest.last?.url).toBe('/api/product/import?dryRun=true'));
    expect(FakeUploadRequest.last?.body?.get('defaultCategory')).toBe(CLOTHING_ID);
    FakeUploadRequest.last?.respond(200, {
      ...report,
      counts: { create: 0, update: 0, revision: 0, unchanged: 0, error: 1 },
      products: [report.products[0]],
      format: 'shopify',
      usedColumns: ['Handle', 'Title', 'Body (HTML)'],
      ignoredColumns: ['Gift Card'],
      notes: ['The file does not say how products ship.'],
    });
    expect(await screen.findByText('Shopify product export')).toBeInTheDocument();
    expect(screen.getByText('Columns read: Handle, Title, Body (HTML)')).toBeInTheDocument();
    expect(screen.getByText('Columns left aside: Gift Card')).toBeInTheDocument();
    expect(screen.getByText('Nothing would be imported')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply import' })).toBeDisabled();
  });

  it('shows on the page, not in a passing message, why a file it does not know cannot be checked', async () => {
    localStorage.setItem('token', 'test-token');
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    mockFetch((url) => {
      if (url === '/api/authVendor') return jsonResponse({ user: makeUser() });
      return jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/product/import');
    await screen.findByRole('heading', { name: 'Import products' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['Produkt;Preis;category\nTasse;12;Home\n'], 'produkte.csv'));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await waitFor(() => expect(FakeUploadRequest.last?.url).toBe('/api/product/import?dryRun=true'));
    const unknown = "The file's header row is not one the import reads. It reads Soko's template (SKU, name, price…)";
    FakeUploadRequest.last?.respond(400, { errors: [{ msg: unknown, param: 'file' }] });
    const alert = await within(await screen.findByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent('The file cannot be checked');
    expect(alert).toHaveTextContent(unknown);
  });
});
