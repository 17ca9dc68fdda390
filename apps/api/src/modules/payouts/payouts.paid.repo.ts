/** Paying payouts: marking one paid, and locking and marking those that go into a bank (ABA) file. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Payout, payouts } from '../../db/schema/index.ts';
import { vendor } from './payouts.sql.ts';

/** Locks a payout for the rest of the transaction, so that it is marked paid once. */
export async function lockPayout(db: Db, id: string): Promise<Payout | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row;
}

export async function updatePayout(
  db: Db,
  id: string,
  values: Pick<typeof payouts.$inferInsert, 'paidAt' | 'bankReference' | 'markedPaidBy'>,
): Promise<void> {
  await db.update(payouts).set(values).where(eq(payouts.id, id));
}

export interface BankFilePayout {
  id: string;
  number: number;
  vendorId: string;
  vendorName: string;
  netCents: number;
  paidAt: string | null;
  sentToBankAt: Date | null;
}

/** Locks the payouts going into a bank file, in number order, so that none is paid meanwhile. */
export function lockPayoutsForBankFile(db: Db, ids: string[]): Promise<BankFilePayout[]> {
  return db
    .select({
      id: payouts.id,
      number: payouts.number,
      vendorId: payouts.vendorId,
      vendorName: vendor.displayName,
      netCents: payouts.netCents,
      paidAt: payouts.paidAt,
      sentToBankAt: payouts.sentToBankAt,
    })
    .from(payouts)
    .innerJoin(vendor, eq(vendor.id, payouts.vendorId))
    .where(inArray(payouts.id, ids))
    .orderBy(asc(payouts.number))
    .for('update', { of: payouts });
}

export async function markSentToBank(db: Db, ids: string[], at: Date): Promise<void> {
  await db.update(payouts).set({ sentToBankAt: at }).where(inArray(payouts.id, ids));
}
