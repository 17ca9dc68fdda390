import { createHash } from 'node:crypto';
import {
  centsToDollars,
  formatCents,
  ORDER_AMOUNT_CENTS_MAX,
  type OrderDto,
  type OrderProductDto,
  type orderRequestSchema,
  orderStatusOf,
  type Paginated,
  priceAtCents,
  SALES_TEXT,
  trackingUrlOf,
} from '@soko/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Order } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { boundedCount, pageAndTotal, pagePosition } from '../../lib/pagination.ts';
import { feesFor } from '../commissions/index.ts';
import { deliveryAddressLines, issueBuyerInvoice } from '../invoices/index.ts';
import { type NoticeDelivery, notifyIn, publishNotices } from '../notifications/index.ts';
import { takeStock } from '../products/index.ts';
import {
  newSaleMail,
  type PlacedSale,
  recordPlacedSales,
  salesWithItemsOfOrders,
  toAddressDto,
  toSaleItemDto,
} from '../sales/index.ts';
import { rateBookFor } from '../shipping-rates/index.ts';
import { assertShippable, lineName, type OrderLine, salesOf, type VendorSale } from './orders.pricing.ts';
import {
  countOrders,
  findOrder,
  findOrderByKey,
  firstThumbnails,
  insertOrder,
  listOrderRows,
  matchingOrdersSql,
  ORDER_KEYSET,
  ORDER_SORT,
  type OrderableProduct,
  type OrderFilter,
  orderableProducts,
  variantsOfProducts,
} from './orders.repo.ts';

export type OrderRequestBody = z.output<typeof orderRequestSchema>;

/** Stable JSON: keys sorted at every level, so the same request always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The parsed body (defaults filled in, text trimmed), so equivalent requests match. */
export const requestHashOf = (body: OrderRequestBody) => createHash('sha256').update(canonicalJson(body)).digest('hex');

const isLive = (product: OrderableProduct) =>
  product.status === 'active' && product.approval === 'approved' && product.vendor.active;

/** Reads and checks every line; refuses the whole order at the first line that cannot be sold. */
async function orderLines(db: Db, items: OrderRequestBody['items'], pricedAt: Date): Promise<OrderLine[]> {
  const productIds = [...new Set(items.map((item) => item.productId))];
  // One after the other: inside a transaction the three queries share one connection.
  const productsById = await orderableProducts(db, productIds);
  const variantsByProduct = await variantsOfProducts(db, productIds);
  const thumbnails = await firstThumbnails(db, productIds);
  const lines = new Map<string, OrderLine>();
  for (const [index, item] of items.entries()) {
    const product = productsById.get(item.productId);
    if (!product) throw badRequest(SALES_TEXT.unknownProduct, `items.${index}.productId`);
    const variants = variantsByProduct.get(product.id) ?? [];
    const variant = item.variantId ? variants.find((candidate) => candidate.id === item.variantId) : undefined;
    if (item.variantId && !variant)
      throw badRequest(SALES_TEXT.unknownVariant(product.name), `items.${index}.variantId`);
    if (!variant && variants.length > 0) {
      throw badRequest(SALES_TEXT.variantRequired(product.name), `items.${index}.variantId`);
    }
    const key = `${product.id}:${variant?.id ?? ''}`;
    const existing = lines.get(key);
    if (existing) {
      existing.qty += item.qty;
      continue;
    }
    lines.set(key, {
      index,
      product,
      variant,
      qty: item.qty,
      // A scheduled sale holds from its start to its end: priced at the instant the order is placed.
      unitPriceCents: priceAtCents(variant?.priceCents ?? product.priceCents, product, pricedAt),
      imageFile: thumbnails.get(product.id) ?? null,
    });
  }
  const ordered = [...lines.values()];
  for (const line of ordered) {
    if (!isLive(line.product)) throw conflict(SALES_TEXT.notAvailable(lineName(line)));
  }
  // Stock as read now; the conditional updates below are what guarantees it under concurrency.
  const perProduct = new Map<string, number>();
  for (const line of ordered) {
    perProduct.set(line.product.id, (perProduct.get(line.product.id) ?? 0) + line.qty);
    if (line.variant && line.variant.stock < line.qty) {
      throw conflict(SALES_TEXT.outOfStock(lineName(line), line.variant.stock));
    }
  }
  for (const line of ordered) {
    const wanted = perProduct.get(line.product.id) ?? 0;
    if (line.product.stock < wanted) throw conflict(SALES_TEXT.outOfStock(line.product.name, line.product.stock));
  }
  return ordered;
}

