import { DEFAULT_FEE_NOTE, DEFAULT_FEE_TERMS, type FeeTerms } from '@soko/shared';
import type { CommissionRule } from '../../db/schema/index.ts';

/** Who sells a line and where it is filed: its category first, then its subcategories, deepest last. */
export interface FeeSubject {
  vendorId: string;
  categoryIds: string[];
}

/** The terms a line pays and the rule they come from (null: the built-in default). */
export interface AppliedFee {
  ruleId: string | null;
  note: string;
  terms: FeeTerms;
}

export const termsOfRule = (rule: CommissionRule): FeeTerms => ({
  percentBasisPoints: rule.percentBasisPoints,
  fixedCents: rule.fixedCents,
  minCents: rule.minCents,
  maxCents: rule.maxCents,
});

const applied = (rule: CommissionRule): AppliedFee => ({ ruleId: rule.id, note: rule.note, terms: termsOfRule(rule) });

/** Of `rules` (each on one of the subject's categories), the one on the deepest category. */
function deepest(rules: CommissionRule[], categoryIds: string[]): CommissionRule | undefined {
  let best: CommissionRule | undefined;
  let bestDepth = -1;
  for (const rule of rules) {
    const depth = rule.categoryId === null ? -1 : categoryIds.indexOf(rule.categoryId);
    if (depth > bestDepth) {
      best = rule;
      bestDepth = depth;
    }
  }
  return best;
}

/**
 * The most specific of the rules in force (issue 45): the vendor's on the line's category, then the
 * vendor's own, then a category's (a subcategory's own before its parents' and its category's), then
 * the marketplace-wide rule, then the built-in default. Rules of the same specificity never overlap.
 */
export function feeFor(rules: CommissionRule[], subject: FeeSubject): AppliedFee {
  const own = rules.filter((rule) => rule.vendorId === subject.vendorId);
  const everyone = rules.filter((rule) => rule.vendorId === null);
  const ownCategory = deepest(own, subject.categoryIds);
  if (ownCategory) return applied(ownCategory);
  const ownAll = own.find((rule) => rule.categoryId === null);
  if (ownAll) return applied(ownAll);
  const category = deepest(everyone, subject.categoryIds);
  if (category) return applied(category);
  const marketplace = everyone.find((rule) => rule.categoryId === null);
  if (marketplace) return applied(marketplace);
  return { ruleId: null, note: DEFAULT_FEE_NOTE, terms: DEFAULT_FEE_TERMS };
}
