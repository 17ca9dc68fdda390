import { randomUUID } from 'node:crypto';
import {
  DEFAULT_FEE_TERMS,
  gstIncludedCents,
  partShippingCents,
  type SaleStatus,
  type ShippingProvider,
  saleLineFees,
  salePriceCents,
  unitWeightKg,
} from '@soko/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  auditLog,
  type DeliveryAddress,
  type NewOrder,
  type NewSale,
  orders,
  payoutLines,
  payouts,
  productImages,
  products,
  productVariants,
  refunds,
  saleItems,
  saleStatusHistory,
  sales,
  users,
} from '../db/schema/index.ts';
import { type RateBook, rateBookFor } from '../modules/shipping-rates/shipping-rates.service.ts';

/**
 * A few hundred storefront orders over the weeks the demo catalogue has been listed, in every
 * status, with monthly payouts of older delivered sales. Generated from a fixed seed so that every
 * fresh demo shows the same marketplace. Stock is left as listed (the vendors restock); `sold`
 * counts what was sold.
 */
export const DEMO_ORDER_COUNT = 320;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Delivered sales older than this are paid out in the demo; newer ones are waiting for a payout. */
const PAID_OUT_AFTER_DAYS = 21;
const INSERT_BATCH = 500;

interface DemoCustomer {
  name: string;
  email: string;
  phone: string;
  address: DeliveryAddress;
}

const address = (c_address: string, suburb: string, state: string, postcode: string, unit = '') => ({
  unit,
  c_address,
  suburb,
  state,
  country: 'Australia',
  postcode,
});

const DEMO_CUSTOMERS: DemoCustomer[] = [
  ['Chloe Nguyen', 'chloe.nguyen', '0412 345 678', address('14 Wattle Street', 'Fitzroy', 'VIC', '3065')],
  ['Kwame Boateng', 'kwame.b', '0423 556 102', address('8 Rose Avenue', 'Blacktown', 'NSW', '2148')],
  ['Olivia Smith', 'olivia.smith', '0433 218 904', address('27 Harbour Road', 'Hamilton', 'QLD', '4007', 'Unit 4')],
  ['Abebe Tesfaye', 'abebe.t', '0401 772 310', address('3 Kent Street', 'Footscray', 'VIC', '3011')],
  ['Grace Okafor', 'grace.okafor', '0455 903 117', address('61 Prospect Road', 'Prospect', 'SA', '5082')],
  ['Liam Walker', 'liam.walker', '0466 120 449', address('19 Ocean Drive', 'Scarborough', 'WA', '6019')],
  ['Fatima Diallo', 'fatima.diallo', '0478 345 009', address('5 Mountain Way', 'Belconnen', 'ACT', '2617', 'Apt 12')],
  ['Noah Brown', 'noah.brown', '0487 661 530', address('88 Elizabeth Street', 'Hobart', 'TAS', '7000')],
  ['Amina Yusuf', 'amina.yusuf', '0409 214 775', address('42 Station Street', 'Parramatta', 'NSW', '2150')],
  ['Sophie Taylor', 'sophie.t', '0419 803 226', address('10 Beach Road', 'St Kilda', 'VIC', '3182')],
  ['Chidi Eze', 'chidi.eze', '0420 557 981', address('7 Ridge Street', 'Toowong', 'QLD', '4066')],
  ['Mia Wilson', 'mia.wilson', '0431 462 058', address('230 King William Street', 'Adelaide', 'SA', '5000', 'Level 2')],
  ['Tendai Moyo', 'tendai.moyo', '0447 390 612', address('16 Hay Street', 'Subiaco', 'WA', '6008')],
  ['Jack Thompson', 'jack.thompson', '0452 118 340', address('55 Bridge Road', 'Richmond', 'VIC', '3121')],
  ['Zainab Hassan', 'zainab.h', '0468 905 271', address('9 Lakeview Crescent', 'Gungahlin', 'ACT', '2912')],
  ['Isabella Martin', 'isabella.m', '0479 233 804', address('71 Macquarie Street', 'Liverpool', 'NSW', '2170')],
  ['Yaw Mensah', 'yaw.mensah', '0402 671 935', address('2 Banksia Court', 'Sunnybank', 'QLD', '4109')],
  ['Emily Clarke', 'emily.clarke', '0414 389 562', address('33 Sandy Bay Road', 'Sandy Bay', 'TAS', '7005')],
  ['Nia Kamau', 'nia.kamau', '0425 740 118', address('18 Gouger Street', 'Adelaide', 'SA', '5000')],
  ['Lucas Anderson', 'lucas.a', '0436 582 907', address('64 Albany Highway', 'Victoria Park', 'WA', '6100')],
  ['Adaeze Nwosu', 'adaeze.n', '0448 027 613', address('120 Sydney Road', 'Brunswick', 'VIC', '3056', 'Unit 7')],
  ['Harper Lee', 'harper.lee', '0459 316 244', address('4 Jacaranda Place', 'Castle Hill', 'NSW', '2154')],
  ['Samuel Asante', 'samuel.asante', '0461 772 580', address('27 Logan Road', 'Woolloongabba', 'QLD', '4102')],
  ['Ava Robinson', 'ava.robinson', '0473 649 031', address('11 Northbourne Avenue', 'Braddon', 'ACT', '2612')],
].map(([name, handle, phone, delivery]) => ({
  name: name as string,
  email: `${handle as string}@example.com`,
  phone: phone as string,
  address: delivery as DeliveryAddress,
}));

