import { ROLE_SUPER_ADMIN } from '@soko/shared';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../lib/password.ts';
import { findUserByEmail, insertUser } from './users.repo.ts';

/** Creates the super admin from ADMIN_EMAIL / ADMIN_PASSWORD on first start; an existing one is left as it is. */
export async function ensureSuperAdmin(app: FastifyInstance): Promise<{ created: boolean }> {
  const { adminEmail, adminPassword } = app.config;
  if (await findUserByEmail(app.database.db, adminEmail)) return { created: false };
  const now = new Date();
  await insertUser(app.database.db, {
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
  return { created: true };
}
