import { PRODUCT_BULK_TEXT, retiredShippingProviderMessage, SHIPPING_RATES_TEXT } from '@soko/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productRevisions, products } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createCategory } from '../../test/catalogue.ts';
import { adminToken, mailsTo, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder } from '../../test/orders.ts';
import { sendRetiredCarrierNotices } from './products.carriers.ts';

let ctx: TestContext;
let admin: string;
let categoryId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  categoryId = (await createCategory(ctx, admin, 'Bulk goods'))._id;
});
afterAll(async () => {
  await ctx?.close();
});

const bulk = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/product/bulk', headers: { 'x-auth-token': token }, payload });

/** Approved products inserted as a catalogue of that size would be, named `${prefix} n`. */
async function insertProducts(vendor: OnboardedVendor, prefix: string, count: number): Promise<string[]> {
  const rows = await ctx.database.db
    .insert(products)
    .values(
      Array.from({ length: count }, (_, n) => ({
        vendorId: vendor.id,
        name: `${prefix} ${n}`,
        priceCents: 1_000,
        stock: 20,
        shortDetails: 'Made by hand',
        categoryId,
        shipping: 1,
        description: '<p>Made by hand</p>',
        shippingProvider: 'Fixed Delivery' as const,
        variantOption: 2,
        approval: 'approved' as const,
      })),
    )
    .returning({ id: products.id });
  return rows.map((row) => row.id);
}

const pricesOf = async (ids: string[]) =>
  (await ctx.database.db.select({ price: products.priceCents }).from(products).where(inArray(products.id, ids))).map(
    (row) => row.price,
  );

