import { z } from 'zod';

/**
 * How deep `?page=` may go, in rows. Deeper pages would make the database walk past every row they
 * skip, so past this depth a list is read with its `cursor` (keyset), narrowed, or sorted the other way.
 */
export const LIST_MAX_DEPTH = 10_000;

/**
 * How far a search counts its matches and pages by number: past this the total reads "1,000+" and
 * later matches are reached with `cursor`. Counting or skipping every match of a common name would
 * cost the database a read of each one; the first page of matches costs the page.
 */
export const SEARCH_DEPTH = 1_000;

/** Searches of large lists need this many characters: fewer cannot use a trigram index. */
export const SEARCH_MIN_LENGTH = 3;

export const LIST_TEXT = {
  tooDeep: `Only the first ${LIST_MAX_DEPTH.toLocaleString('en-AU')} results can be paged through. Narrow the list with a search, a status or dates, or sort it the other way.`,
  tooDeepSearch: `Only the first ${SEARCH_DEPTH.toLocaleString('en-AU')} matches of a search can be reached by page number. Use "Next results" to go on, or search for more of the name.`,
  /** For a list without "Next results" (users, vendors): a longer search is the way on. */
  tooDeepSearchNarrow: `Only the first ${SEARCH_DEPTH.toLocaleString('en-AU')} matches of a search can be shown. Search for more of the name or the email.`,
  badCursor: 'This list position is no longer valid. Please go back to the first page.',
  shortSearch: `Type at least ${SEARCH_MIN_LENGTH} characters to search (or a whole order number).`,
} as const;

/** A server-paginated list. */
export interface Paginated<T> {
  items: T[];
  /** Exact, unless `totalCapped`: then at least this many ("10,000+"). */
  total: number;
  page: number;
  limit: number;
  /** True when counting stopped at `total` because more would cost a scan of the whole list. */
  totalCapped?: boolean;
  /** Where the next page starts, for `?cursor=`; null on the last page. */
  nextCursor?: string | null;
}

/** The response schema of a list of `item`. */
export function paginatedSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    limit: z.number(),
    totalCapped: z.boolean().optional(),
    nextCursor: z.string().nullable().optional(),
  });
}

export const pageSchema = z.coerce
  .number({ error: 'The page must be a whole number from 1' })
  .int('The page must be a whole number from 1')
  .min(1, 'The page must be a whole number from 1')
  .max(100_000, 'The page must be a whole number from 1')
  .default(1);

export const limitSchema = (fallback: number) =>
  z.coerce
    .number({ error: 'The limit must be a whole number from 1 to 100' })
    .int('The limit must be a whole number from 1 to 100')
    .min(1, 'The limit must be a whole number from 1 to 100')
    .max(100, 'The limit must be a whole number from 1 to 100')
    .default(fallback);

/**
 * The opaque position a list answered as `nextCursor`. Room for a text key: a product name of 200
 * characters, each up to 6 bytes once JSON-escaped, in base64.
 */
export const cursorSchema = z.string().max(1_700, LIST_TEXT.badCursor).optional();

/** A search of a large list: at least SEARCH_MIN_LENGTH characters, or digits (an order number). */
export const largeListSearchSchema = z
  .string()
  .trim()
  .max(100)
  .refine((text) => text === '' || text.length >= SEARCH_MIN_LENGTH || /^#?\d+$/.test(text), LIST_TEXT.shortSearch)
  .optional();

/** Whether the web app should send this search text yet. */
export function isSearchable(text: string): boolean {
  const trimmed = text.trim();
  return trimmed === '' || trimmed.length >= SEARCH_MIN_LENGTH || /^#?\d+$/.test(trimmed);
}

/**
 * `?counts=true` on a searched list: also count the search's matches per filter value (the filter's
 * chips). Asked for when a person opens the filter, so a search costs its page otherwise (issue 48).
 */
export const searchCountsFlag = z
  .enum(['true', 'false'], { error: 'counts must be true or false' })
  .default('false')
  .transform((value) => value === 'true');
