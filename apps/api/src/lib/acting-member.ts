import { AsyncLocalStorage } from 'node:async_hooks';

/** A member of a vendor's team acting for that vendor in the current request (issue 30). */
export interface ActingMember {
  memberId: string;
  vendorId: string;
}

const acting = new AsyncLocalStorage<ActingMember>();

/**
 * Runs the rest of a member's request with the member known, so that what records its actor (the
 * audit log, a sale's status history, a refund) names the member while the services, which see
 * the vendor, scope every query to the vendor exactly as for the owner.
 */
export function runAsMember(member: ActingMember, next: () => void): void {
  acting.run(member, next);
}

/** The id to record as who acted: the member when one acts for `userId`, else `userId` itself. */
export function actorIdOf(userId: string): string;
export function actorIdOf(userId: string | null): string | null;
export function actorIdOf(userId: string | null): string | null {
  const member = acting.getStore();
  return member && userId === member.vendorId ? member.memberId : userId;
}

/** The member acting in this request, if one is: what the owner does unaudited is audited for a member. */
export function actingMember(): ActingMember | undefined {
  return acting.getStore();
}
