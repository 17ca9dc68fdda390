/** The ledger module's public face: payout adjustments, written by refunds and read by payouts. */
export {
  type AdjustmentRow,
  adjustmentsOfPayout,
  adjustmentsOfSale,
  assignAdjustments,
  carriedAdjustments,
  carriedSums,
  lockCarriedAdjustments,
  recordRefundAfterPayout,
  type StatementScope,
  statementAdjustmentBatches,
  statementAdjustments,
} from './ledger.face.service.ts';
export { adjustedGrossOfSale, adjustmentNoteText, adjustmentState, feeNotesOfPayoutText } from './ledger.sql.ts';