const PAYMENT_METHODS = ['Card', 'Card', 'Card', 'PayPal', 'Afterpay'] as const;

/** mulberry32: small, fast and good enough to make the same demo every time. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface LiveProduct {
  id: string;
  vendorId: string;
  name: string;
  priceCents: number;
  salesPercentage: number;
  shipping: number;
  shippingProvider: ShippingProvider;
  deliveryPriceCents: number;
  weightKg: number;
  createdAt: Date;
  thumbFile: string | null;
  variants: { id: string; size: string; priceCents: number; weightKg: number }[];
}

async function liveProducts(db: Db): Promise<LiveProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      vendorId: products.vendorId,
      name: products.name,
      priceCents: products.priceCents,
      salesPercentage: products.salesPercentage,
      shipping: products.shipping,
      shippingProvider: products.shippingProvider,
      deliveryPriceCents: products.deliveryPriceCents,
      weightKg: products.weightKg,
      createdAt: products.createdAt,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.vendorId))
    .where(and(eq(products.approval, 'approved'), eq(products.status, 'active'), eq(users.active, true)))
    .orderBy(asc(products.createdAt), asc(products.id));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [images, variants] = await Promise.all([
    db
      .select({ productId: productImages.productId, thumbFile: productImages.thumbFile })
      .from(productImages)
      .where(and(inArray(productImages.productId, ids), eq(productImages.position, 0))),
    db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, ids))
      .orderBy(asc(productVariants.position)),
  ]);
  const thumbs = new Map(images.map((image) => [image.productId, image.thumbFile]));
  return rows.map((row) => ({
    ...row,
    thumbFile: thumbs.get(row.id) ?? null,
    variants: variants
      .filter((variant) => variant.productId === row.id)
      .map((variant) => ({
        id: variant.id,
        size: variant.size,
        priceCents: variant.priceCents,
        weightKg: variant.weightKg,
      })),
  }));
}

/** The status an order of this age has reached, and when each step happened. */
function progressOf(random: () => number, placedAt: Date, now: Date): { status: SaleStatus; at: Date }[] {
  const ageDays = (now.getTime() - placedAt.getTime()) / DAY_MS;
  const steps: { status: SaleStatus; at: Date }[] = [];
  const after = (from: Date, minHours: number, spreadHours: number) =>
    new Date(Math.min(now.getTime(), from.getTime() + (minHours + random() * spreadHours) * HOUR_MS));
  if (random() < 0.06) {
    steps.push({ status: 'Cancel', at: after(placedAt, 2, 40) });
    return steps;
  }
  const processingAt = after(placedAt, 3, 30);
  const shippedAt = after(processingAt, 12, 48);
  const deliveredAt = after(shippedAt, 48, 120);
  const reached =
    ageDays > 10
      ? 3
      : ageDays > 5
        ? 2 + Math.round(random())
        : ageDays > 2
          ? Math.floor(random() * 3) + 1
          : Math.floor(random() * 2);
  const plan: { status: SaleStatus; at: Date }[] = [
    { status: 'Processing', at: processingAt },
    { status: 'Shipped', at: shippedAt },
    { status: 'Delivered', at: deliveredAt },
  ];
  return plan.slice(0, reached);
}

function trackingNumberOf(random: () => number): string {
  const digits = Array.from({ length: 12 }, () => Math.floor(random() * 10)).join('');
  return random() < 0.6 ? `AP${digits}AU` : `SNDL${digits.slice(0, 8)}`;
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await insert(rows.slice(start, start + INSERT_BATCH));
  }
}

