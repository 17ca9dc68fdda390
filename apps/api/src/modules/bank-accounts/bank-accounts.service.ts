import {
  BANK_DETAILS_HOLD_HOURS,
  BANK_TEXT,
  type BankAccountDto,
  type BankAccountResponse,
  bankNameOf,
  formatHoldUntil,
  maskAccountNumber,
  ROLE_VENDOR,
  type SaveBankAccountResponse,
  type saveBankAccountSchema,
} from '@soko/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { BankAccount, User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { decryptText, encryptText } from '../../lib/encryption.ts';
import { AppError, badRequest, forbidden } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/password.ts';
import { recordAudit } from '../audit/index.ts';
import {
  findBankAccount,
  findVendorAccount,
  lockVendorAccount,
  saveBankAccountRow,
  selectBankAccountsOf,
} from './bank-accounts.repo.ts';

type SaveBankAccountInput = z.output<typeof saveBankAccountSchema>;

const HOLD_MS = BANK_DETAILS_HOLD_HOURS * 60 * 60 * 1000;
/** An email address replaced this recently still hears of a change of bank details. */
const PREVIOUS_EMAIL_NOTICE_MS = 30 * 24 * 60 * 60 * 1000;

const vendorNotFound = () => new AppError(404, 'Vendor not found');

/** The hold, while it lasts. */
function activeHold(row: Pick<BankAccount, 'holdUntil'>, now: Date): Date | null {
  return row.holdUntil && row.holdUntil > now ? row.holdUntil : null;
}

function toDto(row: BankAccount, now: Date): BankAccountDto {
  return {
    accountName: row.accountName,
    bsb: row.bsb,
    bankName: bankNameOf(row.bsb),
    accountNumber: maskAccountNumber(row.accountNumberLast4),
    updatedAt: row.updatedAt.toISOString(),
    holdUntil: activeHold(row, now)?.toISOString() ?? null,
  };
}

/** Every address of the account that should hear of a security change, each once. */
function noticeAddresses(
  vendor: { email: string; pendingEmail: string | null; previousEmail: string | null; emailChangedAt: Date | null },
  now: Date,
): string[] {
  const recentlyReplaced =
    vendor.previousEmail &&
    vendor.emailChangedAt &&
    now.getTime() - vendor.emailChangedAt.getTime() < PREVIOUS_EMAIL_NOTICE_MS
      ? vendor.previousEmail
      : null;
  const addresses = [vendor.email, vendor.pendingEmail, recentlyReplaced].filter((email): email is string => !!email);
  return [...new Map(addresses.map((email) => [email.toLowerCase(), email])).values()];
}

export async function ownBankAccount(deps: Pick<AppDeps, 'db'>, user: User): Promise<BankAccountResponse> {
  if (user.role !== ROLE_VENDOR) throw forbidden(BANK_TEXT.vendorsOnly);
  const row = await findBankAccount(deps.db, user.id);
  return { bankAccount: row ? toDto(row, new Date()) : null };
}

export async function vendorBankAccount(deps: Pick<AppDeps, 'db'>, vendorId: string): Promise<BankAccountResponse> {
  const { db } = deps;
  if (!(await findVendorAccount(db, vendorId))) throw vendorNotFound();
  const row = await findBankAccount(db, vendorId);
  return { bankAccount: row ? toDto(row, new Date()) : null };
}

/**
 * Saves the vendor's bank details, with their current password. A change of existing details (not
 * their first entry) holds the vendor's payouts for BANK_DETAILS_HOLD_HOURS, is audited, and is told
 * to every address of the account, so that a stolen session cannot quietly redirect payouts.
 */
