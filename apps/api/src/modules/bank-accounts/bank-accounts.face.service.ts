import type { Db } from '../../db/client.ts';
import type { BankAccount } from '../../db/schema/index.ts';
import { deleteSettledClosedRows, selectAccountsLike, selectBankAccountsOf } from './bank-accounts.repo.ts';

/**
 * What other modules ask of the bank-accounts module, by intent: its face exports these, never a repository
 * function, so the tables behind them can change without touching the callers (issue 43).
 */

export function accountsLike(
  db: Db,
  accounts: Pick<BankAccount, 'bsb' | 'accountNumberLast4'>[],
): ReturnType<typeof selectAccountsLike> {
  return selectAccountsLike(db, accounts);
}

export function bankAccountsOf(db: Db, vendorIds: string[]): Promise<BankAccount[]> {
  return selectBankAccountsOf(db, vendorIds);
}

export function deleteSettledClosedBankAccounts(db: Db): Promise<number> {
  return deleteSettledClosedRows(db);
}
