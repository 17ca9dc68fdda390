import { marketplaceToday } from '@soko/shared';
import { csvMoney, toCsv } from '../../lib/csv.ts';
import type { PayoutRow, StatementRow } from './payouts.repo.ts';

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