export async function saveBankAccount(
  deps: Pick<AppDeps, 'db' | 'mail' | 'config'>,
  user: User,
  input: SaveBankAccountInput,
): Promise<SaveBankAccountResponse> {
  if (user.role !== ROLE_VENDOR) throw forbidden(BANK_TEXT.vendorsOnly);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest(BANK_TEXT.currentPasswordWrong, 'currentPassword');
  }
  const key = deps.config.dataEncryptionKey;
  const now = new Date();
  const saved = await deps.db.transaction(async (tx) => {
    await lockVendorAccount(tx, user.id);
    const vendor = await findVendorAccount(tx, user.id);
    if (!vendor) throw vendorNotFound();
    const current = await findBankAccount(tx, user.id);
    if (
      current &&
      current.accountName === input.accountName &&
      current.bsb === input.bsb &&
      decryptText(key, current.accountNumberEncrypted) === input.accountNumber
    ) {
      return current;
    }
    const row = await saveBankAccountRow(
      tx,
      {
        vendorId: user.id,
        accountName: input.accountName,
        bsb: input.bsb,
        accountNumberEncrypted: encryptText(key, input.accountNumber),
        accountNumberLast4: input.accountNumber.slice(-4),
        holdUntil: current ? new Date(now.getTime() + HOLD_MS) : null,
      },
      now,
    );
    const shown = (account: BankAccount) => ({
      accountName: account.accountName,
      bsb: account.bsb,
      accountNumber: maskAccountNumber(account.accountNumberLast4),
    });
    await recordAudit(tx, {
      actorId: user.id,
      action: current ? 'bankAccount.change' : 'bankAccount.add',
      entityType: 'user',
      entityId: user.id,
      before: current ? shown(current) : null,
      after: { ...shown(row), holdUntil: row.holdUntil?.toISOString() ?? null },
    });
    for (const to of noticeAddresses(vendor, now)) {
      await deps.mail.enqueue(tx, {
        to,
        template: 'bankDetailsChanged',
        data: {
          firstName: vendor.firstName,
          firstEntry: !current,
          bsb: row.bsb,
          accountNumber: maskAccountNumber(row.accountNumberLast4),
          holdUntil: row.holdUntil ? formatHoldUntil(row.holdUntil) : null,
        },
      });
    }
    return row;
  });
  const hold = activeHold(saved, now);
  return { msg: hold ? BANK_TEXT.changedHeld(formatHoldUntil(hold)) : BANK_TEXT.saved, bankAccount: toDto(saved, now) };
}

/** The full account number, for staff; every reveal is in the audit log. */
export async function revealAccountNumber(
  deps: Pick<AppDeps, 'db' | 'config'>,
  admin: User,
  vendorId: string,
): Promise<{ accountNumber: string }> {
  const { db } = deps;
  if (!(await findVendorAccount(db, vendorId))) throw vendorNotFound();
  const row = await findBankAccount(db, vendorId);
  if (!row) throw new AppError(404, BANK_TEXT.noBankDetails);
  await recordAudit(db, {
    actorId: admin.id,
    action: 'bankAccount.reveal',
    entityType: 'user',
    entityId: vendorId,
    after: { bsb: row.bsb, accountNumber: maskAccountNumber(row.accountNumberLast4) },
  });
  return { accountNumber: decryptText(deps.config.dataEncryptionKey, row.accountNumberEncrypted) };
}

export interface Payee {
  accountName: string;
  bsb: string;
  accountNumber: string;
  /** While payouts to this vendor wait after a change of details. */
  holdUntil: Date | null;
}

/** Where each of these vendors' payouts go, by vendor id; a vendor without bank details is absent. */
export async function payeesOf(db: Db, key: Buffer, vendorIds: string[], now: Date): Promise<Map<string, Payee>> {
  const rows = await selectBankAccountsOf(db, vendorIds);
  return new Map(
    rows.map((row) => [
      row.vendorId,
      {
        accountName: row.accountName,
        bsb: row.bsb,
        accountNumber: decryptText(key, row.accountNumberEncrypted),
        holdUntil: activeHold(row, now),
      },
    ]),
  );
}

export interface PayoutHold {
  until: Date;
  /** When the details changed: a payout sent to the bank before then went to the account trusted before. */
  changedAt: Date;
}

/** The hold on this payout, if it is held now: a payout sent to the bank before the change is not. */
function holdOnPayout(
  account: { holdUntil: Date | null; updatedAt: Date | null },
  sentToBankAt: Date | null,
  now: Date,
): PayoutHold | null {
  const until = activeHold(account, now);
  if (!until || !account.updatedAt) return null;
  if (sentToBankAt && sentToBankAt <= account.updatedAt) return null;
  return { until, changedAt: account.updatedAt };
}

/** The hold on a payout of this vendor, if it is held now. */
export async function payoutHoldOf(
  db: Db,
  vendorId: string,
  sentToBankAt: Date | null,
  now: Date,
): Promise<PayoutHold | null> {
  const row = await findBankAccount(db, vendorId);
  return row ? holdOnPayout(row, sentToBankAt, now) : null;
}

/** Why an unpaid payout to this vendor cannot go to the bank, or be marked paid, now; null when it can. */
export function bankProblemOf(
  account: { onFile: boolean; holdUntil: Date | null; updatedAt: Date | null },
  sentToBankAt: Date | null,
  now: Date,
): string | null {
  if (!account.onFile) return BANK_TEXT.noBankDetails;
  const hold = holdOnPayout(account, sentToBankAt, now);
  return hold ? BANK_TEXT.holdReason(formatHoldUntil(hold.until)) : null;
}
