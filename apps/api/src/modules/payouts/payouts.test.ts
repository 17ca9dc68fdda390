import { randomUUID } from 'node:crypto';
import {
  dollarsToCents,
  marketplaceToday,
  PAYOUT_PROBLEMS_SHOWN,
  PAYOUT_SALES_MAX,
  PAYOUT_TEXT,
  type PayoutDetailDto,
  type PayoutListDto,
  type ProductDto,
  type RemitListDto,
  type SaleDetailDto,
  type StatementDto,
} from '@soko/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { adminToken, auditCount, mailsTo, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct } from '../../test/orders.ts';
import { deliveredSale, moveSale, payoutTables, placeSale, postPayout } from '../../test/payouts.ts';

let ctx: TestContext;
let admin: string;
let adminId: string;
let kente: OnboardedVendor;
let spice: OnboardedVendor;
let kenteScarf: ProductDto;
let spiceJar: ProductDto;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  adminId = (await get('/api/authVendor', admin)).json().user._id;
  kente = await onboardVendor(ctx, { displayName: 'Kente House' });
  spice = await onboardVendor(ctx, { displayName: 'Spice Route' });
  kenteScarf = await createLiveProduct(ctx, kente, { price: 45.5, deliveryPrice: 9.95, stock: 500 });
  spiceJar = await createLiveProduct(ctx, spice, { name: 'Berbere jar', price: 12, deliveryPrice: 5, stock: 500 });
});
afterAll(async () => {
  await ctx?.close();
});

function get(url: string, token: string) {
  return ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
}

const remitOf = async (vendorId: string, query = 'limit=100') =>
  (await get(`/api/transfer/salesRemit/${vendorId}?${query}`, admin)).json() as RemitListDto;

/**
 * docs/product.md section 9, written out independently of packages/shared: 1.75% rounded half-up, plus 30 cents;
 * the GST it includes is fee / 11, rounded half-up.
 */
function expectedMoney(priceCents: number, shippingCents: number) {
  const subtotal = priceCents + shippingCents;
  const fee = Math.floor((subtotal * 175 + 5_000) / 10_000) + 30;
  return { subtotal, fee, feeGst: Math.floor((fee * 2 + 11) / 22), net: subtotal - fee };
}

const cents = (dollars: number) => dollarsToCents(dollars);

