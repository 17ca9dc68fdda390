import {
  pendingSavedMessage,
  REVIEWED_VENDOR_FIELD_LABELS,
  REVIEWED_VENDOR_FIELDS,
  type ReviewedVendorField,
  ROLE_VENDOR,
  VENDOR_CHANGE_TEXT,
  type VendorChangeDecisionResponse,
  type VendorPendingChange,
  WORK_QUEUE_PATHS,
} from '@soko/shared';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { ABR_NOT_CHECKED, type AbrColumns, checkNewAbn, recordAbnCheck } from '../abr/index.ts';
import { recordAudit } from '../audit/index.ts';
import { type NoticeDelivery, notifyIn, publishNotices } from '../notifications/index.ts';
import { type AccountDetails, changeAccountDetails, findUserById, toPublicUser } from '../users/index.ts';
import { abnHeldByAnotherVendor, findVendorRow, lockAccountRow, writePendingChange } from './vendor-changes.repo.ts';

/** A vendor whose identity staff approved: their business name, ABN and address are verified details. */
function detailsAreReviewed(user: Pick<User, 'role' | 'identityStatus'>): boolean {
  return user.role === ROLE_VENDOR && user.identityStatus === 'approved';
}

/**
 * Refuses an ABN another vendor has in force or asked for (409 on ABN), then asks the register about
 * it (a cancelled ABN is refused). The register's answer is for the caller to keep or drop.
 */
export async function checkAbnForVendor(
  deps: Pick<AppDeps, 'db' | 'config' | 'log'>,
  userId: string,
  abn: string,
): Promise<AbrColumns> {
  if (await abnHeldByAnotherVendor(deps.db, abn, userId)) throw conflict(VENDOR_CHANGE_TEXT.abnInUse, 'ABN');
  return checkNewAbn(deps, abn);
}

function sameChange(a: VendorPendingChange | null, b: VendorPendingChange | null): boolean {
  return REVIEWED_VENDOR_FIELDS.every((field) => a?.[field] === b?.[field]);
}

function requestedFields(change: VendorPendingChange): ReviewedVendorField[] {
  return REVIEWED_VENDOR_FIELDS.filter((field) => change[field] !== undefined);
}

export interface HeldProfileSave {
  /** The details to write now: all of them, or those not held as the pending change (already saved). */
  values: AccountDetails;
  /** What the save answers when a change now waits for review, else undefined. */
  msg: string | undefined;
  /** Verification staff told that a change waits: publish it once the save commits. */
  delivery?: NoticeDelivery;
}

/**
 * Inside the profile save's transaction: locks the account and, once its identity is approved, keeps
 * a change of business name, ABN or address as the pending change (merged with the one waiting; a
 * field set back to the value in force leaves it) instead of writing it. Anyone else's saves as given.
 */
export async function holdReviewedChanges(
  deps: Pick<AppDeps, 'mail'>,
  tx: Db,
  userId: string,
  values: AccountDetails,
): Promise<HeldProfileSave | undefined> {
  const current = await lockAccountRow(tx, userId);
  if (!current) return undefined;
  if (!detailsAreReviewed(current)) return { values, msg: undefined };
  const immediate: AccountDetails = { ...values };
  const pending: VendorPendingChange = { ...(current.pendingChange ?? {}) };
  for (const field of REVIEWED_VENDOR_FIELDS) {
    const requested = values[field];
    if (requested === undefined) continue;
    delete immediate[field];
    if (requested === current[field]) delete pending[field];
    else pending[field] = requested;
  }
  const waiting = requestedFields(pending);
  if (sameChange(pending, current.pendingChange)) return { values: immediate, msg: undefined };
  if (waiting.length === 0) {
    await writePendingChange(tx, userId, { pendingChange: null, pendingChangeAt: null });
    return { values: immediate, msg: undefined };
  }
  // Coalesced: one unread notice stands for the queue, however many vendors join it.
  const delivery = await notifyIn(deps, tx, {
    kind: 'work.waiting',
    to: { permission: 'verification' },
    title: `Vendor details to review: ${current.displayName || `${current.firstName} ${current.lastName}`}`,
    body: 'Others may be waiting too: the list shows them all.',
    link: WORK_QUEUE_PATHS.vendorChanges,
    coalesce: true,
  });
  await writePendingChange(tx, userId, {
    pendingChange: pending,
    // A change edited while it waits keeps its place in the queue.
    pendingChangeAt: current.pendingChangeAt ?? new Date(),
    pendingChangeRejectionReason: null,
  });
  return {
    values: immediate,
    msg: pendingSavedMessage(waiting),
    delivery,
  };
}

