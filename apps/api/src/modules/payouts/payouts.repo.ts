import {
  MARKETPLACE_TIME_ZONE,
  type PayoutStatus,
  ROLE_VENDOR,
  type SalePayoutState,
  type SaleStatus,
  salePayoutStateOf,
} from '@soko/shared';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  bankAccounts,
  orders,
  type Payout,
  payoutDayTotals,
  payoutLines,
  payouts,
  saleStatusHistory,
  sales,
  users,
} from '../../db/schema/index.ts';
import { keysetBatches } from '../../lib/csv-stream.ts';
import { dayRange } from '../../lib/marketplace-days.ts';
import {
  afterCursor,
  cursorKeyOf,
  fixedLimit,
  type KeysetSort,
  listLimit,
  offsetOf,
  orderByOf,
  type PagePosition,
  pageOfRows,
} from '../../lib/pagination.ts';
import { preparedByShape } from '../../lib/prepared-statements.ts';
import { notesOfSaleText } from '../invoices/index.ts';
import { adjustedGrossOfSale, feeNotesOfPayoutText, type StatementScope } from '../ledger/index.ts';

export type { StatementScope };

const vendor = alias(users, 'vendor');
const creator = alias(users, 'creator');
const marker = alias(users, 'marker');

const sumOf = (value: AnyColumn | SQL) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);

export interface VendorRow {
  id: string;
  displayName: string;
  firstName: string;
  email: string;
  abn: string;
}

/** A vendor account (not staff) by id. */
export async function findVendor(db: Db, id: string): Promise<VendorRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      displayName: users.displayName,
      firstName: users.firstName,
      email: users.email,
      abn: users.abn,
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, ROLE_VENDOR)))
    .limit(1);
  return row;
}

// ---------- sales to remit ----------

/**
 * A vendor's delivered sales not yet in a payout; served by the partial index sales_remit_idx. The
 * status is written into the SQL, not bound: a named statement's generic plan cannot prove a partial
 * index's condition from a parameter, and would sort every delivered sale of the vendor instead.
 */
function remitWhere(vendorId: string): SQL {
  return and(eq(sales.vendorId, vendorId), sql`${sales.status} = 'Delivered'`, isNull(sales.payoutId)) as SQL;
}

/** When the sale became Delivered: its status history, else its last change (Delivered is final). */
const deliveredAt =
  sql<Date>`coalesce((select max(${saleStatusHistory.createdAt}) from ${saleStatusHistory} where ${saleStatusHistory.saleId} = ${sales.id} and ${saleStatusHistory.toStatus} = 'Delivered'), ${sales.updatedAt})`.mapWith(
    sales.updatedAt,
  );

export interface RemitRow {
  id: string;
  orderNumber: number;
  customerName: string;
  deliveredAt: Date;
  priceCents: number;
  shippingCents: number;
  /** Refunded before the payout: the subtotal it pays is what the buyer kept. */
  refundedCents: number;
  feeCents: number;
  feeGstCents: number;
  netCents: number;
}

export interface CentsTotals {
  count: number;
  subtotalCents: number;
  feeCents: number;
  feeGstCents: number;
  netCents: number;
}

