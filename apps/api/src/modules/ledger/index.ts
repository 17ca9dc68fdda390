/** The ledger module's public face: payout adjustments, written by refunds and read by payouts. */
export {
  type AdjustmentRow,
  adjustedGrossOfSale,
  adjustmentNoteText,
  adjustmentState,
  adjustmentsOfPayout,
  adjustmentsOfSale,
  assignAdjustments,
  carriedAdjustments,
  carriedSums,
  feeNotesOfPayoutText,
  insertPayoutAdjustment,
  lockCarriedAdjustments,
  type StatementScope,
  statementAdjustmentBatches,
  statementAdjustments,
} from './ledger.repo.ts';
