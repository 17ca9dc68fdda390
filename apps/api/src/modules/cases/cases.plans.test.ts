import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase, testEngine } from '../../test/database.ts';
import { caseListStatement } from './cases.repo.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

/** The plan of a statement as text, with sequential scans priced out so a small table shows the index it can use. */
async function planOf(statement: ReturnType<typeof caseListStatement>): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain (format json) ${statement}`)) as unknown as { rows: unknown[] };
    return JSON.stringify(result.rows);
  });
}

describe(`the case list's statements (${testEngine})`, () => {
  it.each([
    ['a vendor’s cases', { vendorId: randomUUID() }, /cases_vendor_opened_idx/],
    [
      'a vendor’s cases of one status',
      { vendorId: randomUUID(), status: 'open' as const },
      /cases_(vendor_|vendor_status_|status_)opened_idx/,
    ],
    ['every vendor’s cases of one status (staff)', { status: 'escalated' as const }, /cases_status_opened_idx/],
    ['every case (staff)', {}, /"cases_opened_idx"/],
  ])('reads %s from its index in the list’s order, with no sort', async (_name, filter, index) => {
    const plan = await planOf(caseListStatement(database.db, filter, undefined, 20));
    // A vendor's cases of one status may come from any index led by one of the two (the other then
    // filters): on an empty table they cost the same; each gives the rows in the list's order.
    expect(plan).toMatch(index);
    expect(plan).not.toContain('"Node Type":"Sort"');
  });
});
