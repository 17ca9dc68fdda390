import { Pagination, Stack, Text } from '@mantine/core';
import { LIST_MAX_DEPTH } from '@soko/shared';
import { beyondPages, pageCount } from '../lib/list-search.ts';

const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' };

interface ListPaginationProps {
  total: number;
  limit: number;
  page: number;
  onChange: (page: number) => void;
  /** The server stopped counting at `total`. */
  totalCapped?: boolean | undefined;
}

/** Server-side pages of a list; the arrow buttons are named for screen readers. */
export function ListPagination({ total, limit, page, onChange, totalCapped }: ListPaginationProps) {
  if (total <= limit && page === 1) return null;
  return (
    <Stack gap="xs">
      <Pagination
        total={pageCount(total, limit)}
        value={page}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
      />
      {beyondPages(total, totalCapped) && (
        <Text size="sm">
          Showing the first {LIST_MAX_DEPTH.toLocaleString('en-AU')}. Narrow the list with search, status or dates to
          see the rest.
        </Text>
      )}
    </Stack>
  );
}