export async function listRemit(
  db: Db,
  vendorId: string,
  page: number,
  limit: number,
): Promise<{ rows: RemitRow[]; totals: CentsTotals }> {
  const where = remitWhere(vendorId);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: sales.id,
        orderNumber: orders.number,
        customerName: orders.customerName,
        deliveredAt,
        priceCents: sales.priceCents,
        shippingCents: sales.shippingCents,
        refundedCents: sql<number>`${sales.refundedCents} + ${sales.refundedShippingCents}`.mapWith(Number),
        feeCents: sales.feeCents,
        feeGstCents: sales.feeGstCents,
        netCents: sales.netCents,
      })
      .from(sales)
      .innerJoin(orders, eq(orders.id, sales.orderId))
      .where(where)
      .orderBy(asc(sales.createdAt), asc(sales.id))
      .limit(listLimit(limit, true))
      .offset(offsetOf(page, limit)),
    db
      .select({
        count: count(),
        subtotalCents: sumOf(
          sql`${sales.priceCents} + ${sales.shippingCents} - ${sales.refundedCents} - ${sales.refundedShippingCents}`,
        ),
        feeCents: sumOf(sales.feeCents),
        feeGstCents: sumOf(sales.feeGstCents),
        netCents: sumOf(sales.netCents),
      })
      .from(sales)
      .where(where),
  ]);
  return { rows, totals: totals ?? { count: 0, subtotalCents: 0, feeCents: 0, feeGstCents: 0, netCents: 0 } };
}

/** The amounts of the first `max` sales to remit, in list order: what "select all" selects. */
export function remitAmounts(db: Db, vendorId: string, max: number) {
  return db
    .select({
      id: sales.id,
      priceCents: sales.priceCents,
      shippingCents: sales.shippingCents,
      refundedCents: sql<number>`${sales.refundedCents} + ${sales.refundedShippingCents}`.mapWith(Number),
      feeCents: sales.feeCents,
      feeGstCents: sales.feeGstCents,
      netCents: sales.netCents,
    })
    .from(sales)
    .where(remitWhere(vendorId))
    .orderBy(asc(sales.createdAt), asc(sales.id))
    .limit(max);
}

// ---------- creating a payout ----------

export interface LockedSale {
  id: string;
  vendorId: string;
  status: SaleStatus;
  orderNumber: number;
  priceCents: number;
  shippingCents: number;
  refundedCents: number;
  feeCents: number;
  feeGstCents: number;
  netCents: number;
}

/**
 * Locks these sales for the rest of the transaction, in id order so that two payouts sharing
 * sales cannot deadlock. A status change or another payout of them waits until this one ends.
 */
export function lockSales(db: Db, ids: string[]): Promise<LockedSale[]> {
  return db
    .select({
      id: sales.id,
      vendorId: sales.vendorId,
      status: sales.status,
      orderNumber: orders.number,
      priceCents: sales.priceCents,
      shippingCents: sales.shippingCents,
      refundedCents: sql<number>`${sales.refundedCents} + ${sales.refundedShippingCents}`.mapWith(Number),
      feeCents: sales.feeCents,
      feeGstCents: sales.feeGstCents,
      netCents: sales.netCents,
    })
    .from(sales)
    .innerJoin(orders, eq(orders.id, sales.orderId))
    .where(inArray(sales.id, ids))
    .orderBy(asc(sales.id))
    .for('update', { of: sales });
}

/**
 * Which of these sales are already in a payout. Run after lockSales, as its own statement, so that
 * it sees a payout committed while this transaction waited for the locks.
 */
export async function paidSaleIds(db: Db, ids: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ saleId: payoutLines.saleId })
    .from(payoutLines)
    .where(inArray(payoutLines.saleId, ids));
  return new Set(rows.map((row) => row.saleId));
}

export async function findPayoutByKey(db: Db, key: string): Promise<Pick<Payout, 'id' | 'requestHash'> | undefined> {
  const [row] = await db
    .select({ id: payouts.id, requestHash: payouts.requestHash })
    .from(payouts)
    .where(eq(payouts.idempotencyKey, key))
    .limit(1);
  return row;
}

export async function insertPayout(db: Db, values: typeof payouts.$inferInsert): Promise<Payout> {
  const [row] = await db.insert(payouts).values(values).returning();
  if (!row) throw new Error('insert returned no payout');
  return row;
}

/** The payout's lines; a trigger notes the payout on each sale (what lists and the kept totals read). */
export async function insertPayoutLines(db: Db, values: (typeof payoutLines.$inferInsert)[]): Promise<void> {
  await db.insert(payoutLines).values(values);
}

