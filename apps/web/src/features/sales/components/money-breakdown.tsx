import { Table, Text } from '@mantine/core';
import {
  DEFAULT_FEE_NOTE,
  FEE_FIXED_CENTS,
  FEE_RATE_BASIS_POINTS,
  formatCents,
  type SaleDetailDto,
} from '@soko/shared';
import { formatDollars, gstIncludedNote } from '../../../lib/dollars.ts';

/** The fee as people read it: "1.75% + $0.30". */
const FEE_TERMS = `${FEE_RATE_BASIS_POINTS / 100}% + ${formatCents(FEE_FIXED_CENTS)}`;

type Money = Pick<
  SaleDetailDto,
  'price' | 'shippingFee' | 'subtotal' | 'refunded' | 'fee' | 'feeGst' | 'net' | 'netAfterRefunds' | 'fees'
>;

interface Row {
  label: string;
  amount: string;
  note?: string | null;
  strong?: boolean;
}

/**
 * docs/product.md section 9: price, shipping, subtotal = price + shipping, what was refunded to the buyer, the
 * fee (with its GST, on what the buyer kept) and net, as the server computed them. Once a payout has
 * paid the sale, its net stays what was paid and later refunds come off the next payout: the net the
 * vendor finally earns is then shown apart.
 */
export function MoneyBreakdown({ sale }: { sale: Money }) {
  const afterPayout = sale.netAfterRefunds !== sale.net;
  const rows: Row[] = [
    { label: 'Price', amount: formatDollars(sale.price) },
    { label: 'Shipping', amount: formatDollars(sale.shippingFee) },
    { label: 'Subtotal', amount: formatDollars(sale.subtotal), strong: true },
    ...(sale.refunded > 0 ? [{ label: 'Refunded to the buyer', amount: `−${formatDollars(sale.refunded)}` }] : []),
    {
      // A commission rule on any line (issue 45): its terms show by the line, in the items above.
      label: sale.fees.every((line) => line.note === DEFAULT_FEE_NOTE)
        ? `Transaction fee (${FEE_TERMS})`
        : 'Transaction fee (by line, above)',
      amount: `−${formatDollars(sale.fee)}`,
      note: gstIncludedNote(sale.feeGst),
    },
    {
      label: 'Net',
      amount: formatDollars(sale.net),
      strong: !afterPayout,
      note: afterPayout ? 'What the payout paid' : null,
    },
    ...(afterPayout
      ? [
          {
            label: 'Net after refunds',
            amount: formatDollars(sale.netAfterRefunds),
            strong: true,
            note: 'Refunds after the payout are deducted from the next payout',
          },
        ]
      : []),
  ];
  return (
    <Table verticalSpacing={6} variant="vertical" layout="fixed" withRowBorders>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th scope="row" fw={row.strong ? 700 : 400}>
              {row.label}
            </Table.Th>
            <Table.Td ta="right">
              <Text span fw={row.strong ? 700 : 400} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {row.amount}
              </Text>
              {row.note && (
                <Text size="xs" c="dimmed">
                  {row.note}
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