interface DemoSaleRows {
  orders: (NewOrder & { id: string })[];
  sales: (NewSale & { id: string })[];
  items: (typeof saleItems.$inferInsert)[];
  history: (typeof saleStatusHistory.$inferInsert)[];
  refunds: (typeof refunds.$inferInsert)[];
  soldByProduct: Map<string, number>;
}

interface ChosenLine {
  product: LiveProduct;
  variant: LiveProduct['variants'][number] | undefined;
  qty: number;
}

function demoSaleRows(catalogue: LiveProduct[], rateOf: RateBook, now: Date, gstRegistered: boolean): DemoSaleRows {
  const random = seededRandom(20_261_121);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const rows: DemoSaleRows = { orders: [], sales: [], items: [], history: [], refunds: [], soldByProduct: new Map() };
  const oldest = Math.min(...catalogue.map((product) => product.createdAt.getTime()));
  const span = now.getTime() - oldest - HOUR_MS;
  // Older days get fewer orders than recent ones, as a young marketplace grows.
  const placedTimes = Array.from(
    { length: DEMO_ORDER_COUNT },
    () => now.getTime() - span * random() ** 1.4 - HOUR_MS,
  ).sort((a, b) => a - b);
  for (const [index, time] of placedTimes.entries()) {
    const placedAt = new Date(time);
    const listed = catalogue.filter((product) => product.createdAt.getTime() < time);
    if (listed.length === 0) continue;
    const customer = pick(DEMO_CUSTOMERS);
    const lineCount = random() < 0.6 ? 1 : random() < 0.75 ? 2 : 3;
    const chosen = new Map<string, ChosenLine>();
    for (let line = 0; line < lineCount; line++) {
      const product = pick(listed);
      const variant = product.variants.length > 0 ? pick(product.variants) : undefined;
      const key = `${product.id}:${variant?.id ?? ''}`;
      const qty = random() < 0.75 ? 1 : random() < 0.7 ? 2 : 3;
      const existing = chosen.get(key);
      chosen.set(key, { product, variant, qty: (existing?.qty ?? 0) + qty });
    }
    const byVendor = new Map<string, ChosenLine[]>();
    for (const line of chosen.values()) {
      byVendor.set(line.product.vendorId, [...(byVendor.get(line.product.vendorId) ?? []), line]);
    }
    const orderId = randomUUID();
    const steps = progressOf(random, placedAt, now);
    let orderSubtotal = 0;
    let orderShipping = 0;
    for (const [vendorId, lines] of byVendor) {
      const saleId = randomUUID();
      let priceCents = 0;
      for (const [position, { product, variant, qty }] of lines.entries()) {
        const unitCents = salePriceCents(variant?.priceCents ?? product.priceCents, product.salesPercentage);
        priceCents += unitCents * qty;
        rows.items.push({
          id: randomUUID(),
          saleId,
          productId: product.id,
          variantId: variant?.id ?? null,
          variantLabel: variant?.size ?? '',
          name: product.name,
          imageFile: product.thumbFile,
          qty,
          priceCents: unitCents,
          position,
        });
      }
      // Priced as placing an order prices it, with the rates the demo gives its vendors.
      const shippingCents = partShippingCents(
        lines.map(({ product, variant, qty }) => ({
          shipping: product.shipping,
          provider: product.shippingProvider,
          deliveryPriceCents: product.deliveryPriceCents,
          qty,
          unitWeightKg: unitWeightKg(product.weightKg, variant?.weightKg),
        })),
        priceCents,
        (carrier) => rateOf(vendorId, carrier),
      );
      // One order in a few has its vendors at different stages, as happens with several parcels.
      const saleSteps = byVendor.size > 1 && random() < 0.3 ? steps.slice(0, Math.max(0, steps.length - 1)) : steps;
      const last = saleSteps.at(-1);
      const status = last?.status ?? 'Not processed';
      const shipped = saleSteps.some((step) => step.status === 'Shipped');
      const trackingNumber = shipped ? trackingNumberOf(random) : '';
      if (status !== 'Cancel') {
        for (const { product, qty } of lines) {
          rows.soldByProduct.set(product.id, (rows.soldByProduct.get(product.id) ?? 0) + qty);
        }
      }
      const saleItemRows = rows.items.slice(-lines.length);
      // The demo has no commission rules: every line pays the built-in default, frozen on it.
      const lineFees = saleLineFees(
        saleItemRows.map((item) => ({
          amountCents: item.priceCents * item.qty,
          terms: DEFAULT_FEE_TERMS,
          saleWide: true,
        })),
        shippingCents,
      );
      const cancelled = status === 'Cancel';
      for (const [index, item] of saleItemRows.entries()) {
        item.shippingShareCents = lineFees[index]?.shippingCents ?? 0;
        item.feeCents = cancelled ? 0 : (lineFees[index]?.feeCents ?? 0);
        item.feePercentBasisPoints = DEFAULT_FEE_TERMS.percentBasisPoints;
        item.feeFixedCents = DEFAULT_FEE_TERMS.fixedCents;
      }
      const feeCents = lineFees.reduce((sum, line) => sum + line.feeCents, 0);
      const money = { fee: feeCents, net: priceCents + shippingCents - feeCents };
      const feeGstCents = gstRegistered ? gstIncludedCents(money.fee) : 0;
      rows.sales.push({
        id: saleId,
        orderId,
        vendorId,
        status,
        trackingNumber,
        priceCents,
        shippingCents,
        // A cancel is a full refund with every item back in stock, as the app records it.
        feeCents: cancelled ? 0 : money.fee,
        feeGstCents: cancelled ? 0 : feeGstCents,
        netCents: cancelled ? 0 : money.net,
        refundedCents: cancelled ? priceCents : 0,
        refundedShippingCents: cancelled ? shippingCents : 0,
        createdAt: placedAt,
        updatedAt: last?.at ?? placedAt,
      });
      if (cancelled) {
        for (const item of saleItemRows) item.restockedQty = item.qty;
        rows.refunds.push({
          saleId,
          idempotencyKey: `cancel:${saleId}`,
          requestHash: '',
          amountCents: priceCents,
          shippingCents,
          reason: 'cancelled',
          restock: saleItemRows.map((item) => ({ itemId: String(item.id), qty: item.qty })),
          feeChangeCents: -money.fee,
          feeGstChangeCents: -feeGstCents,
          netChangeCents: -money.net,
          actorId: vendorId,
          createdAt: last?.at ?? placedAt,
        });
      }
      rows.history.push({ saleId, fromStatus: null, toStatus: 'Not processed', createdAt: placedAt });
      let from: SaleStatus = 'Not processed';
      for (const step of saleSteps) {
        rows.history.push({
          saleId,
          fromStatus: from,
          toStatus: step.status,
          trackingNumber: step.status === 'Shipped' ? trackingNumber : '',
          actorId: vendorId,
          createdAt: step.at,
        });
        from = step.status;
      }
      orderSubtotal += priceCents;
      orderShipping += shippingCents;
    }
    rows.orders.push({
      id: orderId,
      idempotencyKey: `demo-order-${index}`,
      requestHash: 'demo',
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      transactionId: `pi_demo${(index + 1).toString().padStart(6, '0')}`,
      paymentMethod: pick(PAYMENT_METHODS),
      deliveryAddress: customer.address,
      subtotalCents: orderSubtotal,
      shippingCents: orderShipping,
      amountCents: orderSubtotal + orderShipping,
      createdAt: placedAt,
    });
  }
  return rows;
}

