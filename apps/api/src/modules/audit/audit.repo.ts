import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { keysetBatches } from '../../lib/csv-stream.ts';
import { dayRange } from '../../lib/marketplace-days.ts';
import { offsetOf } from '../../lib/pagination.ts';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** Written in the same transaction as the admin action it records. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  entityId?: string | undefined;
  /** Inclusive days (YYYY-MM-DD) in the marketplace's time zone. */
  from?: string | undefined;
  to?: string | undefined;
}

export interface AuditRow {
  id: string;
  actorId: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  actorEmail: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actor ? eq(auditLog.actorId, filter.actor) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
    dayRange(auditLog.createdAt, filter.from, filter.to),
  );
}

const rowColumns = {
  id: auditLog.id,
  actorId: auditLog.actorId,
  actorFirstName: users.firstName,
  actorLastName: users.lastName,
  actorEmail: users.email,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  createdAt: auditLog.createdAt,
};

/** Newest first; the id breaks ties between entries of one instant. */
const NEWEST_FIRST = [desc(auditLog.createdAt), desc(auditLog.id)];

export async function listAuditRows(
  db: Db,
  filter: AuditFilter,
  page: number,
  limit: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(limit)
      .offset(offsetOf(page, limit)),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function countAuditRows(db: Db, filter: AuditFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(auditLog).where(whereOf(filter));
  return row?.total ?? 0;
}

/** Every matching entry, newest first, a batch at a time (the CSV export; see keysetBatches). */
export function auditRowBatches(db: Db, filter: AuditFilter, batchSize?: number): AsyncGenerator<AuditRow[]> {
  const where = whereOf(filter);
  // The timestamp as PostgreSQL's text keeps its microseconds, which a JavaScript Date would drop.
  const readBatch = (after: { createdAt: string; id: string } | undefined, limit: number) =>
    db
      .select({ ...rowColumns, cursor: { createdAt: sql<string>`${auditLog.createdAt}::text`, id: auditLog.id } })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(
        and(
          where,
          after
            ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(...NEWEST_FIRST)
      .limit(limit);
  return keysetBatches(readBatch, (row) => row.cursor, batchSize);
}

/** The actions and the actors that appear in the log, for the filters. */
export async function auditFacets(db: Db) {
  const [actions, actors] = await Promise.all([
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
    db
      .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .orderBy(asc(users.email)),
  ]);
  return { actions: actions.map((row) => row.action), actors };
}
