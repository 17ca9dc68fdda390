import type { Db } from '../../db/client.ts';
import type { AdjustmentRow, AdjustmentSums, NewPayoutAdjustment, StatementScope } from './ledger.repo.ts';
import {
  insertAdjustmentRow,
  selectAdjustmentsOfPayout,
  selectAdjustmentsOfSale,
  selectCarriedAdjustments,
  selectCarriedAdjustmentsForUpdate,
  selectCarriedSums,
  selectStatementAdjustmentBatches,
  selectStatementAdjustments,
  updateAdjustmentsPayout,
} from './ledger.repo.ts';

export type { AdjustmentRow, StatementScope } from './ledger.repo.ts';

/**
 * What other modules ask of the ledger module, by intent: its face exports these, never a repository
 * function, so the tables behind them can change without touching the callers (issue 43).
 */

/** A refund of a sale already in a payout: what it takes back is carried to the vendor's next payout. */
export function recordRefundAfterPayout(db: Db, values: NewPayoutAdjustment): Promise<void> {
  return insertAdjustmentRow(db, values);
}

export function adjustmentsOfSale(
  db: Db,
  saleId: string,
): Promise<{ feeCents: number; feeGstCents: number; netCents: number }> {
  return selectAdjustmentsOfSale(db, saleId);
}

export function carriedSums(db: Db, vendorId: string): Promise<AdjustmentSums> {
  return selectCarriedSums(db, vendorId);
}

export function carriedAdjustments(db: Db, vendorId: string, limit: number): Promise<AdjustmentRow[]> {
  return selectCarriedAdjustments(db, vendorId, limit);
}

export function lockCarriedAdjustments(db: Db, vendorId: string): ReturnType<typeof selectCarriedAdjustmentsForUpdate> {
  return selectCarriedAdjustmentsForUpdate(db, vendorId);
}

export function assignAdjustments(db: Db, ids: string[], payoutId: string): Promise<void> {
  return updateAdjustmentsPayout(db, ids, payoutId);
}

export function adjustmentsOfPayout(db: Db, payoutId: string): Promise<AdjustmentRow[]> {
  return selectAdjustmentsOfPayout(db, payoutId);
}

export function statementAdjustments(
  db: Db,
  scope: StatementScope,
  limit: number,
): Promise<{ rows: AdjustmentRow[]; total: number; netCents: number; carriedNetCents: number }> {
  return selectStatementAdjustments(db, scope, limit);
}

export function statementAdjustmentBatches(
  db: Db,
  scope: StatementScope,
  batchSize?: number,
): AsyncGenerator<(AdjustmentRow & { cursor: { createdAt: string; id: string } })[]> {
  return selectStatementAdjustmentBatches(db, scope, batchSize);
}
