import type { CaseStatus } from '@soko/shared';
import { and, asc, count, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  type Case,
  type CaseEntry,
  caseEntries,
  cases,
  type NewCase,
  orders,
  sales,
} from '../../db/schema/index.ts';
import {
  afterCursor,
  type Cursor,
  cursorKeyOf,
  type KeysetSort,
  listLimit,
  orderByOf,
  pageOfRows,
} from '../../lib/pagination.ts';

/** Newest first, the id breaking ties: served by the (vendor_id | status, opened_at, id) indexes. */
export const CASE_SORT: KeysetSort = { key: cases.openedAt, keyType: 'timestamptz', id: cases.id, direction: 'desc' };
export const CASE_SORT_NAME = 'opened';

export interface CaseRow {
  kase: Case;
  orderNumber: number;
  customerName: string;
  customerEmail: string;
  vendorName: string;
}

/** What a refund of the sale may still give back. */
export interface SaleLeft {
  itemsCents: number;
  shippingCents: number;
}

function selectCases(db: Db) {
  return db
    .select({
      kase: cases,
      orderNumber: orders.number,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      vendorName: accounts.displayName,
      cursorKey: cursorKeyOf(CASE_SORT),
    })
    .from(cases)
    .innerJoin(orders, eq(orders.id, cases.orderId))
    .innerJoin(accounts, eq(accounts.id, cases.vendorId));
}

/** The sale of an order a case is about, with its vendor's state (for the vendor's public holidays). */
export async function findSaleOfOrder(db: Db, orderId: string, saleId: string) {
  const [row] = await db
    .select({ id: sales.id, vendorId: sales.vendorId, vendorState: accounts.state, orderNumber: orders.number })
    .from(sales)
    .innerJoin(orders, eq(orders.id, sales.orderId))
    .innerJoin(accounts, eq(accounts.id, sales.vendorId))
    .where(and(eq(sales.id, saleId), eq(sales.orderId, orderId)))
    .limit(1);
  return row;
}

/** The sale a case is about, as a return of it needs it. */
export async function findSaleHead(db: Db, saleId: string) {
  const [row] = await db
    .select({ id: sales.id, orderId: sales.orderId, vendorId: sales.vendorId, status: sales.status })
    .from(sales)
    .where(eq(sales.id, saleId))
    .limit(1);
  return row;
}

export async function saleLeft(db: Db, saleId: string): Promise<SaleLeft> {
  const [row] = await db
    .select({
      itemsCents: sql<number>`(${sales.priceCents} - ${sales.refundedCents})::int`,
      shippingCents: sql<number>`(${sales.shippingCents} - ${sales.refundedShippingCents})::int`,
    })
    .from(sales)
    .where(eq(sales.id, saleId));
  return { itemsCents: Number(row?.itemsCents ?? 0), shippingCents: Number(row?.shippingCents ?? 0) };
}

export async function insertCase(db: Db, values: NewCase): Promise<Case> {
  const [row] = await db.insert(cases).values(values).returning();
  if (!row) throw new Error('case insert returned no row');
  return row;
}

export async function insertEntry(db: Db, values: typeof caseEntries.$inferInsert): Promise<void> {
  await db.insert(caseEntries).values(values);
}

/** Locks the case for the rest of the transaction; another vendor's (or another order's) is not found. */
export async function lockCase(
  db: Db,
  id: string,
  scope: { vendorId?: string | undefined; orderId?: string | undefined },
): Promise<Case | undefined> {
  const [row] = await db
    .select()
    .from(cases)
    .where(
      and(
        eq(cases.id, id),
        scope.vendorId ? eq(cases.vendorId, scope.vendorId) : undefined,
        scope.orderId ? eq(cases.orderId, scope.orderId) : undefined,
      ),
    )
    .for('update')
    .limit(1);
  return row;
}

export async function updateCase(db: Db, id: string, values: Partial<NewCase>): Promise<void> {
  await db
    .update(cases)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(cases.id, id));
}

export async function findCaseRow(db: Db, id: string): Promise<CaseRow | undefined> {
  const [row] = await selectCases(db).where(eq(cases.id, id)).limit(1);
  return row;
}

type CaseListFilter = { vendorId?: string | undefined; status?: CaseStatus | undefined; saleId?: string | undefined };

