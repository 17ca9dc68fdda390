import { ROLE_VENDOR } from '@soko/shared';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type BankAccount, bankAccounts, users, accounts as vendorAccounts } from '../../db/schema/index.ts';

export function findBankAccount(db: Db, vendorId: string): Promise<BankAccount | undefined> {
  return db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.vendorId, vendorId))
    .limit(1)
    .then(([row]) => row);
}

export function selectBankAccountsOf(db: Db, vendorIds: string[]): Promise<BankAccount[]> {
  if (vendorIds.length === 0) return Promise.resolve([]);
  return db.select().from(bankAccounts).where(inArray(bankAccounts.vendorId, vendorIds));
}

/**
 * Locks the vendor's account row, so that two saves of one vendor's details take turns: the second
 * sees the first's row (a change, which holds payouts) rather than none (a first entry, which does not).
 */
export async function lockVendorAccount(db: Db, vendorId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, vendorId)).for('update');
}

export interface BankAccountValues {
  vendorId: string;
  accountName: string;
  bsb: string;
  accountNumberEncrypted: string;
  accountNumberLast4: string;
  holdUntil: Date | null;
}

export async function saveBankAccountRow(db: Db, values: BankAccountValues, now: Date): Promise<BankAccount> {
  const [row] = await db
    .insert(bankAccounts)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: bankAccounts.vendorId,
      set: {
        accountName: values.accountName,
        bsb: values.bsb,
        accountNumberEncrypted: values.accountNumberEncrypted,
        accountNumberLast4: values.accountNumberLast4,
        holdUntil: values.holdUntil,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('The bank account was not saved');
  return row;
}

/** A vendor account (role 1) by id, with what a security notice needs. */
export function findVendorAccount(db: Db, vendorId: string) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      email: users.email,
      pendingEmail: users.pendingEmail,
      previousEmail: users.previousEmail,
      emailChangedAt: users.emailChangedAt,
    })
    .from(users)
    .where(and(eq(users.id, vendorId), eq(users.role, ROLE_VENDOR)))
    .limit(1)
    .then(([row]) => row);
}

/**
 * Other vendors' accounts with the same BSB and last four digits as one of `accounts`: the candidates
 * for the same account, confirmed by decrypting. Vendors are about a thousand rows, so no index is kept.
 */
export function selectAccountsLike(db: Db, accounts: Pick<BankAccount, 'bsb' | 'accountNumberLast4'>[]) {
  if (accounts.length === 0) return Promise.resolve([]);
  return db
    .select({
      vendorId: bankAccounts.vendorId,
      displayName: vendorAccounts.displayName,
      bsb: bankAccounts.bsb,
      accountNumberLast4: bankAccounts.accountNumberLast4,
      accountNumberEncrypted: bankAccounts.accountNumberEncrypted,
    })
    .from(bankAccounts)
    .innerJoin(vendorAccounts, eq(vendorAccounts.id, bankAccounts.vendorId))
    .where(
      and(
        eq(vendorAccounts.role, ROLE_VENDOR),
        or(
          ...accounts.map((account) =>
            and(eq(bankAccounts.bsb, account.bsb), eq(bankAccounts.accountNumberLast4, account.accountNumberLast4)),
          ),
        ),
      ),
    );
}

/**
 * Bank details of closed accounts with nothing left to pay: no delivered sale waits for its
 * payout, and every payout made is paid.
 */
export async function deleteSettledClosedRows(db: Db): Promise<number> {
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
