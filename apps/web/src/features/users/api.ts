import { type CreateUserInput, type CreateUserResponse, USER_PAGE_SIZE, type UserSort } from '@soko/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, send } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';

export interface UserListParams {
  page: number;
  q: string;
  sort: UserSort;
  /** 1 vendors, 2 super admins, null everyone. */
  role: number | null;
}

export function userListQuery({ page, q, sort, role }: UserListParams) {
  const query = { page, limit: USER_PAGE_SIZE, sort, q: q.trim() || undefined, role: role ?? undefined };
  return queryOptions({
    queryKey: ['users', 'list', { page, q, sort, role }],
    queryFn: () => send(apiClient.GET('/api/user', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

/** A new account shows in the users list and, for a vendor, in the vendors lists. */
export async function createUser(body: CreateUserInput): Promise<CreateUserResponse> {
  const created = await send(apiClient.POST('/api/user', { body }));
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['users'] }),
    queryClient.invalidateQueries({ queryKey: ['vendors'] }),
  ]);
  return created;
}

/** Emails an invited account its set-password link again (the earlier one stops working). */
export function resendInvitation(userId: string): Promise<{ msg: string }> {
  return send(apiClient.POST('/api/user/{id}/invitation', { params: { path: { id: userId } } }));
}
