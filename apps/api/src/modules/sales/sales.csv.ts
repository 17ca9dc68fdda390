import { csvMoney, toCsv } from '../../lib/csv.ts';
import type { ExportRow } from './sales.repo.ts';

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

/** The export file: a byte-order mark (so spreadsheet programs read UTF-8), the header, one line per sale. */
export function salesCsv(rows: ExportRow[]): string {
  return toCsv(
    SALES_CSV_HEADER,
    rows.map((row) => [
      row.orderNumber,
      row.date,
      row.customerName,
      row.customerEmail,
      row.vendorName,
      row.status,
      row.trackingNumber,
      row.items,
      csvMoney(row.priceCents),
      csvMoney(row.shippingCents),
      csvMoney(row.priceCents + row.shippingCents),
      csvMoney(row.feeCents),
      csvMoney(row.netCents),
    ]),
  );
}
