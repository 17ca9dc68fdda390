import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  BANK_TEXT,
  CARRIERS,
  type Carrier,
  dollarsToCents,
  effectiveRate,
  keptSaleMoneyCents,
  type Paginated,
  type PayoutListDto,
  type ProductDto,
  partShippingCents,
  productFormSchema,
  ROLE_STAFF,
  ROLE_VENDOR,
  SALE_STATUSES,
  SHIPPING,
  type StatementDto,
  unitWeightKg,
  weekdayOf,
} from '@soko/shared';
import { asc, count, eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  categories,
  identityDocuments,
  orders,
  payoutLines,
  payouts,
  productImages,
  products,
  productVariants,
  refunds,
  reviews,
  saleItems,
  saleStatusHistory,
  sales,
  shippingRates,
  stores,
  users,
  vendorRatings,
} from '../db/schema/index.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { DOCUMENT_AREA } from '../modules/account/account.service.ts';
import { categoryChain } from '../modules/categories/categories.service.ts';
import { PRODUCT_IMAGE_AREA, productImageUrl } from '../modules/products/products.images.ts';
import { insertUser } from '../modules/users/users.repo.ts';
import { createTestApp, type TestContext } from '../test/app.ts';
import { createCategory, tempUploadDir } from '../test/catalogue.ts';
import { adminToken, login } from '../test/fixtures.ts';
import {
  DEMO_CATALOGUES,
  DEMO_PASSWORD,
  DEMO_STAFF,
  DEMO_TOTP_EMAIL,
  DEMO_TOTP_SECRET,
  DEMO_VENDORS,
  seedDemo,
  seedDemoIfEmpty,
} from './seed-demo.ts';
import { DEMO_RULE_CATEGORY } from './seed-demo-money.ts';
import { DEMO_ORDER_COUNT } from './seed-demo-orders.ts';

type UploadDir = Awaited<ReturnType<typeof tempUploadDir>>;

const DEMO_PRODUCT_COUNT = [...DEMO_CATALOGUES.values()].reduce((sum, catalogue) => sum + catalogue.products.length, 0);

async function listProducts(ctx: TestContext, token: string): Promise<Paginated<ProductDto>> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/product/list?limit=100',
    headers: { 'x-auth-token': token },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function filesOnDisk(ctx: TestContext, area: string): Promise<string[]> {
  return (await readdir(path.join(ctx.config.uploadDir, area)).catch(() => [])).sort();
}

/** Every file the database refers to in the product image area: product images and category images. */
async function referencedImageFiles(ctx: TestContext): Promise<string[]> {
  const { db } = ctx.database;
  const [imageRows, categoryRows] = await Promise.all([
    db.select({ file: productImages.file, thumbFile: productImages.thumbFile }).from(productImages),
    db.select({ image: categories.image }).from(categories),
  ]);
  const prefix = productImageUrl('');
  return [
    ...imageRows.flatMap((row) => [row.file, row.thumbFile]),
    ...categoryRows.flatMap((row) => (row.image.startsWith(prefix) ? [row.image.slice(prefix.length)] : [])),
  ].sort();
}

/** The product as its edit form would send it back, to check it against the form's rules. */
function formOf(product: ProductDto) {
  return {
    name: product.name,
    price: product.price,
    stock: product.stock,
    shortDetails: product.shortDetails,
    category: product.category?._id,
    subCategories: product.subCategories.map((node) => node._id),
    salesPercentage: product.salesPercentage,
    shipping: product.shipping,
    pickUp: product.pickUp,
    brand: product.brand,
    keywords: product.keywords,
    description: product.description,
    shipping_provider: product.shipping_provider,
    del_price: product.del_price,
    lengths: product.lengths,
    width: product.width,
    height: product.height,
    weight: product.weight,
    sameAdd: product.sameAdd,
    pickup_address: product.pickup_address,
    pickup_postcode: product.pickup_postcode,
    pickup_suburb: product.pickup_suburb,
    v_options: product.v_options,
    variant_name: product.variant_name,
    variants: product.variants,
    SKU: product.SKU,
  };
}

