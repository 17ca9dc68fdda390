import { describe, expect, it } from 'vitest';
import { type MailTemplateData, type MailTemplateName, mailTemplates, renderMail } from './mail.templates.ts';

const context = { appUrl: 'https://seller.soko.test' };
const hostileName = '<script>alert("x")</script> & Co';

const examples: { [Name in MailTemplateName]: MailTemplateData<Name> } = {
  verifyEmail: { firstName: 'Amina', token: 'verify-token' },
  resetPassword: { firstName: 'Amina', token: 'reset-token' },
  setPassword: { firstName: 'Amina', token: 'set-token', invitedBy: 'Kofi' },
  teamMemberRemoved: { firstName: 'Amina', store: 'Kente House' },
  identityApproved: { firstName: 'Amina' },
  signInLocked: { firstName: 'Amina' },
  signInCode: { firstName: 'Amina', code: '042917' },
  secondFactorWrongCodes: { firstName: 'Amina', wrongCodes: 5, minutes: 15, pauseAfter: 10 },
  newDeviceSignIn: { firstName: 'Amina', device: 'Firefox on Linux', ip: '203.0.113.9', at: '27 Nov 2026, 9:41 pm' },
  secondFactorEnabled: { firstName: 'Amina' },
  secondFactorRemoved: { firstName: 'Amina', byStaff: true },
  passkeyAdded: { firstName: 'Amina', name: 'Work laptop' },
  passkeyRemoved: { firstName: 'Amina', name: 'Work laptop', byStaff: false },
  recoveryCodeUsed: { firstName: 'Amina', left: 9 },
  emailChangeRequested: { firstName: 'Amina', newEmail: 'amina@new.example' },
  identityRejected: { firstName: 'Amina', reason: 'The photo is blurred' },
  vendorChangeApproved: { firstName: 'Amina', changes: ['ABN: 53004085616 (was 51824753556)'] },
  vendorChangeRejected: {
    firstName: 'Amina',
    changes: ['Business name: Kente & Co (was Kente House)'],
    reason: 'The register names another business',
  },
  welcome: { firstName: 'Amina' },
  caseUpdated: {
    customerName: 'Amina',
    number: 7001,
    orderNumber: 1042,
    vendorName: 'Kente House',
    update: 'Kente House wrote: a new scarf is on its way',
  },
  notification: { firstName: 'Amina', title: 'New sale #1042', body: '2 items, $45.00', path: '/sale/abc' },
  notificationDigest: { firstName: 'Amina', items: [{ title: 'New sale #1042', path: '/sale/abc' }] },
  standardsChanged: { firstName: 'Amina', lines: ['Late dispatch: 12.5 % (limit 10 %)'] },
  staffDigest: {
    firstName: 'Amina',
    items: [{ label: '2 products waiting', path: '/product?approval=pending' }],
  },
  productApproved: { firstName: 'Amina', productName: 'Kente scarf', productId: 'product-1' },
  stockNotice: {
    firstName: 'Amina',
    productName: 'Kente scarf',
    productId: 'product-1',
    state: 'low',
    stock: 2,
    threshold: 3,
  },
  reviewNew: { firstName: 'Amina', productName: 'Kente scarf', rating: 4, title: 'Warm', body: 'Soft and warm' },
  reviewModerated: { firstName: 'Amina', productName: 'Kente scarf', hidden: true, reason: 'Names a person' },
  retiredCarrierProducts: { firstName: 'Amina', carrier: 'Sendle', count: 2, names: 'Kente scarf, Basket' },
  productRejected: {
    firstName: 'Amina',
    productName: 'Kente scarf',
    productId: 'product-1',
    reason: 'The photos show another brand',
  },
  productRevisionApproved: { firstName: 'Amina', productName: 'Kente scarf', productId: 'product-1' },
  productRevisionRejected: {
    firstName: 'Amina',
    productName: 'Kente scarf',
    productId: 'product-1',
    reason: 'The new photos show another brand',
  },
  newMessage: { firstName: 'Amina', senderName: 'Kofi Boateng (Soko team)', subject: 'Your documents' },
  newSale: {
    firstName: 'Amina',
    saleId: 'sale-1',
    orderNumber: 100001,
    customerName: 'Kofi Boateng',
    deliveryAddress: '1 George St\nSydney NSW 2000',
    items: [{ name: 'Kente scarf', variant: 'M', qty: 2, price: '$45.50' }],
    price: '$91.00',
    shipping: '$9.95',
    subtotal: '$100.95',
    fee: '$2.07',
    net: '$98.88',
  },
  saleShipped: {
    customerName: 'Amina',
    orderNumber: 100001,
    vendorName: 'Kente House',
    trackingNumber: 'AP123',
    items: [{ name: 'Kente scarf', variant: '', qty: 1, price: '$45.50' }],
    corrected: false,
  },
  saleDelivered: {
    customerName: 'Amina',
    orderNumber: 100001,
    vendorName: 'Kente House',
    items: [{ name: 'Kente scarf', variant: '', qty: 1, price: '$45.50' }],
  },
  returnRequested: {
    firstName: 'Amina',
    returnId: 'return-1',
    number: 5001,
    orderNumber: 100001,
    customerName: 'Kofi Boateng',
    reason: 'Faulty',
    note: 'Torn',
    items: [{ name: 'Kente scarf', variant: '', qty: 1, price: '$45.50' }],
  },
  returnDecided: {
    customerName: 'Amina',
    number: 5001,
    orderNumber: 100001,
    vendorName: 'Kente House',
    approved: false,
    reason: 'Worn',
    items: [{ name: 'Kente scarf', variant: '', qty: 1, price: '$45.50' }],
  },
  saleRefunded: {
    customerName: 'Amina',
    orderNumber: 100001,
    vendorName: 'Kente House',
    amount: '$50.00',
    items: '$45.50',
    shipping: '$4.50',
    reason: 'Faulty',
    restocked: [{ name: 'Kente scarf', variant: '', qty: 1, price: '$45.50' }],
  },
  saleRefundedByStaff: {
    firstName: 'Amina',
    saleId: 'sale-1',
    orderNumber: 100001,
    amount: '$50.00',
    reason: 'Faulty',
    note: 'Seam split',
    netChange: '-$49.10',
    afterPayout: true,
  },
  payoutStatement: {
    firstName: 'Amina',
    number: 1001,
    saleCount: 1,
    lines: [{ orderNumber: 100001, subtotal: '$100.95', fee: '$2.07', net: '$98.88' }],
    adjustmentCount: 1,
    adjustmentNet: '-$10.00',
    gross: '$100.95',
    fee: '$2.07',
    net: '$98.88',
    bankReference: '',
  },
  bankDetailsChanged: {
    firstName: 'Amina',
    firstEntry: false,
    bsb: '062-000',
    accountNumber: '*****6789',
    holdUntil: '27 Nov 2026, 10:15 am',
  },
  payoutPaid: { firstName: 'Amina', number: 1001, net: '$98.88', paidAt: '2025-03-01', bankReference: 'CBA-778' },
};

