import { MARKETPLACE_TIME_ZONE } from '@soko/shared';
import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type PayoutSchedule, payoutSchedules, saleStatusHistory, sales } from '../../db/schema/index.ts';
import { sumOf } from './payouts.sql.ts';

export type ScheduleValues = Pick<PayoutSchedule, 'interval' | 'weekday' | 'dayOfMonth' | 'minimumCents' | 'holdDays'>;

/** The marketplace's schedule and, with a vendor, that vendor's own: one read. */
export async function schedulesOf(
  db: Db,
  vendorId: string | null,
): Promise<{ marketplace: PayoutSchedule | undefined; own: PayoutSchedule | undefined }> {
  const rows = await db
    .select()
    .from(payoutSchedules)
    .where(
      vendorId
        ? or(isNull(payoutSchedules.vendorId), eq(payoutSchedules.vendorId, vendorId))
        : isNull(payoutSchedules.vendorId),
    );
  return {
    marketplace: rows.find((row) => row.vendorId === null),
    own: vendorId ? rows.find((row) => row.vendorId === vendorId) : undefined,
  };
}

/** Writes the schedule of `vendorId` (null: the marketplace's), replacing any. */
export async function saveSchedule(db: Db, vendorId: string | null, values: ScheduleValues, now: Date): Promise<void> {
  await db
    .delete(payoutSchedules)
    .where(vendorId ? eq(payoutSchedules.vendorId, vendorId) : isNull(payoutSchedules.vendorId));
  await db.insert(payoutSchedules).values({ vendorId, ...values, updatedAt: now });
}

export async function removeSchedule(db: Db, vendorId: string): Promise<void> {
  await db.delete(payoutSchedules).where(eq(payoutSchedules.vendorId, vendorId));
}

/**
 * The vendor's sales a payout on `payDay` would pay: delivered, in no payout, and delivered at the
 * latest `holdDays` before the pay day (Sydney days). Read along sales_remit_idx.
 */
export async function payableSums(
  db: Db,
  vendorId: string,
  payDay: string,
  holdDays: number,
): Promise<{ count: number; netCents: number }> {
  // Delivered before the start of the day after (pay day - hold days), in Sydney.
  const cutoff = sql`((${payDay}::date - ${holdDays}::int + 1)::timestamp at time zone ${MARKETPLACE_TIME_ZONE})`;
  const deliveredBy = sql`coalesce((select max(${saleStatusHistory.createdAt}) from ${saleStatusHistory}
    where ${saleStatusHistory.saleId} = ${sales.id} and ${saleStatusHistory.toStatus} = 'Delivered'), ${sales.updatedAt}) < ${cutoff}`;
  const [row] = await db
    .select({ count: count(), netCents: sumOf(sales.netCents) })
    .from(sales)
    .where(and(eq(sales.vendorId, vendorId), sql`${sales.status} = 'Delivered'`, isNull(sales.payoutId), deliveredBy));
  return row ?? { count: 0, netCents: 0 };
}
