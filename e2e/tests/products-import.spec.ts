import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { expect, test } from '@playwright/test';
import { ZipArchive } from 'archiver';
import { createActiveVendor } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import {
  adminToken,
  createCategoryApi,
  expectNoSidewaysScroll,
  labelled,
  testImage,
  uniqueName,
} from '../support/catalogue.ts';
import { signIn } from '../support/session.ts';

/** The image host of the files: 127.0.0.1, which the server may fetch from (IMPORT_IMAGE_HOSTS in playwright.config.ts). */
let images: Server;
let imageUrl: string;

test.beforeAll(async () => {
  const { buffer } = await testImage('mug.png', { r: 40, g: 110, b: 160 }, 200);
  images = createServer((_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(buffer));
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  imageUrl = `http://127.0.0.1:${(images.address() as AddressInfo).port}/mug.png`;
});
test.afterAll(async () => {
  await new Promise((resolve) => images.close(resolve));
});

const HEADER =
  'SKU;name;shortDetails;description;category;price;salesPercentage;stock;shipping;shippingProvider;deliveryPrice;status;imageUrls';

test('a vendor checks a spreadsheet, fixes the row it reports, applies it and sees the products pending', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const category = await createCategoryApi(request, await adminToken(request), uniqueName('Kitchen'));
  const vendor = await createActiveVendor(request);
  const mug = uniqueName('Mug');
  const row = (sku: string, name: string, price: string) =>
    `${sku};${name};Hand-thrown;"<p>Glazed;\r\ndishwasher safe</p>";${category.title};${price};0;4;free;Fixed Delivery;0;live;${imageUrl}`;
  const file = (badPrice: string) => ({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `\uFEFF${[HEADER, row('M-1', `${mug} small`, '18.00'), row('M-2', `${mug} large`, badPrice)].join('\r\n')}\r\n`,
    ),
  });

  await signIn(page, request, vendor.email, vendor.password);
  await page.goto('/product');
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import products' })).toBeVisible();

  await page.locator('input[type="file"][accept*="csv"]').setInputFiles(file('twenty'));
  await page.getByRole('button', { name: 'Check file' }).click();
  const report = page.getByRole('table', { name: 'Import report' });
  const rows = report.getByRole('row');
  await expect(rows.nth(1)).toContainText('M-2');
  await expect(rows.nth(1)).toContainText('Row 3, price: Price must be an amount with at most 2 decimals');
  await expect(rows.nth(2)).toContainText('New, waits for approval');
  await expectAccessible(page, 'import check with a problem');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.locator('input[type="file"][accept*="csv"]').setInputFiles(file('24.50'));
  await expect(page.getByRole('button', { name: 'Apply import' })).toBeDisabled();
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByLabel('Summary')).toContainText('New, waits for approval: 2');
  await page.getByRole('button', { name: 'Apply import' }).click();
  // Applying runs on the server in the background; the page follows it by the id in its address.
  await expect(page).toHaveURL(/\/product\/import\?import=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Import result' })).toBeVisible();
  await expect(page.getByLabel('Summary')).toContainText('New, waits for approval: 2');

  await page.getByRole('link', { name: 'See products waiting for approval' }).click();
  await expect(page.getByRole('link', { name: `${mug} small` }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: `${mug} large` }).first()).toBeVisible();
});

/** The header row of a Shopify product export (help.shopify.com, "Using CSV files to import and export products"). */
const SHOPIFY_HEADER =
  'Handle,Title,Body (HTML),Vendor,Product Category,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Option3 Name,Option3 Value,Variant SKU,Variant Grams,Variant Inventory Tracker,Variant Inventory Qty,Variant Inventory Policy,Variant Fulfillment Service,Variant Price,Variant Compare At Price,Variant Requires Shipping,Variant Taxable,Variant Barcode,Image Src,Image Position,Image Alt Text,Gift Card,SEO Title,SEO Description,Variant Image,Variant Weight Unit,Variant Tax Code,Cost per item,Status';