/** Monthly payouts: each vendor's delivered sales older than three weeks, grouped by the month they sold in. */
function demoPayoutRows(rows: DemoSaleRows, adminId: string | undefined, now: Date) {
  const delivered = new Map(
    rows.history.filter((step) => step.toStatus === 'Delivered').map((step) => [step.saleId, step.createdAt as Date]),
  );
  const groups = new Map<string, (NewSale & { id: string })[]>();
  for (const sale of rows.sales) {
    const deliveredAt = delivered.get(sale.id);
    if (sale.status !== 'Delivered' || !deliveredAt) continue;
    if (now.getTime() - deliveredAt.getTime() < PAID_OUT_AFTER_DAYS * DAY_MS) continue;
    const month = (sale.createdAt as Date).toISOString().slice(0, 7);
    const key = `${sale.vendorId}:${month}`;
    groups.set(key, [...(groups.get(key) ?? []), sale]);
  }
  const payoutRows: (typeof payouts.$inferInsert)[] = [];
  const lineRows: (typeof payoutLines.$inferInsert)[] = [];
  for (const [key, groupSales] of [...groups].sort(([a], [b]) => (a.slice(-7) < b.slice(-7) ? -1 : 1))) {
    const payoutId = randomUUID();
    const lines = groupSales.map((sale) => ({
      payoutId,
      saleId: sale.id,
      subtotalCents: sale.priceCents + sale.shippingCents,
      feeCents: sale.feeCents,
      feeGstCents: sale.feeGstCents ?? 0,
      netCents: sale.netCents,
    }));
    const latestDelivery = Math.max(...groupSales.map((sale) => (delivered.get(sale.id) as Date).getTime()));
    const createdAt = new Date(Math.min(now.getTime() - 2 * DAY_MS, latestDelivery + 3 * DAY_MS));
    payoutRows.push({
      id: payoutId,
      vendorId: groupSales[0]?.vendorId as string,
      idempotencyKey: `demo-payout-${key}`,
      requestHash: 'demo',
      grossCents: lines.reduce((sum, line) => sum + line.subtotalCents, 0),
      feeCents: lines.reduce((sum, line) => sum + line.feeCents, 0),
      feeGstCents: lines.reduce((sum, line) => sum + line.feeGstCents, 0),
      netCents: lines.reduce((sum, line) => sum + line.netCents, 0),
      saleCount: lines.length,
      createdBy: adminId ?? null,
      bankReference: `SOKO-${key.slice(-7).replace('-', '')}-${payoutRows.length + 1}`,
      paidAt: new Date(createdAt.getTime() + DAY_MS).toISOString().slice(0, 10),
      markedPaidBy: adminId ?? null,
      createdAt,
    });
    lineRows.push(...lines);
  }
  // Each vendor's latest payout is still waiting for the bank transfer.
  const latest = new Map(payoutRows.map((payout) => [payout.vendorId, payout]));
  for (const payout of latest.values()) Object.assign(payout, { bankReference: '', paidAt: null, markedPaidBy: null });
  return { payoutRows, lineRows };
}