describe('sales to remit', () => {
  // [price, qty, shipping (null = free)]; the half-cent cases are subtotals of 2, 6, 10, 14 and 50 dollars.
  const table: [number, number, number | null][] = [
    [8, 1, 2], // 1000 cents: 17.5 -> 18
    [1, 1, 1], // 200 cents: 3.5 -> 4
    [50, 1, null], // 5000 cents: 87.5 -> 88
    [12.5, 1, 1.5], // 1400 cents: 24.5 -> 25
    [3, 2, null], // 600 cents: 10.5 -> 11
    [45.5, 1, 9.95], // 5545 cents: 97.0375 -> 97
    [19.99, 3, 5], // 6497 cents: 113.6975 -> 114
    [57.14, 1, null], // 5714 cents: 99.995 -> 100
    [999.99, 2, 25], // 202498 cents: 3543.715 -> 3544
    [0.5, 1, null], // 50 cents: 0.875 -> 1
  ];
  let ledger: OnboardedVendor;
  const expected = new Map<
    number,
    { price: number; shipping: number; subtotal: number; fee: number; feeGst: number; net: number }
  >();

  beforeAll(async () => {
    ledger = await onboardVendor(ctx, { displayName: 'Ledger Crafts' });
    for (const [price, qty, shipping] of table) {
      const product = await createLiveProduct(ctx, ledger, {
        price,
        stock: 10,
        shipping: shipping === null ? 1 : 2,
        ...(shipping === null ? {} : { deliveryPrice: shipping }),
      });
      const sale = await deliveredSale(ctx, ledger, product._id, { qty });
      const priceCents = cents(price) * qty;
      const shippingCents = shipping === null ? 0 : cents(shipping);
      expected.set(sale.orderNumber, {
        price: priceCents,
        shipping: shippingCents,
        ...expectedMoney(priceCents, shippingCents),
      });
    }
  });

  it('reports each sale’s subtotal, fee and net to the cent, and the totals of all of them', async () => {
    const remit = await remitOf(ledger.id);
    expect(remit.total).toBe(table.length);
    expect(remit.vendor).toEqual({ _id: ledger.id, displayName: 'Ledger Crafts' });
    for (const sale of remit.items) {
      const want = expected.get(sale.orderNumber);
      expect(want, `order ${sale.orderNumber}`).toBeDefined();
      expect([
        cents(sale.price),
        cents(sale.shippingFee),
        cents(sale.subtotal),
        cents(sale.fee),
        cents(sale.net),
      ]).toEqual([want?.price, want?.shipping, want?.subtotal, want?.fee, want?.net]);
    }
    const all = [...expected.values()];
    const sum = (pick: (money: (typeof all)[number]) => number) => all.reduce((total, money) => total + pick(money), 0);
    expect(remit.totals).toEqual({
      count: table.length,
      subtotal: sum((money) => money.subtotal) / 100,
      fee: sum((money) => money.fee) / 100,
      feeGst: sum((money) => money.feeGst) / 100,
      net: sum((money) => money.net) / 100,
    });
  });

  it('pages 9 at a time, oldest first, with the totals and the selectable ids of every sale on each page', async () => {
    const first = (await get(`/api/transfer/salesRemit/${ledger.id}`, admin)).json() as RemitListDto;
    const second = (await get(`/api/transfer/salesRemit/${ledger.id}?page=2`, admin)).json() as RemitListDto;
    expect([first.limit, first.items.length, second.items.length]).toEqual([9, 9, 1]);
    const numbers = [...first.items, ...second.items].map((sale) => sale.orderNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(second.totals).toEqual(first.totals);
    expect(first.selectable.map((sale) => sale._id)).toEqual([...first.items, ...second.items].map((sale) => sale._id));
  });

  it('lists delivered sales only, and not those already paid out', async () => {
    const processing = await placeSale(ctx, spice.id, spiceJar._id);
    await moveSale(ctx, spice.token, processing.saleId, 'Processing');
    const delivered = await deliveredSale(ctx, spice, spiceJar._id);
    const cancelled = await placeSale(ctx, spice.id, spiceJar._id);
    await moveSale(ctx, spice.token, cancelled.saleId, 'Cancel');
    const ids = (await remitOf(spice.id)).items.map((sale) => sale._id);
    expect(ids).toContain(delivered.saleId);
    expect(ids).not.toContain(processing.saleId);
    expect(ids).not.toContain(cancelled.saleId);
    expect((await postPayout(ctx, admin, spice.id, { sales: [delivered.saleId] })).statusCode).toBe(201);
    expect((await remitOf(spice.id)).items.map((sale) => sale._id)).not.toContain(delivered.saleId);
  });

  it('answers 404 for an unknown vendor or a staff account, 403 for a vendor', async () => {
    expect((await get(`/api/transfer/salesRemit/${randomUUID()}`, admin)).statusCode).toBe(404);
    const staff = await get(`/api/transfer/salesRemit/${adminId}`, admin);
    expect(staff.statusCode).toBe(404);
    expect(staff.json().errors[0].msg).toBe(PAYOUT_TEXT.vendorNotFound);
    expect((await get(`/api/transfer/salesRemit/${kente.id}`, kente.token)).statusCode).toBe(403);
  });
});

describe('creating a payout', () => {
  it('pays the chosen sales: gross = fee + net = the sum of the sales, which become paid out', async () => {
    const sales = [
      await deliveredSale(ctx, kente, kenteScarf._id),
      await deliveredSale(ctx, kente, kenteScarf._id, { qty: 2 }),
      await deliveredSale(ctx, kente, kenteScarf._id, { qty: 3 }),
    ];
    const remitBefore = await remitOf(kente.id);
    const lines = remitBefore.items.filter((sale) => sales.some((chosen) => chosen.saleId === sale._id));
    const response = await postPayout(ctx, admin, kente.id, {
      sales: sales.map((sale) => sale.saleId),
      bankReference: ' CBA-1 ',
    });
    expect(response.statusCode).toBe(201);
    const payout = response.json() as PayoutDetailDto;
    const sum = (pick: (line: (typeof lines)[number]) => number) =>
      lines.reduce((total, line) => total + cents(pick(line)), 0);
    expect(cents(payout.gross)).toBe(sum((line) => line.subtotal));
    expect(cents(payout.fee)).toBe(sum((line) => line.fee));
    expect(cents(payout.net)).toBe(sum((line) => line.net));
    expect(cents(payout.gross)).toBe(cents(payout.fee) + cents(payout.net));
    expect(payout).toMatchObject({
      number: expect.any(Number),
      vendor: { _id: kente.id, displayName: 'Kente House' },
      saleCount: 3,
      createdBy: { _id: adminId },
      bankReference: 'CBA-1',
      paidAt: null,
      markedPaidBy: null,
      status: 'Pending',
    });
    expect(payout.number).toBeGreaterThanOrEqual(1001);
    expect(payout.sales.map((line) => line.orderNumber)).toEqual(sales.map((sale) => sale.orderNumber));
    expect(payout.sales.every((line) => line.status === 'Delivered')).toBe(true);

    for (const sale of sales) {
      const detail = (await get(`/api/sale/${sale.saleId}`, kente.token)).json() as SaleDetailDto;
      expect(detail.payoutState).toBe('in_payout');
    }
    expect(await auditCount(ctx, 'payout.create', payout._id)).toBe(1);
    const [mail] = await mailsTo(ctx, kente.email);
    expect(mail?.template).toBe('payoutStatement');
    expect(mail?.text).toContain(`transaction #${payout.number}`);
    for (const sale of sales) expect(mail?.text).toContain(`Order #${sale.orderNumber}: subtotal $`);
    expect(mail?.text).toContain(`You receive: $${payout.net.toFixed(2)}`);
    expect(mail?.text).toContain('http://soko.test/transactions');
  });

  describe('refuses, with a clear message and without changing anything', () => {
    it.each([
      ['a cancelled sale', 'Cancel', 409, PAYOUT_TEXT.cancelled],
      ['a sale not yet delivered', 'Shipped', 409, (order: number) => PAYOUT_TEXT.notDelivered(order, 'Shipped')],
      ['a sale that is Not processed', null, 409, (order: number) => PAYOUT_TEXT.notDelivered(order, 'Not processed')],
    ] as const)('%s', async (_, status, code, message) => {
      const good = await deliveredSale(ctx, kente, kenteScarf._id);
      const bad = await placeSale(ctx, kente.id, kenteScarf._id);
      if (status) await moveSale(ctx, kente.token, bad.saleId, status);
      const before = await payoutTables(ctx);
      const response = await postPayout(ctx, admin, kente.id, { sales: [good.saleId, bad.saleId] });
      expect(response.statusCode).toBe(code);
      expect(response.json().errors).toEqual([{ msg: message(bad.orderNumber), param: 'sales' }]);
      expect(await payoutTables(ctx)).toEqual(before);
      expect((await remitOf(kente.id)).items.map((sale) => sale._id)).toContain(good.saleId);
    });

    it('a sale already paid out', async () => {
      const paid = await deliveredSale(ctx, kente, kenteScarf._id);
      expect((await postPayout(ctx, admin, kente.id, { sales: [paid.saleId] })).statusCode).toBe(201);
      const fresh = await deliveredSale(ctx, kente, kenteScarf._id);
      const before = await payoutTables(ctx);
      const response = await postPayout(ctx, admin, kente.id, { sales: [fresh.saleId, paid.saleId] });
      expect(response.statusCode).toBe(409);
      expect(response.json().errors).toEqual([{ msg: PAYOUT_TEXT.alreadyPaid(paid.orderNumber), param: 'sales' }]);
      expect(await payoutTables(ctx)).toEqual(before);
    });

    it('another vendor’s sale, or a sale that does not exist', async () => {
      const mine = await deliveredSale(ctx, kente, kenteScarf._id);
      const theirs = await deliveredSale(ctx, spice, spiceJar._id);
      const before = await payoutTables(ctx);
      const foreign = await postPayout(ctx, admin, kente.id, { sales: [mine.saleId, theirs.saleId] });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().errors).toEqual([{ msg: PAYOUT_TEXT.notVendorSale(theirs.orderNumber), param: 'sales' }]);
      const unknown = await postPayout(ctx, admin, kente.id, { sales: [mine.saleId, randomUUID()] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual([{ msg: PAYOUT_TEXT.unknownSale, param: 'sales' }]);
      expect(await payoutTables(ctx)).toEqual(before);
    });

    it('an unknown vendor, or a staff account as the vendor', async () => {
      const sale = await deliveredSale(ctx, kente, kenteScarf._id);
      const before = await payoutTables(ctx);
      expect((await postPayout(ctx, admin, randomUUID(), { sales: [sale.saleId] })).statusCode).toBe(404);
      expect((await postPayout(ctx, admin, adminId, { sales: [sale.saleId] })).statusCode).toBe(404);
      expect(await payoutTables(ctx)).toEqual(before);
    });

    it('sales whose sum the database cannot hold, which must be paid in several transactions', async () => {
      const vendor = await onboardVendor(ctx, { displayName: 'Golden Stools' });
      const stool = await createLiveProduct(ctx, vendor, { name: 'Golden stool', price: 1_000_000, stock: 100 });
      // Each about $21 million: together more than the $21,474,836.47 an integer column holds.
      const first = await deliveredSale(ctx, vendor, stool._id, { qty: 21 });
      const second = await deliveredSale(ctx, vendor, stool._id, { qty: 21 });
      const before = await payoutTables(ctx);
      const response = await postPayout(ctx, admin, vendor.id, { sales: [first.saleId, second.saleId] });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ msg: PAYOUT_TEXT.tooLarge, param: 'sales' }]);
      expect(await payoutTables(ctx)).toEqual(before);
      expect((await postPayout(ctx, admin, vendor.id, { sales: [first.saleId] })).statusCode).toBe(201);
    });

    it('many problems at once: the first few by order number, the rest counted', async () => {
      const undelivered = [];
      for (let index = 0; index < PAYOUT_PROBLEMS_SHOWN + 2; index++) {
        undelivered.push(await placeSale(ctx, kente.id, kenteScarf._id));
      }
      const response = await postPayout(ctx, admin, kente.id, { sales: undelivered.map((sale) => sale.saleId) });
      expect(response.statusCode).toBe(409);
      const messages = response.json().errors.map((error: { msg: string }) => error.msg);
      expect(messages).toEqual([
        ...undelivered
          .slice(0, PAYOUT_PROBLEMS_SHOWN)
          .map((sale) => PAYOUT_TEXT.notDelivered(sale.orderNumber, 'Not processed')),
        PAYOUT_TEXT.moreProblems(2),
      ]);
    });

    it.each([
      ['no sales', { sales: [] }, PAYOUT_TEXT.selectSales],
      [
        'a sale twice',
        { sales: ['5b1d3c8e-0000-4000-8000-000000000001', '5b1d3c8e-0000-4000-8000-000000000001'] },
        PAYOUT_TEXT.duplicateSale,
      ],
      ['an id that is not a sale id', { sales: ['42'] }, PAYOUT_TEXT.unknownSale],
      [
        'too many sales',
        { sales: Array.from({ length: PAYOUT_SALES_MAX + 1 }, () => randomUUID()) },
        PAYOUT_TEXT.tooManySales,
      ],
      [
        'a bank reference too long',
        { sales: [randomUUID()], bankReference: 'x'.repeat(101) },
        PAYOUT_TEXT.bankReferenceTooLong,
      ],
    ])('a body with %s (400)', async (_, body, message) => {
      const before = await payoutTables(ctx);
      const response = await postPayout(ctx, admin, kente.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { msg: string }) => error.msg)).toContain(message);
      expect(await payoutTables(ctx)).toEqual(before);
    });
  });

  it('accepts a payout of every sale to remit at once (select all)', async () => {
    const vendor = await onboardVendor(ctx, { displayName: 'Bulk Baskets' });
    const basket = await createLiveProduct(ctx, vendor, { name: 'Bolga basket', price: 30, stock: 50 });
    for (let index = 0; index < 12; index++) await deliveredSale(ctx, vendor, basket._id);
    const remit = await remitOf(vendor.id, 'page=1');
    expect(remit.items).toHaveLength(9);
    const response = await postPayout(ctx, admin, vendor.id, { sales: remit.selectable.map((sale) => sale._id) });
    expect(response.statusCode).toBe(201);
    expect((response.json() as PayoutDetailDto).saleCount).toBe(12);
    expect((response.json() as PayoutDetailDto).gross).toBe(remit.totals.subtotal);
    expect((await remitOf(vendor.id)).total).toBe(0);
  });

  describe('the Idempotency-Key', () => {
    it('is required', async () => {
      const sale = await deliveredSale(ctx, kente, kenteScarf._id);
      const response = await postPayout(ctx, admin, kente.id, { sales: [sale.saleId] }, null);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].msg).toBe(PAYOUT_TEXT.idempotencyKeyRequired);
    });

    it('makes a replay answer the first payout, even with the sales in another order', async () => {
      const a = await deliveredSale(ctx, kente, kenteScarf._id);
      const b = await deliveredSale(ctx, kente, kenteScarf._id);
      const key = randomUUID();
      const first = await postPayout(ctx, admin, kente.id, { sales: [a.saleId, b.saleId] }, key);
      expect(first.statusCode).toBe(201);
      const before = await payoutTables(ctx);
      const again = await postPayout(ctx, admin, kente.id, { sales: [b.saleId, a.saleId] }, key);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await payoutTables(ctx)).toEqual(before);
    });

    it('refuses the key with another body (422)', async () => {
      const a = await deliveredSale(ctx, kente, kenteScarf._id);
      const b = await deliveredSale(ctx, kente, kenteScarf._id);
      const key = randomUUID();
      expect((await postPayout(ctx, admin, kente.id, { sales: [a.saleId] }, key)).statusCode).toBe(201);
      const before = await payoutTables(ctx);
      for (const body of [{ sales: [b.saleId] }, { sales: [a.saleId], bankReference: 'other' }]) {
        const reused = await postPayout(ctx, admin, kente.id, body, key);
        expect(reused.statusCode).toBe(422);
        expect(reused.json().errors[0].msg).toBe(PAYOUT_TEXT.idempotencyKeyReused);
      }
      expect((await postPayout(ctx, admin, spice.id, { sales: [a.saleId] }, key)).statusCode).toBe(422);
      expect(await payoutTables(ctx)).toEqual(before);
      expect((await remitOf(kente.id)).items.map((sale) => sale._id)).toContain(b.saleId);
    });
  });
});