// ---------- reading payouts ----------

const payoutColumns = {
  payout: payouts,
  vendorName: vendor.displayName,
  bankAccountOnFile: sql<boolean>`${bankAccounts.vendorId} is not null`.mapWith(Boolean),
  bankHoldUntil: bankAccounts.holdUntil,
  bankChangedAt: bankAccounts.updatedAt,
  creatorFirstName: creator.firstName,
  creatorLastName: creator.lastName,
  markerFirstName: marker.firstName,
  markerLastName: marker.lastName,
};

export interface PayoutRow {
  payout: Payout;
  vendorName: string;
  bankAccountOnFile: boolean;
  bankHoldUntil: Date | null;
  bankChangedAt: Date | null;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  markerFirstName: string | null;
  markerLastName: string | null;
}

export interface PayoutScope {
  /** Only this vendor's payouts; undefined for every vendor's. */
  vendorId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  status?: PayoutStatus | undefined;
}

/** A scope whose vendor may be a prepared statement's placeholder. */
type BindableScope = Omit<PayoutScope, 'vendorId'> & { vendorId?: string | Placeholder | undefined };

function payoutWhere(scope: BindableScope): SQL | undefined {
  return and(
    scope.vendorId ? eq(payouts.vendorId, scope.vendorId) : undefined,
    dayRange(payouts.createdAt, scope.from, scope.to),
    scope.status === 'Paid' ? isNotNull(payouts.paidAt) : undefined,
    scope.status === 'Pending' ? isNull(payouts.paidAt) : undefined,
  );
}

function selectPayouts(db: Db) {
  return db
    .select(payoutColumns)
    .from(payouts)
    .innerJoin(vendor, eq(vendor.id, payouts.vendorId))
    .leftJoin(bankAccounts, eq(bankAccounts.vendorId, payouts.vendorId))
    .leftJoin(creator, eq(creator.id, payouts.createdBy))
    .leftJoin(marker, eq(marker.id, payouts.markedPaidBy));
}

export interface PayoutCentsTotals {
  grossCents: number;
  feeCents: number;
  feeGstCents: number;
  netCents: number;
  saleCount: number;
  /** The sales of the payouts marked paid: a pending payout's sales are not paid yet. */
  paidSaleCount: number;
}

/** The list's one order, newest first; the id breaks ties between payouts of one instant (keyset pages). */
export const PAYOUT_SORT = 'newest';
export const PAYOUT_KEYSET: KeysetSort = {
  key: payouts.createdAt,
  keyType: 'timestamptz',
  id: payouts.id,
  direction: 'desc',
};
const PAYOUTS_NEWEST_FIRST = orderByOf(PAYOUT_KEYSET);

/**
 * A page of payouts, served by payouts_created_idx, payouts_vendor_created_idx or payouts_unpaid_idx.
 * A `?page=` picks its payouts from the index first and joins only those: the rows it skips are
 * index entries, not joined rows (which the planner would otherwise hash-join and sort whole).
 */
export async function listPayouts(
  db: Db,
  scope: PayoutScope,
  position: PagePosition,
  limit: number,
): Promise<{ rows: PayoutRow[]; nextCursor: string | null }> {
  const rowsText = fixedLimit(limit + 1);
  if (!scope.from && !scope.to && rowsText !== undefined) {
    const place = 'cursor' in position ? 'cursor' : position.page > 1 ? 'later' : 'first';
    const shape = `${scope.vendorId ? 'vendor' : ''}|${scope.status ?? ''}|${place}|${limit}`;
    const statement = payoutPageStatement(db, shape, () => preparePayoutPage(db, scope, place, rowsText));
    const rows = await statement.execute({
      vendorId: scope.vendorId,
      ...('cursor' in position
        ? { cursorKey: position.cursor.key, cursorId: position.cursor.id }
        : { offset: offsetOf(position.page, limit) }),
    });
    const page = pageOfRows(rows, limit, PAYOUT_SORT);
    return { rows: page.rows.map(({ cursorKey: _, id: __, ...row }) => row), nextCursor: page.nextCursor };
  }
  const rows = await payoutPageQuery(
    db,
    scope,
    'cursor' in position ? { cursor: position.cursor } : { offset: offsetOf(position.page, limit) },
    listLimit(limit + 1, false),
  );
  const page = pageOfRows(rows, limit, PAYOUT_SORT);
  return { rows: page.rows.map(({ cursorKey: _, id: __, ...row }) => row), nextCursor: page.nextCursor };
}

