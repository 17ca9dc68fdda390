import { marketplaceToday } from '@soko/shared';

/**
 * What a spreadsheet would run as a formula: = + - @ first, or a tab or carriage return that some
 * programs skip before one.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A negative amount: a number to a spreadsheet, not a formula, so it stays as it is. */
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

/** A leading apostrophe on text a spreadsheet would run, so a customer name can never become a formula. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !NEGATIVE_NUMBER.test(text) ? `'${text}` : text;
}

/** Dollars with two decimals, from integer cents, without passing through floating point. */
export function csvMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A download name with today's date in the marketplace's time zone, e.g. transactions-2025-03-01.csv. */
export function csvFilename(prefix: string, now: Date = new Date()): string {
  return `${prefix}-${marketplaceToday(now)}.csv`;
}
