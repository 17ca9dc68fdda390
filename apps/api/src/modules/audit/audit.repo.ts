import { LIST_MAX_DEPTH, ROLE_VENDOR } from '@soko/shared';
import { and, count, desc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, auditLog } from '../../db/schema/index.ts';
import { actorIdOf } from '../../lib/acting-member.ts';
import { keysetBatches } from '../../lib/csv-stream.ts';
import { dayRange } from '../../lib/marketplace-days.ts';
import {
  afterCursor,
  afterPosition,
  boundedCount,
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

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** Written in the same transaction as the admin action it records. */
export async function insertAuditEntry(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actorIdOf(entry.actorId),
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

/** A filter whose actor, action and entity may be a prepared statement's placeholders. */
type BindableFilter = {
  [Key in keyof AuditFilter]: Key extends 'from' | 'to' ? AuditFilter[Key] : AuditFilter[Key] | Placeholder;
};

function whereOf(filter: BindableFilter): SQL | undefined {
  return and(
    filter.actor ? eq(auditLog.actorId, filter.actor) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
    dayRange(auditLog.createdAt, filter.from, filter.to),
  );
}

/**
 * One filter column at most, without dates: an index on (that column, created_at, id) serves the
 * list for every value. Two would leave the plan to guess which one narrows more.
 */
const planOnceFor = (filter: AuditFilter) =>
  !filter.from && !filter.to && [filter.actor, filter.action, filter.entityId].filter(Boolean).length <= 1;

const rowColumns = {
  id: auditLog.id,
  actorId: auditLog.actorId,
  actorFirstName: accounts.firstName,
  actorLastName: accounts.lastName,
  actorEmail: accounts.email,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  createdAt: auditLog.createdAt,
};

/** Newest first; the id breaks ties between entries of one instant. */
const NEWEST_FIRST = [desc(auditLog.createdAt), desc(auditLog.id)];
export const AUDIT_KEYSET: KeysetSort = {
  key: auditLog.createdAt,
  keyType: 'timestamptz',
  id: auditLog.id,
  direction: 'desc',
};
export const AUDIT_SORT = 'newest';

export async function listAuditRows(
  db: Db,
  filter: AuditFilter,
  position: PagePosition,
  limit: number,
): Promise<{ rows: AuditRow[]; nextCursor: string | null; total: number; totalCapped: boolean }> {
  const rowsText = fixedLimit(limit + 1);
  if (planOnceFor(filter) && rowsText !== undefined) {
    const place = 'cursor' in position ? 'cursor' : position.page > 1 ? 'later' : 'first';
    const shape = `${filter.actor ? 'actor' : ''}|${filter.action ? 'action' : ''}|${filter.entityId ? 'entity' : ''}|${place}|${limit}`;
    const statements = auditListStatements(db, shape, () => prepareAuditList(db, filter, place, rowsText));
    const values = {
      actor: filter.actor,
      action: filter.action,
      entityId: filter.entityId,
      ...('cursor' in position ? { cursorKey: position.cursor.key, cursorId: position.cursor.id } : {}),
      ...('page' in position ? { offset: offsetOf(position.page, limit) } : {}),
    };
    const [rows, [counted]] = await Promise.all([statements.page.execute(values), statements.total.execute(values)]);
    const found = counted?.n ?? 0;
    const page = pageOfRows(rows, limit, AUDIT_SORT);
    return {
      rows: page.rows,
      nextCursor: page.nextCursor,
      total: Math.min(found, LIST_MAX_DEPTH),
      totalCapped: found > LIST_MAX_DEPTH,
    };
  }
  const where = whereOf(filter);
  const [rows, counted] = await Promise.all([
    db
      .select({ ...rowColumns, cursorKey: cursorKeyOf(AUDIT_KEYSET) })
      .from(auditLog)
      .leftJoin(accounts, eq(accounts.id, auditLog.actorId))
      .where(
        'page' in position && position.page > 1
          ? inArray(auditLog.id, skippedToPage(db, where, offsetOf(position.page, limit), limit + 1))
          : and(where, afterPosition(AUDIT_KEYSET, position)),
      )
      .orderBy(...orderByOf(AUDIT_KEYSET))
      .limit(listLimit(limit + 1, planOnceFor(filter))),
    boundedCount(db, db.select({ one: sql`1` }).from(auditLog).where(where).getSQL()),
  ]);
  const page = pageOfRows(rows, limit, AUDIT_SORT);
  return { rows: page.rows, nextCursor: page.nextCursor, ...counted };
}

/** The ids of a later page, from the index alone: the entries the offset skips are not read with their details. */
function skippedToPage(db: Db, where: SQL | undefined, offset: number | Placeholder, rows: number | SQL) {
  return db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(where)
    .orderBy(...orderByOf(AUDIT_KEYSET))
    .limit(rows as number)
    .offset(offset);
}

/**
 * The page and the total (counted up to the list's depth) of a list with one filter at most and no
 * days, prepared once per shape; the actor, action or entity, the cursor and the offset are values.
 */
function prepareAuditList(db: Db, filter: AuditFilter, place: 'first' | 'later' | 'cursor', rows: SQL) {
  const where = whereOf({
    actor: filter.actor ? sql.placeholder('actor') : undefined,
    action: filter.action ? sql.placeholder('action') : undefined,
    entityId: filter.entityId ? sql.placeholder('entityId') : undefined,
  });
  const cursor = { key: sql.placeholder('cursorKey'), id: sql.placeholder('cursorId') };
  const matching = db
    .select({ one: sql`1` })
    .from(auditLog)
    .where(where)
    .limit(LIST_MAX_DEPTH + 1)
    .as('matching');
  return {
    page: db
      .select({ ...rowColumns, cursorKey: cursorKeyOf(AUDIT_KEYSET) })
      .from(auditLog)
      .leftJoin(accounts, eq(accounts.id, auditLog.actorId))
      .where(
        place === 'later'
          ? inArray(auditLog.id, skippedToPage(db, where, sql.placeholder('offset'), rows))
          : and(where, place === 'cursor' ? afterCursor(AUDIT_KEYSET, cursor) : undefined),
      )
      .orderBy(...orderByOf(AUDIT_KEYSET))
      .limit(rows as unknown as number)
      .prepare(''),
    total: db.select({ n: count() }).from(matching).prepare(''),
  };
}

const auditListStatements = preparedByShape<ReturnType<typeof prepareAuditList>>();

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
      .leftJoin(accounts, eq(accounts.id, auditLog.actorId))
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

/**
 * The actions and the actors that appear in the log, for the filters: skip scans that jump from one
 * distinct value to the next in the action and actor indexes (a few dozen index probes, not a pass
 * over every entry).
 */
export async function auditFacets(db: Db) {
  const [actions, actors] = await Promise.all([
    db.execute(sql`
      with recursive found as (
        (select action from audit_log order by action limit 1)
        union all
        select (select a.action from audit_log a where a.action > found.action order by a.action limit 1)
        from found where found.action is not null
      )
      select action from found where action is not null order by action`),
    db.execute(sql`
      with recursive found as (
        (select actor_id from audit_log where actor_id is not null order by actor_id limit 1)
        union all
        select (select a.actor_id from audit_log a where a.actor_id > found.actor_id order by a.actor_id limit 1)
        from found where found.actor_id is not null
      )
      select users.id, users.first_name as "firstName", users.last_name as "lastName", users.email
      from found join users on users.id = found.actor_id
      order by users.email`),
  ]);
  // Both drivers answer raw SQL with `rows`; the generic Db type does not say so.
  const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
  return {
    actions: rowsOf<{ action: string }>(actions).map((row) => row.action),
    actors: rowsOf<{ id: string; firstName: string; lastName: string; email: string }>(actors),
  };
}

export interface NamedUser {
  id: string;
  name: string;
  email: string;
  vendor: boolean;
}

/** The users of a page of entries, in one query however many entries name them. */
export async function namedUsers(db: Db, ids: string[]): Promise<NamedUser[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: accounts.id,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      displayName: accounts.displayName,
      email: accounts.email,
      role: accounts.role,
    })
    .from(accounts)
    .where(inArray(accounts.id, ids));
  return rows.map((row) => {
    const vendor = row.role === ROLE_VENDOR;
    const fullName = `${row.firstName} ${row.lastName}`.trim();
    return { id: row.id, name: (vendor && row.displayName) || fullName || row.email, email: row.email, vendor };
  });
}
