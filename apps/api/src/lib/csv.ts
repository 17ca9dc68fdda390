import { marketplaceToday } from '@soko/shared';

/**
 * What a spreadsheet would run as a formula: = + - @ first, or a tab or carriage return that some
 * programs skip before one.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A leading apostrophe on text a spreadsheet would run, so a customer name can never become a formula. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * An amount we wrote ourselves: written as it is, never taken for a formula, so a refund's negative
 * amount stays a number to a spreadsheet (text that starts with "-" is neutralised).
 */
export class CsvAmount {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

/** Dollars with two decimals, from integer cents, without passing through floating point. */
export function csvMoney(cents: number): CsvAmount {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return new CsvAmount(`${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`);
}

/** A download name with today's date in the marketplace's time zone, e.g. transactions-2025-03-01.csv. */
export function csvFilename(prefix: string, now: Date = new Date()): string {
  return `${prefix}-${marketplaceToday(now)}.csv`;
}
