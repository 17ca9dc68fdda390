/** SQL pieces the payout repositories share: the user aliases of the joins, sums and the marketplace day. */
import { MARKETPLACE_TIME_ZONE } from '@soko/shared';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accounts, users } from '../../db/schema/index.ts';

export const vendor = alias(accounts, 'vendor');
/**
 * Staff who made or paid a payout: only their names, which `users` holds. Three `accounts` joins (a
 * view of five tables each) made a payout page 17 relations, past what the planner orders, and
 * three times the PostgreSQL CPU of the page before the split.
 */
export const creator = alias(users, 'creator');
export const marker = alias(users, 'marker');

export const sumOf = (value: AnyColumn | SQL) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);

export interface CentsTotals {
  count: number;
  subtotalCents: number;
  feeCents: number;
  feeGstCents: number;
  netCents: number;
}

/**
 * The marketplace day (YYYY-MM-DD) of a timestamp, by the database: an export formats a million of
 * them, and a JavaScript date formatter for a time zone costs tens of microseconds each.
 */
export const dayOf = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone ${MARKETPLACE_TIME_ZONE}, 'YYYY-MM-DD')`;
