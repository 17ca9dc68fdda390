import { randomUUID } from 'node:crypto';
import type { CreatePayoutRequest, OrderDto, OrderRequest, SaleStatus } from '@soko/shared';
import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { auditLog, mailOutbox, payoutLines, payouts } from '../db/schema/index.ts';
import type { TestContext } from './app.ts';
import { placeOrder, setSaleStatus } from './orders.ts';

export interface PlacedSale {
  saleId: string;
  orderNumber: number;
}

/** Places a storefront order of one product and answers the sale of `vendorId` in it. */
export async function placeSale(
  ctx: TestContext,
  vendorId: string,
  productId: string,
  options: { qty?: number; customer?: Partial<OrderRequest> } = {},
): Promise<PlacedSale> {
  const placed = await placeOrder(ctx, [{ productId, qty: options.qty ?? 1 }], { customer: options.customer ?? {} });
  if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.body}`);
  const order = placed.json() as OrderDto;
  const sale = order.sales.find((candidate) => candidate.vendorId._id === vendorId);
  if (!sale) throw new Error('the order has no sale of this vendor');
  return { saleId: sale._id, orderNumber: order.number };
}

/** Moves a sale to `status` as its vendor (or staff), failing loudly when the workflow refuses. */
export async function moveSale(ctx: TestContext, token: string, saleId: string, status: SaleStatus): Promise<void> {
  const moved = await setSaleStatus(ctx, token, saleId, status, status === 'Shipped' ? 'AP123456' : undefined);
  if (moved.statusCode !== 200) throw new Error(`status ${status} failed: ${moved.body}`);
}

/** A sale of one product, placed and Delivered: ready to be paid out. */
export async function deliveredSale(
  ctx: TestContext,
  vendor: { id: string; token: string },
  productId: string,
  options: { qty?: number; customer?: Partial<OrderRequest> } = {},
): Promise<PlacedSale> {
  const sale = await placeSale(ctx, vendor.id, productId, options);
  await moveSale(ctx, vendor.token, sale.saleId, 'Shipped');
  await moveSale(ctx, vendor.token, sale.saleId, 'Delivered');
  return sale;
}

/** `POST /api/transfer/{vendorId}` with a fresh Idempotency-Key unless one is given (null: none). */
export function postPayout(
  ctx: TestContext,
  token: string,
  vendorId: string,
  body: CreatePayoutRequest,
  key: string | null = randomUUID(),
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/transfer/${vendorId}`,
    headers: { 'x-auth-token': token, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
}

/** Row counts of everything creating a payout writes, to show that a refused one wrote nothing. */
export async function payoutTables(ctx: TestContext) {
  const { db } = ctx.database;
  const rows = async (table: typeof payouts | typeof payoutLines | typeof mailOutbox | typeof auditLog) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    payouts: await rows(payouts),
    lines: await rows(payoutLines),
    outbox: await rows(mailOutbox),
    audit: await rows(auditLog),
  };
}
