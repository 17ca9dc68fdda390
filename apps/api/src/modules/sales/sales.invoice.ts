import { type AdjustmentNoteList, SALES_TEXT } from '@soko/shared';
import type { Refund, Sale, User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import {
  adjustmentNotesOfSale,
  buyerInvoiceOf,
  deliveryAddressLines,
  documentPdf,
  issueBuyerInvoice,
  issueBuyerNote,
  issueFeeNote,
  issuePayoutFeeInvoice,
  type Refunded,
  toAdjustmentNoteDto,
} from '../invoices/index.ts';
import { saleScopeOf } from './sale-scope.ts';
import { findSaleRow, type SaleRow, selectItemsOfSales } from './sales.repo.ts';

/**
 * Issues the buyer's invoice of a sale made before invoices were stored, from the sale as it stands
 * (its vendor's details and recorded GST registration now); a sale placed since has had it from its order.
 */
async function backfillBuyerInvoice(deps: Pick<AppDeps, 'db'>, sale: SaleRow) {
  const items = (await selectItemsOfSales(deps.db, [sale.id])).get(sale.id) ?? [];
  return issueBuyerInvoice(deps, {
    saleId: sale.id,
    vendorId: sale.vendorId,
    orderNumber: sale.order.number,
    saleCreatedAt: sale.createdAt,
    customerName: sale.order.customerName,
    deliveryAddress: deliveryAddressLines(sale.order.deliveryAddress),
    items,
    shippingCents: sale.shippingCents,
  });
}

/**
 * The vendor's invoice to the buyer for one sale, exactly as issued when the sale was placed: a later
 * change of the vendor's name, ABN, address or GST registration, or of the product, never changes it.
 * The vendor downloads it to give the buyer; staff may too. An invoice once issued stays a record,
 * so a cancelled sale's still renders (the cancellation's refund issued the adjustment note that
 * takes it back); only a sale cancelled before invoices were stored has none, and none is made now.
 */
export async function saleInvoice(
  deps: Pick<AppDeps, 'db'>,
  actor: User,
  id: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const sale = await findSaleRow(deps.db, id, saleScopeOf(actor));
  if (!sale) throw notFound('Sale');
  const stored = await buyerInvoiceOf(deps, id);
  if (!stored && sale.status === 'Cancel') throw conflict(SALES_TEXT.cancelledNoInvoice);
  const invoice = stored ?? (await backfillBuyerInvoice(deps, sale));
  return { filename: `invoice-${invoice.number}.pdf`, pdf: await documentPdf(invoice) };
}

/** The invoice of a sale, issuing it from the sale as it stands for a sale from before stored invoices. */
async function storedBuyerInvoice(deps: Pick<AppDeps, 'db'>, saleId: string) {
  const stored = await buyerInvoiceOf(deps, saleId);
  if (stored) return stored;
  const sale = await findSaleRow(deps.db, saleId, undefined);
  if (!sale) throw notFound('Sale');
  return backfillBuyerInvoice(deps, sale);
}

/**
 * The adjustment notes of a refund, in its transaction: the vendor's to the buyer when the sale's
 * invoice was a tax invoice, and the marketplace's to the vendor when the refund gives back fee of
 * a sale already on a fee tax invoice (the sale was paid out and its fee carried GST).
 */
export async function issueRefundNotes(
  deps: Pick<AppDeps, 'db' | 'config'>,
  sale: Sale,
  refund: Refund,
  /** Refunded before, each item line's refunded cents after, and the units refunded by line (none for an amount). */
  { before, lines, byLine }: { before: Refunded; lines: number[]; byLine: { index: number; qty: number }[] },
): Promise<void> {
  const after = { items: before.items + refund.amountCents, shipping: before.shipping + refund.shippingCents, lines };
  const invoice = await storedBuyerInvoice(deps, sale.id);
  await issueBuyerNote(deps, {
    invoice,
    refundId: refund.id,
    refundedAt: refund.createdAt,
    before,
    after,
    byLine,
  });
  if (sale.payoutId === null || refund.feeChangeCents >= 0) return;
  await issueFeeNote(deps, {
    invoice: await issuePayoutFeeInvoice(deps, sale.payoutId),
    saleId: sale.id,
    refundId: refund.id,
    refundedAt: refund.createdAt,
    // The buyer's invoice is numbered by its order.
    orderNumber: invoice.number,
    feeChangeCents: refund.feeChangeCents,
    feeGstChangeCents: refund.feeGstChangeCents,
  });
}

/** `GET /api/sale/{id}/adjustment-notes`: the notes of a sale the actor may see. */
export async function saleAdjustmentNotes(
  deps: Pick<AppDeps, 'db'>,
  actor: User,
  id: string,
): Promise<AdjustmentNoteList> {
  const sale = await findSaleRow(deps.db, id, saleScopeOf(actor));
  if (!sale) throw notFound('Sale');
  return { items: (await adjustmentNotesOfSale(deps, id)).map(toAdjustmentNoteDto) };
}
