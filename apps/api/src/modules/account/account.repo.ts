import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, type IdentityDocument, identityDocuments, identityVerifications } from '../../db/schema/index.ts';
import { offsetOf } from '../../lib/pagination.ts';

export async function insertDocuments(
  db: Db,
  documents: Omit<IdentityDocument, 'id' | 'createdAt' | 'fileDeletedAt'>[],
): Promise<IdentityDocument[]> {
  return db.insert(identityDocuments).values(documents).returning();
}

export async function listDocuments(db: Db, userId: string): Promise<IdentityDocument[]> {
  return db
    .select()
    .from(identityDocuments)
    .where(eq(identityDocuments.userId, userId))
    .orderBy(desc(identityDocuments.createdAt));
}

export async function findDocument(db: Db, userId: string, documentId: string): Promise<IdentityDocument | undefined> {
  const [document] = await db
    .select()
    .from(identityDocuments)
    .where(and(eq(identityDocuments.id, documentId), eq(identityDocuments.userId, userId)))
    .limit(1);
  return document;
}

/** What a row of the verification queue shows: the identity review, the register's answer, a change waiting. */
export const VERIFICATION_QUEUE_COLUMNS = {
  id: accounts.id,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  email: accounts.email,
  displayName: accounts.displayName,
  identityStatus: accounts.identityStatus,
  identityRejectionReason: accounts.identityRejectionReason,
  identityReviewedAt: accounts.identityReviewedAt,
  submittedAt: accounts.identitySubmittedAt,
  abrStatus: accounts.abrStatus,
  abrEntityName: accounts.abrEntityName,
  abrBusinessNames: accounts.abrBusinessNames,
  abrGstFrom: accounts.abrGstFrom,
  abrCheckedAt: accounts.abrCheckedAt,
  gstRegistered: accounts.gstRegistered,
  gstRegisteredFrom: accounts.gstRegisteredFrom,
  abn: accounts.abn,
  address: accounts.address,
  suburb: accounts.suburb,
  state: accounts.state,
  postcode: accounts.postcode,
  pendingChange: accounts.pendingChange,
  pendingChangeAt: accounts.pendingChangeAt,
};

export type QueueStatus = 'submitted' | 'rejected' | 'approved';

/**
 * The verification queue: oldest submission first, so nobody waits longest. One status reads
 * identity_verifications_queue_idx; every status reads identity_verifications_all_idx, whose condition is written the
 * same way here (as SQL, not parameters, so that a generic plan can prove it). Exact totals: the
 * vendors are about a thousand rows at the target size.
 */
export async function listVerificationQueue(db: Db, status: QueueStatus | 'all', page: number, limit: number) {
  const where = and(
    status === 'all'
      ? sql`${accounts.identityStatus} in ('submitted', 'rejected', 'approved')`
      : eq(accounts.identityStatus, status),
    sql`${accounts.role} <> 2`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(VERIFICATION_QUEUE_COLUMNS)
      .from(accounts)
      .where(where)
      .orderBy(asc(accounts.identitySubmittedAt), asc(accounts.createdAt), asc(accounts.id))
      .limit(limit)
      .offset(offsetOf(page, limit)),
    db.select({ total: count() }).from(accounts).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/**
 * Written as SQL rather than a parameter, so that a generic plan can prove vendor_pending_changes_waiting_idx's
 * condition. Only vendors ever have a pending change, so no role filter is needed.
 */
const hasPendingChange = sql`${accounts.pendingChange} is not null`;

/** The queue's `changes` filter: vendors whose change of details waits, oldest request first (vendor_pending_changes_waiting_idx). */
export async function listPendingChanges(db: Db, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select(VERIFICATION_QUEUE_COLUMNS)
      .from(accounts)
      .where(hasPendingChange)
      .orderBy(asc(accounts.pendingChangeAt), asc(accounts.id))
      .limit(limit)
      .offset(offsetOf(page, limit)),
    db.select({ total: count() }).from(accounts).where(hasPendingChange),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Vendors whose change of details waits for a decision (vendor_pending_changes_waiting_idx). */
export async function countPendingChanges(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(accounts).where(hasPendingChange);
  return row?.total ?? 0;
}

/** Vendors whose documents wait for a decision (identity_verifications_queue_idx). */
export async function countIdentitiesAwaitingReview(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(accounts)
    .where(and(eq(accounts.identityStatus, 'submitted'), sql`${accounts.role} <> 2`));
  return row?.total ?? 0;
}

export interface HeldDocument {
  id: string;
  storedName: string;
}

/**
 * Identity documents whose file is still held though the decision on them (or the account's
 * closure) is older than the cutoff. Documents sent after the last decision wait for their own.
 */
export async function documentsPastRetention(db: Db, cutoff: Date, limit: number): Promise<HeldDocument[]> {
  return db
    .select({ id: identityDocuments.id, storedName: identityDocuments.storedName })
    .from(identityDocuments)
    .innerJoin(accounts, eq(accounts.id, identityDocuments.userId))
    .where(
      and(
        isNull(identityDocuments.fileDeletedAt),
        or(
          and(
            inArray(accounts.identityStatus, ['approved', 'rejected']),
            lte(accounts.identityReviewedAt, cutoff),
            lte(identityDocuments.createdAt, accounts.identityReviewedAt),
          ),
          and(isNotNull(accounts.closedAt), lte(accounts.closedAt, cutoff)),
        ),
      ),
    )
    .limit(limit);
}

export async function markDocumentFilesDeleted(db: Db, ids: string[], at: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const marked = await db
    .update(identityDocuments)
    .set({ fileDeletedAt: at })
    .where(and(inArray(identityDocuments.id, ids), isNull(identityDocuments.fileDeletedAt)))
    .returning({ id: identityDocuments.id });
  return marked.length;
}

/** The documents arrived: the account waits for staff's review (a rejection's reason is cleared). */
export async function markIdentitySubmitted(db: Db, userId: string): Promise<boolean> {
  const marked = await db
    .update(identityVerifications)
    .set({ identityStatus: 'submitted', identityRejectionReason: null })
    .where(eq(identityVerifications.userId, userId))
    .returning({ userId: identityVerifications.userId });
  return marked.length === 1;
}

/**
 * Staff's decision, written only while the documents are still the ones submitted (two reviewers
 * deciding at once cannot both succeed); false when the account has moved on.
 */
export async function decideIdentityIfSubmitted(
  db: Db,
  userId: string,
  decision: { identityStatus: 'approved' | 'rejected'; identityRejectionReason: string | null },
  at: Date,
): Promise<boolean> {
  const decided = await db
    .update(identityVerifications)
    .set({ ...decision, identityReviewedAt: at })
    .where(and(eq(identityVerifications.userId, userId), eq(identityVerifications.identityStatus, 'submitted')))
    .returning({ userId: identityVerifications.userId });
  return decided.length === 1;
}

/** An account staff verified themselves when they made it (a vendor made by staff). */
export async function approveIdentity(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(identityVerifications)
    .set({ identityStatus: 'approved', identityRejectionReason: null, identityReviewedAt: at })
    .where(eq(identityVerifications.userId, userId));
}
