import type { ExportRow } from './sales.repo.ts';

/** An export stops here, so one request can never build an unbounded file in memory. */
export const SALES_EXPORT_MAX_ROWS = 50_000;

export const SALES_CSV_HEADER = [
  'Order',
  'Date',
  'Customer',
  'Customer email',
  'Vendor',
  'Status',
  'Tracking number',
  'Items',
  'Price',
  'Shipping',
  'Subtotal',
  'Fee',
  'Net',
] as const;

/**
 * One CSV field (RFC 4180). Text a spreadsheet would run as a formula (it starts with = + - @,
 * or a tab or carriage return that some programs skip) gets a leading apostrophe, so a customer
 * name cannot become a formula on a vendor's computer.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The export file: a byte-order mark (so spreadsheet programs read UTF-8), the header, one line per sale. */
export function salesCsv(rows: ExportRow[]): string {
  const lines = [SALES_CSV_HEADER.map(csvCell).join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.orderNumber,
        row.date,
        row.customerName,
        row.customerEmail,
        row.vendorName,
        row.status,
        row.trackingNumber,
        row.items,
        dollars(row.priceCents),
        dollars(row.shippingCents),
        dollars(row.priceCents + row.shippingCents),
        dollars(row.feeCents),
        dollars(row.netCents),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
