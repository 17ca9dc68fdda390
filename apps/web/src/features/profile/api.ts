import type { PublicUser, profileSchema } from '@soko/shared';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';

export type ProfileBody = z.input<typeof profileSchema>;

export interface ProfileResponse {
  user: PublicUser;
  msg: string;
}

export function updateProfileRequest(userId: string, body: ProfileBody): Promise<ProfileResponse> {
  return api.put<ProfileResponse>(`/api/user/${userId}`, body);
}

/** Every other session ends; the response carries this browser's new token. */
export interface ChangePasswordResponse {
  msg: string;
  token: string;
  user: PublicUser;
}

export function changePasswordRequest(
  userId: string,
  body: { currentPassword: string; password: string },
): Promise<ChangePasswordResponse> {
  return api.put<ChangePasswordResponse>(`/api/user/${userId}/password`, body);
}
