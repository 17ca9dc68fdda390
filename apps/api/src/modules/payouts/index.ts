export { issuePayoutFeeInvoice } from './payouts.invoice.ts';
