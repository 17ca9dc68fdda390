import { randomUUID } from 'node:crypto';
import { marketplaceToday, type WorkQueueDto } from '@soko/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales, users } from '../../db/schema/index.ts';
import { overdueSalesPlacedUpTo } from '../../lib/business-days.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import {
  adminToken,
  createStaff,
  fromAddress,
  login,
  mailsTo,
  type OnboardedVendor,
  onboardVendor,
  registration,
  tokenFromMail,
  uploadDocuments,
} from '../../test/fixtures.ts';
import { createLiveProduct } from '../../test/orders.ts';
import { deliveredSale, placeSale, postPayout } from '../../test/payouts.ts';
import { sendStaffDigest } from './staff-digest.ts';

const HOUR_MS = 3_600_000;
const sydneyHour = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  hour: 'numeric',
  hourCycle: 'h23',
});

/** The next instant (from `after`) at which it is `hour` o'clock in Sydney. */
function nextSydneyHour(hour: number, after = new Date()): Date {
  for (let at = after.getTime(); ; at += HOUR_MS) {
    if (Number(sydneyHour.format(new Date(at))) === hour) return new Date(at);
  }
}

const digestsTo = async (email: string) =>
  (await mailsTo(ctx, email)).filter((mail) => mail.template === 'staffDigest');

