import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { OrderDto } from '@soko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, auditCount, createStaff, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder } from '../../test/orders.ts';
import { exportAccountData } from './data-export.ts';

let ctx: TestContext;
let vendor: OnboardedVendor;
let other: OnboardedVendor;
let order: OrderDto;
const folders: string[] = [];
/** Every line the server logs, as a log shipper would receive it. */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

beforeAll(async () => {
  ctx = await createTestApp({ config: { logLevel: 'info' }, logger: { stream: logStream } });
  vendor = await onboardVendor(ctx, { displayName: 'Export Weavers' });
  other = await onboardVendor(ctx, { displayName: 'Other Potters' });
  const scarf = await createLiveProduct(ctx, vendor, { name: 'Export kente scarf', price: 40 });
  const pot = await createLiveProduct(ctx, other, { name: 'Other clay pot', price: 25 });
  order = (
    await placeOrder(ctx, [{ productId: scarf._id, qty: 1 }], {
      customer: { customer_email: 'export.buyer@example.com', customer_name: 'Efua Export' },
    })
  ).json() as OrderDto;
  await placeOrder(ctx, [{ productId: pot._id, qty: 1 }], {
    customer: { customer_email: 'someone.else@example.com', customer_name: 'Yaw Elsewhere' },
  });
});
afterAll(async () => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  await ctx?.close();
});

const as = (token: string) => ({ 'x-auth-token': token });

/** Unzips the answer with the system's unzip, as a person would, and reads its files. */
function unzipped(zip: Buffer): Record<string, string> {
  const folder = mkdtempSync(path.join(tmpdir(), 'soko-export-'));
  folders.push(folder);
  writeFileSync(path.join(folder, 'export.zip'), zip);
  execFileSync('unzip', ['-q', 'export.zip', '-d', 'files'], { cwd: folder });
  const files = path.join(folder, 'files');
  return Object.fromEntries(readdirSync(files).map((name) => [name, readFileSync(path.join(files, name), 'utf8')]));
}

