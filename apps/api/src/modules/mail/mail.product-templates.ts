import { defineTemplate, link } from './mail.layout.ts';

/** Mails about a vendor's products: decisions, revisions, stock and carriers. */
export const productMailTemplates = {
  productApproved: defineTemplate<ProductDecisionMail>((product, { appUrl }) => ({
    subject: `Your product ${product.productName} is approved`,
    firstName: product.firstName,
    paragraphs: [`Our team has approved ${product.productName}. Buyers can see it in your store while it is active.`],
    action: { label: 'See the product', url: link(appUrl, `/product/${product.productId}`) },
  })),

  stockNotice: defineTemplate<StockNoticeMail>((notice, { appUrl }) => ({
    subject:
      notice.state === 'out'
        ? `${notice.productName} is out of stock`
        : `${notice.productName} is running low on stock`,
    firstName: notice.firstName,
    paragraphs: [
      notice.state === 'out'
        ? `An order took the last of ${notice.productName}: buyers cannot order it until you add stock.`
        : `An order took ${notice.productName} to ${notice.stock} left, at or below your low-stock threshold of ${notice.threshold}.`,
      'We tell you once; you will hear again only after its stock has gone back above the threshold.',
    ],
    action: { label: 'Update the stock', url: link(appUrl, `/product/${notice.productId}`) },
  })),

  retiredCarrierProducts: defineTemplate<RetiredCarrierMail>((notice, { appUrl }) => ({
    subject: `${notice.count} of your products still ship with ${notice.carrier}`,
    firstName: notice.firstName,
    paragraphs: [
      `${notice.carrier} stopped trading in Australia on 11 January 2026, so buyers cannot be sent these products by it: ${notice.names}.`,
      'Please choose another shipping provider for them.',
    ],
    action: {
      label: 'See the products',
      url: link(appUrl, `/product?shippingProvider=${encodeURIComponent(notice.carrier)}`),
    },
  })),

  productRejected: defineTemplate<ProductDecisionMail & { reason: string }>((product, { appUrl }) => ({
    subject: `Your product ${product.productName} was not approved`,
    firstName: product.firstName,
    paragraphs: [
      `Our team did not approve ${product.productName}, so buyers cannot see it.`,
      `Reason: ${product.reason}`,
      'You can edit the product to fix this; our team will review it again.',
    ],
    action: { label: 'See the product', url: link(appUrl, `/product/${product.productId}`) },
  })),

  productRevisionApproved: defineTemplate<ProductDecisionMail>((product, { appUrl }) => ({
    subject: `Your changes to ${product.productName} are approved`,
    firstName: product.firstName,
    paragraphs: [`Our team has approved your changes to ${product.productName}. Buyers now see the new version.`],
    action: { label: 'See the product', url: link(appUrl, `/product/${product.productId}`) },
  })),

  productRevisionRejected: defineTemplate<ProductDecisionMail & { reason: string }>((product, { appUrl }) => ({
    subject: `Your changes to ${product.productName} were not approved`,
    firstName: product.firstName,
    paragraphs: [
      `Our team did not approve your changes to ${product.productName}. Buyers keep seeing the approved version.`,
      `Reason: ${product.reason}`,
      'You can edit the product again; our team will review the new changes.',
    ],
    action: { label: 'See the product', url: link(appUrl, `/product/${product.productId}`) },
  })),
};

export interface StockNoticeMail {
  firstName: string;
  productId: string;
  /** With the variant's size when the notice is about a variant. */
  productName: string;
  state: 'low' | 'out';
  stock: number;
  threshold: number;
}

export interface RetiredCarrierMail {
  firstName: string;
  carrier: string;
  count: number;
  /** The first few product names, for the email's text. */
  names: string;
}

export interface ProductDecisionMail {
  firstName: string;
  productName: string;
  productId: string;
}
