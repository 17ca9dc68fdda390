import type { AddressInfo } from 'node:net';
import { NOTIFICATION_STREAM_PATH } from '@soko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { login, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { openStream } from '../../test/notification-stream.ts';
import { countQueries } from '../../test/query-count.ts';
import { notify } from './index.ts';

type Stream = Awaited<ReturnType<typeof openStream>>;

let ctx: TestContext;
let url: string;

beforeAll(async () => {
  // The default caps; openings per address past what this file's tests open in a minute.
  ctx = await createTestApp({
    config: { notificationStreams: { perSession: 10, perAccount: 20, opensPerMinute: 500 } },
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}${NOTIFICATION_STREAM_PATH}`;
});

afterAll(async () => {
  await ctx.close();
});

async function openMany(token: string, count: number): Promise<Stream[]> {
  const streams: Stream[] = [];
  for (let opened = 0; opened < count; opened++) {
    const stream = await openStream(url, { 'x-auth-token': token });
    expect(stream.status).toBe(200);
    streams.push(stream);
  }
  return streams;
}

/** Reads the stream's events until one lists the title (its opening event may come first). */
async function hears(stream: Stream, title: string): Promise<void> {
  for (;;) {
    if ((await stream.next()).items.some((item) => item.title === title)) return;
  }
}

function tell(vendor: OnboardedVendor, title: string) {
  return notify(ctx.app.deps, { kind: 'message.received', to: { userIds: [vendor.id] }, title, link: '/messages' });
}

describe('the caps on open notification streams', () => {
  it('keeps a session to its 10 newest streams of 50: the oldest hear `replaced` and close', async () => {
    const vendor = await onboardVendor(ctx);
    const streams = await openMany(vendor.token, 50);
    const replaced = streams.slice(0, 40);
    const held = streams.slice(40);
    for (const stream of replaced) expect(await stream.ended).toEqual(['replaced']);
    await tell(vendor, 'For the ten');
    for (const stream of held) await hears(stream, 'For the ten');
    for (const stream of held) stream.close();
  });

  it("keeps an account to its 20 newest streams over all its sessions, replacing the oldest session's", async () => {
    const vendor = await onboardVendor(ctx);
    const second = (await login(ctx.app, vendor.email, vendor.password)).token as string;
    const third = (await login(ctx.app, vendor.email, vendor.password)).token as string;
    const first = await openMany(vendor.token, 10);
    const others = [...(await openMany(second, 10)), ...(await openMany(third, 10))];
    for (const stream of first) expect(await stream.ended).toEqual(['replaced']);
    await tell(vendor, 'For the twenty');
    for (const stream of others) await hears(stream, 'For the twenty');
    for (const stream of others) stream.close();
  });

  it("reads once per account for a notice, not once per stream, and another account's calls answer meanwhile", async () => {
    const oneTab = await onboardVendor(ctx);
    const manyTabs = await onboardVendor(ctx);
    const bystander = await onboardVendor(ctx);
    const single = await openMany(oneTab.token, 1);
    const many = await openMany(manyTabs.token, 50);
    const held = many.slice(40);
    for (const stream of [...single, ...held]) await stream.next();

    const forOne = countQueries();
    await tell(oneTab, 'One tab');
    await hears(single[0] as Stream, 'One tab');
    forOne.stop();
    const forMany = countQueries();
    await tell(manyTabs, 'Many tabs');
    for (const stream of held) await hears(stream, 'Many tabs');
    forMany.stop();
    expect(forMany.count).toBe(forOne.count);

    const list = () =>
      ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: { 'x-auth-token': bystander.token } });
    // The fan-out to fifty streams costs one read (above), so another account's call is not held
    // behind it: it is answered while the notice goes out, and every stream still hears it.
    const noticeSent = tell(manyTabs, 'Again');
    expect((await list()).statusCode).toBe(200);
    await noticeSent;
    for (const stream of held) await hears(stream, 'Again');
    for (const stream of [...single, ...held]) stream.close();
  });
});

describe('stream openings per address', () => {
  let limited: TestContext;

  beforeAll(async () => {
    limited = await createTestApp({
      config: { notificationStreams: { perSession: 10, perAccount: 20, opensPerMinute: 3 } },
    });
    await limited.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await limited.close();
  });

  it('are counted with the other per-address limits: past the limit the answer is 429 with when to retry', async () => {
    const vendor = await onboardVendor(limited);
    const { port } = limited.app.server.address() as AddressInfo;
    const streams: Stream[] = [];
    for (let opened = 0; opened < 3; opened++) {
      streams.push(
        await openStream(`http://127.0.0.1:${port}${NOTIFICATION_STREAM_PATH}`, { 'x-auth-token': vendor.token }),
      );
    }
    expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200]);
    const refused = await limited.app.inject({
      method: 'GET',
      url: NOTIFICATION_STREAM_PATH,
      headers: { 'x-auth-token': vendor.token },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].msg).toMatch(/try again in/);
    for (const stream of streams) stream.close();
  });
});