describe('reading payouts', () => {
  let kentePayout: PayoutDetailDto;
  let spicePayout: PayoutDetailDto;

  beforeAll(async () => {
    const kenteSale = await deliveredSale(ctx, kente, kenteScarf._id);
    kentePayout = (await postPayout(ctx, admin, kente.id, { sales: [kenteSale.saleId] })).json();
    const spiceSale = await deliveredSale(ctx, spice, spiceJar._id);
    spicePayout = (await postPayout(ctx, admin, spice.id, { sales: [spiceSale.saleId] })).json();
  });

  it('shows a vendor their own payouts only, and another vendor’s as not found', async () => {
    const mine = (await get('/api/transfer?limit=100', kente.token)).json() as PayoutListDto;
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((payout) => payout.vendor._id === kente.id)).toBe(true);
    // A vendor cannot widen the list to another vendor.
    const widened = (await get(`/api/transfer?limit=100&vendorId=${spice.id}`, kente.token)).json() as PayoutListDto;
    expect(widened.items.map((payout) => payout._id)).toEqual(mine.items.map((payout) => payout._id));
    expect((await get(`/api/transfer/${kentePayout._id}`, kente.token)).json()).toEqual(kentePayout);
    const other = await get(`/api/transfer/${spicePayout._id}`, kente.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().errors[0].msg).toBe('Transaction not found');
    expect((await get(`/api/transfer/${randomUUID()}`, admin)).statusCode).toBe(404);
  });

  it('shows the super admin every payout, filtered by vendor, status and day, with the totals of the filtered list', async () => {
    const all = (await get('/api/transfer?limit=100', admin)).json() as PayoutListDto;
    const vendors = new Set(all.items.map((payout) => payout.vendor._id));
    expect(vendors.has(kente.id) && vendors.has(spice.id)).toBe(true);
    const sum = (items: PayoutListDto['items'], pick: (payout: PayoutListDto['items'][number]) => number) =>
      items.reduce((total, payout) => total + cents(pick(payout)), 0);
    expect(cents(all.totals.gross)).toBe(sum(all.items, (payout) => payout.gross));
    expect(cents(all.totals.net)).toBe(sum(all.items, (payout) => payout.net));
    expect(cents(all.totals.feeGst)).toBe(sum(all.items, (payout) => payout.feeGst));
    expect(all.totals.count).toBe(all.items.reduce((total, payout) => total + payout.saleCount, 0));
    // "Sales paid" counts only the sales of payouts marked paid, not those waiting in a pending payout.
    const paidSales = (items: PayoutListDto['items']) =>
      items.filter((payout) => payout.status === 'Paid').reduce((total, payout) => total + payout.saleCount, 0);
    expect(all.items.some((payout) => payout.status === 'Pending' && payout.saleCount > 0)).toBe(true);
    expect(all.totals.paidCount).toBe(paidSales(all.items));
    expect(all.totals.paidCount).toBeLessThan(all.totals.count);

    const spiceOnly = (await get(`/api/transfer?limit=100&vendorId=${spice.id}`, admin)).json() as PayoutListDto;
    expect(spiceOnly.items.every((payout) => payout.vendor._id === spice.id)).toBe(true);
    expect(cents(spiceOnly.totals.net)).toBe(sum(spiceOnly.items, (payout) => payout.net));
    expect(cents(spiceOnly.totals.feeGst)).toBe(sum(spiceOnly.items, (payout) => payout.feeGst));
    expect(spiceOnly.totals.paidCount).toBe(paidSales(spiceOnly.items));
    expect(spiceOnly.total).toBeLessThan(all.total);

    const today = marketplaceToday();
    const inRange = (await get(`/api/transfer?limit=100&from=${today}&to=${today}`, admin)).json() as PayoutListDto;
    expect(inRange.total).toBe(all.total);
    const later = (await get('/api/transfer?from=2999-01-01', admin)).json() as PayoutListDto;
    expect([later.total, later.items, later.totals]).toEqual([
      0,
      [],
      { gross: 0, fee: 0, feeGst: 0, net: 0, count: 0, paidCount: 0 },
    ]);
    const earlier = (await get('/api/transfer?to=2000-01-01', admin)).json() as PayoutListDto;
    expect(earlier.total).toBe(0);

    const paged = (await get('/api/transfer', admin)).json() as PayoutListDto;
    expect(paged.limit).toBe(9);
    expect(paged.items).toHaveLength(Math.min(9, all.total));
    expect(paged.totals).toEqual(all.totals);
  });

  it('lists nothing, with zero totals, for a vendor without payouts', async () => {
    const newcomer = await onboardVendor(ctx, { displayName: 'Newcomer' });
    const list = (await get('/api/transfer', newcomer.token)).json() as PayoutListDto;
    expect(list).toEqual({
      items: [],
      total: 0,
      totalCapped: false,
      page: 1,
      limit: 9,
      nextCursor: null,
      totals: { gross: 0, fee: 0, feeGst: 0, net: 0, count: 0, paidCount: 0 },
    });
  });

  it('refuses year 0, which PostgreSQL has no date for, as bad input rather than a server error', async () => {
    for (const path of [
      '/api/transfer',
      '/api/transfer/export',
      '/api/transfer/statement',
      '/api/transfer/statement/export',
    ]) {
      expect((await get(`${path}?from=0000-01-01`, admin)).statusCode).toBe(400);
      expect((await get(`${path}?to=0000-12-31`, kente.token)).statusCode).toBe(400);
    }
  });

  it('keeps every admin call from a vendor (403) and every call from a visitor (401)', async () => {
    const sale = await deliveredSale(ctx, kente, kenteScarf._id);
    const before = await payoutTables(ctx);
    expect((await postPayout(ctx, kente.token, kente.id, { sales: [sale.saleId] })).statusCode).toBe(403);
    const markPaid = await ctx.app.inject({
      method: 'PUT',
      url: `/api/transfer/${kentePayout._id}/paid`,
      headers: { 'x-auth-token': kente.token },
      payload: { bankReference: 'mine', paidAt: marketplaceToday() },
    });
    expect(markPaid.statusCode).toBe(403);
    expect((await get(`/api/transfer/salesRemit/${kente.id}`, kente.token)).statusCode).toBe(403);
    expect(await payoutTables(ctx)).toEqual(before);
    for (const url of [
      '/api/transfer',
      `/api/transfer/${kentePayout._id}`,
      '/api/transfer/export',
      '/api/transfer/statement',
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('marking a payout paid', () => {
  let payout: PayoutDetailDto;

  beforeAll(async () => {
    const sale = await deliveredSale(ctx, kente, kenteScarf._id);
    payout = (await postPayout(ctx, admin, kente.id, { sales: [sale.saleId] })).json();
  });

  const markPaid = (id: string, payload: Record<string, string>) =>
    ctx.app.inject({ method: 'PUT', url: `/api/transfer/${id}/paid`, headers: { 'x-auth-token': admin }, payload });

  it.each([
    ['no bank reference', { paidAt: '2025-01-01' }, PAYOUT_TEXT.bankReferenceRequired],
    ['a blank bank reference', { bankReference: '  ', paidAt: '2025-01-01' }, PAYOUT_TEXT.bankReferenceRequired],
    ['no date', { bankReference: 'CBA-9' }, PAYOUT_TEXT.paidAtRequired],
    ['a date that is not a day', { bankReference: 'CBA-9', paidAt: '01/02/2025' }, PAYOUT_TEXT.paidAtRequired],
    ['a future date', { bankReference: 'CBA-9', paidAt: '2999-01-01' }, PAYOUT_TEXT.paidAtFuture],
    [
      'a date before the payout was made',
      { bankReference: 'CBA-9', paidAt: '2000-01-01' },
      PAYOUT_TEXT.paidAtBeforeCreation,
    ],
  ])('refuses %s (400) and changes nothing', async (_, payload, message) => {
    const response = await markPaid(payout._id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { msg: string }) => error.msg)).toContain(message);
    expect((await get(`/api/transfer/${payout._id}`, admin)).json()).toEqual(payout);
  });

  it('records the transfer once, audited, and the vendor sees it paid', async () => {
    const today = marketplaceToday();
    const response = await markPaid(payout._id, { bankReference: ' CBA-778 ', paidAt: today });
    expect(response.statusCode).toBe(200);
    const paid = response.json() as PayoutDetailDto;
    expect(paid).toMatchObject({
      status: 'Paid',
      paidAt: today,
      bankReference: 'CBA-778',
      markedPaidBy: { _id: adminId },
    });
    expect((await get(`/api/transfer/${payout._id}`, kente.token)).json()).toMatchObject({
      status: 'Paid',
      paidAt: today,
    });
    const vendorList = (await get('/api/transfer?status=Paid&limit=100', kente.token)).json() as PayoutListDto;
    expect(vendorList.items.map((item) => item._id)).toContain(payout._id);

    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payout.markPaid'), eq(auditLog.entityId, payout._id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: adminId,
      entityType: 'payout',
      before: { paidAt: null, bankReference: '', markedPaidBy: null },
      after: { paidAt: today, bankReference: 'CBA-778', markedPaidBy: adminId },
    });
    const [mail] = await mailsTo(ctx, kente.email);
    expect(mail?.template).toBe('payoutPaid');
    expect(mail?.text).toContain('CBA-778');

    const again = await markPaid(payout._id, { bankReference: 'CBA-779', paidAt: today });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].msg).toBe(PAYOUT_TEXT.payoutAlreadyPaid(payout.number));
    expect(await auditCount(ctx, 'payout.markPaid', payout._id)).toBe(1);
    expect((await markPaid(randomUUID(), { bankReference: 'x', paidAt: today })).statusCode).toBe(404);
  });
});

