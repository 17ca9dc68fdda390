/**
 * Payouts, called transactions in the spec (docs/product.md sections 2, 4, 7 and 9): money
 * remitted to one vendor for some of their delivered sales. The rules and shapes shared by the API
 * and the web app. Amounts on the wire are dollars with two decimals.
 */
import { z } from 'zod';
import { PAGE_SIZE, SALE_STATUSES, type SaleStatus } from './constants.ts';
import { cursorSchema, limitSchema, pageSchema, paginatedSchema } from './lists.ts';
import { formatCents } from './money.ts';
import { payoutAdjustmentDtoSchema } from './refunds.ts';
import { isoDateSchema, MARKETPLACE_TIME_ZONE, salePayoutStateSchema } from './sales.ts';

/** One payout pays at most this many sales, so that "select all" stays one request of bounded size. */
export const PAYOUT_SALES_MAX = 500;
export const BANK_REFERENCE_MAX = 100;
/** At most this many refused sales are named in one answer; the rest are counted. */
export const PAYOUT_PROBLEMS_SHOWN = 5;

export const PAYOUT_STATUSES = ['Pending', 'Paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_TEXT = {
  noTransactions: 'No Transactions yet',
  noRemit: 'No delivered sales are waiting to be paid out',
  selectSales: 'Please select at least one sale',
  tooManySales: `A transaction can pay at most ${PAYOUT_SALES_MAX} sales`,
  tooLarge: 'These sales add up to more than one transaction can hold: please pay them in several',
  duplicateSale: 'Each sale can be selected once',
  bankReferenceRequired: 'Bank reference is required',
  bankReferenceTooLong: `Bank reference can be at most ${BANK_REFERENCE_MAX} characters`,
  paidAtRequired: 'Payment date is required (YYYY-MM-DD)',
  paidAtFuture: 'The payment date cannot be in the future',
  paidAtBeforeCreation: 'The payment date cannot be before the transaction was created',
  vendorNotFound: 'Vendor not found',
  payoutNotFound: 'Transaction',
  unknownSale: 'One of the selected sales does not exist',
  notVendorSale: (order: number) => `Order #${order} is not a sale of this vendor`,
  cancelled: (order: number) => `Order #${order} was cancelled and cannot be paid out`,
  notDelivered: (order: number, status: SaleStatus) =>
    `Order #${order} is ${status}: only Delivered sales can be paid out`,
  alreadyPaid: (order: number) => `Order #${order} has already been paid out`,
  salesAlreadyPaid: 'One or more of these sales have already been paid out',
  morePayoutProblems: (count: number) =>
    `and ${count} more ${count === 1 ? 'transaction' : 'transactions'} cannot go in the file`,
  moreProblems: (count: number) => `and ${count} more ${count === 1 ? 'sale' : 'sales'} cannot be paid out`,
  payoutAlreadyPaid: (number: number) => `Transaction #${number} is already marked paid`,
  idempotencyKeyRequired: 'An Idempotency-Key header is required',
  idempotencyKeyReused: 'This Idempotency-Key was used with a different request',
  created: (number: number) => `Transaction #${number} created`,
  negativePayout: (netCents: number) =>
    `This transaction would come to ${formatCents(netCents)}: refunds after earlier payouts are more than these sales. Add more delivered sales, or wait for more; the balance carries forward.`,
  markedPaid: (number: number) => `Transaction #${number} marked paid`,
} as const;

/** The header that makes a create retry-safe: a replay answers the first result. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX = 200;

// en-CA writes dates as YYYY-MM-DD. Made once: a formatter costs ~90 µs to create.
const marketplaceDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: MARKETPLACE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date (YYYY-MM-DD) in the marketplace's time zone. */
export function marketplaceToday(now: Date = new Date()): string {
  return marketplaceDay.format(now);
}

/** The marketplace day (YYYY-MM-DD, Sydney) of an instant. */
export const marketplaceDayOf = (instant: Date): string => marketplaceDay.format(instant);

// ---------- requests ----------

/** `POST /api/transfer/{vendorId}` with an `Idempotency-Key` header. */
export const createPayoutSchema = z.object({
  sales: z
    .array(z.uuid(PAYOUT_TEXT.unknownSale), PAYOUT_TEXT.selectSales)
    .min(1, PAYOUT_TEXT.selectSales)
    .max(PAYOUT_SALES_MAX, PAYOUT_TEXT.tooManySales)
    .refine((ids) => new Set(ids).size === ids.length, PAYOUT_TEXT.duplicateSale),
  bankReference: z.string().trim().max(BANK_REFERENCE_MAX, PAYOUT_TEXT.bankReferenceTooLong).default(''),
});
export type CreatePayoutRequest = z.input<typeof createPayoutSchema>;

