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

const zoneFormat = new Intl.DateTimeFormat('en-AU', { timeZone: MARKETPLACE_TIME_ZONE, timeZoneName: 'short' });

/** The format's text followed by the marketplace zone's abbreviation (AEDT, AEST) on that date. */
function zoned(format: Intl.DateTimeFormat) {
  return (value: string | Date): string => {
    const date = toDate(value);
    const zoneName = zoneFormat.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value;
    return zoneName ? `${format.format(date)} ${zoneName}` : format.format(date);
  };
}

/**
 * One style per kind of place (docs/decisions.md, Screens): lists give the day (`formatDate`),
 * details and timelines the day and time (`formatDateTime`), records an operator reads in order (the
 * audit log, job runs) the day and time to the second (`formatRecordTime`). Nothing else formats a
 * date: `format-owners.test.ts` fails on a feature that does.
 */
export const formatDateTime = zoned(
  new Intl.DateTimeFormat('en-AU', { timeZone: MARKETPLACE_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }),
);

/** DD/MM/YYYY, h:mm:ss am/pm and the zone: the list's day with the time to the second. */
export const formatRecordTime = zoned(
  new Intl.DateTimeFormat('en-AU', {
    timeZone: MARKETPLACE_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  }),
);

const messageTimeFormat = zoned(
  new Intl.DateTimeFormat('en-AU', { timeZone: MARKETPLACE_TIME_ZONE, hour: 'numeric', minute: '2-digit' }),
);

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

/** A message's day as its box shows it, then its time: "Today, 9:05 am AEST". */
export function formatMessageSentAt(value: string | Date, now: Date = new Date()): string {
  return `${formatMessageDate(value, now)}, ${messageTimeFormat(value)}`;
}
