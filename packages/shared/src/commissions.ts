/**
 * Commission rules (issue 45 section 1; docs/product.md section 9): what Soko charges a sale line.
 * The most specific rule in force wins: vendor and category, then vendor, then category (the deepest
 * of the product's category and subcategories that has one), then a marketplace-wide rule, then the
 * built-in default (today's 1.75 % + $0.30). The terms are frozen on the line when the order is placed.
 */
import { z } from 'zod';
import { divideHalfUp, dollarsField, FEE_FIXED_CENTS, FEE_RATE_BASIS_POINTS } from './money.ts';

/** What a line pays: a percentage (in basis points) of its base plus a fixed part, held between min and max. */
export interface FeeTerms {
  percentBasisPoints: number;
  fixedCents: number;
  minCents: number | null;
  maxCents: number | null;
}

export const DEFAULT_FEE_TERMS: FeeTerms = {
  percentBasisPoints: FEE_RATE_BASIS_POINTS,
  fixedCents: FEE_FIXED_CENTS,
  minCents: null,
  maxCents: null,
};

/** How the fee of a line on the built-in default is named where a rule's note would be. */
export const DEFAULT_FEE_NOTE = 'Marketplace fee';

/**
 * The fee of a line whose base (items plus its share of shipping, less what was refunded of them) is
 * `baseCents`: nothing on nothing (a line refunded in full pays no fee), else the percentage half-up
 * to the cent plus the fixed part, raised to the minimum and lowered to the maximum.
 */
export function lineFeeCents(baseCents: number, terms: FeeTerms): number {
  if (!Number.isSafeInteger(baseCents) || baseCents < 0) {
    throw new RangeError(`a line's base must be a non-negative integer of cents, got ${baseCents}`);
  }
  if (baseCents === 0) return 0;
  const fee = divideHalfUp(baseCents * terms.percentBasisPoints, 10_000) + terms.fixedCents;
  const raised = terms.minCents === null ? fee : Math.max(fee, terms.minCents);
  return terms.maxCents === null ? raised : Math.min(raised, terms.maxCents);
}

/**
 * `totalCents` spread over parts in proportion to `weights`, to the cent: each part's share rounded
 * down, the cents left going to the largest remainders (ties to the first part). With no weight at
 * all, the whole goes to the first part.
 */
export function spreadCents(totalCents: number, weights: number[]): number[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (weights.length === 0) return [];
  if (sum === 0) return weights.map((_, index) => (index === 0 ? totalCents : 0));
  const shares = weights.map((weight) => {
    const exact = weight * totalCents;
    return { floor: Math.floor(exact / sum), remainder: exact % sum };
  });
  let left = totalCents - shares.reduce((total, share) => total + share.floor, 0);
  const order = shares
    .map((_, index) => index)
    .sort((a, b) => (shares[b]?.remainder ?? 0) - (shares[a]?.remainder ?? 0) || a - b);
  const result = shares.map((share) => share.floor);
  for (const index of order) {
    if (left === 0) break;
    result[index] = (result[index] ?? 0) + 1;
    left -= 1;
  }
  return result;
}

/** A line of a sale as its fee sees it: its terms, and whether they are the built-in default's. */
export interface FeeLine {
  terms: FeeTerms;
  /**
   * The built-in default is the spec's fee of a sale (1.75 % of its price and shipping plus $0.30),
   * charged once on the lines it prices together and spread over them by their bases; a rule's
   * fixed part is per line.
   */
  saleWide: boolean;
}

/** Each line's fee on its base (items plus its share of shipping, less what was refunded of them). */
export function feesOnBases(bases: number[], lines: FeeLine[]): number[] {
  const fees = bases.map((base, index) => {
    const line = lines[index];
    return line && !line.saleWide ? lineFeeCents(base, line.terms) : 0;
  });
  const wide = lines.flatMap((line, index) => (line.saleWide ? [index] : []));
  const first = wide[0] === undefined ? undefined : lines[wide[0]];
  if (!first) return fees;
  const wideBases = wide.map((index) => bases[index] ?? 0);
  const together = lineFeeCents(
    wideBases.reduce((sum, base) => sum + base, 0),
    first.terms,
  );
  const shares = spreadCents(together, wideBases);
  wide.forEach((lineIndex, index) => {
    fees[lineIndex] = shares[index] ?? 0;
  });
  return fees;
}

/**
 * Each line's share of the sale's shipping (in proportion to the items' amounts) and its fee on
 * items plus that share. A sale on the built-in default pays exactly the spec's fee, as before rules.
 */
export function saleLineFees(
  lines: (FeeLine & { amountCents: number })[],
  shippingCents: number,
): { shippingCents: number; feeCents: number }[] {
  const shipping = spreadCents(
    shippingCents,
    lines.map((line) => line.amountCents),
  );
  const fees = feesOnBases(
    lines.map((line, index) => line.amountCents + (shipping[index] ?? 0)),
    lines,
  );
  return lines.map((_, index) => ({ shippingCents: shipping[index] ?? 0, feeCents: fees[index] ?? 0 }));
}

