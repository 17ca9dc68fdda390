import { AU_STATES, MARKETPLACE_TIME_ZONE, marketplaceDayOf, OVERDUE_SALE_BUSINESS_DAYS } from '@soko/shared';
import Holidays from 'date-holidays';

/**
 * Business days (issue 44): Monday to Friday, less Australia's national public holidays and, for a
 * vendor, their state's. Days are marketplace (Sydney) days, as everywhere else in Soko; a Perth
 * vendor's day boundaries are Sydney's too. Holidays come from `date-holidays` (decisions log).
 */
export type AustralianState = (typeof AU_STATES)[number];

const DAY_MS = 86_400_000;
const holidaysByRegionYear = new Map<string, ReadonlySet<string>>();

/** A vendor's state as stored (free text in old rows): one of AU_STATES, else national holidays only. */
export function australianState(value: string | null | undefined): AustralianState | undefined {
  const upper = value?.trim().toUpperCase();
  return AU_STATES.find((state) => state === upper);
}

function publicHolidays(year: number, state: AustralianState | undefined): ReadonlySet<string> {
  const key = `${state ?? 'AU'}:${year}`;
  let days = holidaysByRegionYear.get(key);
  if (!days) {
    const calendar = state
      ? new Holidays('AU', state, { types: ['public'] })
      : new Holidays('AU', { types: ['public'] });
    days = new Set(calendar.getHolidays(year).map((holiday) => holiday.date.slice(0, 10)));
    holidaysByRegionYear.set(key, days);
  }
  return days;
}

const shiftDay = (day: string, days: number): string =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** Whether `day` (YYYY-MM-DD) is a working day: a weekday that is no public holiday (national, and the state's). */
export function isBusinessDay(day: string, state?: AustralianState): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !publicHolidays(Number(day.slice(0, 4)), state).has(day);
}

/** The business day `count` business days after `day` (count 0: `day` itself, even if not one). */
export function addBusinessDays(day: string, count: number, state?: AustralianState): string {
  let current = day;
  for (let left = count; left > 0; ) {
    current = shiftDay(current, 1);
    if (isBusinessDay(current, state)) left -= 1;
  }
  return current;
}

/** The business day `count` business days before `day`. */
export function businessDaysBefore(day: string, count: number, state?: AustralianState): string {
  let current = day;
  for (let left = count; left > 0; ) {
    current = shiftDay(current, -1);
    if (isBusinessDay(current, state)) left -= 1;
  }
  return current;
}

const offsetFormat = new Intl.DateTimeFormat('en-AU', {
  timeZone: MARKETPLACE_TIME_ZONE,
  timeZoneName: 'longOffset',
});

function marketplaceOffsetMs(instant: Date): number {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -minutes : minutes) * 60_000;
}

/** The instant a marketplace (Sydney) day begins. Sydney changes its clocks at 2-3 am, never at midnight. */
export function marketplaceDayStart(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`).getTime();
  const guess = utcMidnight - marketplaceOffsetMs(new Date(utcMidnight));
  return new Date(utcMidnight - marketplaceOffsetMs(new Date(guess)));
}

/**
 * The instant by which something started at `from` is due when it is given `count` business days:
 * the end of the count-th business day after the marketplace day of `from` (count 0: `from` itself).
 * A case opened on a Saturday with 2 business days is due at the end of Tuesday (Monday, Tuesday).
 */
export function businessDeadline(from: Date, count: number, state?: AustralianState): Date {
  if (count <= 0) return from;
  const lastDay = addBusinessDays(marketplaceDayOf(from), count, state);
  return marketplaceDayStart(shiftDay(lastDay, 1));
}

/**
 * The last marketplace day whose sales are overdue on `today` when still Not processed: they have
 * waited through OVERDUE_SALE_BUSINESS_DAYS whole business days (national holidays: the queue is
 * the whole marketplace's).
 */
export function overdueSalesPlacedUpTo(today: string): string {
  return shiftDay(businessDaysBefore(today, OVERDUE_SALE_BUSINESS_DAYS), -1);
}
