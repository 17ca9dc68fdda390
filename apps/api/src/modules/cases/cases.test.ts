import { randomUUID } from 'node:crypto';
import {
  CASE_TEXT,
  type CaseDetailDto,
  type CaseListDto,
  LIST_TEXT,
  type OrderDto,
  type ProductDto,
  REFUND_TEXT,
  SALES_TEXT,
  type SaleDetailDto,
} from '@soko/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { caseEntries, cases, notifications, refunds, saleReturns } from '../../db/schema/index.ts';
import { businessDeadline } from '../../lib/business-days.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import {
  adminToken,
  auditCount,
  createStaff,
  login,
  mailsTo,
  type OnboardedVendor,
  onboardVendor,
  type StaffAccount,
  stepUp,
  tokenFromMail,
} from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder } from '../../test/orders.ts';
import { moveSale } from '../../test/payouts.ts';
import { createJobRunner } from '../jobs/index.ts';
import { caseEscalationJob, caseFiguresOf } from './index.ts';

let ctx: TestContext;
let admin: string;
let vendor: OnboardedVendor;
let other: OnboardedVendor;
let support: StaffAccount;
let finance: StaffAccount;
let scarf: ProductDto;
let bowl: ProductDto;
const members: { orders: string; catalogue: string } = { orders: '', catalogue: '' };

const as = (token: string) => ({ 'x-auth-token': token });
const BUYER = 'case.buyer@example.com';
const HOUR_MS = 3_600_000;

async function addMember(role: 'orders' | 'catalogue'): Promise<string> {
  const email = `case-member-${role}-${randomUUID().slice(0, 8)}@team.test`;
  const invited = await ctx.app.inject({
    method: 'POST',
    url: '/api/vendor-team',
    headers: as(vendor.token),
    payload: { email, name: `Member ${role}`, role },
  });
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.body}`);
  const password = 'CaseBench!2026';
  const token = await tokenFromMail(ctx, email, 'reset');
  await ctx.app.inject({ method: 'POST', url: `/api/reset/${token}`, payload: { pwd: password, cPwd: password } });
  const signedIn = await login(ctx.app, email, password);
  await stepUp(ctx, signedIn.token, password);
  return signedIn.token;
}

/** An order of one product; its sale of that product's vendor, moved on to `delivered` when asked. */
async function saleOf(seller: OnboardedVendor, product: ProductDto, delivered = true) {
  const placed = await placeOrder(ctx, [{ productId: product._id, qty: 1 }], {
    customer: { customer_email: BUYER, customer_name: 'Esi Mensah' },
  });
  const order = placed.json() as OrderDto;
  const saleId = order.sales.find((sale) => sale.vendorId._id === seller.id)?._id ?? '';
  if (delivered) {
    await moveSale(ctx, seller.token, saleId, 'Shipped');
    await moveSale(ctx, seller.token, saleId, 'Delivered');
  }
  return { orderId: order._id, saleId, orderNumber: order.number };
}

function openCase(orderId: string, body: object, apiKey: string | null = ctx.config.storefrontApiKey) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/order/${orderId}/cases`,
    headers: apiKey === null ? {} : { 'x-api-key': apiKey },
    payload: body,
  });
}

async function openedCase(reason = 'damaged_or_faulty', seller = vendor, product = scarf, delivered = true) {
  const sale = await saleOf(seller, product, delivered);
  const opened = await openCase(sale.orderId, { saleId: sale.saleId, reason, message: 'The scarf arrived torn' });
  if (opened.statusCode !== 201) throw new Error(`open failed: ${opened.body}`);
  return { ...sale, caseId: opened.json().id as string, number: opened.json().number as number };
}

const storefront = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { 'x-api-key': ctx.config.storefrontApiKey },
    ...(payload ? { payload } : {}),
  });
const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: as(token) });
const post = (url: string, token: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: as(token), payload });

async function caseRow(id: string) {
  const [row] = await ctx.database.db.select().from(cases).where(eq(cases.id, id));
  return row;
}

async function noticesOf(userId: string, kind: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.kind, kind as 'case.opened')));
  return row?.n ?? 0;
}

async function tableCounts() {
  const { db } = ctx.database;
  return {
    cases: (await db.select({ n: count() }).from(cases))[0]?.n ?? 0,
    entries: (await db.select({ n: count() }).from(caseEntries))[0]?.n ?? 0,
    refunds: (await db.select({ n: count() }).from(refunds))[0]?.n ?? 0,
  };
}

