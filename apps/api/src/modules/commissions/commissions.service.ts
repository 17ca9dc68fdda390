import {
  basisPointsToPercent,
  COMMISSION_TEXT,
  type CommissionPreviewResponse,
  type CommissionRuleDto,
  type CommissionRuleInput,
  type CommissionRulesResponse,
  centsToDollars,
  DEFAULT_FEE_NOTE,
  DEFAULT_FEE_TERMS,
  isStaffRole,
  lineFeeCents,
  type MyCommissionRulesResponse,
  ROLE_VENDOR,
} from '@soko/shared';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { type AppliedFee, type FeeSubject, feeFor } from './commissions.fees.ts';
import {
  categoryChain,
  findRule,
  insertRule,
  listRules,
  lockRules,
  overlappingRule,
  type RuleRow,
  ruleNotes,
  rulesInForce,
  updateRule,
  vendorNamed,
} from './commissions.repo.ts';

type RuleDeps = Pick<AppDeps, 'db' | 'clock'>;

const isInForce = (rule: Pick<RuleRow, 'startsAt' | 'endsAt'>, now: Date) =>
  (rule.startsAt === null || rule.startsAt <= now) && (rule.endsAt === null || rule.endsAt > now);

function toDto(row: RuleRow, now: Date): CommissionRuleDto {
  return {
    _id: row.id,
    vendor: row.vendorId ? { _id: row.vendorId, displayName: row.vendorName ?? '' } : null,
    category:
      row.categoryId && row.categoryTitle !== null
        ? { _id: row.categoryId, title: row.categoryTitle, level: row.categoryLevel ?? 0 }
        : null,
    percent: basisPointsToPercent(row.percentBasisPoints),
    fixed: centsToDollars(row.fixedCents),
    min: row.minCents === null ? null : centsToDollars(row.minCents),
    max: row.maxCents === null ? null : centsToDollars(row.maxCents),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    note: row.note,
    inForce: isInForce(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const builtInDefault = {
  percent: basisPointsToPercent(DEFAULT_FEE_TERMS.percentBasisPoints),
  fixed: centsToDollars(DEFAULT_FEE_TERMS.fixedCents),
  note: DEFAULT_FEE_NOTE,
};

/** `GET /api/commission-rules`: every rule not deleted, most specific first. */
export async function commissionRules(deps: RuleDeps): Promise<CommissionRulesResponse> {
  const now = deps.clock.now();
  return { rules: (await listRules(deps.db)).map((row) => toDto(row, now)), builtInDefault };
}

/** `GET /api/commission-rules/mine`: the rules that can apply to a vendor (staff name the vendor). */
export async function myCommissionRules(
  deps: RuleDeps,
  actor: User,
  vendorId: string | undefined,
): Promise<MyCommissionRulesResponse> {
  const vendor = await vendorOf(deps.db, actor, vendorId);
  const now = deps.clock.now();
  const rules = (await listRules(deps.db, vendor))
    .filter((row) => row.endsAt === null || row.endsAt > now)
    .map((row) => {
      const { vendor: _vendor, ...rule } = toDto(row, now);
      return rule;
    });
  return { rules, builtInDefault };
}

/** A vendor's own figures, or for staff the vendor they name (which must be one). */
async function vendorOf(db: Db, actor: User, vendorId: string | undefined): Promise<string> {
  if (!isStaffRole(actor.role)) {
    if (vendorId !== undefined && vendorId !== actor.id) throw forbidden();
    return actor.id;
  }
  if (vendorId === undefined) throw badRequest(COMMISSION_TEXT.vendorNotFound, 'vendorId');
  const vendor = await vendorNamed(db, vendorId);
  if (!vendor || vendor.role !== ROLE_VENDOR) throw notFound('Vendor');
  return vendor.id;
}

/** The terms of the most specific rule in force now for each subject, read in one statement. */
export async function feesFor(deps: RuleDeps, subjects: FeeSubject[]): Promise<AppliedFee[]> {
  const vendorIds = [...new Set(subjects.map((subject) => subject.vendorId))];
  const rules = await rulesInForce(deps.db, vendorIds, deps.clock.now());
  return subjects.map((subject) => feeFor(rules, subject));
}

/** `GET /api/commission-rules/preview`: the fee a line at `price` would pay now, and its rule. */
export async function previewFee(
  deps: RuleDeps,
  actor: User,
  query: { vendorId?: string; categoryId?: string; price: number },
): Promise<CommissionPreviewResponse> {
  const vendorId = isStaffRole(actor.role) ? query.vendorId : await vendorOf(deps.db, actor, query.vendorId);
  const categoryIds = query.categoryId ? (await categoryChain(deps.db, query.categoryId)).reverse() : [];
  if (query.categoryId && categoryIds.length === 0) throw notFound('Category');
  const rules = await rulesInForce(deps.db, vendorId ? [vendorId] : [], deps.clock.now());
  // Without a vendor (staff), only everyone's rules are read: what a vendor with no rule of their own pays.
  const fee = feeFor(rules, { vendorId: vendorId ?? '', categoryIds });
  const rule = fee.ruleId ? rules.find((candidate) => candidate.id === fee.ruleId) : undefined;
  return {
    fee: centsToDollars(lineFeeCents(query.price, fee.terms)),
    rule: rule
      ? {
          _id: rule.id,
          note: rule.note,
          percent: basisPointsToPercent(rule.percentBasisPoints),
          fixed: centsToDollars(rule.fixedCents),
        }
      : null,
    note: fee.note,
    percent: basisPointsToPercent(fee.terms.percentBasisPoints),
    fixed: centsToDollars(fee.terms.fixedCents),
  };
}

const ruleValues = (input: CommissionRuleInput) => ({
  vendorId: input.vendorId,
  categoryId: input.categoryId,
  percentBasisPoints: input.percent,
  fixedCents: input.fixed,
  minCents: input.min,
  maxCents: input.max,
  startsAt: input.startsAt,
  endsAt: input.endsAt,
  note: input.note,
});

/** What the audit log keeps of a rule: its terms, no ids but its own vendor's and category's. */
const auditOf = (row: RuleRow) => {
  const { createdAt: _created, updatedAt: _updated, deletedAt: _deleted, categoryLevel: _level, ...kept } = row;
  return kept;
};

async function assertRuleCanBeSaved(db: Db, input: CommissionRuleInput, exceptId?: string): Promise<void> {
  if (input.vendorId) {
    const vendor = await vendorNamed(db, input.vendorId);
    if (!vendor || vendor.role !== ROLE_VENDOR) throw badRequest(COMMISSION_TEXT.vendorNotFound, 'vendorId');
  }
  if (input.categoryId && (await categoryChain(db, input.categoryId)).length === 0) {
    throw badRequest(COMMISSION_TEXT.categoryNotFound, 'categoryId');
  }
  const overlapping = await overlappingRule(db, ruleValues(input), exceptId);
  if (overlapping) throw conflict(COMMISSION_TEXT.overlaps(overlapping.note), 'startsAt');
}

async function savedRule(db: Db, id: string, now: Date): Promise<{ row: RuleRow; dto: CommissionRuleDto }> {
  const row = await findRule(db, id);
  if (!row) throw notFound('Commission rule');
  return { row, dto: toDto(row, now) };
}

/** `POST /api/commission-rules` (finance staff or the super admin, stepped up; audited). */
export async function createCommissionRule(deps: RuleDeps, actor: User, input: CommissionRuleInput) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockRules(tx);
    await assertRuleCanBeSaved(tx, input);
    const inserted = await insertRule(tx, { ...ruleValues(input), createdAt: now, updatedAt: now });
    const { row, dto } = await savedRule(tx, inserted.id, now);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'commissionRule.create',
      entityType: 'commission-rule',
      entityId: row.id,
      after: auditOf(row),
    });
    return { rule: dto, msg: COMMISSION_TEXT.created };
  });
}