describe('seedDemoIfEmpty on an empty marketplace', () => {
  let ctx: TestContext;
  let uploads: UploadDir;
  let seeded: boolean;
  let catalogue: ProductDto[];
  let vendorIds: Map<string, string>;

  beforeAll(async () => {
    uploads = await tempUploadDir();
    ctx = await createTestApp({ config: { uploadDir: uploads.dir } });
    seeded = await seedDemoIfEmpty(ctx.app);
    catalogue = (await listProducts(ctx, await adminToken(ctx))).items;
    const rows = await ctx.database.db.select({ id: users.id, email: users.email }).from(users);
    vendorIds = new Map(rows.map((row) => [row.email, row.id]));
  });

  afterAll(async () => {
    await ctx?.close();
    await uploads?.remove();
  });

  it('creates a vendor at each onboarding stage, with documents for the one awaiting review', async () => {
    expect(seeded).toBe(true);
    const vendors = await ctx.database.db
      .select({ email: users.email, activatedAt: users.activatedAt })
      .from(users)
      .where(eq(users.role, ROLE_VENDOR));
    expect(vendors.map((vendor) => vendor.email).sort()).toEqual(DEMO_VENDORS.map((vendor) => vendor.email).sort());
    const active = vendors.filter((vendor) => vendor.activatedAt !== null).map((vendor) => vendor.email);
    expect(active.sort()).toEqual([...DEMO_CATALOGUES.keys()].sort());
    const documents = await ctx.database.db
      .select({ storedName: identityDocuments.storedName })
      .from(identityDocuments);
    expect(documents).toHaveLength(2);
    expect(await filesOnDisk(ctx, DOCUMENT_AREA)).toEqual(documents.map((document) => document.storedName).sort());
  });

  it('builds a category tree down to level 3, with Cake for pickup at level 1 of Bakery', async () => {
    const nodes = await ctx.database.db.select().from(categories);
    const byId = new Map(nodes.map((node) => [node.id, node]));
    expect(nodes.filter((node) => node.level === 0).map((node) => node.title)).toEqual(
      expect.arrayContaining([
        'Textiles & Fashion',
        'Spices & Pantry',
        'Pantry Staples',
        'Beauty',
        'Homeware',
        'Bakery',
      ]),
    );
    expect(Math.max(...nodes.map((node) => node.level))).toBe(3);
    for (const node of nodes.filter((candidate) => candidate.level > 0)) {
      const category = node.categoryId ? byId.get(node.categoryId) : undefined;
      expect(category?.level).toBe(0);
      const parent = node.parentId ? byId.get(node.parentId) : undefined;
      if (node.level === 1) expect(parent).toBeUndefined();
      else expect(parent).toMatchObject({ level: node.level - 1, categoryId: node.categoryId });
    }
    const cake = nodes.find((node) => node.title === 'Cake');
    expect(cake).toMatchObject({ level: 1, categoryId: nodes.find((node) => node.title === 'Bakery')?.id });
  });

  it('makes basic food GST-free: Pantry Staples defaults its new products to GST-free, and its flours and grains are', async () => {
    const nodes = await ctx.database.db.select().from(categories);
    expect(nodes.filter((node) => node.gstFreeDefault).map((node) => node.title)).toEqual(['Pantry Staples']);
    const roots = catalogue.filter((product) => product.category?.title === 'Pantry Staples');
    expect(roots.map((product) => product.name)).toEqual(
      expect.arrayContaining(['Fonio Grain, 1 kg', 'Gari (Cassava Granules), 2 kg']),
    );
    expect(
      catalogue
        .filter((product) => product.gstFree)
        .map((product) => product.name)
        .sort(),
    ).toEqual(roots.map((product) => product.name).sort());
  });

  it('gives every category an image the app serves, kept as its path and answered as a URL of APP_URL', async () => {
    const nodes = await ctx.database.db.select({ id: categories.id, image: categories.image }).from(categories);
    const [first] = nodes;
    const headers = { 'x-auth-token': await adminToken(ctx) };
    const answered = (await ctx.app.inject({ method: 'GET', url: `/api/category/${first?.id}`, headers })).json();
    expect(answered.image).toBe(`${ctx.config.appUrl}${first?.image}`);
    for (const { image } of nodes) {
      expect(image.startsWith(productImageUrl(''))).toBe(true);
      const response = await ctx.app.inject({ method: 'GET', url: image });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
    }
  });

  it("lists each active vendor's catalogue, with a store", async () => {
    expect(catalogue).toHaveLength(DEMO_PRODUCT_COUNT);
    expect(DEMO_PRODUCT_COUNT).toBeGreaterThanOrEqual(20);
    const storeRows = await ctx.database.db.select({ vendorId: stores.vendorId, bio: stores.bio }).from(stores);
    expect(storeRows).toHaveLength(DEMO_CATALOGUES.size);
    for (const [email, demo] of DEMO_CATALOGUES) {
      const vendorId = vendorIds.get(email);
      const vendorProducts = catalogue.filter((product) => product.user === vendorId);
      expect(vendorProducts.map((product) => product.name).sort()).toEqual(
        demo.products.map((product) => product.name).sort(),
      );
      expect(storeRows.find((store) => store.vendorId === vendorId)?.bio).toBe(demo.bio);
      expect(vendorProducts.every((product) => product.store !== null)).toBe(true);
    }
  });

  it('gives every product one to three images, stored and served as uploaded ones are', async () => {
    for (const product of catalogue) {
      expect(product.images.length).toBeGreaterThanOrEqual(1);
      expect(product.images.length).toBeLessThanOrEqual(3);
      for (const image of product.images) {
        for (const [url, size] of [
          [image.image, { width: 1000, height: 1000 }],
          [image.thumb, { width: 300, height: 300 }],
        ] as const) {
          const response = await ctx.app.inject({ method: 'GET', url });
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-type']).toBe('image/webp');
          expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', ...size });
        }
      }
    }
    expect(await filesOnDisk(ctx, PRODUCT_IMAGE_AREA)).toEqual(await referencedImageFiles(ctx));
  });

  it("keeps every product within the product form's rules, with variant stock adding up", async () => {
    for (const product of catalogue) {
      const form = productFormSchema.safeParse(formOf(product));
      expect(form.error?.issues ?? [], product.name).toEqual([]);
      expect([SHIPPING.free, SHIPPING.paid]).toContain(product.shipping);
      expect(product.description).toBe(sanitizeRichText(product.description));
      const { chain } = await categoryChain(
        ctx.database.db,
        product.category?._id ?? '',
        product.subCategories.map((node) => node._id),
      );
      expect(chain.map((node) => node.title)).toEqual(product.subCategories.map((node) => node.title));
      if (product.variants.length > 0) {
        expect(
          product.variants.reduce((sum, variant) => sum + variant.stock, 0),
          product.name,
        ).toBe(product.stock);
      }
    }
    expect(catalogue.filter((product) => product.variants.length > 0).length).toBeGreaterThanOrEqual(3);
    expect(catalogue.some((product) => product.subCategories.length === 3)).toBe(true);
  });

  it('has listings in every state a vendor will meet', () => {
    const inState = (approval: ProductDto['approval'], status: ProductDto['status']) =>
      catalogue.filter((product) => product.approval === approval && product.status === status).length;
    expect(inState('pending', 'active')).toBeGreaterThanOrEqual(2);
    expect(inState('approved', 'paused')).toBeGreaterThanOrEqual(1);
    expect(inState('rejected', 'active')).toBe(1);
    // A rejection always says why, as staff must when they reject.
    const rejected = catalogue.filter((product) => product.approval === 'rejected');
    expect(rejected.every((product) => (product.rejectionReason ?? '').length > 0)).toBe(true);
    expect(inState('approved', 'active')).toBeGreaterThan(catalogue.length / 2);
    expect(catalogue.filter((product) => product.sales).map((product) => product.salesPercentage)).toEqual(
      expect.arrayContaining([10, 20, 30]),
    );
    expect(new Set(catalogue.map((product) => product.shipping_provider))).toEqual(
      new Set(['Fixed Delivery', 'Australia Post', 'Sendle']),
    );
  });

  it('has a staff account per staff role, each signing in to its own permissions, finance with its authenticator', async () => {
    for (const member of DEMO_STAFF) {
      let session = await login(ctx.app, member.email, DEMO_PASSWORD);
      expect(session.secondFactorRequired === true, member.email).toBe(member.email === DEMO_TOTP_EMAIL);
      if (session.secondFactorRequired) {
        const code = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET) }).generate();
        const passed = await ctx.app.inject({
          method: 'POST',
          url: '/api/login/second-factor',
          payload: { challengeToken: session.challengeToken, code },
        });
        session = passed.json();
      }
      expect(session.user, member.email).toMatchObject({ role: ROLE_STAFF, staffRole: member.staffRole });
      const payouts = await ctx.app.inject({
        method: 'GET',
        url: '/api/transfer',
        headers: { 'x-auth-token': session.token },
      });
      expect(payouts.statusCode, member.email).toBe(
        member.staffRole === 'finance' || member.staffRole === 'support' ? 200 : 403,
      );
    }
  });

  it('lets an active demo vendor sign in and see only their own products and their store', async () => {
    const [email, demo] = [...DEMO_CATALOGUES][1] ?? [];
    if (!email || !demo) throw new Error('no second demo catalogue');
    const session = await login(ctx.app, email, DEMO_PASSWORD);
    expect(session.token).toEqual(expect.any(String));
    const own = await listProducts(ctx, session.token);
    expect(own.total).toBe(demo.products.length);
    expect(own.items.every((product) => product.user === session.user._id)).toBe(true);
    const store = await ctx.app.inject({
      method: 'GET',
      url: '/api/store/me',
      headers: { 'x-auth-token': session.token },
    });
    expect(store.json()).toMatchObject({ store: { name: 'Spices of Accra', bio: demo.bio } });
    const live = demo.products.filter((product) => product.state === undefined);
    expect(store.json().product).toHaveLength(live.length);
  });

  it("opens buyers' cases on Ama's delivered sales in each state, support seeing the escalated one", async () => {
    const session = await login(ctx.app, 'ama@kentehouse.com.au', DEMO_PASSWORD);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/case/list',
      headers: { 'x-auth-token': session.token },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const statuses = (listed.json().items as { status: string }[]).map((item) => item.status).sort();
    expect(statuses).toEqual(['escalated', 'open', 'resolved', 'responded']);
    const escalated = await ctx.app.inject({
      method: 'GET',
      url: '/api/case/list?status=escalated',
      headers: { 'x-auth-token': await adminToken(ctx) },
    });
    expect(escalated.json().items).toHaveLength(1);
  });

  it('has a lower commission on food from today and weekly Friday payouts, which Ama sees as her next payout', async () => {
    const admin = await adminToken(ctx);
    const rules = await ctx.app.inject({
      method: 'GET',
      url: '/api/commission-rules',
      headers: { 'x-auth-token': admin },
    });
    expect(
      rules.json().rules.map((rule: { note: string; category: { title: string } }) => [rule.note, rule.category.title]),
    ).toEqual([['Food and pantry rate', DEMO_RULE_CATEGORY]]);
    const session = await login(ctx.app, 'ama@kentehouse.com.au', DEMO_PASSWORD);
    const forecast = await ctx.app.inject({
      method: 'GET',
      url: '/api/payouts/forecast',
      headers: { 'x-auth-token': session.token },
    });
    expect(forecast.statusCode, forecast.body).toBe(200);
    expect(forecast.json()).toMatchObject({ nextDate: expect.any(String), minimum: 50, holdDays: 2 });
    expect(weekdayOf(forecast.json().nextDate)).toBe(5);
  });

  it('sells the demo catalogue: a few hundred orders in every status, numbered in date order', async () => {
    const { db } = ctx.database;
    const orderRows = await db.select().from(orders).orderBy(asc(orders.number));
    expect(orderRows.length).toBeGreaterThanOrEqual(DEMO_ORDER_COUNT * 0.9);
    const times = orderRows.map((order) => order.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const saleRows = await db.select().from(sales);
    expect(new Set(saleRows.map((sale) => sale.status))).toEqual(new Set(SALE_STATUSES));
    expect(saleRows.filter((sale) => sale.status === 'Delivered').length).toBeGreaterThan(saleRows.length / 2);
    expect(new Set(saleRows.map((sale) => sale.vendorId)).size).toBe(
      DEMO_VENDORS.filter((vendor) => vendor.stage === 'active').length,
    );
    const daysAgo = (date: Date) => (Date.now() - date.getTime()) / (24 * 60 * 60 * 1000);
    expect(Math.max(...orderRows.map((order) => daysAgo(order.createdAt)))).toBeGreaterThan(45);
    expect(Math.min(...orderRows.map((order) => daysAgo(order.createdAt)))).toBeLessThan(2);
  });

  it("has reviews of delivered sales only, some replied, with each store's rating kept from them", async () => {
    const { db } = ctx.database;
    const reviewRows = await db.select().from(reviews);
    expect(reviewRows.length).toBeGreaterThan(20);
    const delivered = new Set(
      (await db.select({ id: sales.id }).from(sales).where(eq(sales.status, 'Delivered'))).map((sale) => sale.id),
    );
    expect(reviewRows.every((review) => delivered.has(review.saleId))).toBe(true);
    expect(reviewRows.some((review) => review.replyBody !== null)).toBe(true);
    expect(new Set(reviewRows.map((review) => review.rating)).size).toBeGreaterThan(2);
    const kept = await db.select().from(vendorRatings);
    for (const row of kept) {
      const own = reviewRows.filter((review) => review.vendorId === row.vendorId);
      expect(row).toEqual({
        vendorId: row.vendorId,
        reviews: own.length,
        ratingSum: own.reduce((sum, review) => sum + review.rating, 0),
      });
    }
  });

  it('keeps every demo amount, count and status history consistent to the cent', async () => {
    const { db } = ctx.database;
    const [orderRows, saleRows, itemRows, historyRows, productRows, refundRows] = await Promise.all([
      db.select().from(orders),
      db.select().from(sales),
      db.select().from(saleItems),
      db.select().from(saleStatusHistory).orderBy(asc(saleStatusHistory.createdAt)),
      db.select({ id: products.id, sold: products.sold }).from(products),
      db.select().from(refunds),
    ]);
    const soldByProduct = new Map<string, number>();
    for (const sale of saleRows) {
      const lines = itemRows.filter((item) => item.saleId === sale.id);
      expect(lines.length).toBeGreaterThan(0);
      expect(sale.priceCents).toBe(lines.reduce((sum, line) => sum + line.priceCents * line.qty, 0));
      // A cancelled sale was refunded in full: no fee, no net, every item back in stock.
      const kept = sale.priceCents + sale.shippingCents - sale.refundedCents - sale.refundedShippingCents;
      const money = keptSaleMoneyCents(kept);
      expect([sale.feeCents, sale.netCents]).toEqual([money.fee, money.net]);
      expect(kept === 0).toBe(sale.status === 'Cancel');
      if (sale.status === 'Cancel') expect(lines.every((line) => line.restockedQty === line.qty)).toBe(true);
      expect(refundRows.filter((refund) => refund.saleId === sale.id).map((refund) => refund.reason)).toEqual(
        sale.status === 'Cancel' ? ['cancelled'] : [],
      );
      expect(sale.trackingNumber !== '').toBe(sale.status === 'Shipped' || sale.status === 'Delivered');
      const history = historyRows.filter((step) => step.saleId === sale.id);
      expect(history[0]).toMatchObject({ fromStatus: null, toStatus: 'Not processed' });
      expect(history.at(-1)?.toStatus).toBe(sale.status);
      if (sale.status !== 'Cancel') {
        for (const line of lines) {
          soldByProduct.set(line.productId ?? '', (soldByProduct.get(line.productId ?? '') ?? 0) + line.qty);
        }
      }
    }
    for (const order of orderRows) {
      const own = saleRows.filter((sale) => sale.orderId === order.id);
      expect(new Set(own.map((sale) => sale.vendorId)).size).toBe(own.length);
      expect(order.subtotalCents).toBe(own.reduce((sum, sale) => sum + sale.priceCents, 0));
      expect(order.shippingCents).toBe(own.reduce((sum, sale) => sum + sale.shippingCents, 0));
      expect(order.amountCents).toBe(order.subtotalCents + order.shippingCents);
    }
    for (const product of productRows) expect(product.sold).toBe(soldByProduct.get(product.id) ?? 0);
  });

  it('gives carriers real postage: defaults for every carrier, own rates for some vendors, every sale priced by them', async () => {
    const { db } = ctx.database;
    const [rateRows, saleRows, itemRows, productRows, variantRows] = await Promise.all([
      db.select().from(shippingRates),
      db.select().from(sales),
      db.select().from(saleItems),
      db.select().from(products),
      db.select().from(productVariants),
    ]);
    expect(
      rateRows
        .filter((rate) => rate.vendorId === null)
        .map((rate) => rate.provider)
        .sort(),
    ).toEqual([...CARRIERS].sort());
    const amaId = vendorIds.get('ama@kentehouse.com.au');
    expect(rateRows.find((rate) => rate.vendorId === amaId)).toMatchObject({
      provider: 'Australia Post',
      perParcelCents: 995,
      perKgCents: 250,
    });
    const rateOf = (vendorId: string, carrier: Carrier) => {
      const found = effectiveRate(
        rateRows.filter((rate) => rate.vendorId === vendorId),
        rateRows.filter((rate) => rate.vendorId === null),
        carrier,
      );
      return found?.rate;
    };
    const productsById = new Map(productRows.map((product) => [product.id, product]));
    const variantsById = new Map(variantRows.map((variant) => [variant.id, variant]));
    let carrierSales = 0;
    for (const sale of saleRows) {
      const lines = itemRows
        .filter((item) => item.saleId === sale.id)
        .map((item) => {
          const product = productsById.get(item.productId ?? '');
          if (!product) throw new Error('a demo sale line without its product');
          return {
            shipping: product.shipping,
            provider: product.shippingProvider,
            deliveryPriceCents: product.deliveryPriceCents,
            qty: item.qty,
            unitWeightKg: unitWeightKg(product.weightKg, variantsById.get(item.variantId ?? '')?.weightKg),
          };
        });
      expect(sale.shippingCents).toBe(
        partShippingCents(lines, sale.priceCents, (carrier) => rateOf(sale.vendorId, carrier)),
      );
      if (lines.some((line) => line.shipping === SHIPPING.paid && line.provider !== 'Fixed Delivery')) carrierSales++;
    }
    expect(carrierSales).toBeGreaterThan(10);

    // Ama sees her own rate and the defaults she falls back to.
    const ama = await login(ctx.app, 'ama@kentehouse.com.au', DEMO_PASSWORD);
    const rates = await ctx.app.inject({
      method: 'GET',
      url: '/api/shipping-rates',
      headers: { 'x-auth-token': ama.token },
    });
    expect(rates.json()).toMatchObject({
      rates: [{ provider: 'Australia Post', perParcel: 9.95, perKg: 2.5, freeOver: 150 }],
      defaults: expect.arrayContaining([expect.objectContaining({ provider: 'Sendle' })]),
    });
  });

  it('pays out only older delivered sales, each once, in payouts that add up', async () => {
    const { db } = ctx.database;
    const [payoutRows, lineRows, saleRows] = await Promise.all([
      db.select().from(payouts),
      db.select().from(payoutLines),
      db.select().from(sales),
    ]);
    expect(payoutRows.length).toBeGreaterThan(0);
    expect(payoutRows.some((payout) => payout.paidAt === null)).toBe(true);
    expect(payoutRows.some((payout) => payout.paidAt !== null && payout.bankReference !== '')).toBe(true);
    const salesById = new Map(saleRows.map((sale) => [sale.id, sale]));
    for (const payout of payoutRows) {
      const lines = lineRows.filter((line) => line.payoutId === payout.id);
      expect(payout.saleCount).toBe(lines.length);
      expect(payout.grossCents).toBe(payout.feeCents + payout.netCents);
      expect(payout.grossCents).toBe(lines.reduce((sum, line) => sum + line.subtotalCents, 0));
      for (const line of lines) {
        const sale = salesById.get(line.saleId);
        expect(sale).toMatchObject({ status: 'Delivered', vendorId: payout.vendorId, netCents: line.netCents });
      }
    }
    const paid = new Set(lineRows.map((line) => line.saleId));
    expect(paid.size).toBe(lineRows.length);
    expect(saleRows.some((sale) => sale.status === 'Delivered' && !paid.has(sale.id))).toBe(true);
  });

  it("shows each demo vendor's statement paid out only for payouts marked paid, the pending ones apart", async () => {
    const payoutRows = await ctx.database.db.select().from(payouts);
    const admin = await adminToken(ctx);
    const vendorsPaid = [...new Set(payoutRows.map((payout) => payout.vendorId))];
    expect(vendorsPaid.length).toBeGreaterThan(0);
    for (const vendorId of vendorsPaid) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/transfer/statement?vendorId=${vendorId}&limit=1`,
        headers: { 'x-auth-token': admin },
      });
      const { totals } = response.json() as StatementDto;
      const netOf = (paid: boolean) =>
        payoutRows
          .filter((payout) => payout.vendorId === vendorId && (payout.paidAt !== null) === paid)
          .reduce((sum, payout) => sum + payout.netCents, 0);
      expect(dollarsToCents(totals.paidOutNet)).toBe(netOf(true));
      expect(dollarsToCents(totals.inPayoutNet)).toBe(netOf(false));
      expect(
        dollarsToCents(totals.notDeliveredNet) +
          dollarsToCents(totals.awaitingPayoutNet) +
          dollarsToCents(totals.inPayoutNet) +
          dollarsToCents(totals.paidOutNet),
      ).toBe(dollarsToCents(totals.net));
    }
  });

  it('gives three active vendors bank details, so that their pending payouts make an ABA file, and one none', async () => {
    const admin = await adminToken(ctx);
    const list = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/transfer?status=Pending&limit=50',
        headers: { 'x-auth-token': admin },
      })
    ).json() as PayoutListDto;
    const ready = list.items.filter((payout) => payout.bankProblem === null);
    const lagos = list.items.find((payout) => payout.vendor.displayName === 'Lagos Homeware');
    expect(ready.length).toBeGreaterThanOrEqual(2);
    expect(lagos?.bankProblem).toBe(BANK_TEXT.noBankDetails);
    const file = await ctx.app.inject({
      method: 'POST',
      url: '/api/transfer/aba',
      headers: { 'x-auth-token': admin },
      payload: { payouts: ready.map((payout) => payout._id) },
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.body).toContain(' 10234567');
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/${vendorIds.get('ama@kentehouse.com.au')}/bank`,
      headers: { 'x-auth-token': admin },
    });
    expect(own.json().bankAccount).toMatchObject({ bsb: '062-000', accountNumber: '*****4567', holdUntil: null });
  });

  it('shows the staff actions behind the demo in the audit log: identity approvals and payouts', async () => {
    const { db } = ctx.database;
    const admin = await adminToken(ctx);
    const audit = await ctx.app.inject({
      method: 'GET',
      url: '/api/audit?limit=100',
      headers: { 'x-auth-token': admin },
    });
    expect(audit.statusCode).toBe(200);
    const facets = await ctx.app.inject({
      method: 'GET',
      url: '/api/audit/facets',
      headers: { 'x-auth-token': admin },
    });
    expect(facets.json().actions).toEqual(
      expect.arrayContaining(['identity.approve', 'payout.create', 'payout.markPaid']),
    );
    const countOf = async (action: string) =>
      (await db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]?.n;
    const payoutRows = await db.select().from(payouts);
    expect(await countOf('identity.approve')).toBe(DEMO_VENDORS.filter((vendor) => vendor.stage === 'active').length);
    expect(await countOf('payout.create')).toBe(payoutRows.length);
    expect(await countOf('payout.markPaid')).toBe(payoutRows.filter((payout) => payout.paidAt !== null).length);
  });

  it('adds nothing when asked again', async () => {
    const { db } = ctx.database;
    const counts = async () => {
      const [vendorCount, categoryCount, productCount, imageCount, variantCount] = await Promise.all([
        db.select({ n: count() }).from(users).where(eq(users.role, ROLE_VENDOR)),
        db.select({ n: count() }).from(categories),
        db.select({ n: count() }).from(products),
        db.select({ n: count() }).from(productImages),
        db.select({ n: count() }).from(productVariants),
      ]);
      return [vendorCount, categoryCount, productCount, imageCount, variantCount].map((rows) => rows[0]?.n);
    };
    const before = await counts();
    const files = await filesOnDisk(ctx, PRODUCT_IMAGE_AREA);
    expect(await seedDemoIfEmpty(ctx.app)).toBe(false);
    expect(await counts()).toEqual(before);
    expect(await filesOnDisk(ctx, PRODUCT_IMAGE_AREA)).toEqual(files);
  });
});

