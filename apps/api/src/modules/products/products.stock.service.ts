import { SALES_TEXT } from '@soko/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict } from '../../lib/errors.ts';
import { type NoticeDelivery, notifyIn } from '../notifications/index.ts';
import {
  addProductStock,
  addVariantStock,
  compareIds,
  lockProducts,
  raiseProductNotice,
  raiseVariantNotice,
  type StockAfter,
  stockNow,
  takeProductStock,
  takeVariantStock,
} from './products.stock.repo.ts';

/** Units of one product (and variant) that an order takes, or a refund puts back. */
export interface StockLine {
  productId: string;
  /** The product's name, for the messages. */
  productName: string;
  vendorId: string;
  variantId?: string | undefined;
  variantSize?: string | undefined;
  qty: number;
}

/** A product or variant whose stock an order took to or below its threshold, told once per crossing. */
export interface StockCrossing {
  vendorId: string;
  productId: string;
  variantId: string | null;
  /** With the variant's size for a variant. */
  name: string;
  state: 'low' | 'out';
  stock: number;
  threshold: number;
}

const lineName = (line: StockLine) =>
  line.variantSize ? `${line.productName} (${line.variantSize})` : line.productName;

/**
 * The one place that hears of stock crossings (docs/architecture.md "Stock notices"), in the
 * transaction of the order that caused them: today the vendor's email through the outbox. An in-app
 * notifications module adds its notice here, in the same transaction, so both are sent or neither.
 */
export async function onStockCrossings(
  deps: Pick<AppDeps, 'mail'>,
  tx: Db,
  crossings: StockCrossing[],
): Promise<NoticeDelivery[]> {
  const deliveries: NoticeDelivery[] = [];
  for (const crossing of crossings) {
    const out = crossing.state === 'out';
    deliveries.push(
      await notifyIn(deps, tx, {
        kind: out ? 'stock.out' : 'stock.low',
        to: { vendorId: crossing.vendorId },
        title: out ? `Out of stock: ${crossing.name}` : `Running low: ${crossing.name}`,
        body: out ? 'None left to sell' : `${crossing.stock} left (threshold ${crossing.threshold})`,
        link: `/product/edit/${crossing.productId}`,
        email: (recipient) => ({
          to: recipient.email,
          template: 'stockNotice',
          data: {
            firstName: recipient.firstName,
            productId: crossing.productId,
            productName: crossing.name,
            state: crossing.state,
            stock: crossing.stock,
            threshold: crossing.threshold,
          },
        }),
      }),
    );
  }
  return deliveries;
}

/**
 * Takes the stock of every line with conditional updates, in one fixed order (every product locked
 * first, by id; then each product's variants and the product itself), so concurrent orders, edits and
 * cancellations wait for each other instead of deadlocking (see lockProducts). A line that cannot be
 * had refuses the whole call (409). Products and variants taken to or below their threshold raise
 * their notice with a conditional update, so of concurrent orders exactly one tells the vendor.
 */
/** Answers the stock notices' deliveries, to publish once `tx` commits. */
export async function takeStock(deps: Pick<AppDeps, 'mail'>, tx: Db, lines: StockLine[]): Promise<NoticeDelivery[]> {
  const byProduct = new Map<string, StockLine[]>();
  for (const line of lines) byProduct.set(line.productId, [...(byProduct.get(line.productId) ?? []), line]);
  const productIds = [...byProduct.keys()].sort(compareIds);
  await lockProducts(tx, productIds);
  const crossings: StockCrossing[] = [];
  const crossed = (line: StockLine, variantId: string | null, after: StockAfter) => {
    if (after.state === 'ok') return;
    crossings.push({
      vendorId: line.vendorId,
      productId: line.productId,
      variantId,
      name: variantId ? lineName(line) : line.productName,
      state: after.state,
      stock: after.stock,
      threshold: after.threshold,
    });
  };
  for (const productId of productIds) {
    const productLines = (byProduct.get(productId) ?? []).sort((a, b) =>
      compareIds(a.variantId ?? '', b.variantId ?? ''),
    );
    for (const line of productLines) {
      if (!line.variantId) continue;
      const after = await takeVariantStock(tx, line.variantId, line.qty);
      if (!after) {
        const now = await stockNow(tx, productId, line.variantId);
        throw conflict(SALES_TEXT.outOfStock(lineName(line), now?.variantStock ?? 0));
      }
      crossed(line, line.variantId, after);
    }
    const [first] = productLines;
    if (!first) continue;
    const qty = productLines.reduce((sum, line) => sum + line.qty, 0);
    const after = await takeProductStock(tx, productId, qty);
    if (!after) {
      const now = await stockNow(tx, productId, undefined);
      if (!now?.live) throw conflict(SALES_TEXT.notAvailable(first.productName));
      throw conflict(SALES_TEXT.outOfStock(first.productName, now.stock));
    }
    crossed(first, null, after);
  }
  const told: StockCrossing[] = [];
  for (const crossing of crossings) {
    const raised = crossing.variantId
      ? await raiseVariantNotice(tx, crossing.variantId, crossing.state)
      : await raiseProductNotice(tx, crossing.productId, crossing.state);
    if (raised) told.push(crossing);
  }
  return told.length > 0 ? onStockCrossings(deps, tx, told) : [];
}

/**
 * Puts units back (a cancelled sale, a refund with restock): on the product (stock up, sold down)
 * and on the variant when it still exists; lines whose product was deleted have nothing to put back.
 * Rows are locked and touched in the order takeStock uses, so the two never deadlock. Stock going
 * back above the threshold lowers the notice (a trigger), so the next crossing is told again.
 */
export async function returnStock(tx: Db, lines: Omit<StockLine, 'productName' | 'vendorId'>[]): Promise<void> {
  const sorted = [...lines].sort(
    (a, b) => compareIds(a.productId, b.productId) || compareIds(a.variantId ?? '', b.variantId ?? ''),
  );
  const byProduct = new Map<string, typeof sorted>();
  for (const line of sorted) byProduct.set(line.productId, [...(byProduct.get(line.productId) ?? []), line]);
  await lockProducts(tx, [...byProduct.keys()]);
  for (const [productId, productLines] of byProduct) {
    for (const line of productLines) {
      if (line.variantId) await addVariantStock(tx, productId, line.variantId, line.qty);
    }
    await addProductStock(
      tx,
      productId,
      productLines.reduce((sum, line) => sum + line.qty, 0),
    );
  }
}
