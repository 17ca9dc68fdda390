import { randomUUID } from 'node:crypto';
import type { AdjustmentNoteList, RemitListDto, ReturnDto, SaleDetailDto } from '@soko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorProfiles } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder, setSaleStatus } from '../../test/orders.ts';
import { deliveredSale, moveSale, postPayout } from '../../test/payouts.ts';
import { pdfText } from '../../test/pdf.ts';

let ctx: TestContext;
let admin: string;
let vendor: OnboardedVendor;
let fonio: string;
let mill: string;

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });

function refund(saleId: string, body: Record<string, unknown>, key: string = randomUUID()) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/sale/${saleId}/refund`,
    headers: { 'x-auth-token': vendor.token, 'idempotency-key': key },
    payload: { reason: 'not_received', ...body },
  });
}

const notesOf = async (saleId: string) =>
  ((await get(`/api/sale/${saleId}/adjustment-notes`, vendor.token)).json() as AdjustmentNoteList).items;
const saleOf = async (saleId: string) => (await get(`/api/sale/${saleId}`, vendor.token)).json() as SaleDetailDto;
const notePdf = async (id: string) => pdfText((await get(`/api/adjustment-note/${id}.pdf`, vendor.token)).rawPayload);

/** Independently of the server: the GST in a GST-inclusive amount of cents, half-up. */
const gstOf = (cents: number) => Math.floor((cents * 2 + 11) / 22);
const cents = (dollars: number) => Math.round(dollars * 100);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A sale of `fonioQty` GST-free fonio at $10 and one taxable grain mill at $110. */
async function mixedSale(fonioQty: number) {
  const placed = await placeOrder(ctx, [
    { productId: fonio, qty: fonioQty },
    { productId: mill, qty: 1 },
  ]);
  expect(placed.statusCode, placed.body).toBe(201);
  const saleId: string = placed.json().sales[0]._id;
  const sale = await saleOf(saleId);
  const itemId = (name: string) => sale.items.find((item) => item.name === name)?._id ?? '';
  return {
    orderId: placed.json()._id as string,
    saleId,
    sale,
    fonioItem: itemId('Fonio'),
    millItem: itemId('Grain mill'),
  };
}

/** A return of one unit of an item, opened by the storefront, then approved, received and refunded by the vendor. */
async function returnAndRefund(orderId: string, saleItemId: string): Promise<ReturnDto> {
  const opened = await ctx.app.inject({
    method: 'POST',
    url: `/api/order/${orderId}/returns`,
    headers: { 'idempotency-key': randomUUID(), 'x-api-key': ctx.config.storefrontApiKey },
    payload: { items: [{ saleItemId, qty: 1 }], reason: 'faulty' },
  });
  expect(opened.statusCode, opened.body).toBe(201);
  const returnId: string = opened.json().returns[0]._id;
  let moved: ReturnDto | undefined;
  for (const status of ['approved', 'received', 'refunded']) {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/returns/${returnId}`,
      headers: { 'x-auth-token': vendor.token },
      payload: { status },
    });
    expect(response.statusCode, response.body).toBe(200);
    moved = response.json() as ReturnDto;
  }
  return moved as ReturnDto;
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  vendor = await onboardVendor(ctx, { displayName: 'Sahel Pantry', ABN: '12000000041' });
  await ctx.database.db
    .update(vendorProfiles)
    .set({ gstRegistered: true, gstRegisteredFrom: '2020-07-01' })
    .where(eq(vendorProfiles.userId, vendor.id));
  fonio = (await createLiveProduct(ctx, vendor, { name: 'Fonio', price: 10, gstFree: true, stock: 50 }))._id;
  mill = (await createLiveProduct(ctx, vendor, { name: 'Grain mill', price: 110, gstFree: false, stock: 50 }))._id;
});
afterAll(async () => ctx?.close());

