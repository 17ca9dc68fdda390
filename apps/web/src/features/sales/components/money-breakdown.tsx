import { Table, Text } from '@mantine/core';
import { FEE_FIXED_CENTS, FEE_RATE_BASIS_POINTS, formatCents, type SaleDto } from '@soko/shared';
import { formatDollars, gstIncludedNote } from '../../../lib/dollars.ts';

/** The fee as people read it: "1.75% + $0.30". */
const FEE_TERMS = `${FEE_RATE_BASIS_POINTS / 100}% + ${formatCents(FEE_FIXED_CENTS)}`;

type Money = Pick<SaleDto, 'price' | 'shippingFee' | 'subtotal' | 'fee' | 'feeGst' | 'net'>;

/** Spec section 9: price, shipping, subtotal = price + shipping, the fee (with its GST) and net = subtotal - fee, as the server computed them. */
export function MoneyBreakdown({ sale }: { sale: Money }) {
  const rows: { label: string; amount: string; note?: string | null; strong?: boolean }[] = [
    { label: 'Price', amount: formatDollars(sale.price) },
    { label: 'Shipping', amount: formatDollars(sale.shippingFee) },
    { label: 'Subtotal', amount: formatDollars(sale.subtotal), strong: true },
    {
      label: `Transaction fee (${FEE_TERMS})`,
      amount: `−${formatDollars(sale.fee)}`,
      note: gstIncludedNote(sale.feeGst),
    },
    { label: 'Net', amount: formatDollars(sale.net), strong: true },
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
