/**
 * When vendors are paid (issue 45 section 2): the marketplace's schedule, a vendor's own or "manual",
 * in Sydney days; and the forecast of the next payout a vendor can read.
 */
import { z } from 'zod';
import { dollarsField } from './money.ts';

export const PAYOUT_INTERVALS = ['weekly', 'fortnightly', 'monthly'] as const;
export type PayoutInterval = (typeof PAYOUT_INTERVALS)[number];

/** Fortnightly pay days fall in the weeks an even number of weeks from this Monday. */
export const FORTNIGHT_ANCHOR = '2026-01-05';

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** Today's rule: a delivered sale can be paid at once. */
export const DEFAULT_HOLD_DAYS = 0;
export const HOLD_DAYS_MAX = 60;

export const PAYOUT_SCHEDULE_TEXT = {
  weekdayRequired: 'Choose the weekday of the payout',
  dayOfMonthRequired: 'Choose a day of the month from 1 to 28',
  holdDaysInvalid: `Days after delivery must be a whole number from 0 to ${HOLD_DAYS_MAX}`,
  saved: 'Payout schedule saved',
  vendorSaved: "The vendor's payout schedule saved",
  vendorNotFound: 'Vendor not found',
} as const;

export interface PayoutScheduleRule {
  interval: PayoutInterval;
  /** 1 = Monday … 7 = Sunday; weekly and fortnightly. */
  weekday: number | null;
  /** 1-28; monthly. */
  dayOfMonth: number | null;
  minimumCents: number;
  holdDays: number;
}

const dayNumber = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const DAY_MS = 86_400_000;

