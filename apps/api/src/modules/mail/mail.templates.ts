import { accountMailTemplates } from './mail.account-templates.ts';
import { caseMailTemplates } from './mail.case-templates.ts';
import type { MailContext, MailTemplate, RenderedMail } from './mail.layout.ts';
import { noticeMailTemplates } from './mail.notice-templates.ts';
import { payoutMailTemplates } from './mail.payout-templates.ts';
import { productMailTemplates } from './mail.product-templates.ts';
import { reviewMailTemplates } from './mail.review-templates.ts';
import { saleMailTemplates } from './mail.sale-templates.ts';

/** Every mail the application sends. A new one is a new entry in its group; its data type is checked at each call. */
export const mailTemplates = {
  ...accountMailTemplates,
  ...noticeMailTemplates,
  ...productMailTemplates,
  ...saleMailTemplates,
  ...payoutMailTemplates,
  ...reviewMailTemplates,
  ...caseMailTemplates,
};

export type MailTemplates = typeof mailTemplates;
export type MailTemplateName = keyof MailTemplates;
export type MailTemplateData<Name extends MailTemplateName> = Parameters<MailTemplates[Name]>[0];

// Re-typed as a mapped type so that indexing with a generic name keeps name and data correlated.
const templatesByName: { [Name in MailTemplateName]: MailTemplate<MailTemplateData<Name>> } = mailTemplates;

export function renderMail<Name extends MailTemplateName>(
  template: Name,
  data: MailTemplateData<Name>,
  context: MailContext,
): RenderedMail {
  return templatesByName[template](data, context);
}