/** `PUT /api/commission-rules/{id}`: new terms for sales from now on; lines already sold keep theirs. */
export async function updateCommissionRule(deps: RuleDeps, actor: User, id: string, input: CommissionRuleInput) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockRules(tx);
    const before = await findRule(tx, id);
    if (!before) throw notFound('Commission rule');
    await assertRuleCanBeSaved(tx, input, id);
    await updateRule(tx, id, { ...ruleValues(input), updatedAt: now });
    const { row, dto } = await savedRule(tx, id, now);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'commissionRule.update',
      entityType: 'commission-rule',
      entityId: id,
      before: auditOf(before),
      after: auditOf(row),
    });
    return { rule: dto, msg: COMMISSION_TEXT.updated };
  });
}

/** `DELETE /api/commission-rules/{id}`: marked deleted, so that the lines it priced keep its note. */
export async function deleteCommissionRule(deps: RuleDeps, actor: User, id: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockRules(tx);
    const before = await findRule(tx, id);
    if (!before) throw notFound('Commission rule');
    await updateRule(tx, id, { deletedAt: now, updatedAt: now });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'commissionRule.delete',
      entityType: 'commission-rule',
      entityId: id,
      before: auditOf(before),
    });
    return { msg: COMMISSION_TEXT.deleted };
  });
}

/** The notes of these rules (deleted ones too: the lines they priced still name them). */
export async function notesOfRules(deps: Pick<AppDeps, 'db'>, ids: string[]): Promise<Map<string, string>> {
  return ruleNotes(deps.db, ids);
}
