import { ROLE_STAFF, SECOND_FACTOR_TEXT } from '@soko/shared';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, recoveryCodes, sessionStepUps, totpFactors } from '../../db/schema/index.ts';
import { verifySessionToken } from '../../lib/tokens.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import {
  adminToken,
  auditCount,
  createStaff,
  fromAddress,
  mailsTo,
  type OnboardedVendor,
  onboardVendor,
} from '../../test/fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const as = (token: string) => ({ 'x-auth-token': token });
let addresses = 0;
const newAddress = () => {
  addresses += 1;
  return fromAddress(5000 + addresses);
};

/** The code an authenticator app shows for the secret, `steps` periods from now. */
function codeOf(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

async function enrol(token: string, userId: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await ctx.app.inject({ method: 'POST', url: `/api/user/${userId}/2fa/totp`, headers: as(token) });
  expect(started.statusCode).toBe(200);
  const { secret } = started.json();
  const confirmed = await ctx.app.inject({
    method: 'POST',
    url: `/api/user/${userId}/2fa/totp/confirm`,
    headers: as(token),
    payload: { code: codeOf(secret) },
  });
  expect(confirmed.statusCode).toBe(200);
  return { secret, recoveryCodes: confirmed.json().recoveryCodes };
}

const signIn = (email: string, password: string, extra: Record<string, unknown> = {}, remoteAddress = newAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/api/loginVendor', payload: { email, password, ...extra }, remoteAddress });

const secondFactor = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/login/second-factor', payload, remoteAddress: newAddress() });

async function enrolledVendor(): Promise<OnboardedVendor & { secret: string; recoveryCodes: string[] }> {
  const vendor = await onboardVendor(ctx);
  return { ...vendor, ...(await enrol(vendor.token, vendor.id)) };
}

describe(`TOTP enrolment and sign-in (${testEngine})`, () => {
  it('enrols an authenticator app with a code from it, keeps the secret encrypted and the recovery codes hashed', async () => {
    const vendor = await onboardVendor(ctx);
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/user/${vendor.id}/2fa/totp`,
      headers: as(vendor.token),
    });
    const { secret, otpauthUrl } = started.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Soko%20Seller%20Centre:/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain('digits=6&period=30');

    const before = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/${vendor.id}/2fa`,
      headers: as(vendor.token),
    });
    expect(before.json()).toEqual({ methods: [], recoveryCodesLeft: 0, required: false, passkeys: [] });
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: `/api/user/${vendor.id}/2fa/totp/confirm`,
      headers: as(vendor.token),
      payload: { code: codeOf(secret, 5) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toEqual({ msg: SECOND_FACTOR_TEXT.codeWrong, param: 'code' });

    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/user/${vendor.id}/2fa/totp/confirm`,
      headers: as(vendor.token),
      payload: { code: codeOf(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const after = await ctx.app.inject({ method: 'GET', url: `/api/user/${vendor.id}/2fa`, headers: as(vendor.token) });
    expect(after.json()).toEqual({
      methods: ['totp', 'recovery'],
      recoveryCodesLeft: 10,
      required: false,
      passkeys: [],
    });
    const [stored] = await ctx.database.db.select().from(totpFactors).where(eq(totpFactors.userId, vendor.id));
    expect(stored?.secretEncrypted).not.toContain(secret);
    const hashes = await ctx.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, vendor.id));
    expect(hashes.map((row) => row.codeHash).some((hash) => codes.some((code) => hash.includes(code)))).toBe(false);
    expect(await auditCount(ctx, 'second_factor.enrolled', vendor.id)).toBe(1);
    expect((await mailsTo(ctx, vendor.email)).map((mail) => mail.template)).toContain('secondFactorEnabled');

    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/user/${vendor.id}/2fa/totp`,
      headers: as(vendor.token),
    });
    expect(again.statusCode).toBe(409);
  });

  it('asks for the second factor after the right password, gives no session before it, and refuses a code used once', async () => {
    const vendor = await enrolledVendor();
    const first = await signIn(vendor.email, vendor.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      secondFactorRequired: true,
      challengeToken: expect.any(String),
      methods: ['totp', 'recovery'],
    });
    expect(first.json().token).toBeUndefined();
    const code = codeOf(vendor.secret, 1);
    const passed = await secondFactor({ challengeToken: first.json().challengeToken, code });
    expect(passed.statusCode).toBe(200);
    const { token } = passed.json();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/authVendor', headers: as(token) })).statusCode).toBe(200);

    const second = await signIn(vendor.email, vendor.password);
    const replayed = await secondFactor({ challengeToken: second.json().challengeToken, code });
    expect(replayed.statusCode).toBe(400);
    const older = await secondFactor({ challengeToken: second.json().challengeToken, code: codeOf(vendor.secret) });
    expect(older.statusCode).toBe(400);
    const reused = await secondFactor({ challengeToken: first.json().challengeToken, code: codeOf(vendor.secret, 1) });
    expect(reused.statusCode).toBe(401);
  });

  it('ends the challenge at the fifth wrong code', async () => {
    const vendor = await enrolledVendor();
    const { challengeToken } = (await signIn(vendor.email, vendor.password)).json();
    for (let attempt = 1; attempt < 5; attempt += 1) {
      const wrong = await secondFactor({ challengeToken, code: '000000' });
      expect(wrong.statusCode).toBe(400);
    }
    const fifth = await secondFactor({ challengeToken, code: '000000' });
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().errors[0].msg).toBe(SECOND_FACTOR_TEXT.challengeEnded);
    const right = await secondFactor({ challengeToken, code: codeOf(vendor.secret, 1) });
    expect(right.statusCode).toBe(401);
  });

  it('signs in once with each recovery code, audited and emailed', async () => {
    const vendor = await enrolledVendor();
    const [code] = vendor.recoveryCodes;
    const first = (await signIn(vendor.email, vendor.password)).json();
    const passed = await secondFactor({ challengeToken: first.challengeToken, code: code?.toUpperCase() });
    expect(passed.statusCode).toBe(200);
    expect(await auditCount(ctx, 'second_factor.recovery_code_used', vendor.id)).toBe(1);
    const [mail] = (await mailsTo(ctx, vendor.email)).filter((row) => row.template === 'recoveryCodeUsed');
    expect(mail?.text).toContain('9 unused codes are left');
    const second = (await signIn(vendor.email, vendor.password)).json();
    expect((await secondFactor({ challengeToken: second.challengeToken, code })).statusCode).toBe(400);
  });

  it('remembers a browser for 30 days when asked, and only that browser', async () => {
    const vendor = await enrolledVendor();
    const first = (await signIn(vendor.email, vendor.password)).json();
    const passed = await secondFactor({
      challengeToken: first.challengeToken,
      code: codeOf(vendor.secret, 1),
      rememberDevice: true,
    });
    const { deviceToken } = passed.json();
    expect(deviceToken).toEqual(expect.any(String));
    const remembered = await signIn(vendor.email, vendor.password, { deviceToken });
    expect(remembered.json().token).toEqual(expect.any(String));
    const otherBrowser = await signIn(vendor.email, vendor.password, { deviceToken: `${deviceToken}x` });
    expect(otherBrowser.json().secondFactorRequired).toBe(true);
  });
});

