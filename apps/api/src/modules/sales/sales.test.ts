import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  LIST_TEXT,
  marketplaceToday,
  type OrderDto,
  type ProductDto,
  SALES_TEXT,
  type SaleDetailDto,
  type SaleDto,
  type SaleStatus,
} from '@soko/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  payoutLines,
  payouts,
  products,
  productVariants,
  saleStatusHistory,
  sales,
} from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, auditCount, mailsTo, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder, setSaleStatus } from '../../test/orders.ts';
import { PRODUCT_IMAGE_AREA } from '../products/products.images.ts';

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

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });

/** Places an order and answers it, failing the test when the storefront is refused. */
async function order(
  items: { productId: string; variantId?: string; qty: number }[],
  customer: { customer_name?: string; customer_email?: string } = {},
): Promise<OrderDto> {
  const response = await placeOrder(ctx, items, { customer });
  if (response.statusCode !== 201) throw new Error(`order failed: ${response.body}`);
  return response.json();
}

/** The id of the only sale of an order of one vendor's products. */
async function saleOf(items: Parameters<typeof order>[0], customer?: Parameters<typeof order>[1]): Promise<string> {
  const placed = await order(items, customer);
  const [sale] = placed.sales;
  if (!sale || placed.sales.length !== 1) throw new Error('expected one sale');
  return sale._id;
}

async function readSale(id: string, token = admin): Promise<SaleDetailDto> {
  const response = await get(`/api/sale/${id}`, token);
  if (response.statusCode !== 200) throw new Error(`read failed: ${response.body}`);
  return response.json();
}

/** What a status change could touch, to show that a refused one touched nothing. */
async function saleState(id: string, productId: string) {
  const { db } = ctx.database;
  const [sale] = await db.select().from(sales).where(eq(sales.id, id));
  const [history] = await db.select({ n: count() }).from(saleStatusHistory).where(eq(saleStatusHistory.saleId, id));
  const [outbox] = await db.select({ n: count() }).from(mailOutbox);
  const [product] = await db
    .select({ stock: products.stock, sold: products.sold })
    .from(products)
    .where(eq(products.id, productId));
  return { sale, history: history?.n, outbox: outbox?.n, product };
}

function expectRefused(response: { statusCode: number; json(): { errors: unknown } }, status: number, msg: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json().errors).toEqual([{ msg }]);
}

