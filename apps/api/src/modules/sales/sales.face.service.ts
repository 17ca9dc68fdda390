import type { Db } from '../../db/client.ts';
import type { NewSale, SaleItem, saleItems } from '../../db/schema/index.ts';
import { insertSaleItemRows, insertSaleRows } from './order-sales.repo.ts';
import { selectDeliveryCounts } from './sale-totals.repo.ts';
import type { OrderSaleRow, SaleRow } from './sales.repo.ts';
import {
  insertStatusChangeRows,
  selectItemsOfSales,
  selectSaleIdsOfOrders,
  selectSalesOfOrders,
  selectSalesWithItemsOfOrders,
} from './sales.repo.ts';

export type { OwedVendorRow } from './sale-totals.repo.ts';

/**
 * What other modules ask of the sales module, by intent: its face exports these, never a repository
 * function, so the tables behind them can change without touching the callers (issue 43).
 */

/** A new order's sale: its id is chosen by the order, which issues its invoice by it. */
export type PlacedSale = NewSale & { id: string };

/**
 * The sales of a new order, with their items, each starting Not processed: written in the order's
 * transaction.
 */
export async function recordPlacedSales(
  db: Db,
  placed: PlacedSale[],
  items: (typeof saleItems.$inferInsert)[],
): Promise<void> {
  await insertSaleRows(db, placed);
  await insertSaleItemRows(db, items);
  await insertStatusChangeRows(
    db,
    placed.map((sale) => ({
      saleId: sale.id,
      fromStatus: null,
      toStatus: 'Not processed' as const,
      trackingNumber: '',
      actorId: null,
    })),
  );
}

export function deliveryCounts(
  db: Db,
  vendorId: string,
  overdueAt: Date,
): Promise<{ delivered: number; overdue: number }> {
  return selectDeliveryCounts(db, vendorId, overdueAt);
}

export function itemsOfSales(db: Db, saleIds: string[]): Promise<Map<string, SaleItem[]>> {
  return selectItemsOfSales(db, saleIds);
}

export function saleIdsOfOrders(db: Db, orderIds: string[]): Promise<string[]> {
  return selectSaleIdsOfOrders(db, orderIds);
}

export function salesOfOrders(db: Db, orderIds: string[]): Promise<SaleRow[]> {
  return selectSalesOfOrders(db, orderIds);
}

export function salesWithItemsOfOrders(db: Db, orderIds: string[]): Promise<OrderSaleRow[]> {
  return selectSalesWithItemsOfOrders(db, orderIds);
}
