import { type NotificationDto, WORK_QUEUE_PATHS } from '@soko/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { productFields, sendProduct } from '../../test/catalogue.ts';
import { testEngine } from '../../test/database.ts';
import { createStaff, type OnboardedVendor, onboardVendor, type StaffAccount } from '../../test/fixtures.ts';
import { createLiveProduct } from '../../test/orders.ts';

let ctx: TestContext;
let vendor: OnboardedVendor;
let catalogue: StaffAccount;
let verification: StaffAccount;
let support: StaffAccount;

const as = (token: string) => ({ 'x-auth-token': token });

beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await onboardVendor(ctx, { displayName: 'Adinkra Prints' });
  catalogue = await createStaff(ctx, 'catalogue');
  verification = await createStaff(ctx, 'verification');
  support = await createStaff(ctx, 'support');
});
afterAll(async () => ctx?.close());

async function noticesAt(staff: StaffAccount, link: string): Promise<NotificationDto[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/notifications?limit=50',
    headers: as(staff.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as NotificationDto[]).filter((item) => item.link === link);
}

async function noticeMails(staff: StaffAccount): Promise<number> {
  const rows = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, staff.email), eq(mailOutbox.template, 'notification')));
  return rows.length;
}

async function markAllRead(staff: StaffAccount) {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: '/api/notifications/read',
    headers: as(staff.token),
    payload: { all: true },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe(`work waiting for staff (${testEngine})`, () => {
  it('tells catalogue staff once of new products to review, however many join, and again after they read it', async () => {
    await createLiveProduct(ctx, vendor, { name: 'Mudcloth cushion' });
    await createLiveProduct(ctx, vendor, { name: 'Bolga basket' });
    const waiting = await noticesAt(catalogue, WORK_QUEUE_PATHS.products);
    expect(waiting.map((notice) => notice.title)).toEqual(['Product to review: Mudcloth cushion']);
    expect(waiting[0]).toMatchObject({ kind: 'work.waiting', readAt: null });
    expect(await noticeMails(catalogue)).toBe(1);
    // Support staff do not review products, and the vendor's own list is not staff work.
    expect(await noticesAt(support, WORK_QUEUE_PATHS.products)).toEqual([]);

    await markAllRead(catalogue);
    await createLiveProduct(ctx, vendor, { name: 'Kente stole' });
    const again = await noticesAt(catalogue, WORK_QUEUE_PATHS.products);
    expect(again.map((notice) => [notice.title, notice.readAt === null])).toEqual([
      ['Product to review: Kente stole', true],
      ['Product to review: Mudcloth cushion', false],
    ]);
  });

  it("tells catalogue staff when a live product's changes wait for review, not when an edit needs none", async () => {
    const product = await createLiveProduct(ctx, vendor, { name: 'Shea butter', price: 20, stock: 5, shipping: 1 });
    await markAllRead(catalogue);
    const save = (overrides: Record<string, string>) =>
      sendProduct(
        ctx,
        vendor.token,
        productFields(product.category?._id ?? '', {
          name: product.name,
          price: '20.00',
          stock: '5',
          salesPercentage: '0',
          shipping: '1',
          del_price: '0',
          ...overrides,
        }),
        [],
        { method: 'PUT', url: `/api/product/${product._id}/${vendor.id}` },
      );
    expect((await save({ stock: '9' })).statusCode).toBe(200);
    expect(await noticesAt(catalogue, WORK_QUEUE_PATHS.revisions)).toEqual([]);
    expect((await save({ name: 'Raw shea butter' })).statusCode).toBe(200);
    const waiting = await noticesAt(catalogue, WORK_QUEUE_PATHS.revisions);
    expect(waiting.map((notice) => [notice.title, notice.readAt])).toEqual([
      ['Product changes to review: Shea butter', null],
    ]);
  });

  it("tells verification staff when a verified vendor's details change waits, and not catalogue staff", async () => {
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/${vendor.id}`,
      headers: as(vendor.token),
      payload: { firstName: 'Ama', lastName: 'Mensah', email: vendor.email, displayName: 'Adinkra Prints & Co' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const waiting = await noticesAt(verification, WORK_QUEUE_PATHS.vendorChanges);
    expect(waiting.map((notice) => notice.title)).toEqual(['Vendor details to review: Adinkra Prints']);
    expect(await noticesAt(catalogue, WORK_QUEUE_PATHS.vendorChanges)).toEqual([]);
  });
});