/** A YYYY-MM-DD day `days` later. */
export function addDays(day: string, days: number): string {
  return new Date(dayNumber(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 1 = Monday … 7 = Sunday. */
export const weekdayOf = (day: string) => ((new Date(dayNumber(day)).getUTCDay() + 6) % 7) + 1;

/** Whether `day` is a pay day of the schedule. */
export function isPayDay(rule: Pick<PayoutScheduleRule, 'interval' | 'weekday' | 'dayOfMonth'>, day: string): boolean {
  if (rule.interval === 'monthly') return Number(day.slice(8, 10)) === rule.dayOfMonth;
  if (weekdayOf(day) !== rule.weekday) return false;
  if (rule.interval === 'weekly') return true;
  const weeks = Math.floor((dayNumber(day) - dayNumber(FORTNIGHT_ANCHOR)) / (7 * DAY_MS));
  return ((weeks % 2) + 2) % 2 === 0;
}

/** The first pay day on or after `today` (a month's day is always found within 31 days). */
export function nextPayDay(
  rule: Pick<PayoutScheduleRule, 'interval' | 'weekday' | 'dayOfMonth'>,
  today: string,
): string {
  for (let offset = 0; offset < 62; offset += 1) {
    const day = addDays(today, offset);
    if (isPayDay(rule, day)) return day;
  }
  throw new RangeError(`no pay day within two months for ${JSON.stringify(rule)}`);
}

/** A whole number in range, typed or sent as JSON. */
function wholeNumberOf(value: number | string, message: string, min: number, max: number, context: z.RefinementCtx) {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  }
  return number;
}

const wholeNumber = (message: string, min: number, max: number) =>
  z.union([z.number(), z.string()]).transform((value, context) => wholeNumberOf(value, message, min, max, context));

// Left out, null or blank: none. Null rides on the string branch: OpenAPI 3.0 allows no bare `nullable`.
const optionalWholeNumber = (message: string, min: number, max: number) =>
  z
    .union([z.number(), z.string().nullable()])
    .optional()
    .transform((value, context) =>
      value === undefined || value === null || String(value).trim() === ''
        ? null
        : wholeNumberOf(value, message, min, max, context),
    );

const scheduleFields = {
  weekday: optionalWholeNumber(PAYOUT_SCHEDULE_TEXT.weekdayRequired, 1, 7),
  dayOfMonth: optionalWholeNumber(PAYOUT_SCHEDULE_TEXT.dayOfMonthRequired, 1, 28),
  minimum: dollarsField('Minimum payout'),
  holdDays: wholeNumber(PAYOUT_SCHEDULE_TEXT.holdDaysInvalid, 0, HOLD_DAYS_MAX).default(DEFAULT_HOLD_DAYS),
};

/** A schedule as the forms send it; the weekday or the day of the month its interval needs. */
const toRule = <T extends { interval: string; weekday?: number | null; dayOfMonth?: number | null }>(
  value: T,
  context: z.RefinementCtx,
) => {
  if ((value.interval === 'weekly' || value.interval === 'fortnightly') && !value.weekday) {
    context.addIssue({ code: 'custom', path: ['weekday'], message: PAYOUT_SCHEDULE_TEXT.weekdayRequired });
  }
  if (value.interval === 'monthly' && !value.dayOfMonth) {
    context.addIssue({ code: 'custom', path: ['dayOfMonth'], message: PAYOUT_SCHEDULE_TEXT.dayOfMonthRequired });
  }
};

/** `PUT /api/payout-schedule`: the marketplace's schedule. */
export const payoutScheduleInputSchema = z
  .object({ interval: z.enum(PAYOUT_INTERVALS, { error: 'Choose weekly, fortnightly or monthly' }), ...scheduleFields })
  .superRefine(toRule);
export type PayoutScheduleInput = z.output<typeof payoutScheduleInputSchema>;

/** `PUT /api/vendor/{vendorId}/payout-schedule`: a vendor's own, `manual`, or `marketplace` (no override). */
export const vendorPayoutScheduleInputSchema = z
  .object({
    interval: z.enum([...PAYOUT_INTERVALS, 'manual', 'marketplace'], {
      error: 'Choose weekly, fortnightly, monthly, manual or the marketplace schedule',
    }),
    ...scheduleFields,
    minimum: dollarsField('Minimum payout').default(0),
  })
  .superRefine(toRule);
export type VendorPayoutScheduleInput = z.output<typeof vendorPayoutScheduleInputSchema>;

export const payoutScheduleDtoSchema = z.object({
  interval: z.enum([...PAYOUT_INTERVALS, 'manual']),
  weekday: z.number().nullable(),
  dayOfMonth: z.number().nullable(),
  minimum: z.number(),
  holdDays: z.number(),
  /** The next pay day (YYYY-MM-DD, Sydney); null for manual. */
  nextDate: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type PayoutScheduleDto = z.infer<typeof payoutScheduleDtoSchema>;

export const marketplaceScheduleResponseSchema = z.object({
  /** Null until staff set one: payouts are then made by hand. */
  schedule: payoutScheduleDtoSchema.nullable(),
});
export type MarketplaceScheduleResponse = z.infer<typeof marketplaceScheduleResponseSchema>;

export const vendorScheduleResponseSchema = z.object({
  vendor: z.object({ _id: z.string(), displayName: z.string() }),
  /** The vendor's own schedule (or manual); null when the marketplace's applies. */
  own: payoutScheduleDtoSchema.nullable(),
  /** What applies to the vendor: their own, else the marketplace's; null when paid by hand. */
  applies: payoutScheduleDtoSchema.nullable(),
});
export type VendorScheduleResponse = z.infer<typeof vendorScheduleResponseSchema>;

export const payoutForecastQuerySchema = z.object({ vendorId: z.uuid('Vendor not found').optional() });

/** `GET /api/payouts/forecast`. */
export const payoutForecastSchema = z.object({
  /** The next pay day (YYYY-MM-DD); null when the vendor is paid by hand. */
  nextDate: z.string().nullable(),
  /** What the payout would pay: the payable sales' net less deductions, in dollars. */
  amount: z.number(),
  /** The sales it would pay: delivered, in no payout, past the hold by the pay day. */
  sales: z.object({ count: z.number(), net: z.number() }),
  /** Refunds after earlier payouts it would deduct (a negative net). */
  deductions: z.object({ count: z.number(), net: z.number() }),
  /** The amount is below the schedule's minimum: it carries to the next run. */
  belowMinimum: z.boolean(),
  minimum: z.number(),
  holdDays: z.number(),
});
export type PayoutForecast = z.infer<typeof payoutForecastSchema>;
