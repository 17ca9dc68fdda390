import { MARKETPLACE_TIME_ZONE, type SalePayoutState, type SaleStatus } from '@soko/shared';
import { type AnyColumn, and, eq, gte, lte, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  marketplaceSaleStatusTotals,
  marketplaceSaleTotals,
  saleStatusHistory,
  sales,
  vendorSaleStatusTotals,
  vendorSaleTotals,
} from '../../db/schema/index.ts';
import { isAnyOf, preparedByShape } from '../../lib/prepared-statements.ts';

/**
 * Readers of the per-day and all-time sale figures that triggers keep in step with the sales (migration 0003):
 * every total here costs a few hundred rows at most, however many sales there are.
 */

export interface TotalsScope {
  /** One vendor's figures; undefined for the whole marketplace. */
  vendorId?: string | undefined;
  status?: SaleStatus | undefined;
  /** Inclusive marketplace days, YYYY-MM-DD. */
  from?: string | undefined;
  to?: string | undefined;
  /** Only the sales in this state (cancelled sales are in none). */
  payoutState?: SalePayoutState | undefined;
  /** Leave out cancelled sales (earnings, statements). */
  excludeCancelled?: boolean | undefined;
}

/** A scope whose vendor, status and days may be a prepared statement's placeholders. */
type BindableScope = Omit<TotalsScope, 'vendorId' | 'status' | 'from' | 'to'> & {
  vendorId?: string | Placeholder | undefined;
  status?: SaleStatus | Placeholder | undefined;
  from?: string | Placeholder | undefined;
  to?: string | Placeholder | undefined;
};

/** The per-day table of a scope and its conditions: the vendor's own figures, or the marketplace's. */
function dayTableOf(scope: BindableScope) {
  const table = scope.vendorId ? vendorSaleTotals : marketplaceSaleTotals;
  const where = and(
    scope.vendorId ? eq(vendorSaleTotals.vendorId, scope.vendorId) : undefined,
    scope.from ? gte(table.day, scope.from) : undefined,
    scope.to ? lte(table.day, scope.to) : undefined,
    stateConditions(table, scope),
  );
  return { table, where };
}

/** Without dates, the all-time table: at most ten rows. */
function allTimeTableOf(scope: BindableScope) {
  const table = scope.vendorId ? vendorSaleStatusTotals : marketplaceSaleStatusTotals;
  const where = and(
    scope.vendorId ? eq(vendorSaleStatusTotals.vendorId, scope.vendorId) : undefined,
    stateConditions(table, scope),
  );
  return { table, where };
}

type StateColumns = { status: AnyColumn; inPayout: AnyColumn; paidOut: AnyColumn };

/** The rows of one payout state (see salePayoutStateOf). */
function payoutStateCondition(table: StateColumns, state: SalePayoutState): SQL {
  switch (state) {
    case 'not_delivered':
      return sql`not ${table.inPayout} and ${table.status} not in ('Delivered', 'Cancel')`;
    case 'awaiting_payout':
      return sql`not ${table.inPayout} and ${table.status} = 'Delivered'`;
    case 'in_payout':
      return sql`${table.inPayout} and not ${table.paidOut}`;
    case 'paid_out':
      return sql`${table.paidOut}`;
  }
}

function stateConditions(table: StateColumns, scope: BindableScope) {
  return and(
    scope.status ? eq(table.status, scope.status) : undefined,
    scope.payoutState ? payoutStateCondition(table, scope.payoutState) : undefined,
    scope.excludeCancelled ? ne(table.status, 'Cancel') : undefined,
  );
}

const sumOf = (value: SQL) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);

/**
 * How many sales a list holds: for a vendor and a status (either or both or neither) from the
 * all-time figures by a statement built once per shape and prepared, as every page of the sale list
 * asks; with days, from the day figures.
 */
export async function countSales(
  db: Db,
  scope: Pick<TotalsScope, 'vendorId' | 'status' | 'from' | 'to'>,
): Promise<number> {
  if (scope.from || scope.to) return (await saleFigures(db, scope)).sales;
  const byVendor = Boolean(scope.vendorId);
  const byStatus = Boolean(scope.status);
  const query = saleCountStatement(db, `${byVendor}|${byStatus}`, () => prepareSaleCount(db, byVendor, byStatus));
  const [row] = await query.execute({ vendorId: scope.vendorId, status: scope.status });
  return row?.sales ?? 0;
}

