import { randomUUID } from 'node:crypto';
import {
  type DashboardDto,
  dollarsToCents,
  MARKETPLACE_TIME_ZONE,
  marketplaceToday,
  type OrderDto,
  type PayoutDetailDto,
  type PayoutListDto,
  type RemitListDto,
  SALE_PAYOUT_STATES,
  type SaleDetailDto,
  type SalePayoutState,
  type SaleStatus,
  type StatementDto,
  salePayoutStateOf,
} from '@soko/shared';
import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { adminToken, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder, setSaleStatus } from '../../test/orders.ts';
import { postPayout } from '../../test/payouts.ts';

/**
 * Random storefront orders, status changes, payout attempts and recorded bank transfers, all through
 * the real API on one app, against a model of what each sale is. After every run, for every vendor:
 * the statement's four states (not delivered, awaiting payout, in a payout pending transfer, paid out)
 * add up to the net of the sales not cancelled and each equals the model's, only payouts marked paid
 * count as paid out, the remit list owes exactly the awaiting ones, no sale is in two payouts, the
 * dashboard's earnings and chart equal the net of the sales not cancelled, and the day figures the
 * triggers keep equal a fresh sum over the sale rows.
 */
let ctx: TestContext;
let admin: string;
const vendors: OnboardedVendor[] = [];
/** Each vendor's two products: paid shipping and free shipping. */
const productsOf: string[][] = [];

interface ModelSale {
  vendor: number;
  status: SaleStatus;
  netCents: number;
  /** The payout that holds it. */
  payoutId: string | null;
}
const model = new Map<string, ModelSale>();
/** Every payout made, and whether its bank transfer is recorded. */
const payoutsPaid = new Map<string, boolean>();
let tracking = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  for (const [index, name] of ['Property Kente', 'Property Spice'].entries()) {
    const vendor = await onboardVendor(ctx, { displayName: name });
    vendors.push(vendor);
    productsOf.push([
      (await createLiveProduct(ctx, vendor, { price: 19.99 + index, deliveryPrice: 7.45, stock: 5_000 }))._id,
      (await createLiveProduct(ctx, vendor, { name: 'Free post', price: 8.5, shipping: 1, stock: 5_000 }))._id,
    ]);
  }
});
afterAll(async () => {
  await ctx?.close();
});

const get = async <T>(url: string, token: string) => {
  const response = await ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
  expect(response.statusCode, url).toBe(200);
  return response.json() as T;
};
const cents = (dollars: number) => dollarsToCents(dollars);

type Command =
  | { kind: 'order'; lines: { vendor: number; product: number; qty: number }[] }
  | { kind: 'status'; pick: number; status: SaleStatus; anySale: boolean }
  | { kind: 'payout'; vendor: number; picks: number[]; remittableOnly: boolean; replay: boolean }
  | { kind: 'markPaid'; pick: number };

const vendorIndex = fc.integer({ min: 0, max: 1 });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      lines: fc.array(
        fc.record({
          vendor: vendorIndex,
          product: fc.integer({ min: 0, max: 1 }),
          qty: fc.integer({ min: 1, max: 3 }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('status' as const),
      pick: fc.nat(),
      // Delivered most often, so that there is something to pay.
      status: fc.constantFrom<SaleStatus>('Delivered', 'Delivered', 'Delivered', 'Shipped', 'Processing', 'Cancel'),
      // Mostly a sale still moving; sometimes any sale, paid-out and final ones included.
      anySale: fc.constantFrom(true, false, false, false),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('payout' as const),
      vendor: vendorIndex,
      picks: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
      // Mostly sales that can be paid; otherwise any of the vendor's, which may be refused.
      remittableOnly: fc.constantFrom(true, true, false),
      replay: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('markPaid' as const), pick: fc.nat() }) },
);

const isPaid = (sale: ModelSale) => sale.payoutId !== null;

