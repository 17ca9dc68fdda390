import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, identityDocuments } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import {
  adminToken,
  fromAddress,
  login,
  mailsTo,
  onboardVendor,
  pdfBytes,
  pngBytes,
  registration,
  tokenFromMail,
  uploadDocuments,
} from '../../test/fixtures.ts';

let ctx: TestContext;
let admin: string;
let ip = 500;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
});
afterAll(async () => ctx?.close());

/** A vendor whose email is verified and who now has to upload documents. */
async function vendorAtIdentityStep(overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const registered = await ctx.app.inject({
    method: 'POST',
    url: '/api/registerVendor',
    payload: body,
    remoteAddress: fromAddress(ip++),
  });
  const id: string = registered.json().user._id;
  await ctx.app.inject({
    method: 'GET',
    url: `/api/verify?token=${await tokenFromMail(ctx, body.email, 'verifyEmail')}`,
  });
  const step = await login(ctx.app, body.email, body.password);
  return { id, email: body.email, password: body.password, actionToken: step.actionToken as string };
}

const documentCount = async (userId: string) =>
  (await ctx.database.db.select({ n: count() }).from(identityDocuments).where(eq(identityDocuments.userId, userId)))[0]
    ?.n ?? 0;

describe(`identity documents (${testEngine})`, () => {
  it('needs the action token of a vendor whose email is verified', async () => {
    expect((await uploadDocuments(ctx.app, 'not-a-token')).statusCode).toBe(401);
    const unverified = await ctx.app.inject({
      method: 'POST',
      url: '/api/registerVendor',
      payload: registration(),
      remoteAddress: fromAddress(ip++),
    });
    const early = await uploadDocuments(ctx.app, unverified.json().actionToken);
    expect(early.statusCode).toBe(409);
  });

  it('needs both documents', async () => {
    const vendor = await vendorAtIdentityStep();
    const response = await uploadDocuments(ctx.app, vendor.actionToken, [
      { field: 'idDocument', filename: 'passport.png', contentType: 'image/png', bytes: pngBytes() },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { msg: 'Please add a proof of residence such as a utility bill', param: 'residenceDocument' },
    ]);
    expect(await documentCount(vendor.id)).toBe(0);
  });

  it('refuses a file whose content is not a PDF, JPEG or PNG, whatever its name says', async () => {
    const vendor = await vendorAtIdentityStep();
    const response = await uploadDocuments(ctx.app, vendor.actionToken, [
      {
        field: 'idDocument',
        filename: 'passport.jpg',
        contentType: 'image/jpeg',
        bytes: Buffer.from('#!/bin/sh\necho hi\n'),
      },
      { field: 'residenceDocument', filename: 'bill.pdf', contentType: 'application/pdf', bytes: pdfBytes() },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().errors[0]).toEqual({
      msg: 'passport.jpg is not an accepted type (PDF, JPEG, PNG)',
      param: 'idDocument',
    });
    const [user] = await ctx.database.db.select().from(accounts).where(eq(accounts.id, vendor.id));
    expect(user?.identityStatus).toBe('none');
    expect(await documentCount(vendor.id)).toBe(0);
  });

  it.each([
    [
      'a cut-off body',
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="idDocument"; filename="a.png"\r\n\r\nabc',
    ],
    ['no boundary', 'multipart/form-data', 'abc'],
  ])('answers a malformed upload (%s) with 400, not a fault', async (_case, contentType, payload) => {
    const vendor = await vendorAtIdentityStep();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/documents',
      headers: { 'content-type': contentType, 'x-action-token': vendor.actionToken },
      payload,
      remoteAddress: fromAddress(ip++),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].msg).toBe('The form could not be read. Please try again');
    expect(await documentCount(vendor.id)).toBe(0);
  });

  it('refuses a file over 10 MB', async () => {
    const vendor = await vendorAtIdentityStep();
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(10 * 1024 * 1024 + 10, 32)]);
    const response = await uploadDocuments(ctx.app, vendor.actionToken, [
      { field: 'idDocument', filename: 'passport.pdf', contentType: 'application/pdf', bytes: big },
      { field: 'residenceDocument', filename: 'bill.pdf', contentType: 'application/pdf', bytes: pdfBytes() },
    ]);
    expect(response.statusCode).toBe(413);
    expect(await documentCount(vendor.id)).toBe(0);
  });

  it('stores the documents and puts the vendor in the queue', async () => {
    const vendor = await vendorAtIdentityStep();
    const response = await uploadDocuments(ctx.app, vendor.actionToken);
    expect(response.statusCode).toBe(201);
    expect(response.json().user.identityStatus).toBe('submitted');
    expect(response.json().msg).toContain('1-2 business days');
    expect(await documentCount(vendor.id)).toBe(2);
    const again = await uploadDocuments(ctx.app, vendor.actionToken);
    expect(again.statusCode).toBe(409);

    const queue = await ctx.app.inject({
      method: 'GET',
      url: '/api/vendor/verification',
      headers: { 'x-auth-token': admin },
    });
    expect(queue.statusCode).toBe(200);
    const entry = queue.json().items.find((item: { _id: string }) => item._id === vendor.id);
    expect(entry?.submittedAt).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
  });

  it('lists the queue oldest submission first', async () => {
    const first = await vendorAtIdentityStep();
    await uploadDocuments(ctx.app, first.actionToken);
    const second = await vendorAtIdentityStep();
    await uploadDocuments(ctx.app, second.actionToken);
    const queue = await ctx.app.inject({
      method: 'GET',
      url: '/api/vendor/verification?limit=100',
      headers: { 'x-auth-token': admin },
    });
    const ids: string[] = queue.json().items.map((item: { _id: string }) => item._id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
  });
});

