import { useDebouncedCallback } from '@mantine/hooks';
import { isSearchable, LIST_MAX_DEPTH, LIST_TEXT } from '@soko/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** Typing pauses this long before the list is asked for again. */
const SEARCH_DEBOUNCE_MS = 350;

function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * The page, search text and other filters of a server-paginated list, kept in the address so that
 * back and reload return to the same view. Any change other than the page goes back to page 1.
 */
export function useListSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const [searchText, setSearchText] = useState(q);

  const setParam = (key: string, value: string | null) => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: key !== 'page' },
    );
  };
  // A search too short for the server's trigram indexes is not sent: the list stays as it was.
  const applySearch = useDebouncedCallback((text: string) => {
    if (isSearchable(text)) setParam('q', text.trim());
  }, SEARCH_DEBOUNCE_MS);

  return {
    page: pageNumber(searchParams.get('page')),
    q,
    searchText,
    /** Shown under the search box while the text is too short to be searched. */
    searchHint: isSearchable(searchText) ? undefined : LIST_TEXT.shortSearch,
    onSearchChange: (text: string) => {
      setSearchText(text);
      applySearch(text);
    },
    setPage: (page: number) => setParam('page', page === 1 ? null : String(page)),
    getParam: (key: string) => searchParams.get(key),
    setParam,
  };
}

/** The pages the pager offers: no further than the depth the server pages through (LIST_MAX_DEPTH). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.min(Math.ceil(total / limit), Math.floor(LIST_MAX_DEPTH / limit)));
}

/** Whether a list holds more rows than its pages reach. */
export function beyondPages(total: number, totalCapped = false): boolean {
  return totalCapped || total > LIST_MAX_DEPTH;
}
