import { randomUUID } from 'node:crypto';
import {
  type OpenReturnRequest,
  type OrderDto,
  type ProductDto,
  REFUND_TEXT,
  RETURN_TEXT,
  type ReturnDto,
  SALES_TEXT,
  type SaleDetailDto,
} from '@soko/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, saleReturns } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { adminToken, auditCount, mailsTo, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder } from '../../test/orders.ts';
import { moveSale } from '../../test/payouts.ts';

let ctx: TestContext;
let admin: string;
let vendor: OnboardedVendor;
let other: OnboardedVendor;
let scarf: ProductDto;
let bowl: ProductDto;
let order: OrderDto;

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });

function openReturn(
  orderId: string,
  body: OpenReturnRequest,
  options: { key?: string | null; apiKey?: string | null; token?: string } = {},
) {
  const key = options.key === undefined ? randomUUID() : options.key;
  const apiKey = options.apiKey === undefined ? ctx.config.storefrontApiKey : options.apiKey;
  return ctx.app.inject({
    method: 'POST',
    url: `/api/order/${orderId}/returns`,
    headers: {
      ...(key === null ? {} : { 'idempotency-key': key }),
      ...(apiKey === null ? {} : { 'x-api-key': apiKey }),
      ...(options.token ? { 'x-auth-token': options.token } : {}),
    },
    payload: body,
  });
}

