import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityDocuments } from '../db/schema/index.ts';
import { DOCUMENT_AREA } from '../modules/account/account.service.ts';
import { createTestApp, type TestContext } from '../test/app.ts';
import { cameraJpeg, createCategory, imagePart, productFields, sendProduct } from '../test/catalogue.ts';
import { adminToken, login, onboardVendor, registration, tokenFromMail, uploadDocuments } from '../test/fixtures.ts';
import { startS3Server, type TestS3Server } from '../test/s3-server.ts';
import { S3FileStorage } from './storage.ts';

describe('uploads in an S3-compatible bucket', () => {
  let s3: TestS3Server;
  let ctx: TestContext;
  let bucket: S3FileStorage;

  beforeAll(async () => {
    s3 = await startS3Server();
    ctx = await createTestApp({ config: { s3: s3.settings } });
    bucket = new S3FileStorage(s3.settings);
  });

  afterAll(async () => {
    bucket.destroy();
    await ctx.close();
    await s3.close();
  });

  it('stores product images in the bucket and serves them with long caching', async () => {
    const admin = await adminToken(ctx);
    const category = await createCategory(ctx, admin, 'Homeware');
    const vendor = await onboardVendor(ctx);
    const response = await sendProduct(ctx, vendor.token, productFields(category._id), [imagePart(await cameraJpeg())]);
    expect(response.statusCode).toBe(201);
    const [image] = response.json().images as { image: string; thumb: string }[];
    if (!image) throw new Error('no image in the product');

    const served = await ctx.app.inject({ method: 'GET', url: image.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(750);

    const name = image.image.split('/').pop() ?? '';
    const inBucket = await bucket.open('public/products', name);
    expect(inBucket?.size).toBe(served.rawPayload.length);
    inBucket?.body.destroy();
    // Nothing lands on this machine's disk.
    await expect(readdir(ctx.config.uploadDir)).resolves.toEqual([]);
  });

  it('answers 404 for an image the bucket does not have, and for a name that is not a stored file', async () => {
    for (const url of ['/uploads/products/0123456789abcdef0123456789abcdef.webp', '/uploads/products/..%2Fsecret']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('streams identity documents from the bucket to staff only, and says so when a file is gone', async () => {
    const body = registration();
    await ctx.app.inject({ method: 'POST', url: '/api/registerVendor', payload: body, remoteAddress: '10.40.0.1' });
    await ctx.app.inject({
      method: 'GET',
      url: `/api/verify?token=${await tokenFromMail(ctx, body.email, 'verifyEmail')}`,
    });
    const step = await login(ctx.app, body.email, body.password);
    expect((await uploadDocuments(ctx.app, step.actionToken)).statusCode).toBe(201);
    const admin = await adminToken(ctx);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/vendor/x/${step.user._id}/documents`,
      headers: { 'x-auth-token': admin },
    });
    const documents: { _id: string; kind: string }[] = listed.json().documents;
    const residence = documents.find((document) => document.kind === 'residence');
    const url = `/api/vendor/x/${step.user._id}/documents/${residence?._id}`;

    const file = await ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': admin } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const otherVendor = await onboardVendor(ctx);
    const refused = await ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': otherVendor.token } });
    expect(refused.statusCode).toBe(403);

    const [row] = await ctx.database.db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.id, residence?._id ?? ''));
    await bucket.remove(DOCUMENT_AREA, row?.storedName ?? '');
    const gone = await ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': admin } });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ errors: [{ msg: 'The identity document file is no longer available' }] });
  });
});
