import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type IdentityDocument, identityDocuments, type User, users } from '../../db/schema/index.ts';

export async function insertDocuments(
  db: Db,
  documents: Omit<IdentityDocument, 'id' | 'createdAt'>[],
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

export type QueueStatus = 'submitted' | 'rejected' | 'approved';

/** The verification queue: oldest submission first, so nobody waits longest. */
export async function listVerificationQueue(db: Db, statuses: QueueStatus[], page: number, limit: number) {
  const where = and(inArray(users.identityStatus, statuses), sql`${users.role} <> 2`);
  // Spelled out with table names: interpolated columns would render unqualified and bind inside the subquery.
  const lastSubmitted = sql<Date | null>`(select max(identity_documents.created_at) from identity_documents where identity_documents.user_id = users.id)`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        displayName: users.displayName,
        identityStatus: users.identityStatus,
        identityRejectionReason: users.identityRejectionReason,
        identityReviewedAt: users.identityReviewedAt,
        submittedAt: lastSubmitted,
      })
      .from(users)
      .where(where)
      .orderBy(sql`${lastSubmitted} asc nulls last`, users.createdAt)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/**
 * Records a staff decision only while the documents still wait for one, so two reviewers deciding
 * at once cannot both succeed; undefined when someone else decided first.
 */
export async function decideSubmittedIdentity(
  db: Db,
  userId: string,
  decision: { identityStatus: 'approved' | 'rejected'; identityRejectionReason: string | null },
): Promise<User | undefined> {
  const [user] = await db
    .update(users)
    .set({ ...decision, identityReviewedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.identityStatus, 'submitted')))
    .returning();
  return user;
}