function demoPayoutAudit(
  payoutRows: (typeof payouts.$inferInsert)[],
  lineRows: (typeof payoutLines.$inferInsert)[],
): (typeof auditLog.$inferInsert)[] {
  return payoutRows.flatMap((payout) => {
    const created = {
      actorId: payout.createdBy ?? null,
      action: 'payout.create',
      entityType: 'payout',
      entityId: payout.id as string,
      after: {
        vendorId: payout.vendorId,
        saleIds: lineRows.filter((line) => line.payoutId === payout.id).map((line) => line.saleId),
        grossCents: payout.grossCents,
        feeCents: payout.feeCents,
        netCents: payout.netCents,
      },
      createdAt: payout.createdAt as Date,
    };
    if (!payout.paidAt) return [created];
    const paid = {
      actorId: payout.markedPaidBy ?? null,
      action: 'payout.markPaid',
      entityType: 'payout',
      entityId: payout.id as string,
      before: { paidAt: null, bankReference: '', markedPaidBy: null },
      after: { paidAt: payout.paidAt, bankReference: payout.bankReference, markedPaidBy: payout.markedPaidBy },
      createdAt: new Date(`${payout.paidAt}T10:00:00+10:00`),
    };
    return [created, paid];
  });
}

export async function seedDemoOrders(db: Db, now: Date, gstRegistered: boolean): Promise<void> {
  const catalogue = await liveProducts(db);
  if (catalogue.length === 0) return;
  const rateOf = await rateBookFor(db, [...new Set(catalogue.map((product) => product.vendorId))]);
  const rows = demoSaleRows(catalogue, rateOf, now, gstRegistered);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 2)).limit(1);
  const { payoutRows, lineRows } = demoPayoutRows(rows, admin?.id, now);
  await db.transaction(async (tx) => {
    // Rows are in date order and a multi-row insert draws sequence values row by row, so order
    // and payout numbers rise with time.
    await insertInBatches(rows.orders, (batch) => tx.insert(orders).values(batch));
    await insertInBatches(rows.sales, (batch) => tx.insert(sales).values(batch));
    await insertInBatches(rows.items, (batch) => tx.insert(saleItems).values(batch));
    await insertInBatches(rows.history, (batch) => tx.insert(saleStatusHistory).values(batch));
    await insertInBatches(rows.refunds, (batch) => tx.insert(refunds).values(batch));
    await insertInBatches(payoutRows, (batch) => tx.insert(payouts).values(batch));
    await insertInBatches(lineRows, (batch) => tx.insert(payoutLines).values(batch));
    // The staff actions behind the payouts, as the audit log would have recorded them.
    await insertInBatches(demoPayoutAudit(payoutRows, lineRows), (batch) => tx.insert(auditLog).values(batch));
    for (const [productId, sold] of rows.soldByProduct) {
      await tx
        .update(products)
        .set({ sold: sql`${products.sold} + ${sold}` })
        .where(eq(products.id, productId));
    }
  });
}