/** The whole order in one transaction: a refusal leaves stock, orders, sales and the outbox as they were. */
async function createOrder(
  deps: Pick<AppDeps, 'db' | 'mail' | 'config' | 'clock'>,
  key: string,
  hash: string,
  body: OrderRequestBody,
): Promise<{ orderId: string; deliveries: NoticeDelivery[] }> {
  return deps.db.transaction(async (tx) => {
    const lines = await orderLines(tx, body.items, deps.clock.now());
    const rateOf = await rateBookFor(tx, [...new Set(lines.map((line) => line.product.vendorId))]);
    assertShippable(lines, rateOf);
    const fees = await feesFor(
      { db: tx, clock: deps.clock },
      lines.map((line) => ({ vendorId: line.product.vendorId, categoryIds: line.product.categoryIds })),
    );
    const vendorSales = salesOf(lines, fees, deps.config.marketplace.gstRegistered, rateOf);
    const subtotalCents = vendorSales.reduce((sum, sale) => sum + sale.priceCents, 0);
    const shippingCents = vendorSales.reduce((sum, sale) => sum + sale.shippingCents, 0);
    if (subtotalCents + shippingCents > ORDER_AMOUNT_CENTS_MAX) throw badRequest(SALES_TEXT.orderTooLarge, 'items');
    // The key is claimed before any stock is touched: a concurrent request with the same key
    // waits here and then fails on the unique index, without having taken anything.
    const order = await insertOrder(tx, {
      idempotencyKey: key,
      requestHash: hash,
      customerName: body.customer_name,
      customerEmail: body.customer_email,
      customerPhone: body.customer_phone,
      transactionId: body.transaction_id,
      paymentMethod: body.payment_method,
      deliveryAddress: body.delivery_address,
      subtotalCents,
      shippingCents,
      amountCents: subtotalCents + shippingCents,
    });
    const stockNotices = await takeStock(
      deps,
      tx,
      lines.map((line) => ({
        productId: line.product.id,
        productName: line.product.name,
        vendorId: line.product.vendorId,
        variantId: line.variant?.id,
        variantSize: line.variant?.size,
        qty: line.qty,
      })),
    );
    const itemsOfSale = (sale: VendorSale) =>
      sale.lines.map((line, position) => ({
        saleId: sale.id,
        productId: line.product.id,
        variantId: line.variant?.id ?? null,
        variantLabel: line.variant?.size ?? '',
        name: line.product.name,
        imageFile: line.imageFile,
        qty: line.qty,
        priceCents: line.unitPriceCents,
        gstFree: line.product.gstFree,
        position,
        shippingShareCents: line.shippingShareCents,
        feeCents: line.feeCents,
        feeRuleId: line.fee.ruleId,
        feePercentBasisPoints: line.fee.terms.percentBasisPoints,
        feeFixedCents: line.fee.terms.fixedCents,
        feeMinCents: line.fee.terms.minCents,
        feeMaxCents: line.fee.terms.maxCents,
      }));
    await recordPlacedSales(
      tx,
      vendorSales.map(
        (sale): PlacedSale => ({
          id: sale.id,
          orderId: order.id,
          vendorId: sale.vendorId,
          priceCents: sale.priceCents,
          shippingCents: sale.shippingCents,
          feeCents: sale.feeCents,
          feeGstCents: sale.feeGstCents,
          netCents: sale.netCents,
        }),
      ),
      vendorSales.flatMap(itemsOfSale),
    );
    // Each vendor's invoice to the buyer is issued with the sale, on the details in force today.
    for (const sale of vendorSales) {
      await issueBuyerInvoice(
        { db: tx },
        {
          saleId: sale.id,
          vendorId: sale.vendorId,
          orderNumber: order.number,
          saleCreatedAt: order.createdAt,
          customerName: order.customerName,
          deliveryAddress: deliveryAddressLines(order.deliveryAddress),
          items: itemsOfSale(sale),
          shippingCents: sale.shippingCents,
        },
      );
    }
    const deliveries: NoticeDelivery[] = [...stockNotices];
    for (const sale of vendorSales) {
      const items = itemsOfSale(sale);
      const itemCount = items.reduce((sum, item) => sum + item.qty, 0);
      deliveries.push(
        await notifyIn(deps, tx, {
          kind: 'sale.new',
          to: { vendorId: sale.vendorId },
          title: `New sale: order #${order.number}`,
          body: `${itemCount} ${itemCount === 1 ? 'item' : 'items'}, ${formatCents(sale.priceCents + sale.shippingCents)} for ${order.customerName}`,
          link: `/sale/${sale.id}`,
          email: (recipient) => ({
            to: recipient.email,
            template: 'newSale',
            data: newSaleMail({
              vendorFirstName: recipient.firstName,
              saleId: sale.id,
              orderNumber: order.number,
              customerName: order.customerName,
              deliveryAddress: order.deliveryAddress,
              items,
              priceCents: sale.priceCents,
              shippingCents: sale.shippingCents,
              feeCents: sale.feeCents,
              netCents: sale.netCents,
            }),
          }),
        }),
      );
    }
    return { orderId: order.id, deliveries };
  });
}

async function replay(
  deps: Pick<AppDeps, 'db'>,
  order: Order,
  hash: string,
): Promise<{ order: OrderDto; created: false }> {
  if (order.requestHash !== hash) throw unprocessable(SALES_TEXT.idempotencyKeyReused);
  return { order: await orderDto(deps.db, order.id), created: false };
}

