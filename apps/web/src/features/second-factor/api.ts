import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import type { StepUpRequest } from '@soko/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient, send } from '../../lib/api.ts';

/** Query keys of two-step verification, by account. */
export const secondFactorKeys = {
  all: ['second-factor'] as const,
  status: (userId: string) => [...secondFactorKeys.all, 'status', userId] as const,
};

export function secondFactorStatusQueryOptions(userId: string) {
  return queryOptions({
    queryKey: secondFactorKeys.status(userId),
    queryFn: () => send(apiClient.GET('/api/user/{id}/2fa', { params: { path: { id: userId } } })),
  });
}

export function startTotpRequest(userId: string) {
  return send(apiClient.POST('/api/user/{id}/2fa/totp', { params: { path: { id: userId } } }));
}

export function confirmTotpRequest(userId: string, code: string) {
  return send(apiClient.POST('/api/user/{id}/2fa/totp/confirm', { params: { path: { id: userId } }, body: { code } }));
}

export function removeTotpRequest(userId: string) {
  return send(apiClient.DELETE('/api/user/{id}/2fa/totp', { params: { path: { id: userId } } }));
}

export function stepUpRequest(body: StepUpRequest) {
  return send(apiClient.POST('/api/session/step-up', { body }));
}

/**
 * Adds a passkey: the server's creation options go to the browser (which asks the authenticator:
 * Touch ID, Windows Hello, a phone or a security key), and its answer goes back to be kept.
 */
export async function addPasskeyRequest(userId: string, name: string) {
  const options = await send(
    apiClient.POST('/api/user/{id}/2fa/passkeys/options', { params: { path: { id: userId } } }),
  );
  const credential = await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
  return send(
    apiClient.POST('/api/user/{id}/2fa/passkeys', {
      params: { path: { id: userId } },
      body: { ...(name.trim() ? { name: name.trim() } : {}), credential },
    }),
  );
}

export function removePasskeyRequest(userId: string, passkeyId: string) {
  return send(
    apiClient.DELETE('/api/user/{id}/2fa/passkeys/{passkeyId}', { params: { path: { id: userId, passkeyId } } }),
  );
}

/** A step-up answered by one of the account's passkeys. */
export async function passkeyStepUpRequest() {
  const options = await send(apiClient.POST('/api/session/step-up/passkey/options'));
  const credential = await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
  return send(apiClient.POST('/api/session/step-up/passkey', { body: { credential } }));
}
