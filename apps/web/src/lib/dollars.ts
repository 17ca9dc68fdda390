import { dollarsToCents, formatCents } from '@soko/shared';

/** An amount of the API (dollars with two decimals) as people read it, through the one formatter. */
export function formatDollars(dollars: number): string {
  return formatCents(dollarsToCents(dollars));
}

/** A calendar day of the API (YYYY-MM-DD) as DD/MM/YYYY, without a time zone shifting it. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