describe(`refunds by line (${testEngine})`, () => {
  it('refunds a GST-free line with no GST adjusted and a taxable line with exactly its own GST', async () => {
    const { saleId, sale, fonioItem, millItem } = await mixedSale(2);
    const shipping = cents(sale.shippingFee);
    const invoiceGst = gstOf(11_000) + gstOf(shipping);

    const first = await refund(saleId, { items: [{ itemId: fonioItem, qty: 1 }] });
    expect(first.statusCode, first.body).toBe(201);
    const afterFirst = first.json() as SaleDetailDto;
    expect(afterFirst.refunded).toBe(10);
    expect(afterFirst.refunds[0]).toMatchObject({
      amount: 10,
      shipping: 0,
      items: [{ itemId: fonioItem, name: 'Fonio', qty: 1, amount: 10 }],
    });
    expect(afterFirst.refundable.items).toEqual([
      { itemId: fonioItem, qty: 1, amount: 10 },
      { itemId: millItem, qty: 1, amount: 110 },
    ]);
    const [note] = await notesOf(saleId);
    expect(note).toMatchObject({ number: 'AN-1', amount: 10, gst: 0 });
    const text = await notePdf(note?._id ?? '');
    expect(text).toContain('Refund of 1 × Fonio (GST-free) $10.00 $0.00');
    expect(text).toContain('Adjustment (GST inclusive) $10.00\nOf which GST-free $10.00\nGST adjusted $0.00');
    expect(text).not.toContain('apportioned');

    // More units than are left: 409 with the reason, nothing refunded, no note.
    const tooMany = await refund(saleId, { items: [{ itemId: fonioItem, qty: 2 }] });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().errors[0].msg).toBe('At most 1 of Fonio can still be refunded');
    const unknown = await refund(saleId, { items: [{ itemId: randomUUID(), qty: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].msg).toBe('One of the items to refund is not in this sale');
    const both = await refund(saleId, { amount: 5, items: [{ itemId: millItem, qty: 1 }] });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors[0].msg).toBe('Refund either items by line or an amount for the items, not both');
    expect((await saleOf(saleId)).refunds).toHaveLength(1);
    expect(await notesOf(saleId)).toHaveLength(1);

    // The taxable mill: its price and exactly its GST; a retry with the same key replays it.
    const key = randomUUID();
    expect((await refund(saleId, { items: [{ itemId: millItem, qty: 1 }] }, key)).statusCode).toBe(201);
    expect((await refund(saleId, { items: [{ itemId: millItem, qty: 1 }] }, key)).statusCode).toBe(200);
    expect((await refund(saleId, { items: [{ itemId: fonioItem, qty: 1 }] }, key)).statusCode).toBe(422);
    const second = (await notesOf(saleId))[1];
    expect(second).toMatchObject({ number: 'AN-2', amount: 110, gst: gstOf(11_000) / 100 });
    expect(await notePdf(second?._id ?? '')).toContain(
      `Refund of 1 × Grain mill $110.00 $${(gstOf(11_000) / 100).toFixed(2)}`,
    );

    // The rest as an amount with the shipping: the notes take off the whole invoice, its GST to the cent.
    expect((await refund(saleId, { amount: 10, shipping: sale.shippingFee })).statusCode).toBe(201);
    const notes = await notesOf(saleId);
    expect(notes).toHaveLength(3);
    expect(sum(notes.map((each) => cents(each.amount)))).toBe(2_000 + 11_000 + shipping);
    expect(sum(notes.map((each) => cents(each.gst)))).toBe(invoiceGst);
    expect(await notePdf(notes[2]?._id ?? '')).toContain('apportioned over the invoice lines by their value');
    const done = await saleOf(saleId);
    expect(done.refundable).toEqual({
      amount: 0,
      shipping: 0,
      items: [
        { itemId: fonioItem, qty: 1, amount: 0 },
        { itemId: millItem, qty: 0, amount: 0 },
      ],
    });
    // Refunded in full, the sale can still be cancelled: the cancel refunds nothing more.
    const cancelled = await setSaleStatus(ctx, vendor.token, saleId, 'Cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(sum((await notesOf(saleId)).map((each) => cents(each.amount)))).toBe(2_000 + 11_000 + shipping);
  });

  it('takes an earlier apportioned amount off the units refunded later, each line keeping its own GST', async () => {
    const { saleId, sale, fonioItem, millItem } = await mixedSale(1);
    const shipping = cents(sale.shippingFee);
    // $12 over $10 of fonio and $110 of mill: $1 of the fonio, $11 of the mill.
    expect((await refund(saleId, { amount: 12 })).statusCode).toBe(201);
    const fonioBack = await refund(saleId, { items: [{ itemId: fonioItem, qty: 1 }] });
    expect(fonioBack.statusCode, fonioBack.body).toBe(201);
    expect((fonioBack.json() as SaleDetailDto).refunds[1]).toMatchObject({ amount: 9 });
    expect((await refund(saleId, { items: [{ itemId: millItem, qty: 1 }] })).statusCode).toBe(201);

    const notes = await notesOf(saleId);
    expect(notes.map((note) => [note.amount, note.gst])).toEqual([
      [12, (gstOf(11_000) - gstOf(9_900)) / 100],
      [9, 0],
      [99, gstOf(9_900) / 100],
    ]);
    // What was charged is what the invoice less the notes leaves: the shipping and its GST.
    const invoiceGst = gstOf(11_000) + gstOf(shipping);
    expect(1_000 + 11_000 + shipping - sum(notes.map((note) => cents(note.amount)))).toBe(shipping);
    expect(invoiceGst - sum(notes.map((note) => cents(note.gst)))).toBe(gstOf(shipping));
  });

  it('refunds a return by its lines: a returned GST-free item adjusts no GST', async () => {
    const { orderId, saleId, fonioItem } = await mixedSale(2);
    await moveSale(ctx, vendor.token, saleId, 'Shipped');
    await moveSale(ctx, vendor.token, saleId, 'Delivered');
    await returnAndRefund(orderId, fonioItem);
    expect((await saleOf(saleId)).refunds[0]).toMatchObject({ amount: 10, items: [{ itemId: fonioItem, qty: 1 }] });
    expect(await notesOf(saleId)).toMatchObject([{ amount: 10, gst: 0 }]);
  });

  it('refunds a returned unit at the price it was sold for, as the return says, after an amount was refunded', async () => {
    const { orderId, saleId, fonioItem } = await mixedSale(2);
    await moveSale(ctx, vendor.token, saleId, 'Shipped');
    await moveSale(ctx, vendor.token, saleId, 'Delivered');
    // $60 apportioned: $9.23 of the fonio line's $20, so $10.77 of it is left.
    expect((await refund(saleId, { amount: '60.00' })).statusCode).toBe(201);
    const returned = await returnAndRefund(orderId, fonioItem);
    expect(returned).toMatchObject({ amount: 10, refund: { total: 10 } });
    const sale = await saleOf(saleId);
    expect(sale.refunds[1]).toMatchObject({ amount: 10, items: [{ itemId: fonioItem, qty: 1, amount: 10 }] });
    expect(cents(sale.refunded)).toBe(7_000);
    expect((await notesOf(saleId))[1]).toMatchObject({ amount: 10, gst: 0 });
  });

  it('takes what an earlier amount took of a returned line from the other lines, and the notes still add up', async () => {
    const { orderId, saleId, sale, fonioItem } = await mixedSale(2);
    const shipping = cents(sale.shippingFee);
    await moveSale(ctx, vendor.token, saleId, 'Shipped');
    await moveSale(ctx, vendor.token, saleId, 'Delivered');
    // $100 apportioned: $15.38 of the fonio line ($4.62 left) and $84.62 of the mill ($25.38 left).
    expect((await refund(saleId, { amount: '100.00' })).statusCode).toBe(201);
    expect(await returnAndRefund(orderId, fonioItem)).toMatchObject({ refund: { total: 10 } });
    const notes = await notesOf(saleId);
    // The fonio's $4.62 adjusts no GST; the mill's $5.38 adjusts the GST on $25.38 less that on $20.00.
    expect(notes[1]).toMatchObject({ amount: 10, gst: (gstOf(2_538) - gstOf(2_000)) / 100 });
    const text = await notePdf(notes[1]?._id ?? '');
    expect(text).toContain('Refund of 1 × Fonio (GST-free)');
    expect(text).toContain('$4.62');
    expect(text).toContain('$5.38');
    const invoiceGst = gstOf(11_000) + gstOf(shipping);
    expect(2_000 + 11_000 + shipping - sum(notes.map((note) => cents(note.amount)))).toBe(2_000 + shipping);
    expect(invoiceGst - sum(notes.map((note) => cents(note.gst)))).toBe(gstOf(2_000) + gstOf(shipping));
  });

  it('deducts from the next payout what a return after payout gave back: the units’ price', async () => {
    const paid = await deliveredSale(ctx, vendor, fonio, { qty: 3 });
    expect((await postPayout(ctx, admin, vendor.id, { sales: [paid.saleId] })).statusCode).toBe(201);
    expect((await refund(paid.saleId, { amount: '15.00' })).statusCode).toBe(201);
    const { orderId, items } = await saleOf(paid.saleId).then((sale) => ({
      orderId: sale.order_id._id,
      items: sale.items,
    }));
    await returnAndRefund(orderId, items[0]?._id ?? '');
    const remit = (await get(`/api/transfer/salesRemit/${vendor.id}`, admin)).json() as RemitListDto;
    const carried = remit.carried.items.filter((item) => item.saleId === paid.saleId);
    const sale = await saleOf(paid.saleId);
    expect(carried.map((item) => [item.gross, item.net])).toEqual(
      sale.refunds.map((one) => [-one.total, one.netChange]),
    );
    expect(sale.refunds.map((one) => one.total)).toEqual([15, 10]);
  });

  it('after a payout, carries a line refund to the next payout like an amount', async () => {
    const paid = await deliveredSale(ctx, vendor, fonio, { qty: 3 });
    const created = await postPayout(ctx, admin, vendor.id, { sales: [paid.saleId] });
    expect(created.statusCode, created.body).toBe(201);
    const itemId = (await saleOf(paid.saleId)).items[0]?._id ?? '';

    const refunded = await refund(paid.saleId, { items: [{ itemId, qty: 2 }] });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect((refunded.json() as SaleDetailDto).refunds[0]).toMatchObject({ afterPayout: true, amount: 20 });
    const remit = (await get(`/api/transfer/salesRemit/${vendor.id}`, admin)).json() as RemitListDto;
    expect(remit.carried.items.find((item) => item.saleId === paid.saleId)).toMatchObject({ gross: -20 });
    const [note] = await notesOf(paid.saleId);
    expect(note).toMatchObject({ amount: 20, gst: 0 });
  });
});