test('a seller moving from Shopify imports its export: options become variants, image rows images, all pending', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const category = await createCategoryApi(request, await adminToken(request), uniqueName('Clothing'));
  const vendor = await createActiveVendor(request);
  const shirt = uniqueName('Linen shirt');
  const names = SHOPIFY_HEADER.split(',');
  const line = (cells: Record<string, string>) =>
    names
      .map((name) => (/[",]/.test(cells[name] ?? '') ? `"${cells[name]?.replace(/"/g, '""')}"` : (cells[name] ?? '')))
      .join(',');
  const variant = (size: string, colour: string, sku: string, stock: string) => ({
    Handle: 'linen-shirt',
    'Option1 Value': size,
    'Option2 Value': colour,
    'Variant SKU': sku,
    'Variant Grams': '250',
    'Variant Inventory Qty': stock,
    'Variant Price': '40.00',
    'Variant Compare At Price': '50.00',
  });
  const rows = [
    line({
      ...variant('M', 'Indigo', 'LIN-M-IND', '4'),
      Title: shirt,
      'Body (HTML)': '<p>Woven in Accra, <em>washed soft</em>.</p>',
      Vendor: 'Ama Studio',
      'Product Category': 'Apparel & Accessories > Clothing',
      Tags: 'linen, summer',
      'Option1 Name': 'Size',
      'Option2 Name': 'Colour',
      'Image Src': imageUrl,
      'Image Position': '1',
      Status: 'active',
    }),
    line(variant('L', 'Indigo', 'LIN-L-IND', '3')),
    line(variant('M', 'Sand', 'LIN-M-SND', '2')),
    line({ Handle: 'linen-shirt', 'Image Src': `${imageUrl}?back`, 'Image Position': '2' }),
  ];
  const file = {
    name: 'products_export_1.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${[SHOPIFY_HEADER, ...rows].join('\n')}\n`),
  };

  await signIn(page, request, vendor.email, vendor.password);
  await page.goto('/product/import');
  await page.locator('input[type="file"][accept*="csv"]').setInputFiles(file);
  const categoryField = page.getByRole('combobox', { name: labelled('Category for products without one') });
  await expect(page.getByRole('button', { name: 'Check file' })).toBeDisabled();
  await categoryField.fill(category.title);
  await page.getByRole('option', { name: category.title }).click();
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('Shopify product export')).toBeVisible();
  await expect(page.getByLabel('Summary')).toContainText('New, waits for approval: 1');
  await expect(page.getByRole('table', { name: 'Import report' })).toContainText('linen-shirt');
  await expectAccessible(page, 'a Shopify export checked');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Apply import' }).click();
  await expect(page.getByRole('heading', { name: 'Import result' })).toBeVisible();
  await page.getByRole('link', { name: 'See products waiting for approval' }).click();
  await page.getByRole('link', { name: shirt }).first().click();
  // The list leads to the product's form; its page shows the variants as a table.
  await expect(page).toHaveURL(/[0-9a-f-]{36}/);
  const productId = page.url().match(/[0-9a-f-]{36}/)?.[0];
  await page.goto(`/product/${productId}`);
  const variants = page.getByRole('table', { name: 'Size / Colour' });
  await expect(variants.getByRole('row')).toHaveCount(4);
  await expect(variants).toContainText('M / Indigo');
  await expect(variants).toContainText('L / Indigo');
  await expect(variants).toContainText('M / Sand');
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
});

/** A ZIP of photos as a seller's computer makes one: the photos in a folder. */
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

test('a seller whose photos are on their computer sends them as a ZIP with the file, and the product has them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const category = await createCategoryApi(request, await adminToken(request), uniqueName('Baskets'));
  const vendor = await createActiveVendor(request);
  const basket = uniqueName('Bolga basket');
  const front = await testImage('basket-front.png', { r: 180, g: 120, b: 40 }, 200);
  const side = await testImage('basket-side.png', { r: 90, g: 140, b: 60 }, 200);
  const photos = await zipOf({ 'photos/basket-front.png': front.buffer, 'photos/basket-side.png': side.buffer });
  const csv = (images: string) =>
    Buffer.from(
      `${HEADER}\r\nB-1;${basket};Woven by hand;<p>Sisal</p>;${category.title};48.00;0;4;free;Fixed Delivery;0;live;${images}\r\n`,
    );

  await signIn(page, request, vendor.email, vendor.password);
  await page.goto('/product/import');
  await page.locator('input[type="file"][accept*="csv"]').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: csv('basket-front.png basket-back.png'),
  });
  await page.locator('input[type="file"][accept*="zip"]').setInputFiles({
    name: 'photos.zip',
    mimeType: 'application/zip',
    buffer: photos,
  });
  await page.getByRole('button', { name: 'Check file' }).click();
  const report = page.getByRole('table', { name: 'Import report' });
  await expect(report).toContainText('basket-back.png is not in the photos ZIP');
  await expectAccessible(page, 'import check with a photos ZIP');

  await page.locator('input[type="file"][accept*="csv"]').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: csv('basket-front.png basket-side.png'),
  });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByLabel('Summary')).toContainText('New, waits for approval: 1');
  await page.getByRole('button', { name: 'Apply import' }).click();
  await expect(page.getByRole('heading', { name: 'Import result' })).toBeVisible();
  await expect(page.getByLabel('Summary')).toContainText('New, waits for approval: 1');

  await page.getByRole('link', { name: 'See products waiting for approval' }).click();
  await page
    .getByRole('link', { name: `Edit ${basket}` })
    .first()
    .click();
  await expect(page.getByRole('img', { name: 'Saved image 1' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Saved image 2' })).toBeVisible();
});
