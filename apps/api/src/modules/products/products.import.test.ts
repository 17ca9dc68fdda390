import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CATALOGUE_MESSAGES,
  PRODUCT_CSV_COLUMNS,
  type ProductDto,
  type ProductImportJob,
  type ProductImportReport,
} from '@soko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImports } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createCategory, createSubcategory, smallPng } from '../../test/catalogue.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, auditCount, multipartBody, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { expectKeptStockStates } from '../../test/stock.ts';
import { findUserById } from '../users/index.ts';
import { productImportJob, queueProductImport } from './products.import-job.ts';

let ctx: TestContext;
let admin: string;
let vendor: OnboardedVendor;
let images: Server;
let imageBase: string;

beforeAll(async () => {
  const png = await smallPng();
  images = createServer((_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(png));
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  imageBase = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
  ctx = await createTestApp({ config: { importImageHosts: ['127.0.0.1'] } });
  admin = await adminToken(ctx);
  vendor = await onboardVendor(ctx);
  const home = await createCategory(ctx, admin, 'Home');
  await createSubcategory(ctx, admin, home._id, 'Kitchen');
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => images?.close(resolve));
});

type Row = Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>>;

const productRow = (n: number, overrides: Row = {}): Row => ({
  SKU: `MUG-${n}`,
  name: `Mug ${n}`,
  shortDetails: 'Hand-thrown mug',
  description: '<p>Glazed inside</p>',
  brand: 'Clay Co',
  keywords: 'mug',
  category: 'Home > Kitchen',
  price: '24.00',
  salesPercentage: '0',
  stock: '5',
  weight: '0.4',
  shipping: 'free',
  shippingProvider: 'Fixed Delivery',
  deliveryPrice: '0',
  status: 'live',
  gstFree: 'no',
  imageUrls: `${imageBase}/mug.png`,
  ...overrides,
});

const quoted = (value: string, delimiter: string) =>
  /["\r\n]/.test(value) || value.includes(delimiter) ? `"${value.replace(/"/g, '""')}"` : value;

function csv(rows: Row[], { delimiter = ',', newline = '\n', bom = false } = {}): Buffer {
  const lines = [PRODUCT_CSV_COLUMNS.join(delimiter)];
  for (const row of rows) {
    lines.push(PRODUCT_CSV_COLUMNS.map((column) => quoted(row[column] ?? '', delimiter)).join(delimiter));
  }
  return Buffer.from(`${bom ? '\uFEFF' : ''}${lines.join(newline)}${newline}`);
}

function importFile(file: Buffer, dryRun: boolean, token = vendor.token) {
  const body = multipartBody([{ field: 'file', filename: 'products.csv', contentType: 'text/csv', bytes: file }]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/product/import${dryRun ? '?dryRun=true' : ''}`,
    headers: { ...body.headers, 'x-auth-token': token },
    payload: body.payload,
  });
}

/** Sends the file to apply, lets the import job apply it, and answers the finished import's report. */
async function applyFile(file: Buffer, token = vendor.token): Promise<ProductImportReport> {
  const queued = await importFile(file, false, token);
  expect(queued.statusCode).toBe(202);
  const { id } = queued.json() as ProductImportJob;
  await ctx.app.jobs.idle();
  const finished = await ctx.app.inject({
    method: 'GET',
    url: `/api/product/import/${id}`,
    headers: { 'x-auth-token': token },
  });
  const job = finished.json() as ProductImportJob;
  expect(job).toMatchObject({ status: 'done', processed: job.productCount });
  return job.report as ProductImportReport;
}

const vendorUser = async () => {
  const user = await findUserById(ctx.app.deps.db, vendor.id);
  if (!user) throw new Error('the vendor is gone');
  return user;
};