export const COMMISSION_TEXT = {
  staffOnly: 'Only finance staff and the super admin can change commission rules',
  notFound: 'Commission rule not found',
  percentInvalid: 'Percent must be a number from 0 to 100 with at most 2 decimals',
  noteRequired: 'Please say what this rule is for',
  noteTooLong: 'The note is too long (200 characters at most)',
  minAboveMax: 'The minimum fee cannot be more than the maximum',
  endsBeforeStart: 'The rule must end after it starts',
  instantInvalid: 'Enter a date and time',
  vendorNotFound: 'Vendor not found',
  categoryNotFound: 'Category not found',
  overlaps: (note: string) =>
    `Another rule for the same vendor and category is in force at the same time ("${note}"): end one before the other starts`,
  created: 'Commission rule added',
  updated: 'Commission rule saved',
  deleted: 'Commission rule deleted: sales already made keep their fee',
  priceRequired: 'Enter a price to see the fee',
} as const;

const instantField = z
  .string()
  .trim()
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    if (!z.iso.datetime({ offset: true }).safeParse(value).success) {
      context.addIssue({ code: 'custom', message: COMMISSION_TEXT.instantInvalid });
      return z.NEVER;
    }
    return new Date(value);
  });

/** A percentage typed as a number or text ("1.25"), kept as basis points (125). */
export const percentField = z.union([z.string(), z.number()]).transform((value, context) => {
  const text = String(value).trim();
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  const basisPoints = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : Number.NaN;
  if (!(basisPoints >= 0 && basisPoints <= 10_000)) {
    context.addIssue({ code: 'custom', message: COMMISSION_TEXT.percentInvalid });
    return z.NEVER;
  }
  return basisPoints;
});

// Null rides on the string branch, as in shipping rates: OpenAPI 3.0 allows no bare `nullable`.
const optionalDollars = (label: string) =>
  z
    .union([z.number(), z.string().nullable()])
    .optional()
    .transform((value) => (value === undefined || value === null || String(value).trim() === '' ? null : value))
    .pipe(z.union([z.null(), dollarsField(label)]));

export const commissionRuleInputSchema = z
  .object({
    vendorId: z
      .uuid(COMMISSION_TEXT.vendorNotFound)
      .nullish()
      .transform((value) => value ?? null),
    categoryId: z
      .uuid(COMMISSION_TEXT.categoryNotFound)
      .nullish()
      .transform((value) => value ?? null),
    percent: percentField,
    fixed: dollarsField('Fixed fee'),
    min: optionalDollars('Minimum fee'),
    max: optionalDollars('Maximum fee'),
    startsAt: instantField,
    endsAt: instantField,
    note: z.string().trim().min(1, COMMISSION_TEXT.noteRequired).max(200, COMMISSION_TEXT.noteTooLong),
  })
  .superRefine((rule, context) => {
    if (rule.min !== null && rule.max !== null && rule.min > rule.max) {
      context.addIssue({ code: 'custom', path: ['min'], message: COMMISSION_TEXT.minAboveMax });
    }
    if (rule.startsAt && rule.endsAt && rule.endsAt <= rule.startsAt) {
      context.addIssue({ code: 'custom', path: ['endsAt'], message: COMMISSION_TEXT.endsBeforeStart });
    }
  });
export type CommissionRuleInput = z.output<typeof commissionRuleInputSchema>;

export const commissionRuleSchema = z.object({
  _id: z.uuid(),
  vendor: z.object({ _id: z.uuid(), displayName: z.string() }).nullable(),
  category: z.object({ _id: z.uuid(), title: z.string(), level: z.number().int() }).nullable(),
  percent: z.number(),
  fixed: z.number(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  note: z.string(),
  /** Whether it is in force now (started, not ended). */
  inForce: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CommissionRuleDto = z.infer<typeof commissionRuleSchema>;

/** The built-in default, which applies where no rule does. */
export const defaultFeeSchema = z.object({ percent: z.number(), fixed: z.number(), note: z.string() });

export const commissionRulesResponseSchema = z.object({
  rules: z.array(commissionRuleSchema),
  builtInDefault: defaultFeeSchema,
});
export type CommissionRulesResponse = z.infer<typeof commissionRulesResponseSchema>;

export const commissionRuleResponseSchema = z.object({ rule: commissionRuleSchema, msg: z.string() });
export const commissionRuleIdParamsSchema = z.object({ id: z.uuid(COMMISSION_TEXT.notFound) });

/** `categoryId` may be a subcategory: its own rule wins, else its parents', else its category's. */
export const commissionPreviewQuerySchema = z.object({
  vendorId: z.uuid(COMMISSION_TEXT.vendorNotFound).optional(),
  categoryId: z.uuid(COMMISSION_TEXT.categoryNotFound).optional(),
  price: dollarsField('Price'),
});

/** The rule that sets a fee: null for the built-in default. */
export const appliedRuleSchema = z
  .object({ _id: z.uuid(), note: z.string(), percent: z.number(), fixed: z.number() })
  .nullable();

export const commissionPreviewResponseSchema = z.object({
  fee: z.number(),
  rule: appliedRuleSchema,
  /** What the fee is called where it is shown: the rule's note, or "Marketplace fee". */
  note: z.string(),
  percent: z.number(),
  fixed: z.number(),
});
export type CommissionPreviewResponse = z.infer<typeof commissionPreviewResponseSchema>;

/** A vendor's own rates: every rule that names them or applies to everyone, in force now or later. */
export const myCommissionRulesResponseSchema = z.object({
  rules: z.array(commissionRuleSchema.omit({ vendor: true })),
  builtInDefault: defaultFeeSchema,
});
export type MyCommissionRulesResponse = z.infer<typeof myCommissionRulesResponseSchema>;

/** Basis points as the percentage people read: 125 -> 1.25. */
export const basisPointsToPercent = (basisPoints: number) => basisPoints / 100;
