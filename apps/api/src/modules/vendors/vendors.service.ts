import { type PublicUser, ROLE_SUPER_ADMIN } from '@soko/shared';
import type { FastifyInstance } from 'fastify';
import type { User } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { publicUserOf } from '../auth/auth.service.ts';
import { findUserById, updateUser } from '../users/users.repo.ts';

/** The vendor the super admin acts for (spec section 3: Active vendor); products they add are that vendor's. */
export async function selectActiveVendor(app: FastifyInstance, admin: User, vendorId: string): Promise<PublicUser> {
  const { db } = app.database;
  const vendor = await findUserById(db, vendorId);
  if (!vendor || vendor.role === ROLE_SUPER_ADMIN) throw notFound('Vendor');
  const updated = await db.transaction(async (tx) => {
    const changed = await updateUser(tx, admin.id, { activeVendorId: vendor.id });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'vendor.select',
      entityType: 'user',
      entityId: vendor.id,
      before: { activeVendorId: admin.activeVendorId },
      after: { activeVendorId: vendor.id },
    });
    return changed;
  });
  if (!updated) throw notFound('Account');
  return publicUserOf(app, updated);
}