const listTotal = async (query = '') =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/product/list?limit=1${query}`,
      headers: { 'x-auth-token': vendor.token },
    })
  ).json().total as number;

/** 200 products, of which rows 12, 58 and 141 (file rows 13, 59, 142) are wrong. */
const batchRows = () =>
  Array.from({ length: 200 }, (_, index) => {
    if (index === 11) return productRow(index, { price: 'twelve' });
    if (index === 57) return productRow(index, { category: 'Garden > Pots' });
    if (index === 140) return productRow(index, { stock: '-3' });
    return productRow(index);
  });

describe(`product import (${testEngine})`, () => {
  it('a dry run names each error by row and column and changes nothing', async () => {
    const response = await importFile(csv(batchRows()), true);
    expect(response.statusCode).toBe(200);
    const report: ProductImportReport = response.json();
    expect(report.counts).toEqual({ create: 197, update: 0, revision: 0, unchanged: 0, error: 3 });
    expect(report.products.slice(0, 3).map((entry) => [entry.sku, entry.errors])).toEqual([
      ['MUG-11', [{ row: 13, column: 'price', message: 'Price must be an amount with at most 2 decimals' }]],
      ['MUG-57', [{ row: 59, column: 'category', message: expect.stringContaining('No category Garden > Pots') }]],
      ['MUG-140', [{ row: 142, column: 'stock', message: 'Quantity cannot be negative' }]],
    ]);
    expect(await listTotal()).toBe(0);
  });

  it('applying creates the 197 good products pending approval, audited; the same file again changes nothing', async () => {
    const file = csv(batchRows());
    const applied: ProductImportReport = await applyFile(file);
    expect(applied.counts).toMatchObject({ create: 197, error: 3 });
    expect(await listTotal('&approval=pending')).toBe(197);
    expect(await auditCount(ctx, 'product.import', vendor.id)).toBe(1);

    const again: ProductImportReport = await applyFile(file);
    expect(again.counts).toEqual({ create: 0, update: 0, revision: 0, unchanged: 197, error: 3 });
    expect(await listTotal()).toBe(197);
  }, 120_000);

  it("an approved product's new description waits as its revision; buyers keep the live version", async () => {
    const before = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/product/list?limit=1&q=Mug%207&sort=name',
        headers: { 'x-auth-token': vendor.token },
      })
    ).json().items[0] as ProductDto;
    const approved = await ctx.app.inject({
      method: 'GET',
      url: `/api/product/${before._id}/${vendor.id}/approve?action=approve`,
      headers: { 'x-auth-token': admin },
    });
    expect(approved.statusCode).toBe(200);
    const file = csv([productRow(7, { description: '<p>Now in blue</p>', stock: '9' })]);
    expect(((await importFile(file, true)).json() as ProductImportReport).products[0]?.action).toBe('revision');
    const applied: ProductImportReport = await applyFile(file);
    expect(applied.counts.revision).toBe(1);
    const after: ProductDto = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/product/${before._id}`,
        headers: { 'x-auth-token': vendor.token },
      })
    ).json();
    expect(after).toMatchObject({ description: '<p>Glazed inside</p>', approval: 'approved', stock: 9 });
    expect(after.revision).toMatchObject({ status: 'pending', proposed: { description: '<p>Now in blue</p>' } });
    expect((await applyFile(file)).counts.unchanged).toBe(1);
  });

  it('exporting and importing the export changes nothing', async () => {
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/product/export.csv',
      headers: { 'x-auth-token': vendor.token },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const report: ProductImportReport = await applyFile(exported.rawPayload);
    expect(report.counts).toEqual({ create: 0, update: 0, revision: 0, unchanged: 197, error: 0 });

    const staffExport = (vendorId?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/product/export.csv${vendorId ? `?vendorId=${vendorId}` : ''}`,
        headers: { 'x-auth-token': admin },
      });
    expect((await staffExport(vendor.id)).body).toBe(exported.body);
    expect((await staffExport()).statusCode).toBe(400);
  });

  it('imports a file as Excel saves it: BOM, CRLF, semicolons and a line break inside a cell', async () => {
    const file = csv([productRow(900, { description: '<p>Line one\nline two; with a semicolon</p>' })], {
      delimiter: ';',
      newline: '\r\n',
      bom: true,
    });
    const report: ProductImportReport = await applyFile(file);
    expect(report.products[0]).toMatchObject({ row: 2, sku: 'MUG-900', action: 'create', errors: [] });
  });

  it('reads a file Excel saved as "CSV (Comma delimited)" on Windows as Windows-1252, and says so', async () => {
    const text = csv([productRow(901, { name: 'Crème brûlée ramekin', brand: 'Café Señor' })]).toString('utf8');
    const windows1252 = Buffer.from(text, 'latin1');
    const checked = await importFile(windows1252, true);
    expect(checked.statusCode).toBe(200);
    const report = checked.json() as ProductImportReport;
    expect(report).toMatchObject({ encoding: 'windows-1252', counts: { create: 1, error: 0 } });
    expect(report.products[0]?.name).toBe('Crème brûlée ramekin');
    expect((await importFile(csv([productRow(902)]), true)).json()).toMatchObject({ encoding: 'utf-8' });

    const applied = await applyFile(windows1252);
    const created = await ctx.app.inject({
      method: 'GET',
      url: `/api/product/${applied.products[0]?.productId}`,
      headers: { 'x-auth-token': vendor.token },
    });
    expect(created.json()).toMatchObject({ name: 'Crème brûlée ramekin', brand: 'Café Señor' });
  });

  it('a product with variants takes one row per variant, and reads back from its export unchanged', async () => {
    const variant = (size: string, stock: string) =>
      productRow(950, {
        SKU: 'TEE-950',
        name: 'Tee',
        stock: '',
        variantName: 'Size',
        variantSize: size,
        variantSKU: `TEE-950-${size}`,
        variantPrice: '30.00',
        variantStock: stock,
        variantWeight: '0.2',
      });
    const created: ProductImportReport = await applyFile(csv([variant('S', '2'), variant('L', '3')]));
    expect(created.products[0]).toMatchObject({ rows: [2, 3], sku: 'TEE-950', action: 'create', errors: [] });
    const product: ProductDto = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/product/${created.products[0]?.productId}`,
        headers: { 'x-auth-token': vendor.token },
      })
    ).json();
    expect(product).toMatchObject({ stock: 5, variant_name: 'Size', stockState: 'low' });
    await expectKeptStockStates(ctx.database.db);
    expect(product.variants.map((item) => [item.size, item.stock, item.SKU])).toEqual([
      ['S', 2, 'TEE-950-S'],
      ['L', 3, 'TEE-950-L'],
    ]);
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/product/export.csv',
      headers: { 'x-auth-token': vendor.token },
    });
    const again: ProductImportReport = (await importFile(exported.rawPayload, true)).json();
    expect(again.products.find((entry) => entry.sku === 'TEE-950')).toMatchObject({
      action: 'unchanged',
      rows: [expect.any(Number), expect.any(Number)],
    });
    expect(again.counts.error).toBe(0);
  });

  it('refuses image URLs on private, loopback and link-local addresses', async () => {
    const port = (images.address() as AddressInfo).port;
    const file = csv([
      productRow(901, { imageUrls: `http://localhost:${port}/mug.png` }),
      productRow(902, { imageUrls: 'http://169.254.169.254/latest/meta-data' }),
      productRow(903, { imageUrls: 'http://10.1.2.3/mug.png' }),
    ]);
    const report: ProductImportReport = await applyFile(file);
    expect(report.counts.error).toBe(3);
    for (const entry of report.products) {
      expect(entry.errors).toEqual([
        { row: entry.row, column: 'imageUrls', message: expect.stringContaining('public internet address') },
      ]);
    }
  });

  it('refuses a file of more than 5,000 rows with 413, naming the limit', async () => {
    const rows = Array.from({ length: 5001 }, (_, index) => productRow(10_000 + index));
    const response = await importFile(csv(rows), true);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].msg).toContain('5,000');
  });

  it('applying answers 202 at once with the import waiting; only its vendor and staff can follow it', async () => {
    const queued = await importFile(csv([productRow(30_001), productRow(30_002, { price: 'free' })]), false);
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({ status: 'queued', rowCount: 2, productCount: 2, processed: 0, report: null });
    await ctx.app.jobs.idle();
    const url = `/api/product/import/${(queued.json() as ProductImportJob).id}`;
    const other = await onboardVendor(ctx);
    expect((await ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': other.token } })).statusCode).toBe(
      404,
    );
    const seen = await ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': admin } });
    expect(seen.json()).toMatchObject({ status: 'done', processed: 2, report: { counts: { create: 1, error: 1 } } });
  }, 60_000);

  it('a file with binary data is refused at once and waits for nothing', async () => {
    const response = await importFile(Buffer.concat([csv([productRow(30_010)]), Buffer.from([0])]), false);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].msg).toContain('binary data');
  });

  it('an import cut short by a stopping server goes on where it stopped, with no product applied twice', async () => {
    const rows = Array.from({ length: 6 }, (_, index) => productRow(31_000 + index));
    const { db } = ctx.app.deps;
    const queued = await queueProductImport(ctx.app.deps, await vendorUser(), csv(rows));
    let checks = 0;
    // The run checks for a stop once before it claims an import and once before each product.
    const stopsAfterThree = {
      get aborted() {
        checks += 1;
        return checks > 4;
      },
    } as AbortSignal;
    const job = productImportJob();
    expect(await job.run(ctx.app.deps, stopsAfterThree)).toEqual({
      imports: 0,
      products: 3,
      failed: 0,
      deleted: 0,
    });
    const follow = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/product/import/${queued.id}`,
          headers: { 'x-auth-token': vendor.token },
        })
      ).json() as ProductImportJob;
    expect(await follow()).toMatchObject({ status: 'queued', processed: 3, report: null });
    expect(await listTotal('&q=Mug%20310')).toBe(3);

    // An instance that died mid-run leaves its import running; once the lease passes, another takes it over.
    await db
      .update(productImports)
      .set({ status: 'running', leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(productImports.id, queued.id));
    const auditsBefore = await auditCount(ctx, 'product.import', vendor.id);
    expect(await job.run(ctx.app.deps, new AbortController().signal)).toEqual({
      imports: 1,
      products: 3,
      failed: 0,
      deleted: 0,
    });
    const done = await follow();
    expect(done).toMatchObject({ status: 'done', processed: 6, report: { counts: { create: 6, error: 0 } } });
    expect(await listTotal('&q=Mug%20310')).toBe(6);
    expect(await auditCount(ctx, 'product.import', vendor.id)).toBe(auditsBefore + 1);
    const [kept] = await db.select().from(productImports).where(eq(productImports.id, queued.id));
    expect(kept).toMatchObject({ fileText: null, entries: null });
  }, 60_000);

  it("keeps an ended import's report for 30 days, then deletes it", async () => {
    const queued = await queueProductImport(ctx.app.deps, await vendorUser(), csv([productRow(32_000)]));
    await productImportJob().run(ctx.app.deps, new AbortController().signal);
    const url = `/api/product/import/${queued.id}`;
    const daysOn = (days: number) => ({
      ...ctx.app.deps,
      clock: { now: () => new Date(Date.now() + days * 24 * 60 * 60_000) },
    });
    await productImportJob().run(daysOn(29), new AbortController().signal);
    const kept = await ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': vendor.token } });
    expect(kept.json()).toMatchObject({ status: 'done', report: { counts: { create: 1 } } });
    const later = await productImportJob().run(daysOn(31), new AbortController().signal);
    expect(later.deleted).toBeGreaterThanOrEqual(1);
    const gone = await ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': vendor.token } });
    expect(gone.statusCode).toBe(404);
  }, 60_000);

  it("takes each product's low-stock threshold and refuses the retired carrier for a new product", async () => {
    const rows = [
      productRow(20_001, { lowStockThreshold: '7' }),
      productRow(20_002, {
        shipping: 'paid',
        shippingProvider: 'Sendle',
        deliveryPrice: '9.00',
        length: '10',
        width: '10',
        height: '10',
      }),
    ];
    const report: ProductImportReport = await applyFile(csv(rows));
    expect(report.products.find((entry) => entry.sku === 'MUG-20002')?.errors).toEqual([
      {
        row: 3,
        column: 'shippingProvider',
        message: expect.stringContaining('Sendle no longer delivers in Australia'),
      },
    ]);
    expect(report.counts).toMatchObject({ create: 1, error: 1 });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/product/list?limit=5&q=Mug%2020001',
      headers: { 'x-auth-token': vendor.token },
    });
    expect(list.json().items).toEqual([expect.objectContaining({ name: 'Mug 20001', lowStockThreshold: 7 })]);
  }, 120_000);
});

describe(`sale dates by CSV (${testEngine})`, () => {
  it('schedules a sale from its columns, names a bad date by row and column, and exports the dates as it took them', async () => {
    const starts = '2027-03-01T09:00:00+11:00';
    const wrong = await importFile(
      csv([productRow(0, { SKU: 'DATED-0', salesPercentage: '20', saleStartsAt: starts, saleEndsAt: 'next week' })]),
      true,
    );
    expect(wrong.json().products[0].errors).toEqual([
      { row: 2, column: 'saleEndsAt', message: CATALOGUE_MESSAGES.saleInstantInvalid },
    ]);
    const report = await applyFile(
      csv([
        productRow(1, {
          SKU: 'DATED-1',
          name: 'Dated mug',
          salesPercentage: '20',
          saleStartsAt: starts,
          saleEndsAt: '2027-03-08T09:00:00+11:00',
        }),
      ]),
    );
    expect(report.counts).toMatchObject({ create: 1, error: 0 });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/product/list?q=Dated%20mug',
      headers: { 'x-auth-token': vendor.token },
    });
    const [product] = list.json().items as ProductDto[];
    expect(product).toMatchObject({
      saleState: 'scheduled',
      saleStartsAt: '2027-02-28T22:00:00.000Z',
      saleEndsAt: '2027-03-07T22:00:00.000Z',
    });
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/product/export.csv',
      headers: { 'x-auth-token': vendor.token },
    });
    const line = exported.body.split('\n').find((row) => row.startsWith('DATED-1,'));
    expect(line).toContain(',20,2027-02-28T22:00:00.000Z,2027-03-07T22:00:00.000Z,');
  });
});
