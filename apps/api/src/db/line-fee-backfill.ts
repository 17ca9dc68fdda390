import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { migrationsFolder } from './client.ts';

/**
 * The last statement of migration 0042: each line of a sale from before commission rules gets its
 * share of the sale's shipping and fee. The benchmark's seed, which writes sales as they were then,
 * runs it too, and its test runs it on such sales.
 */
export async function lineFeeBackfillStatement(): Promise<string> {
  const text = await readFile(path.join(migrationsFolder, '0042_commission_rules.sql'), 'utf8');
  const last = text.split('--> statement-breakpoint').at(-1);
  if (!last?.includes('UPDATE "sale_items"')) throw new Error('the backfill is no longer the last statement of 0042');
  return last;
}