/** Runs the escalation job now, as it would run at `at`. */
async function runEscalationAt(at: Date) {
  const runner = createJobRunner({ ...ctx.app.deps, clock: { now: () => at } }, [caseEscalationJob()]);
  await runner.runNow('cases.escalate');
  const [job] = await runner.list();
  return job?.lastSummary;
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  vendor = await onboardVendor(ctx, { displayName: 'Case Weavers', state: 'NSW', suburb: 'Sydney', postcode: '2000' });
  other = await onboardVendor(ctx, { displayName: 'Other Bowls' });
  support = await createStaff(ctx, 'support');
  finance = await createStaff(ctx, 'finance');
  scarf = await createLiveProduct(ctx, vendor, { name: 'Kente scarf', price: 40, deliveryPrice: 10, stock: 50 });
  bowl = await createLiveProduct(ctx, other, { name: 'Calabash bowl', price: 25, deliveryPrice: 5, stock: 50 });
  members.orders = await addMember('orders');
  members.catalogue = await addMember('catalogue');
});
afterAll(async () => ctx?.close());

describe(`opening a case (${testEngine})`, () => {
  it('refuses a wrong key, a sale of another order, an unknown reason and an empty message; changes nothing', async () => {
    const mine = await saleOf(vendor, scarf, false);
    const theirs = await saleOf(other, bowl, false);
    const before = await tableCounts();
    const body = { saleId: mine.saleId, reason: 'not_received', message: 'Nothing came' };
    expect((await openCase(mine.orderId, body, 'wrong')).statusCode).toBe(401);
    const noKey = await openCase(mine.orderId, body, null);
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json().errors[0].msg).toBe(SALES_TEXT.apiKeyInvalid);
    expect((await openCase(mine.orderId, { ...body, saleId: theirs.saleId })).statusCode).toBe(404);
    expect((await openCase(randomUUID(), body)).statusCode).toBe(404);
    const badReason = await openCase(mine.orderId, { ...body, reason: 'changed_mind' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().errors[0].msg).toContain('Reason must be one of');
    const empty = await openCase(mine.orderId, { ...body, message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].msg).toBe(CASE_TEXT.messageRequired);
    expect(await tableCounts()).toEqual(before);
  });

  it('opens a case with its clock, tells the vendor, audits it, and refuses a second open case of the sale', async () => {
    const sale = await saleOf(vendor, scarf, false);
    const before = Date.now();
    const opened = await openCase(sale.orderId, {
      saleId: sale.saleId,
      reason: 'not_received',
      message: 'Nothing came',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const { id, status, respondBy } = opened.json();
    expect(status).toBe('open');
    const row = await caseRow(id);
    expect(row?.openedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Two business days of New South Wales, ending at midnight Sydney time.
    expect(respondBy).toBe(businessDeadline(row?.openedAt ?? new Date(), 2, 'NSW').toISOString());
    expect(await noticesOf(vendor.id, 'case.opened')).toBeGreaterThanOrEqual(1);
    const mails = await mailsTo(ctx, vendor.email);
    expect(mails.some((mail) => mail.subject.startsWith(`Case #${opened.json().number} opened`))).toBe(true);
    expect(await auditCount(ctx, 'case.open', id)).toBe(1);
    const again = await openCase(sale.orderId, { saleId: sale.saleId, reason: 'other', message: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].msg).toBe(CASE_TEXT.alreadyOpen);
    const read = await storefront('GET', `/api/order/${sale.orderId}/cases/${id}`);
    expect(read.statusCode).toBe(200);
    expect((read.json() as CaseDetailDto).timeline).toMatchObject([
      { kind: 'opened', author: 'buyer', authorName: 'Esi Mensah', body: 'Nothing came' },
    ]);
    expect((await storefront('GET', `/api/order/${randomUUID()}/cases/${id}`)).statusCode).toBe(404);
  });
});

describe(`reading cases (${testEngine})`, () => {
  it("lists a vendor's own cases by cursor, staff every vendor's; other vendors and roles are refused", async () => {
    const mine = await openedCase('other');
    const theirs = await openedCase('other', other, bowl);
    const own = (await get('/api/case/list?limit=1', vendor.token)).json() as CaseListDto;
    expect(own.items).toHaveLength(1);
    expect(own.items[0]?.id).toBe(mine.caseId);
    expect(own.nextCursor).not.toBeNull();
    const next = (await get(`/api/case/list?limit=1&cursor=${own.nextCursor}`, vendor.token)).json() as CaseListDto;
    expect(next.items[0]?.id).not.toBe(mine.caseId);
    expect(next.items.every((item) => item.vendor.id === vendor.id)).toBe(true);
    const all = (await get('/api/case/list?limit=100', vendor.token)).json() as CaseListDto;
    expect(all.items.map((item) => item.id)).not.toContain(theirs.caseId);
    const staff = (await get('/api/case/list?limit=100&status=open', support.token)).json() as CaseListDto;
    expect(staff.items.map((item) => item.id)).toEqual(expect.arrayContaining([mine.caseId, theirs.caseId]));
    const ofSale = (await get(`/api/case/list?saleId=${mine.saleId}`, vendor.token)).json() as CaseListDto;
    expect(ofSale.items.map((item) => item.id)).toEqual([mine.caseId]);
    expect((await get(`/api/case/list?saleId=${theirs.saleId}`, vendor.token)).json().items).toEqual([]);
    expect((await get('/api/case/list?cursor=nonsense', vendor.token)).json().errors[0].msg).toBe(LIST_TEXT.badCursor);
    expect((await get('/api/case/list?status=closed', vendor.token)).statusCode).toBe(400);
    expect((await get(`/api/case/${theirs.caseId}`, vendor.token)).statusCode).toBe(404);
    expect((await get(`/api/case/${theirs.caseId}`, support.token)).statusCode).toBe(200);
    expect((await get('/api/case/list', finance.token)).statusCode).toBe(403);
    expect((await get(`/api/case/${mine.caseId}`, members.orders)).statusCode).toBe(200);
    expect((await get('/api/case/list', members.catalogue)).statusCode).toBe(403);
  });
});

describe(`answering and resolving (${testEngine})`, () => {
  it("stops the clock at the vendor's first message, and mails the buyer; another vendor's is not found", async () => {
    const { caseId, orderId } = await openedCase('other');
    expect((await post(`/api/case/${caseId}/messages`, other.token, { body: 'Hi' })).statusCode).toBe(404);
    expect((await post(`/api/case/${caseId}/messages`, vendor.token, { body: ' ' })).statusCode).toBe(400);
    const answered = await post(`/api/case/${caseId}/messages`, members.orders, { body: 'Sorry, checking now' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'responded', canResolve: true });
    expect(answered.json().firstResponseAt).not.toBeNull();
    expect((await mailsTo(ctx, BUYER)).some((mail) => mail.text.includes('Sorry, checking now'))).toBe(true);
    const buyer = await storefront('POST', `/api/order/${orderId}/cases/${caseId}/messages`, { body: 'Thanks' });
    expect(buyer.json().timeline.map((entry: { author: string }) => entry.author)).toEqual([
      'buyer',
      'vendor',
      'buyer',
    ]);
    const staff = await post(`/api/case/${caseId}/messages`, support.token, { body: 'Soko is watching' });
    expect(staff.json().timeline.at(-1)).toMatchObject({ author: 'staff', authorName: 'Soko' });
    // Answered: the job leaves it alone, however late.
    await runEscalationAt(new Date(Date.now() + 30 * 24 * HOUR_MS));
    expect((await caseRow(caseId))?.status).toBe('responded');
  });

  it('refunds a damaged item with its postage through the sale, and the sale shows it', async () => {
    const { caseId, saleId } = await openedCase('damaged_or_faulty');
    expect((await post(`/api/case/${caseId}/resolve`, support.token, { outcome: 'refund' })).statusCode).toBe(403);
    expect((await post(`/api/case/${caseId}/resolve`, other.token, { outcome: 'refund' })).statusCode).toBe(404);
    expect((await post(`/api/case/${caseId}/resolve`, members.catalogue, { outcome: 'refund' })).statusCode).toBe(403);
    const tooMuch = await post(`/api/case/${caseId}/resolve`, vendor.token, { outcome: 'refund', amount: 41 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors[0].msg).toBe(REFUND_TEXT.itemsTooHigh(4000));
    expect((await caseRow(caseId))?.status).toBe('open');
    const resolved = await post(`/api/case/${caseId}/resolve`, vendor.token, { outcome: 'refund', note: 'So sorry' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({
      status: 'resolved',
      resolution: 'refund',
      refund: { amount: 40, shipping: 10 },
    });
    const sale = (await get(`/api/sale/${saleId}`, vendor.token)).json() as SaleDetailDto;
    expect(sale.refunds).toHaveLength(1);
    expect(sale.refunds[0]).toMatchObject({ amount: 40, shipping: 10, reason: 'faulty' });
    expect(await auditCount(ctx, 'case.resolve', caseId)).toBe(1);
    const again = await post(`/api/case/${caseId}/resolve`, vendor.token, { outcome: 'refund' });
    expect(again.statusCode).toBe(409);
    expect((await post(`/api/case/${caseId}/messages`, vendor.token, { body: 'Hi' })).statusCode).toBe(409);
  });

  it('refunds a parcel not received without postage unless the vendor includes it', async () => {
    const first = await openedCase('not_received', vendor, scarf, false);
    const plain = await post(`/api/case/${first.caseId}/resolve`, vendor.token, { outcome: 'refund', amount: '15.50' });
    expect(plain.json()).toMatchObject({ refund: { amount: 15.5, shipping: 0 } });
    const second = await openedCase('not_received', vendor, scarf, false);
    const withPostage = await post(`/api/case/${second.caseId}/resolve`, vendor.token, {
      outcome: 'refund',
      includePostage: true,
    });
    expect(withPostage.json()).toMatchObject({ refund: { amount: 40, shipping: 10 } });
  });

  it('opens an approved return for a return, records a replacement, and needs a note to reject', async () => {
    const returned = await openedCase('not_as_described');
    const resolved = await post(`/api/case/${returned.caseId}/resolve`, vendor.token, { outcome: 'return' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const [ret] = await ctx.database.db.select().from(saleReturns).where(eq(saleReturns.id, resolved.json().returnId));
    expect(ret).toMatchObject({ saleId: returned.saleId, status: 'approved', reason: 'not_as_described' });
    const notDelivered = await openedCase('not_as_described', vendor, scarf, false);
    expect(
      (await post(`/api/case/${notDelivered.caseId}/resolve`, vendor.token, { outcome: 'return' })).statusCode,
    ).toBe(409);
    const replaced = await post(`/api/case/${notDelivered.caseId}/resolve`, vendor.token, { outcome: 'replacement' });
    expect(replaced.json()).toMatchObject({ status: 'resolved', resolution: 'replacement', refund: null });
    const rejected = await openedCase('other');
    const noNote = await post(`/api/case/${rejected.caseId}/resolve`, vendor.token, { outcome: 'rejected' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors[0].msg).toBe(CASE_TEXT.rejectionNoteRequired);
  });
});

describe(`escalation and decisions (${testEngine})`, () => {
  it('lets the buyer escalate only a rejected case; staff see it in the work queue and decide a refund', async () => {
    const { caseId, orderId, saleId } = await openedCase('not_as_described');
    const early = await storefront('POST', `/api/order/${orderId}/cases/${caseId}/escalate`);
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0].msg).toBe(CASE_TEXT.notEscalatable);
    await post(`/api/case/${caseId}/resolve`, vendor.token, { outcome: 'rejected', note: 'It matches the photos' });
    const work = (await get('/api/dashboard/work', support.token)).json() as { casesEscalated: number };
    expect((await storefront('POST', `/api/order/${randomUUID()}/cases/${caseId}/escalate`)).statusCode).toBe(404);
    const escalated = await storefront('POST', `/api/order/${orderId}/cases/${caseId}/escalate`);
    expect(escalated.statusCode, escalated.body).toBe(200);
    expect(escalated.json().status).toBe('escalated');
    expect(
      ((await get('/api/dashboard/work', support.token)).json() as { casesEscalated: number }).casesEscalated,
    ).toBe(work.casesEscalated + 1);
    expect(await noticesOf(vendor.id, 'case.escalated')).toBeGreaterThanOrEqual(1);
    expect(await noticesOf(support.id, 'work.waiting')).toBeGreaterThanOrEqual(1);
    expect((await post(`/api/case/${caseId}/resolve`, vendor.token, { outcome: 'refund' })).statusCode).toBe(409);

    const body = { outcome: 'refund', reason: 'The photos show another colour' };
    expect((await post(`/api/case/${caseId}/decide`, finance.token, body)).statusCode).toBe(403);
    expect((await post(`/api/case/${caseId}/decide`, vendor.token, body)).statusCode).toBe(403);
    expect((await post(`/api/case/${caseId}/decide`, support.token, { outcome: 'refund' })).statusCode).toBe(400);
    const decided = await post(`/api/case/${caseId}/decide`, support.token, body);
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({
      status: 'decided',
      decision: 'refund',
      refund: { amount: 40, shipping: 10 },
    });
    const sale = (await get(`/api/sale/${saleId}`, vendor.token)).json() as SaleDetailDto;
    expect(sale.refunds[0]).toMatchObject({ total: 50, reason: 'not_as_described', by: { _id: support.id } });
    expect(await auditCount(ctx, 'case.decide', caseId)).toBe(1);
    expect(await auditCount(ctx, 'sale.refund', saleId)).toBe(1);
    expect(await noticesOf(vendor.id, 'case.decided')).toBeGreaterThanOrEqual(1);
    expect((await post(`/api/case/${caseId}/decide`, support.token, body)).statusCode).toBe(409);
    const figures = await caseFiguresOf(ctx.app.deps, [vendor.id], new Date(Date.now() - HOUR_MS), new Date());
    expect(figures.get(vendor.id)?.defectSales).toBeGreaterThanOrEqual(2);
  });

  it('escalates cases past their deadline when the job runs, and no others; decides no action', async () => {
    const { caseId } = await openedCase('other');
    const row = await caseRow(caseId);
    const respondBy = row?.respondBy ?? new Date();
    await runEscalationAt(new Date(respondBy.getTime() - 1000));
    expect((await caseRow(caseId))?.status).toBe('open');
    const summary = await runEscalationAt(new Date(respondBy.getTime() + 1000));
    expect(summary?.escalated).toBeGreaterThanOrEqual(1);
    expect((await caseRow(caseId))?.status).toBe('escalated');
    expect(await auditCount(ctx, 'case.escalate', caseId)).toBe(1);
    const decided = await post(`/api/case/${caseId}/decide`, admin, {
      outcome: 'no_action',
      reason: 'Resolved by phone',
    });
    expect(decided.json()).toMatchObject({ status: 'decided', decision: 'no_action', refund: null });
  });

  it('with CASE_RESPONSE_BUSINESS_DAYS=0 escalates at the next run, "run now" by the super admin', async () => {
    const zero = await buildApp({
      config: { ...ctx.config, caseResponseBusinessDays: 0 },
      database: ctx.database,
      logger: false,
    });
    try {
      const sale = await saleOf(vendor, scarf, false);
      const opened = await zero.inject({
        method: 'POST',
        url: `/api/order/${sale.orderId}/cases`,
        headers: { 'x-api-key': ctx.config.storefrontApiKey },
        payload: { saleId: sale.saleId, reason: 'not_received', message: 'Where is it?' },
      });
      expect(opened.statusCode, opened.body).toBe(201);
      const row = await caseRow(opened.json().id);
      expect(row?.respondBy.getTime()).toBe(row?.openedAt.getTime());
      expect((await post('/api/jobs/cases.escalate/run', support.token)).statusCode).toBe(403);
      const ran = await post('/api/jobs/cases.escalate/run', admin);
      expect(ran.statusCode, ran.body).toBe(200);
      expect(ran.json().lastOutcome).toBe('succeeded');
      expect((await caseRow(opened.json().id))?.status).toBe('escalated');
    } finally {
      await zero.close();
    }
  });

  it('escalates each overdue case once when two instances run the job at the same time', async () => {
    const due = [await openedCase('other'), await openedCase('other')];
    const later = new Date(Date.now() + 60 * 24 * HOUR_MS);
    const second = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    try {
      const runners = [ctx.app, second].map((app) =>
        createJobRunner({ ...app.deps, clock: { now: () => later } }, [caseEscalationJob()]),
      );
      await Promise.all(runners.flatMap((runner) => [runner.runDue(), runner.runDue()]));
      for (const { caseId } of due) {
        expect((await caseRow(caseId))?.status).toBe('escalated');
        expect(await auditCount(ctx, 'case.escalate', caseId)).toBe(1);
      }
    } finally {
      await second.close();
    }
  });
});
