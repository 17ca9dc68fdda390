import { NOTIFICATION_STREAM_COOKIE, NOTIFICATION_STREAM_PATH } from '@soko/shared';
import { useEffect } from 'react';
import { useAuthToken } from '../../lib/auth-token.ts';
import { queryClient } from '../../lib/query-client.ts';
import { notificationKeys } from './keys.ts';

/**
 * An EventSource cannot send the session header, so the token goes in a cookie that only the stream's
 * path receives (SameSite=Strict); the stream answers nothing but counts and notices of the session's
 * own account.
 */
function setStreamCookie(token: string | null): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = token
    ? `${NOTIFICATION_STREAM_COOKIE}=${token}; path=${NOTIFICATION_STREAM_PATH}; samesite=strict${secure}`
    : `${NOTIFICATION_STREAM_COOKIE}=; path=${NOTIFICATION_STREAM_PATH}; max-age=0; samesite=strict${secure}`;
}

/**
 * Keeps the bell and the lists current while the app is open: every event of the stream asks the
 * notification queries again (the database is the truth; the event only says when to look).
 */
export function useNotificationStream(): void {
  const token = useAuthToken();
  useEffect(() => {
    setStreamCookie(token);
    if (!token || typeof EventSource === 'undefined') return;
    const source = new EventSource(NOTIFICATION_STREAM_PATH);
    source.addEventListener('notifications', () => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    });
    return () => source.close();
  }, [token]);
}