function prepareSaleCount(db: Db, byVendor: boolean, byStatus: boolean) {
  const table = byVendor ? vendorSaleStatusTotals : marketplaceSaleStatusTotals;
  return db
    .select({ sales: sumOf(sql`${table.sales}`) })
    .from(table)
    .where(
      and(
        byVendor ? eq(vendorSaleStatusTotals.vendorId, sql.placeholder('vendorId')) : undefined,
        byStatus ? eq(table.status, sql.placeholder('status')) : undefined,
      ),
    )
    .prepare('');
}

const saleCountStatement = preparedByShape<ReturnType<typeof prepareSaleCount>>();

export interface SaleFigures {
  sales: number;
  priceCents: number;
  shippingCents: number;
  feeCents: number;
  feeGstCents: number;
  netCents: number;
  /** Refunded to buyers, items and shipping. */
  refundedCents: number;
}

/** The net of each payout state: the four add up to the net of the sales not cancelled. */
export interface StatementFigures extends SaleFigures {
  notDeliveredNetCents: number;
  awaitingPayoutNetCents: number;
  inPayoutNetCents: number;
  paidOutNetCents: number;
}

const netWhen = (table: StateColumns & { netCents: AnyColumn }, state: SalePayoutState) =>
  sumOf(sql`case when ${payoutStateCondition(table, state)} then ${table.netCents} end`);

/**
 * Counts and sums of the sales in scope, with the statement's split by payout state, by a statement
 * built once per shape (which of vendor, status and days are set, the payout state, whether cancelled
 * sales count) and prepared: statements, dashboards and the sale list ask it at every request.
 */
export async function saleFigures(db: Db, scope: TotalsScope): Promise<StatementFigures> {
  const shape = [
    scope.vendorId ? 'vendor' : '',
    scope.status ? 'status' : '',
    scope.from ? 'from' : '',
    scope.to ? 'to' : '',
    scope.payoutState ?? '',
    scope.excludeCancelled ? 'not cancelled' : '',
  ].join('|');
  const statement = saleFiguresStatement(db, shape, () =>
    prepareSaleFigures(db, {
      payoutState: scope.payoutState,
      excludeCancelled: scope.excludeCancelled,
      vendorId: scope.vendorId ? sql.placeholder('vendorId') : undefined,
      status: scope.status ? sql.placeholder('status') : undefined,
      from: scope.from ? sql.placeholder('from') : undefined,
      to: scope.to ? sql.placeholder('to') : undefined,
    }),
  );
  const [row] = await statement.execute({
    vendorId: scope.vendorId,
    status: scope.status,
    from: scope.from,
    to: scope.to,
  });
  return (
    row ?? {
      sales: 0,
      priceCents: 0,
      shippingCents: 0,
      feeCents: 0,
      feeGstCents: 0,
      netCents: 0,
      refundedCents: 0,
      notDeliveredNetCents: 0,
      awaitingPayoutNetCents: 0,
      inPayoutNetCents: 0,
      paidOutNetCents: 0,
    }
  );
}

function prepareSaleFigures(db: Db, scope: BindableScope) {
  const { table, where } = scope.from || scope.to ? dayTableOf(scope) : allTimeTableOf(scope);
  return db
    .select({
      sales: sumOf(sql`${table.sales}`),
      priceCents: sumOf(sql`${table.priceCents}`),
      shippingCents: sumOf(sql`${table.shippingCents}`),
      feeCents: sumOf(sql`${table.feeCents}`),
      feeGstCents: sumOf(sql`${table.feeGstCents}`),
      netCents: sumOf(sql`${table.netCents}`),
      refundedCents: sumOf(sql`${table.refundedCents}`),
      notDeliveredNetCents: netWhen(table, 'not_delivered'),
      awaitingPayoutNetCents: netWhen(table, 'awaiting_payout'),
      inPayoutNetCents: netWhen(table, 'in_payout'),
      paidOutNetCents: netWhen(table, 'paid_out'),
    })
    .from(table)
    .where(where)
    .prepare('');
}

const saleFiguresStatement = preparedByShape<ReturnType<typeof prepareSaleFigures>>();

/** Vendors with delivered sales in no payout, and the net owed to them, from the all-time figures. */
export async function owedToVendors(db: Db): Promise<{ vendors: number; netCents: number }> {
  const owed = db
    .select({ net: sql<number>`sum(${vendorSaleStatusTotals.netCents})`.as('net') })
    .from(vendorSaleStatusTotals)
    .where(and(eq(vendorSaleStatusTotals.status, 'Delivered'), eq(vendorSaleStatusTotals.inPayout, false)))
    .groupBy(vendorSaleStatusTotals.vendorId)
    .having(sql`sum(${vendorSaleStatusTotals.netCents}) > 0`)
    .as('owed');
  const [row] = await db
    .select({ vendors: sql<number>`count(*)`.mapWith(Number), netCents: sumOf(sql`${owed.net}`) })
    .from(owed);
  return row ?? { vendors: 0, netCents: 0 };
}

