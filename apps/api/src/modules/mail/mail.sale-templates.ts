import { defineTemplate, link } from './mail.layout.ts';

/** Mails about sales: a new sale, shipping, delivery, returns and refunds. */
export const saleMailTemplates = {
  // Amounts arrive formatted (formatCents) so the mail shows exactly what the sale page shows.
  newSale: defineTemplate<NewSaleMail>((sale, { appUrl }) => ({
    subject: `New sale: order #${sale.orderNumber}`,
    firstName: sale.firstName,
    paragraphs: [
      ...(sale.note ? [`A note from the Soko team: ${sale.note}`] : []),
      `You have a new sale in order #${sale.orderNumber}. Please prepare it for ${sale.customerName}.`,
      `Items:\n${sale.items.map(saleLineText).join('\n')}`,
      `Price: ${sale.price}\nShipping: ${sale.shipping}\nSubtotal: ${sale.subtotal}\nFee: ${sale.fee}\nYou receive: ${sale.net}`,
      `Deliver to:\n${sale.customerName}\n${sale.deliveryAddress}`,
    ],
    action: { label: 'Open the sale', url: link(appUrl, '/sale', sale.saleId) },
  })),

  saleShipped: defineTemplate<{
    customerName: string;
    orderNumber: number;
    vendorName: string;
    trackingNumber: string;
    /** The carrier's tracking page for the number, when the carrier is known. */
    trackingUrl?: string | null;
    items: SaleLineMail[];
    /** The tracking number of a sale already shipped was corrected. */
    corrected: boolean;
  }>((sale) => ({
    subject: sale.corrected
      ? `New tracking number for your order #${sale.orderNumber}`
      : `Your order #${sale.orderNumber} is on its way`,
    firstName: sale.customerName,
    paragraphs: [
      sale.corrected
        ? `${sale.vendorName} corrected the tracking number of their parcel in your order #${sale.orderNumber}.`
        : `${sale.vendorName} has shipped their part of your order #${sale.orderNumber}.`,
      `Tracking number: ${sale.trackingNumber}`,
      ...(sale.trackingUrl ? [`Track your parcel: ${sale.trackingUrl}`] : []),
      `In this parcel:\n${sale.items.map(saleLineText).join('\n')}`,
    ],
  })),

  saleDelivered: defineTemplate<{
    customerName: string;
    orderNumber: number;
    vendorName: string;
    items: SaleLineMail[];
  }>((sale) => ({
    subject: `Your order #${sale.orderNumber} has been delivered`,
    firstName: sale.customerName,
    paragraphs: [
      `${sale.vendorName} marked their part of your order #${sale.orderNumber} as delivered.`,
      `Delivered:\n${sale.items.map(saleLineText).join('\n')}`,
      'Thank you for shopping on Soko.',
    ],
  })),

  returnRequested: defineTemplate<{
    firstName: string;
    returnId: string;
    number: number;
    orderNumber: number;
    customerName: string;
    reason: string;
    note: string;
    items: SaleLineMail[];
  }>((request, { appUrl }) => ({
    subject: `Return #${request.number} requested for order #${request.orderNumber}`,
    firstName: request.firstName,
    paragraphs: [
      `${request.customerName} wants to return items of order #${request.orderNumber}.`,
      `Reason: ${request.reason}${request.note ? `\nNote: ${request.note}` : ''}`,
      `Items:\n${request.items.map(saleLineText).join('\n')}`,
      'Please approve or reject the return.',
    ],
    action: { label: 'Review the return', url: link(appUrl, `/returns/${request.returnId}`) },
  })),

  returnDecided: defineTemplate<{
    customerName: string;
    number: number;
    orderNumber: number;
    vendorName: string;
    approved: boolean;
    reason: string;
    items: SaleLineMail[];
  }>((decision) => ({
    subject: decision.approved
      ? `Your return #${decision.number} is approved`
      : `Your return #${decision.number} was not accepted`,
    firstName: decision.customerName,
    paragraphs: decision.approved
      ? [
          `${decision.vendorName} approved your return of items of order #${decision.orderNumber}:\n${decision.items.map(saleLineText).join('\n')}`,
          'Please send the items back; you will be refunded once they arrive.',
        ]
      : [
          `${decision.vendorName} did not accept your return of items of order #${decision.orderNumber}.`,
          `Reason: ${decision.reason}`,
          'If you think the goods are faulty or not as described, reply to the seller or contact Soko: the Australian Consumer Law still applies.',
        ],
  })),

  // Amounts arrive formatted (formatCents); the reason as its label.
  saleRefunded: defineTemplate<{
    customerName: string;
    orderNumber: number;
    vendorName: string;
    amount: string;
    items: string;
    shipping: string;
    reason: string;
    restocked: SaleLineMail[];
  }>((refund) => ({
    subject: `Refund of ${refund.amount} for your order #${refund.orderNumber}`,
    firstName: refund.customerName,
    paragraphs: [
      `${refund.vendorName} has refunded ${refund.amount} of your order #${refund.orderNumber}: ${refund.items} for items and ${refund.shipping} for shipping.`,
      `Reason: ${refund.reason}`,
      ...(refund.restocked.length > 0 ? [`Items returned:\n${refund.restocked.map(saleLineText).join('\n')}`] : []),
      'The money goes back to the card or account you paid with; your bank may take a few business days to show it.',
    ],
  })),

  saleRefundedByStaff: defineTemplate<{
    firstName: string;
    saleId: string;
    orderNumber: number;
    amount: string;
    reason: string;
    note: string;
    netChange: string;
    afterPayout: boolean;
  }>((refund, { appUrl }) => ({
    subject: `Soko refunded ${refund.amount} of order #${refund.orderNumber}`,
    firstName: refund.firstName,
    paragraphs: [
      `The Soko team refunded ${refund.amount} of your sale in order #${refund.orderNumber} to the customer.`,
      `Reason: ${refund.reason}${refund.note ? `\nNote: ${refund.note}` : ''}`,
      refund.afterPayout
        ? `This sale was already in a payout, so ${refund.netChange} will be deducted from your next payout.`
        : `Your net for this sale changes by ${refund.netChange}.`,
    ],
    action: { label: 'View the sale', url: link(appUrl, `/sale/${refund.saleId}`) },
  })),
};

export interface SaleLineMail {
  name: string;
  /** The variant's label, or empty. */
  variant: string;
  qty: number;
  /** Unit price, formatted. */
  price: string;
}

export interface NewSaleMail {
  firstName: string;
  saleId: string;
  orderNumber: number;
  customerName: string;
  /** One line per part of the address. */
  deliveryAddress: string;
  items: SaleLineMail[];
  price: string;
  shipping: string;
  subtotal: string;
  fee: string;
  net: string;
  /** Added by staff when they send the mail again. */
  note?: string;
}

function saleLineText(line: SaleLineMail): string {
  return `${line.qty} x ${line.name}${line.variant ? ` (${line.variant})` : ''} at ${line.price}`;
}
