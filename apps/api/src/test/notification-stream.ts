import { request as httpRequest, type IncomingMessage } from 'node:http';
import { NOTIFICATION_STREAM_EVENTS, type NotificationStreamEvent } from '@soko/shared';

/**
 * Opens the stream and hands out its `notifications` events one at a time, in order; `ended`
 * answers the names of the other events once the server closes the stream.
 */
export async function openStream(
  url: string,
  headers: Record<string, string>,
): Promise<{
  status: number;
  next(): Promise<NotificationStreamEvent>;
  ended: Promise<string[]>;
  close(): void;
  headers: IncomingMessage['headers'];
}> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = httpRequest(url, { headers }, resolve);
    request.on('error', reject);
    request.end();
  });
  const events: NotificationStreamEvent[] = [];
  const waiting: ((event: NotificationStreamEvent) => void)[] = [];
  const otherEvents: string[] = [];
  const ended = new Promise<string[]>((resolve) => response.on('end', () => resolve(otherEvents)));
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = block.split('\n');
      const name = lines.find((line) => line.startsWith('event: '))?.slice(7);
      const data = lines.find((line) => line.startsWith('data: '));
      if (name && name !== NOTIFICATION_STREAM_EVENTS.notices) otherEvents.push(name);
      if (name !== NOTIFICATION_STREAM_EVENTS.notices || !data) continue;
      const event = JSON.parse(data.slice(6)) as NotificationStreamEvent;
      const taker = waiting.shift();
      if (taker) taker(event);
      else events.push(event);
    }
  });
  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    next: () => {
      const ready = events.shift();
      return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
    },
    ended,
    close: () => response.destroy(),
  };
}
