import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { adminToken, login, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { openStream } from '../../test/notification-stream.ts';
import { notify } from './index.ts';

let ctx: TestContext;
let vendor: OnboardedVendor;
let port: number;

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

  it('closes with session-ended when staff deactivate the account, and keeps the other accounts open', async () => {
    const deactivated = await onboardVendor(ctx);
    const url = `http://127.0.0.1:${port}/api/notifications/stream`;
    const ending = await openStream(url, { 'x-auth-token': deactivated.token });
    const staying = await openStream(url, { 'x-auth-token': vendor.token });
    await ending.next();
    await staying.next();
    const toggled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/any/${deactivated.id}`,
      headers: { 'x-auth-token': await adminToken(ctx) },
      payload: { active: false },
    });
    expect(toggled.statusCode, toggled.body).toBe(200);
    expect(await ending.ended).toEqual(['session-ended']);
    await notify(ctx.app.deps, { kind: 'sale.new', to: { vendorId: vendor.id }, title: 'Still here', link: '/sale' });
    expect((await staying.next()).items.map((item) => item.title)).toEqual(['Still here']);
    staying.close();
  });

  it("closes every stream of the account when its user logs out of all devices, another device's too", async () => {
    const traveller = await onboardVendor(ctx);
    const url = `http://127.0.0.1:${port}/api/notifications/stream`;
    const stream = await openStream(url, { 'x-auth-token': traveller.token });
    await stream.next();
    const ended = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/user/${traveller.id}/sessions`,
      headers: { 'x-auth-token': traveller.token },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await stream.ended).toEqual(['session-ended']);
  });

  it("opens a person's next tab without sending their open tabs anything", async () => {
    const reader = await onboardVendor(ctx);
    const url = `http://127.0.0.1:${port}/api/notifications/stream`;
    const firstTab = await openStream(url, { 'x-auth-token': reader.token });
    await firstTab.next();
    const secondTab = await openStream(url, { 'x-auth-token': reader.token });
    await secondTab.next();
    await notify(ctx.app.deps, {
      kind: 'sale.new',
      to: { vendorId: reader.id },
      title: 'For both tabs',
      link: '/sale',
    });
    expect((await firstTab.next()).items.map((item) => item.title)).toEqual(['For both tabs']);
    expect((await secondTab.next()).items.map((item) => item.title)).toEqual(['For both tabs']);
    firstTab.close();
    secondTab.close();
  });

  it('keeps the stream of the session that changed its password, and closes the others', async () => {
    const changer = await onboardVendor(ctx);
    const url = `http://127.0.0.1:${port}/api/notifications/stream`;
    const elsewhere = await login(ctx.app, changer.email, changer.password);
    const thisDevice = await openStream(url, { 'x-auth-token': changer.token });
    const otherDevice = await openStream(url, { 'x-auth-token': elsewhere.token as string });
    await thisDevice.next();
    await otherDevice.next();
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/${changer.id}/password`,
      headers: { 'x-auth-token': changer.token },
      payload: { currentPassword: changer.password, password: 'A new one for the shop 2026' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await otherDevice.ended).toEqual(['session-ended']);
    await notify(ctx.app.deps, { kind: 'sale.new', to: { vendorId: changer.id }, title: 'Still heard', link: '/sale' });
    // The announcement made this stream look too (finding nothing new) before the notice came.
    const heard: string[] = [];
    while (!heard.includes('Still heard')) heard.push(...(await thisDevice.next()).items.map((item) => item.title));
    expect(heard).toEqual(['Still heard']);
    thisDevice.close();
  });
});