describe('bulk edits', () => {
  it('changes the price of 500 products in one transaction: all at the same moment, or none when one fails', async () => {
    const vendor = await onboardVendor(ctx);
    const ids = await insertProducts(vendor, 'Basket', 500);

    const preview = await bulk(vendor.token, { ids, set: { price: 11 }, dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ dryRun: true, changed: 500, errors: 0 });
    expect(preview.json().results[0]).toMatchObject({
      outcome: 'changed',
      changes: [{ field: 'price', from: 10, to: 11 }],
    });
    expect(new Set(await pricesOf(ids))).toEqual(new Set([1_000]));

    const applied = await bulk(vendor.token, { ids, set: { price: 11 } });
    expect(applied.json()).toMatchObject({ dryRun: false, changed: 500, errors: 0, msg: '500 products changed' });
    expect(new Set(await pricesOf(ids))).toEqual(new Set([1_100]));
    // updated_at is the transaction's time: one transaction gives every product the same one.
    const moments = await ctx.database.db
      .selectDistinct({ at: products.updatedAt })
      .from(products)
      .where(inArray(products.id, ids));
    expect(moments).toHaveLength(1);

    // The 250th product's write fails (as a constraint would): none of the 500 change.
    const failing = ids[249];
    await ctx.database.db.execute(
      sql.raw(`CREATE FUNCTION bulk_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.id = '${failing}' THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN NEW; END $$`),
    );
    await ctx.database.db.execute(
      sql.raw(
        'CREATE TRIGGER bulk_test_refuse BEFORE UPDATE ON products FOR EACH ROW EXECUTE FUNCTION bulk_test_refuse()',
      ),
    );
    try {
      const refused = await bulk(vendor.token, { ids, set: { price: 12 } });
      expect(refused.statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute(sql.raw('DROP TRIGGER bulk_test_refuse ON products'));
      await ctx.database.db.execute(sql.raw('DROP FUNCTION bulk_test_refuse()'));
    }
    expect(new Set(await pricesOf(ids))).toEqual(new Set([1_100]));
    // 1,500 product writes through the kept-figure triggers: 8-25 s on a shared 2-core machine.
  }, 90_000);

  it('follows the single edit’s review rules and reports each product it cannot change', async () => {
    const vendor = await onboardVendor(ctx);
    const plain = await createLiveProduct(ctx, vendor, { name: 'Plain', price: 10 });
    const withVariants = await createLiveProduct(ctx, vendor, {
      name: 'Sized',
      variants: [
        { size: 'S', stock: 2, price: 10 },
        { size: 'L', stock: 2, price: 12 },
      ],
    });
    const other = await createLiveProduct(ctx, await onboardVendor(ctx), { name: 'Not yours' });

    const stock = await bulk(vendor.token, { ids: [plain._id, withVariants._id, other._id], set: { stock: 7 } });
    expect(stock.statusCode).toBe(200);
    expect(stock.json().results).toEqual([
      expect.objectContaining({ _id: plain._id, outcome: 'changed', changes: [{ field: 'stock', from: 10, to: 7 }] }),
      // A product with variants takes the stock on each variant (issue 47).
      expect.objectContaining({
        _id: withVariants._id,
        outcome: 'changed',
        changes: [
          { field: 'stock', variant: 'S', from: 2, to: 7 },
          { field: 'stock', variant: 'L', from: 2, to: 7 },
        ],
      }),
      expect.objectContaining({ _id: other._id, outcome: 'error', message: PRODUCT_BULK_TEXT.notFound }),
    ]);

    // A rise of more than 20 % on an approved product waits for staff; the live price stays.
    const rise = await bulk(vendor.token, { items: [{ id: plain._id, price: 15 }] });
    expect(rise.json().results[0]).toMatchObject({ outcome: 'revision' });
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, plain._id));
    expect(row?.priceCents).toBe(1_000);
    const [revision] = await ctx.database.db
      .select()
      .from(productRevisions)
      .where(eq(productRevisions.productId, plain._id));
    expect(revision).toMatchObject({ status: 'pending' });
    expect(revision?.proposed.priceCents).toBe(1_500);

    // A small rise applies at once.
    const small = await bulk(vendor.token, { items: [{ id: withVariants._id, price: 11 }] });
    expect(small.json().results[0]).toMatchObject({ outcome: 'changed' });
  });

  it('pauses every product matching the filter, and refuses a body it cannot read', async () => {
    const vendor = await onboardVendor(ctx);
    await insertProducts(vendor, 'Mat', 3);
    const paused = await bulk(vendor.token, { filter: { q: 'mat' }, set: { status: 'paused' } });
    expect(paused.json()).toMatchObject({ changed: 3, errors: 0 });
    const again = await bulk(vendor.token, { filter: { q: 'mat' }, set: { status: 'paused' } });
    expect(again.json()).toMatchObject({ changed: 0, msg: '0 products changed' });

    expect((await bulk(vendor.token, { ids: [], filter: {}, set: { status: 'paused' } })).statusCode).toBe(400);
    const nothing = await bulk(vendor.token, { filter: {} });
    expect(nothing.json().errors).toEqual([{ msg: PRODUCT_BULK_TEXT.nothingToSet, param: 'set' }]);
    const none = await bulk(vendor.token, { filter: { q: 'no such thing' }, set: { status: 'paused' } });
    expect(none.json().errors).toEqual([{ msg: PRODUCT_BULK_TEXT.noneMatch, param: 'filter' }]);
    const staffWide = await bulk(admin, { filter: {}, set: { status: 'paused' } });
    expect(staffWide.statusCode).toBe(400);
  });

  it("refuses a vendor's filter naming another vendor, and changes nothing", async () => {
    const vendor = await onboardVendor(ctx);
    const other = await onboardVendor(ctx);
    const own = await insertProducts(vendor, 'Own rug', 2);
    const theirs = await insertProducts(other, 'Their rug', 2);
    const statuses = async () =>
      (
        await ctx.database.db
          .select({ status: products.status })
          .from(products)
          .where(inArray(products.id, [...own, ...theirs]))
      ).map((row) => row.status);
    for (const dryRun of [true, false]) {
      const refused = await bulk(vendor.token, { filter: { vendorId: other.id }, set: { status: 'paused' }, dryRun });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([{ msg: PRODUCT_BULK_TEXT.otherVendor, param: 'filter.vendorId' }]);
    }
    expect(await statuses()).toEqual(['active', 'active', 'active', 'active']);
    // Their own id is the filter it stands for.
    const ownFilter = await bulk(vendor.token, { filter: { vendorId: vendor.id }, set: { status: 'paused' } });
    expect(ownFilter.json()).toMatchObject({ changed: 2 });
  });

  it('applies to exactly the products its preview of a filter listed, by their ids', async () => {
    const vendor = await onboardVendor(ctx);
    await insertProducts(vendor, 'Shown lamp', 3);
    const preview = await bulk(vendor.token, { filter: { q: 'shown lamp' }, set: { price: 12 }, dryRun: true });
    expect(preview.json()).toMatchObject({ dryRun: true, changed: 3 });
    const previewed: string[] = preview.json().results.map((result: { _id: string }) => result._id);
    // A product that starts to match after the preview is not in the change the vendor confirmed.
    const later = await insertProducts(vendor, 'Shown lamp late', 1);
    const applied = await bulk(vendor.token, { ids: previewed, set: { price: 12 } });
    expect(applied.json()).toMatchObject({ changed: 3 });
    expect(applied.json().results.map((result: { _id: string }) => result._id)).toEqual(previewed);
    expect(await pricesOf(previewed)).toEqual([1_200, 1_200, 1_200]);
    expect(await pricesOf(later)).toEqual([1_000]);
  });
});

