import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProductDto, ProductImportJob, ProductImportReport } from '@soko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createCategory, createSubcategory, smallPng } from '../../test/catalogue.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, multipartBody, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';

let ctx: TestContext;
let vendor: OnboardedVendor;
let images: Server;
let imageBase: string;
let shirtsId: string;

beforeAll(async () => {
  const png = await smallPng();
  images = createServer((_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(png));
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  imageBase = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
  ctx = await createTestApp({ config: { importImageHosts: ['127.0.0.1'] } });
  const admin = await adminToken(ctx);
  vendor = await onboardVendor(ctx);
  const clothing = await createCategory(ctx, admin, 'Clothing');
  shirtsId = (await createSubcategory(ctx, admin, clothing._id, 'Shirts'))._id;
  const home = await createCategory(ctx, admin, 'Home');
  await createSubcategory(ctx, admin, home._id, 'Kitchen');
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => images?.close(resolve));
});

const quoted = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A file with a platform's header row, each row given by the header's names (others empty). */
function platformCsv(header: string, rows: Record<string, string>[]): Buffer {
  const names = header.split(',');
  const lines = [header, ...rows.map((row) => names.map((name) => quoted(row[name] ?? '')).join(','))];
  return Buffer.from(`${lines.join('\n')}\n`);
}

function importFile(file: Buffer, { dryRun = true, fields = {}, query = '' } = {}) {
  const body = multipartBody(
    [{ field: 'file', filename: 'products.csv', contentType: 'text/csv', bytes: file }],
    fields,
  );
  return ctx.app.inject({
    method: 'POST',
    url: `/api/product/import?dryRun=${dryRun}${query}`,
    headers: { ...body.headers, 'x-auth-token': vendor.token },
    payload: body.payload,
  });
}

async function applyFile(file: Buffer, fields: Record<string, string>): Promise<ProductImportReport> {
  const queued = await importFile(file, { dryRun: false, fields });
  expect(queued.statusCode).toBe(202);
  await ctx.app.jobs.idle();
  const finished = await ctx.app.inject({
    method: 'GET',
    url: `/api/product/import/${(queued.json() as ProductImportJob).id}`,
    headers: { 'x-auth-token': vendor.token },
  });
  return (finished.json() as ProductImportJob).report as ProductImportReport;
}

const productOf = async (id: string | null | undefined) =>
  (
    await ctx.app.inject({ method: 'GET', url: `/api/product/${id}`, headers: { 'x-auth-token': vendor.token } })
  ).json() as ProductDto;

/** The header row of a Shopify product export (help.shopify.com, "Using CSV files to import and export products"). */
const SHOPIFY_HEADER =
  'Handle,Title,Body (HTML),Vendor,Product Category,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Option3 Name,Option3 Value,Variant SKU,Variant Grams,Variant Inventory Tracker,Variant Inventory Qty,Variant Inventory Policy,Variant Fulfillment Service,Variant Price,Variant Compare At Price,Variant Requires Shipping,Variant Taxable,Variant Barcode,Image Src,Image Position,Image Alt Text,Gift Card,SEO Title,SEO Description,Google Shopping / Google Product Category,Google Shopping / Gender,Google Shopping / Age Group,Google Shopping / MPN,Google Shopping / Condition,Google Shopping / Custom Product,Variant Image,Variant Weight Unit,Variant Tax Code,Cost per item,Included / Australia,Price / International,Compare At Price / International,Status';