export interface OwedVendorRow {
  vendorId: string;
  displayName: string;
  active: boolean;
  netCents: number;
}

/**
 * The vendors owed (the same definition as `owedToVendors`), biggest amount first, each with its
 * name in the same query: the payout form's picker shows who is owed how much.
 */
export async function owedByVendor(db: Db, limit: number): Promise<OwedVendorRow[]> {
  const owed = db
    .select({
      vendorId: vendorSaleStatusTotals.vendorId,
      net: sql<number>`sum(${vendorSaleStatusTotals.netCents})`.as('net'),
    })
    .from(vendorSaleStatusTotals)
    .where(and(eq(vendorSaleStatusTotals.status, 'Delivered'), eq(vendorSaleStatusTotals.inPayout, false)))
    .groupBy(vendorSaleStatusTotals.vendorId)
    .having(sql`sum(${vendorSaleStatusTotals.netCents}) > 0`)
    .as('owed');
  return db
    .select({
      vendorId: owed.vendorId,
      displayName: accounts.displayName,
      active: accounts.active,
      netCents: sql`${owed.net}`.mapWith(Number),
    })
    .from(owed)
    .innerJoin(accounts, eq(accounts.id, owed.vendorId))
    .orderBy(sql`${owed.net} desc`, owed.vendorId)
    .limit(limit);
}

export interface DayFigures {
  /** YYYY-MM-DD in the marketplace's time zone. */
  day: string;
  sales: number;
  amountCents: number;
  earningsCents: number;
}

/**
 * Sales not cancelled per marketplace day for the last `days` days ending today, days without
 * sales as zeros. Earnings are the vendor's net, or the fees for the marketplace (`vendorId` undefined).
 */
export async function salesByDay(db: Db, vendorId: string | undefined, days: number): Promise<DayFigures[]> {
  const today = sql`(now() at time zone ${MARKETPLACE_TIME_ZONE})::date`;
  const { table, where } = dayTableOf({ vendorId, excludeCancelled: true });
  const earned = vendorId ? table.netCents : table.feeCents;
  // Both drivers (node-postgres and PGlite) answer raw SQL with `rows`; the generic Db type does not say so.
  const result = (await db.execute(sql`
    with days as (
      select (${today} - offs)::date as day from generate_series(0, ${days - 1}::int) as offs
    ), figures as (
      select ${table.day} as day, sum(${table.sales})::int as sales,
        sum(${table.priceCents} + ${table.shippingCents})::bigint as amount, sum(${earned})::bigint as earnings
      from ${table}
      where ${and(where, sql`${table.day} >= ${today} - ${days - 1}::int`)}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
      coalesce(figures.sales, 0)::int as sales,
      coalesce(figures.amount, 0)::text as amount,
      coalesce(figures.earnings, 0)::text as earnings
    from days left join figures on figures.day = days.day
    order by days.day`)) as unknown as { rows: { day: string; sales: number; amount: string; earnings: string }[] };
  return result.rows.map((row) => ({
    day: row.day,
    sales: Number(row.sales),
    amountCents: Number(row.amount),
    earningsCents: Number(row.earnings),
  }));
}

/** How many sales each of these vendors has made (cancelled ones included), from the all-time figures. */
export async function salesPerVendor(db: Db, vendorIds: string[]): Promise<Map<string, number>> {
  if (vendorIds.length === 0) return new Map();
  const rows = await salesPerVendorStatement(db, 'any', () => prepareSalesPerVendor(db)).execute({ vendorIds });
  return new Map(rows.map((row) => [row.vendorId, row.sales]));
}

function prepareSalesPerVendor(db: Db) {
  return db
    .select({ vendorId: vendorSaleStatusTotals.vendorId, sales: sumOf(sql`${vendorSaleStatusTotals.sales}`) })
    .from(vendorSaleStatusTotals)
    .where(isAnyOf(vendorSaleStatusTotals.vendorId, 'vendorIds'))
    .groupBy(vendorSaleStatusTotals.vendorId)
    .prepare('');
}

const salesPerVendorStatement = preparedByShape<ReturnType<typeof prepareSalesPerVendor>>();

/**
 * A vendor's delivered sales, and their parcels overdue: still Shipped and first marked Shipped at
 * or before `overdueAt`. Parcels shipped since are in transit and count neither way. Delivered
 * comes from the kept totals; the overdue are read from the vendor's Shipped sales only.
 */
