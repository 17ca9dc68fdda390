import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { claimDueMails } from './mail.repo.ts';
import {
  createMailWorker,
  MAX_SEND_ATTEMPTS,
  type MailWorkerOptions,
  mailOutboxJob,
  retryDelayMs,
} from './mail.worker.ts';
import { parseMail, startSmtpServer, type TestSmtpServer } from './smtp-test-server.ts';

let ctx: TestContext;
let smtp: TestSmtpServer;
let clock: Date;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

beforeEach(async () => {
  await ctx.database.db.delete(mailOutbox);
  // Enqueued rows are due from the database's now(); a worker clock a minute ahead sees them as due.
  clock = new Date(Date.now() + 60_000);
  smtp = await startSmtpServer();
});
afterEach(async () => smtp?.stop());

function worker(overrides: Partial<MailWorkerOptions> = {}) {
  return createMailWorker({
    db: ctx.database.db,
    config: { smtpUrl: smtp.url, mailFrom: 'Soko Seller Centre <no-reply@soko.test>' },
    log: ctx.app.log,
    now: () => clock,
    ...overrides,
  });
}

function enqueueWelcome(to: string, firstName = 'Amina') {
  return ctx.app.mail.enqueue(ctx.database.db, { to, template: 'welcome', data: { firstName } });
}

async function outboxRow(id: string) {
  const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error(`mail ${id} is not in the outbox`);
  return row;
}

function advanceClock(ms: number) {
  clock = new Date(clock.getTime() + ms);
}

/** A port that nothing listens on, as when the SMTP server is down. */
async function stoppedSmtpServer(): Promise<TestSmtpServer> {
  const server = await startSmtpServer();
  await server.stop();
  return server;
}

