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

export function AmountCell({ children }: { children: ReactNode }) {
  return (
    <Table.Td visibleFrom="sm" ta="right">
      {children}
    </Table.Td>
  );
}

export function NetCell({ children }: { children: ReactNode }) {
  return (
    <Table.Td ta="right" fw={600}>
      {children}
    </Table.Td>
  );
}
