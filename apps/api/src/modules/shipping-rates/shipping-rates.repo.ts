import { type Carrier, ROLE_VENDOR } from '@soko/shared';
import { and, asc, eq, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, type ShippingRate, shippingRates } from '../../db/schema/index.ts';

/** Whose rates: a vendor's own, or (null) the marketplace's defaults. */
export type RateOwner = string | null;

const ownedBy = (owner: RateOwner): SQL =>
  owner === null ? isNull(shippingRates.vendorId) : eq(shippingRates.vendorId, owner);

export function ratesOf(db: Db, owner: RateOwner): Promise<ShippingRate[]> {
  return db.select().from(shippingRates).where(ownedBy(owner)).orderBy(asc(shippingRates.provider));
}

/** The own rates of these vendors and the marketplace's defaults, in one query. */
export function ratesForVendors(db: Db, vendorIds: string[]): Promise<ShippingRate[]> {
  return db
    .select()
    .from(shippingRates)
    .where(
      vendorIds.length > 0
        ? or(isNull(shippingRates.vendorId), inArray(shippingRates.vendorId, vendorIds))
        : isNull(shippingRates.vendorId),
    );
}

export interface RateValues {
  provider: Carrier;
  perParcelCents: number;
  perKgCents: number;
  freeOverCents: number | null;
}

/**
 * Makes the owner's rates exactly these: the carriers left out lose their row, the others are
 * inserted or updated in place. Upserts on the partial unique indexes, so two saves at once end as
 * one of them rather than failing on a duplicate.
 */
export async function replaceRates(db: Db, owner: RateOwner, rates: RateValues[], now: Date): Promise<void> {
  const kept = rates.map((rate) => rate.provider);
  await db
    .delete(shippingRates)
    .where(and(ownedBy(owner), kept.length > 0 ? notInArray(shippingRates.provider, kept) : undefined));
  if (rates.length === 0) return;
  await db
    .insert(shippingRates)
    .values(rates.map((rate) => ({ ...rate, vendorId: owner, updatedAt: now })))
    .onConflictDoUpdate({
      target: owner === null ? [shippingRates.provider] : [shippingRates.vendorId, shippingRates.provider],
      targetWhere: owner === null ? sql`vendor_id is null` : sql`vendor_id is not null`,
      set: {
        perParcelCents: sql`excluded.per_parcel_cents`,
        perKgCents: sql`excluded.per_kg_cents`,
        freeOverCents: sql`excluded.free_over_cents`,
        updatedAt: now,
      },
    });
}

export interface RateVendor {
  id: string;
  displayName: string;
}

export async function findVendor(db: Db, id: string): Promise<RateVendor | undefined> {
  const [row] = await db
    .select({ id: accounts.id, displayName: accounts.displayName })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.role, ROLE_VENDOR)))
    .limit(1);
  return row;
}
