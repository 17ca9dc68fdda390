import type { Readable } from 'node:stream';
import { SALE_PAYOUT_STATE_LABELS } from '@soko/shared';
import { csvMoney } from '../../lib/csv.ts';
import { csvStream } from '../../lib/csv-stream.ts';
import { type PayoutExportRow, type StatementExportRow, statementRowState } from './payouts.repo.ts';

const name = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

const PAYOUTS_CSV_HEADER = [
  'Transaction',
  'Vendor',
  'Created',
  'Sales',
  'Gross',
  'Fee',
  'GST in fee',
  'Net',
  'Status',
  'Bank reference',
  'Paid on',
  'Created by',
];

const STATEMENT_CSV_HEADER = [
  'Date',
  'Order',
  'Customer',
  'Vendor',
  'Status',
  'Price',
  'Shipping',
  'Subtotal',
  'Fee',
  'GST in fee',
  'Net',
  'Payout state',
  'Transaction',
  'Paid on',
];

export function payoutsCsv(batches: AsyncIterable<PayoutExportRow[]>): Readable {
  return csvStream(batches, PAYOUTS_CSV_HEADER, ({ payout, ...row }) => [
    payout.number,
    row.vendorName,
    row.createdDay,
    payout.saleCount,
    csvMoney(payout.grossCents),
    csvMoney(payout.feeCents),
    csvMoney(payout.feeGstCents),
    csvMoney(payout.netCents),
    payout.paidAt ? 'Paid' : 'Pending',
    payout.bankReference,
    payout.paidAt ?? '',
    name(row.creatorFirstName, row.creatorLastName),
  ]);
}

export function statementCsv(batches: AsyncIterable<StatementExportRow[]>): Readable {
  return csvStream(batches, STATEMENT_CSV_HEADER, (row) => [
    row.day,
    row.orderNumber,
    row.customerName,
    row.vendorName,
    row.status,
    csvMoney(row.priceCents),
    csvMoney(row.shippingCents),
    csvMoney(row.priceCents + row.shippingCents),
    csvMoney(row.feeCents),
    csvMoney(row.feeGstCents),
    csvMoney(row.netCents),
    SALE_PAYOUT_STATE_LABELS[statementRowState(row)],
    row.payoutNumber ?? '',
    row.payoutPaidAt ?? '',
  ]);
}
