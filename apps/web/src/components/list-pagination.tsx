import { Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { beyondPages, type ListCursor, pageCount, pageDepth } from '../lib/list-search.ts';

const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' };

interface ListPaginationProps {
  total: number;
  limit: number;
  page: number;
  onChange: (page: number) => void;
  /** The server stopped counting at `total`. */
  totalCapped?: boolean | undefined;
  /** The list is searched: its numbered pages reach SEARCH_DEPTH matches, not LIST_MAX_DEPTH rows. */
  searched?: boolean | undefined;
  /** For a list that answers `nextCursor`: "Next results" goes on past the last numbered page. */
  cursor?: ListCursor | undefined;
}

/** What the numbered pages reach, and how to see the rest. */
function beyondText(searched: boolean, withCursor: boolean): string {
  const reach = `Page numbers reach the first ${pageDepth(searched).toLocaleString('en-AU')}${searched ? ' matches' : ''}.`;
  const narrow = searched ? 'narrow the search' : 'narrow the list';
  return `${reach} For the rest, ${withCursor ? `use Next results on the last page, or ${narrow}` : narrow}.`;
}

/**
 * Server-side pages of a list; the arrow buttons are named for screen readers. Past the numbered
 * pages a list with a cursor is read by "Next results", which stays the same button from the last
 * numbered page on, so the keyboard focus stays on it while the user goes along.
 */
export function ListPagination({
  total,
  limit,
  page,
  onChange,
  totalCapped,
  searched = false,
  cursor,
}: ListPaginationProps) {
  const alongCursor = cursor?.current !== undefined;
  const beyond = beyondPages(total, totalCapped, searched);
  const lastPage = pageCount(total, limit, searched);
  const next = cursor?.next ?? null;
  const offerNext = next !== null && (alongCursor || (beyond && page === lastPage));
  if (!alongCursor && total <= limit && page === 1) return null;
  return (
    <Stack gap="xs">
      {!alongCursor && (
        <Pagination
          total={lastPage}
          value={page}
          onChange={onChange}
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      )}
      {alongCursor ? (
        <Text size="sm">{next === null ? 'The end of the list.' : 'Results after the numbered pages.'}</Text>
      ) : (
        beyond && <Text size="sm">{beyondText(searched, cursor !== undefined)}</Text>
      )}
      {(alongCursor || offerNext) && (
        <Group gap="sm">
          {alongCursor && (
            <Button variant="default" size="sm" onClick={cursor?.onFirst}>
              First page
            </Button>
          )}
          {offerNext && (
            <Button variant="default" size="sm" onClick={() => cursor?.onNext(next)}>
              Next results
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