const shopifyFile = () => {
  const image = (handle: string, position: string, name: string) => ({
    Handle: handle,
    'Image Src': `${imageBase}/${name}.png`,
    'Image Position': position,
  });
  return platformCsv(SHOPIFY_HEADER, [
    {
      Handle: 'linen-shirt',
      Title: 'Linen shirt',
      'Body (HTML)': '<p>Woven in Accra.</p><script>alert(1)</script>',
      Vendor: 'Ama Studio',
      'Product Category': 'Apparel & Accessories > Clothing > Shirts & Tops',
      Type: 'Shirt',
      Tags: 'linen, summer',
      Published: 'true',
      'Option1 Name': 'Size',
      'Option1 Value': 'M',
      'Option2 Name': 'Colour',
      'Option2 Value': 'Indigo',
      'Variant SKU': 'LIN-M-IND',
      'Variant Grams': '250',
      'Variant Inventory Tracker': 'shopify',
      'Variant Inventory Qty': '4',
      'Variant Price': '40.00',
      'Variant Compare At Price': '50.00',
      'Image Src': `${imageBase}/shirt-front.png`,
      'Image Position': '1',
      'Gift Card': 'false',
      Status: 'active',
    },
    {
      Handle: 'linen-shirt',
      'Option1 Value': 'L',
      'Option2 Value': 'Indigo',
      'Variant SKU': 'LIN-L-IND',
      'Variant Grams': '260',
      'Variant Inventory Qty': '3',
      'Variant Price': '40.00',
      'Variant Compare At Price': '50.00',
      'Image Src': `${imageBase}/shirt-back.png`,
      'Image Position': '2',
    },
    {
      Handle: 'linen-shirt',
      'Option1 Value': 'M',
      'Option2 Value': 'Sand',
      'Variant SKU': 'LIN-M-SND',
      'Variant Grams': '250',
      'Variant Inventory Qty': '0',
      'Variant Price': '40.00',
      'Variant Compare At Price': '50.00',
    },
    image('linen-shirt', '3', 'shirt-detail'),
    {
      Handle: 'market-basket',
      Title: 'Market basket',
      'Body (HTML)': '<p>Bolga weave</p>',
      'Product Category': 'Home > Kitchen',
      'Option1 Name': 'Size',
      'Option1 Value': 'Small',
      'Variant SKU': 'BSK-S',
      'Variant Grams': '500',
      'Variant Inventory Qty': '2',
      'Variant Price': '55.00',
      'Image Src': `${imageBase}/basket.png`,
      Status: 'draft',
    },
    {
      Handle: 'market-basket',
      'Option1 Value': 'Large',
      'Variant SKU': 'BSK-L',
      'Variant Grams': '800',
      'Variant Inventory Qty': '1',
      'Variant Price': '75.00',
    },
    {
      Handle: 'spice-box',
      Title: 'Spice box',
      'Body (HTML)': '<p>Three blends</p>',
      'Option1 Name': 'Blend',
      'Option1 Value': 'Suya',
      'Option2 Name': 'Size',
      'Option2 Value': '50 g',
      'Option3 Name': 'Pack',
      'Option3 Value': 'Tin',
      'Variant SKU': 'SPC-1',
      'Variant Grams': '120',
      'Variant Inventory Qty': '6',
      'Variant Price': '30.00',
      'Variant Compare At Price': '37.00',
      'Image Src': `${imageBase}/spice.png`,
      Status: 'active',
    },
    {
      Handle: 'spice-box',
      'Option1 Value': 'Yaji',
      'Option2 Value': '100 g',
      'Option3 Value': 'Refill',
      'Variant SKU': 'SPC-2',
      'Variant Grams': '220',
      'Variant Inventory Qty': '5',
      'Variant Price': '30.00',
      'Variant Compare At Price': '37.00',
    },
    {
      Handle: 'fonio',
      Title: 'Fonio',
      'Body (HTML)': '<p>Ancient grain &amp; quick to cook</p>',
      'Option1 Name': 'Title',
      'Option1 Value': 'Default Title',
      'Variant SKU': 'FON-1',
      'Variant Grams': '1000',
      'Variant Inventory Qty': '12',
      'Variant Price': '9.50',
      'Image Src': `${imageBase}/fonio.png`,
      Status: 'archived',
    },
  ]);
};

