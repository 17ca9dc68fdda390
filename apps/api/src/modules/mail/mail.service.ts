import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { OutboxMail } from '../../db/schema/mail.ts';
import { countOutboxByStatus, insertMail } from './mail.repo.ts';
import { type MailTemplateData, type MailTemplateName, renderMail } from './mail.templates.ts';

/** A mail to send: the template's name decides the type of its data. */
export type MailMessage<Name extends MailTemplateName = MailTemplateName> = {
  [N in Name]: { to: string; template: N; data: MailTemplateData<N> };
}[Name];

/**
 * Renders the mail and writes it to the outbox. Pass the transaction of the change that causes the
 * mail: if that change rolls back, so does the mail, and the worker never sees it.
 */
export async function enqueueMail(executor: Db, appUrl: string, message: MailMessage): Promise<OutboxMail> {
  const rendered = renderMail(message.template, message.data, { appUrl });
  return insertMail(executor, { to: message.to, template: message.template, ...rendered });
}

export interface Mailer {
  enqueue(executor: Db, message: MailMessage): Promise<OutboxMail>;
}

export function createMailer(config: Pick<Config, 'appUrl'>): Mailer {
  return {
    enqueue: (executor, message) => enqueueMail(executor, config.appUrl, message),
  };
}

/** The outbox's backlog, for monitoring: mails still to send and mails given up on after every retry. */
export function outboxBacklog(db: Db): Promise<{ pending: number; failed: number }> {
  return countOutboxByStatus(db);
}
