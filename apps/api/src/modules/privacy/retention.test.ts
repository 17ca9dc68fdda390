import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { IDENTITY_DOCUMENT_DELETED, type OrderDto } from '@soko/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  authTokens,
  identityDocuments,
  issuedDocuments,
  mailOutbox,
  notifications,
  orders,
  saleReturns,
} from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder, setSaleStatus } from '../../test/orders.ts';
import { pdfText } from '../../test/pdf.ts';
import { DOCUMENT_AREA } from '../account/index.ts';
import { notify } from '../notifications/index.ts';
import { applyRetention } from './retention.ts';

let ctx: TestContext;
let admin: string;
let vendor: OnboardedVendor;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  // Zero days: whatever was decided or delivered before the run is past its retention period.
  ctx = await createTestApp({ config: { retention: { idDocumentDays: 0, buyerContactDays: 0 } } });
  admin = await adminToken(ctx);
  vendor = await onboardVendor(ctx, { displayName: 'Retention Weavers' });
});
afterAll(async () => ctx?.close());

const as = (token: string) => ({ 'x-auth-token': token });
const runRetention = () =>
  ctx.app.inject({ method: 'POST', url: '/api/jobs/privacy.retention/run', headers: as(admin) });

async function retentionAudit(step: string) {
  return ctx.database.db
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'retention.applied'), eq(auditLog.entityId, step)));
}

async function deliveredOrder(customer: { customer_email: string; customer_name: string }): Promise<OrderDto> {
  const product = await createLiveProduct(ctx, vendor, { name: 'Kente scarf', price: 40, stock: 10 });
  const order = (await placeOrder(ctx, [{ productId: product._id, qty: 1 }], { customer })).json() as OrderDto;
  const saleId = order.sales[0]?._id ?? '';
  await setSaleStatus(ctx, vendor.token, saleId, 'Shipped', 'TRACK123');
  await setSaleStatus(ctx, vendor.token, saleId, 'Delivered');
  return order;
}