/** "ABN: 51824753556 (was 53004085616)", one line per field, for the vendor's mail. */
function changeLines(before: VendorPendingChange, after: VendorPendingChange): string[] {
  return requestedFields(after).map(
    (field) => `${REVIEWED_VENDOR_FIELD_LABELS[field]}: ${after[field] || '(none)'} (was ${before[field] || '(none)'})`,
  );
}

/**
 * `PUT /api/vendor/{adminId}/{vendorId}/changes`: staff approve the vendor's pending change (the new
 * details come into force; a new ABN is looked up again, as any ABN change is) or reject it with a
 * reason (the details in force stay). One audit entry and one mail to the vendor per decision.
 */
export async function decideVendorChange(
  deps: Pick<AppDeps, 'db' | 'mail' | 'config' | 'log' | 'notices'>,
  staff: User,
  vendorId: string,
  decision: { approved: boolean; reason?: string | undefined },
): Promise<VendorChangeDecisionResponse> {
  const { db } = deps;
  const vendor = await findVendorRow(db, vendorId);
  if (!vendor) throw notFound('Vendor');
  const requested = vendor.pendingChange;
  if (!requested) throw conflict(VENDOR_CHANGE_TEXT.nothingPending);
  const changesAbn = requested.abn !== undefined && requested.abn !== vendor.abn;
  // Looked up again on approval: the register may have cancelled it, or another vendor taken it, since.
  const abr =
    decision.approved && changesAbn && requested.abn
      ? await checkAbnForVendor(deps, vendor.id, requested.abn)
      : undefined;
  const reason = decision.approved ? null : (decision.reason ?? '');
  const updated = await db.transaction(async (tx) => {
    const current = await lockAccountRow(tx, vendor.id);
    if (!current?.pendingChange) throw conflict(VENDOR_CHANGE_TEXT.nothingPending);
    if (!sameChange(current.pendingChange, requested) || current.abn !== vendor.abn) {
      throw conflict(VENDOR_CHANGE_TEXT.changedMeanwhile);
    }
    const before: VendorPendingChange = {};
    for (const field of requestedFields(requested)) before[field] = current[field];
    await writePendingChange(tx, current.id, {
      pendingChange: null,
      pendingChangeAt: null,
      pendingChangeRejectionReason: decision.approved ? null : reason,
    });
    if (decision.approved) {
      await changeAccountDetails(tx, current.id, requested);
      if (changesAbn) await recordAbnCheck(tx, current.id, abr ?? ABR_NOT_CHECKED);
    }
    const saved = await findUserById(tx, current.id);
    await recordAudit(tx, {
      actorId: staff.id,
      action: decision.approved ? 'vendor.changes.approve' : 'vendor.changes.reject',
      entityType: 'user',
      entityId: current.id,
      before,
      after: decision.approved ? requested : { requested, reason },
    });
    const changes = changeLines(before, requested);
    const delivery = await notifyIn(deps, tx, {
      kind: 'vendorChange.decision',
      to: { vendorId: current.id },
      title: decision.approved
        ? 'Your business details change is approved'
        : 'Your business details change was not approved',
      body: decision.approved ? changes.join('\n') : (reason ?? ''),
      link: '/settings/profile',
      email: (recipient) =>
        decision.approved
          ? { to: recipient.email, template: 'vendorChangeApproved', data: { firstName: recipient.firstName, changes } }
          : {
              to: recipient.email,
              template: 'vendorChangeRejected',
              data: { firstName: recipient.firstName, changes, reason: reason ?? '' },
            },
    });
    return { saved, delivery };
  });
  if (!updated.saved) throw notFound('Vendor');
  await publishNotices(deps, updated.delivery);
  return {
    msg: decision.approved ? VENDOR_CHANGE_TEXT.approved : VENDOR_CHANGE_TEXT.rejected,
    user: toPublicUser(updated.saved),
  };
}

/** Drops a change waiting for review (the account closes): nothing of it is kept. */
export async function dropPendingChange(tx: Db, userId: string): Promise<void> {
  await writePendingChange(tx, userId, { pendingChange: null, pendingChangeAt: null });
}
