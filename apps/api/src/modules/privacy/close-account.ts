import { PRIVACY_TEXT, ROLE_SUPER_ADMIN, ROLE_VENDOR } from '@soko/shared';
import type { User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/password.ts';
import { recordAudit } from '../audit/index.ts';
import { pauseLiveProductsOf } from '../products/index.ts';
import { announceSessionsEnded } from '../sessions/index.ts';
import { clearStoreBio } from '../stores/index.ts';
import { endAllSessions, findUserById, markUserClosed } from '../users/index.ts';
import { dropPendingChange } from '../vendor-changes/index.ts';
import { countOpenSales } from './close.repo.ts';

/**
 * Closes a vendor account (issue 28): the owner with their password, or the super admin. Sign-in
 * is refused from then on, every session ends and the products go off sale; payouts owed are
 * still made, and the bank details go once the last is paid (the retention job). Sales, refunds,
 * payouts and invoices stay, as tax law asks; the rest of the profile is removed.
 */
export async function closeAccount(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log' | 'notices'>,
  actor: User,
  userId: string,
  password: string | undefined,
): Promise<void> {
  const byOwner = actor.id === userId;
  if (!byOwner && actor.role !== ROLE_SUPER_ADMIN) throw notFound('Account');
  const target = byOwner ? actor : await findUserById(deps.db, userId);
  if (!target) throw notFound('Account');
  if (target.role !== ROLE_VENDOR) throw conflict(PRIVACY_TEXT.onlyVendors);
  if (target.closedAt) throw conflict(PRIVACY_TEXT.alreadyClosed);
  // The owner proves it is them with their password; step-up verification, once built, is asked here too.
  if (byOwner) {
    if (!password) throw badRequest(PRIVACY_TEXT.passwordRequired, 'currentPassword');
    if (!(await verifyPassword(target.passwordHash, password)))
      throw badRequest(PRIVACY_TEXT.passwordWrong, 'currentPassword');
  }
  const openSales = await countOpenSales(deps.db, target.id);
  if (openSales > 0) throw conflict(PRIVACY_TEXT.openSales(openSales));
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const closed = await markUserClosed(tx, target.id, at);
    if (!closed) throw conflict(PRIVACY_TEXT.alreadyClosed);
    await dropPendingChange(tx, target.id);
    await clearStoreBio(tx, target.id, at);
    const productsPaused = await pauseLiveProductsOf(tx, target.id);
    await endAllSessions(tx, target.id, 'deactivated');
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.close',
      entityType: 'user',
      entityId: target.id,
      after: { closedAt: at.toISOString(), productsPaused, byOwner },
    });
  });
  await announceSessionsEnded(deps, target.id);
  deps.log.info({ event: 'user.closed', userId: target.id, byOwner }, 'account closed');
}