const setStatus = (token: string, id: string, status: string, reason?: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/returns/${id}`,
    headers: { 'x-auth-token': token },
    payload: { status, ...(reason === undefined ? {} : { reason }) },
  });

async function tableCounts() {
  const { db } = ctx.database;
  return {
    returns: (await db.select({ n: count() }).from(saleReturns))[0]?.n ?? 0,
    outbox: (await db.select({ n: count() }).from(mailOutbox))[0]?.n ?? 0,
  };
}

const itemOf = (product: ProductDto) => order.products.find((line) => line.productId === product._id)?._id ?? '';
const saleOf = (seller: OnboardedVendor) => order.sales.find((sale) => sale.vendorId._id === seller.id)?._id ?? '';

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  vendor = await onboardVendor(ctx, { displayName: 'Return Weavers' });
  other = await onboardVendor(ctx, { displayName: 'Bowl Makers' });
  scarf = await createLiveProduct(ctx, vendor, { name: 'Kente scarf', price: 40, deliveryPrice: 10, stock: 10 });
  bowl = await createLiveProduct(ctx, other, { name: 'Calabash bowl', price: 25, shipping: 1, stock: 10 });
  const placed = await placeOrder(
    ctx,
    [
      { productId: scarf._id, qty: 2 },
      { productId: bowl._id, qty: 1 },
    ],
    { customer: { customer_email: 'return.buyer@example.com', customer_name: 'Esi Mensah' } },
  );
  order = placed.json() as OrderDto;
  await moveSale(ctx, vendor.token, saleOf(vendor), 'Shipped');
  await moveSale(ctx, vendor.token, saleOf(vendor), 'Delivered');
});
afterAll(async () => {
  await ctx?.close();
});

describe('opening a return', () => {
  it('refuses items of a sale not yet delivered, and changes nothing', async () => {
    const before = await tableCounts();
    const refused = await openReturn(order._id, { items: [{ saleItemId: itemOf(bowl), qty: 1 }], reason: 'faulty' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].msg).toBe(RETURN_TEXT.notDelivered(order.number, 'Bowl Makers'));
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses a wrong storefront key, a missing Idempotency-Key, more than was bought and an unknown item', async () => {
    const before = await tableCounts();
    const body: OpenReturnRequest = { items: [{ saleItemId: itemOf(scarf), qty: 1 }], reason: 'faulty' };
    expect((await openReturn(order._id, body, { apiKey: 'wrong' })).statusCode).toBe(401);
    expect((await openReturn(order._id, body, { apiKey: null })).statusCode).toBe(401);
    expect((await openReturn(order._id, body, { key: null })).statusCode).toBe(400);
    const tooMany = await openReturn(order._id, { items: [{ saleItemId: itemOf(scarf), qty: 3 }], reason: 'faulty' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].msg).toBe(RETURN_TEXT.tooMany('Kente scarf', 2));
    const unknown = await openReturn(order._id, { items: [{ saleItemId: randomUUID(), qty: 1 }], reason: 'faulty' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].msg).toBe(RETURN_TEXT.unknownItem);
    expect(await tableCounts()).toEqual(before);
  });

  it('opens a return from the storefront, tells the vendor, and answers a replay with the same return', async () => {
    const key = randomUUID();
    const body: OpenReturnRequest = {
      items: [{ saleItemId: itemOf(scarf), qty: 1 }],
      reason: 'not_as_described',
      note: 'Colour differs',
    };
    const opened = await openReturn(order._id, body, { key });
    expect(opened.statusCode, opened.body).toBe(201);
    const [ret] = (opened.json() as { returns: ReturnDto[] }).returns;
    expect(ret).toMatchObject({
      status: 'requested',
      reason: 'not_as_described',
      note: 'Colour differs',
      saleId: saleOf(vendor),
      order: { _id: order._id, number: order.number, customer_name: 'Esi Mensah' },
      vendor: { _id: vendor.id, displayName: 'Return Weavers' },
      items: [{ saleItemId: itemOf(scarf), name: 'Kente scarf', qty: 1, price: 40 }],
      amount: 40,
      openedBy: null,
      nextStatuses: ['approved', 'rejected', 'refunded'],
    });
    const [mail] = await mailsTo(ctx, vendor.email);
    expect(mail?.subject).toBe(`Return #${ret?.number} requested for order #${order.number}`);
    const after = await tableCounts();
    const again = await openReturn(order._id, body, { key });
    expect(again.statusCode).toBe(200);
    expect((again.json() as { returns: ReturnDto[] }).returns.map((r) => r._id)).toEqual([ret?._id]);
    const otherBody = await openReturn(order._id, { ...body, note: 'Another' }, { key });
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json().errors[0].msg).toBe(SALES_TEXT.idempotencyKeyReused);
    expect(await tableCounts()).toEqual(after);
    // One unit is spoken for: only one more can be returned.
    const second = await openReturn(order._id, { items: [{ saleItemId: itemOf(scarf), qty: 2 }], reason: 'faulty' });
    expect(second.json().errors[0].msg).toBe(RETURN_TEXT.tooMany('Kente scarf', 1));
    const dashboard = (await get('/api/dashboard', vendor.token)).json() as { returnsWaiting: number };
    expect(dashboard.returnsWaiting).toBe(1);
    const work = (await get('/api/dashboard/work', admin)).json() as { returnsWaiting: number };
    expect(work.returnsWaiting).toBe(1);
  });

  it("shows a vendor its own returns only; another vendor's is not found", async () => {
    const own = (await get('/api/returns', vendor.token)).json() as { items: ReturnDto[]; total: number };
    expect(own.total).toBe(1);
    const theirs = (await get('/api/returns?status=requested', other.token)).json() as { total: number };
    expect(theirs.total).toBe(0);
    const id = own.items[0]?._id ?? '';
    expect((await get(`/api/returns/${id}`, other.token)).statusCode).toBe(404);
    expect((await setStatus(other.token, id, 'approved')).statusCode).toBe(404);
    const staff = (await get('/api/returns?status=requested', admin)).json() as { total: number };
    expect(staff.total).toBe(1);
    // The sale page and the order page read their own returns.
    const ofSale = (await get(`/api/returns?saleId=${saleOf(vendor)}`, vendor.token)).json() as { total: number };
    expect(ofSale.total).toBe(1);
    expect(((await get(`/api/returns?saleId=${saleOf(other)}`, admin)).json() as { total: number }).total).toBe(0);
    const ofOrder = (await get(`/api/returns?orderId=${order._id}`, admin)).json() as { items: ReturnDto[] };
    expect(ofOrder.items.map((item) => item._id)).toEqual([id]);
    const ofOrderForOther = (await get(`/api/returns?orderId=${order._id}`, other.token)).json() as { total: number };
    expect(ofOrderForOther.total).toBe(0);
  });
});

