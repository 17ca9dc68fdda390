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

/** What of an EventSource the stream needs (a test hands in a fake). */
export interface StreamSource {
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void): void;
  close(): void;
}

/**
 * Follows the stream until the answered function stops it. A stream that a newer one replaced (past
 * the server's caps of streams per session and per account) stays closed while the tab is hidden
 * and opens again when the tab is shown: the tabs being looked at hold the streams, and replaced
 * ones do not reconnect on their own and replace the others in turn.
 */
export function followStream(
  open: () => StreamSource,
  onNotices: (data: string) => void,
  onSessionEnded: () => void,
): () => void {
  let source: StreamSource | undefined;
  const start = () => {
    const opened = open();
    source = opened;
    opened.addEventListener(NOTIFICATION_STREAM_EVENTS.notices, (message) => onNotices(message.data));
    opened.addEventListener(NOTIFICATION_STREAM_EVENTS.sessionEnded, () => {
      opened.close();
      onSessionEnded();
    });
    opened.addEventListener(NOTIFICATION_STREAM_EVENTS.replaced, () => {
      opened.close();
      source = undefined;
    });
  };
  const reopenWhenShown = () => {
    if (!source && document.visibilityState === 'visible') start();
  };
  document.addEventListener('visibilitychange', reopenWhenShown);
  start();
  return () => {
    document.removeEventListener('visibilitychange', reopenWhenShown);
    source?.close();
  };
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
    const askAgain = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    return followStream(
      () => new EventSource(NOTIFICATION_STREAM_PATH),
      (data) => {
        if (!changesNothing(data, shownUnread())) askAgain();
      },
      askAgain,
    );
  }, [token]);
}
