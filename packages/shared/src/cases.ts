/**
 * Cases (issue 44, section 2): a buyer's problem with a sale, opened by the storefront, with a clock.
 * The vendor answers within CASE_RESPONSE_BUSINESS_DAYS business days (default 2) and resolves it;
 * a case not answered in time, or one the vendor rejected and the buyer escalates, goes to staff
 * (support), who decide. Amounts on the wire are dollars, as refunds take them.
 */
import { z } from 'zod';
import { cursorSchema, limitSchema } from './lists.ts';
import type { RefundReason } from './refunds.ts';
import { refundMoney } from './refunds.ts';

export const CASE_REASONS = ['not_received', 'not_as_described', 'damaged_or_faulty', 'other'] as const;
export type CaseReason = (typeof CASE_REASONS)[number];

export const CASE_STATUSES = ['open', 'responded', 'resolved', 'escalated', 'decided'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const CASE_RESOLUTIONS = ['refund', 'return', 'replacement', 'rejected'] as const;
export type CaseResolution = (typeof CASE_RESOLUTIONS)[number];

export const CASE_DECISIONS = ['refund', 'no_action'] as const;
export type CaseDecision = (typeof CASE_DECISIONS)[number];

/** Who wrote a line of a case's timeline: `system` is the escalation job. */
export const CASE_AUTHORS = ['buyer', 'vendor', 'staff', 'system'] as const;
export type CaseAuthor = (typeof CASE_AUTHORS)[number];

export const CASE_ENTRY_KINDS = ['opened', 'message', 'resolved', 'escalated', 'decided'] as const;
export type CaseEntryKind = (typeof CASE_ENTRY_KINDS)[number];

/** The default of CASE_RESPONSE_BUSINESS_DAYS: business days the vendor has to answer. */
export const CASE_RESPONSE_BUSINESS_DAYS_DEFAULT = 2;

export const CASE_REASON_LABELS: Record<CaseReason, string> = {
  not_received: 'Not received',
  not_as_described: 'Not as described',
  damaged_or_faulty: 'Damaged or faulty',
  other: 'Other',
};

export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  open: 'Open',
  responded: 'Responded',
  resolved: 'Resolved',
  escalated: 'Escalated',
  decided: 'Decided',
};

export const CASE_RESOLUTION_LABELS: Record<CaseResolution, string> = {
  refund: 'Refund',
  return: 'Return',
  replacement: 'Replacement',
  rejected: 'Rejected',
};

export const CASE_DECISION_LABELS: Record<CaseDecision, string> = {
  refund: 'Refund',
  no_action: 'No action',
};

/** The refund a case gives is recorded under the refund reason of its own reason. */
export const CASE_REFUND_REASON: Record<CaseReason, RefundReason> = {
  not_received: 'not_received',
  not_as_described: 'not_as_described',
  damaged_or_faulty: 'faulty',
  other: 'other',
};

/**
 * Australian Consumer Law: goods damaged, faulty or not as described are a major failure, and the
 * buyer's refund includes what they paid for postage, unless the vendor or staff say otherwise.
 */
export const POSTAGE_INCLUDED_REASONS: readonly CaseReason[] = ['damaged_or_faulty', 'not_as_described'];

export function refundIncludesPostage(reason: CaseReason, given: boolean | undefined): boolean {
  return given ?? POSTAGE_INCLUDED_REASONS.includes(reason);
}

export const CASE_MESSAGE_MAX = 2_000;
export const CASE_NOTE_MAX = 1_000;

export const CASE_TEXT = {
  saleNotInOrder: 'Sale not found in this order',
  alreadyOpen: 'This sale already has a case open: write to it instead (or escalate it if the seller rejected it)',
  closed: 'This case is closed: it can no longer change',
  notResolvable: (status: CaseStatus) =>
    status === 'escalated'
      ? 'This case is with the Soko team now: they decide it'
      : 'This case is already resolved or decided',
  notEscalatable: 'Only a case the seller rejected can be escalated',
  notDecidable: 'Only an escalated case can be decided',
  rejectionNoteRequired: 'Please tell the buyer why you reject the case',
  decisionReasonRequired: 'Please give the reason for the decision',
  messageRequired: 'Please write a message',
  nothingToRefund: 'Nothing is left to refund on this sale',
  resolved: (number: number) => `Case #${number} resolved`,
  decided: (number: number) => `Case #${number} decided`,
  messageSent: 'Message sent',
} as const;

const messageText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, CASE_TEXT.messageRequired)
    .max(max, `${label} can be at most ${max} characters`);

/** `POST /api/order/{orderId}/cases` (the storefront). */
export const openCaseSchema = z.object({
  saleId: z.uuid(CASE_TEXT.saleNotInOrder),
  reason: z.enum(CASE_REASONS, { error: `Reason must be one of: ${CASE_REASONS.join(', ')}` }),
  message: messageText('Message', CASE_MESSAGE_MAX),
});
export type OpenCaseRequest = z.input<typeof openCaseSchema>;

