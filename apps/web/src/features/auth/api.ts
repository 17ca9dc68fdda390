import type {
  LoginResponse,
  PendingActionResponse,
  PublicUser,
  RegisterInput,
  ResetAccount,
  SecondFactorChallengeResponse,
  SignedInResponse,
} from '@soko/shared';

export type { LoginResponse, PendingActionResponse, ResetAccount, SignedInResponse };
export type MessageResponse = { msg: string };

import { type PublicKeyCredentialRequestOptionsJSON, startAuthentication } from '@simplewebauthn/browser';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { apiClient, send } from '../../lib/api.ts';
import { getAuthToken, setAuthToken } from '../../lib/auth-token.ts';
import { queryClient } from '../../lib/query-client.ts';
import { authKeys } from './keys.ts';
import { type PendingAccount, setPendingAccount } from './pending-account.ts';

/**
 * The signed-in user. The token is part of the key, so a cached user is only ever served for the
 * token it was fetched with; without a token nothing is fetched.
 */
export function sessionQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: authKeys.session(token),
    queryFn: token ? () => send(apiClient.GET('/api/authVendor')).then((response) => response.user) : skipToken,
    staleTime: 5 * 60_000,
  });
}

export function logoutRequest(signal?: AbortSignal): Promise<unknown> {
  return send(apiClient.POST('/api/logout', { signal }));
}

export function isPendingAction(response: LoginResponse): response is PendingActionResponse {
  return 'action' in response;
}

export function isSecondFactorChallenge(response: LoginResponse): response is SecondFactorChallengeResponse {
  return 'secondFactorRequired' in response;
}

/** "Remember this device": the token the server gave this browser, per account. */
const DEVICE_TOKEN_KEY = 'soko.deviceTokens';

function deviceTokens(): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(DEVICE_TOKEN_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function rememberDeviceToken(email: string, token: string): void {
  globalThis.localStorage?.setItem(
    DEVICE_TOKEN_KEY,
    JSON.stringify({ ...deviceTokens(), [email.toLowerCase()]: token }),
  );
}

/** The second step of sign-in: a code from the authenticator app, a recovery code or the emailed code. */
export function secondFactorSignInRequest(body: { challengeToken: string; code: string; rememberDevice: boolean }) {
  return send(apiClient.POST('/api/login/second-factor', { body }));
}

/**
 * Starts a session: the user is put in the cache under the new token first, so the guards find them
 * at once instead of loading them again.
 */
export function startSession({ token, user }: SignedInResponse): void {
  queryClient.setQueryData(sessionQueryOptions(token).queryKey, user);
  setAuthToken(token);
}

export function rememberPendingAction(response: PendingActionResponse): void {
  const pending: PendingAccount = {
    action: response.action,
    for: response.for,
    actionToken: response.actionToken,
    user: response.user,
  };
  setPendingAccount(pending);
}

export function loginRequest(body: { email: string; password: string }): Promise<LoginResponse> {
  const deviceToken = deviceTokens()[body.email.toLowerCase()];
  return send(apiClient.POST('/api/loginVendor', { body: { ...body, ...(deviceToken ? { deviceToken } : {}) } }));
}

export function registerRequest(body: RegisterInput): Promise<PendingActionResponse> {
  return send(apiClient.POST('/api/registerVendor', { body }));
}

export function verifyEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: authKeys.verifyEmail(token),
    queryFn: () => send(apiClient.GET('/api/verify', { params: { query: { token } } })),
    // The link works once: asking again would report a failure for a link that just worked.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Forgot password: the call goes to the root host (docs/product.md section 7). */
export function forgotPasswordRequest(body: { email: string }): Promise<ResetAccount> {
  return send(apiClient.POST('/reset', { body }));
}

export function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: authKeys.resetToken(token),
    queryFn: () => send(apiClient.GET('/api/reset/{token}', { params: { path: { token } } })),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function resetPasswordRequest(token: string, body: { pwd: string; cPwd: string }) {
  return send(apiClient.POST('/api/reset/{token}', { params: { path: { token } }, body }));
}

/** Replaces the signed-in user in the cache with the server's latest copy (after a profile change). */
export function updateSessionUser(user: PublicUser): void {
  queryClient.setQueryData(sessionQueryOptions(getAuthToken()).queryKey, user);
}

/** The second step of sign-in answered with one of the account's passkeys. */
export async function passkeySecondFactorRequest(body: { challengeToken: string; rememberDevice: boolean }) {
  const options = await send(
    apiClient.POST('/api/login/second-factor/passkey/options', { body: { challengeToken: body.challengeToken } }),
  );
  const credential = await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
  return send(apiClient.POST('/api/login/second-factor/passkey', { body: { ...body, credential } }));
}

/** Signs in with a passkey alone: the browser offers the passkeys it has for Soko, with no email asked. */
export async function passkeySignInRequest() {
  const options = await send(apiClient.POST('/api/login/passkey/options'));
  const credential = await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
  return send(apiClient.POST('/api/login/passkey', { body: { credential } }));
}