/** `PUT /api/transfer/{id}/paid`: staff record the bank transfer, once. */
export const markPayoutPaidSchema = z.object({
  bankReference: z
    .string(PAYOUT_TEXT.bankReferenceRequired)
    .trim()
    .min(1, PAYOUT_TEXT.bankReferenceRequired)
    .max(BANK_REFERENCE_MAX, PAYOUT_TEXT.bankReferenceTooLong),
  paidAt: z.iso
    .date(PAYOUT_TEXT.paidAtRequired)
    // ISO dates compare as strings.
    .refine((date) => date <= marketplaceToday(), PAYOUT_TEXT.paidAtFuture),
});
export type MarkPayoutPaidRequest = z.input<typeof markPayoutPaidSchema>;

/** `GET /api/transfer/salesRemit/{vendorId}`. */
export const remitQuerySchema = z.object({ page: pageSchema, limit: limitSchema(PAGE_SIZE.remit) });

/** Filters of `GET /api/transfer` and `GET /api/transfer/export`; days are Sydney days of creation. */
export const payoutFilterSchema = z.object({
  /** Super admin only: one vendor's payouts. A vendor always sees their own. */
  vendorId: z.uuid('Vendor not found').optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  status: z.enum(PAYOUT_STATUSES).optional(),
});
export type PayoutFilter = z.input<typeof payoutFilterSchema>;

export const payoutListQuerySchema = payoutFilterSchema.extend({
  page: pageSchema,
  limit: limitSchema(PAGE_SIZE.transactions),
  /** Where to continue: a previous answer's `nextCursor` (then `page` is not used). */
  cursor: cursorSchema,
});
export type PayoutListQuery = z.input<typeof payoutListQuerySchema>;

/** Filters of `GET /api/transfer/statement` and its export; days are Sydney days of the sale. */
export const statementFilterSchema = z.object({
  /** Super admin only: one vendor's sales (without it, every vendor's). A vendor always sees their own. */
  vendorId: z.uuid('Vendor not found').optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  /** Only the sales in this state (see SALE_PAYOUT_STATES). */
  state: salePayoutStateSchema.optional(),
});
export type StatementFilter = z.input<typeof statementFilterSchema>;

export const statementQuerySchema = statementFilterSchema.extend({
  page: pageSchema,
  limit: limitSchema(PAGE_SIZE.transactions),
});
export type StatementQuery = z.input<typeof statementQuerySchema>;

// ---------- responses ----------

const partyRefSchema = z.object({ _id: z.string(), name: z.string() });
export type PartyRef = z.infer<typeof partyRefSchema>;
const vendorRef = z.object({ _id: z.string(), displayName: z.string() });

export const payoutDtoSchema = z.object({
  _id: z.string(),
  /** Read by people, like an order number; starts at 1001. */
  number: z.number(),
  vendor: vendorRef,
  /** Sum of the sales' subtotals (price + shipping); gross = fee + net. */
  gross: z.number(),
  fee: z.number(),
  /** The GST in the fees: the sum of each sale's. */
  feeGst: z.number(),
  net: z.number(),
  saleCount: z.number(),
  /** Refunds after earlier payouts that this one deducts, and their net (negative; included in `net`). */
  adjustmentCount: z.number(),
  adjustmentNet: z.number(),
  createdBy: partyRefSchema.nullable(),
  bankReference: z.string(),
  /** YYYY-MM-DD once staff have recorded the bank transfer. */
  paidAt: z.string().nullable(),
  markedPaidBy: partyRefSchema.nullable(),
  createdAt: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  /** When staff last downloaded an ABA file holding this payout (it stays Pending until marked paid). */
  sentToBankAt: z.string().nullable(),
  /** Why this unpaid payout cannot go to the bank now (no bank details, or a hold); null when it can. */
  bankProblem: z.string().nullable(),
});
export type PayoutDto = z.infer<typeof payoutDtoSchema>;

export const payoutSaleLineDtoSchema = z.object({
  saleId: z.string(),
  orderNumber: z.number(),
  customer: z.string(),
  /** When the sale was made. */
  date: z.string(),
  subtotal: z.number(),
  fee: z.number(),
  feeGst: z.number(),
  net: z.number(),
  status: z.enum(SALE_STATUSES),
});
export type PayoutSaleLineDto = z.infer<typeof payoutSaleLineDtoSchema>;

export const payoutDetailDtoSchema = payoutDtoSchema.extend({
  sales: z.array(payoutSaleLineDtoSchema),
  /** Refunds after earlier payouts deducted here: the lines and these add up to the payout. */
  adjustments: z.array(payoutAdjustmentDtoSchema),
});
export type PayoutDetailDto = z.infer<typeof payoutDetailDtoSchema>;

export const moneyTotalsSchema = z.object({
  /** Number of sales. */
  count: z.number(),
  subtotal: z.number(),
  fee: z.number(),
  feeGst: z.number(),
  net: z.number(),
});
export type MoneyTotals = z.infer<typeof moneyTotalsSchema>;

export const remitSaleDtoSchema = z.object({
  _id: z.string(),
  orderNumber: z.number(),
  customer: z.string(),
  /** When the sale became Delivered. */
  deliveredAt: z.string(),
  price: z.number(),
  shippingFee: z.number(),
  subtotal: z.number(),
  fee: z.number(),
  feeGst: z.number(),
  net: z.number(),
});
export type RemitSaleDto = z.infer<typeof remitSaleDtoSchema>;

