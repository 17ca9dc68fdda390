import type { PublicUser } from '@soko/shared';

export function fullName(user: Pick<PublicUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/** DD/MM/YYYY in the browser's time zone. */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  const day = String(date.getDate()).padStart(2, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${day}/${month}/${date.getFullYear()}`;
}

const MS_PER_DAY = 86_400_000;
const weekdayFormat = new Intl.DateTimeFormat('en-AU', { weekday: 'long' });

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Spec section 9: Today, Yesterday, the weekday name within the last week, else DD/MM/YYYY. */
export function formatMessageDate(value: string | Date, now: Date = new Date()): string {
  const date = toDate(value);
  // Rounding absorbs the 23- and 25-hour days of daylight-saving changes.
  const daysAgo = Math.round((startOfDay(now) - startOfDay(date)) / MS_PER_DAY);
  if (daysAgo === 0) return 'Today';
  if (daysAgo === 1) return 'Yesterday';
  if (daysAgo > 1 && daysAgo < 7) return weekdayFormat.format(date);
  return formatDate(date);
}
