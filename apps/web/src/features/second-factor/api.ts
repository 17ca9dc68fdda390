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
