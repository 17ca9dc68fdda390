import { randomUUID } from 'node:crypto';
import {
  PAYOUT_TEXT,
  type PayoutDetailDto,
  type PayoutListDto,
  type ProductDto,
  REFUND_TEXT,
  type RefundRequest,
  type RemitListDto,
  SALES_TEXT,
  type SaleDetailDto,
  type StatementDto,
} from '@soko/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, payoutAdjustments, refunds } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { adminToken, auditCount, mailsTo, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct } from '../../test/orders.ts';
import { deliveredSale, moveSale, placeSale, postPayout } from '../../test/payouts.ts';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
const cents = (dollars: number) => Math.round(dollars * 100);

/** Independently of packages/shared: the fee on what the buyer kept, 1.75 % half-up plus 30c, none on nothing. */
const feeOnKept = (kept: number) => (kept === 0 ? 0 : Math.floor((kept * 175 * 2 + 10_000) / 20_000) + 30);
const gstOf = (fee: number) => Math.floor((fee * 2 + 11) / 22);

/** A request body; a reason only a cancellation may give is sent as a client could. */
function refund(
  token: string,
  saleId: string,
  body: RefundRequest | { amount: number; reason: 'cancelled' },
  key: string | null = randomUUID(),
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/sale/${saleId}/refund`,
    headers: { 'x-auth-token': token, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
}

const readSale = async (id: string, token = admin) => (await get(`/api/sale/${id}`, token)).json() as SaleDetailDto;
const stockOf = async (product: ProductDto) =>
  ((await get(`/api/product/${product._id}`, admin)).json() as ProductDto).stock;

async function rowCounts() {
  const { db } = ctx.database;
  return {
    refunds: (await db.select({ n: count() }).from(refunds))[0]?.n ?? 0,
    adjustments: (await db.select({ n: count() }).from(payoutAdjustments))[0]?.n ?? 0,
    outbox: (await db.select({ n: count() }).from(mailOutbox))[0]?.n ?? 0,
  };
}

async function markPaid(payoutId: string) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
  const paid = await ctx.app.inject({
    method: 'PUT',
    url: `/api/transfer/${payoutId}/paid`,
    headers: { 'x-auth-token': admin },
    payload: { bankReference: 'EFT-1', paidAt: today },
  });
  expect(paid.statusCode, paid.body).toBe(200);
}

/**
 * The money of one vendor reconciles: the four states add up to the net, which is the earnings; paid
 * out and transfer pending are the payouts' own nets; what the next payout deducts is the carried
 * balance; and what the buyers kept is fee + net.
 */
async function expectReconciled(vendor: OnboardedVendor) {
  const { totals } = (await get('/api/transfer/statement', vendor.token)).json() as StatementDto;
  const earnings = (await get('/api/sale/earnings', vendor.token)).json() as { total: number };
  const paid = (await get('/api/transfer?status=Paid', vendor.token)).json() as PayoutListDto;
  const pending = (await get('/api/transfer?status=Pending', vendor.token)).json() as PayoutListDto;
  const remit = (await get(`/api/transfer/salesRemit/${vendor.id}`, admin)).json() as RemitListDto;
  const states = [totals.notDeliveredNet, totals.awaitingPayoutNet, totals.inPayoutNet, totals.paidOutNet];
  expect(states.reduce((sum, net) => sum + cents(net), 0)).toBe(cents(totals.net));
  expect(cents(totals.net)).toBe(cents(earnings.total));
  expect(cents(totals.paidOutNet)).toBe(cents(paid.totals.net));
  expect(cents(totals.inPayoutNet)).toBe(cents(pending.totals.net));
  expect(cents(totals.carriedNet)).toBe(cents(remit.carried.net));
  expect(cents(totals.awaitingPayoutNet)).toBe(cents(remit.totals.net) + cents(remit.carried.net));
  expect(cents(totals.subtotal) - cents(totals.refunded)).toBe(cents(totals.fee) + cents(totals.net));
  return totals;
}

describe('refunds before a payout', () => {
  let vendor: OnboardedVendor;
  let product: ProductDto;
  let saleId: string;

  beforeAll(async () => {
    vendor = await onboardVendor(ctx, { displayName: 'Refund Weavers' });
    product = await createLiveProduct(ctx, vendor, { price: 40, deliveryPrice: 10, stock: 20 });
    saleId = (await placeSale(ctx, vendor.id, product._id, { qty: 2, customer: { customer_email: 'ama@buyer.test' } }))
      .saleId;
  });

  it('refunds one item with its stock: the fee follows what the buyer kept and the customer is told', async () => {
    const stockBefore = await stockOf(product);
    const sale = await readSale(saleId, vendor.token);
    expect([sale.price, sale.shippingFee, sale.fee, sale.net]).toEqual([80, 10, 1.88, 88.12]);
    const itemId = sale.items[0]?._id ?? '';

    const refunded = await refund(vendor.token, saleId, {
      amount: '40.00',
      shipping: 0,
      reason: 'faulty',
      note: 'Seam split',
      restock: [{ itemId, qty: 1 }],
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const after = refunded.json() as SaleDetailDto;
    const fee = feeOnKept(5000);
    expect(cents(after.fee)).toBe(fee);
    expect(cents(after.feeGst)).toBe(gstOf(fee));
    expect(cents(after.net)).toBe(5000 - fee);
    expect(after.netAfterRefunds).toBe(after.net);
    expect(after.refunded).toBe(40);
    expect(after.refundable).toMatchObject({ amount: 40, shipping: 10 });
    expect(after.refunds).toHaveLength(1);
    expect(after.refunds[0]).toMatchObject({
      amount: 40,
      shipping: 0,
      total: 40,
      reason: 'faulty',
      note: 'Seam split',
      restock: [{ itemId, name: 'Kente scarf', qty: 1 }],
      feeChange: (fee - 188) / 100,
      netChange: (5000 - fee - 8812) / 100,
      afterPayout: false,
      deductedIn: null,
      by: { _id: vendor.id },
    });
    expect(await stockOf(product)).toBe(stockBefore + 1);
    const [mail] = await mailsTo(ctx, 'ama@buyer.test');
    expect(mail?.subject).toBe(`Refund of $40.00 for your order #${sale.order_id.number}`);
    expect(mail?.text).toContain('Reason: Faulty');
    // Every refund moves money: the vendor's is audited too (issue 47).
    expect(await auditCount(ctx, 'sale.refund', saleId)).toBe(1);

    const list = (await get('/api/sale/mySales', vendor.token)).json() as { items: SaleDetailDto[] };
    expect(list.items.find((item) => item._id === saleId)?.refunded).toBe(40);
    const dashboard = (await get('/api/dashboard', vendor.token)).json() as { refunded: number };
    expect(dashboard.refunded).toBe(40);
    await expectReconciled(vendor);
  });

  it('refuses more than is left, an item put back twice, and changes nothing', async () => {
    const before = await rowCounts();
    const sale = await readSale(saleId);
    const tooMuch = await refund(vendor.token, saleId, { amount: 40.01, reason: 'other' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors[0].msg).toBe(REFUND_TEXT.itemsTooHigh(4000));
    const tooMuchShipping = await refund(vendor.token, saleId, { shipping: '10.01', reason: 'other' });
    expect(tooMuchShipping.statusCode).toBe(400);
    expect(tooMuchShipping.json().errors[0].msg).toBe(
      'Shipping can be refunded up to $10.00 (what was paid less earlier refunds)',
    );
    const itemId = sale.items[0]?._id ?? '';
    const restockTwice = await refund(vendor.token, saleId, {
      amount: 1,
      reason: 'other',
      restock: [{ itemId, qty: 2 }],
    });
    expect(restockTwice.statusCode).toBe(400);
    expect(restockTwice.json().errors[0].msg).toBe(REFUND_TEXT.restockTooMany('Kente scarf', 1));
    const nothing = await refund(vendor.token, saleId, { amount: 0, reason: 'other' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors[0].msg).toBe(REFUND_TEXT.nothingToRefund);
    const cancelledReason = await refund(vendor.token, saleId, {
      amount: 1,
      reason: 'cancelled',
    });
    expect(cancelledReason.statusCode).toBe(400);
    expect(cancelledReason.json().errors).toEqual([{ msg: REFUND_TEXT.reasonRequired, param: 'reason' }]);
    expect(REFUND_TEXT.reasonRequired).not.toContain('cancelled');
    const noKey = await refund(vendor.token, saleId, { amount: 1, reason: 'other' }, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().errors[0].msg).toBe(PAYOUT_TEXT.idempotencyKeyRequired);
    expect(await rowCounts()).toEqual(before);
    expect(await readSale(saleId)).toEqual(sale);
  });

  it("refuses another vendor's sale as not found and changes nothing", async () => {
    const other = await onboardVendor(ctx, { displayName: 'Other Looms' });
    const before = await rowCounts();
    const sale = await readSale(saleId);
    const refused = await refund(other.token, saleId, { amount: 1, reason: 'other' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errors[0].msg).toBe('Sale not found');
    expect(await rowCounts()).toEqual(before);
    expect(await readSale(saleId)).toEqual(sale);
  });

  it('answers a replay with the refund it made, and refuses the key with another body', async () => {
    const key = randomUUID();
    const first = await refund(vendor.token, saleId, { shipping: 5, reason: 'not_received' }, key);
    expect(first.statusCode).toBe(201);
    const afterFirst = await rowCounts();
    const again = await refund(vendor.token, saleId, { shipping: '5.00', reason: 'not_received' }, key);
    expect(again.statusCode).toBe(200);
    expect((again.json() as SaleDetailDto).refunds).toHaveLength(2);
    const other = await refund(vendor.token, saleId, { shipping: 4, reason: 'not_received' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors[0].msg).toBe(SALES_TEXT.idempotencyKeyReused);
    expect(await rowCounts()).toEqual(afterFirst);
    expect((await readSale(saleId)).refundable).toMatchObject({ amount: 40, shipping: 5 });
  });

  it('tells the vendor and audits when staff refund', async () => {
    const audited = await auditCount(ctx, 'sale.refund', saleId);
    const refunded = await refund(admin, saleId, { amount: 10, shipping: 5, reason: 'changed_mind', note: 'Goodwill' });
    expect(refunded.statusCode).toBe(201);
    expect(await auditCount(ctx, 'sale.refund', saleId)).toBe(audited + 1);
    const [mail] = await mailsTo(ctx, vendor.email);
    expect(mail?.subject).toMatch(/^Soko refunded \$15\.00 of order #\d+$/);
    expect(mail?.text).toContain('Note: Goodwill');
    // Kept: $30.00 of items, no shipping.
    const sale = await readSale(saleId);
    expect(cents(sale.net)).toBe(3000 - feeOnKept(3000));
    expect(sale.refundable).toMatchObject({ amount: 30, shipping: 0 });
    await expectReconciled(vendor);
  });

  it('cancelling refunds what is left in full and puts the rest of the stock back', async () => {
    const stockBefore = await stockOf(product);
    const outcome = await ctx.app.inject({
      method: 'PUT',
      url: `/api/sale/${saleId}/status/${vendor.id}`,
      headers: { 'x-auth-token': vendor.token },
      payload: { status: 'Cancel' },
    });
    expect(outcome.statusCode, outcome.body).toBe(200);
    const sale = outcome.json() as SaleDetailDto;
    expect([sale.fee, sale.feeGst, sale.net, sale.refunded]).toEqual([0, 0, 0, 90]);
    expect(sale.refundable).toEqual({ amount: 0, shipping: 0, items: [] });
    expect(sale.refunds.at(-1)).toMatchObject({ amount: 30, shipping: 0, reason: 'cancelled', restock: [{ qty: 1 }] });
    expect(await stockOf(product)).toBe(stockBefore + 1);
    const [mail] = await mailsTo(ctx, 'ama@buyer.test');
    expect(mail?.subject).toMatch(/^Refund of \$30\.00 for your order/);
    const again = await refund(vendor.token, saleId, { amount: 1, reason: 'other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].msg).toBe(REFUND_TEXT.cancelled);
    await expectReconciled(vendor);
  });
});

describe('refund keys', () => {
  it("counts a client's key for its sale only, and never takes a cancel's", async () => {
    const seller = await onboardVendor(ctx, { displayName: 'Key Carvers' });
    const mask = await createLiveProduct(ctx, seller, { price: 30, shipping: 1, stock: 10 });
    const first = (await placeSale(ctx, seller.id, mask._id)).saleId;
    const second = (await placeSale(ctx, seller.id, mask._id)).saleId;
    // The key the app gives the cancel of the first sale, sent by a client on a partial refund.
    const cancelKey = `cancel:${first}`;
    expect((await refund(seller.token, first, { amount: 5, reason: 'other' }, cancelKey)).statusCode).toBe(201);
    // The same client key on another sale is another request.
    expect((await refund(seller.token, second, { amount: 5, reason: 'other' }, cancelKey)).statusCode).toBe(201);
    const cancelled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/sale/${first}/status/${seller.id}`,
      headers: { 'x-auth-token': seller.token },
      payload: { status: 'Cancel' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json() as SaleDetailDto).refunds.map((made) => made.reason)).toEqual(['other', 'cancelled']);
  });
});

describe('refunds after a payout', () => {
  let vendor: OnboardedVendor;
  let product: ProductDto;
  let paidSale: string;
  let firstPayout: PayoutDetailDto;

  beforeAll(async () => {
    vendor = await onboardVendor(ctx, { displayName: 'Paid Potters' });
    product = await createLiveProduct(ctx, vendor, { price: 40, deliveryPrice: 10, stock: 50 });
    paidSale = (await deliveredSale(ctx, vendor, product._id)).saleId;
    const created = await postPayout(ctx, admin, vendor.id, { sales: [paidSale] });
    expect(created.statusCode).toBe(201);
    firstPayout = created.json();
    await markPaid(firstPayout._id);
  });

  it('keeps what the payout paid and carries the difference to the next payout', async () => {
    expect(firstPayout.net).toBe(48.82);
    const refunded = await refund(admin, paidSale, { amount: 15, reason: 'faulty' });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const sale = refunded.json() as SaleDetailDto;
    const fee = feeOnKept(3500);
    const netChange = 3500 - fee - 4882;
    expect(sale.net).toBe(48.82);
    expect(sale.refunded).toBe(15);
    expect(cents(sale.netAfterRefunds)).toBe(3500 - fee);
    expect(sale.refunds[0]).toMatchObject({ afterPayout: true, deductedIn: null, netChange: netChange / 100 });

    const remit = (await get(`/api/transfer/salesRemit/${vendor.id}`, admin)).json() as RemitListDto;
    expect(remit.carried).toMatchObject({ count: 1, gross: -15, fee: (fee - 118) / 100, net: netChange / 100 });
    expect(remit.carried.items[0]).toMatchObject({ saleId: paidSale, reason: 'faulty', payout: null });

    const totals = await expectReconciled(vendor);
    expect(totals.paidOutNet).toBe(48.82);
    expect(cents(totals.carriedNet)).toBe(netChange);
    expect(cents(totals.net)).toBe(3500 - fee);
    const statement = (await get('/api/transfer/statement', vendor.token)).json() as StatementDto;
    expect(statement.adjustments).toHaveLength(1);
    // The sale's line is what the payout paid (nothing refunded before it); the refund is its own line.
    expect(statement.items.find((line) => line.saleId === paidSale)).toMatchObject({ net: 48.82, refunded: 0 });
  });

  it('deducts the carried refund from the next payout as its own line, to the cent', async () => {
    const next = await deliveredSale(ctx, vendor, product._id);
    const created = await postPayout(ctx, admin, vendor.id, { sales: [next.saleId] });
    expect(created.statusCode, created.body).toBe(201);
    const payout = created.json() as PayoutDetailDto;
    const netChange = 3500 - feeOnKept(3500) - 4882;
    expect(payout.sales).toHaveLength(1);
    expect(payout.adjustments).toHaveLength(1);
    expect(cents(payout.adjustments[0]?.net ?? 0)).toBe(netChange);
    expect(payout.adjustmentCount).toBe(1);
    expect(cents(payout.adjustmentNet)).toBe(netChange);
    expect(cents(payout.net)).toBe(4882 + netChange);
    expect(cents(payout.gross)).toBe(5000 - 1500);
    expect(cents(payout.fee) + cents(payout.net)).toBe(cents(payout.gross));
    const [mail] = await mailsTo(ctx, vendor.email);
    expect(mail?.text).toContain(`Refunds after earlier payouts deducted here (1): -$${(-netChange / 100).toFixed(2)}`);

    const remit = (await get(`/api/transfer/salesRemit/${vendor.id}`, admin)).json() as RemitListDto;
    expect(remit.carried.count).toBe(0);
    const totals = await expectReconciled(vendor);
    expect(cents(totals.inPayoutNet)).toBe(cents(payout.net));
    expect(totals.carriedNet).toBe(0);

    const csv = (await get('/api/transfer/statement/export', vendor.token)).body.split('\r\n');
    const line = csv.find((row) => row.includes('Refund after payout'));
    expect(line).toMatch(
      new RegExp(
        `,"Refund after payout, adjustment note FA-\\d+",,,,-0\\.27,-0\\.03,${(netChange / 100).toFixed(2)},15\\.00,"In payout, transfer pending",${payout.number},,FA-\\d+,$`,
      ),
    );
    const reread = await readSale(paidSale, vendor.token);
    expect(reread.refunds[0]?.deductedIn).toEqual({ _id: payout._id, number: payout.number, paidAt: null });
  });

  it('refuses a payout that would be negative and carries the balance forward', async () => {
    const rest = await refund(vendor.token, paidSale, { amount: 25, shipping: 10, reason: 'not_as_described' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect((rest.json() as SaleDetailDto).netAfterRefunds).toBe(0);
    const cheap = await createLiveProduct(ctx, vendor, { name: 'Coaster', price: 5, shipping: 1 });
    const small = await deliveredSale(ctx, vendor, cheap._id);
    const before = await rowCounts();
    const refused = await postPayout(ctx, admin, vendor.id, { sales: [small.saleId] });
    expect(refused.statusCode).toBe(409);
    const carried = -(3500 - feeOnKept(3500));
    const smallNet = 500 - feeOnKept(500);
    expect(refused.json().errors[0].msg).toBe(PAYOUT_TEXT.negativePayout(smallNet + carried));
    expect(await rowCounts()).toEqual(before);
    const remit = (await get(`/api/transfer/salesRemit/${vendor.id}`, admin)).json() as RemitListDto;
    expect(cents(remit.carried.net)).toBe(carried);
    await expectReconciled(vendor);
  });

  it('moves refunded money to paid out once the deducting payout is paid', async () => {
    const { items } = (await get('/api/transfer?status=Pending', vendor.token)).json() as PayoutListDto;
    const pending = items.find((payout) => payout.adjustmentCount === 1);
    expect(pending).toBeDefined();
    await markPaid(pending?._id ?? '');
    const totals = await expectReconciled(vendor);
    expect(totals.inPayoutNet).toBe(0);
    const adjustments = await ctx.database.db
      .select({ paidOut: payoutAdjustments.paidOut })
      .from(payoutAdjustments)
      .where(eq(payoutAdjustments.payoutId, pending?._id ?? ''));
    expect(adjustments).toEqual([{ paidOut: true }]);
  });

  it('shows Delivered sales not in a payout unchanged by moving a refunded one', async () => {
    const shipped = await placeSale(ctx, vendor.id, product._id);
    await moveSale(ctx, vendor.token, shipped.saleId, 'Shipped');
    const refunded = await refund(vendor.token, shipped.saleId, { amount: 20, reason: 'other' });
    expect(refunded.statusCode).toBe(201);
    await moveSale(ctx, vendor.token, shipped.saleId, 'Delivered');
    const sale = await readSale(shipped.saleId, vendor.token);
    expect(cents(sale.net)).toBe(3000 - feeOnKept(3000));
    await expectReconciled(vendor);
  });
});
