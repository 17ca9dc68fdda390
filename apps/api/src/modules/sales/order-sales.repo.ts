import type { Db } from '../../db/client.ts';
import { type NewSale, saleItems, sales } from '../../db/schema/index.ts';

/** The sales of an order being placed, one per vendor; runs in the order's transaction. */
export async function insertSaleRows(db: Db, values: NewSale[]): Promise<void> {
  await db.insert(sales).values(values);
}

export async function insertSaleItemRows(db: Db, values: (typeof saleItems.$inferInsert)[]): Promise<void> {
  await db.insert(saleItems).values(values);
}