describe(`the sale workflow (${testEngine})`, () => {
  let drum: ProductDto;
  let saleId: string;
  const customer = { customer_name: 'Kwame Asante', customer_email: 'kwame@example.com' };

  beforeAll(async () => {
    drum = await createLiveProduct(ctx, kente, { name: 'Djembe', price: 120, stock: 5 });
    saleId = await saleOf([{ productId: drum._id, qty: 1 }], customer);
  });

  const change = (status: SaleStatus, tracking?: string, token = kente.token) =>
    setSaleStatus(ctx, token, saleId, status, tracking);

  it('starts Not processed, offering every next status', async () => {
    const sale = await readSale(saleId, kente.token);
    expect(sale).toMatchObject({
      status: 'Not processed',
      tracking_number: '',
      payoutState: 'not_delivered',
      payout: null,
      nextStatuses: ['Processing', 'Shipped', 'Cancel'],
      history: [{ from: null, to: 'Not processed', tracking_number: '', by: null }],
    });
  });

  it('refuses the same status and a missing status or tracking number, changing nothing', async () => {
    const before = await saleState(saleId, drum._id);
    expectRefused(await change('Not processed'), 409, SALES_TEXT.sameStatus('Not processed'));
    const noTracking = await change('Shipped');
    expect(noTracking.statusCode).toBe(400);
    expect(noTracking.json().errors).toEqual([{ msg: SALES_TEXT.trackingRequired, param: 'tracking_number' }]);
    const blankTracking = await change('Shipped', '   ');
    expect(blankTracking.json().errors).toEqual([{ msg: SALES_TEXT.trackingRequired, param: 'tracking_number' }]);
    const noStatus = await ctx.app.inject({
      method: 'PUT',
      url: `/api/sale/${saleId}/status/any`,
      headers: { 'x-auth-token': kente.token },
      payload: { status: 'Lost' },
    });
    expect(noStatus.statusCode).toBe(400);
    expect(noStatus.json().errors).toEqual([{ msg: SALES_TEXT.statusRequired, param: 'status' }]);
    expect(await saleState(saleId, drum._id)).toEqual(before);
  });

  it('moves forward, never back, recording who did what', async () => {
    const processing = await change('Processing');
    expect(processing.statusCode).toBe(200);
    expect(processing.json()).toMatchObject({ status: 'Processing', nextStatuses: ['Shipped', 'Cancel'] });

    const before = await saleState(saleId, drum._id);
    expectRefused(await change('Not processed'), 409, SALES_TEXT.badTransition('Processing', 'Not processed'));
    expectRefused(await change('Delivered'), 409, SALES_TEXT.badTransition('Processing', 'Delivered'));
    expectRefused(await change('Processing'), 409, SALES_TEXT.sameStatus('Processing'));
    expect(await saleState(saleId, drum._id)).toEqual(before);

    const shipped = await change('Shipped', 'AP123456');
    expect(shipped.statusCode).toBe(200);
    const sale: SaleDetailDto = shipped.json();
    expect(sale).toMatchObject({
      status: 'Shipped',
      tracking_number: 'AP123456',
      nextStatuses: ['Shipped', 'Delivered'],
    });
    expect(sale.history.map((step) => [step.from, step.to, step.tracking_number, step.by?.name ?? null])).toEqual([
      [null, 'Not processed', '', null],
      ['Not processed', 'Processing', '', 'Ama Mensah (Kente House)'],
      ['Processing', 'Shipped', 'AP123456', 'Ama Mensah (Kente House)'],
    ]);
  });

  it('mails the customer the tracking number when shipped, and again when it is corrected', async () => {
    const [shippedMail] = await mailsTo(ctx, customer.customer_email);
    expect(shippedMail?.template).toBe('saleShipped');
    expect(shippedMail?.text).toContain('Tracking number: AP123456');
    expect(shippedMail?.text).toContain('Kente House has shipped');

    const before = await saleState(saleId, drum._id);
    expectRefused(await change('Shipped', 'AP123456'), 409, SALES_TEXT.sameStatus('Shipped'));
    expectRefused(await change('Cancel'), 409, SALES_TEXT.badTransition('Shipped', 'Cancel'));
    expectRefused(await change('Processing'), 409, SALES_TEXT.badTransition('Shipped', 'Processing'));
    expect(await saleState(saleId, drum._id)).toEqual(before);

    const corrected = await change('Shipped', 'AP999999');
    expect(corrected.json()).toMatchObject({ status: 'Shipped', tracking_number: 'AP999999' });
    const [correctionMail] = await mailsTo(ctx, customer.customer_email);
    expect(correctionMail?.subject).toContain('New tracking number');
    expect(correctionMail?.text).toContain('Tracking number: AP999999');
  });

  it('ends at Delivered, keeping the tracking number and mailing the customer', async () => {
    const delivered = await change('Delivered');
    expect(delivered.json()).toMatchObject({ status: 'Delivered', tracking_number: 'AP999999', nextStatuses: [] });
    const [mail] = await mailsTo(ctx, customer.customer_email);
    expect(mail?.template).toBe('saleDelivered');
    expect(mail?.text).toContain('as delivered');
    const before = await saleState(saleId, drum._id);
    expectRefused(await change('Cancel'), 409, SALES_TEXT.badTransition('Delivered', 'Cancel'));
    expectRefused(await change('Delivered'), 409, SALES_TEXT.sameStatus('Delivered'));
    expect(await saleState(saleId, drum._id)).toEqual(before);
  });

  it('cannot change once paid out', async () => {
    const { db } = ctx.database;
    const [sale] = await db.select().from(sales).where(eq(sales.id, saleId));
    if (!sale) throw new Error('no sale');
    // A second sale still open, to show that a payout freezes even a sale whose status could move.
    const openSaleId = await saleOf([{ productId: drum._id, qty: 1 }]);
    const [open] = await db.select().from(sales).where(eq(sales.id, openSaleId));
    if (!open) throw new Error('no sale');
    const [payout] = await db
      .insert(payouts)
      .values({
        vendorId: kente.id,
        idempotencyKey: randomUUID(),
        requestHash: 'test',
        grossCents: 0,
        feeCents: 0,
        netCents: 0,
        saleCount: 2,
      })
      .returning();
    if (!payout) throw new Error('no payout');
    await db.insert(payoutLines).values(
      [sale, open].map((paid) => ({
        payoutId: payout.id,
        saleId: paid.id,
        subtotalCents: paid.priceCents + paid.shippingCents,
        feeCents: paid.feeCents,
        netCents: paid.netCents,
      })),
    );
    const before = await saleState(openSaleId, drum._id);
    expectRefused(await setSaleStatus(ctx, kente.token, openSaleId, 'Cancel'), 409, SALES_TEXT.inPayout);
    expectRefused(await setSaleStatus(ctx, admin, openSaleId, 'Processing'), 409, SALES_TEXT.inPayout);
    expect(await saleState(openSaleId, drum._id)).toEqual(before);
    expect(await readSale(openSaleId)).toMatchObject({
      status: 'Not processed',
      payoutState: 'in_payout',
      payout: { _id: payout.id, paidAt: null },
      nextStatuses: [],
    });
    expect((await readSale(saleId)).payoutState).toBe('in_payout');
  });
});

