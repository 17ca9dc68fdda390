import type { changePasswordResponseSchema, ProfileResponse, profileSchema } from '@soko/shared';
import type { z } from 'zod';
import { apiClient, send } from '../../lib/api.ts';

export type ProfileBody = z.input<typeof profileSchema>;
export type { ProfileResponse };
/** Every other session ends; the response carries this browser's new token. */
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

export function updateProfileRequest(userId: string, body: ProfileBody): Promise<ProfileResponse> {
  return send(apiClient.PUT('/api/user/{id}', { params: { path: { id: userId } }, body }));
}

export function changePasswordRequest(
  userId: string,
  body: { currentPassword: string; password: string },
): Promise<ChangePasswordResponse> {
  return send(apiClient.PUT('/api/user/{id}/password', { params: { path: { id: userId } }, body }));
}
