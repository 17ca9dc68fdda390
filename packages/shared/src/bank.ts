/**
 * Where a vendor's payouts go (issue 14): an Australian bank account (account name, BSB, account
 * number), and the ABA (Cemtex) file staff upload to their bank to pay a batch of payouts.
 */
import { z } from 'zod';
import { MARKETPLACE_TIME_ZONE } from './sales.ts';

/** A change of bank details (not their first entry) holds the vendor's payouts this long. */
export const BANK_DETAILS_HOLD_HOURS = 24;
/** The ABA file's "title of account" field is 32 characters. */
export const ACCOUNT_NAME_MAX = 32;
/** One ABA file pays at most this many payouts. */
export const ABA_PAYOUTS_MAX = 500;

export const BANK_TEXT = {
  accountNameRequired: 'Account name is required',
  accountNameTooLong: `Account name can be at most ${ACCOUNT_NAME_MAX} characters`,
  accountNameCharacters: 'Account name can use letters, digits, spaces and simple punctuation only',
  bsbFormat: 'BSB must be 6 digits, written 000-000',
  bsbUnknownBank: 'This BSB belongs to no Australian bank: please check it on your bank statement',
  accountNumberFormat: 'Account number must be 1 to 9 digits',
  currentPasswordRequired: 'Please enter your current password to save bank details',
  currentPasswordWrong: 'Current password is incorrect',
  vendorsOnly: 'Only vendors have bank details for payouts',
  saved: 'Bank details saved',
  changedHeld: (until: string) =>
    `Bank details changed. For your security, payouts to the new account wait until ${until}`,
  noBankDetails: 'This vendor has not entered bank details yet',
  holdReason: (until: string) => `Bank details changed recently: payouts are held until ${until}`,
  selectPayouts: 'Please select at least one transaction',
  tooManyPayouts: `One ABA file can hold at most ${ABA_PAYOUTS_MAX} transactions`,
  duplicatePayout: 'Each transaction can be selected once',
  abaNotConfigured:
    "ABA files need the marketplace's bank settings: ABA_BSB, ABA_ACCOUNT, ABA_USER_NAME, ABA_APCA_ID and ABA_BANK_CODE",
  abaPayoutMissing: 'One of the selected transactions does not exist',
  abaPayoutPaid: (number: number) => `Transaction #${number} is already paid`,
  abaAlreadySent: (number: number, when: string) =>
    `Transaction #${number} was sent to the bank on ${when}: send it again only if the bank refused that file`,
  abaTooLarge: 'These transactions add up to more than one ABA file can carry: please send them in several files',
  resent: (count: number) =>
    `ABA file downloaded: ${count === 1 ? '1 transaction' : `${count} transactions`} sent to the bank again`,
  abaNoBankDetails: (number: number, vendor: string) =>
    `Transaction #${number}: ${vendor} has not entered bank details`,
  abaOnHold: (number: number, vendor: string, until: string) =>
    `Transaction #${number}: ${vendor} changed their bank details; payouts are held until ${until}`,
  onHoldCannotMarkPaid: (number: number, until: string) =>
    `Transaction #${number} is on hold until ${until} because the vendor's bank details changed`,
} as const;

/**
 * The first digits of a BSB name the financial institution (AusPayNet allocates them). Without a
 * shipped BSB directory, a BSB is checked for its format and against the codes no institution can
 * hold: 00, and 99 (999-999 is the ABA file's total-record filler). The table names the bank of the
 * common codes for the reader; a code missing from it is accepted, as new ones are allocated monthly.
 */
const UNALLOCATED_BANK_CODES = new Set(['00', '99']);
const BANK_NAMES: Record<string, string> = {
  '01': 'ANZ',
  '03': 'Westpac',
  '04': 'Westpac',
  '06': 'Commonwealth Bank',
  '08': 'NAB',
  '09': 'Reserve Bank of Australia',
  '10': 'BankSA',
  '11': 'St.George Bank',
  '12': 'Bank of Queensland',
  '14': 'Rabobank',
  '18': 'Macquarie Bank',
  '19': 'Bank of Melbourne',
  '21': 'JPMorgan Chase',
  '24': 'Citibank',
  '30': 'Bankwest',
  '33': 'St.George Bank',
  '34': 'HSBC',
  '35': 'Bank of China',
  '48': 'Suncorp',
  '55': 'Bank of Melbourne',
  '63': 'Bendigo Bank',
  '73': 'Westpac',
  '76': 'Commonwealth Bank',
  '78': 'NAB',
};