describe(`importing another platform's export (${testEngine})`, () => {
  it('asks for a category for the products whose category is not Soko’s, by form field or query', async () => {
    const without = (await importFile(shopifyFile())).json() as ProductImportReport;
    expect(without.counts).toMatchObject({ create: 1, error: 3 });
    expect(without.products[0]?.errors).toEqual([
      {
        row: 2,
        column: 'category',
        message:
          'Apparel & Accessories > Clothing > Shirts & Tops is not a Soko category: choose the category for products without one before checking the file',
      },
    ]);
    const byQuery = await importFile(shopifyFile(), { query: `&defaultCategory=${shirtsId}` });
    expect((byQuery.json() as ProductImportReport).counts).toMatchObject({ create: 4, error: 0 });
    const unknown = await importFile(shopifyFile(), { fields: { defaultCategory: crypto.randomUUID() } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ param: 'defaultCategory' });
  });

  it('reads a Shopify export: options as variants, image rows as images, drafts paused, compare-at as a sale', async () => {
    const response = await importFile(shopifyFile(), { fields: { defaultCategory: shirtsId } });
    expect(response.statusCode).toBe(200);
    const report = response.json() as ProductImportReport;
    expect(report).toMatchObject({ format: 'shopify', rowCount: 9, counts: { create: 4, error: 0 } });
    expect(report.usedColumns).toEqual(
      expect.arrayContaining(['Handle', 'Body (HTML)', 'Option3 Value', 'Variant Compare At Price']),
    );
    expect(report.ignoredColumns).toEqual(expect.arrayContaining(['Variant Barcode', 'Gift Card', 'SEO Title']));
    expect(report.notes?.[0]).toContain('free shipping');
    expect(report.products.map((entry) => [entry.sku, entry.rows])).toEqual([
      ['linen-shirt', [2, 3, 4]],
      ['market-basket', [6, 7]],
      ['spice-box', [8, 9]],
      ['FON-1', [10]],
    ]);
    expect(report.products[2]?.warnings).toEqual([
      { row: 8, column: 'Variant Compare At Price', message: expect.stringContaining('without a sale') },
    ]);

    const applied = await applyFile(shopifyFile(), { defaultCategory: shirtsId });
    expect(applied.counts).toMatchObject({ create: 4, error: 0 });
    const [shirt, basket, spices, fonio] = (await Promise.all(
      applied.products.map((entry) => productOf(entry.productId)),
    )) as [ProductDto, ProductDto, ProductDto, ProductDto];
    expect(shirt).toMatchObject({
      name: 'Linen shirt',
      approval: 'pending',
      status: 'active',
      brand: 'Ama Studio',
      keywords: 'linen, summer',
      category: { title: 'Clothing' },
      price: 50,
      salesPercentage: 20,
      stock: 7,
      variant_name: 'Size / Colour',
      shipping: 1,
      pickUp: false,
    });
    expect(shirt.description).toBe('<p>Woven in Accra.</p>');
    expect(shirt.images).toHaveLength(3);
    expect(
      shirt.variants.map((variant) => [variant.size, variant.SKU, variant.stock, variant.price, variant.weight]),
    ).toEqual([
      ['M / Indigo', 'LIN-M-IND', 4, 50, 0.25],
      ['L / Indigo', 'LIN-L-IND', 3, 50, 0.26],
      ['M / Sand', 'LIN-M-SND', 0, 50, 0.25],
    ]);
    expect(basket).toMatchObject({ status: 'paused', category: { title: 'Home' }, variant_name: 'Size', stock: 3 });
    expect(basket.variants.map((variant) => [variant.size, variant.price])).toEqual([
      ['Small', 55],
      ['Large', 75],
    ]);
    expect(spices).toMatchObject({ variant_name: 'Blend / Size / Pack', price: 30, salesPercentage: 0 });
    expect(spices.variants.map((variant) => variant.size)).toEqual(['Suya / 50 g / Tin', 'Yaji / 100 g / Refill']);
    expect(fonio).toMatchObject({ SKU: 'FON-1', status: 'paused', stock: 12, price: 9.5, weight: 1, variants: [] });
    expect(fonio.shortDetails).toBe('Ancient grain & quick to cook');
  });

  it('answers a file whose header row it does not know with 400 naming what it reads', async () => {
    const response = await importFile(Buffer.from('Produkt,Preis\nTasse,12\n'));
    expect(response.statusCode).toBe(400);
    const [error] = response.json().errors;
    expect(error.param).toBe('file');
    expect(error.msg).toContain("Soko's template (SKU, name, price…)");
    expect(error.msg).toContain('Shopify product export (Handle, Title');
  });

  it('reads the header names of Shopify’s 2024 export too (URL handle, Description, Price, Product image URL)', async () => {
    const file = platformCsv(SHOPIFY_2024_HEADER, [
      {
        Title: 'Beaded bracelet',
        'URL handle': 'beaded-bracelet',
        Description: '<p>Glass beads from Krobo</p>',
        Status: 'active',
        SKU: 'BRC-S',
        'Option1 name': 'Size',
        'Option1 value': 'Small',
        Price: '18.00',
        'Compare-at price': '25.00',
        'Inventory quantity': '5',
        'Weight value (grams)': '30',
        'Product image URL': `${imageBase}/bracelet.png`,
      },
      {
        'URL handle': 'beaded-bracelet',
        SKU: 'BRC-L',
        'Option1 value': 'Large',
        Price: '20.00',
        'Compare-at price': '25.00',
        'Inventory quantity': '2',
        'Weight value (grams)': '35',
      },
      { 'URL handle': 'beaded-bracelet', 'Product image URL': `${imageBase}/bracelet-worn.png`, 'Image position': '2' },
    ]);
    const report = (await importFile(file, { fields: { defaultCategory: shirtsId } })).json() as ProductImportReport;
    expect(report).toMatchObject({ format: 'shopify', rowCount: 3, counts: { create: 1, error: 0 } });
    expect(report.products[0]).toMatchObject({ sku: 'beaded-bracelet', rows: [2, 3] });
    expect(report.products[0]?.warnings).toEqual([
      { row: 2, column: 'Compare-at price', message: expect.stringContaining('without a sale') },
    ]);
    expect(report.usedColumns).toEqual(expect.arrayContaining(['URL handle', 'Description', 'Product image URL']));
    expect(report.ignoredColumns).toEqual(expect.arrayContaining(['Option1 Linked To', 'Charge tax']));
  });

  it('reads a WooCommerce export: variations under their parent, sale price as a sale, drafts paused, grouped refused', async () => {
    const file = platformCsv(WOO_HEADER, [
      {
        ID: '10',
        Type: 'variable',
        SKU: 'KEN',
        Name: 'Kente scarf',
        Published: '1',
        'Short description': '<p>Hand-woven in Bonwire</p>',
        Description: '<p>Silk and cotton.</p>',
        Categories: 'Clothing > Shirts',
        Tags: 'kente, scarf',
        Images: `${imageBase}/kente-1.png, ${imageBase}/kente-2.png`,
        'Attribute 1 name': 'Colour',
        'Attribute 1 value(s)': 'Gold, Green',
        'Attribute 1 visible': '1',
        'Attribute 1 global': '1',
      },
      {
        ID: '11',
        Type: 'variation',
        SKU: 'KEN-GLD',
        Name: 'Kente scarf - Gold',
        Published: '1',
        Stock: '2',
        'Weight (kg)': '0.2',
        'Sale price': '48',
        'Regular price': '60',
        Parent: 'id:10',
        'Attribute 1 name': 'Colour',
        'Attribute 1 value(s)': 'Gold',
      },
      {
        ID: '12',
        Type: 'variation',
        SKU: 'KEN-GRN',
        Name: 'Kente scarf - Green',
        Published: '1',
        Stock: '1',
        'Weight (kg)': '0.21',
        'Sale price': '48',
        'Regular price': '60',
        Parent: 'id:10',
        'Attribute 1 name': 'Colour',
        'Attribute 1 value(s)': 'Green',
      },
      {
        ID: '20',
        Type: 'simple',
        SKU: 'SHEA',
        Name: 'Shea butter',
        Published: '-1',
        Description: '<p>Unrefined</p>',
        Stock: '9',
        'Weight (kg)': '0.25',
        'Regular price': '15',
        Categories: 'Beauty',
        Images: `${imageBase}/shea.png`,
      },
      { ID: '30', Type: 'grouped', SKU: 'GIFT', Name: 'Gift set', Published: '1' },
    ]);
    const checked = (await importFile(file, { fields: { defaultCategory: shirtsId } })).json() as ProductImportReport;
    expect(checked).toMatchObject({ format: 'woocommerce', rowCount: 5, counts: { create: 2, error: 1 } });
    expect(checked.products[0]?.errors[0]).toMatchObject({ row: 6, column: 'Type' });
    expect(checked.ignoredColumns).toEqual(expect.arrayContaining(['Is featured?', 'Tax status']));

    const applied = await applyFile(file, { defaultCategory: shirtsId });
    const [scarf, shea] = (await Promise.all(
      applied.products.filter((entry) => entry.productId).map((entry) => productOf(entry.productId)),
    )) as [ProductDto, ProductDto];
    expect(scarf).toMatchObject({
      SKU: 'KEN',
      status: 'active',
      shortDetails: 'Hand-woven in Bonwire',
      keywords: 'kente, scarf',
      category: { title: 'Clothing' },
      subCategories: [{ title: 'Shirts' }],
      price: 60,
      salesPercentage: 20,
      stock: 3,
      variant_name: 'Colour',
    });
    expect(scarf.images).toHaveLength(2);
    expect(scarf.variants.map((variant) => [variant.size, variant.SKU, variant.stock, variant.weight])).toEqual([
      ['Gold', 'KEN-GLD', 2, 0.2],
      ['Green', 'KEN-GRN', 1, 0.21],
    ]);
    expect(shea).toMatchObject({ SKU: 'SHEA', status: 'paused', price: 15, stock: 9, weight: 0.25, variants: [] });
  });

  it('reads an Etsy listings export: plain text as paragraphs, variations reported, other currencies refused', async () => {
    const listing = (overrides: Record<string, string>) => ({
      TITLE: 'Bolga basket',
      DESCRIPTION: 'Woven from elephant grass.\n\nEach one differs & is signed.',
      PRICE: '85.00',
      CURRENCY_CODE: 'AUD',
      QUANTITY: '4',
      TAGS: 'basket,bolga,woven',
      MATERIALS: 'elephant grass,leather',
      IMAGE1: `${imageBase}/bolga-1.png`,
      IMAGE2: `${imageBase}/bolga-2.png`,
      SKU: 'ETS-BOLGA',
      ...overrides,
    });
    const file = platformCsv(ETSY_HEADER, [
      listing({ 'VARIATION 1 TYPE': 'Size', 'VARIATION 1 NAME': 'Size', 'VARIATION 1 VALUES': 'Small,Large' }),
      listing({ TITLE: 'Beads', SKU: 'ETS-BEADS', CURRENCY_CODE: 'USD' }),
      listing({ TITLE: 'Mat', SKU: '' }),
    ]);
    const checked = (await importFile(file, { fields: { defaultCategory: shirtsId } })).json() as ProductImportReport;
    expect(checked).toMatchObject({ format: 'etsy', counts: { create: 1, error: 2 } });
    expect(checked.products.map((entry) => entry.errors.map((error) => error.column))).toEqual([
      ['CURRENCY_CODE'],
      ['SKU'],
      [],
    ]);
    expect(checked.products[2]?.warnings?.[0]?.message).toContain('without its variations (Size: Small,Large)');

    const applied = await applyFile(file, { defaultCategory: shirtsId });
    const basket = await productOf(applied.products.find((entry) => entry.productId)?.productId);
    expect(basket).toMatchObject({ SKU: 'ETS-BOLGA', price: 85, stock: 4, keywords: 'basket, bolga, woven' });
    expect(basket.description).toBe('<p>Woven from elephant grass.</p><p>Each one differs &amp; is signed.</p>');
    expect(basket.images).toHaveLength(2);
  });
});

