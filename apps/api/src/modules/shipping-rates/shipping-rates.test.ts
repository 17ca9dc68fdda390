import { randomUUID } from 'node:crypto';
import {
  type OrderDto,
  type SaleDetailDto,
  SHIPPING_RATES_TEXT,
  type ShippingRateInput,
  saleMoneyCents,
} from '@soko/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, products, shippingRates } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createCategory, imagePart, productFields, sendProduct, smallPng } from '../../test/catalogue.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, auditCount, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder } from '../../test/orders.ts';

let ctx: TestContext;
let admin: string;
let kente: OnboardedVendor;
let spice: OnboardedVendor;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  kente = await onboardVendor(ctx, { displayName: 'Kente House' });
  spice = await onboardVendor(ctx, { displayName: 'Spice Route' });
});
afterAll(async () => {
  await ctx?.close();
});

const ratesUrl = (vendorId?: string) => `/api/shipping-rates${vendorId ? `?vendorId=${vendorId}` : ''}`;

const getRates = (token: string, vendorId?: string) =>
  ctx.app.inject({ method: 'GET', url: ratesUrl(vendorId), headers: { 'x-auth-token': token } });

const putRates = (token: string, rates: unknown[], vendorId?: string) =>
  ctx.app.inject({ method: 'PUT', url: ratesUrl(vendorId), headers: { 'x-auth-token': token }, payload: { rates } });

async function setRates(token: string, rates: ShippingRateInput[], vendorId?: string) {
  const response = await putRates(token, rates, vendorId);
  if (response.statusCode !== 200) throw new Error(`rates failed: ${response.body}`);
}

/** Every rate row, to show that a refused save changed none. */
const allRates = () =>
  ctx.database.db
    .select()
    .from(shippingRates)
    .orderBy(shippingRates.vendorId, shippingRates.provider)
    .then((rows) => rows.map(({ id: _, ...row }) => row));

const rateAudits = async () =>
  (await ctx.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'shippingRates.update')))[0]
    ?.n ?? 0;

async function orderOf(items: { productId: string; variantId?: string; qty: number }[]): Promise<OrderDto> {
  const response = await placeOrder(ctx, items);
  if (response.statusCode !== 201) throw new Error(`order failed: ${response.body}`);
  return response.json();
}