describe('Sendle, which stopped trading', () => {
  it('is refused for bulk moves, rates and vendor switches; its products are listed, mailed once, and moved by staff', async () => {
    const vendor = await onboardVendor(ctx);
    const ids = await insertProducts(vendor, 'Parcel', 2);
    await ctx.database.db
      .update(products)
      .set({ shippingProvider: 'Sendle', shipping: 2 })
      .where(inArray(products.id, ids));

    const refused = await bulk(vendor.token, { ids, set: { shipping_provider: 'Sendle' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].msg).toBe(retiredShippingProviderMessage('Sendle'));
    const rate = await ctx.app.inject({
      method: 'PUT',
      url: '/api/shipping-rates',
      headers: { 'x-auth-token': vendor.token },
      payload: { rates: [{ provider: 'Sendle', perParcel: 9, perKg: 1 }] },
    });
    expect(rate.statusCode).toBe(400);
    expect(rate.json().errors[0].msg).toBe(retiredShippingProviderMessage('Sendle'));
    const switched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/vendor/any/${vendor.id}/updateShipping`,
      headers: { 'x-auth-token': admin },
      payload: { shipping: 'Sendle' },
    });
    expect(switched.statusCode).toBe(400);

    const counts = await ctx.app.inject({
      method: 'GET',
      url: '/api/product/stock-counts',
      headers: { 'x-auth-token': vendor.token },
    });
    expect(counts.json().retiredCarrier).toBe(2);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/product/list?shippingProvider=Sendle',
      headers: { 'x-auth-token': vendor.token },
    });
    expect(
      listed.json().items.map((item: { retiredShippingProvider: boolean }) => item.retiredShippingProvider),
    ).toEqual([true, true]);

    const deps = { db: ctx.database.db, mail: ctx.app.deps.mail };
    await sendRetiredCarrierNotices(deps);
    await sendRetiredCarrierNotices(deps);
    const mails = (await mailsTo(ctx, vendor.email)).filter((mail) => mail.template === 'retiredCarrierProducts');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('2 of your products still ship with Sendle');

    const moved = await bulk(admin, {
      filter: { vendorId: vendor.id, shippingProvider: 'Sendle' },
      set: { shipping_provider: 'Fixed Delivery' },
    });
    expect(moved.json()).toMatchObject({ changed: 2, errors: 0 });
    expect(moved.json().results[0].changes).toEqual([
      { field: 'shipping_provider', from: 'Sendle', to: 'Fixed Delivery' },
    ]);
  });

  it('refuses a storefront order of a product still on Sendle, whoever pays the postage, until it is moved', async () => {
    const vendor = await onboardVendor(ctx);
    const paid = await createLiveProduct(ctx, vendor, { name: 'Woven basket' });
    const free = await createLiveProduct(ctx, vendor, { name: 'Shea butter', shipping: 1 });
    await ctx.database.db
      .update(products)
      .set({ shippingProvider: 'Sendle' })
      .where(inArray(products.id, [paid._id, free._id]));

    for (const product of [paid, free]) {
      const refused = await placeOrder(ctx, [{ productId: product._id, qty: 1 }]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors[0].msg).toBe(SHIPPING_RATES_TEXT.retiredCarrier(product.name, 'Sendle'));
    }

    const moved = await bulk(vendor.token, {
      ids: [paid._id, free._id],
      set: { shipping_provider: 'Fixed Delivery' },
    });
    expect(moved.json()).toMatchObject({ changed: 2, errors: 0 });
    const placed = await placeOrder(ctx, [
      { productId: paid._id, qty: 1 },
      { productId: free._id, qty: 1 },
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
  });
});
