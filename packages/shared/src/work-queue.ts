/**
 * What waits for staff (issue 15): the counts the super admin's dashboard shows and the daily digest
 * emails, each linking to the list that holds the work.
 */
import { z } from 'zod';
import { dollarsToCents, formatCents } from './money.ts';
import type { Permission } from './permissions.ts';

/** A sale still Not processed after this many whole business days is overdue. */
export const OVERDUE_SALE_BUSINESS_DAYS = 2;

const DAY_MS = 86_400_000;

/** The day (YYYY-MM-DD) `count` business days (Monday to Friday) before `day`. Public holidays are not known. */
export function businessDaysBefore(day: string, count: number): string {
  let date = new Date(`${day}T00:00:00Z`);
  for (let left = count; left > 0; ) {
    date = new Date(date.getTime() - DAY_MS);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/** The day (YYYY-MM-DD) before `day`. */
export function dayBefore(day: string): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() - DAY_MS).toISOString().slice(0, 10);
}

/**
 * The first marketplace day whose sales are not yet overdue on `today`: a sale placed before it has
 * waited through at least OVERDUE_SALE_BUSINESS_DAYS whole business days.
 */
export function overdueSalesCutoff(today: string): string {
  return businessDaysBefore(today, OVERDUE_SALE_BUSINESS_DAYS);
}

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
});
export type WorkQueueDto = z.infer<typeof workQueueDtoSchema>;

export interface WorkQueueItem {
  key: 'documents' | 'vendorChanges' | 'products' | 'revisions' | 'sales' | 'payouts' | 'returns';
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
  ];
}
