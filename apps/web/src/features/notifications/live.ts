import {
  NOTIFICATION_STREAM_COOKIE,
  NOTIFICATION_STREAM_EVENTS,
  NOTIFICATION_STREAM_PATH,
  type NotificationListDto,
  type NotificationStreamEvent,
} from '@soko/shared';
import type { InfiniteData } from '@tanstack/react-query';
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
 * Whether a stream event leaves the screen as it is: nothing new, and the unread count the bell
 * already shows. Asking again then only costs a request, and one sent while a password change is
 * replacing the session's token would go with the old token and sign the page out.
 */
export function changesNothing(data: string, shownUnread: number | undefined): boolean {
  try {
    const event = JSON.parse(data) as NotificationStreamEvent;
    return event.items.length === 0 && event.unread === shownUnread;
  } catch {
    return false;
  }
}

function shownUnread(): number | undefined {
  const shown = queryClient.getQueryData<InfiniteData<NotificationListDto>>(
    notificationKeys.list({ unreadOnly: false }),
  );
  return shown?.pages[0]?.unread;
}

/**
 * Keeps the bell and the lists current while the app is open: an event of the stream that brings
 * something asks the notification queries again (the database is the truth; the event only says
 * when to look). When the session has ended the stream says so and closes; asking again then meets
 * the server's refusal, which signs the page out with the reason, as any other call would.
 */
export function useNotificationStream(): void {
  const token = useAuthToken();
  useEffect(() => {
    setStreamCookie(token);
    if (!token || typeof EventSource === 'undefined') return;
    const source = new EventSource(NOTIFICATION_STREAM_PATH);
    const askAgain = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    source.addEventListener(NOTIFICATION_STREAM_EVENTS.notices, (message) => {
      if (!changesNothing(message.data, shownUnread())) askAgain();
    });
    source.addEventListener(NOTIFICATION_STREAM_EVENTS.sessionEnded, () => {
      source.close();
      askAgain();
    });
    return () => source.close();
  }, [token]);
}