const sydneyDateTime = new Intl.DateTimeFormat('en-AU', {
  timeZone: MARKETPLACE_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** When a hold ends, in the marketplace's time, as messages and emails say it: 27 Nov 2026, 10:15 am AEDT. */
export function formatHoldUntil(until: Date | string): string {
  return sydneyDateTime.format(new Date(until));
}

/** The bank a BSB (6 digits) belongs to, when its code is a common one. */
export function bankNameOf(bsb: string): string | null {
  return BANK_NAMES[bsb.replace('-', '').slice(0, 2)] ?? null;
}

/** 062000 or 062-000 as the ABA file and people write it: 062-000. */
export function formatBsb(digits: string): string {
  const plain = digits.replace('-', '');
  return `${plain.slice(0, 3)}-${plain.slice(3)}`;
}

/** The account number as shown anywhere but the audited reveal: its last 4 digits. */
export function maskAccountNumber(lastDigits: string): string {
  return `*****${lastDigits}`;
}

// The BECS character set of the ABA file, which a bank refuses any other character of.
const ABA_TEXT = /^[A-Za-z0-9 &'()*+,\-./:;?@#^_]+$/;

export const bsbSchema = z
  .string(BANK_TEXT.bsbFormat)
  .trim()
  .regex(/^\d{3}-?\d{3}$/, BANK_TEXT.bsbFormat)
  .transform((bsb) => bsb.replace('-', ''))
  .refine((digits) => !UNALLOCATED_BANK_CODES.has(digits.slice(0, 2)), BANK_TEXT.bsbUnknownBank)
  .transform(formatBsb);

/** `PUT /api/user/{id}/bank`: the vendor's own, with their current password. */
export const saveBankAccountSchema = z.object({
  accountName: z
    .string(BANK_TEXT.accountNameRequired)
    .trim()
    .min(1, BANK_TEXT.accountNameRequired)
    .max(ACCOUNT_NAME_MAX, BANK_TEXT.accountNameTooLong)
    .regex(ABA_TEXT, BANK_TEXT.accountNameCharacters),
  bsb: bsbSchema,
  accountNumber: z
    .string(BANK_TEXT.accountNumberFormat)
    .transform((number) => number.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{1,9}$/, BANK_TEXT.accountNumberFormat)),
  currentPassword: z.string(BANK_TEXT.currentPasswordRequired).min(1, BANK_TEXT.currentPasswordRequired),
});
export type SaveBankAccountRequest = z.input<typeof saveBankAccountSchema>;

export const bankAccountDtoSchema = z.object({
  accountName: z.string(),
  /** 000-000. */
  bsb: z.string(),
  /** The bank of the BSB's code, when it is a common one. */
  bankName: z.string().nullable(),
  /** `*****6789`: the full number is only ever answered by the audited reveal. */
  accountNumber: z.string(),
  updatedAt: z.string(),
  /** While in the future: payouts to this vendor wait (a change of details, BANK_DETAILS_HOLD_HOURS). */
  holdUntil: z.string().nullable(),
});
export type BankAccountDto = z.infer<typeof bankAccountDtoSchema>;

export const bankAccountResponseSchema = z.object({ bankAccount: bankAccountDtoSchema.nullable() });
export type BankAccountResponse = z.infer<typeof bankAccountResponseSchema>;

export const saveBankAccountResponseSchema = z.object({ msg: z.string(), bankAccount: bankAccountDtoSchema });
export type SaveBankAccountResponse = z.infer<typeof saveBankAccountResponseSchema>;

/** `POST /api/user/{id}/bank/reveal` (staff, audited). */
export const revealedAccountNumberSchema = z.object({ accountNumber: z.string() });

/** `POST /api/transfer/aba`: the pending payouts to pay in one ABA file. */
export const abaFileRequestSchema = z.object({
  payouts: z
    .array(z.uuid(BANK_TEXT.abaPayoutMissing), BANK_TEXT.selectPayouts)
    .min(1, BANK_TEXT.selectPayouts)
    .max(ABA_PAYOUTS_MAX, BANK_TEXT.tooManyPayouts)
    .refine((ids) => new Set(ids).size === ids.length, BANK_TEXT.duplicatePayout),
  /**
   * Put in a file again payouts already sent to the bank (when the bank refused the file): without
   * it they are refused, so that a payout is never sent twice by mistake.
   */
  resend: z.boolean().default(false),
});
export type AbaFileRequest = z.input<typeof abaFileRequestSchema>;
