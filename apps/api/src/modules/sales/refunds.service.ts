import { createHash } from 'node:crypto';
import {
  formatCents,
  gstIncludedCents,
  isStaffRole,
  REFUND_REASON_LABELS,
  REFUND_TEXT,
  type RefundInput,
  type RefundReason,
  SALES_TEXT,
} from '@soko/shared';
import type { Db } from '../../db/client.ts';
import type { Refund, RefundLine, Sale, SaleItem, User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { isUniqueViolation, retryOnDeadlock } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { adjustmentsOfSale, recordRefundAfterPayout } from '../ledger/index.ts';
import { returnStock } from '../products/index.ts';
import { keptLineFees } from './kept-fees.ts';
import {
  afterRefund,
  apportion,
  type LineState,
  refundedLines,
  returnedUnitsLines,
  unitsLeft,
  unitsRefundCents,
} from './refund-lines.ts';
import {
  addRestocked,
  findRefundByKey,
  insertRefund,
  refundLinesOfSale,
  setLineFees,
  unitsInOpenReturns,
} from './refunds.repo.ts';
import { issueRefundNotes } from './sales.invoice.ts';
import { toSaleLineMail } from './sales.presenter.ts';
import { findSaleRow, lockSale, selectItemsOfSales, updateSale } from './sales.repo.ts';

/** What a refund needs from the app: its database, its mail outbox and the marketplace (on its adjustment notes). */
export type RefundDeps = Pick<AppDeps, 'db' | 'mail' | 'config'>;

export interface RefundOutcome {
  /** 201 for the first request with a key, 200 for its replays. */
  status: 200 | 201;
  saleId: string;
}

const saleNotFound = () => notFound('Sale');

const byItemId = (a: { itemId: string }, b: { itemId: string }) =>
  a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0;

/**
 * The same sale and the same body (lines in any order) are the same request. Without lines refunded
 * by units the body hashes as it did before they existed, so a retry across the change still replays.
 */
function requestHash(saleId: string, input: RecordedRefundInput): string {
  const { items, ...rest } = input;
  const restock = [...input.restock].sort(byItemId);
  const byLine = items.length > 0 ? { items: [...items].sort(byItemId) } : {};
  const canonical = JSON.stringify({ saleId, ...rest, restock, ...byLine });
  return createHash('sha256').update(canonical).digest('hex');
}

function replay(saleId: string, earlier: { saleId: string; requestHash: string }, hash: string): RefundOutcome {
  if (earlier.requestHash !== hash) throw unprocessable(SALES_TEXT.idempotencyKeyReused, 'Idempotency-Key');
  return { status: 200, saleId };
}

/** A refund as recorded: a request's, or a cancellation's (the one refund with the reason "cancelled"). */
type RecordedRefundInput = Omit<RefundInput, 'reason'> & { reason: RefundReason };

interface RecordedRefund {
  key: string;
  hash: string;
  input: RecordedRefundInput;
  /** The return this refund settles: its own units may go back in stock. */
  returnId?: string;
}

/**
 * Records one refund of a locked sale, in the caller's transaction. Before the sale is in a payout,
 * its fee and net are recomputed on what the buyer kept; after, they stay what the payout paid and
 * the difference becomes an adjustment that a later payout deducts. Restocked units go back to the
 * product and variant. The customer hears of every refund, the vendor of those staff make.
 */
export async function applyRefund(
  deps: RefundDeps,
  actor: User | null,
  sale: Sale,
  items: SaleItem[],
  { key, hash, input, returnId }: RecordedRefund,
): Promise<Refund> {
  const { db } = deps;
  const itemsLeft = sale.priceCents - sale.refundedCents;
  const shippingLeft = sale.shippingCents - sale.refundedShippingCents;
  const before = refundedLines(items, await refundLinesOfSale(db, sale.id));
  // Only a return names both its units and an amount (their price): the API takes one or the other.
  const lines =
    input.items.length === 0
      ? apportion(before, input.amount)
      : input.amount > 0
        ? returnedUnitsLines(before, input.items, input.amount)
        : refundedUnits(before, input.items);
  const amount = input.items.length > 0 ? lines.reduce((sum, line) => sum + line.amountCents, 0) : input.amount;
  if (amount > itemsLeft) throw badRequest(REFUND_TEXT.itemsTooHigh(itemsLeft), 'amount');
  if (input.shipping > shippingLeft) throw badRequest(REFUND_TEXT.shippingTooHigh(shippingLeft), 'shipping');
  // Units whose line an amount already gave back in full leave nothing to refund (a cancel may refund nothing).
  if (input.items.length > 0 && amount + input.shipping === 0) throw conflict(REFUND_TEXT.itemsTooHigh(0));

  const byId = new Map(items.map((item) => [item.id, item]));
  const restocked: { item: SaleItem; qty: number }[] = [];
  const held = input.restock.length > 0 ? await unitsInOpenReturns(db, sale.id, returnId) : new Map<string, number>();
  for (const line of input.restock) {
    const item = byId.get(line.itemId);
    if (!item) throw badRequest(REFUND_TEXT.restockUnknownItem, 'restock');
    const left = item.qty - item.restockedQty - (held.get(item.id) ?? 0);
    if (line.qty > left) throw badRequest(REFUND_TEXT.restockTooMany(item.name, left), 'restock');
    restocked.push({ item, qty: line.qty });
  }

  const refundedCents = sale.refundedCents + amount;
  const refundedShippingCents = sale.refundedShippingCents + input.shipping;
  const after = afterRefund(before, lines);
  const keptFees = keptLineFees(
    items,
    after.map((line) => line.refundedCents),
    refundedShippingCents,
  );
  const keptFee = keptFees.reduce((sum, cents) => sum + cents, 0);
  const kept = {
    fee: keptFee,
    net: sale.priceCents + sale.shippingCents - refundedCents - refundedShippingCents - keptFee,
  };
  const inPayout = sale.payoutId !== null;
  // What the sale earns now: its row, plus what earlier refunds after its payout took back.
  const earlier = inPayout ? await adjustmentsOfSale(db, sale.id) : { feeCents: 0, feeGstCents: 0, netCents: 0 };
  const currentFee = sale.feeCents + earlier.feeCents;
  const currentFeeGst = sale.feeGstCents + earlier.feeGstCents;
  const currentNet = sale.netCents + earlier.netCents;
  // GST was charged on the fee when the marketplace was registered at the sale; a fee already refunded in full has none left to change.
  const feeGst = currentFeeGst > 0 ? gstIncludedCents(kept.fee) : 0;

  // Products first, as placing an order locks them before it writes its sales (and their figures):
  // the other way round, a cancel and an order of the same products would wait on each other.
  if (restocked.length > 0) {
    await returnStock(
      db,
      restocked.flatMap(({ item, qty }) =>
        item.productId ? [{ productId: item.productId, variantId: item.variantId ?? undefined, qty }] : [],
      ),
    );
    for (const { item, qty } of restocked) await addRestocked(db, item.id, qty);
  }
  const refund = await insertRefund(db, {
    saleId: sale.id,
    idempotencyKey: key,
    requestHash: hash,
    amountCents: amount,
    shippingCents: input.shipping,
    reason: input.reason,
    note: input.note,
    lines,
    restock: restocked.map(({ item, qty }) => ({ itemId: item.id, qty })),
    feeChangeCents: kept.fee - currentFee,
    feeGstChangeCents: feeGst - currentFeeGst,
    netChangeCents: kept.net - currentNet,
    actorId: actor?.id ?? null,
  });
  if (inPayout) {
    await recordRefundAfterPayout(db, {
      vendorId: sale.vendorId,
      saleId: sale.id,
      refundId: refund.id,
      saleCreatedAt: sale.createdAt,
      grossCents: -(amount + input.shipping),
      feeCents: refund.feeChangeCents,
      feeGstCents: refund.feeGstChangeCents,
      netCents: refund.netChangeCents,
    });
  }
  // After the adjustment: its figures (not in a payout) sort before the sale's (in one), the order in
  // which a payout's statements take the same rows, so the two never wait on each other.
  await updateSale(
    db,
    sale.id,
    inPayout
      ? { refundedCents, refundedShippingCents }
      : { refundedCents, refundedShippingCents, feeCents: kept.fee, feeGstCents: feeGst, netCents: kept.net },
  );
  if (!inPayout) await setLineFees(db, items, keptFees);

  await issueRefundNotes(deps, sale, refund, {
    before: { items: sale.refundedCents, shipping: sale.refundedShippingCents, lines: before.map(centsOf) },
    lines: after.map(centsOf),
    byLine: input.items.flatMap((line) => {
      const index = before.findIndex((state) => state.itemId === line.itemId);
      return index < 0 ? [] : [{ index, qty: line.qty }];
    }),
  });

  const byStaff = actor !== null && isStaffRole(actor.role);
  // Every refund moves money: audited whoever gave it (the vendor, a team member or staff).
  if (actor !== null) {
    await recordAudit(db, {
      actorId: actor.id,
      action: 'sale.refund',
      entityType: 'sale',
      entityId: sale.id,
      before: { refundedCents: sale.refundedCents, refundedShippingCents: sale.refundedShippingCents },
      after: {
        refundId: refund.id,
        amountCents: amount,
        // Lines by name: the audit log shows no bare ids.
        items: lines
          .filter((line) => line.qty > 0)
          .map((line) => ({ name: byId.get(line.itemId)?.name ?? '', qty: line.qty, amountCents: line.amountCents })),
        shippingCents: input.shipping,
        reason: input.reason,
        netChangeCents: refund.netChangeCents,
        afterPayout: inPayout,
      },
    });
  }
  await mailRefund(deps, sale.id, refund, restocked, byStaff, inPayout);
  return refund;
}

const centsOf = (line: LineState) => line.refundedCents;

/** The lines of a refund by units: unknown items 400, more units than are left unrefunded 409. */
function refundedUnits(state: LineState[], requested: { itemId: string; qty: number }[]): RefundLine[] {
  const byId = new Map(state.map((line) => [line.itemId, line]));
  return requested.map(({ itemId, qty }) => {
    const line = byId.get(itemId);
    if (!line) throw badRequest(REFUND_TEXT.unknownItem, 'items');
    if (qty > unitsLeft(line)) throw conflict(REFUND_TEXT.itemsTooMany(line.name, unitsLeft(line)));
    return { itemId, qty, amountCents: unitsRefundCents(line, qty) };
  });
}

async function mailRefund(
  { db, mail }: RefundDeps,
  saleId: string,
  refund: Refund,
  restocked: { item: SaleItem; qty: number }[],
  byStaff: boolean,
  afterPayout: boolean,
): Promise<void> {
  if (refund.amountCents + refund.shippingCents === 0) return;
  const row = await findSaleRow(db, saleId, undefined);
  if (!row) throw saleNotFound();
  const amount = formatCents(refund.amountCents + refund.shippingCents);
  const reason = REFUND_REASON_LABELS[refund.reason];
  await mail.enqueue(db, {
    to: row.order.customerEmail,
    template: 'saleRefunded',
    data: {
      customerName: row.order.customerName,
      orderNumber: row.order.number,
      vendorName: row.vendor.displayName,
      amount,
      items: formatCents(refund.amountCents),
      shipping: formatCents(refund.shippingCents),
      reason,
      restocked: restocked.map(({ item, qty }) => toSaleLineMail({ ...item, qty })),
    },
  });
  if (!byStaff) return;
  await mail.enqueue(db, {
    to: row.vendor.email,
    template: 'saleRefundedByStaff',
    data: {
      firstName: row.vendor.firstName,
      saleId,
      orderNumber: row.order.number,
      amount,
      reason,
      note: refund.note,
      netChange: formatCents(refund.netChangeCents),
      afterPayout,
    },
  });
}

/**
 * `POST /api/sale/{saleId}/refund`: the vendor on its own sale, the super admin on any. The sale row
 * is locked, so concurrent refunds of one sale are checked one after the other and never exceed
 * what was paid; the Idempotency-Key makes a retried request answer the refund it already made.
 */
export async function refundSale(
  deps: RefundDeps,
  actor: User,
  saleId: string,
  clientKey: string,
  input: RefundInput,
  /** Runs in the refund's transaction after it is recorded (the route closes an open return with it). */
  afterRefund?: (tx: Db, refund: Refund) => Promise<void>,
): Promise<RefundOutcome> {
  const { db } = deps;
  const scope = isStaffRole(actor.role) ? undefined : actor.id;
  const hash = requestHash(saleId, input);
  // A client's key counts for its sale only, and can never take the keys the app gives a cancel's or
  // a return's refund ("cancel:<sale>", "return:<return>"): a uuid never starts with those.
  const key = `${saleId}:${clientKey}`;
  const earlier = await findRefundByKey(db, key);
  if (earlier) return replay(saleId, earlier, hash);
  try {
    return await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        const sale = await lockSale(tx, saleId, scope);
        if (!sale) throw saleNotFound();
        const concurrent = await findRefundByKey(tx, key);
        if (concurrent) return replay(saleId, concurrent, hash);
        if (sale.status === 'Cancel') throw conflict(REFUND_TEXT.cancelled);
        const items = (await selectItemsOfSales(tx, [saleId])).get(saleId) ?? [];
        const refund = await applyRefund({ ...deps, db: tx }, actor, sale, items, {
          key,
          hash,
          input,
          returnId: input.closeReturnId,
        });
        if (afterRefund) await afterRefund(tx, refund);
        return { status: 201 as const, saleId };
      }),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findRefundByKey(db, key);
    if (!winner) throw error;
    return replay(saleId, winner, hash);
  }
}

