import type {
  changePasswordResponseSchema,
  ProfileResponse,
  profileSchema,
  SessionDto,
  saveBankAccountSchema,
} from '@soko/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient, send } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { payoutKeys } from '../payouts/index.ts';
import { profileKeys } from './keys.ts';

export type ProfileBody = z.input<typeof profileSchema>;
export type { ProfileResponse };
/** Every other session ends; the response carries this browser's new token. */
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
/** What the form sends once the shared schema has tidied it (BSB 000-000, the number's digits only). */
export type SaveBankAccountBody = z.output<typeof saveBankAccountSchema>;
export type { SessionDto };

export function updateProfileRequest(userId: string, body: ProfileBody): Promise<ProfileResponse> {
  return send(apiClient.PUT('/api/user/{id}', { params: { path: { id: userId } }, body }));
}

export function changePasswordRequest(
  userId: string,
  body: { currentPassword: string; password: string },
): Promise<ChangePasswordResponse> {
  return send(apiClient.PUT('/api/user/{id}/password', { params: { path: { id: userId } }, body }));
}

/** The signed-in vendor's own bank account, where their payouts go. */
export function bankAccountQuery(userId: string) {
  return queryOptions({
    queryKey: profileKeys.bankAccount(userId),
    queryFn: () => send(apiClient.GET('/api/user/{id}/bank', { params: { path: { id: userId } } })),
  });
}

/**
 * A change of bank details holds the vendor's unpaid payouts, so their transactions (which tell why
 * they cannot go to the bank) are asked again; the account itself is the server's answer.
 */
export async function saveBankAccount(userId: string, body: SaveBankAccountBody) {
  const saved = await send(apiClient.PUT('/api/user/{id}/bank', { params: { path: { id: userId } }, body }));
  queryClient.setQueryData(bankAccountQuery(userId).queryKey, { bankAccount: saved.bankAccount });
  await queryClient.invalidateQueries({ queryKey: payoutKeys.all });
  return saved;
}

/** The devices signed in to the user's account, this one first. */
export function sessionsQuery(userId: string) {
  return queryOptions({
    queryKey: profileKeys.sessions(userId),
    queryFn: () => send(apiClient.GET('/api/user/{id}/sessions', { params: { path: { id: userId } } })),
  });
}

/** Logs one of the user's other devices out; the list is asked again. */
export async function endSessionRequest(userId: string, sessionId: string) {
  const ended = await send(
    apiClient.DELETE('/api/user/{id}/sessions/{sessionId}', { params: { path: { id: userId, sessionId } } }),
  );
  await queryClient.invalidateQueries({ queryKey: sessionsQuery(userId).queryKey });
  return ended;
}

/** Logs out of every device, this one included. */
export function endAllSessionsRequest(userId: string) {
  return send(apiClient.DELETE('/api/user/{id}/sessions', { params: { path: { id: userId } } }));
}
