import type { SessionEndReason } from '@soko/shared';
import type { Db } from '../../db/client.ts';
import type { User, VendorProfileValues } from '../../db/schema/index.ts';
import { endSessionRowsOf, type SessionState } from '../sessions/index.ts';
import { bumpTokenVersion, closeAccountRows, insertUser, type NewAccount, writeAccount } from './users.repo.ts';

/**
 * The changes other modules make to an account (issue 43): each one names what happens, and writes
 * only the columns that belong to it. Each runs in the caller's transaction and answers the account
 * as it now reads, or undefined for an unknown id.
 */

/** Creates an account (sign-in identity and vendor profile); its other records start empty. */
export function createAccount(db: Db, values: NewAccount): Promise<User> {
  return insertUser(db, values);
}

/** The details a person or vendor edits (or staff edit for them): names, business profile, a new email to verify. */
export type AccountDetails = Partial<Pick<User, 'firstName' | 'lastName' | 'pendingEmail'>> &
  Partial<VendorProfileValues>;

export function changeAccountDetails(db: Db, id: string, details: AccountDetails): Promise<User | undefined> {
  return writeAccount(db, id, details);
}

/** The mailbox proved (a verification link opened); a verified new address replaces the old one. */
export function recordEmailVerified(db: Db, user: User, verifiedEmail: string): Promise<User | undefined> {
  const now = new Date();
  const changesEmail = verifiedEmail.toLowerCase() !== user.email.toLowerCase();
  return writeAccount(db, user.id, {
    emailVerifiedAt: now,
    ...(changesEmail
      ? { email: verifiedEmail, pendingEmail: null, previousEmail: user.email, emailChangedAt: now }
      : {}),
  });
}

/** A new password; a reset link also proves the mailbox of an account not yet verified. */
export function setPassword(
  db: Db,
  user: Pick<User, 'id' | 'emailVerifiedAt'>,
  passwordHash: string,
  { provesMailbox = false }: { provesMailbox?: boolean } = {},
): Promise<User | undefined> {
  return writeAccount(db, user.id, {
    passwordHash,
    ...(provesMailbox && !user.emailVerifiedAt ? { emailVerifiedAt: new Date() } : {}),
  });
}

/** The vendor's last onboarding step: the account is activated. */
export function recordActivation(db: Db, id: string): Promise<User | undefined> {
  return writeAccount(db, id, { activatedAt: new Date() });
}

/** Deactivates or reactivates an account; deactivating does not end its sessions by itself (see endAllSessions). */
export function setAccountActive(db: Db, id: string, active: boolean): Promise<User | undefined> {
  return writeAccount(db, id, { active });
}

/** The vendor a super admin acts for. */
export function chooseActiveVendor(db: Db, id: string, vendorId: string): Promise<User | undefined> {
  return writeAccount(db, id, { activeVendorId: vendorId });
}

/**
 * Ends every session of the user but `keep` (a password change keeps the device that made it): their
 * rows, and through the token version any token the rows do not name (onboarding action tokens).
 * Answers the account with its new token version.
 */
export async function endAllSessions(
  db: Db,
  userId: string,
  reason: SessionEndReason,
  keep: SessionState | null = null,
): Promise<User | undefined> {
  await endSessionRowsOf(db, userId, reason, keep?.id ?? null);
  return bumpTokenVersion(db, userId, reason);
}

/**
 * Closes the account and removes what no record needs: phone, date of birth, how they heard of
 * Soko, referral code and an email change waiting (a details change waiting for review is dropped by
 * vendor-changes). The name, email, ABN and address stay: the tax invoices and payouts issued to and
 * by the vendor name them. Undefined when already closed.
 */
export function markUserClosed(db: Db, userId: string, at: Date): Promise<User | undefined> {
  return closeAccountRows(db, userId, at);
}
