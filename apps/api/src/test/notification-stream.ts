import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { NotificationStreamEvent } from '@soko/shared';

/** Opens the stream and hands out its events one at a time, in order. */
export async function openStream(
  url: string,
  headers: Record<string, string>,
): Promise<{
  status: number;
  next(): Promise<NotificationStreamEvent>;
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
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (!block.includes('event: notifications') || !data) continue;
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
    close: () => response.destroy(),
  };
}
