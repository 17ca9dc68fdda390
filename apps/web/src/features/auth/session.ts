import type { PublicUser } from '@soko/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearAuthToken, useAuthToken } from '../../lib/auth-token.ts';
import { logoutRequest, sessionQueryOptions } from './api.ts';

export interface Session {
  token: string | null;
  /** Undefined while loading, without a token, or when loading failed. */
  user: PublicUser | undefined;
  isLoading: boolean;
  /** Asks the server for the user again (after a failed load). */
  reload: () => void;
}

export function useSession(): Session {
  const token = useAuthToken();
  const query = useQuery(sessionQueryOptions(token));
  const { refetch } = query;
  const reload = useCallback(() => {
    void refetch();
  }, [refetch]);
  return {
    token,
    user: query.data,
    isLoading: token !== null && query.isPending,
    reload,
  };
}

const LOGOUT_TIMEOUT_MS = 5_000;

/** Ends the session: tells the server (best effort), forgets the token and the cache, goes to `/`. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    // The server may be unreachable or the token already dead; the local session ends regardless.
    await logoutRequest(AbortSignal.timeout(LOGOUT_TIMEOUT_MS)).catch(() => undefined);
    // Clearing the token also empties the query cache (lib/query-client.ts).
    clearAuthToken();
    await navigate('/', { replace: true });
  }, [navigate]);
}
