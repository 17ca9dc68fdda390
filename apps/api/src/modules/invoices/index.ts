export { type InvoicedItem, lineGstCents, lineGstText, type SupplyLine, saleSupplyLines } from './supply-lines.ts';
