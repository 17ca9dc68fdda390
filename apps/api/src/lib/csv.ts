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

/** A field in double quotes, its own quotes doubled (RFC 4180). */
export function quoteField(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * One CSV field (RFC 4180). Text is neutralised, then quoted when it holds a comma, a quote or a line
 * break, or has spaces around it that a spreadsheet would trim. Numbers are written as they are.
 */
/** An export stops here, so one request can never build an unbounded file in memory. */
export const CSV_EXPORT_MAX_ROWS = 50_000;

export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = neutraliseFormula(value);
  return /[",\r\n]/.test(text) || text !== text.trim() ? quoteField(text) : text;
}

/** Dollars with two decimals, from integer cents, without passing through floating point. */
export function csvMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** The byte order mark lets spreadsheet programs read the file as UTF-8 (names with accents). */
const BOM = '\ufeff';

/** A whole file: the byte order mark, the header, one CRLF-ended line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** A download name with today's date in the marketplace's time zone, e.g. transactions-2025-03-01.csv. */
export function csvFilename(prefix: string, now: Date = new Date()): string {
  return `${prefix}-${marketplaceToday(now)}.csv`;
}
