import type { AppDeps } from '../../deps.ts';
import type { JobDefinition, JobSummary } from '../jobs/index.ts';
import { claimDigestRows, recipientContacts } from './notifications.repo.ts';

const DAY_MS = 24 * 60 * 60_000;
const BATCH = 1_000;

/**
 * Mails each person who takes the daily digest one email with the notices kept for it. The rows
 * are claimed and the mails written in one transaction (locked rows skipped), so instances running
 * it together mail each notice once; a person's notices split over two batches make two mails.
 */
export async function sendNotificationDigests(deps: Pick<AppDeps, 'db' | 'mail'>): Promise<JobSummary> {
  let people = 0;
  let notices = 0;
  for (;;) {
    const claimed = await deps.db.transaction(async (tx) => {
      const rows = await claimDigestRows(tx, BATCH);
      const byRecipient = new Map<string, typeof rows>();
      for (const row of rows) byRecipient.set(row.recipientId, [...(byRecipient.get(row.recipientId) ?? []), row]);
      for (const contact of await recipientContacts(tx, [...byRecipient.keys()])) {
        const items = (byRecipient.get(contact.id) ?? []).map((row) => ({ title: row.title, path: row.link }));
        await deps.mail.enqueue(tx, {
          to: contact.email,
          template: 'notificationDigest',
          data: { firstName: contact.firstName, items },
        });
        people += 1;
      }
      return rows.length;
    });
    notices += claimed;
    if (claimed < BATCH) return { people, notices };
  }
}

export function notificationDigestJob(): JobDefinition {
  return {
    name: 'notifications.digest',
    description: 'Emails once a day, to each person who chose the daily digest, the notices since the last one',
    intervalMs: DAY_MS,
    disabledReason: null,
    run: (deps) => sendNotificationDigests(deps),
  };
}