describe('mail templates', () => {
  it.each(Object.keys(examples) as MailTemplateName[])('%s has a subject, an HTML part and a text part', (name) => {
    const mail = renderMail(name, examples[name], context);
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(mail.html).toContain(`<title>${mail.subject}</title>`);
    expect(mail.html).toContain('Hi Amina,');
    expect(mail.text).toMatch(/^Hi Amina,\n\n/);
    expect(mail.text).not.toMatch(/<[a-z]/i);
    expect(mail.text).toContain(context.appUrl);
  });

  it.each([
    ['verifyEmail', 'https://seller.soko.test/verifyEmail/verify-token', '48 hours'],
    ['resetPassword', 'https://seller.soko.test/reset/reset-token', '1 hour'],
    ['setPassword', 'https://seller.soko.test/reset/set-token?invitation=1', 'Kofi created'],
    ['identityApproved', 'https://seller.soko.test/login', 'activate'],
    ['emailChangeRequested', 'https://seller.soko.test/forget-password', 'amina@new.example'],
    ['identityRejected', 'https://seller.soko.test/login', 'The photo is blurred'],
    ['welcome', 'https://seller.soko.test/dashboard', 'account is active'],
    ['newMessage', 'https://seller.soko.test/messages/inbox', 'Subject: Your documents'],
    ['newSale', 'https://seller.soko.test/sale/sale-1', '2 x Kente scarf (M) at $45.50'],
  ] as const)('%s links to %s in both parts', (name, url, wording) => {
    const mail = renderMail(name, examples[name], context);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain(`\n${url}\n`);
    expect(mail.html).toContain(wording);
    expect(mail.text).toContain(wording);
  });

  it('tells a reset requester who did not ask to ignore the mail', () => {
    const mail = mailTemplates.resetPassword(examples.resetPassword, context);
    expect(mail.text).toContain('If you did not ask to reset your password, ignore this email');
  });

  it('names the Soko team when nobody is given as the inviter', () => {
    const mail = mailTemplates.setPassword({ firstName: 'Amina', token: 't' }, context);
    expect(mail.text).toContain('The Soko team created a Soko Seller Centre account for you.');
  });

  it("names the store and the role of a team member's invitation", () => {
    const mail = mailTemplates.setPassword(
      { firstName: 'Amina', token: 't', invitedBy: 'Kofi Mensah', team: { store: 'Kente House', role: 'Orders' } },
      context,
    );
    expect(mail.subject).toBe('Join Kente House on Soko Seller Centre');
    expect(mail.text).toContain('Kofi Mensah invited you to the team of Kente House on Soko Seller Centre, as Orders.');
    expect(mail.text).toContain('ask Kente House to send it again');
  });

  it('escapes every interpolated value in the HTML part', () => {
    const rejected = renderMail(
      'identityRejected',
      { firstName: hostileName, reason: '<img src=x onerror=alert(1)>' },
      context,
    );
    const reset = renderMail(
      'setPassword',
      { firstName: hostileName, token: '"><b>', invitedBy: '<i>Staff</i>' },
      context,
    );
    for (const mail of [rejected, reset]) {
      expect(mail.html).not.toContain('<script');
      expect(mail.html).not.toContain('<img');
      expect(mail.html).not.toContain('<i>');
      expect(mail.html).not.toContain('"><b>');
    }
    expect(rejected.html).toContain('Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co,');
    expect(rejected.html).toContain('Reason: &lt;img src=x onerror=alert(1)&gt;');
    expect(reset.html).toContain('&lt;i&gt;Staff&lt;/i&gt; created');
    expect(reset.html).toContain(`href="${context.appUrl}/reset/%22%3E%3Cb%3E?invitation=1"`);
    // The text part is plain text: values appear as typed.
    expect(rejected.text).toContain(`Hi ${hostileName},`);
  });

  it('keeps the line breaks of a multi-line reason', () => {
    const mail = renderMail(
      'identityRejected',
      { firstName: 'Amina', reason: 'Blurred photo\nExpired licence' },
      context,
    );
    expect(mail.html).toContain('Reason: Blurred photo<br>Expired licence');
    expect(mail.text).toContain('Reason: Blurred photo\nExpired licence');
  });
});
