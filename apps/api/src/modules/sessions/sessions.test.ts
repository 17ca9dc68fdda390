import { MESSAGES } from '@soko/shared';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, fromAddress, onboardVendor, tokenFromMail } from '../../test/fixtures.ts';

let ctx: TestContext;
let address = 600;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs in from a device of its own (browser and address). */
async function signIn(email: string, password: string, userAgent = WINDOWS_CHROME) {
  const remoteAddress = fromAddress(address++);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/loginVendor',
    payload: { email, password },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { token: response.json().token as string, ip: remoteAddress };
}

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: { 'x-auth-token': token }, ...(payload ? { payload } : {}) });
}

/** What the account's own call answers to the token: 200, or 401 with why. */
async function sessionState(token: string): Promise<string> {
  const response = await call('GET', '/api/authVendor', token);
  return response.statusCode === 200 ? 'signed in' : `${response.statusCode} ${response.json().errors[0].msg}`;
}

async function listOf(userId: string, token: string) {
  const response = await call('GET', `/api/user/${userId}/sessions`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().sessions as { _id: string; device: string; ip: string; current: boolean }[];
}

describe(`sessions (${testEngine})`, () => {
  it('gives each sign-in a session of its own, listed with its device, this one first', async () => {
    const vendor = await onboardVendor(ctx);
    const laptop = await signIn(vendor.email, vendor.password, WINDOWS_CHROME);
    const phone = await signIn(vendor.email, vendor.password, IPHONE_SAFARI);

    const seenFromPhone = await listOf(vendor.id, phone.token);
    // Onboarding signed in once too (activation), from the test's client.
    expect(seenFromPhone).toHaveLength(3);
    expect(seenFromPhone[0]).toMatchObject({ device: 'Safari on iOS', ip: phone.ip, current: true });
    expect(seenFromPhone.filter((session) => session.current)).toHaveLength(1);
    expect(seenFromPhone).toContainEqual(expect.objectContaining({ device: 'Chrome on Windows', ip: laptop.ip }));
    expect(seenFromPhone).toContainEqual(expect.objectContaining({ device: 'Unknown device', current: false }));

    const seenFromLaptop = await listOf(vendor.id, laptop.token);
    expect(seenFromLaptop[0]).toMatchObject({ device: 'Chrome on Windows', current: true });
  });

  it('logs out this device only: the other stays signed in', async () => {
    const vendor = await onboardVendor(ctx);
    const laptop = await signIn(vendor.email, vendor.password);
    const phone = await signIn(vendor.email, vendor.password, IPHONE_SAFARI);

    expect((await call('POST', '/api/logout', phone.token)).statusCode).toBe(200);

    expect(await sessionState(phone.token)).toBe(`401 ${MESSAGES.sessionSignedOut}`);
    expect(await sessionState(laptop.token)).toBe('signed in');
    expect(await sessionState(vendor.token)).toBe('signed in');
    expect((await listOf(vendor.id, laptop.token)).map((session) => session.device)).not.toContain('Safari on iOS');
  });

  it('ends one session from the list, and tells that device why', async () => {
    const vendor = await onboardVendor(ctx);
    const laptop = await signIn(vendor.email, vendor.password);
    const phone = await signIn(vendor.email, vendor.password, IPHONE_SAFARI);
    const phoneSession = (await listOf(vendor.id, phone.token))[0];

    const ended = await call('DELETE', `/api/user/${vendor.id}/sessions/${phoneSession?._id}`, laptop.token);
    expect(ended.statusCode, ended.body).toBe(200);

    expect(await sessionState(phone.token)).toBe(`401 ${MESSAGES.sessionEndedElsewhere}`);
    expect(await sessionState(laptop.token)).toBe('signed in');
    expect((await listOf(vendor.id, laptop.token)).map((session) => session._id)).not.toContain(phoneSession?._id);
    // Ended already: nothing left to end.
    expect(
      (await call('DELETE', `/api/user/${vendor.id}/sessions/${phoneSession?._id}`, laptop.token)).statusCode,
    ).toBe(404);
  });

  it("answers 404 to another user's session, which goes on", async () => {
    const owner = await onboardVendor(ctx);
    const stranger = await onboardVendor(ctx);
    const ownerSession = (await listOf(owner.id, owner.token))[0];

    const viaOwnPath = await call('DELETE', `/api/user/${stranger.id}/sessions/${ownerSession?._id}`, stranger.token);
    expect(viaOwnPath.statusCode).toBe(404);
    expect(viaOwnPath.json().errors[0].msg).toBe('Session not found');
    const viaOwnersPath = await call('DELETE', `/api/user/${owner.id}/sessions/${ownerSession?._id}`, stranger.token);
    expect(viaOwnersPath.statusCode).toBe(404);
    expect((await call('GET', `/api/user/${owner.id}/sessions`, stranger.token)).statusCode).toBe(404);

    expect(await sessionState(owner.token)).toBe('signed in');
  });

  it('logs out of all devices, this one too, each hearing why', async () => {
    const vendor = await onboardVendor(ctx);
    const laptop = await signIn(vendor.email, vendor.password);
    const phone = await signIn(vendor.email, vendor.password, IPHONE_SAFARI);

    const ended = await call('DELETE', `/api/user/${vendor.id}/sessions`, phone.token);
    expect(ended.statusCode, ended.body).toBe(200);

    for (const token of [phone.token, laptop.token, vendor.token]) {
      expect(await sessionState(token)).toBe(`401 ${MESSAGES.sessionSignedOutEverywhere}`);
    }
    const again = await signIn(vendor.email, vendor.password);
    expect(await listOf(vendor.id, again.token)).toHaveLength(1);
  });

  it('keeps the device that changed the password signed in and ends the others', async () => {
    const vendor = await onboardVendor(ctx);
    const laptop = await signIn(vendor.email, vendor.password);
    const phone = await signIn(vendor.email, vendor.password, IPHONE_SAFARI);
    const laptopSession = (await listOf(vendor.id, laptop.token))[0];

    const changed = await call('PUT', `/api/user/${vendor.id}/password`, laptop.token, {
      currentPassword: vendor.password,
      password: 'new-kente-loom-77',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const renewed: string = changed.json().token;

    expect(await sessionState(phone.token)).toBe(`401 ${MESSAGES.sessionPasswordChanged}`);
    expect(await sessionState(vendor.token)).toBe(`401 ${MESSAGES.sessionPasswordChanged}`);
    expect(await sessionState(renewed)).toBe('signed in');
    // The same session goes on with the new token; the token it replaced is done.
    expect(await listOf(vendor.id, renewed)).toEqual([
      expect.objectContaining({ _id: laptopSession?._id, current: true }),
    ]);
    expect(await sessionState(laptop.token)).toBe(`401 ${MESSAGES.sessionPasswordChanged}`);
  });

  it('ends every session at a password reset', async () => {
    const vendor = await onboardVendor(ctx);
    const laptop = await signIn(vendor.email, vendor.password);
    await ctx.app.inject({ method: 'POST', url: '/reset', payload: { email: vendor.email } });
    const token = await tokenFromMail(ctx, vendor.email, 'reset');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/reset/${token}`,
      payload: { pwd: 'reset-kente-loom-77', cPwd: 'reset-kente-loom-77' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await sessionState(laptop.token)).toBe(`401 ${MESSAGES.sessionPasswordChanged}`);
    expect(await sessionState(vendor.token)).toBe(`401 ${MESSAGES.sessionPasswordChanged}`);
  });

  it('tells a deactivated vendor why, and after reactivation asks for a new sign-in', async () => {
    const vendor = await onboardVendor(ctx);
    const admin = await adminToken(ctx);
    const toggle = (active: boolean) => call('PUT', `/api/user/any/${vendor.id}`, admin, { active });

    expect((await toggle(false)).statusCode).toBe(200);
    expect(await sessionState(vendor.token)).toBe(`401 ${MESSAGES.accountDeactivated}`);
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, vendor.id));
    expect(row?.endReason).toBe('deactivated');

    expect((await toggle(true)).statusCode).toBe(200);
    expect(await sessionState(vendor.token)).toBe(`401 ${MESSAGES.sessionExpired}`);
    const again = await signIn(vendor.email, vendor.password);
    expect(await sessionState(again.token)).toBe('signed in');
  });

  it('refuses a token that names no session (issued before sessions had rows) as expired', async () => {
    const vendor = await onboardVendor(ctx);
    const legacy = await new SignJWT({ ver: 0, typ: 'session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(vendor.id)
      .setIssuedAt()
      .setExpirationTime('7d')
      .sign(new TextEncoder().encode(ctx.config.jwtSecret));
    expect(await sessionState(legacy)).toBe(`401 ${MESSAGES.sessionExpired}`);
  });

  it('writes last seen at most once per 5 minutes, after answering', async () => {
    const vendor = await onboardVendor(ctx);
    const [session] = await listOf(vendor.id, vendor.token);
    const setLastSeen = (minutesAgo: number) =>
      ctx.database.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - minutesAgo * 60_000) })
        .where(eq(sessions.id, session?._id ?? ''))
        .returning({ lastSeenAt: sessions.lastSeenAt });
    const lastSeen = async () => {
      await ctx.app.backgroundWrites.settled();
      const [row] = await ctx.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, session?._id ?? ''));
      return row?.lastSeenAt.getTime();
    };

    const [recent] = await setLastSeen(4);
    expect(await sessionState(vendor.token)).toBe('signed in');
    expect(await lastSeen()).toBe(recent?.lastSeenAt.getTime());

    const [stale] = await setLastSeen(6);
    const before = Date.now();
    expect(await sessionState(vendor.token)).toBe('signed in');
    expect(await sessionState(vendor.token)).toBe('signed in');
    const written = await lastSeen();
    expect(written).toBeGreaterThan(stale?.lastSeenAt.getTime() ?? 0);
    expect(written).toBeGreaterThanOrEqual(before);
  });

  it('lists neither ended nor expired sessions, and forgets those begun over 30 days ago at the next sign-in', async () => {
    const vendor = await onboardVendor(ctx);
    const old = await signIn(vendor.email, vendor.password);
    const expired = await signIn(vendor.email, vendor.password, IPHONE_SAFARI);
    const currentId = async (token: string) => (await listOf(vendor.id, token))[0]?._id ?? '';
    const expiredRow = await currentId(expired.token);
    const oldRow = await currentId(old.token);
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);
    await ctx.database.db
      .update(sessions)
      .set({ createdAt: daysAgo(8) })
      .where(eq(sessions.id, expiredRow));
    await ctx.database.db
      .update(sessions)
      .set({ createdAt: daysAgo(31) })
      .where(eq(sessions.id, oldRow));

    const listed = (await listOf(vendor.id, vendor.token)).map((session) => session._id);
    expect(listed).not.toContain(expiredRow);
    expect(listed).not.toContain(oldRow);

    await signIn(vendor.email, vendor.password);
    const kept = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, vendor.id));
    expect(kept.map((row) => row.id)).toContain(expiredRow);
    expect(kept.map((row) => row.id)).not.toContain(oldRow);
  });
});