describe(`downloading one's data (${testEngine})`, () => {
  it("answers a vendor a ZIP of their own rows as CSV and JSON with a README, and no one else's", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/${vendor.id}/data-export`,
      headers: as(vendor.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="soko-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipped(response.rawPayload);
    for (const name of ['profile', 'store', 'products', 'sales', 'refunds', 'returns', 'messages', 'bank-details']) {
      expect(files[`${name}.csv`], name).toBeDefined();
      expect(() => JSON.parse(files[`${name}.json`] ?? ''), name).not.toThrow();
    }
    expect(files['README.txt']).toContain('Australian Privacy Principle 12');

    const profile = JSON.parse(files['profile.json'] ?? '[]');
    expect(profile).toHaveLength(1);
    expect(profile[0]).toMatchObject({ id: vendor.id, email: vendor.email, displayName: 'Export Weavers' });
    expect(JSON.stringify(profile)).not.toMatch(/password|\$argon2/i);
    expect(files['products.csv']).toContain('Export kente scarf');
    const sales = JSON.parse(files['sales.json'] ?? '[]');
    expect(sales.map((sale: { orderNumber: number }) => sale.orderNumber)).toEqual([order.number]);
    expect(JSON.parse(files['identity-documents.json'] ?? '[]')).toHaveLength(2);
    expect(JSON.parse(files['sessions.json'] ?? '[]').length).toBeGreaterThan(0);
    expect(JSON.parse(files['audit.json'] ?? '[]').length).toBeGreaterThan(0);

    const everything = Object.values(files).join('\n');
    expect(everything).not.toContain(other.email);
    expect(everything).not.toContain(other.id);
    expect(everything).not.toContain('Other clay pot');
    expect(everything).not.toContain('Other Potters');
    // Buyers' details are theirs: the vendor's export names the order, not the buyer.
    expect(everything).not.toContain('export.buyer@example.com');
    expect(await auditCount(ctx, 'privacy.export', vendor.id)).toBe(1);
  });

  it("answers 404 to a vendor asking for another account's data", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/${other.id}/data-export`,
      headers: as(vendor.token),
    });
    expect(response.statusCode).toBe(404);
    expect(await auditCount(ctx, 'privacy.export', other.id)).toBe(0);
  });

  it("gives support staff a buyer's orders, sales, returns and messages by email, and refuses vendors", async () => {
    const support = await createStaff(ctx, 'support');
    await ctx.database.db.insert(messages).values([
      {
        senderId: vendor.id,
        receiverId: support.id,
        subject: 'Buyer asks about delivery',
        body: '<p>Efua (export.buyer@example.com) asks where her scarf is.</p>',
      },
      { senderId: support.id, receiverId: vendor.id, subject: 'Re: delivery', body: '<p>Please send tracking.</p>' },
      {
        senderId: other.id,
        receiverId: support.id,
        subject: 'A buyer',
        body: '<p>someone.else@example.com wants a refund.</p>',
      },
    ]);
    const opened = await ctx.app.inject({
      method: 'POST',
      url: `/api/order/${order._id}/cases`,
      headers: { 'x-api-key': ctx.config.storefrontApiKey },
      payload: { saleId: order.sales[0]?._id, reason: 'not_received', message: 'Still waiting for my scarf' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const exportFor = (token: string, email = 'Export.Buyer@example.com') =>
      ctx.app.inject({ method: 'POST', url: '/api/privacy/buyer-export', headers: as(token), payload: { email } });
    expect((await exportFor(vendor.token)).statusCode).toBe(403);
    const catalogue = await createStaff(ctx, 'catalogue');
    expect((await exportFor(catalogue.token)).statusCode).toBe(403);

    const logged = logLines.length;
    const response = await exportFor(support.token);
    // The address is personal data: none of the request's log lines carries it.
    const requestLog = logLines.slice(logged).join('\n');
    expect(requestLog).toContain('/api/privacy/buyer-export');
    expect(requestLog.toLowerCase()).not.toContain('export.buyer');
    expect(response.statusCode).toBe(200);
    const files = unzipped(response.rawPayload);
    const orders = JSON.parse(files['orders.json'] ?? '[]');
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ number: order.number, customerName: 'Efua Export' });
    expect(JSON.parse(files['sales.json'] ?? '[]')[0]).toMatchObject({ seller: 'Export Weavers' });
    expect(JSON.parse(files['cases.json'] ?? '[]')).toEqual([
      expect.objectContaining({ reason: 'not_received', status: 'open' }),
    ]);
    expect(JSON.parse(files['case-messages.json'] ?? '[]')).toEqual([
      expect.objectContaining({ kind: 'opened', author: 'buyer', body: 'Still waiting for my scarf' }),
    ]);
    // Messages of the buyer's seller that name the address, case aside; not the seller's other messages.
    expect(JSON.parse(files['messages.json'] ?? '[]')).toEqual([
      expect.objectContaining({ subject: 'Buyer asks about delivery' }),
    ]);
    const everything = Object.values(files).join('\n');
    expect(everything).not.toContain('someone.else@example.com');
    expect(everything).not.toContain('Yaw Elsewhere');
    expect(await auditCount(ctx, 'privacy.buyer_export', 'by email')).toBe(1);

    const bad = await exportFor(await adminToken(ctx), 'not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].msg).toBe("Please enter the buyer's email address");
  });

  it('keeps an email address in any URL out of the log', async () => {
    const logged = logLines.length;
    await ctx.app.inject({
      method: 'GET',
      url: `/api/user/list?q=x&email=${encodeURIComponent('Url.Buyer@example.com')}&customerEmail=url.buyer%40example.com`,
      headers: as(await adminToken(ctx)),
    });
    const requestLog = logLines.slice(logged).join('\n');
    expect(requestLog).toContain('email=[redacted]');
    expect(requestLog).toContain('customerEmail=[redacted]');
    expect(requestLog.toLowerCase()).not.toContain('url.buyer');
  });
});

describe(`data export when the database fails (${testEngine})`, () => {
  it('ends the ZIP with the error, logged, instead of leaving the download waiting', async () => {
    const failing = new Proxy(ctx.app.deps.db, {
      get(target, property, receiver) {
        if (property === 'execute') return () => Promise.reject(new Error('the connection was lost'));
        return Reflect.get(target, property, receiver);
      },
    });
    const logged: unknown[] = [];
    const log = {
      ...ctx.app.deps.log,
      error: (...args: unknown[]) => void logged.push(args),
    } as typeof ctx.app.deps.log;
    const zip = await exportAccountData({ ...ctx.app.deps, db: failing, log }, vendor.id, vendor.id);
    const read = (async () => {
      for await (const _chunk of zip) {
        // The README comes first; the first dataset's read fails.
      }
    })();
    await expect(read).rejects.toThrow('the connection was lost');
    expect(JSON.stringify(logged)).toContain('data export failed');
  });
});
