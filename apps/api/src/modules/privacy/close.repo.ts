import { and, count, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sales } from '../../db/schema/index.ts';

export async function countOpenSales(db: Db, vendorId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sales)
    .where(and(eq(sales.vendorId, vendorId), notInArray(sales.status, ['Delivered', 'Cancel'])));
  return row?.n ?? 0;
}
