import { MARKETPLACE_TIME_ZONE, type SaleStatus } from '@soko/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, orders, saleItems, sales } from '../../db/schema/index.ts';
import { keysetBatches } from '../../lib/csv-stream.ts';
import { afterCursor, type Cursor, cursorKeyOf, orderByOf } from '../../lib/pagination.ts';
import { notesOfSaleText } from '../invoices/index.ts';
import { filterOf, SALE_KEYSETS, type SaleFilter, type SaleSort } from './sales.list.repo.ts';
import { lineFeesOfSaleText } from './sales.sql.ts';

export interface ExportRow {
  orderNumber: number;
  /** YYYY-MM-DD HH:MM in the marketplace's time zone. */
  date: string;
  customerName: string;
  customerEmail: string;
  vendorName: string;
  status: SaleStatus;
  trackingNumber: string;
  /** "2 x Name (variant); 1 x Other". */
  items: string;
  priceCents: number;
  shippingCents: number;
  feeCents: number;
  feeGstCents: number;
  netCents: number;
  refundedCents: number;
  /** The sale's adjustment notes, both kinds: "AN-1 buyer 55.00 GST 4.59; FA-2 fee 1.05 GST 0.09". */
  adjustmentNotes: string;
  /** Each line's fee and the rule that set it (issue 45): "Pepper jar 0.18 (Spice food); Ring 0.90 (Marketplace fee)". */
  lineFees: string;
}

/** The sale lines folded into one text per sale by the database. */
const itemsText = sql<string>`coalesce((
  select string_agg(
    ${saleItems.qty} || ' x ' || ${saleItems.name}
      || case when ${saleItems.variantLabel} <> '' then ' (' || ${saleItems.variantLabel} || ')' else '' end,
    '; ' order by ${saleItems.position})
  from ${saleItems} where ${saleItems.saleId} = ${sales.id}), '')`;

/**
 * The sales of a CSV export in the list's order (its keyset sort), a batch of `batchSize` at a time
 * (see keysetBatches); each batch is one query with the vendor and the lines of its sales.
 */
export function saleExportBatches(
  db: Db,
  filter: SaleFilter,
  sort: SaleSort,
  batchSize?: number,
): AsyncGenerator<ExportRow[]> {
  const keyset = SALE_KEYSETS[sort];
  const where = filterOf(filter);
  const readBatch = (after: Cursor | undefined, limit: number) =>
    db
      .select({
        orderNumber: orders.number,
        date: sql<string>`to_char(${sales.createdAt} at time zone ${MARKETPLACE_TIME_ZONE}, 'YYYY-MM-DD HH24:MI')`,
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
        vendorName: accounts.displayName,
        status: sales.status,
        trackingNumber: sales.trackingNumber,
        items: itemsText,
        priceCents: sales.priceCents,
        shippingCents: sales.shippingCents,
        feeCents: sales.feeCents,
        feeGstCents: sales.feeGstCents,
        netCents: sales.netCents,
        refundedCents: sql<number>`${sales.refundedCents} + ${sales.refundedShippingCents}`.mapWith(Number),
        adjustmentNotes: notesOfSaleText(sales.id),
        lineFees: lineFeesOfSaleText(sales.id),
        cursor: { key: cursorKeyOf(keyset), id: sales.id },
      })
      .from(sales)
      .innerJoin(orders, eq(orders.id, sales.orderId))
      .innerJoin(accounts, eq(accounts.id, sales.vendorId))
      .where(and(where, after ? afterCursor(keyset, after) : undefined))
      .orderBy(...orderByOf(keyset))
      .limit(limit);
  return keysetBatches(readBatch, (row) => ({ sort, ...row.cursor }), batchSize);
}
