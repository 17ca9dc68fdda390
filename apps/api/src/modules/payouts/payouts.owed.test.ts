import type { OwedVendorsDto, WorkQueueDto } from '@soko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct } from '../../test/orders.ts';
import { deliveredSale, postPayout } from '../../test/payouts.ts';

/** The "vendors owed" picker: each vendor owed with the amount, as the work queue counts them. */
let ctx: TestContext;
let admin: string;
let kente: OnboardedVendor;
let spice: OnboardedVendor;

const get = (url: string, token = admin) => ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });

async function owed(): Promise<OwedVendorsDto> {
  const response = await get('/api/transfer/owed');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  kente = await onboardVendor(ctx, { displayName: 'Kente Owed' });
  spice = await onboardVendor(ctx, { displayName: 'Spice Owed' });
});

afterAll(async () => {
  await ctx?.close();
});

describe(`vendors owed (${testEngine})`, () => {
  it('names each vendor owed with the amount, biggest first, the amounts adding up to the work queue', async () => {
    expect((await owed()).items).toEqual([]);
    const scarf = await createLiveProduct(ctx, kente, { name: 'Scarf', price: 20, deliveryPrice: 2, stock: 50 });
    const jar = await createLiveProduct(ctx, spice, { name: 'Jar', price: 10, deliveryPrice: 2, stock: 50 });
    // Kente is owed two delivered sales ($22.00 -> fee 69c, net $21.31 each), Spice one smaller sale.
    await deliveredSale(ctx, kente, scarf._id);
    await deliveredSale(ctx, kente, scarf._id);
    const jarSale = await deliveredSale(ctx, spice, jar._id);

    const list = await owed();
    expect(list.items.map((item) => item.displayName)).toEqual(['Kente Owed', 'Spice Owed']);
    expect(list.items[0]).toEqual({ _id: kente.id, displayName: 'Kente Owed', active: true, net: 42.62 });
    const queue: WorkQueueDto = (await get('/api/dashboard/work')).json();
    expect(queue.vendorsOwed.vendors).toBe(2);
    const sumCents = list.items.reduce((sum, item) => sum + Math.round(item.net * 100), 0);
    expect(sumCents).toBe(Math.round(queue.vendorsOwed.net * 100));

    // Paid out, Spice is owed nothing and leaves the list.
    expect((await postPayout(ctx, admin, spice.id, { sales: [jarSale.saleId] })).statusCode).toBe(201);
    expect((await owed()).items.map((item) => item._id)).toEqual([kente.id]);
  });

  it('is for staff who make payouts: a vendor is refused', async () => {
    expect((await get('/api/transfer/owed', kente.token)).statusCode).toBe(403);
  });
});
