import { randomUUID } from 'node:crypto';
import {
  type MarketplaceScheduleResponse,
  marketplaceToday,
  nextPayDay,
  PAYOUT_SCHEDULE_TEXT,
  type PayoutForecast,
  type StatementDto,
  type VendorScheduleResponse,
  weekdayOf,
} from '@soko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutSchedules } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import {
  adminToken,
  auditCount,
  createStaff,
  type OnboardedVendor,
  onboardVendor,
  type StaffAccount,
} from '../../test/fixtures.ts';
import { createLiveProduct } from '../../test/orders.ts';
import { deliveredSale, moveSale, placeSale, postPayout } from '../../test/payouts.ts';

let ctx: TestContext;
let admin: string;
let finance: StaffAccount;
let support: StaffAccount;
let vendor: OnboardedVendor;
let other: OnboardedVendor;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  finance = await createStaff(ctx, 'finance');
  support = await createStaff(ctx, 'support');
  vendor = await onboardVendor(ctx, { displayName: 'Forecast Crafts' });
  other = await onboardVendor(ctx, { displayName: 'Other Crafts' });
});
afterAll(async () => {
  await ctx?.close();
});

const send = (token: string, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { 'x-auth-token': token }, ...(payload ? { payload } : {}) });

async function forecastOf(token: string, vendorId?: string): Promise<PayoutForecast> {
  const response = await send(token, 'GET', `/api/payouts/forecast${vendorId ? `?vendorId=${vendorId}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const today = () => marketplaceToday();

describe(`payout schedule and forecast (${testEngine})`, () => {
  it('lets finance set the marketplace schedule, stepped up and audited; support reads; vendors do not', async () => {
    expect((await send(support.token, 'GET', '/api/payout-schedule')).json()).toEqual({ schedule: null });
    expect((await send(vendor.token, 'GET', '/api/payout-schedule')).statusCode).toBe(403);
    const weekly = { interval: 'weekly', weekday: 1, minimum: '50', holdDays: 2 };
    expect((await send(support.token, 'PUT', '/api/payout-schedule', weekly)).statusCode).toBe(403);
    const notSteppedUp = await adminToken(ctx, { steppedUp: false });
    expect((await send(notSteppedUp, 'PUT', '/api/payout-schedule', weekly)).json().stepUpRequired).toBe(true);

    const saved = await send(finance.token, 'PUT', '/api/payout-schedule', weekly);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = nextPayDay({ interval: 'weekly', weekday: 1, dayOfMonth: null }, today());
    expect((saved.json() as MarketplaceScheduleResponse).schedule).toMatchObject({
      interval: 'weekly',
      weekday: 1,
      dayOfMonth: null,
      minimum: 50,
      holdDays: 2,
      nextDate: expected,
    });
    expect(await auditCount(ctx, 'payoutSchedule.update', 'payout-schedule')).toBe(1);
  });

  it('refuses a schedule without its day, or with a hold out of range, and changes nothing', async () => {
    const before = await ctx.database.db.select().from(payoutSchedules);
    const cases: [Record<string, unknown>, string][] = [
      [{ interval: 'weekly', minimum: 0 }, PAYOUT_SCHEDULE_TEXT.weekdayRequired],
      [{ interval: 'fortnightly', weekday: 8, minimum: 0 }, PAYOUT_SCHEDULE_TEXT.weekdayRequired],
      [{ interval: 'monthly', dayOfMonth: 29, minimum: 0 }, PAYOUT_SCHEDULE_TEXT.dayOfMonthRequired],
      [{ interval: 'monthly', dayOfMonth: 1, minimum: 0, holdDays: 61 }, PAYOUT_SCHEDULE_TEXT.holdDaysInvalid],
      [{ interval: 'manual', minimum: 0 }, 'Choose weekly, fortnightly or monthly'],
    ];
    for (const [body, message] of cases) {
      const response = await send(finance.token, 'PUT', '/api/payout-schedule', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[0].msg).toBe(message);
    }
    expect(await ctx.database.db.select().from(payoutSchedules)).toEqual(before);
  });

  it('forecasts the payable sales less deductions, equal to the statement’s awaiting payout, and says when it is below the minimum', async () => {
    // The marketplace pays monthly; this vendor weekly on today's weekday: the pay day is today.
    await send(finance.token, 'PUT', '/api/payout-schedule', { interval: 'monthly', dayOfMonth: 15, minimum: '0' });
    const todays = { interval: 'weekly', weekday: weekdayOf(today()) };
    await send(finance.token, 'PUT', `/api/vendor/${vendor.id}/payout-schedule`, { ...todays, minimum: '1000' });
    const bowl = await createLiveProduct(ctx, vendor, { name: 'Bowl', price: 30, deliveryPrice: 5, stock: 50 });
    const first = await deliveredSale(ctx, vendor, bowl._id);
    const second = await deliveredSale(ctx, vendor, bowl._id, { qty: 2 });
    const shipped = await placeSale(ctx, vendor.id, bowl._id);
    await moveSale(ctx, vendor.token, shipped.saleId, 'Shipped');
    // A refund after a payout is deducted from the next one.
    const paid = await deliveredSale(ctx, vendor, bowl._id);
    expect((await postPayout(ctx, admin, vendor.id, { sales: [paid.saleId] })).statusCode).toBe(201);
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/sale/${paid.saleId}/refund`,
      headers: { 'x-auth-token': admin, 'idempotency-key': randomUUID() },
      payload: { amount: 10, reason: 'other' },
    });
    expect(refund.statusCode, refund.body).toBe(201);

    const forecast = await forecastOf(vendor.token);
    const statement = (await send(vendor.token, 'GET', '/api/transfer/statement')).json() as StatementDto;
    expect(forecast.nextDate).toBe(today());
    expect(forecast.sales.count).toBe(2);
    const nets = await Promise.all(
      [first, second].map(
        async (sale) => (await send(vendor.token, 'GET', `/api/sale/${sale.saleId}`)).json().net as number,
      ),
    );
    expect(Math.round(forecast.sales.net * 100)).toBe(nets.reduce((sum, net) => sum + Math.round(net * 100), 0));
    expect(forecast.deductions.count).toBe(1);
    expect(forecast.amount).toBe(statement.totals.awaitingPayoutNet);
    expect(Math.round(forecast.amount * 100)).toBe(
      Math.round(forecast.sales.net * 100) + Math.round(forecast.deductions.net * 100),
    );
    expect(forecast.belowMinimum).toBe(true);
    expect(forecast.minimum).toBe(1000);
    // Staff read any vendor's; another vendor reads none but their own.
    expect(await forecastOf(support.token, vendor.id)).toEqual(forecast);
    expect((await send(other.token, 'GET', `/api/payouts/forecast?vendorId=${vendor.id}`)).statusCode).toBe(403);
    expect((await forecastOf(other.token)).sales.count).toBe(0);

    // Held 3 days after delivery, today's deliveries wait for a later pay day.
    await send(finance.token, 'PUT', `/api/vendor/${vendor.id}/payout-schedule`, {
      ...todays,
      minimum: '0',
      holdDays: 3,
    });
    const held = await forecastOf(vendor.token);
    expect([held.nextDate, held.sales.count, held.holdDays, held.belowMinimum]).toEqual([today(), 0, 3, true]);
  });

  it('puts a vendor on manual payouts or back on the marketplace’s schedule, audited', async () => {
    const manual = await send(finance.token, 'PUT', `/api/vendor/${other.id}/payout-schedule`, { interval: 'manual' });
    expect(manual.statusCode, manual.body).toBe(200);
    expect((manual.json() as VendorScheduleResponse).applies).toBeNull();
    expect((await forecastOf(other.token)).nextDate).toBeNull();
    const back = await send(finance.token, 'PUT', `/api/vendor/${other.id}/payout-schedule`, {
      interval: 'marketplace',
    });
    const response = back.json() as VendorScheduleResponse;
    expect(response.own).toBeNull();
    expect(response.applies?.interval).toBe('monthly');
    expect(await auditCount(ctx, 'payoutSchedule.vendor', other.id)).toBe(2);
    expect(
      (await send(finance.token, 'PUT', `/api/vendor/${finance.id}/payout-schedule`, { interval: 'manual' }))
        .statusCode,
    ).toBe(404);
  });
});