type PayoutPagePlace =
  | { cursor: { key: string | Placeholder; id: string | Placeholder } }
  | { offset: number | Placeholder | undefined };

/**
 * A page of payouts: after a cursor, or by number, when its ids are found on the index first so that
 * the payouts the offset skips are not joined.
 */
function payoutPageQuery(db: Db, scope: BindableScope, place: PayoutPagePlace, rows: number | SQL) {
  const pageRows = rows as number;
  return db
    .select({ ...payoutColumns, cursorKey: cursorKeyOf(PAYOUT_KEYSET), id: payouts.id })
    .from(payouts)
    .innerJoin(vendor, eq(vendor.id, payouts.vendorId))
    .leftJoin(bankAccounts, eq(bankAccounts.vendorId, payouts.vendorId))
    .leftJoin(creator, eq(creator.id, payouts.createdBy))
    .leftJoin(marker, eq(marker.id, payouts.markedPaidBy))
    .where(
      'cursor' in place
        ? and(payoutWhere(scope), afterCursor(PAYOUT_KEYSET, place.cursor))
        : inArray(payouts.id, pageIdsOf(db, scope, place.offset, pageRows)),
    )
    .orderBy(...PAYOUTS_NEWEST_FIRST)
    .limit(pageRows);
}

/** The ids of a page by number, from the index; the first page has no offset clause at all. */
function pageIdsOf(db: Db, scope: BindableScope, offset: number | Placeholder | undefined, rows: number) {
  const ids = db
    .select({ id: payouts.id })
    .from(payouts)
    .where(payoutWhere(scope))
    .orderBy(...PAYOUTS_NEWEST_FIRST)
    .limit(rows)
    .$dynamic();
  return offset === undefined ? ids : ids.offset(offset);
}

/**
 * A page of payouts without dates, built once per shape (vendor or not, status, first page, later
 * page or cursor, page size) and prepared; the vendor, cursor and offset are its values. The first
 * page has no offset: a generic plan for "offset $1" takes it for a deep one.
 */
function preparePayoutPage(db: Db, scope: PayoutScope, place: 'first' | 'later' | 'cursor', rows: SQL) {
  const bound: BindableScope = { ...scope, vendorId: scope.vendorId ? sql.placeholder('vendorId') : undefined };
  return payoutPageQuery(
    db,
    bound,
    place === 'cursor'
      ? { cursor: { key: sql.placeholder('cursorKey'), id: sql.placeholder('cursorId') } }
      : { offset: place === 'later' ? sql.placeholder('offset') : undefined },
    rows,
  ).prepare('');
}

const payoutPageStatement = preparedByShape<ReturnType<typeof preparePayoutPage>>();

/**
 * The marketplace day (YYYY-MM-DD) of a timestamp, by the database: an export formats a million of
 * them, and a JavaScript date formatter for a time zone costs tens of microseconds each.
 */
