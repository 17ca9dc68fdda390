import {
  type CreateUserInput,
  type CreateUserResponse,
  type Paginated,
  USER_PAGE_SIZE,
  type UserListItem,
  type UserSort,
} from '@soko/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';

export interface UserListParams {
  page: number;
  q: string;
  sort: UserSort;
  /** 1 vendors, 2 super admins, null everyone. */
  role: number | null;
}

export function userListQuery({ page, q, sort, role }: UserListParams) {
  const params = new URLSearchParams({ page: String(page), limit: String(USER_PAGE_SIZE), sort });
  if (q.trim() !== '') params.set('q', q.trim());
  if (role !== null) params.set('role', String(role));
  return queryOptions({
    queryKey: ['users', 'list', { page, q, sort, role }],
    queryFn: () => api.get<Paginated<UserListItem>>(`/api/user?${params}`),
    placeholderData: keepPreviousData,
  });
}

/** A new account shows in the users list and, for a vendor, in the vendors lists. */
export async function createUser(body: CreateUserInput): Promise<CreateUserResponse> {
  const created = await api.post<CreateUserResponse>('/api/user', body);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['users'] }),
    queryClient.invalidateQueries({ queryKey: ['vendors'] }),
  ]);
  return created;
}
