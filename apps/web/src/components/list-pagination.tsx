import { Pagination } from '@mantine/core';
import { pageCount } from '../lib/list-search.ts';

const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' };

interface ListPaginationProps {
  total: number;
  limit: number;
  page: number;
  onChange: (page: number) => void;
}

/** Server-side pages of a list; the arrow buttons are named for screen readers. */
export function ListPagination({ total, limit, page, onChange }: ListPaginationProps) {
  if (total <= limit && page === 1) return null;
  return (
    <Pagination
      total={pageCount(total, limit)}
      value={page}
      onChange={onChange}
      getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
      getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
    />
  );
}