/** The header row of Shopify's product export since 2024 (its current sample file, help.shopify.com). */
const SHOPIFY_2024_HEADER =
  'Title,URL handle,Description,Vendor,Product category,Type,Tags,Published on online store,Status,SKU,Barcode,Option1 name,Option1 value,Option1 Linked To,Option2 name,Option2 value,Option2 Linked To,Option3 name,Option3 value,Option3 Linked To,Price,Compare-at price,Cost per item,Charge tax,Tax code,Unit price total measure,Unit price total measure unit,Unit price base measure,Unit price base measure unit,Inventory tracker,Inventory quantity,Continue selling when out of stock,Weight value (grams),Weight unit for display,Requires shipping,Fulfillment service,Product image URL,Image position,Image alt text,Variant image URL,Gift card,SEO title,SEO description,Google Shopping / Google product category,Google Shopping / Gender,Google Shopping / Age group,Google Shopping / Manufacturer part number (MPN),Google Shopping / Ad group name,Google Shopping / Ads labels,Google Shopping / Condition,Google Shopping / Custom product,Google Shopping / Custom label 0,Google Shopping / Custom label 1,Google Shopping / Custom label 2,Google Shopping / Custom label 3,Google Shopping / Custom label 4';

/** The header row of WooCommerce's product CSV exporter (woocommerce.com, "Product CSV Importer & Exporter"). */
const WOO_HEADER =
  'ID,Type,SKU,Name,Published,Is featured?,Visibility in catalog,Short description,Description,Date sale price starts,Date sale price ends,Tax status,Tax class,In stock?,Stock,Low stock amount,Backorders allowed?,Sold individually?,Weight (kg),Length (cm),Width (cm),Height (cm),Allow customer reviews?,Purchase note,Sale price,Regular price,Categories,Tags,Shipping class,Images,Download limit,Download expiry days,Parent,Grouped products,Upsells,Cross-sells,External URL,Button text,Position,Attribute 1 name,Attribute 1 value(s),Attribute 1 visible,Attribute 1 global';

/** The header row of Etsy's listings CSV (Settings > Options > Download Data). */
const ETSY_HEADER =
  'TITLE,DESCRIPTION,PRICE,CURRENCY_CODE,QUANTITY,TAGS,MATERIALS,IMAGE1,IMAGE2,IMAGE3,IMAGE4,IMAGE5,IMAGE6,IMAGE7,IMAGE8,IMAGE9,IMAGE10,VARIATION 1 TYPE,VARIATION 1 NAME,VARIATION 1 VALUES,VARIATION 2 TYPE,VARIATION 2 NAME,VARIATION 2 VALUES,SKU';