describe(`cancelling (${testEngine})`, () => {
  it('puts the stock back on the product and the variant', async () => {
    const cloth = await createLiveProduct(ctx, kente, {
      name: 'Mudcloth',
      variants: [
        { size: 'Small', stock: 4, price: 30 },
        { size: 'Large', stock: 2, price: 55 },
      ],
    });
    const mask = await createLiveProduct(ctx, kente, { name: 'Mask', stock: 3 });
    const large = cloth.variants.find((variant) => variant.size === 'Large');
    const saleId = await saleOf([
      { productId: cloth._id, variantId: large?._id, qty: 2 },
      { productId: mask._id, qty: 1 },
    ]);
    const { db } = ctx.database;
    const stockOf = async () => ({
      cloth: (await db.select().from(products).where(eq(products.id, cloth._id)))[0],
      mask: (await db.select().from(products).where(eq(products.id, mask._id)))[0],
      large: (
        await db
          .select()
          .from(productVariants)
          .where(eq(productVariants.id, large?._id ?? ''))
      )[0]?.stock,
    });
    expect(await stockOf()).toMatchObject({ cloth: { stock: 4, sold: 2 }, mask: { stock: 2, sold: 1 }, large: 0 });

    const processing = await setSaleStatus(ctx, kente.token, saleId, 'Processing');
    expect(processing.statusCode).toBe(200);
    const cancelled = await setSaleStatus(ctx, kente.token, saleId, 'Cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'Cancel', nextStatuses: [] });
    expect(await stockOf()).toMatchObject({ cloth: { stock: 6, sold: 0 }, mask: { stock: 3, sold: 0 }, large: 2 });

    expectRefused(
      await setSaleStatus(ctx, kente.token, saleId, 'Processing'),
      409,
      SALES_TEXT.badTransition('Cancel', 'Processing'),
    );
    expect(await stockOf()).toMatchObject({ cloth: { stock: 6, sold: 0 }, large: 2 });
  });
});

describe(`who may see and change a sale (${testEngine})`, () => {
  let saleId: string;

  beforeAll(async () => {
    const product = await createLiveProduct(ctx, kente, { name: 'Private scarf' });
    saleId = await saleOf([{ productId: product._id, qty: 1 }]);
  });

  it('hides a vendor’s sale from other vendors (404) and keeps admin calls for the super admin (403)', async () => {
    expect((await get(`/api/sale/${saleId}`, spice.token)).statusCode).toBe(404);
    expect((await setSaleStatus(ctx, spice.token, saleId, 'Processing')).statusCode).toBe(404);
    expect((await readSale(saleId, kente.token)).status).toBe('Not processed');
    expect((await get('/api/sale/list', spice.token)).statusCode).toBe(403);
    const resend = await ctx.app.inject({
      method: 'PUT',
      url: `/api/sale/sendMail/${saleId}`,
      headers: { 'x-auth-token': kente.token },
      payload: { input: 'hi' },
    });
    expect(resend.statusCode).toBe(403);
    expect((await get(`/api/sale/${randomUUID()}`, admin)).statusCode).toBe(404);
    expect((await get('/api/sale/not-an-id', admin)).statusCode).toBe(400);
    expect((await get('/api/sale/mySales', '')).statusCode).toBe(401);
  });

  it('lets the super admin change any sale, audited', async () => {
    const response = await setSaleStatus(ctx, admin, saleId, 'Processing');
    expect(response.statusCode).toBe(200);
    const sale: SaleDetailDto = response.json();
    expect(sale.history.at(-1)?.by?.name).toBe('Soko Admin (Soko team)');
    expect(await auditCount(ctx, 'sale.status', saleId)).toBe(1);
    // A vendor's own changes are not audited.
    await setSaleStatus(ctx, kente.token, saleId, 'Shipped', 'TRK1');
    expect(await auditCount(ctx, 'sale.status', saleId)).toBe(1);
  });

  it('sends the vendor’s new-sale mail again with the note, for the super admin', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/sale/sendMail/${saleId}`,
      headers: { 'x-auth-token': admin },
      payload: { input: 'Please ship this one today' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: SALES_TEXT.emailSent });
    const [mail] = await mailsTo(ctx, kente.email);
    expect(mail?.template).toBe('newSale');
    expect(mail?.text).toContain('A note from the Soko team: Please ship this one today');
    expect(mail?.text).toContain(`/sale/${saleId}`);
    expect(await auditCount(ctx, 'sale.resendMail', saleId)).toBe(1);
    const withoutNote = await ctx.app.inject({
      method: 'PUT',
      url: `/api/sale/sendMail/${saleId}`,
      headers: { 'x-auth-token': admin },
    });
    expect(withoutNote.statusCode).toBe(200);
    const unknown = await ctx.app.inject({
      method: 'PUT',
      url: `/api/sale/sendMail/${randomUUID()}`,
      headers: { 'x-auth-token': admin },
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe(`sale money (${testEngine})`, () => {
  // Fee = 1.75% of (price + shipping), half-up to the cent, + $0.30, including GST of fee / 11 to the
  // nearest cent; worked out by hand.
  it.each([
    { price: 0.01, shipping: 0, fee: 0.3, feeGst: 0.03, net: -0.29 },
    { price: 9.99, shipping: 0, fee: 0.47, feeGst: 0.04, net: 9.52 },
    // 1.75% of $10.00 is 17.5 cents: half a cent rounds up.
    { price: 10, shipping: 0, fee: 0.48, feeGst: 0.04, net: 9.52 },
    { price: 28.57, shipping: 0, fee: 0.8, feeGst: 0.07, net: 27.77 },
    // $30.00 subtotal: 52.5 cents rounds up.
    { price: 28.57, shipping: 1.43, fee: 0.83, feeGst: 0.08, net: 29.17 },
    { price: 100, shipping: 9.95, fee: 2.22, feeGst: 0.2, net: 107.73 },
    { price: 1234.56, shipping: 15, fee: 22.17, feeGst: 2.02, net: 1227.39 },
  ])('$price + $shipping shipping: fee $fee (GST $feeGst), net $net', async ({ price, shipping, fee, feeGst, net }) => {
    const product = await createLiveProduct(ctx, spice, {
      name: `Priced ${price}`,
      price,
      ...(shipping > 0 ? { shipping: 2, deliveryPrice: shipping } : { shipping: 1 }),
    });
    const sale = await readSale(await saleOf([{ productId: product._id, qty: 1 }]), spice.token);
    const subtotal = Math.round((price + shipping) * 100) / 100;
    expect({
      price: sale.price,
      shippingFee: sale.shippingFee,
      subtotal: sale.subtotal,
      fee: sale.fee,
      feeGst: sale.feeGst,
      net: sale.net,
    }).toEqual({ price, shippingFee: shipping, subtotal, fee, feeGst, net });
  });
});

describe(`sale lists, export and earnings (${testEngine})`, () => {
  let seller: OnboardedVendor;
  let other: OnboardedVendor;
  let abena: OrderDto;
  let yaw: OrderDto;
  let formula: OrderDto;
  const mine = (query = '', token = seller.token) => get(`/api/sale/mySales${query}`, token);

  beforeAll(async () => {
    seller = await onboardVendor(ctx, { displayName: 'Bead Works' });
    other = await onboardVendor(ctx, { displayName: 'Other Beads' });
    const beads = await createLiveProduct(ctx, seller, { name: 'Glass beads', price: 12, stock: 50, shipping: 1 });
    const others = await createLiveProduct(ctx, other, { name: 'Clay beads', price: 9, stock: 50, shipping: 1 });
    abena = await order([{ productId: beads._id, qty: 1 }], {
      customer_name: 'Abena Owusu',
      customer_email: 'abena@example.com',
    });
    yaw = await order([{ productId: beads._id, qty: 3 }], {
      customer_name: 'Yaw Darko',
      customer_email: 'yaw@example.com',
    });
    formula = await order([{ productId: beads._id, qty: 2 }], {
      customer_name: '=HYPERLINK("http://evil.example","Click")',
      customer_email: 'formula@example.com',
    });
    await order([{ productId: others._id, qty: 1 }], {
      customer_name: 'Abena Owusu',
      customer_email: 'abena@example.com',
    });
    const yawSale = yaw.sales[0]?._id ?? '';
    await setSaleStatus(ctx, seller.token, yawSale, 'Processing');
    // 00:30 on 11 March 2025 in Sydney (daylight time, UTC+11) is still 10 March in UTC.
    await ctx.database.db
      .update(sales)
      .set({ createdAt: new Date('2025-03-10T13:30:00Z') })
      .where(eq(sales.id, abena.sales[0]?._id ?? ''));
  });

  const ids = (page: { items: SaleDto[] }) => page.items.map((sale) => sale.order_id.number);

  it('lists the vendor’s own sales, newest first, paginated', async () => {
    const first = (await mine('?limit=2')).json();
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(ids(first)).toEqual([formula.number, yaw.number]);
    const second = (await mine('?limit=2&page=2')).json();
    expect(ids(second)).toEqual([abena.number]);
    expect(ids((await mine('?sort=oldest')).json())).toEqual([abena.number, yaw.number, formula.number]);
    expect(ids((await mine('?sort=-amount')).json())).toEqual([yaw.number, formula.number, abena.number]);
    // A vendor cannot look at another vendor's sales by naming them.
    expect((await mine(`?vendorId=${other.id}`)).json().total).toBe(3);
    const sale = first.items[1] as SaleDto;
    expect(sale).toMatchObject({
      order_id: { number: yaw.number, customer_name: 'Yaw Darko', payment_method: 'Card' },
      items: [
        { name: 'Glass beads', qty: 3, price: 12, variant: '', image: expect.stringMatching(/^\/uploads\/products\//) },
      ],
      status: 'Processing',
      price: 36,
      shippingFee: 0,
      vendorId: { _id: seller.id, displayName: 'Bead Works' },
    });
  });

  it('filters by status, customer, order number and Sydney days', async () => {
    expect(ids((await mine('?status=Processing')).json())).toEqual([yaw.number]);
    expect(ids((await mine('?q=abena')).json())).toEqual([abena.number]);
    expect(ids((await mine('?q=YAW%40EXAMPLE')).json())).toEqual([yaw.number]);
    expect(ids((await mine(`?q=${formula.number}`)).json())).toEqual([formula.number]);
    expect(ids((await mine('?q=%25%25%25')).json())).toEqual([]);
    const tooShort = await mine('?q=ab');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().errors[0].msg).toBe(LIST_TEXT.shortSearch);
    expect(ids((await mine('?from=2025-03-11&to=2025-03-11')).json())).toEqual([abena.number]);
    expect(ids((await mine('?from=2025-03-01&to=2025-03-10')).json())).toEqual([]);
    expect(ids((await mine(`?from=${marketplaceToday()}`)).json())).toEqual([formula.number, yaw.number]);
    expect((await mine('?from=11-03-2025')).statusCode).toBe(400);
  });

  it('refuses year 0, which PostgreSQL has no date for, as bad input rather than a server error', async () => {
    for (const query of ['?from=0000-01-01', '?to=0000-12-31']) {
      expect((await mine(query)).statusCode).toBe(400);
      expect((await get(`/api/sale/list${query}`, admin)).statusCode).toBe(400);
      expect((await get(`/api/sale/export${query}`, seller.token)).statusCode).toBe(400);
    }
  });

  it('lists every vendor’s sales for the super admin, or one vendor’s', async () => {
    const all = (await get('/api/sale/list?q=abena', admin)).json();
    expect(all.items.map((sale: SaleDto) => sale.vendorId.displayName).sort()).toEqual(['Bead Works', 'Other Beads']);
    const one = (await get(`/api/sale/list?vendorId=${other.id}`, admin)).json();
    expect(one.total).toBe(1);
    expect((await mine('', admin)).json().total).toBe(0);
  });

  it('exports the same list as CSV, scoped to the vendor, with formulas neutralised', async () => {
    const response = await get('/api/sale/export?sort=oldest', seller.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="sales-${marketplaceToday()}.csv"`);
    expect(response.headers['content-length']).toBeUndefined();
    const lines = response.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Order,Date,Customer,Customer email,Vendor,Status,Tracking number,Items,Price,Shipping,Subtotal,Fee,GST in fee,Net,Refunded,Adjustment notes,Fee by line',
    );
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');
    const yawSale = await readSale(yaw.sales[0]?._id ?? '');
    expect(lines[1]).toMatch(new RegExp(`^${abena.number},2025-03-11 00:30,Abena Owusu,abena@example.com,Bead Works,`));
    expect(lines[2]).toMatch(
      new RegExp(
        `^${yaw.number},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},Yaw Darko,yaw@example.com,Bead Works,Processing,,3 x Glass beads,36.00,0.00,36.00,${yawSale.fee.toFixed(2)},${yawSale.feeGst.toFixed(2)},${yawSale.net.toFixed(2)},0.00,,Glass beads ${yawSale.fee.toFixed(2)} \\(Marketplace fee\\)$`,
      ),
    );
    expect(lines[3]).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click"")",formula@example.com,`);
    expect(response.body).not.toContain('Other Beads');

    const filtered = await get('/api/sale/export?status=Processing', seller.token);
    expect(filtered.body.split('\r\n')).toHaveLength(3);
    const everyone = await get('/api/sale/export?q=abena', admin);
    expect(everyone.body).toContain('Other Beads');
  });

  it('reports earnings: the vendor’s net, the marketplace’s fees, cancelled sales left out', async () => {
    const mySales: SaleDto[] = (await mine('?limit=100')).json().items;
    const net = mySales.reduce((sum, sale) => sum + Math.round(sale.net * 100), 0);
    expect((await get('/api/sale/earnings', seller.token)).json()).toEqual({ total: net / 100 });

    await setSaleStatus(ctx, seller.token, abena.sales[0]?._id ?? '', 'Cancel');
    const abenaNet = Math.round((mySales.find((sale) => sale.order_id.number === abena.number)?.net ?? 0) * 100);
    expect((await get('/api/sale/earnings', seller.token)).json()).toEqual({ total: (net - abenaNet) / 100 });

    const every: SaleDto[] = (await get('/api/sale/list?limit=100', admin)).json().items;
    const fees = every
      .filter((sale) => sale.status !== 'Cancel')
      .reduce((sum, sale) => sum + Math.round(sale.fee * 100), 0);
    expect((await get('/api/sale/earnings', admin)).json()).toEqual({ total: fees / 100 });
  });
});