let ctx: TestContext;
let admin: string;
let kente: OnboardedVendor;
let spice: OnboardedVendor;

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
const work = async (): Promise<WorkQueueDto> => {
  const response = await get('/api/dashboard/work', admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** A vendor who registered and sent their documents, waiting for staff. */
async function vendorAwaitingReview(n: number): Promise<void> {
  const body = registration({ email: `waiting-${n}-${randomUUID()}@example.com` });
  const registered = await ctx.app.inject({
    method: 'POST',
    url: '/api/registerVendor',
    payload: body,
    remoteAddress: fromAddress(200 + n),
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const verifyToken = await tokenFromMail(ctx, body.email, 'verifyEmail');
  await ctx.app.inject({ method: 'GET', url: `/api/verify?token=${verifyToken}` });
  const identityStep = await login(ctx.app, body.email, body.password);
  await uploadDocuments(ctx.app, identityStep.actionToken);
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  kente = await onboardVendor(ctx, { displayName: 'Kente Queue' });
  spice = await onboardVendor(ctx, { displayName: 'Spice Queue' });
});
afterAll(async () => ctx?.close());

/** 9 am (Sydney) of a day ten days ago, and 3 pm of that same day. */
const QUIET_MORNING = nextSydneyHour(9, new Date(Date.now() - 10 * 24 * HOUR_MS));
const SAME_AFTERNOON = new Date(QUIET_MORNING.getTime() + 6 * HOUR_MS);

describe(`the staff work queue (${testEngine})`, () => {
  it('starts with nothing waiting, and sends no digest about nothing', async () => {
    expect(await work()).toEqual({
      documentsWaiting: 0,
      vendorChangesWaiting: 0,
      productsWaiting: 0,
      revisionsWaiting: 0,
      overdueSales: { count: 0, placedUpTo: overdueSalesPlacedUpTo(marketplaceToday()) },
      vendorsOwed: { vendors: 0, net: 0 },
      returnsWaiting: 0,
      casesEscalated: 0,
      vendorsOverLimit: 0,
    });
    const [staff] = await ctx.database.db.select({ email: users.email }).from(users).where(eq(users.role, 2));
    expect(await sendStaffDigest(ctx.app.deps, 7, QUIET_MORNING)).toBe('nothing waiting');
    expect(await digestsTo(staff?.email ?? '')).toHaveLength(0);
  });

  it('counts documents, products, overdue sales and vendors owed, as their lists hold them', async () => {
    await vendorAwaitingReview(1);
    await vendorAwaitingReview(2);
    // Kente, verified, asks for a new business name: it waits for staff.
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/${kente.id}`,
      headers: { 'x-auth-token': kente.token },
      payload: { firstName: 'Ama', lastName: 'Mensah', email: kente.email, displayName: 'Kente Queue & Co' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const scarf = await createLiveProduct(ctx, kente, { name: 'Scarf', price: 20, deliveryPrice: 2, stock: 50 });
    const jar = await createLiveProduct(ctx, spice, { name: 'Jar', price: 10, deliveryPrice: 2, stock: 50 });

    // Two sales placed a week ago and never processed are overdue; today's is not.
    const old = [await placeSale(ctx, kente.id, scarf._id), await placeSale(ctx, spice.id, jar._id)];
    await placeSale(ctx, kente.id, scarf._id);
    await ctx.database.db
      .update(sales)
      .set({ createdAt: sql`now() - interval '7 days'` })
      .where(
        inArray(
          sales.id,
          old.map((sale) => sale.saleId),
        ),
      );

    // Kente is owed two delivered sales ($22.00 -> fee 69c, net $21.31 each); Spice's is paid out.
    await deliveredSale(ctx, kente, scarf._id);
    await deliveredSale(ctx, kente, scarf._id);
    const paid = await deliveredSale(ctx, spice, jar._id);
    expect((await postPayout(ctx, admin, spice.id, { sales: [paid.saleId] })).statusCode).toBe(201);

    // Both products go back to staff for review.
    for (const product of [scarf, jar]) {
      const back = await get(`/api/product/${product._id}/any/approve?action=pending`, admin);
      expect(back.json().approval).toBe('pending');
    }

    const queue = await work();
    expect(queue).toMatchObject({
      documentsWaiting: 2,
      vendorChangesWaiting: 1,
      productsWaiting: 2,
      overdueSales: { count: 2 },
      vendorsOwed: { vendors: 1, net: 42.62 },
    });

    // Each count is what the screen it links to lists.
    const products = await get('/api/product/list?approval=pending&limit=100', admin);
    expect(products.json().total).toBe(queue.productsWaiting);
    const overdue = await get(
      `/api/sale/list?status=${encodeURIComponent('Not processed')}&to=${queue.overdueSales.placedUpTo}&limit=100`,
      admin,
    );
    expect(overdue.json().total).toBe(2);
    const queueList = await get('/api/vendor/verification?status=submitted', admin);
    expect(queueList.statusCode, queueList.body).toBe(200);
    expect(queueList.json().total).toBe(2);
    const changesList = await get('/api/vendor/verification?status=changes', admin);
    expect(changesList.json().total).toBe(queue.vendorChangesWaiting);
  });

  it('emails the staff one digest a day from the digest hour, linking each count to its list', async () => {
    const [staff] = await ctx.database.db.select({ email: users.email }).from(users).where(eq(users.role, 2));
    const email = staff?.email ?? '';
    const catalogue = await createStaff(ctx, 'catalogue');
    const verification = await createStaff(ctx, 'verification');
    const morning = nextSydneyHour(8);
    expect(await sendStaffDigest(ctx.app.deps, 9, morning)).toBe('before the hour');
    expect(await digestsTo(email)).toHaveLength(0);
    // Two instances at once: one digest.
    const outcomes = await Promise.all([
      sendStaffDigest(ctx.app.deps, 7, morning),
      sendStaffDigest(ctx.app.deps, 7, morning),
    ]);
    expect(outcomes.sort()).toEqual(['already sent', 'sent']);
    expect(await sendStaffDigest(ctx.app.deps, 7, new Date(morning.getTime() + 3 * HOUR_MS))).toBe('already sent');
    const digests = await digestsTo(email);
    expect(digests).toHaveLength(1);
    const text = digests[0]?.text ?? '';
    expect(text).toContain('2 products waiting: http://soko.test/product?approval=pending');
    expect(text).toContain('2 vendors’ documents waiting for review: http://soko.test/vendors/verification');
    expect(text).toContain(
      '2 sales not processed for over 2 business days: http://soko.test/sale?status=Not+processed',
    );
    expect(text).toContain('1 vendor owed $42.62: http://soko.test/transaction/new');
    expect(text).toContain('1 vendor detail change waiting: http://soko.test/vendors/verification?status=changes');
    // Staff roles hear of the work their role opens, and nothing else.
    const [catalogueDigest] = await digestsTo(catalogue.email);
    expect(catalogueDigest?.text).toContain('2 products waiting: http://soko.test/product?approval=pending');
    expect(catalogueDigest?.text).not.toContain('documents');
    expect(catalogueDigest?.text).not.toContain('owed');
    const [verificationDigest] = await digestsTo(verification.email);
    expect(verificationDigest?.text).toContain('2 vendors’ documents waiting for review');
    expect(verificationDigest?.text).toContain('1 vendor detail change waiting');
    expect(verificationDigest?.text).not.toContain('products waiting');
    expect(verificationDigest?.text).not.toContain('sales not processed');

    // The day that had nothing waiting at 9 was not claimed: work that arrived later gets its digest.
    expect(await sendStaffDigest(ctx.app.deps, 7, SAME_AFTERNOON)).toBe('sent');
    expect(await digestsTo(email)).toHaveLength(2);
  });

  it('is for staff only', async () => {
    expect((await get('/api/dashboard/work', kente.token)).statusCode).toBe(403);
    const finance = await createStaff(ctx, 'finance');
    expect((await get('/api/dashboard/work', finance.token)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dashboard/work' })).statusCode).toBe(401);
  });
});
