import type { Readable } from 'node:stream';
import {
  AUDIT_CSV_COLUMNS,
  AUDIT_USER_FIELD,
  type AuditEntryDto,
  type AuditFacets,
  type AuditPerson,
  type auditListQuerySchema,
  MARKETPLACE_TIME_ZONE,
  type Paginated,
} from '@soko/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { csvStream } from '../../lib/csv-stream.ts';
import { pagePosition } from '../../lib/pagination.ts';
import {
  AUDIT_KEYSET,
  AUDIT_SORT,
  type AuditFilter,
  type AuditRow,
  auditFacets,
  auditRowBatches,
  countAuditRows,
  listAuditRows,
  namedUsers,
} from './audit.repo.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user ids an entry names: its object when that is a user, and the user-id fields of its change. */
function userIdsOf(row: AuditRow): string[] {
  const ids = row.entityType === 'user' ? [row.entityId] : [];
  for (const side of [row.before, row.after]) {
    if (typeof side !== 'object' || side === null || Array.isArray(side)) continue;
    for (const [field, value] of Object.entries(side)) {
      if (AUDIT_USER_FIELD.test(field) && typeof value === 'string') ids.push(value);
    }
  }
  return ids.filter((id) => UUID.test(id));
}

/** The people some entries name, in one lookup. */
async function peopleOf(db: Db, rows: AuditRow[]): Promise<Map<string, AuditPerson>> {
  const users = await namedUsers(db, [...new Set(rows.flatMap(userIdsOf))]);
  return new Map(
    users.map((user) => [user.id, { _id: user.id, name: user.name, email: user.email, vendor: user.vendor }]),
  );
}

function toAuditEntryDto(row: AuditRow, people: Map<string, AuditPerson> = new Map()): AuditEntryDto {
  const named = [...new Set(userIdsOf(row))].flatMap((id) => people.get(id) ?? []);
  return {
    _id: row.id,
    people: named,
    actor:
      row.actorId && row.actorEmail !== null
        ? { _id: row.actorId, name: `${row.actorFirstName} ${row.actorLastName}`, email: row.actorEmail }
        : null,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAudit(
  deps: Pick<AppDeps, 'db'>,
  query: z.output<typeof auditListQuerySchema>,
): Promise<Paginated<AuditEntryDto>> {
  const position = pagePosition(query, AUDIT_SORT, AUDIT_KEYSET);
  const { rows, nextCursor, total, totalCapped } = await listAuditRows(deps.db, query, position, query.limit);
  const people = await peopleOf(deps.db, rows);
  return {
    items: rows.map((row) => toAuditEntryDto(row, people)),
    total,
    totalCapped,
    page: query.page,
    limit: query.limit,
    nextCursor,
  };
}

export async function listAuditFacets(deps: Pick<AppDeps, 'db'>): Promise<AuditFacets> {
  const { actions, actors } = await auditFacets(deps.db);
  return {
    actions,
    actors: actors.map((actor) => ({
      _id: actor.id,
      name: `${actor.firstName} ${actor.lastName}`,
      email: actor.email,
    })),
  };
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** Created once: a formatter costs ~90 µs to build. */
const sydneyParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: MARKETPLACE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/** An instant in the marketplace's time, as the other exports' dates are: "2024-03-02T00:30:00+11:00". */
export function marketplaceTimestamp(instant: Date): string {
  const part = Object.fromEntries(sydneyParts.formatToParts(instant).map(({ type, value }) => [type, value]));
  const offset = part.timeZoneName === 'GMT' ? '+00:00' : String(part.timeZoneName).replace('GMT', '');
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}${offset}`;
}

/**
 * A side of a change with its user-id fields named as the screen names them, "Kente Named
 * <kente@example.com>"; an id whose account is gone stays as it is.
 */
function namedSide(side: unknown, people: Map<string, AuditPerson>): unknown {
  if (typeof side !== 'object' || side === null || Array.isArray(side)) return side;
  return Object.fromEntries(
    Object.entries(side).map(([field, value]) => {
      const person = AUDIT_USER_FIELD.test(field) && typeof value === 'string' ? people.get(value) : undefined;
      return [field, person ? `${person.name} <${person.email}>` : value];
    }),
  );
}

interface NamedRow {
  row: AuditRow;
  people: Map<string, AuditPerson>;
}

/** Each batch with the people it names, looked up once per batch. */
async function* withPeople(db: Db, batches: AsyncIterable<AuditRow[]>): AsyncGenerator<NamedRow[]> {
  for await (const batch of batches) {
    const people = await peopleOf(db, batch);
    yield batch.map((row) => ({ row, people }));
  }
}

function csvRecord({ row, people }: NamedRow): string[] {
  const entry = toAuditEntryDto(row);
  return [
    marketplaceTimestamp(row.createdAt),
    entry.actor?.email ?? '',
    entry.actor?.name ?? '',
    entry.action,
    entry.entityType,
    entry.entityId,
    json(namedSide(entry.before, people)),
    json(namedSide(entry.after, people)),
  ];
}

/**
 * The export: how many rows it will hold, and the CSV as a stream read from the database a batch at
 * a time, one record per line (the web app counts lines to show the download's progress).
 */
export async function exportAudit(
  deps: Pick<AppDeps, 'db'>,
  filter: AuditFilter,
): Promise<{ total: number; csv: Readable }> {
  const { db } = deps;
  const total = await countAuditRows(db, filter);
  return { total, csv: csvStream(withPeople(db, auditRowBatches(db, filter)), AUDIT_CSV_COLUMNS, csvRecord, 'lines') };
}