describe(`mail outbox and worker (${testEngine})`, () => {
  it('delivers a mail enqueued in a committed transaction with its subject, HTML and text parts', async () => {
    const mail = await ctx.database.db.transaction((tx) =>
      ctx.app.mail.enqueue(tx, {
        to: 'amina@example.com',
        template: 'verifyEmail',
        data: { firstName: 'Amina', token: 'abc123' },
      }),
    );
    expect(mail).toMatchObject({ status: 'pending', attempts: 0, template: 'verifyEmail' });

    expect(await worker().runOnce()).toEqual({ sent: 1, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [delivered] = smtp.received;
    expect(delivered?.from).toBe('no-reply@soko.test');
    expect(delivered?.to).toEqual(['amina@example.com']);
    const parsed = parseMail(delivered?.raw ?? '');
    expect(parsed.subject).toBe('Verify your email address');
    expect(parsed.text).toBe(mail.text);
    expect(parsed.html).toBe(mail.html);
    expect(parsed.text).toContain('http://soko.test/verifyEmail/abc123');
    expect(parsed.html).toContain('href="http://soko.test/verifyEmail/abc123"');

    const row = await outboxRow(mail.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, attemptLog: [] });
    expect(row.sentAt?.getTime()).toBe(clock.getTime());
    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('neither writes nor sends a mail whose transaction rolls back', async () => {
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await ctx.app.mail.enqueue(tx, { to: 'ghost@example.com', template: 'welcome', data: { firstName: 'Ghost' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    expect(await ctx.database.db.select().from(mailOutbox)).toEqual([]);
    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toEqual([]);
  });

  it('records a failed attempt while SMTP is down and sends the mail exactly once when it is back', async () => {
    const down = await stoppedSmtpServer();
    const mail = await enqueueWelcome('kofi@example.com', 'Kofi');
    const mailWorker = worker({ config: { smtpUrl: down.url, mailFrom: 'no-reply@soko.test' } });

    expect(await mailWorker.runOnce()).toEqual({ sent: 0, failed: 1 });
    const failedOnce = await outboxRow(mail.id);
    expect(failedOnce).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failedOnce.lastError).toContain('ECONNREFUSED');
    expect(failedOnce.attemptLog).toEqual([{ at: clock.toISOString(), error: failedOnce.lastError }]);
    expect(failedOnce.nextAttemptAt.getTime()).toBe(clock.getTime() + 30_000);

    const back = await startSmtpServer(down.port);
    try {
      expect(await mailWorker.runOnce()).toEqual({ sent: 0, failed: 0 });
      advanceClock(30_000);
      expect(await mailWorker.runOnce()).toEqual({ sent: 1, failed: 0 });
      expect(await mailWorker.runOnce()).toEqual({ sent: 0, failed: 0 });
      expect(back.received).toHaveLength(1);
      expect(parseMail(back.received[0]?.raw ?? '').subject).toBe('Welcome to Soko Seller Centre');
    } finally {
      await back.stop();
    }
    const sent = await outboxRow(mail.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(sent.attemptLog).toHaveLength(1);
  });

  it('backs off exponentially and gives a mail up as failed after the last attempt', async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
    const down = await stoppedSmtpServer();
    const mail = await enqueueWelcome('lost@example.com');
    const mailWorker = worker({ config: { smtpUrl: down.url, mailFrom: 'no-reply@soko.test' } });

    for (let attempt = 1; attempt < MAX_SEND_ATTEMPTS; attempt++) {
      expect(await mailWorker.runOnce()).toEqual({ sent: 0, failed: 1 });
      const row = await outboxRow(mail.id);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt });
      expect(row.nextAttemptAt.getTime()).toBe(clock.getTime() + retryDelayMs(attempt));
      advanceClock(retryDelayMs(attempt));
    }
    expect(await mailWorker.runOnce()).toEqual({ sent: 0, failed: 1 });

    const failed = await outboxRow(mail.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_SEND_ATTEMPTS });
    expect(failed.attemptLog).toHaveLength(MAX_SEND_ATTEMPTS);
    expect(failed.attemptLog.every((entry) => entry.error.includes('ECONNREFUSED'))).toBe(true);
    advanceClock(24 * 60 * 60_000);
    expect(await mailWorker.runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it('gives the mail of a sender that died mid-batch to another sender once the lease is over', async () => {
    const mail = await enqueueWelcome('orphan@example.com');
    const [claimed] = await claimDueMails(ctx.database.db, { now: clock, limit: 10, leaseMs: 60_000 });
    expect(claimed?.id).toBe(mail.id);

    const mailWorker = worker();
    expect(await mailWorker.runOnce()).toEqual({ sent: 0, failed: 0 });
    advanceClock(60_000);
    expect(await mailWorker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((received) => received.to)).toEqual([['orphan@example.com']]);
  });

  it('never sends one mail twice when two workers drain the outbox at the same time', async () => {
    const recipients = Array.from({ length: 30 }, (_, index) => `seller${index}@example.com`);
    for (const to of recipients) await enqueueWelcome(to);
    const drain = async (batchSize: number) => {
      const mailWorker = worker({ batchSize });
      let sent = 0;
      for (;;) {
        const result = await mailWorker.runOnce();
        if (result.sent + result.failed === 0) return sent;
        sent += result.sent;
      }
    };

    const [sentByFirst, sentBySecond] = await Promise.all([drain(4), drain(3)]);

    expect(sentByFirst + sentBySecond).toBe(recipients.length);
    const deliveredTo = smtp.received.flatMap((received) => received.to);
    expect(deliveredTo.toSorted()).toEqual(recipients.toSorted());
    const rows = await ctx.database.db.select().from(mailOutbox);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('sends due mails as the mail.outbox job, a full batch followed at once by the next', async () => {
    const recipients = Array.from({ length: 13 }, (_, index) => `job-${index}@example.com`);
    for (const to of recipients) await enqueueWelcome(to);
    const job = mailOutboxJob({ ...ctx.app.deps, config: { ...ctx.config, smtpUrl: smtp.url } });
    try {
      expect(job.disabledReason).toBeNull();
      const summary = await job.run({ ...ctx.app.deps, clock: { now: () => clock } }, new AbortController().signal);
      expect(summary).toEqual({ sent: 13, failed: 0 });
    } finally {
      await job.close?.();
    }
    expect(smtp.received.flatMap((received) => received.to).toSorted()).toEqual(recipients.toSorted());
  });

  it('is off without SMTP_URL, saying so', () => {
    const job = mailOutboxJob({ ...ctx.app.deps, config: { ...ctx.config, smtpUrl: undefined } });
    expect(job.disabledReason).toBe('SMTP_URL is not set: mails stay in the outbox');
  });

  it('refuses to start without SMTP_URL or a transport', () => {
    expect(() => worker({ config: { smtpUrl: undefined, mailFrom: 'no-reply@soko.test' } })).toThrow(
      'The mail worker needs SMTP_URL or a transport',
    );
  });
});
