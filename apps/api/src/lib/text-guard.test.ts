import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestApp, type TestContext } from '../test/app.ts';
import { createCategory, imagePart, productFields, sendProduct, smallPng } from '../test/catalogue.ts';
import {
  adminToken,
  login,
  onboardVendor,
  pdfBytes,
  pngBytes,
  registration,
  tokenFromMail,
  uploadDocuments,
} from '../test/fixtures.ts';
import { UNSTORABLE_TEXT_MESSAGE } from './text-guard.ts';

describe('text the database cannot store', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('refuses a NUL byte in a JSON body with a 400 naming the field, and stores nothing', async () => {
    const body = registration({ firstName: 'Ama\u0000' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/registerVendor',
      payload: body,
      remoteAddress: '10.71.0.1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ msg: UNSTORABLE_TEXT_MESSAGE, param: 'firstName' }] });
    const [stored] = await ctx.database.db.select({ n: count() }).from(users).where(eq(users.email, body.email));
    expect(stored?.n).toBe(0);
  });

  it('refuses lone surrogates and NUL in bodies, queries and paths, and accepts paired ones (emoji)', async () => {
    const loneHalf = await ctx.app.inject({
      method: 'POST',
      url: '/api/loginVendor',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"ama@example.com","password":"kente-\\ud800-weaver"}',
      remoteAddress: '10.71.0.3',
    });
    expect(loneHalf.json()).toEqual({ errors: [{ msg: UNSTORABLE_TEXT_MESSAGE, param: 'password' }] });
    const nulInQuery = await ctx.app.inject({ method: 'GET', url: `/api/verify?token=${'a'.repeat(30)}%00` });
    expect(nulInQuery.json()).toEqual({ errors: [{ msg: UNSTORABLE_TEXT_MESSAGE, param: 'token' }] });
    const nulInPath = await ctx.app.inject({ method: 'GET', url: `/api/reset/${'%00'.repeat(20)}` });
    expect(nulInPath.statusCode).toBe(400);
    expect(nulInPath.json().errors[0].msg).toBe(UNSTORABLE_TEXT_MESSAGE);
    const emoji = await ctx.app.inject({
      method: 'POST',
      url: '/api/registerVendor',
      payload: registration({ displayName: 'Kente House 🧵' }),
      remoteAddress: '10.71.0.2',
    });
    expect(emoji.statusCode).toBe(201);
  });

  it('refuses NUL in a multipart form field, and keeps a file name with NUL as clean text', async () => {
    const admin = await adminToken(ctx);
    const category = await createCategory(ctx, admin, 'Textiles');
    const vendor = await onboardVendor(ctx);
    const product = await sendProduct(ctx, vendor.token, productFields(category._id, { name: 'Kente\u0000scarf' }), [
      imagePart(await smallPng(), 'scarf.png', 'image/png'),
    ]);
    expect(product.statusCode).toBe(400);
    expect(product.json()).toEqual({ errors: [{ msg: UNSTORABLE_TEXT_MESSAGE, param: 'name' }] });

    const body = registration();
    await ctx.app.inject({ method: 'POST', url: '/api/registerVendor', payload: body, remoteAddress: '10.71.0.4' });
    await ctx.app.inject({
      method: 'GET',
      url: `/api/verify?token=${await tokenFromMail(ctx, body.email, 'verifyEmail')}`,
    });
    const step = await login(ctx.app, body.email, body.password);
    const uploaded = await uploadDocuments(ctx.app, step.actionToken, [
      { field: 'idDocument', filename: 'pass\u0000port.png', contentType: 'image/png', bytes: pngBytes() },
      { field: 'residenceDocument', filename: 'bill.pdf', contentType: 'application/pdf', bytes: pdfBytes() },
    ]);
    expect(uploaded.statusCode).toBe(201);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/vendor/x/${step.user._id}/documents`,
      headers: { 'x-auth-token': admin },
    });
    const names = (listed.json().documents as { originalName: string }[]).map((document) => document.originalName);
    expect(names.sort()).toEqual(['bill.pdf', 'passport.png']);
  });
});
