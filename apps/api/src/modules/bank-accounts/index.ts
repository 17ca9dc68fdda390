/** The bank-accounts module's face for other modules. */
export { accountsLike, bankAccountsOf } from './bank-accounts.repo.ts';
