/** Reading payouts: the list (pages, export batches, totals), one payout and its lines. */
import type { PayoutStatus, SaleStatus } from '@soko/shared';
import {
  and,
  asc,
  count,
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
import type { Db } from '../../db/client.ts';
import {
  bankAccounts,
  orders,
  type Payout,
  payoutDayTotals,
  payoutLines,
  payouts,
  sales,
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
import { feeNotesOfPayoutText } from '../ledger/index.ts';
import { creator, dayOf, marker, sumOf, vendor } from './payouts.sql.ts';

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