describe('deciding a return', () => {
  it('needs a reason to reject, and emails the buyer the reason', async () => {
    const opened = await openReturn(
      order._id,
      { items: [{ saleItemId: itemOf(scarf), qty: 1 }], reason: 'changed_mind' },
      { apiKey: null, token: admin },
    );
    expect(opened.statusCode, opened.body).toBe(201);
    const [ret] = (opened.json() as { returns: ReturnDto[] }).returns;
    const id = ret?._id ?? '';
    expect(ret?.openedBy?._id).toBeDefined();
    expect(await auditCount(ctx, 'return.open', id)).toBe(1);
    const noReason = await setStatus(vendor.token, id, 'rejected');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].msg).toBe(RETURN_TEXT.rejectionReasonRequired);
    const rejected = await setStatus(vendor.token, id, 'rejected', 'Worn and washed');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: 'Worn and washed', nextStatuses: [] });
    const [mail] = await mailsTo(ctx, 'return.buyer@example.com');
    expect(mail?.subject).toBe(`Your return #${ret?.number} was not accepted`);
    expect(mail?.text).toContain('Reason: Worn and washed');
    const again = await setStatus(vendor.token, id, 'approved');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].msg).toBe(RETURN_TEXT.badTransition('rejected', 'approved'));
  });

  it("keeps the units of a return under way out of any other refund's restock, and may still reject goods received", async () => {
    const opened = await openReturn(order._id, { items: [{ saleItemId: itemOf(scarf), qty: 1 }], reason: 'faulty' });
    const [ret] = (opened.json() as { returns: ReturnDto[] }).returns;
    const id = ret?._id ?? '';
    // One unit is in the return opened before and one in this one: none is left to restock by hand.
    const restock = await ctx.app.inject({
      method: 'POST',
      url: `/api/sale/${saleOf(vendor)}/refund`,
      headers: { 'x-auth-token': vendor.token, 'idempotency-key': randomUUID() },
      payload: { amount: 1, reason: 'faulty', restock: [{ itemId: itemOf(scarf), qty: 1 }] },
    });
    expect(restock.statusCode).toBe(400);
    expect(restock.json().errors[0].msg).toBe(REFUND_TEXT.restockTooMany('Kente scarf', 0));
    expect((await setStatus(vendor.token, id, 'approved')).statusCode).toBe(200);
    expect((await setStatus(vendor.token, id, 'received')).json().nextStatuses).toEqual(['refunded', 'rejected']);
    const rejected = await setStatus(vendor.token, id, 'rejected', 'Returned worn');
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: 'Returned worn' });
  });

  it('approves, receives and refunds: the items go back in stock and the sale shows the refund', async () => {
    const { items } = (await get('/api/returns?status=requested', vendor.token)).json() as { items: ReturnDto[] };
    const id = items[0]?._id ?? '';
    expect((await setStatus(vendor.token, id, 'received')).statusCode).toBe(409);
    const approved = await setStatus(vendor.token, id, 'approved');
    expect(approved.json()).toMatchObject({ status: 'approved', nextStatuses: ['received', 'refunded'] });
    expect((await mailsTo(ctx, 'return.buyer@example.com'))[0]?.subject).toMatch(/is approved$/);
    expect((await setStatus(vendor.token, id, 'received')).json()).toMatchObject({ status: 'received' });
    const stockBefore = ((await get(`/api/product/${scarf._id}`, admin)).json() as ProductDto).stock;
    const refunded = await setStatus(vendor.token, id, 'refunded');
    expect(refunded.statusCode, refunded.body).toBe(200);
    const ret = refunded.json() as ReturnDto;
    expect(ret).toMatchObject({
      status: 'refunded',
      refund: { total: 40, onSale: false, keptItem: false },
      nextStatuses: [],
    });
    expect(((await get(`/api/product/${scarf._id}`, admin)).json() as ProductDto).stock).toBe(stockBefore + 1);
    const sale = (await get(`/api/sale/${saleOf(vendor)}`, vendor.token)).json() as SaleDetailDto;
    expect(sale.refunded).toBe(40);
    expect(sale.refunds.at(-1)).toMatchObject({
      amount: 40,
      shipping: 0,
      reason: 'not_as_described',
      note: `Return #${ret.number}`,
      restock: [{ itemId: itemOf(scarf), qty: 1 }],
    });
    expect((await mailsTo(ctx, 'return.buyer@example.com'))[0]?.subject).toBe(
      `Refund of $40.00 for your order #${order.number}`,
    );
    // The returned unit is refunded: one is left to return.
    const last = await openReturn(order._id, { items: [{ saleItemId: itemOf(scarf), qty: 2 }], reason: 'faulty' });
    expect(last.json().errors[0].msg).toBe(RETURN_TEXT.tooMany('Kente scarf', 1));
  });
});