describe('the vendor’s statement', () => {
  let vendor: OnboardedVendor;
  let settled: { saleId: string; orderNumber: number };
  let inPayout: { saleId: string; orderNumber: number };
  let awaiting: { saleId: string; orderNumber: number };
  let shipped: { saleId: string; orderNumber: number };
  let payout: PayoutDetailDto;
  let paidPayout: PayoutDetailDto;
  const today = marketplaceToday();

  beforeAll(async () => {
    vendor = await onboardVendor(ctx, { displayName: '@Calabash, "Bowls" & Co' });
    const bowl = await createLiveProduct(ctx, vendor, {
      name: 'Calabash bowl',
      price: 10,
      deliveryPrice: 2,
      stock: 50,
    });
    settled = await deliveredSale(ctx, vendor, bowl._id);
    inPayout = await deliveredSale(ctx, vendor, bowl._id, { customer: { customer_name: '=HYPERLINK("http://x")' } });
    awaiting = await deliveredSale(ctx, vendor, bowl._id, { qty: 2 });
    shipped = await placeSale(ctx, vendor.id, bowl._id);
    await moveSale(ctx, vendor.token, shipped.saleId, 'Shipped');
    const cancelled = await placeSale(ctx, vendor.id, bowl._id);
    await moveSale(ctx, vendor.token, cancelled.saleId, 'Cancel');
    paidPayout = (await postPayout(ctx, admin, vendor.id, { sales: [settled.saleId] })).json();
    const marked = await ctx.app.inject({
      method: 'PUT',
      url: `/api/transfer/${paidPayout._id}/paid`,
      headers: { 'x-auth-token': admin },
      payload: { bankReference: 'CBA-501', paidAt: today },
    });
    expect(marked.statusCode).toBe(200);
    payout = (await postPayout(ctx, admin, vendor.id, { sales: [inPayout.saleId] })).json();
  });

  it('lists the vendor’s sales but the cancelled in four states whose nets add up to the net', async () => {
    const statement = (await get('/api/transfer/statement', vendor.token)).json() as StatementDto;
    expect(statement.total).toBe(4);
    expect(statement.items.map((line) => [line.orderNumber, line.state])).toEqual([
      [shipped.orderNumber, 'not_delivered'],
      [awaiting.orderNumber, 'awaiting_payout'],
      [inPayout.orderNumber, 'in_payout'],
      [settled.orderNumber, 'paid_out'],
    ]);
    const byOrder = new Map(statement.items.map((line) => [line.orderNumber, line]));
    expect(byOrder.get(inPayout.orderNumber)?.payout).toEqual({ _id: payout._id, number: payout.number, paidAt: null });
    expect(byOrder.get(settled.orderNumber)?.payout).toEqual({
      _id: paidPayout._id,
      number: paidPayout.number,
      paidAt: today,
    });
    expect(byOrder.get(awaiting.orderNumber)?.payout).toBeNull();
    // 12.00 -> fee 51c (GST 4.6 -> 5c); 22.00 -> fee 69c (38.5 -> 39; GST 6.3 -> 6c). A payout still
    // pending is not "paid out".
    expect(statement.totals).toEqual({
      count: 4,
      subtotal: 58,
      fee: 2.22,
      feeGst: 0.21,
      net: 55.78,
      notDeliveredNet: 11.49,
      awaitingPayoutNet: 21.31,
      inPayoutNet: 11.49,
      paidOutNet: 11.49,
      refunded: 0,
      adjustmentCount: 0,
      adjustmentNet: 0,
      carriedNet: 0,
    });
    const later = (await get('/api/transfer/statement?from=2999-01-01', vendor.token)).json() as StatementDto;
    expect(later.total).toBe(0);
  });

  it.each([
    ['not_delivered', () => [shipped], 'notDeliveredNet'],
    ['awaiting_payout', () => [awaiting], 'awaitingPayoutNet'],
    ['in_payout', () => [inPayout], 'inPayoutNet'],
    ['paid_out', () => [settled], 'paidOutNet'],
  ] as const)('filters the statement on %s, lines and totals', async (state, expected, total) => {
    const only = (await get(`/api/transfer/statement?state=${state}`, vendor.token)).json() as StatementDto;
    expect(only.items.map((line) => line.orderNumber)).toEqual(expected().map((sale) => sale.orderNumber));
    expect(only.items.every((line) => line.state === state)).toBe(true);
    expect(only.totals.net).toBe(only.totals[total]);
    expect(only.totals.count).toBe(expected().length);
  });

  it('refuses an unknown state with a clear message', async () => {
    const response = await get('/api/transfer/statement?state=paid', vendor.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].msg).toBe(
      'Payout state must be one of: not_delivered, awaiting_payout, in_payout, paid_out',
    );
  });

  it('shows a sale in a pending payout as in payout, and paid out once the transfer is recorded', async () => {
    const pending = (await get(`/api/sale/${inPayout.saleId}`, vendor.token)).json() as SaleDetailDto;
    expect(pending).toMatchObject({
      payoutState: 'in_payout',
      payout: { _id: payout._id, number: payout.number, paidAt: null },
      nextStatuses: [],
    });
    const done = (await get(`/api/sale/${settled.saleId}`, vendor.token)).json() as SaleDetailDto;
    expect(done).toMatchObject({
      payoutState: 'paid_out',
      payout: { _id: paidPayout._id, number: paidPayout.number, paidAt: today },
    });
    expect(((await get(`/api/sale/${awaiting.saleId}`, vendor.token)).json() as SaleDetailDto).payoutState).toBe(
      'awaiting_payout',
    );
  });

  it('shows the super admin one vendor’s statement, and a vendor only their own', async () => {
    const forAdmin = (await get(`/api/transfer/statement?vendorId=${vendor.id}`, admin)).json() as StatementDto;
    expect(forAdmin.total).toBe(4);
    expect(forAdmin.totals.paidOutNet).toBe(11.49);
    const other = (
      await get(`/api/transfer/statement?vendorId=${vendor.id}&limit=100`, kente.token)
    ).json() as StatementDto;
    expect(other.items.every((line) => line.vendor._id === kente.id)).toBe(true);
  });

  it('downloads the statement as CSV with each sale’s payout state, neutralised formulas and dollar amounts', async () => {
    const response = await get('/api/transfer/statement/export', vendor.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="statement-${today}.csv"`);
    const lines = response.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Date,Order,Customer,Vendor,Status,Price,Shipping,Subtotal,Fee,GST in fee,Net,Refunded,Payout state,Transaction,Paid on,Adjustment notes,Fee by line',
    );
    expect(lines).toHaveLength(6);
    expect(lines.at(-1)).toBe('');
    const vendorCell = '"\'@Calabash, ""Bowls"" & Co"';
    expect(lines).toContain(
      `${today},${inPayout.orderNumber},"'=HYPERLINK(""http://x"")",${vendorCell},Delivered,10.00,2.00,12.00,0.51,0.05,11.49,0.00,"In payout, transfer pending",${payout.number},,,Calabash bowl 0.51 (Marketplace fee)`,
    );
    expect(lines).toContain(
      `${today},${settled.orderNumber},Kofi Boateng,${vendorCell},Delivered,10.00,2.00,12.00,0.51,0.05,11.49,0.00,Paid out,${paidPayout.number},${today},,Calabash bowl 0.51 (Marketplace fee)`,
    );
    expect(lines).toContain(
      `${today},${awaiting.orderNumber},Kofi Boateng,${vendorCell},Delivered,20.00,2.00,22.00,0.69,0.06,21.31,0.00,Awaiting payout,,,,Calabash bowl 0.69 (Marketplace fee)`,
    );
    expect(lines).toContain(
      `${today},${shipped.orderNumber},Kofi Boateng,${vendorCell},Shipped,10.00,2.00,12.00,0.51,0.05,11.49,0.00,Not yet delivered,,,,Calabash bowl 0.51 (Marketplace fee)`,
    );
  });

  it('downloads the payouts in scope as CSV', async () => {
    const response = await get(`/api/transfer/export?vendorId=${vendor.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="transactions-${marketplaceToday()}.csv"`,
    );
    const lines = response.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines).toEqual([
      'Transaction,Vendor,Created,Sales,Gross,Fee,GST in fee,Net,Status,Bank reference,Paid on,Created by,Adjustment notes deducted',
      `${payout.number},"'@Calabash, ""Bowls"" & Co",${today},1,12.00,0.51,0.05,11.49,Pending,,,${payout.createdBy?.name},`,
      `${paidPayout.number},"'@Calabash, ""Bowls"" & Co",${today},1,12.00,0.51,0.05,11.49,Paid,CBA-501,${today},${paidPayout.createdBy?.name},`,
      '',
    ]);
    // A vendor's export holds their own payouts whatever the filter says.
    const own = await get(`/api/transfer/export?vendorId=${kente.id}`, vendor.token);
    expect(own.body.replace(/^\ufeff/, '').split('\r\n')).toHaveLength(4);
  });
});