async function saleOf(order: OrderDto, token: string): Promise<SaleDetailDto> {
  const saleId = order.sales[0]?._id;
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/sale/${saleId}`,
    headers: { 'x-auth-token': token },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const dollars = (cents: number) => cents / 100;

describe(`GET and PUT /api/shipping-rates (${testEngine})`, () => {
  it('lets a vendor read and replace its own rates, with the defaults it falls back to, unaudited', async () => {
    const vendor = await onboardVendor(ctx, { displayName: 'Ankara Hub' });
    const empty = await getRates(vendor.token);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ rates: [], defaults: [], vendor: { _id: vendor.id, displayName: 'Ankara Hub' } });

    const saved = await putRates(vendor.token, [
      { provider: 'TransDirect', perParcel: 8.5, perKg: 1.2 },
      { provider: 'Australia Post', perParcel: '9.95', perKg: '2.50', freeOver: 120 },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      msg: SHIPPING_RATES_TEXT.saved,
      rates: [
        { provider: 'Australia Post', perParcel: 9.95, perKg: 2.5, freeOver: 120 },
        { provider: 'TransDirect', perParcel: 8.5, perKg: 1.2, freeOver: null },
      ],
    });
    // Its own id in ?vendorId= is its own rates too.
    expect((await getRates(vendor.token, vendor.id)).json().rates).toHaveLength(2);

    // Replacing: a carrier left out has no rate any more.
    await setRates(vendor.token, [{ provider: 'TransDirect', perParcel: 7, perKg: 1 }]);
    expect((await getRates(vendor.token)).json().rates).toMatchObject([
      { provider: 'TransDirect', perParcel: 7, perKg: 1 },
    ]);
    expect(await rateAudits()).toBe(0);
  });

  it("refuses a vendor another vendor's rates, and anyone signed out", async () => {
    await setRates(spice.token, [{ provider: 'TransDirect', perParcel: 12, perKg: 3 }]);
    const before = await allRates();
    const read = await getRates(kente.token, spice.id);
    expect(read.statusCode).toBe(403);
    expect(read.json().errors).toEqual([{ msg: SHIPPING_RATES_TEXT.otherVendor }]);
    const write = await putRates(kente.token, [{ provider: 'TransDirect', perParcel: 1, perKg: 0 }], spice.id);
    expect(write.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: ratesUrl() });
    expect(anonymous.statusCode).toBe(401);
    expect(await allRates()).toEqual(before);
  });

  it("lets staff set the marketplace's defaults and a vendor's rates, each change audited", async () => {
    const vendor = await onboardVendor(ctx, { displayName: 'Baobab Goods' });
    const defaults = await putRates(admin, [{ provider: 'TransDirect', perParcel: 11, perKg: 2 }]);
    expect(defaults.statusCode).toBe(200);
    expect(defaults.json()).toMatchObject({ rates: [{ provider: 'TransDirect', perParcel: 11 }], vendor: null });
    expect(defaults.json()).not.toHaveProperty('defaults');
    expect(await auditCount(ctx, 'shippingRates.update', 'shipping-defaults')).toBe(1);

    const theirs = await putRates(admin, [{ provider: 'TransDirect', perParcel: 6.5, perKg: 0.9 }], vendor.id);
    expect(theirs.json()).toMatchObject({
      rates: [{ provider: 'TransDirect', perParcel: 6.5, perKg: 0.9 }],
      defaults: [{ provider: 'TransDirect', perParcel: 11, perKg: 2, freeOver: null }],
      vendor: { _id: vendor.id, displayName: 'Baobab Goods' },
    });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'shippingRates.update'), eq(auditLog.entityId, vendor.id)));
    expect(entry).toMatchObject({
      entityType: 'user',
      before: { rates: [] },
      after: { rates: [{ provider: 'TransDirect', perParcel: 6.5, perKg: 0.9, freeOver: null }] },
    });
    // The vendor sees what staff set.
    expect((await getRates(vendor.token)).json().rates).toMatchObject([{ provider: 'TransDirect', perParcel: 6.5 }]);

    // The defaults themselves are not the vendor's.
    expect((await getRates(admin)).json().rates).toMatchObject([{ provider: 'TransDirect' }]);
    const unknown = await getRates(admin, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toEqual([{ msg: 'Vendor not found' }]);
    const malformed = await getRates(admin, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    await setRates(admin, []);
  });

  it('refuses bad input with clear messages and changes nothing', async () => {
    await setRates(kente.token, [{ provider: 'Australia Post', perParcel: 9.95, perKg: 2.5 }]);
    const before = await allRates();
    const cases: [unknown[], { msg: string; param: string }[]][] = [
      [
        [{ provider: 'Fixed Delivery', perParcel: 5, perKg: 1 }],
        [{ msg: 'Please choose a carrier', param: 'rates.0.provider' }],
      ],
      [
        [{ provider: 'TransDirect', perParcel: 9.999, perKg: -1, freeOver: 0 }],
        [
          { msg: 'Price per parcel must be an amount with at most 2 decimals', param: 'rates.0.perParcel' },
          { msg: 'Price per kg cannot be negative', param: 'rates.0.perKg' },
          { msg: SHIPPING_RATES_TEXT.freeOverPositive, param: 'rates.0.freeOver' },
        ],
      ],
      [
        [
          { provider: 'TransDirect', perParcel: 5, perKg: 1 },
          { provider: 'TransDirect', perParcel: 6, perKg: 1 },
        ],
        [{ msg: SHIPPING_RATES_TEXT.duplicateCarrier('TransDirect'), param: 'rates.1.provider' }],
      ],
    ];
    for (const [rates, errors] of cases) {
      const response = await putRates(kente.token, rates);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await allRates()).toEqual(before);
  });
});

describe(`shipping charged on a storefront order (${testEngine})`, () => {
  it('charges a 2.4 kg Australia Post parcel $9.95 + $2.50/kg = $13.45, and the fee and net follow', async () => {
    await setRates(kente.token, [{ provider: 'Australia Post', perParcel: 9.95, perKg: 2.5 }]);
    const cloth = await createLiveProduct(ctx, kente, {
      name: 'Kente cloth',
      price: 89,
      provider: 'Australia Post',
      weight: 2.4,
    });
    const order = await orderOf([{ productId: cloth._id, qty: 1 }]);
    const money = saleMoneyCents(8900, 1345);
    expect(order).toMatchObject({ subtotal: 89, shippingFee: 13.45, amount: 102.45 });
    expect(await saleOf(order, kente.token)).toMatchObject({
      price: 89,
      shippingFee: 13.45,
      subtotal: 102.45,
      fee: dollars(money.fee),
      net: dollars(money.net),
    });
    expect(money).toEqual({ subtotal: 10245, fee: 209, net: 10036 });
  });

  it("weighs a variant by its own weight, and puts one carrier's lines in one parcel", async () => {
    const vendor = await onboardVendor(ctx, { displayName: 'Drum Makers' });
    await setRates(vendor.token, [{ provider: 'Australia Post', perParcel: 10, perKg: 2 }]);
    const drum = await createLiveProduct(ctx, vendor, {
      name: 'Djembe',
      provider: 'Australia Post',
      weight: 0.5,
      variants: [
        { size: 'Small', stock: 5, price: 60, weight: 3 },
        { size: 'Large', stock: 5, price: 90, weight: 4.25 },
      ],
    });
    const small = drum.variants.find((variant) => variant.size === 'Small');
    const large = drum.variants.find((variant) => variant.size === 'Large');
    if (!small || !large) throw new Error('no variants');
    // 3 kg: $10 + 2 x $2.
    expect((await orderOf([{ productId: drum._id, variantId: small._id, qty: 1 }])).shippingFee).toBe(14);
    // One parcel of 2 x 3 kg + 4.25 kg = 10.25 kg: $10 + 9.25 x $2.
    const both = await orderOf([
      { productId: drum._id, variantId: small._id, qty: 2 },
      { productId: drum._id, variantId: large._id, qty: 1 },
    ]);
    expect(both.shippingFee).toBe(28.5);
  });

  it('ships free from the rate’s threshold of the vendor part’s item subtotal', async () => {
    const vendor = await onboardVendor(ctx, { displayName: 'Shea Co' });
    await setRates(vendor.token, [{ provider: 'TransDirect', perParcel: 8, perKg: 1, freeOver: 100 }]);
    const butter = await createLiveProduct(ctx, vendor, { name: 'Shea butter', price: 50, provider: 'TransDirect' });
    expect((await orderOf([{ productId: butter._id, qty: 1 }])).shippingFee).toBe(8);
    const free = await orderOf([{ productId: butter._id, qty: 2 }]);
    expect(free).toMatchObject({ subtotal: 100, shippingFee: 0, amount: 100 });
  });

  it("uses the marketplace's default for a vendor without its own rate, and the vendor's own over it", async () => {
    await setRates(admin, [{ provider: 'TransDirect', perParcel: 15, perKg: 4 }]);
    const own = await onboardVendor(ctx, { displayName: 'Own Rate Co' });
    const none = await onboardVendor(ctx, { displayName: 'Default Rate Co' });
    await setRates(own.token, [{ provider: 'TransDirect', perParcel: 5, perKg: 1 }]);
    const mat = await createLiveProduct(ctx, none, { name: 'Raffia mat', provider: 'TransDirect', weight: 2 });
    const rug = await createLiveProduct(ctx, own, { name: 'Raffia rug', provider: 'TransDirect', weight: 2 });
    const order = await orderOf([
      { productId: mat._id, qty: 1 },
      { productId: rug._id, qty: 1 },
    ]);
    const shippingOf = (name: string) => order.sales.find((sale) => sale.vendorId.displayName === name)?.shippingFee;
    expect(shippingOf('Default Rate Co')).toBe(19);
    expect(shippingOf('Own Rate Co')).toBe(6);
    expect(order.shippingFee).toBe(25);
    await setRates(admin, []);
  });

  it('keeps Fixed Delivery at its highest price beside a carrier parcel; free shipping stays free without a rate', async () => {
    const vendor = await onboardVendor(ctx, { displayName: 'Mixed Parcels' });
    await setRates(vendor.token, [{ provider: 'Australia Post', perParcel: 9.95, perKg: 2.5 }]);
    const scarf = await createLiveProduct(ctx, vendor, { name: 'Scarf', deliveryPrice: 7.95 });
    const wrap = await createLiveProduct(ctx, vendor, { name: 'Wrap', deliveryPrice: 12.5 });
    const stool = await createLiveProduct(ctx, vendor, { name: 'Stool', provider: 'Australia Post', weight: 2.4 });
    // Free shipping through a carrier the vendor has no rate for: nothing to price, nothing refused.
    const beads = await createLiveProduct(ctx, vendor, {
      name: 'Beads',
      shipping: 1,
      provider: 'TransDirect',
      weight: 9,
    });
    const fixedOnly = await orderOf([
      { productId: scarf._id, qty: 2 },
      { productId: wrap._id, qty: 1 },
    ]);
    expect(fixedOnly.shippingFee).toBe(12.5);
    const mixed = await orderOf([
      { productId: scarf._id, qty: 1 },
      { productId: stool._id, qty: 1 },
      { productId: beads._id, qty: 1 },
    ]);
    expect(mixed.shippingFee).toBe(21.4); // 7.95 + 13.45
    expect((await orderOf([{ productId: beads._id, qty: 3 }])).shippingFee).toBe(0);
  });
});

describe(`a carrier without a rate (${testEngine})`, () => {
  let category: string;
  let png: Buffer;

  beforeAll(async () => {
    category = (await createCategory(ctx, admin, 'Rates test goods'))._id;
    png = await smallPng();
  });

  const productCount = async () => (await ctx.database.db.select({ n: count() }).from(products))[0]?.n ?? 0;
  const carrierFields = (provider: string) =>
    productFields(category, {
      name: 'Talking drum',
      shipping_provider: provider,
      del_price: '0',
      lengths: '40',
      width: '30',
      height: '30',
      weight: '2.4',
    });

  it('cannot be saved, naming the settings page; the vendor, then staff for it', async () => {
    const vendor = await onboardVendor(ctx, { displayName: 'No Rates Yet' });
    const before = await productCount();
    const added = await sendProduct(ctx, vendor.token, carrierFields('TransDirect'), [
      imagePart(png, 'a.png', 'image/png'),
    ]);
    expect(added.statusCode).toBe(400);
    expect(added.json().errors).toEqual([
      { msg: 'Set your TransDirect rate in Store settings > Shipping rates first', param: 'shipping_provider' },
    ]);

    // Saved with Fixed Delivery, then edited to a carrier: refused the same way.
    const fixed = await createLiveProduct(ctx, vendor, { name: 'Talking drum' });
    const edited = await sendProduct(ctx, vendor.token, carrierFields('TransDirect'), [], {
      method: 'PUT',
      url: `/api/product/${fixed._id}/${vendor.id}`,
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors).toEqual([
      { msg: SHIPPING_RATES_TEXT.rateMissing('TransDirect'), param: 'shipping_provider' },
    ]);
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, fixed._id));
    expect(row?.shippingProvider).toBe('Fixed Delivery');

    await ctx.app.inject({ method: 'GET', url: `/api/user/any/${vendor.id}`, headers: { 'x-auth-token': admin } });
    const byStaff = await sendProduct(ctx, admin, carrierFields('TransDirect'), [imagePart(png, 'a.png', 'image/png')]);
    expect(byStaff.statusCode).toBe(400);
    expect(byStaff.json().errors).toEqual([
      { msg: SHIPPING_RATES_TEXT.vendorRateMissing('TransDirect'), param: 'shipping_provider' },
    ]);
    expect(await productCount()).toBe(before + 1);

    // With a default rate it saves.
    await setRates(admin, [{ provider: 'TransDirect', perParcel: 8, perKg: 1 }]);
    const saved = await sendProduct(ctx, vendor.token, carrierFields('TransDirect'), [
      imagePart(png, 'a.png', 'image/png'),
    ]);
    expect(saved.statusCode).toBe(201);
    await setRates(admin, []);
  });

  it('cannot be ordered: 409 with a message the storefront can show, and nothing changes', async () => {
    const vendor = await onboardVendor(ctx, { displayName: 'Rate Removed' });
    await setRates(vendor.token, [{ provider: 'Australia Post', perParcel: 9.95, perKg: 2.5 }]);
    const stool = await createLiveProduct(ctx, vendor, { name: 'Carved stool', provider: 'Australia Post' });
    await setRates(vendor.token, []);
    const ordersBefore = (await ctx.database.db.select({ n: count() }).from(orders))[0]?.n;
    const response = await placeOrder(ctx, [{ productId: stool._id, qty: 1 }]);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual([
      { msg: SHIPPING_RATES_TEXT.notShippable('Carved stool', 'Australia Post') },
    ]);
    expect((await ctx.database.db.select({ n: count() }).from(orders))[0]?.n).toBe(ordersBefore);
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, stool._id));
    expect(row).toMatchObject({ stock: 10, sold: 0 });
  });

  it("is refused when staff move a vendor's products to it", async () => {
    const vendor = await onboardVendor(ctx, { displayName: 'Moved Carrier' });
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/vendor/any/${vendor.id}/updateShipping`,
      headers: { 'x-auth-token': admin },
      payload: { shipping: 'TransDirect' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { msg: SHIPPING_RATES_TEXT.vendorRateMissing('TransDirect'), param: 'shipping' },
    ]);
  });
});
