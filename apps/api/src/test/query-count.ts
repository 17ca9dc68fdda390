import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

type Query = (...args: unknown[]) => unknown;

/**
 * Counts the queries sent to either engine (node-postgres clients and PGlite alike, drizzle's
 * prepared statements included) from now until `stop`, whoever sends them.
 */
export function countQueries(): { readonly count: number; stop(): void } {
  const pgliteBase = Object.getPrototypeOf(PGlite.prototype) as { query: Query };
  const targets = [pg.Client.prototype as unknown as { query: Query }, pgliteBase];
  const originals = targets.map((target) => target.query);
  const counter = {
    count: 0,
    stop: () => {
      for (const [index, target] of targets.entries()) target.query = originals[index] as Query;
    },
  };
  for (const [index, target] of targets.entries()) {
    const original = originals[index] as Query;
    target.query = function (this: unknown, ...args: unknown[]) {
      counter.count += 1;
      return original.apply(this, args);
    };
  }
  return counter;
}
