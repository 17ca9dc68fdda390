import type { NotificationListDto, NotificationPreferencesDto, ProductDto } from '@soko/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder } from '../../test/orders.ts';
import { notify, sendNotificationDigests } from './index.ts';

let ctx: TestContext;
let vendor: OnboardedVendor;
let scarf: ProductDto;

const as = (token: string) => ({ 'x-auth-token': token });

async function listOf(token: string, query = ''): Promise<NotificationListDto> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: as(token) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function choose(token: string, body: object): Promise<NotificationPreferencesDto> {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: '/api/notification-preferences',
    headers: as(token),
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function mailCount(to: string, template: string): Promise<number> {
  const rows = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, template)));
  return rows.length;
}

async function rowsOf(userId: string) {
  return ctx.database.db.select().from(notifications).where(eq(notifications.recipientId, userId));
}

beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await onboardVendor(ctx);
  scarf = await createLiveProduct(ctx, vendor, { stock: 100 });
});

afterAll(async () => {
  await ctx.close();
});

describe('a new sale', () => {
  it('reaches the vendor once in the app and once by the sale email', async () => {
    const before = await listOf(vendor.token);
    const mailsBefore = await mailCount(vendor.email, 'newSale');
    const placed = await placeOrder(ctx, [{ productId: scarf._id, qty: 2 }]);
    expect(placed.statusCode).toBe(201);
    const saleId = placed.json().sales[0]._id;

    const after = await listOf(vendor.token);
    expect(after.unread).toBe(before.unread + 1);
    const fresh = after.items.filter((item) => item.link === `/sale/${saleId}`);
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toMatchObject({ kind: 'sale.new', readAt: null });
    expect(fresh[0]?.title).toMatch(/^New sale: order #\d+$/);
    expect(await mailCount(vendor.email, 'newSale')).toBe(mailsBefore + 1);
    expect(await mailCount(vendor.email, 'notification')).toBe(0);
  });

  it('with "none" writes no notice and sends no mail', async () => {
    await choose(vendor.token, { kinds: [{ kind: 'sale.new', channel: 'none' }] });
    const rowsBefore = (await rowsOf(vendor.id)).length;
    const mailsBefore = await mailCount(vendor.email, 'newSale');
    expect((await placeOrder(ctx, [{ productId: scarf._id, qty: 1 }])).statusCode).toBe(201);
    expect((await rowsOf(vendor.id)).length).toBe(rowsBefore);
    expect(await mailCount(vendor.email, 'newSale')).toBe(mailsBefore);
  });

  it('with "email" mails the sale and shows nothing in the app', async () => {
    await choose(vendor.token, { kinds: [{ kind: 'sale.new', channel: 'email' }] });
    const rowsBefore = (await rowsOf(vendor.id)).length;
    const mailsBefore = await mailCount(vendor.email, 'newSale');
    expect((await placeOrder(ctx, [{ productId: scarf._id, qty: 1 }])).statusCode).toBe(201);
    expect((await rowsOf(vendor.id)).length).toBe(rowsBefore);
    expect(await mailCount(vendor.email, 'newSale')).toBe(mailsBefore + 1);
  });

  it('with "in app" shows the notice and sends no mail', async () => {
    await choose(vendor.token, { kinds: [{ kind: 'sale.new', channel: 'in_app' }] });
    const unreadBefore = (await listOf(vendor.token)).unread;
    const mailsBefore = await mailCount(vendor.email, 'newSale');
    expect((await placeOrder(ctx, [{ productId: scarf._id, qty: 1 }])).statusCode).toBe(201);
    expect((await listOf(vendor.token)).unread).toBe(unreadBefore + 1);
    expect(await mailCount(vendor.email, 'newSale')).toBe(mailsBefore);
    await choose(vendor.token, { kinds: [{ kind: 'sale.new', channel: 'both' }] });
  });
});

describe('the daily digest', () => {
  it('keeps the emails for one mail a day, still showing the notices in the app', async () => {
    await choose(vendor.token, { dailyDigest: true });
    const mailsBefore = await mailCount(vendor.email, 'newSale');
    const unreadBefore = (await listOf(vendor.token)).unread;
    expect((await placeOrder(ctx, [{ productId: scarf._id, qty: 1 }])).statusCode).toBe(201);
    expect((await placeOrder(ctx, [{ productId: scarf._id, qty: 1 }])).statusCode).toBe(201);
    expect(await mailCount(vendor.email, 'newSale')).toBe(mailsBefore);
    expect((await listOf(vendor.token)).unread).toBe(unreadBefore + 2);

    const summary = await sendNotificationDigests(ctx.app.deps);
    expect(summary).toEqual({ people: 1, notices: 2 });
    const [digest] = (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, vendor.email))).filter(
      (mail) => mail.template === 'notificationDigest',
    );
    expect(digest?.text).toContain('New sale: order #');
    // Run again: nothing is mailed twice.
    expect(await sendNotificationDigests(ctx.app.deps)).toEqual({ people: 0, notices: 0 });
    await choose(vendor.token, { dailyDigest: false });
  });
});

