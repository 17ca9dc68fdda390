import { INVITATION_VALID_DAYS } from '@soko/shared';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailContext {
  /** Base URL of the web app, without a trailing slash. */
  appUrl: string;
}

/**
 * What a template says, as plain strings. The layout renders it to both parts and escapes every
 * value on the way into HTML, so no template can forget to.
 */
interface MailContent {
  subject: string;
  firstName: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Smaller print under the button: validity, what to do if this mail was unexpected. */
  notes?: string[];
}

const BRAND = 'Soko Seller Centre';
const VERIFY_LINK_VALIDITY = '48 hours';
const RESET_LINK_VALIDITY = '1 hour';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Escapes, and keeps the line breaks someone typed (a rejection reason may have several lines). */
function htmlLines(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

function link(appUrl: string, path: string, token?: string): string {
  return token === undefined ? `${appUrl}${path}` : `${appUrl}${path}/${encodeURIComponent(token)}`;
}

// Colours meet WCAG AA against their backgrounds; table layout and inline styles because mail clients ignore the rest.
function renderHtml(content: MailContent, { appUrl }: MailContext): string {
  const paragraph = (value: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2933;">${htmlLines(value)}</p>`;
  const note = (value: string) =>
    `<p style="margin:0 0 12px;font-size:14px;line-height:21px;color:#4a5563;">${htmlLines(value)}</p>`;
  const action = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;">
<tr><td style="border-radius:6px;background:#14532d;">
<a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(content.action.label)}</a>
</td></tr>
</table>
${note('If the button does not work, copy this link into your browser:')}
<p style="margin:0 0 24px;font-size:14px;line-height:21px;word-break:break-all;"><a href="${escapeHtml(content.action.url)}" style="color:#14532d;">${escapeHtml(content.action.url)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Helvetica,Arial,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:20px 32px;background:#14532d;border-radius:8px 8px 0 0;">
<a href="${escapeHtml(appUrl)}" style="font-size:20px;font-weight:bold;color:#ffffff;text-decoration:none;">${BRAND}</a>
</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 24px;font-size:22px;line-height:30px;color:#1f2933;">${escapeHtml(content.subject)}</h1>
${paragraph(`Hi ${content.firstName},`)}
${content.paragraphs.map(paragraph).join('\n')}
${action}
${(content.notes ?? []).map(note).join('\n')}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #e5e7eb;font-size:13px;line-height:20px;color:#4a5563;">
${BRAND}, the seller centre of the Soko marketplace for African products in Australia.<br>
This is an automatic message about your account; replies are not read.
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function renderText(content: MailContent, { appUrl }: MailContext): string {
  const blocks = [`Hi ${content.firstName},`, ...content.paragraphs];
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  blocks.push(...(content.notes ?? []), `-- \n${BRAND}\n${appUrl}`);
  return `${blocks.join('\n\n')}\n`;
}

export type MailTemplate<Data> = (data: Data, context: MailContext) => RenderedMail;

function defineTemplate<Data>(write: (data: Data, context: MailContext) => MailContent): MailTemplate<Data> {
  return (data, context) => {
    const content = write(data, context);
    return { subject: content.subject, html: renderHtml(content, context), text: renderText(content, context) };
  };
}

/** Every mail the application sends. A new one is a new entry here; its data type is checked at each call. */
export const mailTemplates = {
  verifyEmail: defineTemplate<{ firstName: string; token: string }>(({ firstName, token }, { appUrl }) => ({
    subject: 'Verify your email address',
    firstName,
    paragraphs: [`Thank you for registering with ${BRAND}. Please confirm that this is your email address.`],
    action: { label: 'Verify email address', url: link(appUrl, '/verifyEmail', token) },
    notes: [
      `This link is valid for ${VERIFY_LINK_VALIDITY}.`,
      `If you did not register with ${BRAND}, you can ignore this email.`,
    ],
  })),

  resetPassword: defineTemplate<{ firstName: string; token: string }>(({ firstName, token }, { appUrl }) => ({
    subject: 'Reset your password',
    firstName,
    paragraphs: [`We received a request to reset the password of your ${BRAND} account.`],
    action: { label: 'Reset password', url: link(appUrl, '/reset', token) },
    notes: [
      `This link is valid for ${RESET_LINK_VALIDITY} and can be used once.`,
      'If you did not ask to reset your password, ignore this email: your password stays the same.',
    ],
  })),

  setPassword: defineTemplate<{ firstName: string; token: string; invitedBy?: string }>(
    ({ firstName, token, invitedBy }, { appUrl }) => ({
      subject: `Your ${BRAND} account is ready`,
      firstName,
      paragraphs: [
        `${invitedBy ?? 'The Soko team'} created a ${BRAND} account for you.`,
        'Choose a password to start using it.',
      ],
      action: { label: 'Set your password', url: link(appUrl, '/reset', token) },
      notes: [
        `This link is valid for ${INVITATION_VALID_DAYS} days. When it has expired, ask the Soko team to send it again, or use "Forgot password" on the login page.`,
      ],
    }),
  ),

  emailChangeRequested: defineTemplate<{ firstName: string; newEmail: string }>(
    ({ firstName, newEmail }, { appUrl }) => ({
      subject: 'A change of your Soko email address was requested',
      firstName,
      paragraphs: [
        `Someone signed in to your seller account asked to change its email address to ${newEmail}.`,
        'Nothing changes until the link sent to that address is opened.',
        'If this was not you, reset your password now: that ends every session on your account.',
      ],
      action: { label: 'Reset my password', url: link(appUrl, '/forget-password') },
    }),
  ),

  bankDetailsChanged: defineTemplate<{
    firstName: string;
    firstEntry: boolean;
    bsb: string;
    accountNumber: string;
    holdUntil: string | null;
  }>(({ firstName, firstEntry, bsb, accountNumber, holdUntil }, { appUrl }) => ({
    subject: firstEntry ? 'Bank details added to your Soko account' : 'The bank details of your Soko account changed',
    firstName,
    paragraphs: [
      `${firstEntry ? 'Bank details were added to' : 'The bank details of'} your seller account${firstEntry ? '' : ' were changed'}: payouts now go to BSB ${bsb}, account ${accountNumber}.`,
      ...(holdUntil ? [`For your security, payouts to the new account wait until ${holdUntil}.`] : []),
      'If this was not you, reset your password now and tell the Soko team: that ends every session on your account.',
    ],
    action: { label: 'Reset my password', url: link(appUrl, '/forget-password') },
  })),

  signInLocked: defineTemplate<{ firstName: string }>(({ firstName }, { appUrl }) => ({
    subject: 'Several wrong passwords were tried on your account',
    firstName,
    paragraphs: [
      'Someone has entered a wrong password for your Soko Seller Centre account 10 times in the last 15 minutes. To protect it, we have paused sign-in for 15 minutes from devices and networks you have not signed in from before.',
      'If this was you, you can still sign in from a device you have used before, or wait 15 minutes. If it was not you, your password has not been given away: consider changing it to a longer one.',
    ],
    action: { label: 'Change your password', url: link(appUrl, '/forget-password') },
  })),

  secondFactorWrongCodes: defineTemplate<{
    firstName: string;
    wrongCodes: number;
    minutes: number;
    pauseAfter: number;
  }>(({ firstName, wrongCodes, minutes, pauseAfter }, { appUrl }) => ({
    subject: 'Wrong sign-in codes were tried on your account',
    firstName,
    paragraphs: [
      `Someone entered your Soko Seller Centre password correctly and then ${wrongCodes} wrong two-step verification codes in the last ${minutes} minutes.`,
      `If this was not you, someone knows your password: change it now, which ends every session on your account. After ${pauseAfter} wrong codes, codes from the authenticator app and recovery codes are paused for up to ${minutes} minutes; you can still sign in with a code we email you or a passkey.`,
    ],
    action: { label: 'Change your password', url: link(appUrl, '/forget-password') },
  })),

  signInCode: defineTemplate<{ firstName: string; code: string }>(({ firstName, code }) => ({
    subject: `${code} is your Soko sign-in code`,
    firstName,
    paragraphs: [
      'Someone signed in to your Soko Seller Centre account with the right password from a device or network we have not seen before, while sign-in from new places is paused after many wrong passwords.',
      `If it was you, enter this code to finish signing in: ${code}`,
    ],
    notes: [
      'The code is valid for 10 minutes and works once.',
      'If it was not you, do not share the code: someone knows your password. Change it now.',
    ],
  })),

  newDeviceSignIn: defineTemplate<{ firstName: string; device: string; ip: string; at: string }>(
    ({ firstName, device, ip, at }, { appUrl }) => ({
      subject: 'New sign-in to your Soko account',
      firstName,
      paragraphs: [
        `Your Soko Seller Centre account was signed in to from a device or network it has not used recently: ${device}, address ${ip}, at ${at}.`,
        'If this was you, there is nothing to do. If not, change your password now: that ends every session on your account.',
      ],
      action: { label: 'Change your password', url: link(appUrl, '/forget-password') },
    }),
  ),

  secondFactorEnabled: defineTemplate<{ firstName: string }>(({ firstName }, { appUrl }) => ({
    subject: 'Two-step verification is on for your Soko account',
    firstName,
    paragraphs: [
      'An authenticator app was added to your Soko Seller Centre account. Signing in now asks for a code from it after your password.',
      'Keep your recovery codes somewhere safe: each one lets you sign in once if you lose your phone.',
      'If this was not you, reset your password now and tell the Soko team.',
    ],
    action: { label: 'Reset my password', url: link(appUrl, '/forget-password') },
  })),

  secondFactorRemoved: defineTemplate<{ firstName: string; byStaff: boolean }>(
    ({ firstName, byStaff }, { appUrl }) => ({
      subject: 'Two-step verification was turned off on your Soko account',
      firstName,
      paragraphs: [
        byStaff
          ? 'A Soko administrator reset the two-step verification of your account, as you asked. Set it up again when you next sign in.'
          : 'The authenticator app and the recovery codes of your Soko Seller Centre account were removed.',
        'If you did not ask for this, reset your password now and tell the Soko team.',
      ],
      action: { label: 'Reset my password', url: link(appUrl, '/forget-password') },
    }),
  ),

  passkeyAdded: defineTemplate<{ firstName: string; name: string }>(({ firstName, name }, { appUrl }) => ({
    subject: 'A passkey was added to your Soko account',
    firstName,
    paragraphs: [
      `A passkey named "${name}" was added to your Soko Seller Centre account. It can now sign you in without a password, and confirm it is you after your password.`,
      'If this was not you, reset your password now and tell the Soko team.',
    ],
    action: { label: 'Reset my password', url: link(appUrl, '/forget-password') },
  })),

  passkeyRemoved: defineTemplate<{ firstName: string; name: string; byStaff: boolean }>(
    ({ firstName, name, byStaff }, { appUrl }) => ({
      subject: 'A passkey was removed from your Soko account',
      firstName,
      paragraphs: [
        byStaff
          ? `A Soko administrator reset the two-step verification of your account, which removed the passkey "${name}".`
          : `The passkey "${name}" was removed from your Soko Seller Centre account and can no longer sign you in.`,
        'If you did not ask for this, reset your password now and tell the Soko team.',
      ],
      action: { label: 'Reset my password', url: link(appUrl, '/forget-password') },
    }),
  ),

  recoveryCodeUsed: defineTemplate<{ firstName: string; left: number }>(({ firstName, left }, { appUrl }) => ({
    subject: 'A recovery code was used on your Soko account',
    firstName,
    paragraphs: [
      `A recovery code was used to sign in to your Soko Seller Centre account. ${left} unused code${left === 1 ? ' is' : 's are'} left.`,
      'If you have lost your phone, remove the old authenticator and set up a new one from your account settings: that gives you new recovery codes.',
      'If this was not you, reset your password now and tell the Soko team.',
    ],
    action: { label: 'Reset my password', url: link(appUrl, '/forget-password') },
  })),

  identityApproved: defineTemplate<{ firstName: string }>(({ firstName }, { appUrl }) => ({
    subject: 'Your identity has been verified',
    firstName,
    paragraphs: [
      'Good news: our team has checked your identity documents and approved your seller account.',
      'Log in to activate your account and start selling.',
    ],
    action: { label: 'Log in to activate', url: link(appUrl, '/login') },
  })),

  identityRejected: defineTemplate<{ firstName: string; reason: string }>(({ firstName, reason }, { appUrl }) => ({
    subject: 'We could not verify your identity',
    firstName,
    paragraphs: [
      'Our team could not verify your identity from the documents you uploaded.',
      `Reason: ${reason}`,
      'Please log in and upload your documents again.',
    ],
    action: { label: 'Log in', url: link(appUrl, '/login') },
  })),

  vendorChangeApproved: defineTemplate<{ firstName: string; changes: string[] }>(
    ({ firstName, changes }, { appUrl }) => ({
      subject: 'Your change of details is approved',
      firstName,
      paragraphs: [
        'Our team approved the change of details you asked for. From now on your invoices, payouts and store use:',
        changes.join('\n'),
      ],
      action: { label: 'See your profile', url: link(appUrl, '/settings/profile') },
    }),
  ),

  vendorChangeRejected: defineTemplate<{ firstName: string; changes: string[]; reason: string }>(
    ({ firstName, changes, reason }, { appUrl }) => ({
      subject: 'Your change of details was not approved',
      firstName,
      paragraphs: [
        'Our team did not approve the change of details you asked for, so your current details stay in force:',
        changes.join('\n'),
        `Reason: ${reason}`,
        'You can ask for the change again from your profile.',
      ],
      action: { label: 'See your profile', url: link(appUrl, '/settings/profile') },
    }),
  ),

  notification: defineTemplate<{ firstName: string; title: string; body: string; path: string }>(
    (notice, { appUrl }) => ({
      subject: notice.title,
      firstName: notice.firstName,
      paragraphs: notice.body ? [notice.body] : [],
      action: { label: 'Open in Soko', url: link(appUrl, notice.path) },
      notes: ['You can choose which notices reach you by email under Settings, Notifications.'],
    }),
  ),

  notificationDigest: defineTemplate<{ firstName: string; items: { title: string; path: string }[] }>(
    (digest, { appUrl }) => ({
      subject: `Your day on ${BRAND}: ${digest.items.length} ${digest.items.length === 1 ? 'notice' : 'notices'}`,
      firstName: digest.firstName,
      paragraphs: [
        'What happened since your last digest:',
        digest.items.map((item) => `${item.title}: ${link(appUrl, item.path)}`).join('\n'),
      ],
      action: { label: 'Open your notifications', url: link(appUrl, '/notifications') },
      notes: ['You can switch the daily digest off under Settings, Notifications.'],
    }),
  ),

  staffDigest: defineTemplate<{ firstName: string; items: { label: string; path: string }[] }>(
    (digest, { appUrl }) => ({
      subject: `Waiting for you on ${BRAND}: ${digest.items.map((item) => item.label).join(', ')}`,
      firstName: digest.firstName,
      paragraphs: [
        'This is what waits for the Soko team today:',
        digest.items.map((item) => `${item.label}: ${link(appUrl, item.path)}`).join('\n'),
      ],
      action: { label: 'Open the dashboard', url: link(appUrl, '/dashboard') },
    }),
  ),

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

  welcome: defineTemplate<{ firstName: string }>(({ firstName }, { appUrl }) => ({
    subject: `Welcome to ${BRAND}`,
    firstName,
    paragraphs: [
      'Your seller account is active.',
      'From your dashboard you can set up your store, list your products and manage your orders.',
    ],
    action: { label: 'Go to your dashboard', url: link(appUrl, '/dashboard') },
  })),

  // Only who wrote and the subject: the body stays behind the login.
  newMessage: defineTemplate<{ firstName: string; senderName: string; subject: string }>(
    ({ firstName, senderName, subject }, { appUrl }) => ({
      subject: `New message from ${senderName}`,
      firstName,
      paragraphs: [`${senderName} sent you a message on ${BRAND}.`, `Subject: ${subject}`],
      action: { label: 'Read it in your inbox', url: link(appUrl, '/messages/inbox') },
    }),
  ),

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
