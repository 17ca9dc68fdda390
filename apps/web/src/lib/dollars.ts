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

/**
 * "incl. GST $0.20", the GST a fee includes; null when it includes none (the marketplace was not
 * GST-registered), where "incl. GST $0.00" would read as a tax invoice's figure.
 */
export function gstIncludedNote(gst: number): string | null {
  return gst > 0 ? `incl. GST ${formatDollars(gst)}` : null;
}