const dayOf = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone ${MARKETPLACE_TIME_ZONE}, 'YYYY-MM-DD')`;

export interface PayoutExportRow extends PayoutRow {
  /** The day it was created, in the marketplace's time zone. */
  createdDay: string;
  /** The fee adjustment notes it deducts, as text. */
  adjustmentNotes: string;
}

/** Every payout in scope, newest first, a batch at a time (the CSV export; see keysetBatches). */
export function payoutBatches(db: Db, scope: PayoutScope, batchSize?: number): AsyncGenerator<PayoutExportRow[]> {
  const where = payoutWhere(scope);
  // The timestamp as PostgreSQL's text keeps its microseconds, which a JavaScript Date would drop.
  const readBatch = (after: { createdAt: string; id: string } | undefined, limit: number) =>
    db
      .select({
        ...payoutColumns,
        createdDay: dayOf(payouts.createdAt),
        adjustmentNotes: feeNotesOfPayoutText(payouts.id),
        cursor: { createdAt: sql<string>`${payouts.createdAt}::text`, id: payouts.id },
      })
      .from(payouts)
      .innerJoin(vendor, eq(vendor.id, payouts.vendorId))
      .leftJoin(bankAccounts, eq(bankAccounts.vendorId, payouts.vendorId))
      .leftJoin(creator, eq(creator.id, payouts.createdBy))
      .leftJoin(marker, eq(marker.id, payouts.markedPaidBy))
      .where(
        and(
          where,
          after
            ? sql`(${payouts.createdAt}, ${payouts.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(...PAYOUTS_NEWEST_FIRST)
      .limit(limit);
  return keysetBatches(readBatch, (row) => row.cursor, batchSize);
}

/**
 * The count and sums of the payouts in scope: one vendor's from their own payouts (a few dozen), the
 * whole marketplace's from the kept day figures, so that neither sums every payout.
 */
export async function payoutTotals(db: Db, scope: PayoutScope): Promise<{ total: number } & PayoutCentsTotals> {
  if (!scope.vendorId) return marketplacePayoutTotals(db, scope);
  const [row] =
    scope.from || scope.to
      ? await vendorPayoutTotalsQuery(db, scope)
      : await vendorPayoutTotalsStatement(db, scope.status ?? '', () =>
          vendorPayoutTotalsQuery(db, { ...scope, vendorId: sql.placeholder('vendorId') }).prepare(''),
        ).execute({ vendorId: scope.vendorId });
  return row ?? { total: 0, grossCents: 0, feeCents: 0, feeGstCents: 0, netCents: 0, saleCount: 0, paidSaleCount: 0 };
}

/** One vendor's payouts in scope, counted and summed; prepared once per status when no days are asked. */
function vendorPayoutTotalsQuery(db: Db, scope: BindableScope) {
  return db
    .select({
      total: count(),
      grossCents: sumOf(payouts.grossCents),
      feeCents: sumOf(payouts.feeCents),
      feeGstCents: sumOf(payouts.feeGstCents),
      netCents: sumOf(payouts.netCents),
      saleCount: sumOf(payouts.saleCount),
      paidSaleCount: sumOf(sql`case when ${payouts.paidAt} is not null then ${payouts.saleCount} end`),
    })
    .from(payouts)
    .where(payoutWhere(scope));
}

const vendorPayoutTotalsStatement =
  preparedByShape<ReturnType<ReturnType<typeof vendorPayoutTotalsQuery>['prepare']>>();

async function marketplacePayoutTotals(db: Db, scope: PayoutScope): Promise<{ total: number } & PayoutCentsTotals> {
  const [row] = await db
    .select({
      total: sumOf(payoutDayTotals.payouts),
      grossCents: sumOf(payoutDayTotals.grossCents),
      feeCents: sumOf(payoutDayTotals.feeCents),
      feeGstCents: sumOf(payoutDayTotals.feeGstCents),
      netCents: sumOf(payoutDayTotals.netCents),
      saleCount: sumOf(payoutDayTotals.saleCount),
      paidSaleCount: sumOf(sql`case when ${payoutDayTotals.paid} then ${payoutDayTotals.saleCount} end`),
    })
    .from(payoutDayTotals)
    .where(
      and(
        scope.from ? gte(payoutDayTotals.day, scope.from) : undefined,
        scope.to ? lte(payoutDayTotals.day, scope.to) : undefined,
        scope.status ? eq(payoutDayTotals.paid, scope.status === 'Paid') : undefined,
      ),
    );
  return row ?? { total: 0, grossCents: 0, feeCents: 0, feeGstCents: 0, netCents: 0, saleCount: 0, paidSaleCount: 0 };
}

export async function findPayout(db: Db, id: string, vendorId?: string): Promise<PayoutRow | undefined> {
  const byVendor = vendorId !== undefined;
  const statement = findPayoutStatement(db, String(byVendor), () => prepareFindPayout(db, byVendor));
  const [row] = await statement.execute({ id, vendorId });
  return row;
}

function prepareFindPayout(db: Db, byVendor: boolean) {
  return selectPayouts(db)
    .where(
      and(
        eq(payouts.id, sql.placeholder('id')),
        byVendor ? eq(payouts.vendorId, sql.placeholder('vendorId')) : undefined,
      ),
    )
    .limit(1)
    .prepare('');
}

const findPayoutStatement = preparedByShape<ReturnType<typeof prepareFindPayout>>();

export interface PayoutLineRow {
  saleId: string;
  orderNumber: number;
  customerName: string;
  saleCreatedAt: Date;
  subtotalCents: number;
  feeCents: number;
  feeGstCents: number;
  netCents: number;
  status: SaleStatus;
}

/** The sales of a payout, oldest sale first. */
export function payoutLinesOf(db: Db, payoutId: string): Promise<PayoutLineRow[]> {
  return payoutLinesStatement(db, 'lines', () => preparePayoutLines(db)).execute({ payoutId });
}

function preparePayoutLines(db: Db) {
  return db
    .select({
      saleId: payoutLines.saleId,
      orderNumber: orders.number,
      customerName: orders.customerName,
      saleCreatedAt: sales.createdAt,
      subtotalCents: payoutLines.subtotalCents,
      feeCents: payoutLines.feeCents,
      feeGstCents: payoutLines.feeGstCents,
      netCents: payoutLines.netCents,
      status: sales.status,
    })
    .from(payoutLines)
    .innerJoin(sales, eq(sales.id, payoutLines.saleId))
    .innerJoin(orders, eq(orders.id, sales.orderId))
    .where(eq(payoutLines.payoutId, sql.placeholder('payoutId')))
    .orderBy(asc(sales.createdAt), asc(sales.id))
    .prepare('');
}

const payoutLinesStatement = preparedByShape<ReturnType<typeof preparePayoutLines>>();

/** Locks a payout for the rest of the transaction, so that it is marked paid once. */
export async function lockPayout(db: Db, id: string): Promise<Payout | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row;
}

