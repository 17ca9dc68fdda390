import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { OutboxMail } from '../../db/schema/mail.ts';
import type { AppDeps, Log } from '../../deps.ts';
import type { JobDefinition } from '../jobs/index.ts';
import { claimDueMails, markMailSent, recordFailedAttempt } from './mail.repo.ts';

export const MAX_SEND_ATTEMPTS = 8;
const FIRST_RETRY_DELAY_MS = 30_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;
/** How often the outbox job looks for due mails. */
export const MAIL_POLL_INTERVAL_MS = 2_000;
const DEFAULT_BATCH_SIZE = 10;
const MAX_ERROR_LENGTH = 1_000;

// SMTP timeouts bound one send to well under a minute, so a whole batch finishes inside its lease
// and no other instance takes a row that is still being sent.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
const LEASE_MS = 15 * 60_000;

/** Delay before the next try after `failedAttempts` failures: 30 s, doubling, at most an hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** (failedAttempts - 1), MAX_RETRY_DELAY_MS);
}

/** The part of a nodemailer transporter the worker uses. */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; html: string; text: string }): Promise<unknown>;
  close(): void;
}

export interface MailWorkerOptions {
  db: Db;
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>;
  log: Log;
  /** Defaults to an SMTP transport for config.smtpUrl. */
  transport?: MailTransport;
  batchSize?: number;
  /** The clock deciding which mails are due and when to retry (tests move it forward). */
  now?: () => Date;
}

export interface MailWorker {
  /** Sends one batch of due mails; `failed` counts failed attempts, retried later or given up. */
  runOnce(): Promise<{ sent: number; failed: number }>;
  /** Closes the SMTP transport it opened. */
  close(): void;
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, MAX_ERROR_LENGTH);
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, config, log } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const now = options.now ?? (() => new Date());
  if (!options.transport && !config.smtpUrl) {
    throw new Error('The mail worker needs SMTP_URL or a transport');
  }
  const transport: MailTransport =
    options.transport ?? nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });

  async function recordFailure(mail: OutboxMail, error: unknown): Promise<void> {
    const attempt = mail.attempts + 1;
    const at = now();
    const giveUp = attempt >= MAX_SEND_ATTEMPTS;
    const retryAt = giveUp ? null : new Date(at.getTime() + retryDelayMs(attempt));
    const reason = describeError(error);
    await recordFailedAttempt(db, mail.id, { at, error: reason, retryAt });
    const details = { mailId: mail.id, template: mail.template, attempt, error: reason };
    if (giveUp) log.error(details, 'mail: giving up after the last attempt');
    else log.warn({ ...details, retryAt }, 'mail: sending failed, will retry');
  }

  async function runOnce(): Promise<{ sent: number; failed: number }> {
    const mails = await claimDueMails(db, { now: now(), limit: batchSize, leaseMs: LEASE_MS });
    let sent = 0;
    let failed = 0;
    for (const mail of mails) {
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
        });
      } catch (error) {
        failed++;
        await recordFailure(mail, error);
        continue;
      }
      await markMailSent(db, mail.id, now());
      sent++;
      log.info({ mailId: mail.id, template: mail.template }, 'mail: sent');
    }
    return { sent, failed };
  }

  return {
    close() {
      if (!options.transport) transport.close();
    },
    runOnce,
  };
}

/** A run sends batches while they come full, for at most this long, then lets the next run go on. */
const MAIL_RUN_BUDGET_MS = 60_000;

/**
 * The outbox as a scheduled job: every 2 s, batches of due mails until one is not full. Off without
 * SMTP (mails then wait in the outbox, readable at /dev/mail on a developer's machine).
 */
export function mailOutboxJob(deps: Pick<AppDeps, 'db' | 'config' | 'log'>): JobDefinition {
  const worker = deps.config.smtpUrl
    ? createMailWorker({ db: deps.db, config: deps.config, log: deps.log })
    : undefined;
  return {
    name: 'mail.outbox',
    description: 'Sends the mails waiting in the outbox, retrying failed ones',
    intervalMs: MAIL_POLL_INTERVAL_MS,
    disabledReason: worker ? null : 'SMTP_URL is not set: mails stay in the outbox',
    async run({ clock }) {
      const totals = { sent: 0, failed: 0 };
      if (!worker) return totals;
      const stopAt = clock.now().getTime() + MAIL_RUN_BUDGET_MS;
      for (;;) {
        const { sent, failed } = await worker.runOnce();
        totals.sent += sent;
        totals.failed += failed;
        if (sent + failed < DEFAULT_BATCH_SIZE || clock.now().getTime() > stopAt) return totals;
      }
    },
    close: () => worker?.close(),
  };
}
