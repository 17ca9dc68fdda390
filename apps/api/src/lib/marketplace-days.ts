import { MARKETPLACE_TIME_ZONE } from '@soko/shared';
import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';

/** The start of a day in the marketplace's time zone, and of the day after, as instants. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone ${MARKETPLACE_TIME_ZONE}`;
const nextDayStart = (day: string) => sql`(${day}::date + 1)::timestamp at time zone ${MARKETPLACE_TIME_ZONE}`;

/**
 * Inclusive marketplace days (YYYY-MM-DD) on a timestamp column, as plain bounds on the column so
 * that its index serves the filter.
 */
export function dayRange(column: AnyColumn, from?: string, to?: string): SQL | undefined {
  return and(
    from ? sql`${column} >= ${dayStart(from)}` : undefined,
    to ? sql`${column} < ${nextDayStart(to)}` : undefined,
  );
}