export async function updatePayout(
  db: Db,
  id: string,
  values: Pick<typeof payouts.$inferInsert, 'paidAt' | 'bankReference' | 'markedPaidBy'>,
): Promise<void> {
  await db.update(payouts).set(values).where(eq(payouts.id, id));
}

export interface BankFilePayout {
  id: string;
  number: number;
  vendorId: string;
  vendorName: string;
  netCents: number;
  paidAt: string | null;
  sentToBankAt: Date | null;
}

/** Locks the payouts going into a bank file, in number order, so that none is paid meanwhile. */
export function lockPayoutsForBankFile(db: Db, ids: string[]): Promise<BankFilePayout[]> {
  return db
    .select({
      id: payouts.id,
      number: payouts.number,
      vendorId: payouts.vendorId,
      vendorName: vendor.displayName,
      netCents: payouts.netCents,
      paidAt: payouts.paidAt,
      sentToBankAt: payouts.sentToBankAt,
    })
    .from(payouts)
    .innerJoin(vendor, eq(vendor.id, payouts.vendorId))
    .where(inArray(payouts.id, ids))
    .orderBy(asc(payouts.number))
    .for('update', { of: payouts });
}

export async function markSentToBank(db: Db, ids: string[], at: Date): Promise<void> {
  await db.update(payouts).set({ sentToBankAt: at }).where(inArray(payouts.id, ids));
}

