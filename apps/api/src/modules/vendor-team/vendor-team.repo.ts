import type { VendorTeamRole } from '@soko/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, vendorTeamMembers } from '../../db/schema/index.ts';

export interface TeamMemberRow {
  userId: string;
  vendorId: string;
  role: VendorTeamRole;
  createdAt: Date;
  email: string;
  firstName: string;
  lastName: string;
  passwordSet: boolean;
}

const memberColumns = {
  userId: vendorTeamMembers.userId,
  vendorId: vendorTeamMembers.vendorId,
  role: vendorTeamMembers.role,
  createdAt: vendorTeamMembers.createdAt,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  passwordHash: users.passwordHash,
};

type Selected = Omit<TeamMemberRow, 'passwordSet'> & { passwordHash: string | null };
const toRow = ({ passwordHash, ...row }: Selected): TeamMemberRow => ({ ...row, passwordSet: passwordHash !== null });

/** A vendor's members (a join on the member's key: their name and email live on `users`). */
export async function listTeam(db: Db, vendorId: string): Promise<TeamMemberRow[]> {
  const rows = await db
    .select(memberColumns)
    .from(vendorTeamMembers)
    .innerJoin(users, eq(users.id, vendorTeamMembers.userId))
    .where(eq(vendorTeamMembers.vendorId, vendorId))
    .orderBy(asc(vendorTeamMembers.createdAt), asc(vendorTeamMembers.userId));
  return rows.map(toRow);
}

export async function findMember(db: Db, userId: string): Promise<TeamMemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(vendorTeamMembers)
    .innerJoin(users, eq(users.id, vendorTeamMembers.userId))
    .where(eq(vendorTeamMembers.userId, userId));
  return row ? toRow(row) : undefined;
}

/** The team a member account belongs to, read at every call of a member (one indexed row). */
export async function findMembership(
  db: Db,
  userId: string,
): Promise<{ vendorId: string; role: VendorTeamRole } | undefined> {
  const [row] = await db
    .select({ vendorId: vendorTeamMembers.vendorId, role: vendorTeamMembers.role })
    .from(vendorTeamMembers)
    .where(eq(vendorTeamMembers.userId, userId));
  return row;
}

export async function insertMember(
  db: Db,
  values: { userId: string; vendorId: string; role: VendorTeamRole; invitedBy: string },
): Promise<void> {
  await db.insert(vendorTeamMembers).values(values);
}

export async function updateMemberRole(db: Db, userId: string, role: VendorTeamRole): Promise<void> {
  await db.update(vendorTeamMembers).set({ role }).where(eq(vendorTeamMembers.userId, userId));
}

export async function deleteMember(db: Db, userId: string): Promise<void> {
  await db.delete(vendorTeamMembers).where(eq(vendorTeamMembers.userId, userId));
}

/** The roles of a vendor's active members, for deciding who hears of the vendor's events. */
export async function selectActiveMemberRoles(
  db: Db,
  vendorId: string,
): Promise<{ userId: string; role: VendorTeamRole }[]> {
  return db
    .select({ userId: vendorTeamMembers.userId, role: vendorTeamMembers.role })
    .from(vendorTeamMembers)
    .innerJoin(users, eq(users.id, vendorTeamMembers.userId))
    .where(and(eq(vendorTeamMembers.vendorId, vendorId), eq(users.active, true)))
    .orderBy(asc(vendorTeamMembers.userId));
}
