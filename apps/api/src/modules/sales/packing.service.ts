import type { Readable } from 'node:stream';
import {
  formatCents,
  MARKETPLACE_TIME_ZONE,
  PACKING_TEXT,
  type PackingSlipsRequest,
  pickListOf,
  streetLine,
} from '@soko/shared';
import type { User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { type PackingSlip, packingSlipsPdf } from '../../lib/packing-slip-pdf.ts';
import { type PackingItemRow, type PackingSaleRow, packingItems, packingSales } from './packing.repo.ts';
import { saleScopeOf } from './sale-scope.ts';

const saleDay = new Intl.DateTimeFormat('en-AU', {
  timeZone: MARKETPLACE_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** Address parts may be blank (or, in older rows, absent). */
const present = (line: string | undefined): line is string => Boolean(line?.trim());

function slipOf(sale: PackingSaleRow, items: PackingItemRow[], prices: boolean): PackingSlip {
  const { store, deliveryAddress: to } = sale;
  const itemsCents = items.reduce((sum, item) => sum + item.priceCents * item.qty, 0);
  return {
    storeName: store.name,
    returnAddress: [
      'Returns to:',
      store.address,
      `${store.suburb} ${store.state} ${store.postcode}`.trim(),
      store.country,
    ].filter(present),
    orderNumber: sale.orderNumber,
    date: saleDay.format(sale.createdAt),
    // A buyer's address is removed some time after delivery; the name stays for the tax records.
    shipTo: [sale.customerName, streetLine(to), `${to.suburb} ${to.state} ${to.postcode}`.trim(), to.country].filter(
      present,
    ),
    items: items.map((item) => ({
      name: item.name,
      variant: item.variant,
      sku: item.sku,
      qty: item.qty,
      ...(prices ? { price: formatCents(item.priceCents), total: formatCents(item.priceCents * item.qty) } : {}),
    })),
    ...(prices
      ? {
          totals: [
            ['Items', formatCents(itemsCents)],
            ['Shipping', formatCents(sale.shippingCents)],
            ['Total', formatCents(itemsCents + sale.shippingCents)],
          ] as [string, string][],
        }
      : {}),
  };
}

function itemsBySale(items: PackingItemRow[]): Map<string, PackingItemRow[]> {
  const bySale = new Map<string, PackingItemRow[]>();
  for (const item of items) {
    const lines = bySale.get(item.saleId);
    if (lines) lines.push(item);
    else bySale.set(item.saleId, [item]);
  }
  return bySale;
}

/** `GET /api/sale/{id}/packing-slip.pdf`: the slip of one sale the actor may see. */
export async function packingSlip(
  deps: Pick<AppDeps, 'db'>,
  actor: User,
  id: string,
  prices: boolean,
): Promise<{ filename: string; pdf: Readable }> {
  const [sale] = await packingSales(deps.db, [id], saleScopeOf(actor));
  if (!sale) throw notFound('Sale');
  const items = await packingItems(deps.db, [id]);
  return {
    filename: `packing-slip-${sale.orderNumber}.pdf`,
    pdf: packingSlipsPdf(`Packing slip #${sale.orderNumber}`, undefined, [slipOf(sale, items, prices)]),
  };
}

/**
 * `POST /api/sale/packing-slips.pdf`: the pick list of the sales, then a slip per sale by order
 * number. Every sale named must be the actor's (any vendor's for staff): one that is not, or does
 * not exist, refuses the whole batch with 404 before anything is printed. Two queries read the
 * whole batch; the slips are drawn into the stream one after the other.
 */
export async function packingSlipsBatch(
  deps: Pick<AppDeps, 'db'>,
  actor: User,
  request: Required<PackingSlipsRequest>,
): Promise<{ filename: string; pdf: Readable }> {
  const ids = [...new Set(request.saleIds)];
  const batch = await packingSales(deps.db, ids, saleScopeOf(actor));
  if (batch.length !== ids.length) throw new AppError(404, PACKING_TEXT.saleNotFound(ids.length - batch.length));
  const items = await packingItems(deps.db, ids);
  const picks = pickListOf(items);
  const bySale = itemsBySale(items);
  const units = picks.reduce((sum, line) => sum + line.qty, 0);
  const pickList = {
    facts: [
      ['Sales', String(batch.length)],
      ['Units', String(units)],
      ['Printed', saleDay.format(new Date())],
    ] as [string, string][],
    lines: picks,
  };
  function* slips() {
    for (const sale of batch) yield slipOf(sale, bySale.get(sale.id) ?? [], request.prices);
  }
  return {
    filename: `packing-slips-${batch.length}.pdf`,
    pdf: packingSlipsPdf(`Packing slips (${batch.length})`, pickList, slips()),
  };
}
