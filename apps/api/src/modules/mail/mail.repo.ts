import { and, asc, count, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox, type OutboxMail } from '../../db/schema/mail.ts';

export interface NewOutboxMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  template: string;
}

export async function insertMail(executor: Db, mail: NewOutboxMail): Promise<OutboxMail> {
  const [row] = await executor.insert(mailOutbox).values(mail).returning();
  if (!row) throw new Error('Inserting a mail returned no row');
  return row;
}

export interface ClaimOptions {
  now: Date;
  limit: number;
  /** How long the claimer has to send; a row of a sender that died comes back after this. */
  leaseMs: number;
}

/**
 * Takes up to `limit` due mails for one sender. SKIP LOCKED lets concurrent senders take different
 * rows instead of waiting; moving next_attempt_at past the lease keeps the rows from being due again
 * once this transaction commits and the row locks are gone.
 */
export async function claimDueMails(db: Db, { now, limit, leaseMs }: ClaimOptions): Promise<OutboxMail[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
    const dueOrder = new Map(due.map((row, index) => [row.id, index]));
    return claimed.sort((a, b) => (dueOrder.get(a.id) ?? 0) - (dueOrder.get(b.id) ?? 0));
  });
}

export async function markMailSent(db: Db, id: string, sentAt: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export interface FailedAttempt {
  at: Date;
  error: string;
  /** When to try again; null gives the mail up as failed. */
  retryAt: Date | null;
}

export async function recordFailedAttempt(db: Db, id: string, { at, error, retryAt }: FailedAttempt): Promise<void> {
  const logEntry = JSON.stringify([{ at: at.toISOString(), error }]);
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: error,
      attemptLog: sql`${mailOutbox.attemptLog} || ${logEntry}::jsonb`,
      ...(retryAt ? { nextAttemptAt: retryAt } : { status: 'failed' }),
    })
    .where(eq(mailOutbox.id, id));
}

export interface MailListQuery {
  to?: string | undefined;
  page: number;
  limit: number;
}

export async function listMails(
  db: Db,
  { to, page, limit }: MailListQuery,
): Promise<{ items: OutboxMail[]; total: number }> {
  const where = to === undefined ? undefined : sql`lower(${mailOutbox.to}) = lower(${to})`;
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}

export async function findMail(db: Db, id: string): Promise<OutboxMail | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/** Mails waiting to be sent and mails given up on: each a count over the outbox's status index. */
export async function countOutboxByStatus(db: Db): Promise<{ pending: number; failed: number }> {
  const rows = await db
    .select({ status: mailOutbox.status, mails: count() })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'failed']))
    .groupBy(mailOutbox.status);
  const mailsWith = (status: string) => rows.find((row) => row.status === status)?.mails ?? 0;
  return { pending: mailsWith('pending'), failed: mailsWith('failed') };
}

/** Sent and given-up mails written before the cutoff (they hold reset and verification links). */
export async function deleteMailsBefore(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['sent', 'failed']), lt(mailOutbox.createdAt, cutoff)))
    .returning({ id: mailOutbox.id });
  return deleted.length;
}
