import { defineTemplate, link } from './mail.layout.ts';

/** Mails about payouts: the statement and the payment. */
export const payoutMailTemplates = {
  // The vendor's statement of a payout; amounts arrive formatted (formatCents), as on the payout page.
  payoutStatement: defineTemplate<PayoutStatementMail>((payout, { appUrl }) => ({
    subject: `Transaction #${payout.number}: ${payout.net} for ${payout.saleCount === 1 ? '1 sale' : `${payout.saleCount} sales`}`,
    firstName: payout.firstName,
    paragraphs: [
      `The Soko team has created transaction #${payout.number} to pay you for your delivered sales.`,
      `Sales in this transaction:\n${payout.lines
        .map((line) => `Order #${line.orderNumber}: subtotal ${line.subtotal}, fee ${line.fee}, net ${line.net}`)
        .join('\n')}`,
      ...(payout.adjustmentCount > 0
        ? [`Refunds after earlier payouts deducted here (${payout.adjustmentCount}): ${payout.adjustmentNet}`]
        : []),
      `Total:\nSubtotal: ${payout.gross}\nFee: ${payout.fee}\nYou receive: ${payout.net}`,
      ...(payout.bankReference ? [`Bank reference: ${payout.bankReference}`] : []),
      'We will email you again when the bank transfer has been made; until then these sales show as "In payout, transfer pending".',
    ],
    action: { label: 'See your transactions', url: link(appUrl, '/transactions') },
  })),

  payoutPaid: defineTemplate<{ firstName: string; number: number; net: string; paidAt: string; bankReference: string }>(
    (payout, { appUrl }) => ({
      subject: `Transaction #${payout.number} has been paid`,
      firstName: payout.firstName,
      paragraphs: [
        `We transferred ${payout.net} for transaction #${payout.number} on ${payout.paidAt}.`,
        `Bank reference: ${payout.bankReference}`,
      ],
      action: { label: 'See your transactions', url: link(appUrl, '/transactions') },
    }),
  ),
};

export interface PayoutStatementMail {
  firstName: string;
  number: number;
  saleCount: number;
  lines: { orderNumber: number; subtotal: string; fee: string; net: string }[];
  /** Refunds after earlier payouts that this one deducts, and their net (negative). */
  adjustmentCount: number;
  adjustmentNet: string;
  gross: string;
  fee: string;
  net: string;
  bankReference: string;
}
