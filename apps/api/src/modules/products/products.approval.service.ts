/** What staff decide about a product (approved, pending or rejected with a reason), the vendor's notice of it, and the approval queue. */
import type { ApprovalState, ProductDto } from '@soko/shared';
import type { Db } from '../../db/client.ts';
import type { Product, User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { type NoticeDelivery, notifyIn, publishNotices } from '../notifications/index.ts';
import { countAwaitingApproval } from './products.list.repo.ts';
import { lockProduct, updateProduct as updateProductRow } from './products.repo.ts';
import { productDto } from './products.shared.ts';

/** What staff decide about a product (docs/product.md section 4; issue 15: a rejection carries its reason). */
type ApprovalDecision = { approval: 'approved' } | { approval: 'pending' } | { approval: 'rejected'; reason: string };

/** Tells the vendor what staff decided about their product, with the reason of a rejection. */
function noticeOfApprovalDecision(
  deps: Pick<AppDeps, 'mail'>,
  db: Db,
  product: Product,
  decision: { approval: 'approved' } | { approval: 'rejected'; reason: string },
): Promise<NoticeDelivery> {
  const about = (firstName: string) => ({ firstName, productName: product.name, productId: product.id });
  const approved = decision.approval === 'approved';
  return notifyIn(deps, db, {
    kind: 'product.decision',
    to: { vendorId: product.vendorId },
    title: approved ? `${product.name} is approved` : `${product.name} was not approved`,
    body: approved ? '' : decision.reason,
    link: `/product/${product.id}`,
    email: (recipient) =>
      decision.approval === 'approved'
        ? { to: recipient.email, template: 'productApproved', data: about(recipient.firstName) }
        : {
            to: recipient.email,
            template: 'productRejected',
            data: { ...about(recipient.firstName), reason: decision.reason },
          },
  });
}

const AUDIT_ACTION_OF_APPROVAL = {
  approved: 'product.approve',
  rejected: 'product.reject',
  pending: 'product.unapprove',
} as const;

/**
 * Changes a product's approval, audited, and emails the vendor when it becomes approved or
 * rejected (a rejection always carries its reason). Setting the state it already has changes nothing.
 */
async function decideApproval(
  deps: Pick<AppDeps, 'db' | 'mail' | 'notices' | 'log'>,
  admin: User,
  id: string,
  decide: (current: ApprovalState) => ApprovalDecision,
): Promise<ProductDto> {
  const { db } = deps;
  const delivery = await db.transaction(async (tx): Promise<NoticeDelivery | undefined> => {
    const product = await lockProduct(tx, id, undefined);
    if (!product) throw notFound('Product');
    const decision = decide(product.approval);
    const reason = decision.approval === 'rejected' ? decision.reason : '';
    if (decision.approval === product.approval && reason === product.rejectionReason) return undefined;
    await updateProductRow(tx, id, {
      approval: decision.approval,
      rejectionReason: reason,
      ...(decision.approval === 'approved' ? { reviewedPriceCents: product.priceCents } : {}),
    });
    await recordAudit(tx, {
      actorId: admin.id,
      action: AUDIT_ACTION_OF_APPROVAL[decision.approval],
      entityType: 'product',
      entityId: id,
      before: { approval: product.approval, rejectionReason: product.rejectionReason },
      after: { approval: decision.approval, rejectionReason: reason },
    });
    return decision.approval === 'pending' ? undefined : noticeOfApprovalDecision(deps, tx, product, decision);
  });
  if (delivery) await publishNotices(deps, delivery);
  return productDto(db, id, undefined);
}

/**
 * `GET /api/product/{id}/{userId}/approve` (spec): approves, or without `action` toggles an approved
 * product back to pending. Rejecting needs a reason, so it is `PUT /api/product/{id}/reject`.
 */
export function setProductApproval(
  deps: Pick<AppDeps, 'db' | 'mail' | 'notices' | 'log'>,
  admin: User,
  id: string,
  requested: 'approved' | 'pending' | undefined,
): Promise<ProductDto> {
  return decideApproval(deps, admin, id, (current) =>
    (requested ?? (current === 'approved' ? 'pending' : 'approved')) === 'approved'
      ? { approval: 'approved' }
      : { approval: 'pending' },
  );
}

/** `PUT /api/product/{id}/reject`: staff reject a product with the reason the vendor is emailed. */
export function rejectProduct(
  deps: Pick<AppDeps, 'db' | 'mail' | 'notices' | 'log'>,
  admin: User,
  id: string,
  reason: string,
): Promise<ProductDto> {
  return decideApproval(deps, admin, id, () => ({ approval: 'rejected', reason }));
}

/** How many products wait for staff approval (the work queue). */
export function productsAwaitingApproval(deps: Pick<AppDeps, 'db'>): Promise<number> {
  return countAwaitingApproval(deps.db);
}
