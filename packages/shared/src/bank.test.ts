import { describe, expect, it } from 'vitest';
import { BANK_TEXT, bankNameOf, bsbSchema, formatHoldUntil, maskAccountNumber, saveBankAccountSchema } from './bank.ts';

describe('BSB', () => {
  it.each([
    ['062-000', '062-000'],
    ['062000', '062-000'],
    [' 083-004 ', '083-004'],
  ])('reads %j as %s', (input, bsb) => {
    expect(bsbSchema.parse(input)).toBe(bsb);
  });

  it.each([
    ['06200', BANK_TEXT.bsbFormat],
    ['062 000', BANK_TEXT.bsbFormat],
    ['0620001', BANK_TEXT.bsbFormat],
    ['06-2000', BANK_TEXT.bsbFormat],
    ['001-234', BANK_TEXT.bsbUnknownBank],
    ['999-999', BANK_TEXT.bsbUnknownBank],
  ])('refuses %j: %s', (input, message) => {
    const result = bsbSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('names the bank of a common institution code, and none of an unknown one', () => {
    expect(bankNameOf('062-000')).toBe('Commonwealth Bank');
    expect(bankNameOf('083004')).toBe('NAB');
    expect(bankNameOf('722-000')).toBeNull();
  });
});

describe('bank details', () => {
  it('keeps the digits of an account number written with spaces or hyphens', () => {
    const parsed = saveBankAccountSchema.parse({
      accountName: ' Kente House ',
      bsb: '062000',
      accountNumber: '12 345-678',
      currentPassword: 'secret',
    });
    expect(parsed).toEqual({
      accountName: 'Kente House',
      bsb: '062-000',
      accountNumber: '12345678',
      currentPassword: 'secret',
    });
  });

  it('shows only the last 4 digits', () => {
    expect(maskAccountNumber('6789')).toBe('*****6789');
  });

  it('says when a hold ends in Sydney time', () => {
    expect(formatHoldUntil('2026-11-26T23:15:00Z')).toBe('27 Nov 2026, 10:15 am AEDT');
    expect(formatHoldUntil('2026-06-30T14:00:00Z')).toBe('1 July 2026, 12:00 am AEST');
  });
});
