/** The bank-accounts module's public face: what other modules and the app's composition use. */
export { accountsLike, bankAccountsOf, deleteSettledClosedBankAccounts } from './bank-accounts.face.service.ts';
export { bankAccountRoutes } from './bank-accounts.routes.ts';
export { bankProblemOf, payeesOf, payoutHoldOf } from './bank-accounts.service.ts';
