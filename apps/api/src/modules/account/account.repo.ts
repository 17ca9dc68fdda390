import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type IdentityDocument, identityDocuments, users } from '../../db/schema/index.ts';
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
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  displayName: users.displayName,
  identityStatus: users.identityStatus,
  identityRejectionReason: users.identityRejectionReason,
  identityReviewedAt: users.identityReviewedAt,
  submittedAt: users.identitySubmittedAt,
  abrStatus: users.abrStatus,
  abrEntityName: users.abrEntityName,
  abrBusinessNames: users.abrBusinessNames,
  abrGstFrom: users.abrGstFrom,
  abrCheckedAt: users.abrCheckedAt,
  gstRegistered: users.gstRegistered,
  gstRegisteredFrom: users.gstRegisteredFrom,
  abn: users.abn,
  address: users.address,
  suburb: users.suburb,
  state: users.state,
  postcode: users.postcode,
  pendingChange: users.pendingChange,
  pendingChangeAt: users.pendingChangeAt,
};

export type QueueStatus = 'submitted' | 'rejected' | 'approved';

/**
 * The verification queue: oldest submission first, so nobody waits longest. One status reads
 * users_identity_queue_idx; every status reads users_identity_all_idx, whose condition is written the
 * same way here (as SQL, not parameters, so that a generic plan can prove it). Exact totals: the
 * vendors are about a thousand rows at the target size.
 */
export async function listVerificationQueue(db: Db, status: QueueStatus | 'all', page: number, limit: number) {
  const where = and(
    status === 'all'
      ? sql`${users.identityStatus} in ('submitted', 'rejected', 'approved')`
      : eq(users.identityStatus, status),
    sql`${users.role} <> 2`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(VERIFICATION_QUEUE_COLUMNS)
      .from(users)
      .where(where)
      .orderBy(asc(users.identitySubmittedAt), asc(users.createdAt), asc(users.id))
      .limit(limit)
      .offset(offsetOf(page, limit)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/**
 * Written as SQL rather than a parameter, so that a generic plan can prove users_pending_change_idx's
 * condition. Only vendors ever have a pending change, so no role filter is needed.
 */
const hasPendingChange = sql`${users.pendingChange} is not null`;

/** The queue's `changes` filter: vendors whose change of details waits, oldest request first (users_pending_change_idx). */
export async function listPendingChanges(db: Db, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select(VERIFICATION_QUEUE_COLUMNS)
      .from(users)
      .where(hasPendingChange)
      .orderBy(asc(users.pendingChangeAt), asc(users.id))
      .limit(limit)
      .offset(offsetOf(page, limit)),
    db.select({ total: count() }).from(users).where(hasPendingChange),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Vendors whose change of details waits for a decision (users_pending_change_idx). */
export async function countPendingChanges(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(hasPendingChange);
  return row?.total ?? 0;
}

/** Vendors whose documents wait for a decision (users_identity_queue_idx). */
export async function countIdentitiesAwaitingReview(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.identityStatus, 'submitted'), sql`${users.role} <> 2`));
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
    .innerJoin(users, eq(users.id, identityDocuments.userId))
    .where(
      and(
        isNull(identityDocuments.fileDeletedAt),
        or(
          and(
            inArray(users.identityStatus, ['approved', 'rejected']),
            lte(users.identityReviewedAt, cutoff),
            lte(identityDocuments.createdAt, users.identityReviewedAt),
          ),
          and(isNotNull(users.closedAt), lte(users.closedAt, cutoff)),
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
