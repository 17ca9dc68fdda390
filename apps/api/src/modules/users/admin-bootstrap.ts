import { ROLE_SUPER_ADMIN } from '@soko/shared';
import type { Db } from '../../db/client.ts';
import { hashPassword } from '../../lib/password.ts';
import { findUserByEmail, insertUserUnlessEmailTaken } from './users.repo.ts';

/**
 * Creates the super admin from ADMIN_EMAIL / ADMIN_PASSWORD on first start; an existing one is
 * left as it is. Instances starting together may all get here: the insert skips an email another
 * one wrote in between, so exactly one admin exists and one caller reports it created.
 */
export async function ensureSuperAdmin(
  db: Db,
  { adminEmail, adminPassword }: { adminEmail: string; adminPassword: string },
): Promise<{ created: boolean }> {
  if (await findUserByEmail(db, adminEmail)) return { created: false };
  const now = new Date();
  const created = await insertUserUnlessEmailTaken(db, {
    email: adminEmail,
    passwordHash: await hashPassword(adminPassword),
    firstName: 'Soko',
    lastName: 'Admin',
    displayName: 'Soko Marketplace',
    role: ROLE_SUPER_ADMIN,
    emailVerifiedAt: now,
    identityStatus: 'approved',
    activatedAt: now,
  });
  return { created: created !== undefined };
}
