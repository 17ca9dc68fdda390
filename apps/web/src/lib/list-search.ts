import { useDebouncedCallback } from '@mantine/hooks';
import { isSearchable, LIST_MAX_DEPTH, LIST_TEXT, SEARCH_DEPTH } from '@soko/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** Typing pauses this long before the list is asked for again. */
const SEARCH_DEBOUNCE_MS = 350;

/** The address parameter holding the cursor of a list read past its numbered pages. */
const AFTER_PARAM = 'after';

function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * Where a list is read from: a numbered page, or, past the numbered pages, the `nextCursor` an
 * earlier page answered (then `page` is not sent). Part of the list's query key.
 */
export interface ListPosition {
  page: number;
  cursor?: string | undefined;
}

/** The paging part of a list request: `cursor` when there is one, else `page`. */
export function positionQuery({ page, cursor }: ListPosition): { page: number } | { cursor: string } {
  return cursor ? { cursor } : { page };
}

/** A list's cursor as its pager uses it. */
export interface ListCursor {
  /** The cursor the shown rows were read from; undefined on the numbered pages. */
  current: string | undefined;
  /** Where the rows after these start; null at the end of the list. */
  next: string | null;
  onNext: (cursor: string) => void;
  onFirst: () => void;
}

/** What a list answered that the pager needs. */
interface ListAnswer {
  total: number;
  totalCapped?: boolean | undefined;
  nextCursor?: string | null | undefined;
}

/** The pager's props (ListPagination) for one answer of a list read at `position`. */
function pagerProps(
  position: ListPosition,
  answer: ListAnswer,
  limit: number,
  searched: boolean,
  toPage: (page: number) => void,
  toCursor: (cursor: string) => void,
) {
  return {
    total: answer.total,
    totalCapped: answer.totalCapped,
    limit,
    page: position.page,
    onChange: toPage,
    searched,
    cursor: {
      current: position.cursor,
      next: answer.nextCursor ?? null,
      onNext: toCursor,
      onFirst: () => toPage(1),
    } satisfies ListCursor,
  };
}

/**
 * The position of a list kept in the component rather than the address (a tab of another page):
 * numbered pages, then "Next results" along the cursor, as useListSearch.
 */
export function useListPosition() {
  const [position, setPosition] = useState<ListPosition>({ page: 1 });
  const toPage = (page: number) => setPosition({ page });
  return {
    position,
    firstPage: position.page > 1 || position.cursor ? () => toPage(1) : undefined,
    pagination: (answer: ListAnswer, limit: number) =>
      pagerProps(position, answer, limit, false, toPage, (cursor) => setPosition({ page: 1, cursor })),
  };
}

/**
 * The page, search text and other filters of a server-paginated list, kept in the address so that
 * back and reload return to the same view. Any change other than the page goes back to page 1, and
 * drops the cursor: a cursor is a position in one sort and one set of filters.
 */
export function useListSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const [searchText, setSearchText] = useState(q);
  const page = pageNumber(searchParams.get('page'));
  const cursor = searchParams.get(AFTER_PARAM) || undefined;

  const setParam = (key: string, value: string | null) => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
        if (key !== 'page') next.delete('page');
        if (key !== AFTER_PARAM) next.delete(AFTER_PARAM);
        return next;
      },
      // Moving along the list is history (Back returns); changing the filters replaces it.
      { replace: key !== 'page' && key !== AFTER_PARAM },
    );
  };
  // A search too short for the server's trigram indexes is not sent: the list stays as it was.
  const applySearch = useDebouncedCallback((text: string) => {
    if (isSearchable(text)) setParam('q', text.trim());
  }, SEARCH_DEBOUNCE_MS);
  const setPage = (to: number) => setParam('page', to === 1 ? null : String(to));
  const position: ListPosition = { page, cursor };

  return {
    page,
    /** The page, or the cursor once the list is read past its numbered pages ("Next results"). */
    position,
    q,
    searchText,
    /** Shown under the search box while the text is too short to be searched. */
    searchHint: isSearchable(searchText) ? undefined : LIST_TEXT.shortSearch,
    onSearchChange: (text: string) => {
      setSearchText(text);
      applySearch(text);
    },
    setPage,
    getParam: (key: string) => searchParams.get(key),
    setParam,
    /** Back to page 1 of the same filters, out of the cursor; only while off page 1 (for ListQueryState). */
    firstPage: page > 1 || cursor ? () => setPage(1) : undefined,
    /** The pager's props for one answer of the list: numbered pages, then its cursor. */
    pagination: (answer: ListAnswer, limit: number) =>
      pagerProps(position, answer, limit, q !== '', setPage, (next) => setParam(AFTER_PARAM, next)),
  };
}

/** How many rows a list's numbered pages reach: a search counts and pages fewer (SEARCH_DEPTH). */
export function pageDepth(searched = false): number {
  return searched ? SEARCH_DEPTH : LIST_MAX_DEPTH;
}

/** The pages the pager offers: no further than the depth the server pages through. */
export function pageCount(total: number, limit: number, searched = false): number {
  return Math.max(1, Math.min(Math.ceil(total / limit), Math.floor(pageDepth(searched) / limit)));
}

/** Whether a list holds more rows than its pages reach. */
export function beyondPages(total: number, totalCapped = false, searched = false): boolean {
  return totalCapped || total > pageDepth(searched);
}
