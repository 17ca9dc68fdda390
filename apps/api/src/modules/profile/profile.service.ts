import { MESSAGES, type profileSchema, ROLE_VENDOR_MEMBER, VENDOR_TEAM_TEXT } from '@soko/shared';
import type { z } from 'zod';
import type { User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { recordAbnCheck } from '../abr/index.ts';
import { recordAudit } from '../audit/index.ts';
import { publicUserOf, refuseCommonPassword } from '../auth/index.ts';
import { publishNotices } from '../notifications/index.ts';
import { announceSessionsEnded, reissueSessionToken, type SessionState } from '../sessions/index.ts';
import {
  type AccountDetails,
  changeAccountDetails,
  emailIsTaken,
  endAllSessions,
  issueEmailToken,
  profileColumnsOf,
  setPassword,
} from '../users/index.ts';
import { checkAbnForVendor, holdReviewedChanges } from '../vendor-changes/index.ts';

type ProfileInput = z.output<typeof profileSchema>;

/**
 * The first business detail the input asks for, if any: a name, ABN, address or GST registration.
 * A team member has none of their own (they act for the owner's store), so they may send none.
 */
function businessFieldOf(input: ProfileInput): string | undefined {
  if (input.displayName !== undefined) return 'displayName';
  if (input.ABN) return 'ABN';
  if (Object.values(input.address ?? {}).some((value) => value !== undefined && value !== '')) return 'address';
  if (input.gstRegistered || input.gstRegisteredFrom) return 'gstRegistered';
  return undefined;
}

/**
 * Saves the profile. A new email address is not taken at once: it waits as pendingEmail until the
 * link sent to it is opened, and asking for it needs the current password. A new ABN is refused when
 * another vendor has it, and looked up on the register first (refused when cancelled). Once the
 * vendor's identity is approved, a change of business name, ABN or address waits for staff as the
 * pending change; the register's answer about a pending ABN is not kept, because the ABR columns
 * describe the ABN in force (approval looks it up again).
 */
export async function updateProfile(
  deps: Pick<AppDeps, 'db' | 'mail' | 'config' | 'log' | 'notices'>,
  user: User,
  input: ProfileInput,
) {
  const { db } = deps;
  if (user.role === ROLE_VENDOR_MEMBER) {
    const field = businessFieldOf(input);
    if (field) throw badRequest(VENDOR_TEAM_TEXT.memberBusinessDetails, field);
  }
  const changesEmail = input.email !== user.email.toLowerCase();
  if (changesEmail) {
    if (!input.currentPassword || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw badRequest('Please enter your current password to change your email', 'currentPassword');
    }
    if (await emailIsTaken(db, input.email, { exceptUserId: user.id })) throw conflict(MESSAGES.emailTaken, 'email');
  }
  const newAbn = input.ABN !== undefined && input.ABN !== user.abn && input.ABN !== user.pendingChange?.abn;
  const abr = newAbn && input.ABN ? await checkAbnForVendor(deps, user.id, input.ABN) : undefined;
  const values: AccountDetails = {
    ...profileColumnsOf(input),
    ...(changesEmail ? { pendingEmail: input.email } : {}),
  };
  const updated = await db.transaction(async (tx) => {
    const held = await holdReviewedChanges(deps, tx, user.id, values);
    if (!held) return undefined;
    // The register's answer describes the ABN in force: kept only when the ABN is written now.
    if (held.values.abn !== undefined && abr) await recordAbnCheck(tx, user.id, abr);
    const saved = await changeAccountDetails(tx, user.id, held.values);
    const gst = (account: User) => ({
      gstRegistered: account.gstRegistered,
      gstRegisteredFrom: account.gstRegisteredFrom,
    });
    if (saved && JSON.stringify(gst(saved)) !== JSON.stringify(gst(user))) {
      // GST registration decides the tax on every invoice the vendor issues: audited, though the vendor made it.
      await recordAudit(tx, {
        actorId: user.id,
        action: 'vendor.gst',
        entityType: 'vendor',
        entityId: user.id,
        before: gst(user),
        after: gst(saved),
      });
    }
    if (changesEmail) {
      const token = await issueEmailToken(tx, user.id, 'verify_email', input.email);
      await deps.mail.enqueue(tx, {
        to: input.email,
        template: 'verifyEmail',
        data: { firstName: input.firstName, token },
      });
      // The current address hears of it too, so a stolen session cannot move the account quietly.
      await deps.mail.enqueue(tx, {
        to: user.email,
        template: 'emailChangeRequested',
        data: { firstName: input.firstName, newEmail: input.email },
      });
    }
    return saved && { saved, heldMsg: held.msg, delivery: held.delivery };
  });
  if (!updated) throw notFound('Account');
  if (updated.delivery) await publishNotices(deps, updated.delivery);
  const emailMsg = `Open the link we sent to ${input.email} to confirm your new email`;
  const msg = updated.heldMsg ?? 'Profile updated';
  return {
    user: await publicUserOf(deps, updated.saved),
    msg: changesEmail ? `${msg}. ${emailMsg}` : msg,
  };
}

/**
 * Changes the password and ends every other session: whoever changed it is on this device, and a
 * thief's session elsewhere must not outlive the change. This session goes on with a fresh token
 * (the account's token version moved), ending when it would have.
 */
export async function changePassword(
  deps: Pick<AppDeps, 'db' | 'config' | 'notices' | 'log'>,
  user: User,
  session: SessionState,
  currentPassword: string,
  password: string,
) {
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw badRequest('Current password is incorrect', 'currentPassword');
  }
  refuseCommonPassword(password);
  const passwordHash = await hashPassword(password);
  const updated = await deps.db.transaction(async (tx) => {
    await setPassword(tx, user, passwordHash);
    return endAllSessions(tx, user.id, 'password_changed', session);
  });
  if (!updated) throw notFound('Account');
  await announceSessionsEnded(deps, updated.id);
  const token = await reissueSessionToken(deps, updated, session);
  return { msg: 'Password changed', token, user: await publicUserOf(deps, updated) };
}
