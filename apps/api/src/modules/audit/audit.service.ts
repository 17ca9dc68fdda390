import type { Readable } from 'node:stream';
import {
  AUDIT_CSV_COLUMNS,
  AUDIT_ENTITY_KINDS,
  AUDIT_REMOVED,
  AUDIT_THING_FIELDS,
  AUDIT_USER_ENTITIES,
  AUDIT_USER_FIELD,
  type AuditEntryDto,
  type AuditFacets,
  type AuditPerson,
  type AuditThing,
  type AuditThingKind,
  type auditListQuerySchema,
  MARKETPLACE_TIME_ZONE,
  type Paginated,
} from '@soko/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { csvStream } from '../../lib/csv-stream.ts';
import { pagePosition } from '../../lib/pagination.ts';
import { changesOf, changesText, type EntryNames, summaryOf, UUID } from './audit.present.ts';
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
import { namedThings } from './audit.things.repo.ts';

/** The user ids an entry names: its object when that is a user, and the user-id fields of its change. */
function userIdsOf(row: AuditRow): string[] {
  const ids = AUDIT_USER_ENTITIES.includes(row.entityType) ? [row.entityId] : [];
  for (const side of [row.before, row.after]) {
    if (typeof side !== 'object' || side === null || Array.isArray(side)) continue;
    for (const [field, value] of Object.entries(side)) {
      if (AUDIT_USER_FIELD.test(field) && typeof value === 'string') ids.push(value);
    }
  }
  return ids.filter((id) => UUID.test(id));
}

const sidesOf = (row: AuditRow) =>
  [row.before, row.after].filter(
    (side): side is Record<string, unknown> => typeof side === 'object' && side !== null && !Array.isArray(side),
  );

/** The ids of things other than users an entry names, by kind: its object, and the id fields of its change. */
function thingIdsOf(row: AuditRow): [AuditThingKind, string][] {
  const entityKind = AUDIT_ENTITY_KINDS[row.entityType];
  const ids: [AuditThingKind, unknown][] = entityKind ? [[entityKind, row.entityId]] : [];
  for (const side of sidesOf(row)) {
    for (const [field, value] of Object.entries(side)) {
      const kind = Object.hasOwn(AUDIT_THING_FIELDS, field) ? AUDIT_THING_FIELDS[field] : undefined;
      if (!kind) continue;
      for (const id of Array.isArray(value) ? value : [value]) ids.push([kind, id]);
    }
  }
  return ids.filter((pair): pair is [AuditThingKind, string] => typeof pair[1] === 'string' && UUID.test(pair[1]));
}

async function namesOf(db: Db, rows: AuditRow[]): Promise<EntryNames> {
  const users = await namedUsers(db, [...new Set(rows.flatMap(userIdsOf))]);
  const idsByKind = new Map<AuditThingKind, Set<string>>();
  for (const [kind, id] of rows.flatMap(thingIdsOf)) {
    const ids = idsByKind.get(kind) ?? new Set<string>();
    ids.add(id);
    idsByKind.set(kind, ids);
  }
  const things = await namedThings(db, idsByKind);
  return {
    people: new Map(
      users.map((user) => [user.id, { _id: user.id, name: user.name, email: user.email, vendor: user.vendor }]),
    ),
    things: new Map(things.map((thing) => [thing._id, thing])),
  };
}

const NO_NAMES: EntryNames = { people: new Map(), things: new Map() };

function toAuditEntryDto(row: AuditRow, names: EntryNames = NO_NAMES): AuditEntryDto {
  const named = [...new Set(userIdsOf(row))].flatMap((id) => names.people.get(id) ?? []);
  const things = [...new Set(thingIdsOf(row).map(([, id]) => id))].flatMap((id) => names.things.get(id) ?? []);
  const object = entityName(row, names);
  return {
    _id: row.id,
    people: named,
    things,
    actor:
      row.actorId && row.actorEmail !== null
        ? { _id: row.actorId, name: `${row.actorFirstName} ${row.actorLastName}`, email: row.actorEmail }
        : null,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    entityName: object,
    before: row.before,
    after: row.after,
    summary: summaryOf(row, object, names),
    changes: changesOf(row, names),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAudit(
  deps: Pick<AppDeps, 'db'>,
  query: z.output<typeof auditListQuerySchema>,
): Promise<Paginated<AuditEntryDto>> {
  const position = pagePosition(query, AUDIT_SORT, AUDIT_KEYSET);
  const { rows, nextCursor, total, totalCapped } = await listAuditRows(deps.db, query, position, query.limit);
  const names = await namesOf(deps.db, rows);
  return {
    items: rows.map((row) => toAuditEntryDto(row, names)),
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
 * The entry's object as people read it: the person, the thing by name or number, what it was when
 * it is gone ("removed sale"), or the name it is kept under (a job's).
 */
function entityName(row: AuditRow, { people, things }: EntryNames): string {
  const person = AUDIT_USER_ENTITIES.includes(row.entityType) ? people.get(row.entityId) : undefined;
  if (person) return `${person.name} (${person.email})`;
  const thing = things.get(row.entityId);
  if (thing) return thing.name;
  return UUID.test(row.entityId) ? `${AUDIT_REMOVED} ${row.entityType}` : row.entityId;
}

interface NamedRow {
  row: AuditRow;
  names: EntryNames;
}

/** Each batch with what it names, looked up once per batch. */
async function* withNames(db: Db, batches: AsyncIterable<AuditRow[]>): AsyncGenerator<NamedRow[]> {
  for await (const batch of batches) {
    const names = await namesOf(db, batch);
    yield batch.map((row) => ({ row, names }));
  }
}

function csvRecord({ row, names }: NamedRow): string[] {
  const entry = toAuditEntryDto(row, names);
  return [
    marketplaceTimestamp(row.createdAt),
    entry.actor?.email ?? '',
    entry.actor?.name ?? '',
    entry.action,
    entry.entityType,
    entry.entityName,
    entry.summary,
    changesText(entry.changes),
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
  return { total, csv: csvStream(withNames(db, auditRowBatches(db, filter)), AUDIT_CSV_COLUMNS, csvRecord, 'lines') };
}
