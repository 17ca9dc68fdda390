/**
 * Returns (issue 13): a buyer sends back items of a delivered sale. Opened by the storefront (or
 * staff for the buyer), approved or rejected by the vendor or staff, received by the vendor, then
 * refunded: the refund of the returned items' price, with those items back in stock.
 */
import { z } from 'zod';
import { limitSchema, pageSchema, paginatedSchema } from './lists.ts';
import { REFUND_REASONS, REQUESTED_REFUND_REASONS, refundDtoSchema } from './refunds.ts';

export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
  refunded: 'Refunded',
};

/**
 * Where each status may go next; rejected and refunded are final. Goods received may still be
 * rejected (not what was sold, or damaged by the buyer), with the reason the buyer is told.
 */
const NEXT_RETURN_STATUSES: Record<ReturnStatus, readonly ReturnStatus[]> = {
  // Refunded before it is received: the buyer keeps the item (low-value goods), never asked to send it.
  requested: ['approved', 'rejected', 'refunded'],
  approved: ['received', 'refunded'],
  received: ['refunded', 'rejected'],
  rejected: [],
  refunded: [],
};

export function nextReturnStatuses(from: ReturnStatus): readonly ReturnStatus[] {
  return NEXT_RETURN_STATUSES[from];
}

/** A buyer returns goods for a reason of the refund's, never "cancelled" (that is before shipping). */
export const RETURN_REASONS = REQUESTED_REFUND_REASONS;
export const RETURN_NOTE_MAX = 1_000;

export const RETURN_TEXT = {
  notDelivered: (orderNumber: number, vendor: string) =>
    `${vendor}'s part of order #${orderNumber} is not delivered yet: it can be returned once delivered`,
  unknownItem: 'One of the items is not in this order',
  tooMany: (name: string, left: number) =>
    left === 0 ? `${name} is already being returned or refunded` : `At most ${left} of ${name} can be returned`,
  itemTwice: 'Each item can be listed once',
  reasonRequired: `Please choose a reason: ${RETURN_REASONS.join(', ')}`,
  rejectionReasonRequired: 'Please give the buyer a reason for the rejection',
  badTransition: (from: ReturnStatus, to: ReturnStatus) =>
    `A return that is ${RETURN_STATUS_LABELS[from].toLowerCase()} cannot become ${RETURN_STATUS_LABELS[to].toLowerCase()}`,
  staffOnlyOpen: 'Only the storefront or staff can open a return',
  keepItemRequired:
    'The items have not come back: mark the return received first, or refund it letting the buyer keep the items',
  notOpen: 'That return is not open any more: only an open return of this sale can be closed by its refund',
  updated: (number: number, status: ReturnStatus) => `Return #${number} ${RETURN_STATUS_LABELS[status].toLowerCase()}`,
} as const;

/** `POST /api/order/{orderId}/returns`. */
export const openReturnSchema = z.object({
  items: z
    .array(
      z.object({
        saleItemId: z.uuid('saleItemId must be an item of the order'),
        qty: z
          .number({ error: 'qty must be a whole number' })
          .int('qty must be a whole number')
          .min(1, 'qty must be at least 1')
          .max(1_000, 'qty can be at most 1000'),
      }),
    )
    .min(1, 'Choose at least one item to return')
    .max(100)
    .refine((items) => new Set(items.map((item) => item.saleItemId)).size === items.length, RETURN_TEXT.itemTwice),
  reason: z.enum(RETURN_REASONS, { error: RETURN_TEXT.reasonRequired }),
  note: z.string().trim().max(RETURN_NOTE_MAX, `Note can be at most ${RETURN_NOTE_MAX} characters`).default(''),
});
export type OpenReturnRequest = z.input<typeof openReturnSchema>;

/** `PUT /api/returns/{id}`: the next status; a rejection needs its reason. */
export const updateReturnSchema = z
  .object({
    status: z.enum(['approved', 'rejected', 'received', 'refunded'], {
      error: 'Status must be one of: approved, rejected, received, refunded',
    }),
    reason: z.string().trim().max(RETURN_NOTE_MAX, `Reason can be at most ${RETURN_NOTE_MAX} characters`).default(''),
    /** Refund a return whose items have not come back: the buyer keeps them and nothing is restocked. */
    keepItem: z.boolean().default(false),
  })
  .superRefine((value, context) => {
    if (value.status === 'rejected' && value.reason === '') {
      context.addIssue({ code: 'custom', message: RETURN_TEXT.rejectionReasonRequired, path: ['reason'] });
    }
  });
export type UpdateReturnRequest = z.input<typeof updateReturnSchema>;

/** `GET /api/returns`. */
export const returnListQuerySchema = z.object({
  page: pageSchema,
  limit: limitSchema(10),
  status: z.enum(RETURN_STATUSES, { error: `Status must be one of: ${RETURN_STATUSES.join(', ')}` }).optional(),
  /** The returns of one sale (its page), or of one order (the order page). */
  saleId: z.uuid('Sale not found').optional(),
  orderId: z.uuid('Order not found').optional(),
});
export type ReturnListQuery = z.input<typeof returnListQuerySchema>;

export const returnDtoSchema = z.object({
  _id: z.string(),
  number: z.number(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(REFUND_REASONS),
  note: z.string(),
  rejectionReason: z.string(),
  saleId: z.string(),
  order: z.object({ _id: z.string(), number: z.number(), customer_name: z.string() }),
  vendor: z.object({ _id: z.string(), displayName: z.string() }),
  items: z.array(
    z.object({ saleItemId: z.string(), name: z.string(), variant: z.string(), qty: z.number(), price: z.number() }),
  ),
  /** The returned items' price: what refunding the return gives back. */
  amount: z.number(),
  /** Null when the storefront opened it. */
  openedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /**
   * The refund that settled it. `onSale`: made from the sale's refund dialog, which closed the return
   * ("Refunded on the sale on 28 Nov: $89.00"); `keptItem`: the buyer kept the items.
   */
  refund: refundDtoSchema
    .pick({ _id: true, total: true, createdAt: true })
    .extend({ onSale: z.boolean(), keptItem: z.boolean() })
    .nullable(),
  /** What the caller may move it to now. */
  nextStatuses: z.array(z.enum(RETURN_STATUSES)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReturnDto = z.infer<typeof returnDtoSchema>;

export const returnListDtoSchema = paginatedSchema(returnDtoSchema);
export const openedReturnsDtoSchema = z.object({ returns: z.array(returnDtoSchema) });
