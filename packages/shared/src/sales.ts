/**
 * Orders, sales and the dashboard (docs/product.md sections 2-5, 7 and 9): the rules
 * and shapes shared by the API and the web app. Amounts on the wire are dollars with two decimals.
 */
import { z } from 'zod';
import { AU_STATES, SALE_STATUSES, type SaleStatus } from './constants.ts';
import {
  cursorSchema,
  largeListSearchSchema,
  limitSchema,
  pageSchema,
  paginatedSchema,
  searchCountsFlag,
} from './lists.ts';
import { trackingCarrierSchema } from './packing.ts';
import { checkPostcodeState } from './postcodes.ts';
import { refundDtoSchema } from './refunds.ts';

export const SALES_TEXT = {
  cancelledNoInvoice: 'This sale was cancelled before an invoice was issued: it has none',
  noSale: 'No Sale yet',
  noOrder: 'No Order yet',
  statusRequired: 'Please choose a status',
  trackingRequired: 'Tracking number is required when the sale is Shipped',
  emailSent: 'Email sent',
  emailNotSent: 'Not Sent',
  tryAgain: 'Try Again',
  statusSaved: 'Status updated',
  inPayout: 'This sale is in a payout and can no longer change',
  sameStatus: (status: SaleStatus) => `The sale is already ${status}`,
  badTransition: (from: SaleStatus, to: SaleStatus) => `A sale that is ${from} cannot become ${to}`,
  outOfStock: (name: string, available: number) =>
    available > 0 ? `Only ${available} of ${name} left in stock` : `${name} is out of stock`,
  notAvailable: (name: string) => `${name} is not available`,
  unknownProduct: 'One of the products does not exist',
  unknownVariant: (name: string) => `${name} has no such option`,
  variantRequired: (name: string) => `Please choose an option of ${name}`,
  idempotencyKeyRequired: 'An Idempotency-Key header is required',
  idempotencyKeyReused: 'This Idempotency-Key was used with a different request',
  apiKeyInvalid: 'A valid x-api-key header is required',
  orderTooLarge: 'This order is too large to place at once; please split it into smaller orders',
} as const;

/**
 * The workflow of docs/product.md section 4: forward through Not processed -> Processing -> Shipped ->
 * Delivered, Cancel only before shipping. Processing may be skipped, Shipped may not: a delivered
 * sale always has its tracking number. Shipped may be saved again to correct the tracking number.
 * Delivered and Cancel are final.
 */
const NEXT_STATUSES: Record<SaleStatus, readonly SaleStatus[]> = {
  'Not processed': ['Processing', 'Shipped', 'Cancel'],
  Processing: ['Shipped', 'Cancel'],
  Shipped: ['Shipped', 'Delivered'],
  Delivered: [],
  Cancel: [],
};

export function nextSaleStatuses(from: SaleStatus): readonly SaleStatus[] {
  return NEXT_STATUSES[from];
}

