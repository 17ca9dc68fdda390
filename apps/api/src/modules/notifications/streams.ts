import type { ServerResponse } from 'node:http';
import { NOTIFICATION_STREAM_EVENTS, type NotificationStreamEvent } from '@soko/shared';

/** One open `GET /api/notifications/stream`. */
export interface OpenStream {
  userId: string;
  response: ServerResponse;
  /** Reads what is new for the stream's user and sends it. */
  refresh(): Promise<void>;
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

/**
 * The streams open on this instance, by user. One timer writes every stream's heartbeat; a user's
 * refreshes never overlap (a publication during one is read by one more after it).
 */
export class NotificationStreams {
  private readonly byUser = new Map<string, Set<OpenStream>>();
  private readonly refreshing = new Map<OpenStream, { again: boolean }>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly onError: (error: unknown) => void,
    heartbeatMs = HEARTBEAT_MS,
  ) {
    this.heartbeat = setInterval(() => this.beat(), heartbeatMs);
    this.heartbeat.unref();
  }

  get size(): number {
    let total = 0;
    for (const streams of this.byUser.values()) total += streams.size;
    return total;
  }

  /** Keeps the stream and sends it what there is now: only it, not the user's other streams. */
  add(stream: OpenStream): void {
    const streams = this.byUser.get(stream.userId) ?? new Set();
    streams.add(stream);
    this.byUser.set(stream.userId, streams);
    this.refresh(stream);
  }

  remove(stream: OpenStream): void {
    const streams = this.byUser.get(stream.userId);
    if (!streams) return;
    streams.delete(stream);
    if (streams.size === 0) this.byUser.delete(stream.userId);
    this.refreshing.delete(stream);
  }

  deliver(userIds: readonly string[]): void {
    for (const userId of userIds) {
      for (const stream of this.byUser.get(userId) ?? []) this.refresh(stream);
    }
  }

  /** Ends every stream: the server is stopping, and an open stream would hold it. */
  closeAll(): void {
    clearInterval(this.heartbeat);
    for (const streams of this.byUser.values()) {
      for (const stream of streams) stream.response.end();
    }
    this.byUser.clear();
  }

  private refresh(stream: OpenStream): void {
    const running = this.refreshing.get(stream);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: false };
    this.refreshing.set(stream, state);
    const run = async (): Promise<void> => {
      do {
        state.again = false;
        await stream.refresh();
      } while (state.again && this.refreshing.get(stream) === state);
    };
    run()
      .catch(this.onError)
      .finally(() => {
        if (this.refreshing.get(stream) === state) this.refreshing.delete(stream);
      });
  }

  private beat(): void {
    for (const streams of this.byUser.values()) {
      for (const stream of streams) stream.response.write(': keep-alive\n\n');
    }
  }
}