/** The amounts of a sale to remit, enough to total any selection without loading every page. */
export const remitAmountDtoSchema = z.object({
  _id: z.string(),
  subtotal: z.number(),
  fee: z.number(),
  feeGst: z.number(),
  net: z.number(),
});
export type RemitAmountDto = z.infer<typeof remitAmountDtoSchema>;

export const remitListDtoSchema = paginatedSchema(remitSaleDtoSchema).extend({
  vendor: vendorRef,
  /** Of every sale to remit, not just this page. */
  totals: moneyTotalsSchema,
  /** Every sale to remit (oldest first, at most PAYOUT_SALES_MAX): what "select all" selects. */
  selectable: z.array(remitAmountDtoSchema),
  /**
   * Refunds after earlier payouts that the next payout deducts (all of them, whatever sales are
   * selected): their sums, and the first few to show.
   */
  carried: z.object({
    count: z.number(),
    gross: z.number(),
    fee: z.number(),
    feeGst: z.number(),
    net: z.number(),
    items: z.array(payoutAdjustmentDtoSchema),
  }),
});
export type RemitListDto = z.infer<typeof remitListDtoSchema>;

/** Vendors the "vendors owed" picker lists at most, biggest amount first. */
export const OWED_VENDORS_MAX = 100;

/** `GET /api/transfer/owed`: a vendor owed delivered sales not yet in a payout, and how much. */
export const owedVendorDtoSchema = z.object({
  _id: z.string(),
  displayName: z.string(),
  active: z.boolean(),
  /** The net of their delivered sales not yet in a payout, in dollars. */
  net: z.number(),
});
export type OwedVendorDto = z.infer<typeof owedVendorDtoSchema>;

export const owedVendorsDtoSchema = z.object({ items: z.array(owedVendorDtoSchema) });
export type OwedVendorsDto = z.infer<typeof owedVendorsDtoSchema>;

export const payoutListDtoSchema = paginatedSchema(payoutDtoSchema).extend({
  /**
   * Of the whole filtered list; `count` is the number of sales in those payouts, `paidCount` those
   * in payouts marked paid (a pending payout's sales are not paid yet).
   */
  totals: z.object({
    gross: z.number(),
    fee: z.number(),
    feeGst: z.number(),
    net: z.number(),
    count: z.number(),
    paidCount: z.number(),
  }),
});
export type PayoutListDto = z.infer<typeof payoutListDtoSchema>;

export const statementLineDtoSchema = z.object({
  saleId: z.string(),
  orderNumber: z.number(),
  customer: z.string(),
  date: z.string(),
  status: z.enum(SALE_STATUSES),
  price: z.number(),
  shippingFee: z.number(),
  subtotal: z.number(),
  fee: z.number(),
  feeGst: z.number(),
  net: z.number(),
  /** Refunded to the buyer (items and shipping). After a payout, `net` stays what was paid and the refund is an adjustment line. */
  refunded: z.number(),
  vendor: vendorRef,
  /** The payout that holds this sale, if any; `paidAt` once its bank transfer is recorded. */
  payout: z.object({ _id: z.string(), number: z.number(), paidAt: z.string().nullable() }).nullable(),
  state: salePayoutStateSchema,
});
export type StatementLineDto = z.infer<typeof statementLineDtoSchema>;

/** The net split by the four states of SALE_PAYOUT_STATES; the four add up to `net`. */
export const statementTotalsSchema = moneyTotalsSchema.extend({
  /** Sales not yet delivered (nor cancelled). */
  notDeliveredNet: z.number(),
  /** Delivered sales in no payout yet: what is owed now. */
  awaitingPayoutNet: z.number(),
  /** Sales in a payout whose bank transfer is not recorded yet. */
  inPayoutNet: z.number(),
  /** Sales in a payout marked paid. */
  paidOutNet: z.number(),
  /** Refunded to buyers; subtotal - refunded = fee + net. */
  refunded: z.number(),
  /**
   * Refunds after a payout (included in the four states: those not yet deducted in awaitingPayoutNet,
   * the others with the payout that deducts them).
   */
  adjustmentCount: z.number(),
  adjustmentNet: z.number(),
  /** What the next payout deducts: adjustments no payout holds yet (negative). */
  carriedNet: z.number(),
});
export type StatementTotals = z.infer<typeof statementTotalsSchema>;

/** How many of a statement's adjustments it lists; the CSV has them all. */
export const STATEMENT_ADJUSTMENTS_SHOWN = 50;

export const statementDtoSchema = paginatedSchema(statementLineDtoSchema).extend({
  totals: statementTotalsSchema,
  /** The newest refunds after payout in the statement's scope (at most STATEMENT_ADJUSTMENTS_SHOWN). */
  adjustments: z.array(payoutAdjustmentDtoSchema),
});
export type StatementDto = z.infer<typeof statementDtoSchema>;
