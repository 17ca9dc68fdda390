import { ROLE_SUPER_ADMIN } from '@soko/shared';
import type { Db } from '../../db/client.ts';
import { hashPassword } from '../../lib/password.ts';
import { findUserByEmail } from './accounts.read.ts';
import { insertUserUnlessEmailTaken } from './users.repo.ts';

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
    // A super admin's identity starts approved (users_open_records, migration 0033).
    role: ROLE_SUPER_ADMIN,
    emailVerifiedAt: now,
    activatedAt: now,
  });
  return { created: created !== undefined };
}