async function markPaid(pick: number): Promise<void> {
  const pending = [...payoutsPaid].filter(([, paid]) => !paid).map(([id]) => id);
  const id = pending[pick % Math.max(pending.length, 1)];
  if (!id) return;
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/transfer/${id}/paid`,
    headers: { 'x-auth-token': admin },
    payload: { bankReference: `PROP-${pick}`, paidAt: marketplaceToday() },
  });
  expect(response.statusCode).toBe(200);
  payoutsPaid.set(id, true);
}

async function run(step: Command): Promise<void> {
  if (step.kind === 'order') {
    const items = step.lines.map((line) => ({
      productId: productsOf[line.vendor]?.[line.product] ?? '',
      qty: line.qty,
    }));
    const response = await placeOrder(ctx, items);
    expect(response.statusCode).toBe(201);
    for (const sale of (response.json() as OrderDto).sales) {
      const vendor = vendors.findIndex((candidate) => candidate.id === sale.vendorId._id);
      const detail = await get<SaleDetailDto>(`/api/sale/${sale._id}`, admin);
      model.set(sale._id, { vendor, status: sale.status, netCents: cents(detail.net), payoutId: null });
    }
    return;
  }
  if (step.kind === 'markPaid') return markPaid(step.pick);
  const ids = [...model.keys()];
  if (step.kind === 'status') {
    const moving = ids.filter((id) => !['Delivered', 'Cancel'].includes(model.get(id)?.status ?? ''));
    const candidates = step.anySale || moving.length === 0 ? ids : moving;
    const id = candidates[step.pick % Math.max(candidates.length, 1)];
    const sale = id ? model.get(id) : undefined;
    if (!id || !sale) return;
    tracking += 1;
    const token = vendors[sale.vendor]?.token ?? '';
    const response = await setSaleStatus(ctx, token, id, step.status, `AP${tracking}`);
    // A paid-out sale never changes; otherwise the sales workflow decides.
    if (isPaid(sale)) expect(response.statusCode).toBe(409);
    if (response.statusCode === 200) sale.status = step.status;
    return;
  }
  const own = ids.filter((id) => {
    const sale = model.get(id);
    if (sale?.vendor !== step.vendor) return false;
    return !step.remittableOnly || (sale.status === 'Delivered' && !isPaid(sale));
  });
  const chosen = [...new Set(step.picks.map((pick) => own[pick % Math.max(own.length, 1)]))].filter(
    (id): id is string => id !== undefined,
  );
  if (chosen.length === 0) return;
  const payable = chosen.every((id) => {
    const sale = model.get(id);
    return sale?.status === 'Delivered' && !isPaid(sale);
  });
  const vendor = vendors[step.vendor];
  if (!vendor) return;
  const key = randomUUID();
  const response = await postPayout(ctx, admin, vendor.id, { sales: chosen }, key);
  expect(response.statusCode).toBe(payable ? 201 : 409);
  if (!payable) return;
  const payout = response.json() as PayoutDetailDto;
  const want = chosen.reduce((total, id) => total + (model.get(id)?.netCents ?? 0), 0);
  expect(cents(payout.net)).toBe(want);
  expect(cents(payout.gross)).toBe(cents(payout.fee) + cents(payout.net));
  for (const id of chosen) {
    const sale = model.get(id);
    if (sale) sale.payoutId = payout._id;
  }
  payoutsPaid.set(payout._id, false);
  if (step.replay) {
    const again = await postPayout(ctx, admin, vendor.id, { sales: [...chosen].reverse() }, key);
    expect(again.statusCode).toBe(200);
    expect((again.json() as PayoutDetailDto)._id).toBe(payout._id);
  }
}

/** Rows of raw SQL; both drivers answer `{ rows }`. */
async function rowsOf(query: SQL): Promise<unknown[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
}

/**
 * The figures the triggers keep, and the same figures summed afresh from the sale rows: equal
 * after any history (rows whose figures went back to zero are left out of both).
 */
async function expectKeptTotalsToMatchSales(): Promise<void> {
  const measures = sql.raw(
    'sum(sales)::int as sales, sum(price_cents)::text as price, sum(shipping_cents)::text as shipping, sum(fee_cents)::text as fee, sum(fee_gst_cents)::text as fee_gst, sum(net_cents)::text as net',
  );
  const nonZero = sql.raw('sum(sales) <> 0 or sum(price_cents) <> 0 or sum(fee_cents) <> 0 or sum(net_cents) <> 0');
  const fresh = sql.raw(`(select vendor_id, (created_at at time zone '${MARKETPLACE_TIME_ZONE}')::date as day, status,
    payout_id is not null as in_payout, paid_out, 1 as sales, price_cents, shipping_cents, fee_cents, fee_gst_cents, net_cents
    from sales) as fresh`);
  const perVendor = (from: SQL) =>
    rowsOf(sql`select vendor_id, day::text, status, in_payout, paid_out, ${measures} from ${from}
      group by 1, 2, 3, 4, 5 having ${nonZero} order by 1, 2, 3, 4, 5`);
  const marketplace = (from: SQL) =>
    rowsOf(sql`select day::text, status, in_payout, paid_out, ${measures} from ${from}
      group by 1, 2, 3, 4 having ${nonZero} order by 1, 2, 3, 4`);
  expect(await perVendor(sql.raw('vendor_sale_totals'))).toEqual(await perVendor(fresh));
  expect(await marketplace(sql.raw('marketplace_sale_totals'))).toEqual(await marketplace(fresh));
  const allTime = (keys: string, from: SQL) =>
    rowsOf(
      sql`select ${sql.raw(keys)}, ${measures} from ${from} group by ${sql.raw(keys)} having ${nonZero} order by ${sql.raw(keys)}`,
    );
  const vendorKeys = 'vendor_id, status, in_payout, paid_out';
  expect(await allTime(vendorKeys, sql.raw('vendor_sale_status_totals'))).toEqual(await allTime(vendorKeys, fresh));
  expect(await allTime('status, in_payout, paid_out', sql.raw('marketplace_sale_status_totals'))).toEqual(
    await allTime('status, in_payout, paid_out', fresh),
  );
}

/** The state the model says a sale is in (cancelled sales are in none). */
function modelState(sale: ModelSale): SalePayoutState | null {
  return salePayoutStateOf(
    sale.status,
    sale.payoutId === null ? null : { paid: payoutsPaid.get(sale.payoutId) ?? false },
  );
}

async function checkInvariants(): Promise<void> {
  await expectKeptTotalsToMatchSales();
  for (const [index, vendor] of vendors.entries()) {
    const mine = [...model.values()].filter((sale) => sale.vendor === index);
    const netOf = (sales: ModelSale[]) => sales.reduce((total, sale) => total + sale.netCents, 0);
    const netIn = (state: SalePayoutState) => netOf(mine.filter((sale) => modelState(sale) === state));
    const statement = await get<StatementDto>('/api/transfer/statement?limit=1', vendor.token);
    const { notDeliveredNet, awaitingPayoutNet, inPayoutNet, paidOutNet } = statement.totals;
    const earned = netOf(mine.filter((sale) => sale.status !== 'Cancel'));
    expect(cents(notDeliveredNet) + cents(awaitingPayoutNet) + cents(inPayoutNet) + cents(paidOutNet)).toBe(earned);
    expect(cents(statement.totals.net)).toBe(earned);
    expect(cents(notDeliveredNet)).toBe(netIn('not_delivered'));
    expect(cents(awaitingPayoutNet)).toBe(netIn('awaiting_payout'));
    expect(cents(inPayoutNet)).toBe(netIn('in_payout'));
    expect(cents(paidOutNet)).toBe(netIn('paid_out'));
    expect(statement.total).toBe(mine.filter((sale) => sale.status !== 'Cancel').length);

    const dashboard = await get<DashboardDto>('/api/dashboard', vendor.token);
    expect(cents(dashboard.earnings)).toBe(earned);
    expect(dashboard.chart.reduce((total, day) => total + cents(day.earnings), 0)).toBe(earned);
    expect(cents((await get<{ total: number }>('/api/sale/earnings', vendor.token)).total)).toBe(earned);

    const remit = await get<RemitListDto>(`/api/transfer/salesRemit/${vendor.id}?limit=1`, admin);
    expect(cents(remit.totals.net)).toBe(cents(awaitingPayoutNet));

    // Each state's lines are the model's, and the payouts marked paid hold exactly the paid-out net.
    for (const state of SALE_PAYOUT_STATES) {
      const lines = await get<StatementDto>(`/api/transfer/statement?limit=1&state=${state}`, vendor.token);
      expect(lines.total, state).toBe(mine.filter((sale) => modelState(sale) === state).length);
    }
    const paidPayouts = await get<PayoutListDto>('/api/transfer?limit=1&status=Paid', vendor.token);
    expect(cents(paidPayouts.totals.net)).toBe(netIn('paid_out'));
    // No sale is paid twice: the payouts hold exactly as many sales as the model put in them.
    const payouts = await get<PayoutListDto>('/api/transfer?limit=1', vendor.token);
    expect(payouts.totals.count).toBe(mine.filter((sale) => sale.payoutId !== null).length);
  }
}

describe('payouts under random orders, status changes, payouts and transfers', () => {
  it('keep the four payout states adding up to earnings for every vendor, paid out only once transferred, never paying a sale twice', {
    timeout: 120_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 10 }), async (steps) => {
        for (const step of steps) await run(step);
        await checkInvariants();
      }),
      // Every run adds to the same marketplace, so the model carries over; shrinking replays on a changed state.
      { numRuns: 20, endOnFailure: true },
    );
  });
});
