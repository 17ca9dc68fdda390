import { BANK_TEXT, type BankAccountResponse, type SaveBankAccountResponse } from '@soko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bankAccounts } from '../../db/schema/index.ts';
import { decryptText } from '../../lib/encryption.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import {
  adminToken,
  auditCount,
  fromAddress,
  mailsTo,
  type OnboardedVendor,
  onboardVendor,
  tokenFromMail,
} from '../../test/fixtures.ts';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const details = { accountName: 'Kente House Pty Ltd', bsb: '062-000', accountNumber: '123456789' };

let saves = 0;

/** Each save from its own address: the per-address limit of the route is not what these tests are about. */
function saveDetails(vendor: OnboardedVendor, body: Record<string, unknown>) {
  saves += 1;
  return ctx.app.inject({
    remoteAddress: fromAddress(1000 + saves),
    method: 'PUT',
    url: `/api/user/${vendor.id}/bank`,
    headers: { 'x-auth-token': vendor.token },
    payload: { currentPassword: vendor.password, ...body },
  });
}

async function ownDetails(vendor: OnboardedVendor) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/user/${vendor.id}/bank`,
    headers: { 'x-auth-token': vendor.token },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as BankAccountResponse;
}

const storedRow = async (vendorId: string) =>
  (await ctx.database.db.select().from(bankAccounts).where(eq(bankAccounts.vendorId, vendorId)))[0];

const bankMails = async (email: string) =>
  (await mailsTo(ctx, email)).filter((mail) => mail.template === 'bankDetailsChanged');

describe('a vendor’s bank details', () => {
  it('refuses malformed details and a wrong password with a clear message, storing nothing', async () => {
    const vendor = await onboardVendor(ctx);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...details, bsb: '06200' }, 'bsb', BANK_TEXT.bsbFormat],
      [{ ...details, bsb: '062 000' }, 'bsb', BANK_TEXT.bsbFormat],
      [{ ...details, bsb: '062-00a' }, 'bsb', BANK_TEXT.bsbFormat],
      [{ ...details, bsb: '001-234' }, 'bsb', BANK_TEXT.bsbUnknownBank],
      [{ ...details, accountNumber: '1234567890' }, 'accountNumber', BANK_TEXT.accountNumberFormat],
      [{ ...details, accountNumber: '12ab' }, 'accountNumber', BANK_TEXT.accountNumberFormat],
      [{ ...details, accountName: '' }, 'accountName', BANK_TEXT.accountNameRequired],
      [{ ...details, accountName: 'x'.repeat(33) }, 'accountName', BANK_TEXT.accountNameTooLong],
      [{ ...details, accountName: 'Café Ghana' }, 'accountName', BANK_TEXT.accountNameCharacters],
      [{ ...details, currentPassword: '' }, 'currentPassword', BANK_TEXT.currentPasswordRequired],
      [{ ...details, currentPassword: 'not-my-password' }, 'currentPassword', BANK_TEXT.currentPasswordWrong],
    ];
    for (const [body, param, msg] of cases) {
      const response = await saveDetails(vendor, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toContainEqual({ msg, param });
    }
    expect(await ownDetails(vendor)).toEqual({ bankAccount: null });
    expect(await storedRow(vendor.id)).toBeUndefined();
    expect(await bankMails(vendor.email)).toEqual([]);
  });

  it('keeps the account number encrypted, answers it masked, and holds nothing on the first entry', async () => {
    const vendor = await onboardVendor(ctx);
    const saved = await saveDetails(vendor, { ...details, bsb: '062000', accountNumber: '12 3456 789' });
    expect(saved.statusCode).toBe(200);
    const body = saved.json() as SaveBankAccountResponse;
    expect(body.msg).toBe(BANK_TEXT.saved);
    expect(body.bankAccount).toMatchObject({
      accountName: 'Kente House Pty Ltd',
      bsb: '062-000',
      bankName: 'Commonwealth Bank',
      accountNumber: '*****6789',
      holdUntil: null,
    });
    expect(saved.body).not.toContain('123456789');

    const row = await storedRow(vendor.id);
    expect(row?.accountNumberEncrypted).not.toContain('123456789');
    expect(row?.accountNumberEncrypted).toMatch(/^v1\./);
    expect(decryptText(ctx.config.dataEncryptionKey, row?.accountNumberEncrypted ?? '')).toBe('123456789');

    expect((await ownDetails(vendor)).bankAccount?.accountNumber).toBe('*****6789');
    const mails = await bankMails(vendor.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Bank details added to your Soko account');
    expect(mails[0]?.text).toContain('*****6789');
    expect(mails[0]?.text).not.toContain('123456789');
    expect(await auditCount(ctx, 'bankAccount.add', vendor.id)).toBe(1);
  });

  it('holds payouts for 24 hours after a change, and tells the old and the new email address', async () => {
    const vendor = await onboardVendor(ctx);
    expect((await saveDetails(vendor, details)).statusCode).toBe(200);

    // The vendor's email changes first: a stolen session would do that, then redirect the money.
    const me = (
      await ctx.app.inject({ method: 'GET', url: '/api/authVendor', headers: { 'x-auth-token': vendor.token } })
    ).json().user;
    const newEmail = `moved-${vendor.email}`;
    const requested = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/${vendor.id}`,
      headers: { 'x-auth-token': vendor.token },
      payload: { firstName: me.firstName, lastName: me.lastName, email: newEmail, currentPassword: vendor.password },
    });
    expect(requested.statusCode).toBe(200);
    const token = await tokenFromMail(ctx, newEmail, 'verifyEmail');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/verify?token=${token}` })).statusCode).toBe(200);

    const before = Date.now();
    const changed = await saveDetails(vendor, { ...details, accountNumber: '987654321' });
    expect(changed.statusCode).toBe(200);
    const { msg, bankAccount } = changed.json() as SaveBankAccountResponse;
    const holdUntil = Date.parse(bankAccount.holdUntil ?? '');
    expect(holdUntil).toBeGreaterThanOrEqual(before + 24 * 3600_000);
    expect(holdUntil).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    expect(msg).toMatch(
      /^Bank details changed\. For your security, payouts to the new account wait until \d+ \w+ \d{4}/,
    );
    expect(bankAccount.accountNumber).toBe('*****4321');

    for (const address of [vendor.email, newEmail]) {
      const notice = (await bankMails(address)).find(
        (mail) => mail.subject === 'The bank details of your Soko account changed',
      );
      expect(notice?.text, address).toContain('*****4321');
      expect(notice?.text, address).toContain('payouts to the new account wait until');
    }
    expect(await auditCount(ctx, 'bankAccount.change', vendor.id)).toBe(1);

    // Saving the same details again is no change: no second hold, entry or mail.
    const mailsBefore = (await bankMails(newEmail)).length;
    const again = await saveDetails(vendor, { ...details, accountNumber: '987654321' });
    expect(again.json().bankAccount.holdUntil).toBe(bankAccount.holdUntil);
    expect(await auditCount(ctx, 'bankAccount.change', vendor.id)).toBe(1);
    expect(await bankMails(newEmail)).toHaveLength(mailsBefore);
  });

  it('shows staff the details masked and reveals the number only through an audited call', async () => {
    const vendor = await onboardVendor(ctx);
    const other = await onboardVendor(ctx);
    const staffView = () =>
      ctx.app.inject({ method: 'GET', url: `/api/user/${vendor.id}/bank`, headers: { 'x-auth-token': admin } });
    expect((await staffView()).json()).toEqual({ bankAccount: null });
    const reveal = (token: string, vendorId = vendor.id) =>
      ctx.app.inject({ method: 'POST', url: `/api/user/${vendorId}/bank/reveal`, headers: { 'x-auth-token': token } });
    const none = await reveal(admin);
    expect(none.statusCode).toBe(404);
    expect(none.json().errors[0].msg).toBe(BANK_TEXT.noBankDetails);

    await saveDetails(vendor, details);
    const masked = await staffView();
    expect(masked.json().bankAccount).toMatchObject({ bsb: '062-000', accountNumber: '*****6789' });
    expect(masked.body).not.toContain('123456789');

    const revealed = await reveal(admin);
    expect(revealed.statusCode).toBe(200);
    expect(revealed.json()).toEqual({ accountNumber: '123456789' });
    expect(await auditCount(ctx, 'bankAccount.reveal', vendor.id)).toBe(1);
    // The audit log records each save and reveal with the number masked, never in full.
    const entries = (await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, vendor.id))).filter(
      (entry) => entry.action.startsWith('bankAccount.'),
    );
    expect(entries.map((entry) => entry.action).sort()).toEqual(['bankAccount.add', 'bankAccount.reveal']);
    expect(JSON.stringify(entries)).toContain('*****6789');
    expect(JSON.stringify(entries)).not.toContain('123456789');

    // No vendor reaches another's details, nor the reveal.
    expect((await reveal(other.token)).statusCode).toBe(403);
    expect((await reveal(vendor.token)).statusCode).toBe(403);
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/${vendor.id}/bank`,
      headers: { 'x-auth-token': other.token },
    });
    expect(foreign.statusCode).toBe(404);
    const foreignSave = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/${vendor.id}/bank`,
      headers: { 'x-auth-token': other.token },
      payload: { ...details, accountNumber: '555555555', currentPassword: other.password },
    });
    expect(foreignSave.statusCode).toBe(404);
    expect((await ownDetails(vendor)).bankAccount?.accountNumber).toBe('*****6789');
    expect(await auditCount(ctx, 'bankAccount.reveal', vendor.id)).toBe(1);
  });
});