/** The statement of a page of cases, newest first (one row more, to know whether another follows). */
export function caseListStatement(db: Db, filter: CaseListFilter, cursor: Cursor | undefined, limit: number) {
  return selectCases(db)
    .where(
      and(
        filter.vendorId ? eq(cases.vendorId, filter.vendorId) : undefined,
        filter.status ? eq(cases.status, filter.status) : undefined,
        filter.saleId ? eq(cases.saleId, filter.saleId) : undefined,
        cursor ? afterCursor(CASE_SORT, cursor) : undefined,
      ),
    )
    .orderBy(...orderByOf(CASE_SORT))
    .limit(listLimit(limit + 1, true));
}

/** A page of cases, newest first: a vendor's or everyone's, all or one status, or one sale's. */
export async function listCaseRows(
  db: Db,
  filter: CaseListFilter,
  cursor: Cursor | undefined,
  limit: number,
): Promise<{ rows: CaseRow[]; nextCursor: string | null }> {
  const rows = await caseListStatement(db, filter, cursor, limit);
  const page = pageOfRows(
    rows.map((row) => ({ ...row, id: row.kase.id })),
    limit,
    CASE_SORT_NAME,
  );
  return { rows: page.rows, nextCursor: page.nextCursor };
}

export interface EntryRow {
  entry: CaseEntry;
  authorDisplayName: string | null;
}

export function entriesOf(db: Db, caseId: string): Promise<EntryRow[]> {
  return db
    .select({ entry: caseEntries, authorDisplayName: accounts.displayName })
    .from(caseEntries)
    .leftJoin(accounts, eq(accounts.id, caseEntries.authorId))
    .where(eq(caseEntries.caseId, caseId))
    .orderBy(asc(caseEntries.createdAt), asc(caseEntries.id));
}

/**
 * Open cases whose vendor has not answered by their deadline, locked (SKIP LOCKED: a case being
 * answered right now is left for the next run, and two runs never take the same case).
 */
export function lockOverdueCases(db: Db, now: Date, batch: number): Promise<Case[]> {
  return db
    .select()
    .from(cases)
    .where(and(eq(cases.status, 'open'), lte(cases.respondBy, now)))
    .orderBy(asc(cases.respondBy))
    .limit(batch)
    .for('update', { skipLocked: true });
}

/**
 * Clears the free text of the sales' cases (messages, the vendor's note): buyers write addresses and
 * phone numbers in them. The reason, the steps, their times and the staff's decision stay.
 */
export async function updateCaseFreeTextCleared(db: Db, saleIds: string[], at: Date): Promise<void> {
  if (saleIds.length === 0) return;
  const ofSales = db.select({ id: cases.id }).from(cases).where(inArray(cases.saleId, saleIds));
  await db
    .update(caseEntries)
    .set({ body: '' })
    .where(and(inArray(caseEntries.caseId, ofSales), sql`${caseEntries.body} <> ''`));
  await db
    .update(cases)
    .set({ resolutionNote: '', updatedAt: at })
    .where(and(inArray(cases.saleId, saleIds), sql`${cases.resolutionNote} <> ''`));
}

/** Escalated cases waiting for staff: the work queue's count (index on status). */
export async function countByStatus(db: Db, status: CaseStatus): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cases).where(eq(cases.status, status));
  return row?.n ?? 0;
}

/** Per vendor, over cases of sales placed in [from, to): the cases, the defects and the refunds. */
export function caseFiguresRows(db: Db, vendorIds: string[], from: Date, to: Date) {
  const placed: SQL[] = [gte(sales.createdAt, from), lt(sales.createdAt, to)];
  return db
    .select({
      vendorId: cases.vendorId,
      salesWithCase: sql<number>`count(distinct ${cases.saleId})::int`,
      defectSales: sql<number>`count(distinct ${cases.saleId}) filter (where ${cases.decision} = 'refund' or (${cases.resolution} = 'refund' and ${cases.reason} in ('damaged_or_faulty', 'not_as_described')))::int`,
      responseHours: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${cases.firstResponseAt} - ${cases.openedAt}) / 3600)`,
    })
    .from(cases)
    .innerJoin(sales, eq(sales.id, cases.saleId))
    .where(and(inArray(cases.vendorId, vendorIds), ...placed))
    .groupBy(cases.vendorId);
}
