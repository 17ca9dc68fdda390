export { deidentifyBuyerDocuments, notesOfSaleText, removeBuyerDocumentAddresses } from './invoices.repo.ts';
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
export {
  adjustmentNotePdf,
  adjustmentNotesOfSale,
  feeNotesOfRefunds,
  issueBuyerNote,
  issueFeeNote,
  type Refunded,
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
