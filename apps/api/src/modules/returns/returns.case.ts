import { formatCents, RETURN_TEXT, type RefundReason } from '@soko/shared';
import type { Db } from '../../db/client.ts';
import type { SaleReturn } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { itemsOfSales } from '../sales/index.ts';
import {
  findOrderHead,
  findReturnRows,
  findVendorContact,
  insertReturn,
  lockSalesForReturn,
  openReturnsOfSales,
} from './returns.repo.ts';

/**
 * The return a buyer's case opens when the vendor resolves it with "return" (issue 44), in the
 * case's transaction: every unit of the sale not yet returned, refunded or in a return under way,
 * already approved (the vendor has agreed to take the goods back), and the buyer is emailed to send
 * them. It then goes as any return: received, then refunded.
 */
export async function openReturnForCase(
  deps: Pick<AppDeps, 'mail'>,
  tx: Db,
  sale: { id: string; orderId: string; vendorId: string; status: string },
  caseId: string,
  reason: RefundReason,
  note: string,
): Promise<SaleReturn> {
  await lockSalesForReturn(tx, [sale.id]);
  const order = await findOrderHead(tx, sale.orderId);
  if (!order) throw notFound('Order');
  const vendor = await findVendorContact(tx, sale.vendorId);
  if (sale.status !== 'Delivered') {
    throw conflict(RETURN_TEXT.notDelivered(order.number, vendor?.displayName ?? 'The seller'), 'outcome');
  }
  const taken = new Map<string, number>();
  for (const open of await openReturnsOfSales(tx, [sale.id])) {
    for (const line of open.items) taken.set(line.saleItemId, (taken.get(line.saleItemId) ?? 0) + line.qty);
  }
  const items = (await itemsOfSales(tx, [sale.id])).get(sale.id) ?? [];
  const lines = items
    .map((item) => ({ item, qty: item.qty - item.restockedQty - (taken.get(item.id) ?? 0) }))
    .filter((line) => line.qty > 0);
  const first = lines[0];
  if (!first) throw conflict(RETURN_TEXT.tooMany(items[0]?.name ?? 'Every item', 0), 'outcome');
  const ret = await insertReturn(tx, {
    saleId: sale.id,
    vendorId: sale.vendorId,
    idempotencyKey: `case:${caseId}`,
    requestHash: '',
    status: 'approved',
    reason,
    note,
    items: lines.map(({ item, qty }) => ({ saleItemId: item.id, qty })),
    openedBy: null,
  });
  const [row] = await findReturnRows(tx, [ret.id]);
  if (row) {
    await deps.mail.enqueue(tx, {
      to: row.customerEmail,
      template: 'returnDecided',
      data: {
        customerName: row.customerName,
        number: ret.number,
        orderNumber: order.number,
        vendorName: row.vendorName,
        approved: true,
        reason: '',
        items: lines.map(({ item, qty }) => ({
          name: item.name,
          variant: item.variantLabel,
          qty,
          price: formatCents(item.priceCents),
        })),
      },
    });
  }
  return ret;
}