/** Cancelling a sale refunds what is left of it in full and puts every unit not yet restocked back. */
export async function refundCancelledSale(deps: RefundDeps, actor: User, sale: Sale, items: SaleItem[]): Promise<void> {
  await applyRefund(deps, actor, sale, items, {
    key: `cancel:${sale.id}`,
    hash: '',
    input: {
      amount: sale.priceCents - sale.refundedCents,
      items: [],
      shipping: sale.shippingCents - sale.refundedShippingCents,
      reason: 'cancelled',
      note: '',
      restock: items
        .filter((item) => item.qty > item.restockedQty)
        .map((item) => ({ itemId: item.id, qty: item.qty - item.restockedQty })),
    },
  });
}

/**
 * The refund of a return, in the caller's transaction: the returned items' price (no more than is
 * left to refund) with those items back in stock, under the return's reason.
 */
export async function refundReturnedItems(
  deps: RefundDeps,
  actor: User,
  saleId: string,
  returnId: string,
  returned: { saleItemId: string; qty: number }[],
  reason: RefundReason,
  note: string,
  keepItem = false,
): Promise<Refund> {
  const sale = await lockSale(deps.db, saleId, undefined);
  if (!sale) throw saleNotFound();
  if (sale.status === 'Cancel') throw conflict(REFUND_TEXT.cancelled);
  const items = (await selectItemsOfSales(deps.db, [saleId])).get(saleId) ?? [];
  const priceOf = new Map(items.map((item) => [item.id, item.priceCents]));
  const value = returned.reduce((sum, line) => sum + (priceOf.get(line.saleItemId) ?? 0) * line.qty, 0);
  // The buyer who keeps the items sends nothing back, so nothing goes back into stock.
  const key = keepItem ? `return:${returnId}:kept` : `return:${returnId}`;
  const amount = Math.min(value, sale.priceCents - sale.refundedCents);
  // The returned units by line, so each line's GST is adjusted as sold; an amount when some of
  // those units were already refunded by line.
  const state = new Map(refundedLines(items, await refundLinesOfSale(deps.db, saleId)).map((l) => [l.itemId, l]));
  const byLine =
    amount > 0 &&
    returned.every((line) => {
      const left = state.get(line.saleItemId);
      return left !== undefined && line.qty <= unitsLeft(left);
    });
  const input: RecordedRefundInput = {
    amount,
    items: byLine ? returned.map((line) => ({ itemId: line.saleItemId, qty: line.qty })) : [],
    shipping: 0,
    reason,
    note,
    restock: keepItem ? [] : returned.map((line) => ({ itemId: line.saleItemId, qty: line.qty })),
  };
  return applyRefund(deps, actor, sale, items, { key, hash: requestHash(saleId, input), input, returnId });
}

/**
 * The refund a buyer's case gives (issue 44), in the caller's transaction: the items and postage its
 * resolution or decision names, nothing restocked (the buyer keeps the goods). The key "case:<id>"
 * allows one refund per case.
 */
export async function refundForCase(
  deps: RefundDeps,
  actor: User,
  saleId: string,
  caseId: string,
  refund: { amount: number; shipping: number; reason: RefundReason; note: string },
): Promise<Refund> {
  const sale = await lockSale(deps.db, saleId, undefined);
  if (!sale) throw saleNotFound();
  if (sale.status === 'Cancel') throw conflict(REFUND_TEXT.cancelled);
  const items = (await selectItemsOfSales(deps.db, [saleId])).get(saleId) ?? [];
  const input: RecordedRefundInput = { ...refund, items: [], restock: [] };
  return applyRefund(deps, actor, sale, items, { key: `case:${caseId}`, hash: requestHash(saleId, input), input });
}
