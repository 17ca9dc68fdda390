import {
  centsToDollars,
  DASHBOARD_CHART_DAYS,
  type DashboardDto,
  type DashboardLatestOrder,
  isStaffRole,
  marketplaceToday,
  PAGE_SIZE,
  salePriceCents,
  type WorkQueueDto,
} from '@soko/shared';
import type { User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { overdueSalesPlacedUpTo } from '../../lib/business-days.ts';
import { identitiesAwaitingReview, vendorChangesAwaitingReview } from '../account/index.ts';
import { casesEscalated } from '../cases/index.ts';
import { countUnread } from '../messages/index.ts';
import { latestOrders } from '../orders/index.ts';
import {
  listProductRows,
  netWorthCents,
  productsAwaitingApproval,
  revisionsAwaitingReview,
} from '../products/index.ts';
import { returnsWaiting } from '../returns/index.ts';
import { countNotProcessed, earningsOf, latestSales, salesChart, saleTotals, vendorsOwed } from '../sales/index.ts';
import { vendorsOverLimit } from '../standards/index.ts';

/**
 * A vendor's latest sales, or the marketplace's latest orders for the super admin (each order once),
 * each with what the buyer paid for it: goods and shipping.
 */
async function latestRows(deps: Pick<AppDeps, 'db'>, vendorId: string | undefined): Promise<DashboardLatestOrder[]> {
  if (vendorId === undefined) {
    return (await latestOrders(deps, PAGE_SIZE.dashboard)).map((order) => ({
      _id: order._id,
      href: `/order/${order._id}`,
      number: order.number,
      total: order.amount,
      payment_method: order.payment_method,
      status: order.status,
      createdAt: order.createdAt,
    }));
  }
  return (await latestSales(deps.db, vendorId, PAGE_SIZE.dashboard)).map((sale) => ({
    _id: sale.id,
    href: `/sale/${sale.id}`,
    number: sale.number,
    total: centsToDollars(sale.priceCents + sale.shippingCents),
    payment_method: sale.paymentMethod,
    status: sale.status,
    createdAt: sale.createdAt.toISOString(),
  }));
}

/**
 * `GET /api/dashboard`: every figure of the dashboard in one request. A vendor sees their own
 * business; the super admin sees the marketplace's (every product and sale, earnings = fees).
 */
export async function dashboard(deps: Pick<AppDeps, 'db'>, user: User): Promise<DashboardDto> {
  const { db } = deps;
  const scope = isStaffRole(user.role) ? undefined : user.id;
  const [figures, returns, netWorth, unreadMessages, products, latest, chart] = await Promise.all([
    // Earnings and refunded as the statement counts it: on sales not cancelled (a cancelled sale's refund undoes a sale never counted).
    saleTotals(db, { vendorId: scope, excludeCancelled: true }),
    returnsWaiting(db, scope),
    netWorthCents(db, scope),
    countUnread(db, user.id),
    listProductRows(db, { vendorId: scope }, 'newest', { page: 1 }, PAGE_SIZE.dashboard),
    latestRows(deps, scope),
    salesChart(db, scope, DASHBOARD_CHART_DAYS),
  ]);
  return {
    earnings: centsToDollars(earningsOf(figures, scope)),
    refunded: centsToDollars(figures.refundedCents),
    returnsWaiting: returns,
    netWorth: centsToDollars(netWorth),
    unreadMessages,
    products: products.rows.map((product) => ({
      _id: product.id,
      name: product.name,
      stock: product.stock,
      approved: product.approval === 'approved',
      price: centsToDollars(product.priceCents),
      sales: product.salesPercentage > 0,
      salesPrice: centsToDollars(salePriceCents(product.priceCents, product.salesPercentage)),
    })),
    latestOrders: latest,
    chart: chart.map((day) => ({
      date: day.day,
      sales: day.sales,
      amount: centsToDollars(day.amountCents),
      earnings: centsToDollars(day.earningsCents),
    })),
  };
}

/**
 * `GET /api/dashboard/work`: what waits for staff, each count read from an index or the kept
 * figures, so it costs the same however big the marketplace grows.
 */
export async function workQueue(deps: Pick<AppDeps, 'db'>, now: Date = new Date()): Promise<WorkQueueDto> {
  const placedUpTo = overdueSalesPlacedUpTo(marketplaceToday(now));
  const [
    documentsWaiting,
    vendorChangesWaiting,
    productsWaiting,
    revisionsWaiting,
    overdue,
    owed,
    returns,
    cases,
    overLimit,
  ] = await Promise.all([
    identitiesAwaitingReview(deps),
    vendorChangesAwaitingReview(deps),
    productsAwaitingApproval(deps),
    revisionsAwaitingReview(deps),
    countNotProcessed(deps.db, placedUpTo),
    vendorsOwed(deps.db),
    returnsWaiting(deps.db, undefined),
    casesEscalated(deps),
    vendorsOverLimit(deps),
  ]);
  return {
    documentsWaiting,
    vendorChangesWaiting,
    productsWaiting,
    revisionsWaiting,
    overdueSales: { count: overdue, placedUpTo },
    vendorsOwed: { vendors: owed.vendors, net: centsToDollars(owed.netCents) },
    returnsWaiting: returns,
    casesEscalated: cases,
    vendorsOverLimit: overLimit,
  };
}
