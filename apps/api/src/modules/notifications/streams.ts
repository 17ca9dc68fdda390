import type { ServerResponse } from 'node:http';
import { NOTIFICATION_STREAM_EVENTS, type NotificationStreamEvent } from '@soko/shared';
import type { StreamLook } from './notifications.service.ts';

/** One open `GET /api/notifications/stream`. */
export interface OpenStream {
  userId: string;
  sessionId: string;
  response: ServerResponse;
}

type NoticeCursor = { at: string; id: string };

/** Looks for a person's streams: `since` undefined for streams just opened (they list nothing). */
export type StreamReader = (
  userId: string,
  sessionIds: readonly string[],
  since: NoticeCursor | undefined,
) => Promise<StreamLook>;

export interface StreamCaps {
  perSession: number;
  perAccount: number;
}

/** Browsers wait this long before reconnecting a dropped stream. */
const RETRY_MS = 5_000;
/** Under the 60 s idle timeout of the usual proxies, and the server's own 120 s socket timeout. */
export const HEARTBEAT_MS = 25_000;

export function writeEvent(response: ServerResponse, event: NotificationStreamEvent): void {
  response.write(`event: ${NOTIFICATION_STREAM_EVENTS.notices}\ndata: ${JSON.stringify(event)}\n\n`);
}

/** The stream's last words when its session has ended: the page signs out rather than reconnect. */
export function endWithSessionEnded(response: ServerResponse): void {
  response.end(`event: ${NOTIFICATION_STREAM_EVENTS.sessionEnded}\ndata: {}\n\n`);
}

/** The last words of a stream a newer one replaces past the caps: the page does not reconnect. */
function endWithReplaced(response: ServerResponse): void {
  response.end(`event: ${NOTIFICATION_STREAM_EVENTS.replaced}\ndata: {}\n\n`);
}

export function openEventStream(response: ServerResponse, headers: Record<string, unknown>): void {
  response.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Nginx and Caddy would otherwise hold the events back in their buffers.
    'x-accel-buffering': 'no',
  });
  response.write(`retry: ${RETRY_MS}\n\n`);
}

/** One account's streams on this instance, oldest first, and where its last look got to. */
interface AccountStreams {
  streams: Set<OpenStream>;
  /** Opened since the last look: they get the unread count, and only they. */
  opening: Set<OpenStream>;
  /** A notice arrived since the last look began. */
  stale: boolean;
  since: NoticeCursor | undefined;
  looking: boolean;
}

/**
 * The streams open on this instance, by account, within the caps: a session's stream past
 * `perSession`, or an account's past `perAccount`, replaces the oldest (of the session, else of the
 * account). A notice costs one look per account, whatever its number of streams, written to all of
 * them; an account's looks never overlap (a notice during one is read by one more after it). One
 * timer writes every stream's heartbeat.
 */
export class NotificationStreams {
  private readonly accounts = new Map<string, AccountStreams>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly read: StreamReader,
    private readonly caps: StreamCaps,
    private readonly onError: (error: unknown) => void,
    heartbeatMs = HEARTBEAT_MS,
  ) {
    this.heartbeat = setInterval(() => this.beat(), heartbeatMs);
    this.heartbeat.unref();
  }

  /** Keeps the stream and sends it what there is now: only it, not the account's other streams. */
  add(stream: OpenStream): void {
    let account = this.accounts.get(stream.userId);
    if (!account) {
      account = { streams: new Set(), opening: new Set(), stale: false, since: undefined, looking: false };
      this.accounts.set(stream.userId, account);
    }
    const ofSession = [...account.streams].filter((open) => open.sessionId === stream.sessionId);
    if (ofSession[0] && ofSession.length >= this.caps.perSession) this.replace(account, ofSession[0]);
    const oldest = account.streams.values().next().value;
    if (oldest && account.streams.size >= this.caps.perAccount) this.replace(account, oldest);
    account.streams.add(stream);
    account.opening.add(stream);
    this.look(stream.userId, account);
  }

  remove(stream: OpenStream): void {
    const account = this.accounts.get(stream.userId);
    if (!account) return;
    account.streams.delete(stream);
    account.opening.delete(stream);
    if (account.streams.size === 0) this.accounts.delete(stream.userId);
  }

  deliver(userIds: readonly string[]): void {
    for (const userId of userIds) {
      const account = this.accounts.get(userId);
      if (!account) continue;
      account.stale = true;
      this.look(userId, account);
    }
  }

  /** Ends every stream: the server is stopping, and an open stream would hold it. */
  closeAll(): void {
    clearInterval(this.heartbeat);
    for (const account of this.accounts.values()) {
      for (const stream of account.streams) stream.response.end();
    }
    this.accounts.clear();
  }

  private replace(account: AccountStreams, stream: OpenStream): void {
    account.streams.delete(stream);
    account.opening.delete(stream);
    if (!stream.response.writableEnded) endWithReplaced(stream.response);
  }

  private look(userId: string, account: AccountStreams): void {
    if (account.looking) return;
    account.looking = true;
    const run = async (): Promise<void> => {
      while (this.accounts.get(userId) === account && (account.opening.size > 0 || account.stale)) {
        // Streams just opened first: a notice meanwhile then reaches them too, listed.
        const opened = account.opening.size > 0;
        const streams = [...(opened ? account.opening : account.streams)];
        if (opened) account.opening.clear();
        else account.stale = false;
        await this.lookFor(userId, account, streams, opened).catch(this.onError);
      }
    };
    void run().finally(() => {
      account.looking = false;
    });
  }

  private async lookFor(userId: string, account: AccountStreams, streams: OpenStream[], opened: boolean) {
    const sessionIds = [...new Set(streams.map((stream) => stream.sessionId))];
    const found = await this.read(userId, sessionIds, opened ? undefined : account.since);
    account.since = opened ? (account.since ?? found.newest) : found.newest;
    const event = { unread: found.unread, items: found.items };
    for (const stream of streams) {
      if (stream.response.writableEnded) continue;
      if (found.signedIn.has(stream.sessionId)) writeEvent(stream.response, event);
      else endWithSessionEnded(stream.response);
    }
  }

  private beat(): void {
    for (const account of this.accounts.values()) {
      for (const stream of account.streams) stream.response.write(': keep-alive\n\n');
    }
  }
}
