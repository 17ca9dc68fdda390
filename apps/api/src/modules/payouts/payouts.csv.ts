import { marketplaceToday } from '@soko/shared';
import type { PayoutRow, StatementRow } from './payouts.repo.ts';

/**
 * CSV files for spreadsheets (RFC 4180: CRLF lines, quoted cells where needed). A cell a spreadsheet
 * would read as a formula (=, +, -, @, tab, carriage return first) gets a leading ' so that
 * a customer name can never run as one.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Dollars with two decimals, from integer cents, without passing through floating point. */
export function csvMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** The byte order mark lets spreadsheet programs read the file as UTF-8 (names with accents). */
const BOM = '\ufeff';

function toCsv(header: string[], rows: (string | number)[][]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** A download name with today's date in the marketplace's time zone, e.g. transactions-2025-03-01.csv. */
export function csvFilename(prefix: string, now: Date = new Date()): string {
  return `${prefix}-${marketplaceToday(now)}.csv`;
}

const name = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

export function payoutsCsv(rows: PayoutRow[]): string {
  return toCsv(
    [
      'Transaction',
      'Vendor',
      'Created',
      'Sales',
      'Gross',
      'Fee',
      'Net',
      'Status',
      'Bank reference',
      'Paid on',
      'Created by',
    ],
    rows.map(({ payout, ...row }) => [
      payout.number,
      row.vendorName,
      marketplaceToday(payout.createdAt),
      payout.saleCount,
      csvMoney(payout.grossCents),
      csvMoney(payout.feeCents),
      csvMoney(payout.netCents),
      payout.paidAt ? 'Paid' : 'Pending',
      payout.bankReference,
      payout.paidAt ?? '',
      name(row.creatorFirstName, row.creatorLastName),
    ]),
  );
}

export function statementCsv(rows: StatementRow[]): string {
  return toCsv(
    [
      'Date',
      'Order',
      'Customer',
      'Vendor',
      'Status',
      'Price',
      'Shipping',
      'Subtotal',
      'Fee',
      'Net',
      'Paid out',
      'Transaction',
      'Paid on',
    ],
    rows.map((row) => [
      marketplaceToday(row.createdAt),
      row.orderNumber,
      row.customerName,
      row.vendorName,
      row.status,
      csvMoney(row.priceCents),
      csvMoney(row.shippingCents),
      csvMoney(row.priceCents + row.shippingCents),
      csvMoney(row.feeCents),
      csvMoney(row.netCents),
      row.payoutNumber === null ? 'No' : 'Yes',
      row.payoutNumber ?? '',
      row.payoutPaidAt ?? '',
    ]),
  );
}
