import type { Readable } from 'node:stream';
import { marketplaceDayOf, SALE_PAYOUT_STATE_LABELS } from '@soko/shared';
import { csvMoney } from '../../lib/csv.ts';
import { csvStream } from '../../lib/csv-stream.ts';
import { type AdjustmentRow, adjustmentState } from '../ledger/index.ts';
import type { PayoutExportRow } from './payouts.list.repo.ts';
import { type StatementExportRow, statementRowState } from './payouts.statement.repo.ts';

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
  'Adjustment notes deducted',
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
  'Refunded',
  'Payout state',
  'Transaction',
  'Paid on',
  'Adjustment notes',
  'Fee by line',
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
    row.adjustmentNotes,
  ]);
}

type StatementCsvRow = ({ kind: 'sale' } & StatementExportRow) | ({ kind: 'adjustment' } & AdjustmentRow);

/** The sales, then the refunds after payout of the same scope: the Net column adds up to the earnings. */
async function* statementCsvRows(
  sales: AsyncIterable<StatementExportRow[]>,
  adjustments: AsyncIterable<AdjustmentRow[]>,
): AsyncGenerator<StatementCsvRow[]> {
  for await (const batch of sales) yield batch.map((row) => ({ kind: 'sale' as const, ...row }));
  for await (const batch of adjustments) yield batch.map((row) => ({ kind: 'adjustment' as const, ...row }));
}

const ADJUSTMENT_STATE_LABELS = {
  ...SALE_PAYOUT_STATE_LABELS,
  awaiting_payout: 'To be deducted from the next payout',
};

export function statementCsv(
  sales: AsyncIterable<StatementExportRow[]>,
  adjustments: AsyncIterable<AdjustmentRow[]>,
): Readable {
  return csvStream(statementCsvRows(sales, adjustments), STATEMENT_CSV_HEADER, (row) =>
    row.kind === 'sale'
      ? [
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
          csvMoney(row.refundedCents),
          SALE_PAYOUT_STATE_LABELS[statementRowState(row)],
          row.payoutNumber ?? '',
          row.payoutPaidAt ?? '',
          row.adjustmentNotes,
          row.lineFees,
        ]
      : [
          marketplaceDayOf(row.createdAt),
          row.orderNumber,
          row.customerName,
          row.vendorName,
          row.feeNoteNumber ? `Refund after payout, adjustment note ${row.feeNoteNumber}` : 'Refund after payout',
          '',
          '',
          '',
          csvMoney(row.feeCents),
          csvMoney(row.feeGstCents),
          csvMoney(row.netCents),
          csvMoney(-row.grossCents),
          ADJUSTMENT_STATE_LABELS[adjustmentState(row)],
          row.payoutNumber ?? '',
          row.payoutPaidAt ?? '',
          row.feeNoteNumber ?? '',
          '',
        ],
  );
}
