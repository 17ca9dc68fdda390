import { MARKETPLACE_TIME_ZONE, type PublicUser } from '@soko/shared';

export function fullName(user: Pick<PublicUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/**
 * Every date and time is shown in the marketplace's time zone, whatever the viewer's: a sale made
 * at 9 pm in Sydney on 23/11 is on 23/11 for a vendor in Perth too, as the filters, the chart and
 * the payout rules count it.
 */
const dayFormat = new Intl.DateTimeFormat('en-AU', {
  timeZone: MARKETPLACE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const weekdayFormat = new Intl.DateTimeFormat('en-AU', { timeZone: MARKETPLACE_TIME_ZONE, weekday: 'long' });

/** DD/MM/YYYY, the marketplace's day. */
export function formatDate(value: string | Date): string {
  return dayFormat.format(toDate(value));
}

/** A date and time in the marketplace's zone, its abbreviation included (AEDT, AEST). */
export function dateTimeFormat(options: Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>) {
  const format = new Intl.DateTimeFormat('en-AU', { ...options, timeZone: MARKETPLACE_TIME_ZONE });
  const zone = new Intl.DateTimeFormat('en-AU', { timeZone: MARKETPLACE_TIME_ZONE, timeZoneName: 'short' });
  return {
    format: (value: string | Date) => {
      const date = toDate(value);
      const zoneName = zone.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value;
      return zoneName ? `${format.format(date)} ${zoneName}` : format.format(date);
    },
  };
}

/** The marketplace's day of an instant as a number of days, for counting days between two instants. */
function dayNumber(date: Date): number {
  const [day, month, year] = dayFormat.format(date).split('/').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) / 86_400_000;
}

/** docs/product.md section 9: Today, Yesterday, the weekday name within the last week, else DD/MM/YYYY. */
export function formatMessageDate(value: string | Date, now: Date = new Date()): string {
  const date = toDate(value);
  const daysAgo = dayNumber(now) - dayNumber(date);
  if (daysAgo === 0) return 'Today';
  if (daysAgo === 1) return 'Yesterday';
  if (daysAgo > 1 && daysAgo < 7) return weekdayFormat.format(date);
  return formatDate(date);
}