export async function selectDeliveryCounts(
  db: Db,
  vendorId: string,
  overdueAt: Date,
): Promise<{ delivered: number; overdue: number }> {
  const [totals, overdue] = await Promise.all([
    db
      .select({ delivered: sumOf(sql`${vendorSaleStatusTotals.sales}`) })
      .from(vendorSaleStatusTotals)
      .where(and(eq(vendorSaleStatusTotals.vendorId, vendorId), eq(vendorSaleStatusTotals.status, 'Delivered'))),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(sales)
      .where(
        and(
          eq(sales.vendorId, vendorId),
          eq(sales.status, 'Shipped'),
          sql`(select min(${saleStatusHistory.createdAt}) from ${saleStatusHistory}
                where ${saleStatusHistory.saleId} = ${sales.id} and ${saleStatusHistory.toStatus} = 'Shipped') <= ${overdueAt.toISOString()}::timestamptz`,
        ),
      ),
  ]);
  return { delivered: totals[0]?.delivered ?? 0, overdue: overdue[0]?.count ?? 0 };
}

/**
 * Recomputes every figure from the sale rows, and each sale's payout from the payout lines: for
 * data loaded with the triggers switched off (the benchmark's generator), and for the tests that
 * compare the kept figures with a fresh sum.
 */
export async function rebuildSaleTotals(db: Db): Promise<void> {
  await db.execute(sql`
    update sales set payout_id = held.payout_id, paid_out = held.paid_out
    from (
      select sales.id, payout_lines.payout_id, coalesce(payouts.paid_at is not null, false) as paid_out
      from sales
      left join payout_lines on payout_lines.sale_id = sales.id
      left join payouts on payouts.id = payout_lines.payout_id
    ) as held
    where held.id = sales.id
      and (sales.payout_id is distinct from held.payout_id or sales.paid_out <> held.paid_out)`);
  await db.execute(sql`delete from vendor_sale_totals`);
  await db.execute(sql`delete from marketplace_sale_totals`);
  await db.execute(sql`delete from vendor_sale_status_totals`);
  await db.execute(sql`delete from marketplace_sale_status_totals`);
  // Refunds after a payout count under their sale's day, Delivered, in the state of the payout that deducts them.
  await db.execute(sql`
    insert into vendor_sale_totals (vendor_id, day, status, in_payout, paid_out, sales, price_cents, shipping_cents,
      fee_cents, fee_gst_cents, net_cents, refunded_cents)
    select vendor_id, day, status, in_payout, paid_out, sum(sales)::int, sum(price_cents), sum(shipping_cents),
      sum(fee_cents), sum(fee_gst_cents), sum(net_cents), sum(refunded_cents)
    from (
      select vendor_id, (created_at at time zone ${MARKETPLACE_TIME_ZONE})::date as day, status,
        payout_id is not null as in_payout, paid_out, 1 as sales, price_cents, shipping_cents, fee_cents, fee_gst_cents,
        net_cents, refunded_cents + refunded_shipping_cents as refunded_cents
      from sales
      union all
      select vendor_id, (sale_created_at at time zone ${MARKETPLACE_TIME_ZONE})::date, 'Delivered', payout_id is not null,
        paid_out, 0, 0, 0, fee_cents, fee_gst_cents, net_cents, 0
      from payout_adjustments
    ) as figures
    group by 1, 2, 3, 4, 5`);
  await db.execute(sql`
    insert into marketplace_sale_totals (day, status, in_payout, paid_out, sales, price_cents, shipping_cents, fee_cents,
      fee_gst_cents, net_cents, refunded_cents)
    select day, status, in_payout, paid_out, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents),
      sum(fee_gst_cents), sum(net_cents), sum(refunded_cents)
    from vendor_sale_totals group by 1, 2, 3, 4`);
  await db.execute(sql`
    insert into vendor_sale_status_totals (vendor_id, status, in_payout, paid_out, sales, price_cents, shipping_cents,
      fee_cents, fee_gst_cents, net_cents, refunded_cents)
    select vendor_id, status, in_payout, paid_out, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents),
      sum(fee_gst_cents), sum(net_cents), sum(refunded_cents)
    from vendor_sale_totals group by 1, 2, 3, 4`);
  await db.execute(sql`
    insert into marketplace_sale_status_totals (status, in_payout, paid_out, sales, price_cents, shipping_cents,
      fee_cents, fee_gst_cents, net_cents, refunded_cents)
    select status, in_payout, paid_out, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents),
      sum(fee_gst_cents), sum(net_cents), sum(refunded_cents)
    from vendor_sale_totals group by 1, 2, 3`);
}
