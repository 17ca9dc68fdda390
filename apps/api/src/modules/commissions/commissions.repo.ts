import { and, asc, eq, gt, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  type CommissionRule,
  categories,
  commissionRules,
  type NewCommissionRule,
} from '../../db/schema/index.ts';

/** A rule as lists show it: with its vendor's name and its category's title. */
export interface RuleRow extends CommissionRule {
  vendorName: string | null;
  categoryTitle: string | null;
  categoryLevel: number | null;
}

const ruleColumns = {
  id: commissionRules.id,
  vendorId: commissionRules.vendorId,
  categoryId: commissionRules.categoryId,
  percentBasisPoints: commissionRules.percentBasisPoints,
  fixedCents: commissionRules.fixedCents,
  minCents: commissionRules.minCents,
  maxCents: commissionRules.maxCents,
  startsAt: commissionRules.startsAt,
  endsAt: commissionRules.endsAt,
  note: commissionRules.note,
  createdAt: commissionRules.createdAt,
  updatedAt: commissionRules.updatedAt,
  deletedAt: commissionRules.deletedAt,
  vendorName: accounts.displayName,
  categoryTitle: categories.title,
  categoryLevel: categories.level,
};

/** In force at `at`: started (or no start) and not yet ended (or no end). */
export const inForceAt = (at: Date): SQL =>
  and(
    or(isNull(commissionRules.startsAt), lte(commissionRules.startsAt, at)),
    or(isNull(commissionRules.endsAt), gt(commissionRules.endsAt, at)),
  ) as SQL;

/**
 * The rules not deleted, most specific first (vendor and category, vendor, category, everyone), then
 * by vendor, category and start. `vendorId` narrows to the rules that can apply to one vendor.
 */
export async function listRules(db: Db, vendorId?: string): Promise<RuleRow[]> {
  const scope = vendorId ? or(isNull(commissionRules.vendorId), eq(commissionRules.vendorId, vendorId)) : undefined;
  return db
    .select(ruleColumns)
    .from(commissionRules)
    .leftJoin(accounts, eq(accounts.id, commissionRules.vendorId))
    .leftJoin(categories, eq(categories.id, commissionRules.categoryId))
    .where(and(isNull(commissionRules.deletedAt), scope))
    .orderBy(
      sql`${commissionRules.vendorId} is null`,
      sql`${commissionRules.categoryId} is null`,
      asc(accounts.displayName),
      asc(categories.title),
      sql`${commissionRules.startsAt} asc nulls first`,
      asc(commissionRules.id),
    );
}

export async function findRule(db: Db, id: string): Promise<RuleRow | undefined> {
  const [row] = await db
    .select(ruleColumns)
    .from(commissionRules)
    .leftJoin(accounts, eq(accounts.id, commissionRules.vendorId))
    .leftJoin(categories, eq(categories.id, commissionRules.categoryId))
    .where(and(eq(commissionRules.id, id), isNull(commissionRules.deletedAt)))
    .limit(1);
  return row;
}

/** The rules in force at `at` that can apply to these vendors (their own and everyone's). */
export async function rulesInForce(db: Db, vendorIds: string[], at: Date): Promise<CommissionRule[]> {
  const vendors = vendorIds.length > 0 ? inArray(commissionRules.vendorId, vendorIds) : undefined;
  return db
    .select()
    .from(commissionRules)
    .where(and(isNull(commissionRules.deletedAt), or(isNull(commissionRules.vendorId), vendors), inForceAt(at)));
}

/**
 * A rule of the same vendor and category (each possibly none) whose period meets [startsAt, endsAt),
 * other than `exceptId`: the one a new or changed rule would overlap.
 */
export async function overlappingRule(
  db: Db,
  rule: Pick<NewCommissionRule, 'vendorId' | 'categoryId' | 'startsAt' | 'endsAt'>,
  exceptId?: string,
): Promise<CommissionRule | undefined> {
  const sameVendor = rule.vendorId ? eq(commissionRules.vendorId, rule.vendorId) : isNull(commissionRules.vendorId);
  const sameCategory = rule.categoryId
    ? eq(commissionRules.categoryId, rule.categoryId)
    : isNull(commissionRules.categoryId);
  const endsAfterStart = rule.startsAt
    ? or(isNull(commissionRules.endsAt), gt(commissionRules.endsAt, rule.startsAt))
    : undefined;
  const startsBeforeEnd = rule.endsAt
    ? or(isNull(commissionRules.startsAt), sql`${commissionRules.startsAt} < ${rule.endsAt}`)
    : undefined;
  const [row] = await db
    .select()
    .from(commissionRules)
    .where(
      and(
        isNull(commissionRules.deletedAt),
        sameVendor,
        sameCategory,
        endsAfterStart,
        startsBeforeEnd,
        exceptId ? ne(commissionRules.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** Rules change one at a time: two overlapping rules saved at once would each find the other absent. */
export async function lockRules(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('commission_rules'))`);
}

export async function insertRule(db: Db, values: NewCommissionRule): Promise<CommissionRule> {
  const [row] = await db.insert(commissionRules).values(values).returning();
  if (!row) throw new Error('commission rule insert returned nothing');
  return row;
}

export async function updateRule(db: Db, id: string, values: Partial<NewCommissionRule>): Promise<void> {
  await db.update(commissionRules).set(values).where(eq(commissionRules.id, id));
}

/** The vendor account with this id, if it is one. */
export async function vendorNamed(db: Db, id: string): Promise<{ id: string; role: number } | undefined> {
  const [row] = await db
    .select({ id: accounts.id, role: accounts.role })
    .from(accounts)
    .where(eq(accounts.id, id))
    .limit(1);
  return row;
}

/**
 * A category and its ancestors, deepest first: a subcategory, its parents up to level 1, then its
 * category (level 0). Empty when there is no such category.
 */
export async function categoryChain(db: Db, id: string): Promise<string[]> {
  const result = (await db.execute(sql`
    with recursive chain(id, parent_id, category_id, level) as (
      select id, parent_id, category_id, level from ${categories} where id = ${id}
      union all
      select c.id, c.parent_id, c.category_id, c.level from ${categories} c
      join chain on c.id = coalesce(chain.parent_id, chain.category_id)
    )
    select id from chain order by level desc`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

export async function ruleNotes(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: commissionRules.id, note: commissionRules.note })
    .from(commissionRules)
    .where(inArray(commissionRules.id, ids));
  return new Map(rows.map((row) => [row.id, row.note]));
}