describe(`a deleted product's sales (${testEngine})`, () => {
  it('keep their lines, image included, and can still be cancelled', async () => {
    const product = await createLiveProduct(ctx, kente, { name: 'Retired basket', price: 33.3 });
    const saleId = await saleOf([{ productId: product._id, qty: 2 }]);
    const thumb = product.images[0]?.thumb ?? '';
    const full = product.images[0]?.image ?? '';
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/product/${product._id}/${kente.id}`,
      headers: { 'x-auth-token': kente.token },
    });
    expect(deleted.statusCode).toBe(200);

    const sale = await readSale(saleId, kente.token);
    expect(sale.items).toEqual([
      {
        _id: expect.any(String),
        productId: null,
        name: 'Retired basket',
        variant: '',
        image: thumb,
        qty: 2,
        price: 33.3,
        gstFree: false,
      },
    ]);
    const productDir = path.join(ctx.config.uploadDir, PRODUCT_IMAGE_AREA);
    expect(existsSync(path.join(productDir, path.basename(thumb)))).toBe(true);
    expect(existsSync(path.join(productDir, path.basename(full)))).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: thumb })).statusCode).toBe(200);

    const cancelled = await setSaleStatus(ctx, kente.token, saleId, 'Cancel');
    expect(cancelled.statusCode).toBe(200);
  });
});

describe(`delivery rate (${testEngine})`, () => {
  it('is delivered / (delivered + still Shipped 14 days after shipping): parcels in transit do not count', async () => {
    const vendor = await onboardVendor(ctx, { displayName: 'Rate Shop' });
    const rate = async () => (await get('/api/store/me', vendor.token)).json().performance.deliveryRate;
    const basis = async () => (await get('/api/store/me', vendor.token)).json().performance.deliveryBasis;
    const product = await createLiveProduct(ctx, vendor, { name: 'Rated mat', stock: 20 });
    const saleIds = [];
    for (let n = 0; n < 4; n++) saleIds.push(await saleOf([{ productId: product._id, qty: 1 }]));
    expect(await rate()).toBe(100);
    const [a = '', b = '', c = '', d = ''] = saleIds;
    await setSaleStatus(ctx, vendor.token, a, 'Shipped', 'T1');
    await setSaleStatus(ctx, vendor.token, b, 'Shipped', 'T2');
    await setSaleStatus(ctx, vendor.token, c, 'Shipped', 'T3');
    await setSaleStatus(ctx, vendor.token, c, 'Delivered');
    await setSaleStatus(ctx, vendor.token, d, 'Cancel');
    // a and b are in transit, c arrived: nothing has failed.
    expect(await rate()).toBe(100);
    // a was shipped 15 days ago and has not arrived.
    await ctx.database.db
      .update(saleStatusHistory)
      .set({ createdAt: new Date(Date.now() - 15 * 24 * 60 * 60 * 1000) })
      .where(and(eq(saleStatusHistory.saleId, a), eq(saleStatusHistory.toStatus, 'Shipped')));
    expect(await rate()).toBe(50);
    // The basis the seller can check: c delivered, of c and a judged.
    expect(await basis()).toEqual({ delivered: 1, judged: 2 });
    await setSaleStatus(ctx, vendor.token, a, 'Delivered');
    expect(await rate()).toBe(100);
    expect(await basis()).toEqual({ delivered: 2, judged: 2 });
  });
});
