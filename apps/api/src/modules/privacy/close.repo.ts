import { and, count, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankAccounts, products, sales, stores, type User, users } from '../../db/schema/index.ts';

export async function countOpenSales(db: Db, vendorId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sales)
    .where(and(eq(sales.vendorId, vendorId), notInArray(sales.status, ['Delivered', 'Cancel'])));
  return row?.n ?? 0;
}

/**
 * Closes the account and removes what no record needs: phone, date of birth, how they heard of
 * Soko, referral code, changes waiting for review and the store's text. The name, email, ABN and
 * address stay: the tax invoices and payouts issued to and by the vendor name them.
 */
export async function markClosed(db: Db, userId: string, at: Date): Promise<User | undefined> {
  const [closed] = await db
    .update(users)
    .set({
      closedAt: at,
      active: false,
      phone: '',
      dob: null,
      howHeard: null,
      referralCode: null,
      pendingEmail: null,
      pendingChange: null,
      pendingChangeAt: null,
      updatedAt: at,
    })
    .where(and(eq(users.id, userId), sql`${users.closedAt} is null`))
    .returning();
  if (closed) await db.update(stores).set({ bio: '', updatedAt: at }).where(eq(stores.vendorId, userId));
  return closed;
}

/** Takes every product of the vendor off sale. */
export async function pauseAllProducts(db: Db, vendorId: string): Promise<number> {
  const paused = await db
    .update(products)
    .set({ status: 'paused' })
    .where(and(eq(products.vendorId, vendorId), eq(products.status, 'active')))
    .returning({ id: products.id });
  return paused.length;
}

/**
 * Bank details of closed accounts with nothing left to pay: no delivered sale waits for its
 * payout, and every payout made is paid.
 */
export async function deleteSettledClosedBankAccounts(db: Db): Promise<number> {
  const deleted = await db
    .delete(bankAccounts)
    .where(
      sql`${bankAccounts.vendorId} in (
        select u.id from users u where u.closed_at is not null
          and not exists (select 1 from sales s where s.vendor_id = u.id and s.status = 'Delivered' and not s.paid_out)
          and not exists (select 1 from payouts p where p.vendor_id = u.id and p.paid_at is null)
      )`,
    )
    .returning({ vendorId: bankAccounts.vendorId });
  return deleted.length;
}