/**
 * `POST /api/order` from the storefront. The Idempotency-Key makes a retry safe: the same key with
 * the same body answers the order already made and creates nothing; with another body it is refused.
 */
export async function placeOrder(
  deps: Pick<AppDeps, 'db' | 'mail' | 'config' | 'notices' | 'log' | 'clock'>,
  key: string,
  body: OrderRequestBody,
): Promise<{ order: OrderDto; created: boolean }> {
  const { db } = deps;
  const hash = requestHashOf(body);
  const existing = await findOrderByKey(db, key);
  if (existing) return replay(deps, existing, hash);
  try {
    const { orderId, deliveries } = await createOrder(deps, key, hash, body);
    await publishNotices(deps, ...deliveries);
    return { order: await orderDto(db, orderId), created: true };
  } catch (error) {
    // Two requests with one key at once: the second loses the race on the unique key.
    if (!isUniqueViolation(error)) throw error;
    const raced = await findOrderByKey(db, key);
    if (!raced) throw error;
    return replay(deps, raced, hash);
  }
}

/** The DTOs of some orders with their sales and lines: one statement, whatever the page size. */
async function orderDtos(db: Db, rows: Order[]): Promise<OrderDto[]> {
  const saleRows = await salesWithItemsOfOrders(
    db,
    rows.map((row) => row.id),
  );
  const salesByOrder = new Map<string, typeof saleRows>(rows.map((row) => [row.id, []]));
  for (const sale of saleRows) salesByOrder.get(sale.orderId)?.push(sale);
  return rows.map((order) => {
    const orderSales = salesByOrder.get(order.id) ?? [];
    const products: OrderProductDto[] = orderSales.flatMap((sale) =>
      sale.items.map((item) => ({
        ...toSaleItemDto(item),
        vendor: { _id: sale.vendor.id, displayName: sale.vendor.displayName },
      })),
    );
    return {
      _id: order.id,
      number: order.number,
      customer_name: order.customerName,
      customer_email: order.customerEmail,
      customer_phone: order.customerPhone,
      transaction_id: order.transactionId,
      payment_method: order.paymentMethod,
      delivery_address: toAddressDto(order.deliveryAddress),
      products,
      status: orderStatusOf(orderSales.map((sale) => sale.status)),
      shippingFee: centsToDollars(order.shippingCents),
      subtotal: centsToDollars(order.subtotalCents),
      amount: centsToDollars(order.amountCents),
      refunded: centsToDollars(
        orderSales.reduce((sum, sale) => sum + sale.refundedCents + sale.refundedShippingCents, 0),
      ),
      sales: orderSales.map((sale) => ({
        _id: sale.id,
        vendorId: { _id: sale.vendor.id, displayName: sale.vendor.displayName },
        status: sale.status,
        tracking_number: sale.trackingNumber,
        trackingUrl: trackingUrlOf(sale.carrier, sale.trackingNumber),
        price: centsToDollars(sale.priceCents),
        shippingFee: centsToDollars(sale.shippingCents),
        subtotal: centsToDollars(sale.priceCents + sale.shippingCents),
        refunded: centsToDollars(sale.refundedCents + sale.refundedShippingCents),
      })),
      createdAt: order.createdAt.toISOString(),
    };
  });
}

async function orderDto(db: Db, id: string): Promise<OrderDto> {
  const order = await findOrder(db, id);
  if (!order) throw notFound('Order');
  const [dto] = await orderDtos(db, [order]);
  if (!dto) throw notFound('Order');
  return dto;
}

export interface OrderListQuery extends OrderFilter {
  page: number;
  limit: number;
  cursor?: string | undefined;
}

/** `GET /api/order/list` (super admin), newest first. */
export async function listOrders(deps: Pick<AppDeps, 'db'>, query: OrderListQuery): Promise<Paginated<OrderDto>> {
  const { db } = deps;
  const position = pagePosition(query, ORDER_SORT, ORDER_KEYSET, Boolean(query.q));
  const [{ rows, nextCursor }, counted] = await pageAndTotal(
    position,
    Boolean(query.q),
    () => listOrderRows(db, query, position, query.limit),
    () =>
      query.q
        ? boundedCount(db, matchingOrdersSql(db, query), true)
        : countOrders(db, query.from, query.to).then((total) => ({ total, totalCapped: false })),
  );
  return {
    items: await orderDtos(db, rows),
    total: counted.total,
    totalCapped: counted.totalCapped,
    page: query.page,
    limit: query.limit,
    nextCursor,
  };
}

/** The newest orders, whole (one row per order however many vendors it has), for the admin dashboard. */
export async function latestOrders(deps: Pick<AppDeps, 'db'>, limit: number): Promise<OrderDto[]> {
  const { rows } = await listOrderRows(deps.db, {}, { page: 1 }, limit);
  return orderDtos(deps.db, rows);
}

export async function getOrder(deps: Pick<AppDeps, 'db'>, id: string): Promise<OrderDto> {
  return orderDto(deps.db, id);
}