export function canChangeSaleStatus(from: SaleStatus, to: SaleStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/** Badge colours of docs/product.md section 4: Not processed red, Delivered green, anything else yellow. */
export function saleStatusColour(status: string): 'red' | 'green' | 'yellow' {
  if (status === 'Not processed') return 'red';
  if (status === 'Delivered') return 'green';
  return 'yellow';
}

/**
 * An order's status, derived from its sales: Cancel when every sale is cancelled; otherwise the
 * least advanced status among the sales that are not cancelled.
 */
export function orderStatusOf(saleStatuses: readonly SaleStatus[]): SaleStatus {
  const live = saleStatuses.filter((status) => status !== 'Cancel');
  if (live.length === 0) return 'Cancel';
  const progress: SaleStatus[] = ['Not processed', 'Processing', 'Shipped', 'Delivered'];
  return progress[Math.min(...live.map((status) => progress.indexOf(status)))] ?? 'Not processed';
}

// ---------- storefront order (POST /api/order) ----------

export const ORDER_ITEMS_MAX = 100;
/** Amounts are stored in 32-bit integer columns: an order (and so each of its sales) stays below this many cents. */
export const ORDER_AMOUNT_CENTS_MAX = 2_147_483_647;
export const ORDER_QTY_MAX = 1_000;

const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} can be at most ${max} characters`);

export const deliveryAddressSchema = z
  .object({
    unit: z.string().trim().max(50).default(''),
    c_address: requiredText('Street address'),
    suburb: requiredText('Suburb', 100),
    state: z.enum(AU_STATES, { error: `State must be one of ${AU_STATES.join(', ')}` }),
    country: z.string().trim().max(100).default('Australia'),
    postcode: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'Postcode must be 4 digits'),
  })
  .superRefine((address, context) => checkPostcodeState(address, (issue) => context.addIssue(issue)));

export const orderItemSchema = z.object({
  productId: z.uuid('productId must be a product id'),
  variantId: z.uuid('variantId must be a variant id').optional(),
  qty: z
    .number({ error: 'qty must be a whole number' })
    .int('qty must be a whole number')
    .min(1, 'qty must be at least 1')
    .max(ORDER_QTY_MAX, `qty can be at most ${ORDER_QTY_MAX}`),
});

export const orderRequestSchema = z.object({
  customer_name: requiredText('Customer name'),
  customer_email: z.email('Customer email must be an email address').max(254),
  customer_phone: z.string().trim().max(30).default(''),
  transaction_id: z.string().trim().max(200).default(''),
  payment_method: requiredText('Payment method', 50),
  delivery_address: deliveryAddressSchema,
  items: z
    .array(orderItemSchema)
    .min(1, 'An order needs at least one item')
    .max(ORDER_ITEMS_MAX, `An order can have at most ${ORDER_ITEMS_MAX} items`),
});
export type OrderRequest = z.input<typeof orderRequestSchema>;

// ---------- sale status (PUT /api/sale/{saleId}/status/{userId}) ----------

export const saleStatusUpdateSchema = z
  .object({
    status: z.enum(SALE_STATUSES, { error: SALES_TEXT.statusRequired }),
    tracking_number: z.string().trim().max(100, 'Tracking number can be at most 100 characters').default(''),
    /** Who carries the parcel, for the buyer's tracking link; from the products' carrier when not given. */
    carrier: trackingCarrierSchema.optional(),
  })
  .superRefine((value, context) => {
    if (value.status === 'Shipped' && value.tracking_number === '') {
      context.addIssue({ code: 'custom', message: SALES_TEXT.trackingRequired, path: ['tracking_number'] });
    }
  });
export type SaleStatusUpdate = z.input<typeof saleStatusUpdateSchema>;

/** `PUT /api/sale/sendMail/{id}`: an optional note from staff added to the vendor's email. */
export const resendSaleMailSchema = z.object({ input: z.string().trim().max(2_000).default('') });

// ---------- lists ----------

/**
 * A day filter, YYYY-MM-DD. Year 0 matches the pattern but PostgreSQL has no such year, so it is
 * refused here rather than failing in the database.
 */
export const isoDateSchema = z.iso
  .date('Dates are YYYY-MM-DD')
  .refine((day) => day >= '0001-01-01', 'Dates are YYYY-MM-DD');

export const SALE_SORTS = ['newest', 'oldest', 'amount', '-amount'] as const;

/** `GET /api/sale/mySales`, `GET /api/sale/list` and the CSV export of the same list. */
export const saleListQuerySchema = z.object({
  page: pageSchema,
  limit: limitSchema(10),
  /** Where to continue: a previous answer's `nextCursor` (then `page` is not used). */
  cursor: cursorSchema,
  /** Customer name, customer email or order number. */
  q: largeListSearchSchema,
  status: z.enum(SALE_STATUSES).optional(),
  /** Inclusive days, in the marketplace's time zone (Australia/Sydney). */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  sort: z.enum(SALE_SORTS, { error: `Sort by one of: ${SALE_SORTS.join(', ')}` }).default('newest'),
  /** Super admin only: one vendor's sales. */
  vendorId: z.uuid().optional(),
  /** With a search: answer `statusCounts` too. */
  counts: searchCountsFlag,
});
export type SaleListQuery = z.input<typeof saleListQuerySchema>;

/** `GET /api/order/list`. */
export const orderListQuerySchema = z.object({
  page: pageSchema,
  limit: limitSchema(10),
  cursor: cursorSchema,
  q: largeListSearchSchema,
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

/** The marketplace keeps its days in Sydney time: date filters and the dashboard chart use it. */
export const MARKETPLACE_TIME_ZONE = 'Australia/Sydney';
export const DASHBOARD_CHART_DAYS = 30;

// ---------- responses ----------
// Response schemas: the API serialises by them (nothing undeclared leaves the server) and the web
// app reads the types inferred from them.

const saleStatusSchema = z.enum(SALE_STATUSES);
/**
 * Where a sale's money stands, the same four states on every money view (statements, sale pages,
 * CSVs, payouts): a sale not cancelled is in exactly one, and their nets add up to its earnings.
 * "Paid out" only once staff have recorded the payout's bank transfer.
 */
export const SALE_PAYOUT_STATES = ['not_delivered', 'awaiting_payout', 'in_payout', 'paid_out'] as const;
export type SalePayoutState = (typeof SALE_PAYOUT_STATES)[number];
export const salePayoutStateSchema = z.enum(SALE_PAYOUT_STATES, {
  error: `Payout state must be one of: ${SALE_PAYOUT_STATES.join(', ')}`,
});

export const SALE_PAYOUT_STATE_LABELS: Record<SalePayoutState, string> = {
  not_delivered: 'Not yet delivered',
  awaiting_payout: 'Awaiting payout',
  in_payout: 'In payout, transfer pending',
  paid_out: 'Paid out',
};

/** The state of one sale from its status and its payout (null: in none; `paid`: transfer recorded). */
export function salePayoutStateOf(status: SaleStatus, payout: { paid: boolean } | null): SalePayoutState | null {
  if (payout) return payout.paid ? 'paid_out' : 'in_payout';
  if (status === 'Cancel') return null;
  return status === 'Delivered' ? 'awaiting_payout' : 'not_delivered';
}

const vendorRefSchema = z.object({ _id: z.string(), displayName: z.string() });
const deliveryAddressDtoSchema = z.object({
  unit: z.string(),
  c_address: z.string(),
  suburb: z.string(),
  state: z.string(),
  country: z.string(),
  postcode: z.string(),
});
export type DeliveryAddressDto = z.infer<typeof deliveryAddressDtoSchema>;

/**
 * The street line as Australia Post writes it: a bare unit ("2", "4B") becomes "Unit 2, 5 Wattle
 * Street"; a unit that names itself ("Level 3", "Shop 1", "Apt 2") is kept as written.
 */
export function streetLine(address: { unit?: string | null; c_address: string }): string {
  const unit = address.unit?.trim();
  if (!unit) return address.c_address;
  return /^[\d]+[a-z]?$/i.test(unit) ? `Unit ${unit}, ${address.c_address}` : `${unit}, ${address.c_address}`;
}

export const saleItemDtoSchema = z.object({
  _id: z.string(),
  /** Null once the product has been deleted; the line keeps what was bought. */
  productId: z.string().nullable(),
  name: z.string(),
  variant: z.string(),
  /** Thumbnail URL, or null when the product had no image. */
  image: z.string().nullable(),
  qty: z.number(),
  /** Unit price paid. */
  price: z.number(),
  /** Sold as GST-free goods: no GST on this line of a tax invoice. */
  gstFree: z.boolean(),
});
export type SaleItemDto = z.infer<typeof saleItemDtoSchema>;

export const saleOrderDtoSchema = z.object({
  _id: z.string(),
  number: z.number(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  transaction_id: z.string(),
  payment_method: z.string(),
  delivery_address: deliveryAddressDtoSchema,
});
export type SaleOrderDto = z.infer<typeof saleOrderDtoSchema>;

export const saleStatusChangeDtoSchema = z.object({
  from: saleStatusSchema.nullable(),
  to: saleStatusSchema,
  tracking_number: z.string(),
  /** Who made the change; null for the storefront. */
  by: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type SaleStatusChangeDto = z.infer<typeof saleStatusChangeDtoSchema>;

export const saleDtoSchema = z.object({
  _id: z.string(),
  order_id: saleOrderDtoSchema,
  items: z.array(saleItemDtoSchema),
  status: saleStatusSchema,
  tracking_number: z.string(),
  /** Who carries the parcel, when known (TRACKING_CARRIERS). */
  carrier: z.string().nullable(),
  /** The carrier's tracking page for the tracking number; null when there is no number or the carrier is not known. */
  trackingUrl: z.string().nullable(),
  /** Sum of item price x quantity. */
  price: z.number(),
  shippingFee: z.number(),
  /** Money breakdown of docs/product.md section 9: subtotal = price + shipping; net = subtotal - fee. */
  subtotal: z.number(),
  fee: z.number(),
  /** The GST included in the fee (fee / 11, to the cent); 0 when the marketplace is not GST-registered. */
  feeGst: z.number(),
  net: z.number(),
  /** Refunded to the buyer so far, items and shipping (a cancelled sale is refunded in full). */
  refunded: z.number(),
  /** Where its money stands; null for a cancelled sale. Once in a payout, a sale can no longer change. */
  payoutState: salePayoutStateSchema.nullable(),
  vendorId: vendorRefSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SaleDto = z.infer<typeof saleDtoSchema>;

/**
 * `GET /api/sale/list` and `GET /api/sale/mySales`. With a search and `?counts=true`, `statusCounts`
 * says how many sales of each status match the search whatever the status filter, counted in the
 * statement that counts the search (issue 48's facets); null when the search matches more than the
 * search depth ("1,000+"); absent otherwise.
 */
export const saleListResponseSchema = paginatedSchema(saleDtoSchema).extend({
  statusCounts: z.record(z.enum(SALE_STATUSES), z.number()).nullable().optional(),
});
export type SaleListResponse = z.infer<typeof saleListResponseSchema>;

export const saleDetailDtoSchema = saleDtoSchema.extend({
  /** The payout that holds this sale; `paidAt` (YYYY-MM-DD) once its bank transfer is recorded. */
  payout: z.object({ _id: z.string(), number: z.number(), paidAt: z.string().nullable() }).nullable(),
  history: z.array(saleStatusChangeDtoSchema),
  /** The statuses the status form may offer now. */
  nextStatuses: z.array(saleStatusSchema),
  refunds: z.array(refundDtoSchema),
  /**
   * What can still be refunded, items and shipping apart, and per item line the units not yet refunded
   * by line with what refunding them all gives back (less any amount already apportioned to the line).
   */
  refundable: z.object({
    amount: z.number(),
    shipping: z.number(),
    items: z.array(z.object({ itemId: z.string(), qty: z.number(), amount: z.number() })),
  }),
  /**
   * The vendor's net once refunds after a payout are deducted: `net` is what the payout paid, this is
   * what the vendor finally earns from the sale. Equal to `net` without such refunds.
   */
  netAfterRefunds: z.number(),
  /**
   * Each line's fee (issue 45): what its terms, frozen when the order was placed, charge on what the
   * buyer kept of it (as the sale's payout paid it, once in one), with the rule's note and terms
   * (none on lines of sales from before commission rules).
   */
  fees: z.array(
    z.object({
      itemId: z.string(),
      fee: z.number(),
      note: z.string(),
      percent: z.number().nullable(),
      fixed: z.number().nullable(),
    }),
  ),
});
export type SaleDetailDto = z.infer<typeof saleDetailDtoSchema>;

export const orderProductDtoSchema = saleItemDtoSchema.extend({ vendor: vendorRefSchema });
export type OrderProductDto = z.infer<typeof orderProductDtoSchema>;

export const orderSaleSummaryDtoSchema = z.object({
  _id: z.string(),
  vendorId: vendorRefSchema,
  status: saleStatusSchema,
  tracking_number: z.string(),
  /** The carrier's tracking page for the tracking number, for the storefront to link; null when not known. */
  trackingUrl: z.string().nullable(),
  price: z.number(),
  shippingFee: z.number(),
  subtotal: z.number(),
  refunded: z.number(),
});
export type OrderSaleSummaryDto = z.infer<typeof orderSaleSummaryDtoSchema>;

export const orderDtoSchema = z.object({
  _id: z.string(),
  number: z.number(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  transaction_id: z.string(),
  payment_method: z.string(),
  delivery_address: deliveryAddressDtoSchema,
  products: z.array(orderProductDtoSchema),
  /** Derived from its sales (orderStatusOf). */
  status: saleStatusSchema,
  shippingFee: z.number(),
  /** Sum of item price x quantity. */
  subtotal: z.number(),
  /** What the customer paid: subtotal + shipping. */
  amount: z.number(),
  /** Refunded to the customer so far, over all its sales. */
  refunded: z.number(),
  sales: z.array(orderSaleSummaryDtoSchema),
  createdAt: z.string(),
});
export type OrderDto = z.infer<typeof orderDtoSchema>;

export const dashboardChartPointSchema = z.object({
  /** YYYY-MM-DD in the marketplace's time zone. */
  date: z.string(),
  /** Sales (not cancelled) made that day and their total, price + shipping. */
  sales: z.number(),
  amount: z.number(),
  /** The vendor's net, or the marketplace's fees for the super admin. */
  earnings: z.number(),
});
export type DashboardChartPoint = z.infer<typeof dashboardChartPointSchema>;

/** A vendor's latest sales (their part of each order), or for the super admin the latest orders. */
export const dashboardLatestOrderSchema = z.object({
  /** The sale's id for a vendor, the order's for the super admin. */
  _id: z.string(),
  /** The page that shows it: /sale/:id or /order/:id. */
  href: z.string(),
  number: z.number(),
  /** What the buyer paid: goods and shipping (the sale's part for a vendor, the whole order for the super admin). */
  total: z.number(),
  payment_method: z.string(),
  status: saleStatusSchema,
  createdAt: z.string(),
});
export type DashboardLatestOrder = z.infer<typeof dashboardLatestOrderSchema>;

/** `GET /api/dashboard`: every figure of the dashboard in one request. */
export const dashboardDtoSchema = z.object({
  /** As `GET /api/sale/earnings`. */
  earnings: z.number(),
  /** Refunded to buyers, all time: the vendor's own sales, or every sale for the super admin. */
  refunded: z.number(),
  /** Returns requested and waiting for a decision: the vendor's own, or every one for the super admin. */
  returnsWaiting: z.number(),
  /** As `GET /api/product/netWorth`. */
  netWorth: z.number(),
  unreadMessages: z.number(),
  /** The first 5 products, newest first. */
  products: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      stock: z.number(),
      approved: z.boolean(),
      price: z.number(),
      sales: z.boolean(),
      salesPrice: z.number(),
    }),
  ),
  latestOrders: z.array(dashboardLatestOrderSchema),
  chart: z.array(dashboardChartPointSchema),
});
export type DashboardDto = z.infer<typeof dashboardDtoSchema>;

/** `GET /api/sale/earnings`. */
export const earningsDtoSchema = z.object({ total: z.number() });
