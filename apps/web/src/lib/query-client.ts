import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';
import { getAuthToken, subscribeAuthToken } from './auth-token.ts';

const MAX_RETRIES = 1;

// A 4xx answer will not change by asking again; a network failure or a 5xx may.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// The cache holds one user's data: whatever ends the session (logout, a 401, another tab) drops it.
subscribeAuthToken(() => {
  if (getAuthToken() === null) queryClient.clear();
});
