export { deidentifyBuyerDocuments, removeBuyerDocumentAddresses } from './invoices.face.service.ts';
export {
  type BuyerInvoiceInput,
  buyerInvoiceOf,
  documentPdf,
  type FeeInvoiceInput,
  type FeeInvoiceLine,
  feeInvoiceNumber,
  feeInvoiceOf,
  issueBuyerInvoice,
  issueFeeInvoice,
  syncMarketplaceRegistration,
} from './invoices.service.ts';
export { notesOfSaleText } from './invoices.sql.ts';
export { type Refunded, refundedPerLine } from './note-figures.ts';
export {
  adjustmentNotePdf,
  adjustmentNotesOfSale,
  feeNotesOfRefunds,
  issueBuyerNote,
  issueFeeNote,
  toAdjustmentNoteDto,
} from './notes.service.ts';
export { issuePayoutFeeInvoice } from './payout-fee-invoice.ts';
export {
  deliveryAddressLines,
  type InvoicedItem,
  lineGstCents,
  lineGstText,
  type SupplyLine,
  saleSupplyLines,
} from './supply-lines.ts';
