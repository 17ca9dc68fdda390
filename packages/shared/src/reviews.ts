/**
 * Reviews (issue 44, section 1): a buyer rates a product of a sale once it is delivered (a verified
 * purchase), the vendor answers once (and may edit the answer), staff hide or restore a review with
 * a reason. A product and a store carry the average and count of their visible reviews.
 */
import { z } from 'zod';
import { cursorSchema, limitSchema } from './lists.ts';

export const REVIEW_STATUSES = ['visible', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 2_000;
export const REVIEW_REPLY_MAX = 2_000;
export const REVIEW_HIDE_REASON_MAX = 500;
export const REVIEW_PAGE_SIZE = 20;

export const REVIEW_TEXT = {
  notDelivered: 'This item is not delivered yet: it can be reviewed once delivered',
  refunded: 'This item was refunded in full: a refunded item cannot be reviewed',
  alreadyReviewed: 'This item of the order has already been reviewed',
  itemNotInOrder: 'That product is not in this sale of the order',
  ratingRange: 'Rating must be a whole number from 1 to 5',
  bodyRequired: 'Please write the review',
  bodyTooLong: `The review can be at most ${REVIEW_BODY_MAX} characters`,
  titleTooLong: `The title can be at most ${REVIEW_TITLE_MAX} characters`,
  replyRequired: 'Please write the reply',
  replyTooLong: `The reply can be at most ${REVIEW_REPLY_MAX} characters`,
  reasonRequired: 'Please give the reason the vendor will be told',
  reasonTooLong: `The reason can be at most ${REVIEW_HIDE_REASON_MAX} characters`,
  plainText: 'Plain text only: HTML tags are not allowed',
  vendorsReply: 'Only the vendor (or a team member with the catalogue role) can reply to a review',
  alreadyHidden: 'This review is already hidden',
  notHidden: 'This review is not hidden',
} as const;

/** Anything that reads as an HTML tag, comment or entity; "<3" or "5 > 4" stay plain text. */
const HTML_LIKE = /<\s*[a-z!/?]|&(#\d+|#x[0-9a-f]+|[a-z]+);/i;
// Control characters but tab and newline: invisible in a review and unsafe in places that print it.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/** Plain text: trimmed, Windows line ends made plain, no HTML, within `max`. */
function plainText(max: number, messages: { required?: string; tooLong: string }) {
  const text = z
    .string(messages.required ?? messages.tooLong)
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(messages.required ? 1 : 0, messages.required ?? messages.tooLong)
        .max(max, messages.tooLong)
        .refine((value) => !HTML_LIKE.test(value) && !CONTROL.test(value), REVIEW_TEXT.plainText),
    );
  return text;
}

/** `POST /api/order/{orderId}/reviews` (the storefront). */
export const createReviewSchema = z.object({
  saleId: z.uuid('Sale not found'),
  productId: z.uuid('Product not found'),
  rating: z
    .number({ error: REVIEW_TEXT.ratingRange })
    .int(REVIEW_TEXT.ratingRange)
    .min(1, REVIEW_TEXT.ratingRange)
    .max(5, REVIEW_TEXT.ratingRange),
  title: plainText(REVIEW_TITLE_MAX, { tooLong: REVIEW_TEXT.titleTooLong }).default(''),
  body: plainText(REVIEW_BODY_MAX, { required: REVIEW_TEXT.bodyRequired, tooLong: REVIEW_TEXT.bodyTooLong }),
});
export type CreateReviewRequest = z.input<typeof createReviewSchema>;

/** `POST /api/review/{id}/reply`: the vendor's one reply, written again to edit it. */
export const reviewReplySchema = z.object({
  body: plainText(REVIEW_REPLY_MAX, { required: REVIEW_TEXT.replyRequired, tooLong: REVIEW_TEXT.replyTooLong }),
});
export type ReviewReplyRequest = z.input<typeof reviewReplySchema>;

/** `POST /api/review/{id}/hide`: the reason the vendor is told. */
export const hideReviewSchema = z.object({
  reason: plainText(REVIEW_HIDE_REASON_MAX, {
    required: REVIEW_TEXT.reasonRequired,
    tooLong: REVIEW_TEXT.reasonTooLong,
  }),
});
export type HideReviewRequest = z.input<typeof hideReviewSchema>;

const boolText = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true'));

/** `GET /api/review/list`: newest first, by cursor. */
export const reviewListQuerySchema = z.object({
  limit: limitSchema(REVIEW_PAGE_SIZE),
  cursor: cursorSchema,
  rating: z.coerce
    .number({ error: REVIEW_TEXT.ratingRange })
    .int(REVIEW_TEXT.ratingRange)
    .min(1, REVIEW_TEXT.ratingRange)
    .max(5, REVIEW_TEXT.ratingRange)
    .optional(),
  status: z.enum(REVIEW_STATUSES, { error: 'Status must be visible or hidden' }).optional(),
  productId: z.uuid('Product not found').optional(),
  replied: boolText('replied'),
});
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;

/** `GET /api/product/{id}/reviews`. */
export const productReviewsQuerySchema = z.object({ limit: limitSchema(REVIEW_PAGE_SIZE), cursor: cursorSchema });
export type ProductReviewsQuery = z.input<typeof productReviewsQuerySchema>;

/** The average (to two decimals) and count of a product's or a store's visible reviews; 0 and 0 with none. */
export const ratingDtoSchema = z.object({ average: z.number(), count: z.number().int() });
export type RatingDto = z.infer<typeof ratingDtoSchema>;

/** A rating from its kept sum and count. */
export function ratingOf(sum: number, count: number): RatingDto {
  return { average: count > 0 ? Math.round((sum * 100) / count) / 100 : 0, count };
}

const replyDtoSchema = z.object({ body: z.string(), createdAt: z.string(), updatedAt: z.string() });

/** A review as the storefront shows it: the buyer's first name and initial, never more. */
export const publicReviewDtoSchema = z.object({
  _id: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** "Esi M.": the buyer's first name and the initial of the last. */
  author: z.string(),
  /** Always true: every review is of a delivered order line. */
  verifiedPurchase: z.literal(true),
  reply: replyDtoSchema.nullable(),
  createdAt: z.string(),
});
export type PublicReviewDto = z.infer<typeof publicReviewDtoSchema>;

export const productReviewsDtoSchema = z.object({
  rating: ratingDtoSchema,
  items: z.array(publicReviewDtoSchema),
  nextCursor: z.string().nullable(),
});
export type ProductReviewsDto = z.infer<typeof productReviewsDtoSchema>;

/** A review as the vendor and staff see it. */
export const reviewDtoSchema = publicReviewDtoSchema.extend({
  status: z.enum(REVIEW_STATUSES),
  /** Why staff hid it (the vendor is told); null while visible. */
  hiddenReason: z.string().nullable(),
  product: z.object({ _id: z.string().nullable(), name: z.string() }),
  vendor: z.object({ _id: z.string(), displayName: z.string() }),
  saleId: z.string(),
  orderNumber: z.number(),
});
export type ReviewDto = z.infer<typeof reviewDtoSchema>;

export const reviewListDtoSchema = z.object({ items: z.array(reviewDtoSchema), nextCursor: z.string().nullable() });
export type ReviewListDto = z.infer<typeof reviewListDtoSchema>;

export const createdReviewDtoSchema = z.object({ _id: z.string(), status: z.enum(REVIEW_STATUSES) });
