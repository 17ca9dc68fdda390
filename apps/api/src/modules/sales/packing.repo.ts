import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  type DeliveryAddress,
  orders,
  products,
  productVariants,
  saleItems,
  sales,
} from '../../db/schema/index.ts';

/** What a packing slip says of a sale, its buyer and its store. */
export interface PackingSaleRow {
  id: string;
  orderNumber: number;
  createdAt: Date;
  priceCents: number;
  shippingCents: number;
  customerName: string;
  deliveryAddress: DeliveryAddress;
  store: { name: string; address: string; suburb: string; state: string; postcode: string; country: string };
}

/** A line of a sale with the SKU it is picked by: the variant's, else the product's, as they stand now. */
export interface PackingItemRow {
  saleId: string;
  /** Null once the product was deleted. */
  productId: string | null;
  variantId: string | null;
  name: string;
  variant: string;
  sku: string;
  qty: number;
  priceCents: number;
}

/**
 * The sales among `ids` the actor may see (one vendor's, or any for staff with `vendorId`
 * undefined), by order number: one query for a whole batch.
 */
export function packingSales(db: Db, ids: string[], vendorId: string | undefined): Promise<PackingSaleRow[]> {
  return db
    .select({
      id: sales.id,
      orderNumber: orders.number,
      createdAt: sales.createdAt,
      priceCents: sales.priceCents,
      shippingCents: sales.shippingCents,
      customerName: orders.customerName,
      deliveryAddress: orders.deliveryAddress,
      store: {
        name: accounts.displayName,
        address: accounts.address,
        suburb: accounts.suburb,
        state: accounts.state,
        postcode: accounts.postcode,
        country: accounts.country,
      },
    })
    .from(sales)
    .innerJoin(orders, eq(orders.id, sales.orderId))
    .innerJoin(accounts, eq(accounts.id, sales.vendorId))
    .where(and(inArray(sales.id, ids), vendorId ? eq(sales.vendorId, vendorId) : undefined))
    .orderBy(asc(orders.number), asc(sales.id));
}

/** The lines of the sales, each sale's in the order they were bought: one query for a whole batch. */
export function packingItems(db: Db, saleIds: string[]): Promise<PackingItemRow[]> {
  return db
    .select({
      saleId: saleItems.saleId,
      productId: saleItems.productId,
      variantId: saleItems.variantId,
      name: saleItems.name,
      variant: saleItems.variantLabel,
      sku: sql<string>`coalesce(nullif(${productVariants.sku}, ''), ${products.sku}, '')`,
      qty: saleItems.qty,
      priceCents: saleItems.priceCents,
    })
    .from(saleItems)
    .leftJoin(products, eq(products.id, saleItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, saleItems.variantId))
    .where(inArray(saleItems.saleId, saleIds))
    .orderBy(asc(saleItems.saleId), asc(saleItems.position));
}