describe('refunds and returns agree', () => {
  let fresh: OrderDto;
  const saleId = () => fresh.sales[0]?._id ?? '';
  const scarfItem = () => fresh.products[0]?._id ?? '';
  const stock = async () => ((await get(`/api/product/${scarf._id}`, admin)).json() as ProductDto).stock;
  const refundSale = (payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/sale/${saleId()}/refund`,
      headers: { 'x-auth-token': vendor.token, 'idempotency-key': randomUUID() },
      payload,
    });
  const openOne = async () => {
    const opened = await openReturn(fresh._id, { items: [{ saleItemId: scarfItem(), qty: 1 }], reason: 'faulty' });
    expect(opened.statusCode, opened.body).toBe(201);
    return (opened.json() as { returns: ReturnDto[] }).returns[0]?._id ?? '';
  };

  beforeAll(async () => {
    const placed = await placeOrder(ctx, [{ productId: scarf._id, qty: 3 }], {
      customer: { customer_email: 'keeper@example.com', customer_name: 'Kofi Keeper' },
    });
    fresh = placed.json() as OrderDto;
    await moveSale(ctx, vendor.token, saleId(), 'Shipped');
    await moveSale(ctx, vendor.token, saleId(), 'Delivered');
  });

  it('refunds a return letting the buyer keep the item: never asked to send it, nothing restocked', async () => {
    const id = await openOne();
    const before = await stock();
    const unasked = await setStatus(vendor.token, id, 'refunded');
    expect(unasked.statusCode).toBe(409);
    expect(unasked.json().errors[0].msg).toBe(RETURN_TEXT.keepItemRequired);
    const kept = await ctx.app.inject({
      method: 'PUT',
      url: `/api/returns/${id}`,
      headers: { 'x-auth-token': vendor.token },
      payload: { status: 'refunded', keepItem: true },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ status: 'refunded', refund: { total: 40, keptItem: true, onSale: false } });
    expect(await stock()).toBe(before);
    const subjects = (await mailsTo(ctx, 'keeper@example.com')).map((mail) => mail.subject);
    expect(subjects.some((subject) => /is approved$/.test(subject ?? ''))).toBe(false);
    expect(subjects).toContain(`Refund of $40.00 for your order #${fresh.number}`);
  });

  it("closes an open return with the sale's refund, which the return then names; a closed one cannot be closed again", async () => {
    const id = await openOne();
    const refunded = await refundSale({
      amount: 40,
      reason: 'faulty',
      restock: [{ itemId: scarfItem(), qty: 1 }],
      closeReturnId: id,
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const ret = (await get(`/api/returns/${id}`, vendor.token)).json() as ReturnDto;
    expect(ret).toMatchObject({ status: 'refunded', refund: { total: 40, onSale: true, keptItem: false } });
    expect(ret.refund?._id).toBe((refunded.json() as SaleDetailDto).refunds.at(-1)?._id);

    const refundedBefore = ((await get(`/api/sale/${saleId()}`, vendor.token)).json() as SaleDetailDto).refunded;
    const again = await refundSale({ amount: 5, reason: 'faulty', closeReturnId: id });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].msg).toBe(RETURN_TEXT.notOpen);
    const unknown = await refundSale({ amount: 5, reason: 'faulty', closeReturnId: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    // Neither refusal recorded a refund.
    expect(((await get(`/api/sale/${saleId()}`, vendor.token)).json() as SaleDetailDto).refunded).toBe(refundedBefore);
  });
});
