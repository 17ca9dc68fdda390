import { APPROVAL_STATES, PRODUCT_STATUSES, type ProductListResponse, SEARCH_DEPTH } from '@soko/shared';
import type { Db } from '../../db/client.ts';
import type { ListTotal } from '../../lib/pagination.ts';
import { countProducts, type ProductFilter, type StateCell, searchStateCells } from './products.list.repo.ts';

type SearchCounts = ListTotal & Pick<ProductListResponse, 'statusCounts' | 'approvalCounts'>;

const NO_COUNTS = { statusCounts: null, approvalCounts: null };

/**
 * A product search's total and the Status and Approval filters' counts for it (issue 48's facets),
 * each filter's counts with the other filter applied. They come from one statement that reads at most
 * the search depth of matches, or from the page itself when it holds every match and no status or
 * approval filter hides some. Past the depth, or for the products whose changes wait for review,
 * there are no counts, and only a filtered search needs its own bounded count.
 */
export async function productSearchCounts(
  db: Db,
  filter: ProductFilter,
  page: { rows: { status: 'active' | 'paused'; approval: StateCell['approval'] }[]; whole: boolean },
): Promise<SearchCounts> {
  if (filter.approval === 'revision') {
    const counted = page.whole ? { total: page.rows.length, totalCapped: false } : await countProducts(db, filter);
    return { ...counted, ...NO_COUNTS };
  }
  const cells =
    page.whole && !filter.status && !filter.approval
      ? page.rows.map((row) => ({ status: row.status, approval: row.approval, n: 1 }))
      : await searchStateCells(db, filter, SEARCH_DEPTH + 1);
  if (cells.reduce((sum, cell) => sum + cell.n, 0) > SEARCH_DEPTH) {
    const counted =
      filter.status || filter.approval ? await countProducts(db, filter) : { total: SEARCH_DEPTH, totalCapped: true };
    return { ...counted, ...NO_COUNTS };
  }
  const statusCounts = Object.fromEntries(PRODUCT_STATUSES.map((status) => [status, 0])) as Record<
    (typeof PRODUCT_STATUSES)[number],
    number
  >;
  const approvalCounts = Object.fromEntries(APPROVAL_STATES.map((approval) => [approval, 0])) as Record<
    (typeof APPROVAL_STATES)[number],
    number
  >;
  let total = 0;
  for (const cell of cells) {
    const statusShown = !filter.status || cell.status === filter.status;
    const approvalShown = !filter.approval || cell.approval === filter.approval;
    if (approvalShown) statusCounts[cell.status] += cell.n;
    if (statusShown) approvalCounts[cell.approval] += cell.n;
    if (statusShown && approvalShown) total += cell.n;
  }
  return { total, totalCapped: false, statusCounts, approvalCounts };
}