// ---------- the vendor's statement ----------

/**
 * The sales of one payout state, from the sale row alone (payout and paid_out are copied onto it),
 * written into the SQL, not bound, so that a generic plan can use the partial indexes
 * sales_statement_unpaid_idx, sales_statement_in_payout_idx and sales_statement_paid_idx.
 */
function payoutStateWhere(state: SalePayoutState | undefined): SQL {
  switch (state) {
    case undefined:
      return sql`${sales.status} <> 'Cancel'`;
    case 'not_delivered':
      return sql`${sales.payoutId} is null and ${sales.status} <> 'Cancel' and ${sales.status} <> 'Delivered'`;
    case 'awaiting_payout':
      return sql`${sales.payoutId} is null and ${sales.status} <> 'Cancel' and ${sales.status} = 'Delivered'`;
    // A sale in a payout was delivered, never cancelled: these read their index alone.
    case 'in_payout':
      return sql`${sales.payoutId} is not null and not ${sales.paidOut}`;
    case 'paid_out':
      return sql`${sales.paidOut}`;
  }
}

function statementWhere(scope: StatementScope): SQL | undefined {
  return and(
    payoutStateWhere(scope.state),
    scope.vendorId ? eq(sales.vendorId, scope.vendorId) : undefined,
    dayRange(sales.createdAt, scope.from, scope.to),
  );
}

export interface StatementRow {
  saleId: string;
  orderNumber: number;
  customerName: string;
  createdAt: Date;
  status: SaleStatus;
  priceCents: number;
  shippingCents: number;
  feeCents: number;
  feeGstCents: number;
  netCents: number;
  refundedCents: number;
  vendorId: string;
  vendorName: string;
  payoutId: string | null;
  payoutNumber: number | null;
  payoutPaidAt: string | null;
  paidOut: boolean;
}

/** The statement holds no cancelled sale, so every row is in one of the four states. */
export function statementRowState(row: StatementRow): SalePayoutState {
  return salePayoutStateOf(row.status, row.payoutId === null ? null : { paid: row.paidOut }) ?? 'not_delivered';
}

const statementColumns = {
  saleId: sales.id,
  orderNumber: orders.number,
  customerName: orders.customerName,
  createdAt: sales.createdAt,
  status: sales.status,
  priceCents: sales.priceCents,
  shippingCents: sales.shippingCents,
  feeCents: sales.feeCents,
  feeGstCents: sales.feeGstCents,
  netCents: sales.netCents,
  // Refunded before the payout: a refund after it is its own line (the adjustment), so each line's
  // subtotal - refunded = fee + net and the columns add up to the totals. Only a sale in a payout
  // can have adjustments, read by payout_adjustments_sale_idx.
  refundedCents:
    sql<number>`${sales.refundedCents} + ${sales.refundedShippingCents} + case when ${sales.payoutId} is null then 0
    else ${adjustedGrossOfSale(sales.id)} end`.mapWith(Number),
  vendorId: sales.vendorId,
  vendorName: vendor.displayName,
  payoutId: payouts.id,
  payoutNumber: payouts.number,
  payoutPaidAt: payouts.paidAt,
  paidOut: sales.paidOut,
};

function selectStatement(db: Db) {
  return db
    .select(statementColumns)
    .from(sales)
    .innerJoin(orders, eq(orders.id, sales.orderId))
    .innerJoin(vendor, eq(vendor.id, sales.vendorId))
    .leftJoin(payouts, eq(payouts.id, sales.payoutId));
}

/** Newest sale first; the id breaks ties between sales of one instant. */
const STATEMENT_NEWEST_FIRST = [desc(sales.createdAt), desc(sales.id)];

