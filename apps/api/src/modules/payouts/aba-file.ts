import { centsToDollars } from '@soko/shared';
import ABA from 'aba-generator';
import type { AbaSettings } from '../../config.ts';

/** Transaction code 50: a general credit to the payee's account. */
const GENERAL_CREDIT = 50;
/** The lodgement reference field holds 18 characters. */
const REFERENCE_MAX = 18;

export interface AbaPayment {
  bsb: string;
  accountNumber: string;
  accountName: string;
  amountCents: number;
  reference: string;
}

/** DDMMYY, the descriptive record's processing date, of a YYYY-MM-DD day. */
function abaDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}${month}${year?.slice(2)}`;
}

/**
 * An ABA (Cemtex) file paying each payment from the marketplace's account: a descriptive record,
 * one detail record per payment (credits, code 50) and the file total record, 120 characters each,
 * every line ending in CRLF as the banks' upload pages expect.
 */
export function abaFile(settings: AbaSettings, processingDay: string, payments: AbaPayment[]): string {
  const aba = new ABA({
    header: {
      bank: settings.bankCode,
      user: settings.userName,
      userNumber: Number(settings.apcaId),
      description: 'PAYOUTS',
      date: abaDate(processingDay),
    },
  });
  const body = aba.generate(
    payments.map((payment) => ({
      bsb: payment.bsb,
      account: payment.accountNumber,
      transactionCode: GENERAL_CREDIT,
      amount: centsToDollars(payment.amountCents),
      accountTitle: payment.accountName,
      reference: payment.reference.slice(0, REFERENCE_MAX),
      traceBsb: settings.bsb,
      traceAccount: settings.account,
      remitter: settings.userName,
    })),
  );
  return `${body}\r\n`;
}