describe(`retention (${testEngine})`, () => {
  it('deletes identity documents after the decision, keeps their metadata, and answers 410 for them', async () => {
    const documentsUrl = `/api/vendor/any/${vendor.id}/documents`;
    const [document] = (await ctx.app.inject({ method: 'GET', url: documentsUrl, headers: as(admin) })).json()
      .documents as { _id: string }[];
    const before = await ctx.app.inject({ method: 'GET', url: `${documentsUrl}/${document?._id}`, headers: as(admin) });
    expect(before.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.id, document?._id ?? ''));
    const file = path.join(ctx.config.uploadDir, DOCUMENT_AREA, row?.storedName ?? '');
    expect(existsSync(file)).toBe(true);

    const ran = await runRetention();
    expect(ran.statusCode).toBe(200);
    expect(ran.json()).toMatchObject({ lastOutcome: 'succeeded', lastSummary: { identityDocumentsDeleted: 2 } });

    expect(existsSync(file)).toBe(false);
    const after = await ctx.app.inject({ method: 'GET', url: `${documentsUrl}/${document?._id}`, headers: as(admin) });
    expect(after.statusCode).toBe(410);
    expect(after.json().errors[0].msg).toBe(IDENTITY_DOCUMENT_DELETED);
    const listed = (await ctx.app.inject({ method: 'GET', url: documentsUrl, headers: as(admin) })).json();
    expect(listed.vendor.identityStatus).toBe('approved');
    expect(listed.documents).toHaveLength(2);
    expect(listed.documents[0].originalName).toBeTruthy();
    expect(listed.documents.every((item: { fileDeletedAt: string | null }) => item.fileDeletedAt !== null)).toBe(true);

    const audits = await retentionAudit('identityDocumentsDeleted');
    expect(audits.map((audit) => audit.after)).toEqual([{ count: 2, days: 0 }]);
    // A second run finds nothing more to do.
    expect((await runRetention()).json().lastSummary.identityDocumentsDeleted).toBe(0);
  });

  it("removes a delivered order's phone and street address, keeping the name, email and amounts", async () => {
    const order = await deliveredOrder({ customer_email: 'contact.buyer@example.com', customer_name: 'Adjoa Owusu' });
    const saleId = order.sales[0]?._id ?? '';
    const invoiceUrl = `/api/sale/${saleId}/invoice.pdf`;
    const invoiceBefore = await pdfText(
      (await ctx.app.inject({ method: 'GET', url: invoiceUrl, headers: as(admin) })).rawPayload,
    );
    const ran = await runRetention();
    expect(ran.json().lastSummary.buyerContactsRemoved).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({
      customerName: 'Adjoa Owusu',
      customerEmail: 'contact.buyer@example.com',
      customerPhone: '',
      amountCents: order.amount * 100,
    });
    expect(row?.deliveryAddress).toEqual({
      unit: '',
      c_address: '',
      suburb: '',
      postcode: '',
      state: 'NSW',
      country: order.delivery_address.country,
    });
    const audits = await retentionAudit('buyerContactsRemoved');
    expect(JSON.stringify(audits)).not.toContain('George St');
    // The stored invoice keeps no street address either, and still renders exactly as issued.
    const [invoice] = await ctx.database.db.select().from(issuedDocuments).where(eq(issuedDocuments.saleId, saleId));
    expect(invoice?.recipient).toMatchObject({ name: 'Adjoa Owusu', address: [] });
    const invoiceAfter = await ctx.app.inject({ method: 'GET', url: invoiceUrl, headers: as(admin) });
    expect(invoiceAfter.statusCode).toBe(200);
    expect(await pdfText(invoiceAfter.rawPayload)).toBe(invoiceBefore);
  });

  it("removes the free text of a delivered order's returns with its contact details, keeping what was returned and why", async () => {
    const order = await deliveredOrder({ customer_email: 'return.buyer@example.com', customer_name: 'Esi Mensah' });
    const opened = await ctx.app.inject({
      method: 'POST',
      url: `/api/order/${order._id}/returns`,
      headers: { 'idempotency-key': randomUUID(), 'x-api-key': ctx.config.storefrontApiKey },
      payload: {
        items: [{ saleItemId: order.products[0]?._id ?? '', qty: 1 }],
        reason: 'faulty',
        note: 'Call me on 0412 345 678, or collect at 12 Palm St, Newtown',
      },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const returnId: string = opened.json().returns[0]._id;
    const rejected = await ctx.app.inject({
      method: 'PUT',
      url: `/api/returns/${returnId}`,
      headers: as(vendor.token),
      payload: { status: 'rejected', reason: 'We tried 0412 345 678 twice' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    expect((await runRetention()).json().lastSummary.buyerContactsRemoved).toBeGreaterThanOrEqual(1);
    const [kept] = await ctx.database.db.select().from(saleReturns).where(eq(saleReturns.id, returnId));
    expect(kept).toMatchObject({ note: '', rejectionReason: '', reason: 'faulty', status: 'rejected' });
    expect(kept?.items).toHaveLength(1);
    const audits = await retentionAudit('buyerContactsRemoved');
    expect(JSON.stringify(audits)).not.toContain('0412');
  });

  it("removes the free text of a delivered order's cases with its contact details, keeping the case and its steps", async () => {
    const order = await deliveredOrder({ customer_email: 'case.buyer@example.com', customer_name: 'Esi Mensah' });
    const opened = await ctx.app.inject({
      method: 'POST',
      url: `/api/order/${order._id}/cases`,
      headers: { 'x-api-key': ctx.config.storefrontApiKey },
      payload: { saleId: order.sales[0]?._id, reason: 'other', message: 'Call me on 0412 345 678' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const caseId: string = opened.json().id;
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `/api/case/${caseId}/resolve`,
      headers: as(vendor.token),
      payload: { outcome: 'rejected', note: 'We rang 0412 345 678 twice' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    expect((await runRetention()).json().lastSummary.buyerContactsRemoved).toBeGreaterThanOrEqual(1);
    const kase = await ctx.app.inject({ method: 'GET', url: `/api/case/${caseId}`, headers: as(admin) });
    expect(kase.json()).toMatchObject({
      reason: 'other',
      status: 'resolved',
      resolution: 'rejected',
      resolutionNote: '',
    });
    expect(kase.json().timeline.map((entry: { kind: string; body: string }) => [entry.kind, entry.body])).toEqual([
      ['opened', ''],
      ['resolved', ''],
    ]);
  });

  it('de-identifies the buyer of an order once the 5 years of tax records have passed', async () => {
    const order = await deliveredOrder({ customer_email: 'old.buyer@example.com', customer_name: 'Kwame Asante' });
    const sixYearsOn = new Date(Date.now() + 6 * 366 * DAY_MS);
    const summary = await applyRetention({ ...ctx.app.deps, clock: { now: () => sixYearsOn } });
    expect(summary.buyersDeidentified).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({
      customerName: 'De-identified buyer',
      customerEmail: 'removed@deidentified.invalid',
      amountCents: order.amount * 100,
    });
    const saleId = order.sales[0]?._id ?? '';
    const [invoice] = await ctx.database.db.select().from(issuedDocuments).where(eq(issuedDocuments.saleId, saleId));
    expect(invoice?.recipient).toMatchObject({ name: 'De-identified buyer', address: [] });
    expect(JSON.stringify(invoice)).not.toContain('Kwame Asante');
    // Only the recipient may change, and only on a document to a buyer: the rest stays as issued.
    await expect(
      ctx.database.db.update(issuedDocuments).set({ totalCents: 1 }).where(eq(issuedDocuments.saleId, saleId)),
    ).rejects.toThrow();
  });

  it('keeps the buyer of an order delivered less than 5 years ago', async () => {
    const order = await deliveredOrder({ customer_email: 'recent.buyer@example.com', customer_name: 'Ama Darko' });
    await applyRetention({ ...ctx.app.deps, clock: { now: () => new Date(Date.now() + 4 * 365 * DAY_MS) } });
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row?.customerName).toBe('Ama Darko');
  });

  it('deletes mails older than 30 days and expired tokens, and keeps newer ones', async () => {
    await ctx.app.mail.enqueue(ctx.database.db, {
      to: 'new@example.com',
      template: 'welcome',
      data: { firstName: 'A' },
    });
    await ctx.database.db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() });
    // A reset link sent now, valid for an hour.
    await ctx.database.db.insert(authTokens).values({
      userId: vendor.id,
      purpose: 'reset_password',
      tokenHash: 'a'.repeat(64),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const tokensBefore = (await ctx.database.db.select().from(authTokens)).length;

    const nextWeek = new Date(Date.now() + 7 * DAY_MS);
    const early = await applyRetention({ ...ctx.app.deps, clock: { now: () => nextWeek } });
    expect(early.mailsDeleted).toBe(0);
    expect(early.expiredTokensDeleted).toBe(tokensBefore);

    const twoMonthsOn = new Date(Date.now() + 61 * DAY_MS);
    const summary = await applyRetention({ ...ctx.app.deps, clock: { now: () => twoMonthsOn } });
    expect(summary.mailsDeleted).toBeGreaterThan(0);
    expect(summary.expiredTokensDeleted).toBe(0);
    expect(await ctx.database.db.select().from(mailOutbox)).toEqual([]);
    expect(await ctx.database.db.select().from(authTokens)).toEqual([]);
    const audits = await retentionAudit('mailsDeleted');
    expect(audits.at(-1)?.after).toEqual({ count: summary.mailsDeleted, days: 30 });
  });

  it('deletes notices 90 days after they were read and unread ones after a year, audited with the count', async () => {
    const reader = await onboardVendor(ctx);
    for (const title of ['Read one', 'Unread one']) {
      await notify(ctx.app.deps, { kind: 'message.received', to: { userIds: [reader.id] }, title, link: '/messages' });
    }
    const titlesOfReader = async () =>
      (
        await ctx.database.db
          .select({ title: notifications.title })
          .from(notifications)
          .where(and(eq(notifications.recipientId, reader.id), eq(notifications.link, '/messages')))
      )
        .map((row) => row.title)
        .sort();
    const [readOne] = await ctx.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.recipientId, reader.id), eq(notifications.title, 'Read one')));
    const marked = await ctx.app.inject({
      method: 'PUT',
      url: '/api/notifications/read',
      headers: as(reader.token),
      payload: { ids: [readOne?.id] },
    });
    expect(marked.statusCode, marked.body).toBe(200);

    await applyRetention({ ...ctx.app.deps, clock: { now: () => new Date(Date.now() + 89 * DAY_MS) } });
    expect(await titlesOfReader()).toEqual(['Read one', 'Unread one']);
    const summary = await applyRetention({ ...ctx.app.deps, clock: { now: () => new Date(Date.now() + 91 * DAY_MS) } });
    expect(await titlesOfReader()).toEqual(['Unread one']);
    expect(summary.notificationsDeleted).toBeGreaterThanOrEqual(1);
    const audits = await retentionAudit('notificationsDeleted');
    expect(audits.at(-1)?.after).toEqual({ count: summary.notificationsDeleted, days: 90, unreadDays: 365 });

    await applyRetention({ ...ctx.app.deps, clock: { now: () => new Date(Date.now() + 366 * DAY_MS) } });
    expect(await titlesOfReader()).toEqual([]);
  });
});
