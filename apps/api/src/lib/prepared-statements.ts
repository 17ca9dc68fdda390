import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Statements built once per shape and kept for the life of the database handle. A hot list's
 * statement differs between requests only in its values (a vendor, a status, a cursor, an offset):
 * its shape (which filters are set, the sort, the page size) is a short key, and the statement is
 * built with placeholders the first time the shape is met. Drizzle building a statement at every
 * request was a fifth of the server's CPU for a page of sales. A caller keys only shapes that are
 * finitely many (a search text or a free page size is not a shape).
 */
export function preparedByShape<Prepared>(): (db: Db, shape: string, prepare: () => Prepared) => Prepared {
  const byDatabase = new WeakMap<Db, Map<string, Prepared>>();
  return (db, shape, prepare) => {
    let shapes = byDatabase.get(db);
    if (!shapes) {
      shapes = new Map();
      byDatabase.set(db, shapes);
    }
    let prepared = shapes.get(shape);
    if (prepared === undefined) {
      prepared = prepare();
      shapes.set(shape, prepared);
    }
    return prepared;
  };
}

/**
 * `column = any($name::uuid[])`: one statement text for any number of ids, where drizzle's `inArray`
 * writes a parameter per id and so a new statement for each page size.
 */
export function isAnyOf(column: AnyColumn, placeholder: string): SQL {
  return sql`${column} = any(${sql.placeholder(placeholder)}::uuid[])`;
}
