import type { ShippingProvider } from '@soko/shared';
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * What a carrier's parcel costs the buyer: a price per parcel plus a price per kg above the first kg,
 * free from an order part's subtotal when `free_over_cents` is set. A row without a vendor is the
 * marketplace's default for that carrier; a vendor's own row overrides it.
 */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id').references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<ShippingProvider>().notNull(),
    perParcelCents: integer('per_parcel_cents').notNull(),
    perKgCents: integer('per_kg_cents').notNull(),
    freeOverCents: integer('free_over_cents'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shipping_rates_vendor_provider_key')
      .on(table.vendorId, table.provider)
      .where(sql`${table.vendorId} is not null`),
    uniqueIndex('shipping_rates_default_provider_key').on(table.provider).where(sql`${table.vendorId} is null`),
  ],
);

export type ShippingRate = typeof shippingRates.$inferSelect;
