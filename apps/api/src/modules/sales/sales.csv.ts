import type { Readable } from 'node:stream';
import { csvMoney } from '../../lib/csv.ts';
import { csvStream } from '../../lib/csv-stream.ts';
import type { ExportRow } from './sales.export.ts';

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
  'GST in fee',
  'Net',
  'Refunded',
  'Adjustment notes',
  'Fee by line',
] as const;

/** The export file: a byte-order mark (so spreadsheet programs read UTF-8), the header, one line per sale. */
export function salesCsv(batches: AsyncIterable<ExportRow[]>): Readable {
  return csvStream(batches, SALES_CSV_HEADER, (row) => [
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
    csvMoney(row.feeGstCents),
    csvMoney(row.netCents),
    csvMoney(row.refundedCents),
    row.adjustmentNotes,
    row.lineFees,
  ]);
}
