import type { AppDeps } from '../../deps.ts';
import { deleteDocumentFilesPastRetention } from '../account/index.ts';
import { recordAudit } from '../audit/index.ts';
import { deleteSettledClosedBankAccounts } from '../bank-accounts/index.ts';
import { clearCaseFreeText } from '../cases/index.ts';
import { deidentifyBuyerDocuments, removeBuyerDocumentAddresses } from '../invoices/index.ts';
import type { JobDefinition, JobSummary } from '../jobs/index.ts';
import { deleteOldMails } from '../mail/index.ts';
import { deleteNotificationsPastRetention } from '../notifications/index.ts';
import { type AlongsideOrders, DEIDENTIFIED_BUYER, deidentifyBuyers, removeBuyerContacts } from '../orders/index.ts';
import { clearReturnFreeText } from '../returns/index.ts';
import { saleIdsOfOrders } from '../sales/index.ts';
import { deleteExpiredTokens } from '../users/index.ts';

const DAY_MS = 86_400_000;
/** The ATO asks for business records to be kept 5 years; a buyer's name and email go after. */
export const TAX_RECORD_YEARS = 5;
/** Sent mails hold reset and verification links, and are of no use once delivered a month ago. */
export const SENT_MAIL_RETENTION_DAYS = 30;
/** A notice has done its work once read (or mailed); an unread one is stale after a year. */
export const READ_NOTIFICATION_RETENTION_DAYS = 90;
export const UNREAD_NOTIFICATION_RETENTION_DAYS = 365;
const BATCH = 500;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
const yearsBefore = (now: Date, years: number) => {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
};

/** With a buyer's contact details go their returns' and cases' free text and the address on their documents. */
const removeContactsAlongside =
  (at: Date): AlongsideOrders =>
  async (tx, orderIds) => {
    const saleIds = await saleIdsOfOrders(tx, orderIds);
    await clearReturnFreeText(tx, saleIds, at);
    await clearCaseFreeText(tx, saleIds, at);
    await removeBuyerDocumentAddresses(tx, saleIds);
  };

/** With a buyer's name and email goes the name on the invoices and notes to them. */
const deidentifyAlongside: AlongsideOrders = async (tx, orderIds) => {
  await deidentifyBuyerDocuments(tx, await saleIdsOfOrders(tx, orderIds), DEIDENTIFIED_BUYER.name);
};

type RetentionDeps = Pick<AppDeps, 'db' | 'storage' | 'config' | 'clock' | 'log'>;

/** Repeats a batch step until it finds nothing more. */
async function drain(step: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await step();
    total += done;
    if (done < BATCH) return total;
  }
}

/**
 * Personal data past its retention period (APP 11.2), removed once a day: identity documents,
 * buyers' contact details, then their names and emails once tax records need them no longer,
 * old mails, old notifications and expired tokens. Each step with work done writes an audit entry of its counts.
 */
export async function applyRetention(deps: RetentionDeps): Promise<JobSummary> {
  const now = deps.clock.now();
  const { retention } = deps.config;
  const steps: [string, Record<string, number>, () => Promise<number>][] = [
    [
      'identityDocumentsDeleted',
      { days: retention.idDocumentDays },
      () => drain(() => deleteDocumentFilesPastRetention(deps, daysBefore(now, retention.idDocumentDays), now, BATCH)),
    ],
    [
      'buyerContactsRemoved',
      { days: retention.buyerContactDays },
      () =>
        drain(() =>
          removeBuyerContacts(
            deps.db,
            daysBefore(now, retention.buyerContactDays),
            now,
            BATCH,
            removeContactsAlongside(now),
          ),
        ),
    ],
    [
      'buyersDeidentified',
      { years: TAX_RECORD_YEARS },
      () => drain(() => deidentifyBuyers(deps.db, yearsBefore(now, TAX_RECORD_YEARS), now, BATCH, deidentifyAlongside)),
    ],
    [
      'mailsDeleted',
      { days: SENT_MAIL_RETENTION_DAYS },
      () => deleteOldMails(deps.db, daysBefore(now, SENT_MAIL_RETENTION_DAYS)),
    ],
    [
      'notificationsDeleted',
      { days: READ_NOTIFICATION_RETENTION_DAYS, unreadDays: UNREAD_NOTIFICATION_RETENTION_DAYS },
      () =>
        drain(() =>
          deleteNotificationsPastRetention(
            deps.db,
            {
              readBefore: daysBefore(now, READ_NOTIFICATION_RETENTION_DAYS),
              unreadBefore: daysBefore(now, UNREAD_NOTIFICATION_RETENTION_DAYS),
            },
            BATCH,
          ),
        ),
    ],
    ['expiredTokensDeleted', {}, () => deleteExpiredTokens(deps.db, now)],
    ['closedAccountBankDetailsDeleted', {}, () => deleteSettledClosedBankAccounts(deps.db)],
  ];
  const summary: JobSummary = {};
  for (const [name, period, step] of steps) {
    const count = await step();
    summary[name] = count;
    if (count > 0) {
      await recordAudit(deps.db, {
        actorId: null,
        action: 'retention.applied',
        entityType: 'retention',
        entityId: name,
        after: { count, ...period },
      });
    }
  }
  return summary;
}

/** Retention as a scheduled job: once a day. */
export function retentionJob(): JobDefinition {
  return {
    name: 'privacy.retention',
    description: 'Deletes or de-identifies personal data past its retention period',
    intervalMs: DAY_MS,
    disabledReason: null,
    run: (deps) => applyRetention(deps),
  };
}
