import { DASHBOARD_CHART_DAYS, type DashboardDto, marketplaceToday, type OrderDto, type SaleDto } from '@soko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder, setSaleStatus } from '../../test/orders.ts';

let ctx: TestContext;
let admin: string;
let vendor: OnboardedVendor;
let other: OnboardedVendor;

const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  vendor = await onboardVendor(ctx, { displayName: 'Kente House' });
  other = await onboardVendor(ctx, { displayName: 'Spice Route' });
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
const dashboardOf = async (token: string): Promise<DashboardDto> => {
  const response = await get('/api/dashboard', token);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const cents = (dollars: number) => Math.round(dollars * 100);

async function saleId(productId: string, qty: number): Promise<string> {
  const response = await placeOrder(ctx, [{ productId, qty }]);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().sales[0]._id;
}

/** The marketplace day `daysAgo` before today, YYYY-MM-DD. */
const dayBefore = (daysAgo: number) => marketplaceToday(new Date(Date.now() - daysAgo * DAY_MS));

describe(`the dashboard (${testEngine})`, () => {
  let longAgo: string;
  let threeDaysAgo: string;

  it('has 30 empty days and no figures for a new vendor', async () => {
    const board = await dashboardOf(vendor.token);
    expect(board).toMatchObject({ earnings: 0, netWorth: 0, unreadMessages: 0, products: [], latestOrders: [] });
    expect(board.chart).toHaveLength(DASHBOARD_CHART_DAYS);
    expect(board.chart.every((point) => point.sales === 0 && point.amount === 0 && point.earnings === 0)).toBe(true);
    expect(board.chart.at(-1)?.date).toBe(marketplaceToday());
    expect(board.chart[0]?.date).toBe(dayBefore(29));
  });

  it('answers every figure in one request, matching the single calls', async () => {
    const products = [];
    for (let n = 1; n <= 6; n++) {
      products.push(
        await createLiveProduct(ctx, vendor, {
          name: `Product ${n}`,
          price: 10 * n,
          stock: 20,
          deliveryPrice: 5,
          salesPercentage: n === 6 ? 20 : 0,
        }),
      );
    }
    const [p1, p2, p3, , , p6] = products;
    if (!p1 || !p2 || !p3 || !p6) throw new Error('no products');
    const spice = await createLiveProduct(ctx, other, { name: 'Pepper', price: 4, stock: 20, shipping: 1 });
    await saleId(p1._id, 1);
    await saleId(p2._id, 2);
    const cancelled = await saleId(p3._id, 1);
    threeDaysAgo = await saleId(p6._id, 1);
    longAgo = await saleId(p1._id, 3);
    for (let n = 0; n < 3; n++) await saleId(p2._id, 1);
    await saleId(spice._id, 5);
    // The newest order has goods of both vendors: two sales, one order.
    const mixed = await placeOrder(ctx, [
      { productId: p2._id, qty: 1 },
      { productId: spice._id, qty: 1 },
    ]);
    if (mixed.statusCode !== 201) throw new Error(`order failed: ${mixed.body}`);
    await setSaleStatus(ctx, vendor.token, cancelled, 'Cancel');
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/sale/${longAgo}/refund`,
      headers: { 'x-auth-token': vendor.token, 'idempotency-key': 'dashboard-refund-1' },
      payload: { amount: 4.5, reason: 'faulty' },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const { db } = ctx.database;
    await db
      .update(sales)
      .set({ createdAt: new Date(Date.now() - 3 * DAY_MS) })
      .where(eq(sales.id, threeDaysAgo));
    await db
      .update(sales)
      .set({ createdAt: new Date(Date.now() - 40 * DAY_MS) })
      .where(eq(sales.id, longAgo));

    const board = await dashboardOf(vendor.token);
    expect(board.earnings).toEqual((await get('/api/sale/earnings', vendor.token)).json().total);
    // Refunded means one thing everywhere: what went back to buyers on sales not cancelled, as the
    // statement of the same period (here all time) says; the cancelled sale's full refund is not in it.
    expect(board.refunded).toBe(4.5);
    expect(board.refunded).toBe((await get('/api/transfer/statement', vendor.token)).json().totals.refunded);
    expect(board.netWorth).toEqual((await get('/api/product/netWorth', vendor.token)).json().total);
    expect(board.unreadMessages).toBe((await get('/api/message/unread-count', vendor.token)).json().unread);

    expect(board.products.map((product) => product.name)).toEqual([
      'Product 6',
      'Product 5',
      'Product 4',
      'Product 3',
      'Product 2',
    ]);
    expect(board.products[0]).toEqual({
      _id: p6._id,
      name: 'Product 6',
      stock: 19,
      approved: true,
      price: 60,
      sales: true,
      salesPrice: 48,
    });

    const mySales: SaleDto[] = (await get('/api/sale/mySales?limit=100', vendor.token)).json().items;
    expect(board.latestOrders).toEqual(
      mySales.slice(0, 5).map((sale) => ({
        _id: sale._id,
        href: `/sale/${sale._id}`,
        number: sale.order_id.number,
        total: sale.subtotal,
        payment_method: 'Card',
        status: sale.status,
        createdAt: sale.createdAt,
      })),
    );
    expect(board.latestOrders.map((sale) => sale._id)).not.toContain(longAgo);
    // The newest: one of Product 2 at $20 and its shipping, what the buyer paid for it.
    expect(board.latestOrders[0]?.total).toBe(25);

    expect(board.chart).toHaveLength(DASHBOARD_CHART_DAYS);
    expect(board.chart.map((point) => point.date)).toEqual(
      Array.from({ length: DASHBOARD_CHART_DAYS }, (_, n) => dayBefore(DASHBOARD_CHART_DAYS - 1 - n)),
    );
    // The chart counts the sales of its 30 days that are not cancelled, as the list reports them.
    const counted = mySales.filter((sale) => sale.status !== 'Cancel' && sale._id !== longAgo);
    const today = board.chart.at(-1);
    const todays = counted.filter((sale) => sale._id !== threeDaysAgo);
    expect(today).toEqual({
      date: marketplaceToday(),
      sales: todays.length,
      amount: todays.reduce((sum, sale) => sum + cents(sale.subtotal), 0) / 100,
      earnings: todays.reduce((sum, sale) => sum + cents(sale.net), 0) / 100,
    });
    const sixSale = mySales.find((sale) => sale._id === threeDaysAgo);
    expect(board.chart.at(-4)).toEqual({
      date: dayBefore(3),
      sales: 1,
      amount: sixSale?.subtotal,
      earnings: sixSale?.net,
    });
    const chartSales = board.chart.reduce((sum, point) => sum + point.sales, 0);
    expect(chartSales).toBe(counted.length);
  });

  it('shows the super admin the marketplace: every product and sale, fees as earnings', async () => {
    const board = await dashboardOf(admin);
    expect(board.earnings).toEqual((await get('/api/sale/earnings', admin)).json().total);
    expect(board.netWorth).toEqual((await get('/api/product/netWorth', admin)).json().total);
    expect(board.products).toHaveLength(5);
    expect(board.products[0]?.name).toBe('Pepper');
    // Orders, not sales: an order of two vendors' goods is one row, with the order's own status.
    const orders: OrderDto[] = (await get('/api/order/list?limit=5', admin)).json().items;
    expect(board.latestOrders).toEqual(
      orders.map((order) => ({
        _id: order._id,
        href: `/order/${order._id}`,
        number: order.number,
        total: order.amount,
        payment_method: order.payment_method,
        status: order.status,
        createdAt: order.createdAt,
      })),
    );
    const numbers = board.latestOrders.map((order) => order.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    const every: SaleDto[] = (await get('/api/sale/list?limit=100', admin)).json().items;
    const todays = every.filter(
      (sale) => sale.status !== 'Cancel' && sale._id !== longAgo && sale._id !== threeDaysAgo,
    );
    const today = board.chart.at(-1);
    expect(today?.sales).toBe(todays.length);
    expect(today?.earnings).toBe(todays.reduce((sum, sale) => sum + cents(sale.fee), 0) / 100);
  });

  it('needs a signed-in user', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });
});
