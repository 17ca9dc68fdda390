import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NotificationStreamEvent } from '@soko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { notify } from './index.ts';

let ctx: TestContext;
let vendor: OnboardedVendor;
let port: number;

/** Opens the stream and hands out its events one at a time, in order. */
async function openStream(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; next(): Promise<NotificationStreamEvent>; close(): void; headers: IncomingMessage['headers'] }> {
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

beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await onboardVendor(ctx);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await ctx.close();
});

describe('the notification stream', () => {
  it('sends the unread count at once, then each new notice as it is written', async () => {
    const stream = await openStream(`http://127.0.0.1:${port}/api/notifications/stream`, {
      'x-auth-token': vendor.token,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toContain('text/event-stream');
    const first = await stream.next();
    expect(first.items).toEqual([]);
    await notify(ctx.app.deps, {
      kind: 'message.received',
      to: { userIds: [vendor.id] },
      title: 'Live one',
      link: '/messages/inbox',
    });
    const second = await stream.next();
    expect(second.unread).toBe(first.unread + 1);
    expect(second.items.map((item) => item.title)).toEqual(['Live one']);
    stream.close();
  });

  it('signs in by the stream cookie an EventSource sends', async () => {
    const stream = await openStream(`http://127.0.0.1:${port}/api/notifications/stream`, {
      cookie: `theme=dark; soko_stream=${vendor.token}`,
    });
    expect(stream.status).toBe(200);
    expect((await stream.next()).items).toEqual([]);
    stream.close();
  });

  it('refuses a visitor, and the cookie on any other call', async () => {
    const stream = await openStream(`http://127.0.0.1:${port}/api/notifications/stream`, {});
    expect(stream.status).toBe(401);
    stream.close();
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: `soko_stream=${vendor.token}` },
    });
    expect(list.statusCode).toBe(401);
  });

  it("never sends another person's notices", async () => {
    const other = await onboardVendor(ctx);
    const stream = await openStream(`http://127.0.0.1:${port}/api/notifications/stream`, {
      'x-auth-token': other.token,
    });
    await stream.next();
    await notify(ctx.app.deps, { kind: 'sale.new', to: { vendorId: vendor.id }, title: 'Not yours', link: '/sale' });
    await notify(ctx.app.deps, { kind: 'sale.new', to: { vendorId: other.id }, title: 'Yours', link: '/sale' });
    const event = await stream.next();
    expect(event.items.map((item) => item.title)).toEqual(['Yours']);
    stream.close();
  });
});