describe('seedDemo on a marketplace that already has data', () => {
  let ctx: TestContext;
  let uploads: UploadDir;
  let failure: unknown;

  beforeAll(async () => {
    uploads = await tempUploadDir();
    ctx = await createTestApp({ config: { uploadDir: uploads.dir } });
    await createCategory(ctx, await adminToken(ctx), 'beauty');
    // The second demo vendor's email is taken, so the seed fails half-way, after the first vendor.
    const [, taken] = DEMO_VENDORS;
    await insertUser(ctx.database.db, { email: taken?.email ?? '', firstName: 'Someone', lastName: 'Else' });
    failure = await seedDemo(ctx.app).catch((error: unknown) => error);
  });

  afterAll(async () => {
    await ctx?.close();
    await uploads?.remove();
  });

  it('leaves the marketplace as it was when it fails half-way: no vendor, no demo category, no file', async () => {
    expect(failure).toBeInstanceOf(Error);
    const { db } = ctx.database;
    expect(await db.select({ email: users.email }).from(users).where(eq(users.role, ROLE_VENDOR))).toEqual([
      { email: DEMO_VENDORS[1]?.email },
    ]);
    expect(await db.select({ title: categories.title }).from(categories)).toEqual([{ title: 'beauty' }]);
    expect(await db.select({ n: count() }).from(products)).toEqual([{ n: 0 }]);
    expect(await filesOnDisk(ctx, PRODUCT_IMAGE_AREA)).toEqual([]);
    expect(await filesOnDisk(ctx, DOCUMENT_AREA)).toEqual([]);
  });

  it('seeds the whole demo at the next start once the cause is gone, keeping the category an admin made', async () => {
    const { db } = ctx.database;
    await db.delete(users).where(eq(users.email, DEMO_VENDORS[1]?.email ?? ''));
    expect(await seedDemoIfEmpty(ctx.app)).toBe(true);

    const vendors = await db.select({ n: count() }).from(users).where(eq(users.role, ROLE_VENDOR));
    expect(vendors).toEqual([{ n: DEMO_VENDORS.length }]);
    expect(await db.select({ n: count() }).from(products)).toEqual([{ n: DEMO_PRODUCT_COUNT }]);
    expect(await db.select({ n: count() }).from(sales)).not.toEqual([{ n: 0 }]);
    const roots = await db
      .select()
      .from(categories)
      .where(sql`${categories.level} = 0 and lower(${categories.title}) = 'beauty'`);
    expect(roots).toHaveLength(1);
    expect(roots[0]).toMatchObject({ title: 'beauty', image: 'https://img.example/c.jpg' });
    const children = await db
      .select({ title: categories.title })
      .from(categories)
      .where(eq(categories.categoryId, roots[0]?.id ?? ''));
    expect(children.map((child) => child.title)).toEqual(expect.arrayContaining(['Shea Butter', 'Raw Shea Butter']));
    expect(await filesOnDisk(ctx, PRODUCT_IMAGE_AREA)).toEqual(await referencedImageFiles(ctx));
  });
});
