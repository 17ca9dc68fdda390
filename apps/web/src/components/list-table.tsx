import { Table } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { ListPagination } from './list-pagination.tsx';

interface ListTableProps {
  /** Below this width the table scrolls sideways (375 px phones). */
  minWidth: number;
  caption: ReactNode;
  /** The header cells. */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
  /** Off for tables whose rows hold nothing to click. */
  highlightOnHover?: boolean;
  /** Server or client pages under the table; hidden when everything fits on one page. */
  pagination?: ComponentProps<typeof ListPagination>;
}

/** A list's striped table with its caption, scrolling sideways on narrow screens, and its pages below. */
export function ListTable({ minWidth, caption, head, children, highlightOnHover = true, pagination }: ListTableProps) {
  return (
    <>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover={highlightOnHover} verticalSpacing="sm">
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pagination && <ListPagination {...pagination} />}
    </>
  );
}

/** "1 sale", "3 sales", "10,000+ sales" (a count the server stopped at): a count with its noun for captions. */
export function countOf(count: number, one: string, many: string, capped = false): string {
  return `${count.toLocaleString('en-AU')}${capped ? '+' : ''} ${count === 1 && !capped ? one : many}`;
}