describe(`step-up (${testEngine})`, () => {
  it('refuses what moves money or power until the session proves it again, and changes nothing meanwhile', async () => {
    const staff = await createStaff(ctx, 'support');
    const admin = await adminToken(ctx, { steppedUp: false });
    const change = () =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/user/${staff.id}/role`,
        headers: as(admin),
        payload: { role: ROLE_STAFF, staffRole: 'finance' },
      });
    const refused = await change();
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ errors: [{ msg: SECOND_FACTOR_TEXT.stepUpRequired }], stepUpRequired: true });
    const [unchanged] = await ctx.database.db.select().from(accounts).where(eq(accounts.id, staff.id));
    expect(unchanged?.staffRole).toBe('support');

    const wrongPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/session/step-up',
      headers: as(admin),
      payload: { password: 'not-the-admin-password' },
    });
    expect(wrongPassword.statusCode).toBe(400);
    const steppedUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/session/step-up',
      headers: as(admin),
      payload: { password: ctx.config.adminPassword },
    });
    expect(steppedUp.statusCode).toBe(200);
    expect((await change()).statusCode).toBe(200);

    // Five minutes later the proof has run out.
    const claims = await verifySessionToken(ctx.config.jwtSecret, admin);
    await ctx.database.db
      .update(sessionStepUps)
      .set({ steppedUpAt: new Date(Date.now() - 5 * 60_000 - 1000) })
      .where(eq(sessionStepUps.sessionId, claims?.sid ?? ''));
    expect((await change()).statusCode).toBe(401);
  });

  it('steps up an account with a second factor by its code, not its password', async () => {
    const vendor = await enrolledVendor();
    const { token } = (
      await secondFactor({
        challengeToken: (await signIn(vendor.email, vendor.password)).json().challengeToken,
        code: vendor.recoveryCodes[0],
      })
    ).json();
    const byPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/session/step-up',
      headers: as(token),
      payload: { password: vendor.password },
    });
    expect(byPassword.statusCode).toBe(400);
    const byCode = await ctx.app.inject({
      method: 'POST',
      url: '/api/session/step-up',
      headers: as(token),
      payload: { code: codeOf(vendor.secret, 1) },
    });
    expect(byCode.statusCode).toBe(200);
    expect(new Date(byCode.json().validUntil).getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);
  });

  it('removes the own second factor after a step-up, audited and emailed', async () => {
    const vendor = await enrolledVendor();
    const { token } = (
      await secondFactor({
        challengeToken: (await signIn(vendor.email, vendor.password)).json().challengeToken,
        code: vendor.recoveryCodes[1],
      })
    ).json();
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/user/${vendor.id}/2fa/totp`,
      headers: as(token),
    });
    expect(removed.statusCode).toBe(200);
    expect(await auditCount(ctx, 'second_factor.removed', vendor.id)).toBe(1);
    expect((await mailsTo(ctx, vendor.email))[0]?.template).toBe('secondFactorRemoved');
    expect((await signIn(vendor.email, vendor.password)).json().token).toEqual(expect.any(String));
  });

  it("lets the super admin reset a staff member's lost second factor, and no one else's", async () => {
    const staff = await createStaff(ctx, 'finance');
    await enrol(staff.token, staff.id);
    const vendor = await onboardVendor(ctx);
    const byVendor = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/user/${staff.id}/2fa/totp`,
      headers: as(vendor.token),
    });
    expect(byVendor.statusCode).toBe(403);
    const admin = await adminToken(ctx);
    const reset = await ctx.app.inject({ method: 'DELETE', url: `/api/user/${staff.id}/2fa/totp`, headers: as(admin) });
    expect(reset.statusCode).toBe(200);
    expect(await auditCount(ctx, 'second_factor.reset', staff.id)).toBe(1);
    const [mail] = await mailsTo(ctx, staff.email);
    expect(mail?.template).toBe('secondFactorRemoved');
    expect(mail?.text).toContain('A Soko administrator reset');
  });
});

describe(`staff must enrol when REQUIRE_STAFF_2FA is on (${testEngine})`, () => {
  it('lets a staff member without a second factor reach only the enrolment and sign-out, and everything once enrolled', async () => {
    const own = await createTestApp();
    try {
      const staff = await createStaff(own, 'support');
      const vendor = await onboardVendor(own);
      // Turned on once the accounts exist, as a live marketplace would.
      own.config.requireStaffSecondFactor = true;
      const blocked = await own.app.inject({ method: 'GET', url: '/api/sale/list', headers: as(staff.token) });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toEqual({
        errors: [{ msg: SECOND_FACTOR_TEXT.enrolmentRequired }],
        secondFactorEnrolmentRequired: true,
      });
      expect(
        (await own.app.inject({ method: 'GET', url: '/api/authVendor', headers: as(staff.token) })).statusCode,
      ).toBe(200);
      const status = await own.app.inject({
        method: 'GET',
        url: `/api/user/${staff.id}/2fa`,
        headers: as(staff.token),
      });
      expect(status.json()).toMatchObject({ methods: [], required: true });
      expect(
        (await own.app.inject({ method: 'GET', url: '/api/sale/mySales', headers: as(vendor.token) })).statusCode,
      ).toBe(200);

      const started = await own.app.inject({
        method: 'POST',
        url: `/api/user/${staff.id}/2fa/totp`,
        headers: as(staff.token),
      });
      const confirm = await own.app.inject({
        method: 'POST',
        url: `/api/user/${staff.id}/2fa/totp/confirm`,
        headers: as(staff.token),
        payload: { code: codeOf(started.json().secret) },
      });
      expect(confirm.statusCode).toBe(200);
      expect(
        (await own.app.inject({ method: 'GET', url: '/api/sale/list', headers: as(staff.token) })).statusCode,
      ).toBe(200);
      const loggedOut = await own.app.inject({ method: 'POST', url: '/api/logout', headers: as(staff.token) });
      expect(loggedOut.statusCode).toBe(200);
    } finally {
      await own.close();
    }
  }, 60_000);
});

describe(`the owner is never locked out (${testEngine})`, () => {
  it('after the guessing limit, asks an unknown address with the right password for an emailed code, and keeps guessers at 429', async () => {
    const own = await createTestApp({ config: { trustProxy: 1 } });
    try {
      const vendor = await onboardVendor(own);
      const proxy = '10.99.0.1';
      const from = (client: string, password: string, userAgent = 'lightMyRequest') =>
        own.app.inject({
          method: 'POST',
          url: '/api/loginVendor',
          payload: { email: vendor.email, password },
          remoteAddress: proxy,
          headers: { 'x-forwarded-for': client, 'user-agent': userAgent },
        });
      const home = '198.51.100.7';
      expect((await from(home, vendor.password)).json().token).toEqual(expect.any(String));
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await from(`203.0.113.${attempt + 1}`, 'a-wrong-guess-1')).statusCode).toBe(400);
      }
      const guesser = await from('203.0.113.50', 'a-wrong-guess-2');
      expect(guesser.statusCode).toBe(429);

      const traveller = await from('192.0.2.33', vendor.password, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0');
      expect(traveller.statusCode).toBe(200);
      expect(traveller.json()).toEqual({
        secondFactorRequired: true,
        challengeToken: expect.any(String),
        methods: ['email'],
      });
      const [mail] = (await mailsTo(own, vendor.email)).filter((row) => row.template === 'signInCode');
      const code = /: (\d{6})/.exec(mail?.text ?? '')?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const passed = await own.app.inject({
        method: 'POST',
        url: '/api/login/second-factor',
        payload: { challengeToken: traveller.json().challengeToken, code },
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': '192.0.2.33' },
      });
      expect(passed.statusCode).toBe(200);
      expect(passed.json().token).toEqual(expect.any(String));
      const newDevice = (await mailsTo(own, vendor.email)).filter((row) => row.template === 'newDeviceSignIn');
      expect(newDevice).toHaveLength(1);
      expect(newDevice[0]?.text).toContain('192.0.2.33');

      expect((await from(home, vendor.password)).json().token).toEqual(expect.any(String));
      // The address that passed the emailed code is known now.
      expect((await from('192.0.2.33', vendor.password)).json().token).toEqual(expect.any(String));
    } finally {
      await own.close();
    }
  }, 60_000);
});

describe(`new devices (${testEngine})`, () => {
  it('emails the owner about a sign-in from a browser and address the account has not used, and not about known ones', async () => {
    const vendor = await onboardVendor(ctx);
    const before = (await mailsTo(ctx, vendor.email)).filter((row) => row.template === 'newDeviceSignIn');
    expect(before).toHaveLength(0);
    await signIn(vendor.email, vendor.password);
    const sameBrowser = (await mailsTo(ctx, vendor.email)).filter((row) => row.template === 'newDeviceSignIn');
    expect(sameBrowser).toHaveLength(0);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/loginVendor',
      payload: { email: vendor.email, password: vendor.password },
      remoteAddress: newAddress(),
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1' },
    });
    const rows = await mailsTo(ctx, vendor.email);
    expect(rows.filter((row) => row.template === 'newDeviceSignIn')).toHaveLength(1);
  });
});
