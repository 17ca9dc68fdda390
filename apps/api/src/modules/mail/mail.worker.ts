import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { OutboxMail } from '../../db/schema/mail.ts';
import type { Log } from '../../deps.ts';
import { claimDueMails, markMailSent, recordFailedAttempt } from './mail.repo.ts';

export const MAX_SEND_ATTEMPTS = 8;
const FIRST_RETRY_DELAY_MS = 30_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;
const DEFAULT_POLL_INTERVAL_MS = 2_000;
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
  pollIntervalMs?: number;
  batchSize?: number;
  /** The clock deciding which mails are due and when to retry (tests move it forward). */
  now?: () => Date;
}

export interface MailWorker {
  /** Polls the outbox until stop(); a full batch is followed at once by the next. */
  start(): void;
  /** Stops polling and waits for the batch being sent. */
  stop(): Promise<void>;
  /** Sends one batch of due mails; `failed` counts failed attempts, retried later or given up. */
  runOnce(): Promise<{ sent: number; failed: number }>;
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, MAX_ERROR_LENGTH);
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, config, log } = options;
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const now = options.now ?? (() => new Date());
  if (!options.transport && !config.smtpUrl) {
    throw new Error('The mail worker needs SMTP_URL or a transport');
  }
  const transport: MailTransport =
    options.transport ?? nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });

  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let currentBatch: Promise<void> | undefined;

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

  function schedule(delayMs: number): void {
    // unref: the worker alone never keeps the process alive.
    timer = setTimeout(poll, delayMs).unref();
  }

  function poll(): void {
    timer = undefined;
    currentBatch = runOnce().then(
      ({ sent, failed }) => {
        if (running) schedule(sent + failed >= batchSize ? 0 : pollIntervalMs);
      },
      (error: unknown) => {
        log.error({ err: error }, 'mail: polling the outbox failed');
        if (running) schedule(pollIntervalMs);
      },
    );
  }

  return {
    start() {
      if (running) return;
      running = true;
      poll();
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await currentBatch;
      if (!options.transport) transport.close();
    },
    runOnce,
  };
}
