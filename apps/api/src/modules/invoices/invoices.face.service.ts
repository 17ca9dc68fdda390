import type { Db } from '../../db/client.ts';
import { updateBuyerDocumentAddresses, updateBuyerDocumentNames } from './invoices.repo.ts';

/**
 * What other modules ask of the invoices module, by intent: its face exports these, never a repository
 * function, so the tables behind them can change without touching the callers (issue 43).
 */

export function deidentifyBuyerDocuments(db: Db, saleIds: string[], name: string): Promise<void> {
  return updateBuyerDocumentNames(db, saleIds, name);
}

export function removeBuyerDocumentAddresses(db: Db, saleIds: string[]): Promise<void> {
  return updateBuyerDocumentAddresses(db, saleIds);
}
