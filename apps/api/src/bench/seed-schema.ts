import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from './seed-sql.ts';

/**
 * Building an index once over loaded rows is many times faster than keeping it up to date row by
 * row, and a foreign key added afterwards is checked by one join instead of a lookup per row. So the
 * load drops the keys and indexes of the tables it fills and re-creates them from the definitions
 * PostgreSQL reports (which are those of the migrations), in the same transaction.
 */

/** The tables the generator fills with many rows. */
export const LOADED_TABLES = [
  'products',
  'product_images',
  'product_variants',
  'product_subcategories',
  'orders',
  'sales',
  'sale_items',
  'sale_status_history',
  'payouts',
  'payout_lines',
  'messages',
  'audit_log',
  'reviews',
] as const;

/**
 * Tables whose triggers keep derived figures that rebuildSaleTotals (and rebuildRatings) recompute from
 * the rows at the end: firing them per loaded statement would only do the same work more slowly.
 */
export const TABLES_WITH_REBUILT_TRIGGERS = ['sales', 'payout_lines', 'reviews'] as const;

interface SavedConstraint {
  /** Already quoted, as regclass prints it. */
  tableName: string;
  quotedName: string;
  definition: string;
}

interface SavedIndex {
  quotedName: string;
  definition: string;
}

export interface SavedSchema {
  foreignKeys: SavedConstraint[];
  keys: SavedConstraint[];
  indexes: SavedIndex[];
}

const tableList = (tables: readonly string[]) => sql`${sql.param(tables)}::regclass[]`;

export async function dropKeysAndIndexes(db: Db, tables: readonly string[]): Promise<SavedSchema> {
  // Foreign keys into or out of the loaded tables first: a primary key cannot go while one refers to it.
  const foreignKeys = await rowsOf<SavedConstraint>(
    db,
    sql`select c.conrelid::regclass::text as "tableName", quote_ident(c.conname) as "quotedName",
          pg_get_constraintdef(c.oid) as definition
        from pg_constraint c
        where c.contype = 'f' and (c.conrelid = any(${tableList(tables)}) or c.confrelid = any(${tableList(tables)}))
        order by 1, 2`,
  );
  const keys = await rowsOf<SavedConstraint>(
    db,
    sql`select c.conrelid::regclass::text as "tableName", quote_ident(c.conname) as "quotedName",
          pg_get_constraintdef(c.oid) as definition
        from pg_constraint c
        where c.contype in ('p', 'u') and c.conrelid = any(${tableList(tables)})
        order by 1, 2`,
  );
  const indexes = await rowsOf<SavedIndex>(
    db,
    sql`select i.indexrelid::regclass::text as "quotedName", pg_get_indexdef(i.indexrelid) as definition
        from pg_index i
        where i.indrelid = any(${tableList(tables)})
          and not exists (
            select 1 from pg_constraint c where c.conindid = i.indexrelid and c.contype in ('p', 'u', 'x'))
        order by 1`,
  );
  for (const key of foreignKeys) {
    await db.execute(sql.raw(`alter table ${key.tableName} drop constraint ${key.quotedName}`));
  }
  for (const key of keys) await db.execute(sql.raw(`alter table ${key.tableName} drop constraint ${key.quotedName}`));
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.quotedName}`));
  return { foreignKeys, keys, indexes };
}

export async function restoreKeysAndIndexes(
  db: Db,
  saved: SavedSchema,
  onEach: (what: string, run: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const statements: { what: string; statement: SQL }[] = [
    ...saved.keys.map((key) => ({
      what: `${key.tableName} ${key.definition}`,
      statement: sql.raw(`alter table ${key.tableName} add constraint ${key.quotedName} ${key.definition}`),
    })),
    ...saved.indexes.map((index) => ({ what: index.quotedName, statement: sql.raw(index.definition) })),
    // Checked here by one join each: every loaded reference must point at a row.
    ...saved.foreignKeys.map((key) => ({
      what: `${key.tableName}.${key.quotedName}`,
      statement: sql.raw(`alter table ${key.tableName} add constraint ${key.quotedName} ${key.definition}`),
    })),
  ];
  for (const { what, statement } of statements) {
    await onEach(what, async () => {
      await db.execute(statement);
    });
  }
}

export async function setUserTriggers(db: Db, tables: readonly string[], enabled: boolean): Promise<void> {
  for (const table of tables) {
    await db.execute(sql`alter table ${sql.identifier(table)} ${sql.raw(enabled ? 'enable' : 'disable')} trigger user`);
  }
}
