/**
 * Refunds (issue 13): money given back to the buyer of a sale, items and shipping apart, by the
 * vendor on its own sale or by staff on any. Amounts on the wire are dollars with two decimals.
 */
import { z } from 'zod';
import { dollarsToCents, formatCents } from './money.ts';

export const REFUND_REASONS = [
  'cancelled',
  'not_received',
  'faulty',
  'not_as_described',
  'changed_mind',
  'other',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** The reasons a refund can be given: "cancelled" is the cancellation's own, set only by cancelling the sale. */
export const REQUESTED_REFUND_REASONS = REFUND_REASONS.filter(
  (reason): reason is Exclude<RefundReason, 'cancelled'> => reason !== 'cancelled',
);

export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  cancelled: 'Cancelled',
  not_received: 'Not received',
  faulty: 'Faulty',
  not_as_described: 'Not as described',
  changed_mind: 'Changed mind',
  other: 'Other',
};

export const REFUND_NOTE_MAX = 1_000;

export const REFUND_TEXT = {
  nothingToRefund: 'Enter an amount to refund for the items, the shipping or both',
  itemsTooHigh: (leftCents: number) =>
    leftCents === 0
      ? 'The items of this sale are already refunded in full'
      : `Items can be refunded up to ${formatCents(leftCents)} (what was paid less earlier refunds)`,
  shippingTooHigh: (leftCents: number) =>
    leftCents === 0
      ? 'The shipping of this sale is already refunded in full'
      : `Shipping can be refunded up to ${formatCents(leftCents)} (what was paid less earlier refunds)`,
  cancelled: 'This sale is cancelled: it was refunded in full when it was cancelled',
  restockUnknownItem: 'One of the items to put back in stock is not in this sale',
  restockTooMany: (name: string, left: number) =>
    left === 0 ? `${name} is already back in stock` : `At most ${left} of ${name} can go back in stock`,
  restockTwice: 'Each item can be listed once to put back in stock',
  itemsOrAmount: 'Refund either items by line or an amount for the items, not both',
  itemsTwice: 'Each item can be listed once to refund',
  unknownItem: 'One of the items to refund is not in this sale',
  itemsTooMany: (name: string, left: number) =>
    left === 0 ? `${name} is already refunded in full` : `At most ${left} of ${name} can still be refunded`,
  recorded: 'Refund recorded',
  reasonRequired: `Please choose a reason: ${REQUESTED_REFUND_REASONS.join(', ')}`,
} as const;

/** Dollars with at most two decimals, as a number or text; cents out. */
export const refundMoney = (label: string) =>
  z
    .union([z.number(), z.string()], { error: `${label} must be an amount of dollars` })
    .transform((value, context) => {
      const text = String(value).trim() || '0';
      if (!/^\d+(\.\d{1,2})?$/.test(text)) {
        context.addIssue({ code: 'custom', message: `${label} must be an amount of dollars with at most 2 decimals` });
        return z.NEVER;
      }
      return dollarsToCents(text);
    })
    .pipe(z.number().int().max(100_000_000, `${label} is too large`));

const saleItemQty = z.object({
  itemId: z.uuid('itemId must be an item of the sale'),
  qty: z
    .number({ error: 'qty must be a whole number' })
    .int('qty must be a whole number')
    .min(1, 'qty must be at least 1')
    .max(1_000, 'qty can be at most 1000'),
});

/**
 * `POST /api/sale/{saleId}/refund`: the items by line (`items`, their price for those units, each
 * line's GST as sold) or an amount for the items (goodwill, apportioned over the lines), and shipping.
 */
export const refundRequestSchema = z
  .object({
    amount: refundMoney('Amount').default(0),
    items: z.array(saleItemQty).max(100).default([]),
    shipping: refundMoney('Shipping').default(0),
    reason: z.enum(REQUESTED_REFUND_REASONS, { error: REFUND_TEXT.reasonRequired }),
    note: z.string().trim().max(REFUND_NOTE_MAX, `Note can be at most ${REFUND_NOTE_MAX} characters`).default(''),
    restock: z.array(saleItemQty).max(100).default([]),
    /** An open return of the sale this refund settles: it is closed as refunded, with this refund. */
    closeReturnId: z.uuid('Return not found').optional(),
  })
  .superRefine((value, context) => {
    if (value.amount + value.shipping === 0 && value.items.length === 0) {
      context.addIssue({ code: 'custom', message: REFUND_TEXT.nothingToRefund, path: ['amount'] });
    }
    if (value.amount > 0 && value.items.length > 0) {
      context.addIssue({ code: 'custom', message: REFUND_TEXT.itemsOrAmount, path: ['items'] });
    }
    const refunded = value.items.map((line) => line.itemId);
    if (new Set(refunded).size !== refunded.length) {
      context.addIssue({ code: 'custom', message: REFUND_TEXT.itemsTwice, path: ['items'] });
    }
    const ids = value.restock.map((line) => line.itemId);
    if (new Set(ids).size !== ids.length) {
      context.addIssue({ code: 'custom', message: REFUND_TEXT.restockTwice, path: ['restock'] });
    }
  });
export type RefundRequest = z.input<typeof refundRequestSchema>;
export type RefundInput = z.output<typeof refundRequestSchema>;

export const refundDtoSchema = z.object({
  _id: z.string(),
  /** Items and shipping refunded, and their sum. */
  amount: z.number(),
  shipping: z.number(),
  total: z.number(),
  reason: z.enum(REFUND_REASONS),
  note: z.string(),
  restock: z.array(z.object({ itemId: z.string(), name: z.string(), qty: z.number() })),
  /** The units refunded by line; empty for an amount (apportioned over the lines). */
  items: z.array(z.object({ itemId: z.string(), name: z.string(), qty: z.number(), amount: z.number() })),
  /** What it did to the marketplace fee and to the vendor's net (both usually negative). */
  feeChange: z.number(),
  netChange: z.number(),
  /**
   * Made after the sale was in a payout: the payout paid the old net, so the difference is deducted
   * from a later payout (`deductedIn` once one holds it).
   */
  afterPayout: z.boolean(),
  deductedIn: z.object({ _id: z.string(), number: z.number(), paidAt: z.string().nullable() }).nullable(),
  by: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type RefundDto = z.infer<typeof refundDtoSchema>;

/** A refund after payout as a line of a payout or a statement. */
export const payoutAdjustmentDtoSchema = z.object({
  _id: z.string(),
  saleId: z.string(),
  orderNumber: z.number(),
  /** Negative: what was refunded, the fee given back and the net deducted. */
  gross: z.number(),
  fee: z.number(),
  feeGst: z.number(),
  net: z.number(),
  reason: z.enum(REFUND_REASONS),
  vendor: z.object({ _id: z.string(), displayName: z.string() }),
  /** The payout that deducts it; null while it is carried to the next payout. */
  payout: z.object({ _id: z.string(), number: z.number(), paidAt: z.string().nullable() }).nullable(),
  /** The marketplace's adjustment note for the fee given back, when the fee was on a tax invoice. */
  feeNote: z.object({ _id: z.string(), number: z.string(), date: z.string() }).nullable(),
  createdAt: z.string(),
});
export type PayoutAdjustmentDto = z.infer<typeof payoutAdjustmentDtoSchema>;