describe('preferences', () => {
  it("list the vendor's kinds with both by default, security locked", async () => {
    const other = await onboardVendor(ctx);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/notification-preferences',
      headers: as(other.token),
    });
    expect(response.statusCode).toBe(200);
    const preferences: NotificationPreferencesDto = response.json();
    expect(preferences.dailyDigest).toBe(false);
    expect(preferences.kinds.find((entry) => entry.kind === 'sale.new')).toEqual({
      kind: 'sale.new',
      channel: 'both',
      locked: false,
    });
    expect(preferences.kinds.find((entry) => entry.kind === 'account.security')?.locked).toBe(true);
    expect(preferences.kinds.some((entry) => entry.kind === 'work.waiting')).toBe(false);
  });

  it('refuse switching off a locked kind, saving nothing', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers: as(vendor.token),
      payload: {
        kinds: [
          { kind: 'payout.paid', channel: 'none' },
          { kind: 'account.security', channel: 'none' },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].msg).toBe('Account security emails cannot be switched off');
    const saved: NotificationPreferencesDto = (
      await ctx.app.inject({ method: 'GET', url: '/api/notification-preferences', headers: as(vendor.token) })
    ).json();
    expect(saved.kinds.find((entry) => entry.kind === 'payout.paid')?.channel).toBe('both');
  });

  it('refuse an unknown kind', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers: as(vendor.token),
      payload: { kinds: [{ kind: 'lottery.won', channel: 'none' }] },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the list and read marks', () => {
  let reader: OnboardedVendor;

  beforeAll(async () => {
    reader = await onboardVendor(ctx);
    // Onboarding told the reader of the identity decision: read, it stays out of the unread list.
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/notifications/read',
      headers: as(reader.token),
      payload: { all: true },
    });
    for (let n = 1; n <= 5; n += 1) {
      await notify(ctx.app.deps, {
        kind: 'message.received',
        to: { userIds: [reader.id] },
        title: `Message ${n}`,
        link: '/messages/inbox',
      });
    }
  });

  it('pages newest first by cursor, each notice once', async () => {
    const first = await listOf(reader.token, '?limit=2&unreadOnly=true');
    expect(first.items.map((item) => item.title)).toEqual(['Message 5', 'Message 4']);
    expect(first.nextCursor).not.toBeNull();
    const second = await listOf(reader.token, `?limit=2&unreadOnly=true&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.title)).toEqual(['Message 3', 'Message 2']);
    const third = await listOf(reader.token, `?limit=2&unreadOnly=true&cursor=${second.nextCursor}`);
    expect(third.items.map((item) => item.title)).toEqual(['Message 1']);
    expect(third.nextCursor).toBeNull();
    expect(third.unread).toBe(5);
    const everything = await listOf(reader.token, '?limit=5');
    expect(everything.items.map((item) => item.title)).toEqual([
      'Message 5',
      'Message 4',
      'Message 3',
      'Message 2',
      'Message 1',
    ]);
    const rest = await listOf(reader.token, `?limit=5&cursor=${everything.nextCursor}`);
    expect(rest.items.map((item) => item.title)).toEqual(['Your identity documents are approved']);
  });

  it('refuses a cursor it did not give', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications?cursor=bm9wZQ',
      headers: as(reader.token),
    });
    expect(response.statusCode).toBe(400);
  });

  it('marks the named notices read, never another person’s', async () => {
    const { items } = await listOf(reader.token, '?limit=2&unreadOnly=true');
    const strangers = await listOf(vendor.token, '?limit=1');
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/notifications/read',
      headers: as(reader.token),
      payload: { ids: [...items.map((item) => item.id), ...strangers.items.map((item) => item.id)] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unread: 3 });
    expect((await listOf(vendor.token, '?limit=1')).items[0]?.readAt).toBe(strangers.items[0]?.readAt);
    const unreadOnly = await listOf(reader.token, '?unreadOnly=true');
    expect(unreadOnly.items.map((item) => item.title)).toEqual(['Message 3', 'Message 2', 'Message 1']);
  });

  it('marks all read', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/notifications/read',
      headers: as(reader.token),
      payload: { all: true },
    });
    expect(response.json()).toEqual({ unread: 0 });
    expect((await listOf(reader.token)).items.every((item) => item.readAt !== null)).toBe(true);
  });

  it('asks for ids or all, not both or neither', async () => {
    for (const payload of [{}, { all: true, ids: [crypto.randomUUID()] }]) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/notifications/read',
        headers: as(reader.token),
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
