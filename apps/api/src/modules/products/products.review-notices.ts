import { WORK_QUEUE_PATHS } from '@soko/shared';
import type { Db } from '../../db/client.ts';
import type { Product, User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { type NoticeDelivery, notifyIn } from '../notifications/index.ts';
import { lockPendingRevision } from './products.revisions.repo.ts';
import { isStaff } from './products.shared.ts';

const NOTHING: NoticeDelivery = { userIds: [] };
const OTHERS_MAY_WAIT = 'Others may be waiting too: the list shows them all.';

/**
 * Catalogue staff hear that a vendor's new product waits for approval. Coalesced: one unread notice
 * stands for the queue however many products join it (an import of hundreds is one notice).
 */
export function noticeOfNewProductWaiting(
  deps: Pick<AppDeps, 'mail'>,
  tx: Db,
  actor: User,
  productName: string,
): Promise<NoticeDelivery> {
  if (isStaff(actor)) return Promise.resolve(NOTHING);
  return notifyIn(deps, tx, {
    kind: 'work.waiting',
    to: { permission: 'catalogue' },
    title: `Product to review: ${productName}`,
    body: OTHERS_MAY_WAIT,
    link: WORK_QUEUE_PATHS.products,
    coalesce: true,
  });
}

/** As above, for a live product whose vendor's changes now wait for review (a revision). */
export async function noticeOfRevisionWaiting(
  deps: Pick<AppDeps, 'mail'>,
  tx: Db,
  actor: User,
  product: Pick<Product, 'id' | 'name'>,
): Promise<NoticeDelivery> {
  if (isStaff(actor) || !(await lockPendingRevision(tx, product.id))) return NOTHING;
  return notifyIn(deps, tx, {
    kind: 'work.waiting',
    to: { permission: 'catalogue' },
    title: `Product changes to review: ${product.name}`,
    body: OTHERS_MAY_WAIT,
    link: WORK_QUEUE_PATHS.revisions,
    coalesce: true,
  });
}
