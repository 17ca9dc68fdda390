import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_IMPORT_IMAGES_MAX_FILES,
  PRODUCT_IMPORT_MAX_BYTES,
  type ProductDto,
  type ProductImportJob,
  type ProductImportReport,
} from '@soko/shared';
import { ZipArchive } from 'archiver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createCategory, createSubcategory, smallPng } from '../../test/catalogue.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, multipartBody, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { findUserById } from '../users/index.ts';
import { productImportJob, queueProductImport } from './products.import-job.ts';
import { IMPORT_APPLYING_MESSAGE } from './products.import-turn.ts';

let ctx: TestContext;
let vendor: OnboardedVendor;
let png: Buffer;

beforeAll(async () => {
  png = await smallPng();
  ctx = await createTestApp();
  const admin = await adminToken(ctx);
  vendor = await onboardVendor(ctx);
  const home = await createCategory(ctx, admin, 'Home');
  await createSubcategory(ctx, admin, home._id, 'Kitchen');
}, 60_000);
afterAll(async () => ctx?.close());

/** A ZIP as a seller's computer makes it: the photos in a folder. */
async function zipOf(files: Record<string, Buffer>): Promise<Buffer> {
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const written = new Promise((resolve, reject) => sink.on('finish', resolve).on('error', reject));
  zip.pipe(sink);
  for (const [name, bytes] of Object.entries(files)) zip.append(bytes, { name });
  await zip.finalize();
  await written;
  return Buffer.concat(chunks);
}

