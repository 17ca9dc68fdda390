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

/**
 * An amount that may be negative (a deduction) with a minus sign, as the app writes a fee taken off:
 * "−$14.73", "$2.00".
 */
export function signedCents(cents: number): string {
  return cents < 0 ? `−${formatCents(-cents)}` : formatCents(cents);
}

export function signedDollars(dollars: number): string {
  return signedCents(dollarsToCents(dollars));
}
