import {
  hasPermission,
  MARKETPLACE_TIME_ZONE,
  marketplaceToday,
  WORK_ITEM_PERMISSION,
  workQueueItems,
} from '@soko/shared';
import { staffDigests } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { JobDefinition } from '../jobs/index.ts';
import { takingEmail } from '../notifications/index.ts';
import { staffToNotify } from '../users/index.ts';
import { workQueue } from './dashboard.service.ts';

const sydneyHour = new Intl.DateTimeFormat('en-AU', {
  timeZone: MARKETPLACE_TIME_ZONE,
  hour: 'numeric',
  hourCycle: 'h23',
});

export type DigestOutcome = 'before the hour' | 'already sent' | 'nothing waiting' | 'sent';

/**
 * Once a marketplace day, from `hour` (Sydney): emails every active staff member what waits for
 * their role (the super admin: everything), when anything does. The day is claimed by inserting its row in the same transaction as the
 * mails, so instances running this together send one digest; a day with nothing waiting is not
 * claimed, so work that arrives later that day still gets its digest.
 */
export async function sendStaffDigest(
  deps: Pick<AppDeps, 'db' | 'mail'>,
  hour: number,
  now: Date = new Date(),
): Promise<DigestOutcome> {
  if (Number(sydneyHour.format(now)) < hour) return 'before the hour';
  const day = marketplaceToday(now);
  // Counted before the transaction: the embedded database has one connection, which the
  // transaction holds until it ends.
  const waiting = workQueueItems(await workQueue(deps, now)).filter((item) => item.count > 0);
  if (waiting.length === 0) return 'nothing waiting';
  return deps.db.transaction(async (tx) => {
    const claimed = await tx.insert(staffDigests).values({ day }).onConflictDoNothing().returning();
    if (claimed.length === 0) return 'already sent';
    const staffMembers = await staffToNotify(tx);
    // The digest is the work queue's email: a person who takes "work waiting" in the app only, or not at all, is not mailed.
    const mailed = await takingEmail(
      tx,
      staffMembers.map((staff) => staff.id),
      'work.waiting',
    );
    for (const staff of staffMembers.filter((member) => mailed.has(member.id))) {
      const items = waiting
        .filter((item) => hasPermission(staff, WORK_ITEM_PERMISSION[item.key]))
        .map(({ label, path }) => ({ label, path }));
      if (items.length === 0) continue;
      await deps.mail.enqueue(tx, {
        to: staff.email,
        template: 'staffDigest',
        data: { firstName: staff.firstName, items },
      });
    }
    return 'sent';
  });
}

const CHECK_EVERY_MS = 60_000;

/**
 * The digest as a scheduled job: checked every minute, sent once a marketplace day from `hour`.
 * The day's row keeps it once a day whoever runs it.
 */
export function staffDigestJob(hour: number | null): JobDefinition {
  return {
    name: 'staff.digest',
    description: 'Emails staff once a day what waits for their role',
    intervalMs: CHECK_EVERY_MS,
    disabledReason: hour === null ? 'STAFF_DIGEST_HOUR is off' : null,
    async run(deps) {
      if (hour === null) return { sent: 0 };
      const outcome = await sendStaffDigest(deps, hour, deps.clock.now());
      return { sent: outcome === 'sent' ? 1 : 0 };
    },
  };
}
