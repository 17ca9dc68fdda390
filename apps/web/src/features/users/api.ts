import {
  type ChangeRoleInput,
  type CreateUserInput,
  type CreateUserResponse,
  USER_PAGE_SIZE,
  type UserChangeResponse,
  type UserSort,
} from '@soko/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, send } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { vendorKeys } from '../vendors/index.ts';
import { userKeys } from './keys.ts';

export interface UserListParams {
  page: number;
  q: string;
  sort: UserSort;
  /** 1 vendors, 2 super admins, 3 staff, null everyone. */
  role: number | null;
}

export function userListQuery({ page, q, sort, role }: UserListParams) {
  const query = { page, limit: USER_PAGE_SIZE, sort, q: q.trim() || undefined, role: role ?? undefined };
  return queryOptions({
    queryKey: userKeys.list({ page, q, sort, role }),
    queryFn: () => send(apiClient.GET('/api/user', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

/** A new account shows in the users list and, for a vendor, in the vendors lists. */
export async function createUser(body: CreateUserInput): Promise<CreateUserResponse> {
  const created = await send(apiClient.POST('/api/user', { body }));
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.all }),
    queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  ]);
  return created;
}

/** Emails an invited account its set-password link again (the earlier one stops working). */
export function resendInvitation(userId: string): Promise<{ msg: string }> {
  return send(apiClient.POST('/api/user/{id}/invitation', { params: { path: { id: userId } } }));
}

/** A staff account made super admin or given another staff role; its menus change at its next page load. */
export async function changeUserRole(userId: string, body: ChangeRoleInput): Promise<UserChangeResponse> {
  const changed = await send(apiClient.PUT('/api/user/{id}/role', { params: { path: { id: userId } }, body }));
  await queryClient.invalidateQueries({ queryKey: userKeys.all });
  return changed;
}

/** Deactivating ends every session of the account at once; a vendor's account also leaves the active vendors. */
export async function setUserActive(userId: string, active: boolean): Promise<UserChangeResponse> {
  const changed = await send(
    apiClient.PUT('/api/user/{id}/active', { params: { path: { id: userId } }, body: { active } }),
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.all }),
    queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  ]);
  return changed;
}
