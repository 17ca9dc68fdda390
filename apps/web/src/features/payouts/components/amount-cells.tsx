import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The figure columns of the payout tables: right-aligned, and hidden on phones, where a row shows
 * its net alone (bold) so the table still fits at 375 px.
 */
export function AmountHead({ children }: { children: ReactNode }) {
  return (
    <Table.Th visibleFrom="sm" ta="right">
      {children}
    </Table.Th>
  );
}

/** "−$24.57" may otherwise break after its minus sign on a phone: an amount is one token. */
const AMOUNT_WHOLE = { whiteSpace: 'nowrap' } as const;

export function AmountCell({ children }: { children: ReactNode }) {
  return (
    <Table.Td visibleFrom="sm" ta="right" style={AMOUNT_WHOLE}>
      {children}
    </Table.Td>
  );
}

export function NetCell({ children }: { children: ReactNode }) {
  return (
    <Table.Td ta="right" fw={600} style={AMOUNT_WHOLE}>
      {children}
    </Table.Td>
  );
}