describe('staff review', () => {
  it('keeps the queue, documents and files from vendors', async () => {
    const reviewer = await onboardVendor(ctx);
    const waiting = await vendorAtIdentityStep();
    await uploadDocuments(ctx.app, waiting.actionToken);
    const headers = { 'x-auth-token': reviewer.token };
    expect((await ctx.app.inject({ method: 'GET', url: '/api/vendor/verification', headers })).statusCode).toBe(403);
    const documents = await ctx.app.inject({ method: 'GET', url: `/api/vendor/x/${waiting.id}/documents`, headers });
    expect(documents.statusCode).toBe(403);
    const decision = await ctx.app.inject({
      method: 'PUT',
      url: `/api/vendor/x/${waiting.id}/verify`,
      headers,
      payload: { approved: true },
    });
    expect(decision.statusCode).toBe(403);
    const [user] = await ctx.database.db.select().from(accounts).where(eq(accounts.id, waiting.id));
    expect(user?.identityStatus).toBe('submitted');
  });

  it('lets staff open each document', async () => {
    const vendor = await vendorAtIdentityStep();
    await uploadDocuments(ctx.app, vendor.actionToken);
    const headers = { 'x-auth-token': admin };
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/vendor/x/${vendor.id}/documents`, headers });
    expect(listed.statusCode).toBe(200);
    const documents: { _id: string; kind: string; mimeType: string }[] = listed.json().documents;
    expect(documents.map((document) => [document.kind, document.mimeType]).sort()).toEqual([
      ['id', 'image/png'],
      ['residence', 'application/pdf'],
    ]);
    const pdf = documents.find((document) => document.kind === 'residence');
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api/vendor/x/${vendor.id}/documents/${pdf?._id}`,
      headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toBe('attachment; filename="residence-document.pdf"');
    expect(file.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const otherVendor = await vendorAtIdentityStep();
    const crossed = await ctx.app.inject({
      method: 'GET',
      url: `/api/vendor/x/${otherVendor.id}/documents/${pdf?._id}`,
      headers,
    });
    expect(crossed.statusCode).toBe(404);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/vendor/x/00000000-0000-4000-8000-000000000000/documents',
      headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('needs a reason to reject, then emails the vendor who can upload again', async () => {
    const vendor = await vendorAtIdentityStep();
    await uploadDocuments(ctx.app, vendor.actionToken);
    const headers = { 'x-auth-token': admin };
    const url = `/api/vendor/x/${vendor.id}/verify`;
    const noReason = await ctx.app.inject({ method: 'PUT', url, headers, payload: { approved: false } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0]).toEqual({
      msg: 'Please give the vendor a reason for the rejection',
      param: 'reason',
    });

    const rejected = await ctx.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { approved: false, reason: 'The bill is older than 3 months' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().user).toMatchObject({
      identityStatus: 'rejected',
      identityRejectionReason: 'The bill is older than 3 months',
    });
    const [mail] = await mailsTo(ctx, vendor.email);
    expect(mail?.template).toBe('identityRejected');
    expect(mail?.text).toContain('The bill is older than 3 months');
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, vendor.id));
    expect(audit.map((entry) => entry.action)).toEqual(['identity.reject']);

    const twice = await ctx.app.inject({ method: 'PUT', url, headers, payload: { approved: true } });
    expect(twice.statusCode).toBe(409);

    const step = await login(ctx.app, vendor.email, vendor.password);
    expect(step.user.identityStatus).toBe('rejected');
    expect((await uploadDocuments(ctx.app, step.actionToken)).statusCode).toBe(201);
    const approved = await ctx.app.inject({ method: 'PUT', url, headers, payload: { approved: true } });
    expect(approved.json().user.identityStatus).toBe('approved');
    expect((await mailsTo(ctx, vendor.email))[0]?.template).toBe('identityApproved');
    expect((await login(ctx.app, vendor.email, vendor.password)).action).toBe('activateVendor');
  });
});

describe(`details shared with another vendor (${testEngine})`, () => {
  const headers = () => ({ 'x-auth-token': admin });
  const review = async (vendorId: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/vendor/x/${vendorId}/documents`,
      headers: headers(),
    });
    expect(response.statusCode).toBe(200);
    return response.json().sharedDetails;
  };
  const queueEntry = async (vendorId: string) => {
    const queue = await ctx.app.inject({
      method: 'GET',
      url: '/api/vendor/verification?limit=100',
      headers: headers(),
    });
    return queue.json().items.find((item: { _id: string }) => item._id === vendorId)?.sharedDetails;
  };

  it('names the other vendor with the same ABN in the review and the queue', async () => {
    const first = await vendorAtIdentityStep({ ABN: '83 000 000 570', displayName: 'First Weavers' });
    await uploadDocuments(ctx.app, first.actionToken);
    expect(await review(first.id)).toEqual({ abn: [], bankAccount: [] });
    expect(await queueEntry(first.id)).toEqual({ abn: [], bankAccount: [] });

    const second = await vendorAtIdentityStep({ ABN: '83000000570', displayName: 'Second Weavers' });
    await uploadDocuments(ctx.app, second.actionToken);
    expect(await review(first.id)).toEqual({
      abn: [{ _id: second.id, displayName: 'Second Weavers' }],
      bankAccount: [],
    });
    expect(await queueEntry(second.id)).toEqual({
      abn: [{ _id: first.id, displayName: 'First Weavers' }],
      bankAccount: [],
    });
  });

  it('names the other vendor paid into the same bank account, not one whose number only ends the same', async () => {
    const owner = await onboardVendor(ctx, { ABN: '83 000 000 651', displayName: 'Account Owner' });
    const sharer = await onboardVendor(ctx, { ABN: '83 000 000 683', displayName: 'Account Sharer' });
    const lookalike = await onboardVendor(ctx, { displayName: 'Lookalike' });
    const save = (vendor: typeof owner, accountNumber: string) =>
      ctx.app.inject({
        remoteAddress: fromAddress(ip++),
        method: 'PUT',
        url: `/api/user/${vendor.id}/bank`,
        headers: { 'x-auth-token': vendor.token },
        payload: { currentPassword: vendor.password, accountName: 'Shop', bsb: '062-000', accountNumber },
      });
    expect((await save(owner, '123456789')).statusCode).toBe(200);
    expect((await save(lookalike, '993456789')).statusCode).toBe(200);
    expect((await review(owner.id)).bankAccount).toEqual([]);
    expect((await save(sharer, '123456789')).statusCode).toBe(200);
    expect(await review(owner.id)).toEqual({
      abn: [],
      bankAccount: [{ _id: sharer.id, displayName: 'Account Sharer' }],
    });
    expect((await review(sharer.id)).bankAccount).toEqual([{ _id: owner.id, displayName: 'Account Owner' }]);
  });
});
