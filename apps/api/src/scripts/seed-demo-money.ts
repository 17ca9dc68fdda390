import type { Db } from '../db/client.ts';
import { type Category, commissionRules, payoutSchedules } from '../db/schema/index.ts';

/** The demo's category with its own commission rule. */
export const DEMO_RULE_CATEGORY = 'Spices & Pantry';

/**
 * Issue 45 in the demo: food pays a lower commission from today (the demo's earlier sales keep the
 * marketplace fee they were sold at), and vendors are paid weekly on Fridays from $50, two days
 * after delivery, so that each vendor's dashboard shows their next payout.
 */
export async function seedDemoMoneyRules(db: Db, tree: Map<string, Category>, now: Date): Promise<void> {
  const pantry = tree.get(DEMO_RULE_CATEGORY);
  if (pantry) {
    await db.insert(commissionRules).values({
      categoryId: pantry.id,
      percentBasisPoints: 125,
      fixedCents: 20,
      startsAt: now,
      note: 'Food and pantry rate',
      createdAt: now,
      updatedAt: now,
    });
  }
  await db
    .insert(payoutSchedules)
    .values({ vendorId: null, interval: 'weekly', weekday: 5, minimumCents: 5000, holdDays: 2, updatedAt: now });
}