/**
 * A page of the statement. The page's sales are picked from the sale rows alone and only then joined
 * to their orders, vendors and payouts: a deep page skips index entries, not thousands of joined
 * rows. Without days, at a screen's page size, the statement is built once per payout state, vendor
 * or not and size, and prepared.
 */
export async function listStatement(
  db: Db,
  scope: StatementScope,
  paging: { page: number; limit: number },
): Promise<StatementRow[]> {
  const offset = offsetOf(paging.page, paging.limit);
  const rows = fixedLimit(paging.limit);
  if (!scope.from && !scope.to && rows !== undefined) {
    const byVendor = Boolean(scope.vendorId);
    const later = paging.page > 1;
    const shape = `${scope.state ?? 'all'}|${byVendor}|${later}|${paging.limit}`;
    const statement = statementPageStatement(db, shape, () =>
      prepareStatementPage(db, scope.state, byVendor, later, rows),
    );
    return statement.execute({ vendorId: scope.vendorId, offset });
  }
  const page = db
    .select({ id: sales.id })
    .from(sales)
    .where(statementWhere(scope))
    .orderBy(...STATEMENT_NEWEST_FIRST)
    .limit(listLimit(paging.limit, !scope.from && !scope.to))
    .offset(offset);
  return selectStatement(db)
    .where(inArray(sales.id, page))
    .orderBy(...STATEMENT_NEWEST_FIRST);
}

/** The first page has no offset at all: a generic plan for "offset $1" guesses it deep and walks differently. */
function prepareStatementPage(
  db: Db,
  state: SalePayoutState | undefined,
  byVendor: boolean,
  later: boolean,
  rows: SQL,
) {
  const ids = db
    .select({ id: sales.id })
    .from(sales)
    .where(and(payoutStateWhere(state), byVendor ? eq(sales.vendorId, sql.placeholder('vendorId')) : undefined))
    .orderBy(...STATEMENT_NEWEST_FIRST)
    .limit(rows as unknown as number);
  const page = later ? ids.offset(sql.placeholder('offset')) : ids;
  return selectStatement(db)
    .where(inArray(sales.id, page))
    .orderBy(...STATEMENT_NEWEST_FIRST)
    .prepare('');
}

const statementPageStatement = preparedByShape<ReturnType<typeof prepareStatementPage>>();

export interface StatementExportRow extends StatementRow {
  /** The day of the sale, in the marketplace's time zone. */
  day: string;
  /** The sale's adjustment notes, both kinds, as text. */
  adjustmentNotes: string;
}

/** Every sale of the statement, newest first, a batch at a time (the CSV statement; see keysetBatches). */
export function statementBatches(
  db: Db,
  scope: StatementScope,
  batchSize?: number,
): AsyncGenerator<StatementExportRow[]> {
  const where = statementWhere(scope);
  const readBatch = (after: { createdAt: string; id: string } | undefined, limit: number) =>
    db
      .select({
        ...statementColumns,
        day: dayOf(sales.createdAt),
        adjustmentNotes: notesOfSaleText(sales.id),
        cursor: { createdAt: sql<string>`${sales.createdAt}::text`, id: sales.id },
      })
      .from(sales)
      .innerJoin(orders, eq(orders.id, sales.orderId))
      .innerJoin(vendor, eq(vendor.id, sales.vendorId))
      .leftJoin(payouts, eq(payouts.id, sales.payoutId))
      .where(
        and(
          where,
          after
            ? sql`(${sales.createdAt}, ${sales.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(...STATEMENT_NEWEST_FIRST)
      .limit(limit);
  return keysetBatches(readBatch, (row) => row.cursor, batchSize);
}

export interface StatementCentsTotals extends CentsTotals {
  refundedCents: number;
  notDeliveredNetCents: number;
  awaitingPayoutNetCents: number;
  inPayoutNetCents: number;
  paidOutNetCents: number;
}
