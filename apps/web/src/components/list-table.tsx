import { Table } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { ListPagination } from './list-pagination.tsx';
import listTableClasses from './list-table.module.css';

export { listTableClasses };

interface ListTableProps {
  /**
   * Below this width a tablet scrolls the table sideways. A phone shows only the columns not marked
   * `visibleFrom="sm"` (name, status, amount, actions), fitted to the screen.
   */
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
  /**
   * For a table that scrolls sideways even on a phone (all its columns are needed): the scrolling
   * area takes keyboard focus, so it can be scrolled with the arrow keys, under this name.
   */
  scrollLabel?: string;
}

/** A list's striped table with its caption, its key columns only on a phone, and its pages below. */
export function ListTable({
  minWidth,
  caption,
  head,
  children,
  highlightOnHover = true,
  pagination,
  scrollLabel,
}: ListTableProps) {
  return (
    <>
      <Table.ScrollContainer
        minWidth={minWidth}
        className={listTableClasses.phoneFit}
        scrollAreaProps={
          scrollLabel ? { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': scrollLabel } } : undefined
        }
      >
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

/** "3", "1,000+" (a count the server stopped at). */
export function totalText(count: number, capped = false): string {
  return `${count.toLocaleString('en-AU')}${capped ? '+' : ''}`;
}

/** "1 sale", "3 sales", "10,000+ sales" (a count the server stopped at): a count with its noun for captions. */
export function countOf(count: number, one: string, many: string, capped = false): string {
  return `${totalText(count, capped)} ${count === 1 && !capped ? one : many}`;
}
