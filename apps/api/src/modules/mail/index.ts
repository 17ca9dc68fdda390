/** The mail module's public face: what other modules and the app's composition use. */

export { deleteOldMails } from './mail.face.service.ts';
export { mailDevRoutes } from './mail.routes.ts';
export type { NewSaleMail, SaleLineMail } from './mail.sale-templates.ts';
export { createMailer, type Mailer, type MailMessage, outboxBacklog } from './mail.service.ts';
export { createMailWorker } from './mail.worker.ts';