function csv(rows: { sku: string; images: string }[]): Buffer {
  const lines = [PRODUCT_CSV_COLUMNS.join(',')];
  for (const row of rows) {
    const cells: Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>> = {
      SKU: row.sku,
      name: `Basket ${row.sku}`,
      shortDetails: 'Woven by hand',
      description: '<p>Sisal</p>',
      brand: 'Bolga',
      keywords: 'basket',
      category: 'Home > Kitchen',
      price: '48.00',
      salesPercentage: '0',
      stock: '4',
      weight: '0.8',
      shipping: 'free',
      shippingProvider: 'Fixed Delivery',
      deliveryPrice: '0',
      status: 'live',
      gstFree: 'no',
      imageUrls: row.images,
    };
    lines.push(PRODUCT_CSV_COLUMNS.map((column) => cells[column] ?? '').join(','));
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

function send(file: Buffer, photos: Buffer | undefined, dryRun: boolean) {
  const body = multipartBody([
    { field: 'file', filename: 'products.csv', contentType: 'text/csv', bytes: file },
    ...(photos ? [{ field: 'images', filename: 'photos.zip', contentType: 'application/zip', bytes: photos }] : []),
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/product/import${dryRun ? '?dryRun=true' : ''}`,
    headers: { ...body.headers, 'x-auth-token': vendor.token },
    payload: body.payload,
  });
}

const storedPhotoFiles = () => {
  const folder = path.join(ctx.app.deps.config.uploadDir, 'import-photos');
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
};

describe(`product import with a ZIP of photos (${testEngine})`, () => {
  it('checks the rows that name photos of the ZIP, and reports the ones it lacks or cannot take', async () => {
    const photos = await zipOf({
      'photos/basket-front.png': png,
      'photos/basket-side.png': png,
      'photos/notes.png': Buffer.from('not a picture at all'),
    });
    const file = csv([
      { sku: 'BSK-1', images: 'basket-front.png photos/basket-side.png' },
      { sku: 'BSK-2', images: 'missing.png' },
      { sku: 'BSK-3', images: 'notes.png' },
    ]);
    const checked = await send(file, photos, true);
    expect(checked.statusCode, checked.body).toBe(200);
    const report = checked.json() as ProductImportReport;
    expect(report.counts).toMatchObject({ create: 1, error: 2 });
    const errorsOf = (sku: string) => report.products.find((entry) => entry.sku === sku)?.errors;
    expect(errorsOf('BSK-1')).toEqual([]);
    expect(errorsOf('BSK-2')).toEqual([
      expect.objectContaining({ column: 'imageUrls', message: 'missing.png is not in the photos ZIP' }),
    ]);
    expect(errorsOf('BSK-3')).toEqual([
      expect.objectContaining({ column: 'imageUrls', message: 'notes.png is not a JPEG, PNG or WebP photo' }),
    ]);
  });

  it('without a ZIP, says a file name needs the photos sent beside the CSV', async () => {
    const checked = await send(csv([{ sku: 'BSK-9', images: 'basket-front.png' }]), undefined, true);
    const report = checked.json() as ProductImportReport;
    expect(report.products[0]?.errors).toEqual([
      expect.objectContaining({
        message: 'basket-front.png is a file name, not a web address: send the photos as a ZIP beside the CSV',
      }),
    ]);
  });

  it('applies the file with its photos in the background, and keeps no photo once it is done', async () => {
    const photos = await zipOf({ 'basket-front.png': png, 'basket-side.png': png });
    const queued = await send(csv([{ sku: 'BSK-20', images: 'basket-front.png basket-side.png' }]), photos, false);
    expect(queued.statusCode, queued.body).toBe(202);
    expect(storedPhotoFiles()).toHaveLength(2);
    await ctx.app.jobs.idle();
    const { id } = queued.json() as ProductImportJob;
    const job = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/product/import/${id}`,
        headers: { 'x-auth-token': vendor.token },
      })
    ).json() as ProductImportJob;
    expect(job.report?.counts).toMatchObject({ create: 1, error: 0 });
    const productId = job.report?.products[0]?.productId;
    const product = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/product/${productId}`,
        headers: { 'x-auth-token': vendor.token },
      })
    ).json() as ProductDto;
    expect(product.images).toHaveLength(2);
    expect(storedPhotoFiles()).toEqual([]);

    // The same file and ZIP again: the photos are the product's already, nothing is added.
    const again = await send(csv([{ sku: 'BSK-20', images: 'basket-front.png basket-side.png' }]), photos, true);
    expect((again.json() as ProductImportReport).products[0]).toMatchObject({ action: 'unchanged' });
  });

  it('refuses what is not a ZIP, a photo over the upload size and a file field it does not know, keeping nothing', async () => {
    const file = csv([{ sku: 'BSK-30', images: 'big.png' }]);
    const notZip = await send(file, Buffer.from('PK? no, plain text'), true);
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json().errors[0]).toMatchObject({
      param: 'images',
      msg: 'The photos file is not a ZIP archive that can be read',
    });

    const big = await zipOf({ 'big.png': Buffer.concat([png, randomBytes(5 * 1024 * 1024)]) });
    const checked = (await send(file, big, true)).json() as ProductImportReport;
    expect(checked.products[0]?.errors).toEqual([expect.objectContaining({ message: 'big.png is larger than 5 MB' })]);
    const queued = await send(file, big, false);
    expect(queued.statusCode).toBe(400);
    expect(queued.json().errors[0].msg).toBe('big.png is larger than 5 MB');
    expect(storedPhotoFiles()).toEqual([]);
  });

  it('cuts off a CSV past 20 MB and a ZIP of more than 2,000 files with a clear message', async () => {
    const huge = Buffer.concat([csv([{ sku: 'BSK-40', images: '' }]), Buffer.alloc(PRODUCT_IMPORT_MAX_BYTES, 'a')]);
    const tooLarge = await send(huge, undefined, true);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors[0].msg).toBe('The file is too large: an import takes at most 20 MB');

    const many = await zipOf(
      Object.fromEntries(
        Array.from({ length: PRODUCT_IMPORT_IMAGES_MAX_FILES + 1 }, (_, n) => [`photo-${n}.png`, png]),
      ),
    );
    const crowded = await send(csv([{ sku: 'BSK-41', images: 'photo-1.png' }]), many, true);
    expect(crowded.statusCode).toBe(400);
    expect(crowded.json().errors[0].msg).toBe('The photos ZIP holds more than 2000 files');
    expect(storedPhotoFiles()).toEqual([]);
  });

  it('refuses a file while the vendor has an import waiting, before reading any of its body', async () => {
    const account = await findUserById(ctx.app.deps.db, vendor.id);
    if (!account) throw new Error('the vendor is gone');
    await queueProductImport(ctx.app.deps, account, csv([{ sku: 'BSK-50', images: '' }]));
    const server = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    // A ZIP that starts and never ends: a server that read the body first would never answer.
    const boundary = 'soko-held-open';
    const stopSending = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="photos.zip"\r\nContent-Type: application/zip\r\n\r\nPK`,
          ),
        );
      },
    });
    const refused = await fetch(`${server}/api/product/import?dryRun=true`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-auth-token': vendor.token },
      body,
      duplex: 'half',
      signal: stopSending.signal,
    } as RequestInit);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { errors: { msg: string }[] }).errors[0]?.msg).toBe(IMPORT_APPLYING_MESSAGE);
    stopSending.abort();
    expect(storedPhotoFiles()).toEqual([]);
    await productImportJob().run(ctx.app.deps, new AbortController().signal);
  });
});
