import type { StandardMetricKey, StandardStatus, StandardThresholds } from '@soko/shared';
import { and, desc, eq, getTableColumns, notInArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  type NewVendorStandardsRow,
  standardsSettings,
  type VendorStandardsRow,
  vendorStandards,
} from '../../db/schema/index.ts';
import { fixedLimit } from '../../lib/pagination.ts';
import { preparedByShape } from '../../lib/prepared-statements.ts';

export async function readSettingsRow(db: Db) {
  const [row] = await db.select().from(standardsSettings).where(eq(standardsSettings.id, 1));
  return row;
}

export async function saveSettingsRow(db: Db, thresholds: StandardThresholds, actorId: string, at: Date) {
  await db
    .insert(standardsSettings)
    .values({ id: 1, thresholds, updatedAt: at, updatedBy: actorId })
    .onConflictDoUpdate({ target: standardsSettings.id, set: { thresholds, updatedAt: at, updatedBy: actorId } });
}

/** What each vendor was last told, for the refresh to tell only what changed. */
export async function toldOf(db: Db): Promise<Map<string, Partial<Record<StandardMetricKey, StandardStatus>>>> {
  const rows = await db
    .select({ vendorId: vendorStandards.vendorId, told: vendorStandards.told })
    .from(vendorStandards);
  return new Map(rows.map((row) => [row.vendorId, row.told]));
}

const UPSERT_BATCH = 500;

/** Writes the counted rows (a batch per statement), every column but what the vendor was told. */
export async function upsertKept(db: Db, rows: Omit<NewVendorStandardsRow, 'told'>[]): Promise<void> {
  const { vendorId: _key, told: _told, ...columns } = getTableColumns(vendorStandards);
  const set = Object.fromEntries(
    Object.entries(columns).map(([name, column]) => [name, sql.raw(`excluded."${column.name}"`)]),
  );
  for (let start = 0; start < rows.length; start += UPSERT_BATCH) {
    await db
      .insert(vendorStandards)
      .values(rows.slice(start, start + UPSERT_BATCH))
      .onConflictDoUpdate({ target: vendorStandards.vendorId, set });
  }
}

/** Forgets the rows of accounts no longer counted (closed since). */
export async function deleteKeptExcept(db: Db, vendorIds: string[]): Promise<void> {
  if (vendorIds.length === 0) {
    await db.delete(vendorStandards);
    return;
  }
  await db.delete(vendorStandards).where(notInArray(vendorStandards.vendorId, vendorIds));
}

export async function saveTold(
  db: Db,
  vendorId: string,
  told: Partial<Record<StandardMetricKey, StandardStatus>>,
): Promise<void> {
  await db.update(vendorStandards).set({ told }).where(eq(vendorStandards.vendorId, vendorId));
}

/** What a row of the staff list shows and sorts by: the counts, the standing and the vendor's name. */
const keptListColumns = {
  vendorId: vendorStandards.vendorId,
  computedAt: vendorStandards.computedAt,
  sales: vendorStandards.sales,
  lateDispatch: vendorStandards.lateDispatch,
  cancelled: vendorStandards.cancelled,
  shipped: vendorStandards.shipped,
  tracked: vendorStandards.tracked,
  withCase: vendorStandards.withCase,
  defects: vendorStandards.defects,
  cases: vendorStandards.cases,
  responseHours: vendorStandards.responseHours,
  standing: vendorStandards.standing,
  standingRank: vendorStandards.standingRank,
  risk: vendorStandards.risk,
  displayName: accounts.displayName,
  email: accounts.email,
  active: accounts.active,
};

export type KeptListRow = Pick<
  VendorStandardsRow,
  | 'vendorId'
  | 'computedAt'
  | 'sales'
  | 'lateDispatch'
  | 'cancelled'
  | 'shipped'
  | 'tracked'
  | 'withCase'
  | 'defects'
  | 'cases'
  | 'responseHours'
  | 'standing'
  | 'standingRank'
  | 'risk'
> & { displayName: string; email: string; active: boolean };

export interface KeptCursor {
  rank: number;
  risk: number;
  vendorId: string;
}

type Bound<T> = { [K in keyof T]: T[K] | Placeholder };

/**
 * A page of kept rows in risk order (worst standing, then furthest past its limits), read along
 * `vendor_standards_risk_idx` backwards; a standing filter is its first column.
 */
export function keptListQuery(
  db: Db,
  filter: { rank?: number | Placeholder },
  after: Bound<KeptCursor> | undefined,
  limit: number | SQL,
) {
  const conditions: (SQL | undefined)[] = [
    filter.rank === undefined ? undefined : eq(vendorStandards.standingRank, filter.rank),
    after === undefined
      ? undefined
      : sql`(${vendorStandards.standingRank}, ${vendorStandards.risk}, ${vendorStandards.vendorId}) < (${after.rank}::smallint, ${after.risk}::int, ${after.vendorId}::uuid)`,
  ];
  return db
    .select(keptListColumns)
    .from(vendorStandards)
    .innerJoin(accounts, eq(accounts.id, vendorStandards.vendorId))
    .where(and(...conditions))
    .orderBy(desc(vendorStandards.standingRank), desc(vendorStandards.risk), desc(vendorStandards.vendorId))
    .limit(limit as number);
}

const keptPageStatement = preparedByShape<ReturnType<ReturnType<typeof keptListQuery>['prepare']>>();

/**
 * A page of the staff list. A screen's page is built once per shape (filtered or not, first page or
 * later, its size) and prepared, the standing and cursor its values; an export's batches are not.
 */
export function listKept(
  db: Db,
  filter: { rank?: number },
  after: KeptCursor | undefined,
  limit: number,
): Promise<KeptListRow[]> {
  const rows = fixedLimit(limit);
  if (rows === undefined) return keptListQuery(db, filter, after, limit).execute();
  const shape = `${filter.rank === undefined ? 'all' : 'rank'}|${after ? 'cursor' : 'first'}|${limit}`;
  const statement = keptPageStatement(db, shape, () =>
    keptListQuery(
      db,
      filter.rank === undefined ? {} : { rank: sql.placeholder('rank') },
      after
        ? {
            rank: sql.placeholder('afterRank'),
            risk: sql.placeholder('afterRisk'),
            vendorId: sql.placeholder('afterId'),
          }
        : undefined,
      rows,
    ).prepare(''),
  );
  return statement.execute({
    rank: filter.rank,
    ...(after ? { afterRank: after.rank, afterRisk: after.risk, afterId: after.vendorId } : {}),
  });
}

/** Every kept row, for rating them all again against new thresholds (one row per vendor). */
export function readAllKept(db: Db): Promise<VendorStandardsRow[]> {
  return db.select().from(vendorStandards);
}

/** Vendors whose kept standing is over a limit (the work queue's count, from the index). */
export async function countKeptAtRank(db: Db, rank: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vendorStandards)
    .where(eq(vendorStandards.standingRank, rank));
  return Number(row?.n ?? 0);
}