/** `POST /api/case/{id}/messages` and the storefront's `POST …/cases/{caseId}/messages`. */
export const caseMessageSchema = z.object({ body: messageText('Message', CASE_MESSAGE_MAX) });
export type CaseMessageRequest = z.input<typeof caseMessageSchema>;

/** `POST /api/case/{id}/resolve` (the vendor). `amount`: the items' refund; none, what is left of them. */
export const resolveCaseSchema = z
  .object({
    outcome: z.enum(CASE_RESOLUTIONS, { error: `Outcome must be one of: ${CASE_RESOLUTIONS.join(', ')}` }),
    amount: refundMoney('Amount').optional(),
    /** Refund the postage too; unset, it is refunded for damaged_or_faulty and not_as_described. */
    includePostage: z.boolean().optional(),
    note: z.string().trim().max(CASE_NOTE_MAX, `Note can be at most ${CASE_NOTE_MAX} characters`).default(''),
  })
  .superRefine((value, context) => {
    if (value.outcome === 'rejected' && value.note === '') {
      context.addIssue({ code: 'custom', message: CASE_TEXT.rejectionNoteRequired, path: ['note'] });
    }
  });
export type ResolveCaseRequest = z.input<typeof resolveCaseSchema>;

/** `POST /api/case/{id}/decide` (staff with the cases permission). */
export const decideCaseSchema = z.object({
  outcome: z.enum(CASE_DECISIONS, { error: `Outcome must be one of: ${CASE_DECISIONS.join(', ')}` }),
  amount: refundMoney('Amount').optional(),
  includePostage: z.boolean().optional(),
  reason: z
    .string({ error: CASE_TEXT.decisionReasonRequired })
    .trim()
    .min(1, CASE_TEXT.decisionReasonRequired)
    .max(CASE_NOTE_MAX, `Reason can be at most ${CASE_NOTE_MAX} characters`),
});
export type DecideCaseRequest = z.input<typeof decideCaseSchema>;

export const CASE_PAGE_SIZE = 20;

/** `GET /api/case/list`. */
export const caseListQuerySchema = z.object({
  limit: limitSchema(CASE_PAGE_SIZE),
  cursor: cursorSchema,
  status: z.enum(CASE_STATUSES, { error: `Status must be one of: ${CASE_STATUSES.join(', ')}` }).optional(),
  /** The cases of one sale (its page). */
  saleId: z.uuid('Sale not found').optional(),
});
export type CaseListQuery = z.input<typeof caseListQuerySchema>;

export const openedCaseDtoSchema = z.object({
  id: z.string(),
  number: z.number(),
  status: z.enum(CASE_STATUSES),
  respondBy: z.string(),
});
export type OpenedCaseDto = z.infer<typeof openedCaseDtoSchema>;

export const caseDtoSchema = z.object({
  id: z.string(),
  number: z.number(),
  status: z.enum(CASE_STATUSES),
  reason: z.enum(CASE_REASONS),
  saleId: z.string(),
  order: z.object({ id: z.string(), number: z.number(), customerName: z.string() }),
  vendor: z.object({ id: z.string(), displayName: z.string() }),
  openedAt: z.string(),
  /** The vendor's answer is due by then; unanswered, the case goes to staff. */
  respondBy: z.string(),
  firstResponseAt: z.string().nullable(),
  resolution: z.enum(CASE_RESOLUTIONS).nullable(),
  resolutionNote: z.string(),
  resolvedAt: z.string().nullable(),
  escalatedAt: z.string().nullable(),
  decision: z.enum(CASE_DECISIONS).nullable(),
  decisionReason: z.string(),
  decidedAt: z.string().nullable(),
  /** What the case's refund gave back (items and postage), in dollars; null without one. */
  refund: z.object({ amount: z.number(), shipping: z.number() }).nullable(),
  /** The return the vendor's resolution opened. */
  returnId: z.string().nullable(),
});
export type CaseDto = z.infer<typeof caseDtoSchema>;

export const caseEntryDtoSchema = z.object({
  id: z.string(),
  kind: z.enum(CASE_ENTRY_KINDS),
  author: z.enum(CASE_AUTHORS),
  /** The vendor's display name, or "Soko" for staff and the system; the buyer's name for the buyer. */
  authorName: z.string(),
  body: z.string(),
  at: z.string(),
});
export type CaseEntryDto = z.infer<typeof caseEntryDtoSchema>;

export const caseDetailDtoSchema = caseDtoSchema.extend({
  timeline: z.array(caseEntryDtoSchema),
  /** What the caller may do now. */
  canResolve: z.boolean(),
  canDecide: z.boolean(),
  canWrite: z.boolean(),
  /** What a refund would give back by default: what is left of the items and, by the postage rule, the postage. */
  refundable: z.object({ amount: z.number(), shipping: z.number(), postageByDefault: z.boolean() }),
});
export type CaseDetailDto = z.infer<typeof caseDetailDtoSchema>;

export const caseListDtoSchema = z.object({
  items: z.array(caseDtoSchema),
  /** Where the next page starts, for `?cursor=`; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type CaseListDto = z.infer<typeof caseListDtoSchema>;
