/**
 * What waits for staff (issue 15): the counts the super admin's dashboard shows and the daily digest
 * emails, each linking to the list that holds the work.
 */
import { z } from 'zod';
import { dollarsToCents, formatCents } from './money.ts';
import type { Permission } from './permissions.ts';

/** A sale still Not processed after this many whole business days is overdue. */
export const OVERDUE_SALE_BUSINESS_DAYS = 2;

/** `GET /api/dashboard/work`: the work waiting for staff. */
export const workQueueDtoSchema = z.object({
  /** Vendors whose identity documents wait for review. */
  documentsWaiting: z.number(),
  /** Vendors whose change of business name, ABN or address waits for review. */
  vendorChangesWaiting: z.number(),
  /** Products waiting for approval. */
  productsWaiting: z.number(),
  /** Approved products whose changes wait for review (revisions). */
  revisionsWaiting: z.number(),
  overdueSales: z.object({
    count: z.number(),
    /** The last day (YYYY-MM-DD, Sydney) of the overdue sales: the sale list's `to` filter. */
    placedUpTo: z.string(),
  }),
  /** Vendors with delivered sales in no payout, and the net owed to them. */
  vendorsOwed: z.object({ vendors: z.number(), net: z.number() }),
  /** Buyers' returns waiting for the vendor's (or staff's) decision. */
  returnsWaiting: z.number(),
  /** Buyers' cases escalated to staff, waiting for their decision. */
  casesEscalated: z.number(),
  /** Vendors with a service standard over its limit (kept figures of the last `standards.refresh`). */
  vendorsOverLimit: z.number(),
});
export type WorkQueueDto = z.infer<typeof workQueueDtoSchema>;

export interface WorkQueueItem {
  key:
    | 'documents'
    | 'vendorChanges'
    | 'products'
    | 'revisions'
    | 'sales'
    | 'payouts'
    | 'returns'
    | 'cases'
    | 'standards';
  count: number;
  /** What waits, in words: "2 products waiting". */
  label: string;
  /** The screen that holds the work, with its filter. */
  path: string;
}

/** The screens that hold the review queues, as the work queue and the staff's work-waiting notices link to them. */
export const WORK_QUEUE_PATHS = {
  vendorChanges: '/vendors/verification?status=changes',
  products: '/product?approval=pending',
  revisions: '/product?approval=revision',
  cases: '/cases?status=escalated',
  standards: '/standards/vendors?status=over',
} as const;

const counted = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-AU')} ${count === 1 ? one : many}`;

/** The permission that opens each item's screen: staff see, and are mailed, the items their role works on. */
export const WORK_ITEM_PERMISSION: Record<WorkQueueItem['key'], Permission> = {
  documents: 'verification',
  vendorChanges: 'verification',
  products: 'catalogue',
  revisions: 'catalogue',
  sales: 'sales.status',
  payouts: 'payouts',
  returns: 'returns',
  cases: 'cases',
  // Those who may deactivate a vendor or pause its products decide what follows.
  standards: 'vendors',
};

/** The work queue as the dashboard and the staff digest say it, each item with the screen that holds it. */
export function workQueueItems(work: WorkQueueDto): WorkQueueItem[] {
  const overdue = new URLSearchParams({ status: 'Not processed', to: work.overdueSales.placedUpTo });
  return [
    {
      key: 'documents',
      count: work.documentsWaiting,
      label: `${counted(work.documentsWaiting, 'vendor’s documents', 'vendors’ documents')} waiting for review`,
      path: '/vendors/verification',
    },
    {
      key: 'vendorChanges',
      count: work.vendorChangesWaiting,
      label: `${counted(work.vendorChangesWaiting, 'vendor detail change', 'vendor detail changes')} waiting`,
      path: WORK_QUEUE_PATHS.vendorChanges,
    },
    {
      key: 'products',
      count: work.productsWaiting,
      label: `${counted(work.productsWaiting, 'product', 'products')} waiting`,
      path: WORK_QUEUE_PATHS.products,
    },
    {
      key: 'revisions',
      count: work.revisionsWaiting,
      label: `${counted(work.revisionsWaiting, 'product', 'products')} with changes waiting for review`,
      path: WORK_QUEUE_PATHS.revisions,
    },
    {
      key: 'sales',
      count: work.overdueSales.count,
      label: `${counted(work.overdueSales.count, 'sale', 'sales')} not processed for over ${OVERDUE_SALE_BUSINESS_DAYS} business days`,
      path: `/sale?${overdue}`,
    },
    {
      key: 'payouts',
      count: work.vendorsOwed.vendors,
      label: `${counted(work.vendorsOwed.vendors, 'vendor', 'vendors')} owed ${formatCents(dollarsToCents(work.vendorsOwed.net))}`,
      path: '/transaction/new',
    },
    {
      key: 'returns',
      count: work.returnsWaiting,
      label: `${counted(work.returnsWaiting, 'return', 'returns')} waiting for a decision`,
      path: '/returns?status=requested',
    },
    {
      key: 'cases',
      count: work.casesEscalated,
      label: `${counted(work.casesEscalated, 'case', 'cases')} escalated, waiting for a decision`,
      path: WORK_QUEUE_PATHS.cases,
    },
    {
      key: 'standards',
      count: work.vendorsOverLimit,
      label: `${counted(work.vendorsOverLimit, 'vendor', 'vendors')} over a service standard’s limit`,
      path: WORK_QUEUE_PATHS.standards,
    },
  ];
}
