import { defineTemplate } from './mail.layout.ts';

/** Mails about buyers' cases (issue 44): the buyer hears of each answer, resolution and decision. */
export const caseMailTemplates = {
  caseUpdated: defineTemplate<{
    customerName: string;
    number: number;
    orderNumber: number;
    vendorName: string;
    /** What happened, in a sentence: "Kente House wrote: …", "Soko decided: refund of $40.00". */
    update: string;
  }>((kase) => ({
    subject: `Your case #${kase.number} about order #${kase.orderNumber}`,
    firstName: kase.customerName,
    paragraphs: [
      `There is news on your case #${kase.number} about ${kase.vendorName}'s part of order #${kase.orderNumber}.`,
      kase.update,
      'You can reply or follow the case from your order on the Soko shop.',
    ],
  })),
};
