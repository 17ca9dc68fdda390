import { randomUUID } from 'node:crypto';
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
import {
  findUnstorable,
  MAX_JSON_CONTAINERS,
  MAX_JSON_DEPTH,
  MAX_JSON_NAMES,
  TOO_DEEP_MESSAGE,
  TOO_MANY_PARTS_MESSAGE,
  UNSTORABLE_TEXT_MESSAGE,
} from './text-guard.ts';

const nestedObject = (depth: number, leaf = '1') => `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;

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

  const postJson = (url: string, payload: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload,
      remoteAddress: '10.71.0.5',
    });

  it('refuses a body nested deeper than the limit, or of too many parts, with a 400 before any route reads it', async () => {
    const refusals: [string, string, string][] = [
      ['/api/loginVendor', nestedObject(MAX_JSON_DEPTH + 1), TOO_DEEP_MESSAGE],
      ['/api/loginVendor', nestedObject(8_000), TOO_DEEP_MESSAGE],
      ['/api/loginVendor', nestedObject(20_000), TOO_DEEP_MESSAGE],
      ['/api/registerVendor', `${'['.repeat(400_000)}${']'.repeat(400_000)}`, TOO_DEEP_MESSAGE],
      [
        '/api/registerVendor',
        `{"ids":[${Array.from({ length: MAX_JSON_CONTAINERS }, () => '[[]]').join(',')}]}`,
        TOO_MANY_PARTS_MESSAGE,
      ],
      [
        '/api/registerVendor',
        `{${Array.from({ length: MAX_JSON_NAMES + 1 }, (_, index) => `"${index.toString(36)}":0`).join(',')}}`,
        TOO_MANY_PARTS_MESSAGE,
      ],
    ];
    for (const [url, payload, msg] of refusals) {
      const response = await postJson(url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [{ msg }] });
    }
  });

  it('parses a body nested to the limit, and does not count brackets inside text', async () => {
    const atLimit = await postJson(
      '/api/loginVendor',
      `{"email":"nobody@example.com","password":"${'{['.repeat(30)}","extra":${nestedObject(MAX_JSON_DEPTH - 1)}}`,
    );
    expect(atLimit.json()).toEqual({ errors: [{ msg: 'Invalid email or password' }] });
  });

  it('signs in before reading the body on calls whose body names the permission', async () => {
    for (const url of [`/api/returns/${randomUUID()}`, `/api/sale/${randomUUID()}/status/x`]) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url,
        headers: { 'content-type': 'application/json' },
        payload: nestedObject(20_000),
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('names the path of unstorable text at the deepest level it allows, and refuses deeper values', () => {
    let value: unknown = { name: 'Kente\u0000' };
    for (let level = 0; level < MAX_JSON_DEPTH - 1; level += 1) value = { a: value };
    expect(findUnstorable(value)).toEqual([...Array.from({ length: MAX_JSON_DEPTH - 1 }, () => 'a'), 'name']);
    expect(() => findUnstorable({ a: value })).toThrow(TOO_DEEP_MESSAGE);
    expect(findUnstorable({ list: ['ok', { 'bad\ud800key': 1 }] })).toEqual(['list', '1']);
  });

  it('refuses NUL and lone surrogates inside the JSON of a multipart variant, and stores nothing', async () => {
    const admin = await adminToken(ctx);
    const category = await createCategory(ctx, admin, 'Fashion');
    const vendor = await onboardVendor(ctx);
    const variant = (size: string) => `{"size":"${size}","weight":"0.4","stock":"5","price":"45","SKU":"KS"}`;
    for (const [variants, param] of [
      [[variant('M\\u0000'), variant('L')], 'variants.size'],
      [[`[${variant('M')},${variant('\\ud800')}]`], 'variants.1.size'],
      [[nestedObject(MAX_JSON_DEPTH + 1)], 'variants'],
    ] as const) {
      const response = await sendProduct(
        ctx,
        vendor.token,
        [
          ...productFields(category._id, { v_options: '1', variant_name: 'Size', stock: '10' }),
          ...variants.map((text): [string, string] => ['variants', text]),
        ],
        [imagePart(await smallPng(), 'a.png', 'image/png')],
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].param).toBe(param);
    }
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/product/list',
      headers: { 'x-auth-token': vendor.token },
    });
    expect(listed.json().total).toBe(0);
  });
});
