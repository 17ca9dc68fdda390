import { MESSAGES } from '@soko/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, authTokens, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import {
  adminToken,
  fromAddress,
  login,
  mailsTo,
  onboardVendor,
  registration,
  tokenFromMail,
  uploadDocuments,
} from '../../test/fixtures.ts';

let ctx: TestContext;
let ip = 100;
const nextIp = () => fromAddress(ip++);

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const userCount = async () => (await ctx.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;

async function register(body: Record<string, unknown>, remoteAddress = nextIp()) {
  return ctx.app.inject({ method: 'POST', url: '/api/registerVendor', payload: body, remoteAddress });
}

describe(`registration (${testEngine})`, () => {
  it('creates the vendor, asks for email verification and mails the link', async () => {
    const body = registration({ email: 'New.Vendor@Example.com' });
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const result = response.json();
    expect(result.action).toBe('verifyEmail');
    expect(result.for).toBe('email');
    expect(result.actionToken).toEqual(expect.any(String));
    expect(result.token).toBeUndefined();
    expect(result.user).toMatchObject({
      email: 'new.vendor@example.com',
      firstName: 'Ama',
      displayName: 'Kente House',
      ABN: '51824753556',
      phone: '+61412345678',
      role: 1,
      emailVerified: false,
      address: { c_address: '12 Smith St', suburb: 'Fitzroy', state: 'VIC', postcode: '3065', country: 'Australia' },
    });
    expect(JSON.stringify(result)).not.toContain('argon2');
    const [mail] = await mailsTo(ctx, 'new.vendor@example.com');
    expect(mail?.template).toBe('verifyEmail');
    expect(mail?.text).toMatch(/http:\/\/soko\.test\/verifyEmail\/[A-Za-z0-9_-]{40,}/);
  });

  it.each([
    ['email', 'nope', MESSAGES.emailInvalid],
    ['firstName', '', 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['displayName', '', 'Business name is required'],
    ['c_address', '', 'Street address is required'],
    ['suburb', '', 'Suburb is required'],
    ['state', 'Darwin', MESSAGES.stateInvalid],
    ['postcode', '0800', 'Postcode 0800 is in NT, not VIC. Please check the postcode and state'],
    ['postcode', '30650', MESSAGES.postcodeInvalid],
    ['phone', '555-1234', MESSAGES.phoneInvalid],
    ['ABN', '12345678901', MESSAGES.abnInvalid],
    ['how', 'radio', undefined],
  ])('refuses a bad %s and stores nothing', async (field, value, message) => {
    const before = await userCount();
    const response = await register(registration({ [field]: value }));
    expect(response.statusCode).toBe(400);
    const errors: { msg: string; param?: string }[] = response.json().errors;
    expect(errors.map((error) => error.param)).toContain(field);
    if (message) expect(errors.map((error) => error.msg)).toContain(message);
    expect(await userCount()).toBe(before);
  });

  it('registers a vendor in the Northern Territory', async () => {
    const response = await register(registration({ suburb: 'Darwin', state: 'NT', postcode: '0800' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().user.address).toMatchObject({ suburb: 'Darwin', state: 'NT', postcode: '0800' });
  });

  it('says password does not match when confirm differs', async () => {
    const response = await register(registration({ cPassword: 'something-else-1' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ msg: MESSAGES.passwordMismatch, param: 'cPassword' }]);
  });

  it('refuses short and common passwords', async () => {
    const short = await register(registration({ password: 'abc', cPassword: 'abc' }));
    expect(short.json().errors[0].msg).toBe(MESSAGES.passwordTooShort);
    const common = await register(registration({ password: 'password123', cPassword: 'password123' }));
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toEqual([{ msg: MESSAGES.passwordTooCommon, param: 'password' }]);
  });

  it('refuses an email that is taken, whatever its case', async () => {
    const body = registration();
    expect((await register(body)).statusCode).toBe(201);
    const again = await register({ ...registration(), email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([{ msg: MESSAGES.emailTaken, param: 'email' }]);
  });

  it('limits registrations from one address', async () => {
    const address = nextIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push((await register(registration({ ABN: 'bad' }), address)).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
  it('limits registrations for one email, whatever the address', async () => {
    const email = `again-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await register(registration({ email }))).statusCode);
    }
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
  });
  it('refuses an email over 254 characters with a message, not a fault', async () => {
    const response = await register(registration({ email: `${'a'.repeat(4000)}@example.com` }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({ msg: MESSAGES.emailInvalid, param: 'email' });
  });

  it('lets the owner of an address register although another account asked to move to it', async () => {
    const vendor = await onboardVendor(ctx);
    const wanted = `wanted-${Date.now()}@example.com`;
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/${vendor.id}`,
      headers: { 'x-auth-token': vendor.token },
      payload: { firstName: 'Ama', lastName: 'Mensah', email: wanted, currentPassword: vendor.password },
    });
    expect(moved.json().user.pendingEmail).toBe(wanted);
    const changeToken = await tokenFromMail(ctx, wanted, 'verifyEmail');
    expect((await register(registration({ email: wanted }))).statusCode).toBe(201);
    const late = await ctx.app.inject({ method: 'GET', url: `/api/verify?token=${changeToken}` });
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0].msg).toBe(MESSAGES.emailTaken);
  });
});

describe('email verification', () => {
  it('verifies once with the mailed link and refuses a replay or a wrong token', async () => {
    const body = registration();
    await register(body);
    const token = await tokenFromMail(ctx, body.email, 'verifyEmail');
    const first = await ctx.app.inject({ method: 'GET', url: `/api/verify?token=${token}` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ msg: MESSAGES.emailVerified });
    const replay = await ctx.app.inject({ method: 'GET', url: `/api/verify?token=${token}` });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ errors: [{ msg: MESSAGES.emailNotVerified }] });
    const wrong = await ctx.app.inject({ method: 'GET', url: '/api/verify?token=not-a-real-token' });
    expect(wrong.json().errors[0].msg).toBe(MESSAGES.emailNotVerified);
  });

  it('refuses an expired link', async () => {
    const body = registration();
    await register(body);
    const token = await tokenFromMail(ctx, body.email, 'verifyEmail');
    await ctx.database.db.update(authTokens).set({ expiresAt: sql`now() - interval '1 minute'` });
    const response = await ctx.app.inject({ method: 'GET', url: `/api/verify?token=${token}` });
    expect(response.statusCode).toBe(400);
    const [user] = await ctx.database.db.select().from(accounts).where(eq(accounts.email, body.email));
    expect(user?.emailVerifiedAt).toBeNull();
  });

  it('resends a link only to the account that proved itself, and retires the old link', async () => {
    const body = registration();
    const registered = (await register(body)).json();
    const oldToken = await tokenFromMail(ctx, body.email, 'verifyEmail');
    const url = `/api/reverify/${registered.user._id}`;

    expect((await ctx.app.inject({ method: 'GET', url, remoteAddress: nextIp() })).statusCode).toBe(401);
    const other = (await register(registration())).json();
    const foreign = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'x-action-token': other.actionToken },
      remoteAddress: nextIp(),
    });
    expect(foreign.statusCode).toBe(404);

    const resent = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'x-action-token': registered.actionToken },
      remoteAddress: nextIp(),
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().msg).toMatch(/^A new verification email has been sent to vend\*+le\.com$/);
    expect(await mailsTo(ctx, body.email)).toHaveLength(2);
    const oldLink = await ctx.app.inject({ method: 'GET', url: `/api/verify?token=${oldToken}` });
    expect(oldLink.statusCode).toBe(400);
  });

  it("does not let strangers use up an account's resends", async () => {
    const registered = (await register(registration())).json();
    for (let attempt = 0; attempt < 4; attempt++) {
      const anonymous = await ctx.app.inject({
        method: 'GET',
        url: `/api/reverify/${registered.user._id}`,
        remoteAddress: nextIp(),
      });
      expect(anonymous.statusCode).toBe(401);
    }
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/reverify/${registered.user._id}`,
      headers: { 'x-action-token': registered.actionToken },
      remoteAddress: nextIp(),
    });
    expect(own.statusCode).toBe(200);
  });

  it('limits resends per account', async () => {
    const registered = (await register(registration())).json();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/reverify/${registered.user._id}`,
        headers: { 'x-action-token': registered.actionToken },
        remoteAddress: nextIp(),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('login and onboarding steps', () => {
  it('refuses a wrong password and an unknown email with the same message', async () => {
    const body = registration();
    await register(body);
    for (const payload of [
      { email: body.email, password: 'wrong-password-1' },
      { email: 'nobody@example.com', password: 'whatever-1' },
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/loginVendor',
        payload,
        remoteAddress: nextIp(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [{ msg: MESSAGES.loginFailed }] });
    }
  });

  it('walks the pending steps, then gives a session that loads the user', async () => {
    const body = registration();
    const { user } = (await register(body)).json();
    expect((await login(ctx.app, body.email, body.password)).action).toBe('verifyEmail');

    await ctx.app.inject({
      method: 'GET',
      url: `/api/verify?token=${await tokenFromMail(ctx, body.email, 'verifyEmail')}`,
    });
    const identity = await login(ctx.app, body.email, body.password);
    expect(identity).toMatchObject({ action: 'verifyIdentity', for: 'identity' });
    expect((await uploadDocuments(ctx.app, identity.actionToken)).statusCode).toBe(201);
    const waiting = await login(ctx.app, body.email, body.password);
    expect(waiting).toMatchObject({ action: 'verifyIdentity', user: { identityStatus: 'submitted' } });

    const early = await ctx.app.inject({
      method: 'GET',
      url: `/activateV/${user._id}`,
      headers: { 'x-action-token': waiting.actionToken },
    });
    expect(early.statusCode).toBe(409);

    const admin = await adminToken(ctx);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/vendor/any/${user._id}/verify`,
      headers: { 'x-auth-token': admin },
      payload: { approved: true },
    });
    const activation = await login(ctx.app, body.email, body.password);
    expect(activation).toMatchObject({ action: 'activateVendor', for: 'activation' });

    const intruder = (await register(registration())).json();
    const stolen = await ctx.app.inject({
      method: 'GET',
      url: `/activateV/${user._id}`,
      headers: { 'x-action-token': intruder.actionToken },
    });
    expect(stolen.statusCode).toBe(404);
    const bare = await ctx.app.inject({ method: 'GET', url: `/activateV/${user._id}` });
    expect(bare.statusCode).toBe(401);

    const activated = await ctx.app.inject({
      method: 'GET',
      url: `/activateV/${user._id}`,
      headers: { 'x-action-token': activation.actionToken },
    });
    expect(activated.statusCode).toBe(200);
    const session = activated.json();
    expect(session.token).toEqual(expect.any(String));
    expect(session.user.activated).toBe(true);
    expect((await mailsTo(ctx, body.email)).map((mail) => mail.template)).toContain('welcome');

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/authVendor',
      headers: { 'x-auth-token': session.token },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(body.email);
    const next = await login(ctx.app, body.email, body.password);
    expect(next.token).toEqual(expect.any(String));
  });

  it('will not let a pending account use the API with an action token', async () => {
    const registered = (await register(registration())).json();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/authVendor',
      headers: { 'x-auth-token': registered.actionToken },
    });
    expect(response.statusCode).toBe(401);
  });

  it('limits login attempts per email', async () => {
    const body = registration();
    await register(body);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/loginVendor',
        payload: { email: body.email, password: 'wrong-password-1' },
        remoteAddress: nextIp(),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(JSON.stringify(statuses)).not.toContain('500');
  });
  it('never locks out a user who signs in often; after guessing, a new address needs an emailed code even with the right password', async () => {
    const vendor = await onboardVendor(ctx);
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await login(ctx.app, vendor.email, vendor.password)).token).toEqual(expect.any(String));
    }
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(ctx.app, vendor.email, 'not-the-password')).errors[0].msg).toBe(MESSAGES.loginFailed);
    }
    const guessing = await login(ctx.app, vendor.email, 'not-the-password');
    expect(guessing.errors[0].msg).toMatch(/^Too many attempts/);
    const owner = await login(ctx.app, vendor.email, vendor.password);
    expect(owner).toMatchObject({ secondFactorRequired: true, methods: ['email'] });
    expect(owner.token).toBeUndefined();
  });
});

describe('sessions', () => {
  it('ends the session at logout', async () => {
    const vendor = await onboardVendor(ctx);
    const headers = { 'x-auth-token': vendor.token };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/authVendor', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().errors[0].msg).toBe(MESSAGES.sessionSignedOut);
  });

  it('tells an ended session why: a password changed elsewhere, or the staff deactivating the vendor', async () => {
    const vendor = await onboardVendor(ctx);
    const other = await login(ctx.app, vendor.email, vendor.password);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/${vendor.id}/password`,
      headers: { 'x-auth-token': other.token },
      payload: { currentPassword: vendor.password, password: 'new-kente-loom-77' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const stale = await ctx.app.inject({
      method: 'GET',
      url: '/api/authVendor',
      headers: { 'x-auth-token': vendor.token },
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().errors[0].msg).toBe(MESSAGES.sessionPasswordChanged);

    const deactivated = await onboardVendor(ctx);
    const admin = await adminToken(ctx);
    const toggled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/any/${deactivated.id}`,
      headers: { 'x-auth-token': admin },
    });
    expect(toggled.statusCode, toggled.body).toBe(200);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/authVendor',
      headers: { 'x-auth-token': deactivated.token },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errors[0].msg).toBe(MESSAGES.accountDeactivated);
  });

  it("refuses a deactivated vendor's existing token on the next call, and their login", async () => {
    const vendor = await onboardVendor(ctx);
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.id, vendor.id));
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/authVendor',
      headers: { 'x-auth-token': vendor.token },
    });
    expect(response.statusCode).toBe(401);
    const loginAttempt = await ctx.app.inject({
      method: 'POST',
      url: '/api/loginVendor',
      payload: { email: vendor.email, password: vendor.password },
      remoteAddress: nextIp(),
    });
    expect(loginAttempt.statusCode).toBe(403);
    expect(loginAttempt.json().errors[0].msg).toBe(MESSAGES.accountDeactivated);
  });

  it('refuses a forged or garbage token', async () => {
    for (const token of ['garbage', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/authVendor',
        headers: { 'x-auth-token': token },
      });
      expect(response.statusCode).toBe(401);
    }
  });
  it('ends action tokens too when the password is reset', async () => {
    const body = registration();
    const registered = (await register(body)).json();
    await ctx.app.inject({ method: 'POST', url: '/reset', payload: { email: body.email }, remoteAddress: nextIp() });
    const token = await tokenFromMail(ctx, body.email, 'reset');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/reset/${token}`,
      payload: { pwd: 'baobab-tree-2026', cPwd: 'baobab-tree-2026' },
    });
    expect(reset.statusCode).toBe(200);
    const stale = await uploadDocuments(ctx.app, registered.actionToken);
    expect(stale.statusCode).toBe(401);
  });

  it('refuses an action token issued for another step', async () => {
    const body = registration();
    const registered = (await register(body)).json();
    await ctx.app.inject({
      method: 'GET',
      url: `/api/verify?token=${await tokenFromMail(ctx, body.email, 'verifyEmail')}`,
    });
    const early = await uploadDocuments(ctx.app, registered.actionToken);
    expect(early.statusCode).toBe(409);
    const fresh = await login(ctx.app, body.email, body.password);
    expect((await uploadDocuments(ctx.app, fresh.actionToken)).statusCode).toBe(201);
  });
});

describe('forgot and reset password', () => {
  it('says when no account has the email', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/reset',
      payload: { email: 'ghost@example.com' },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].msg).toBe('No account associated with ghost@example.com');
  });

  it('resets the password once with the mailed link and ends older sessions', async () => {
    const vendor = await onboardVendor(ctx);
    const requested = await ctx.app.inject({
      method: 'POST',
      url: '/reset',
      payload: { email: vendor.email.toUpperCase() },
      remoteAddress: nextIp(),
    });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({ name: 'Ama', email: vendor.email });
    const token = await tokenFromMail(ctx, vendor.email, 'reset');

    const checked = await ctx.app.inject({ method: 'GET', url: `/api/reset/${token}` });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ name: 'Ama', email: vendor.email });

    const mismatch = await ctx.app.inject({
      method: 'POST',
      url: `/api/reset/${token}`,
      payload: { pwd: 'baobab-tree-2026', cPwd: 'baobab-tree-2027' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors[0].msg).toBe(MESSAGES.passwordMismatch);

    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/reset/${token}`,
      payload: { pwd: 'baobab-tree-2026', cPwd: 'baobab-tree-2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ msg: MESSAGES.resetSuccess, name: 'Ama', email: vendor.email });

    const oldSession = await ctx.app.inject({
      method: 'GET',
      url: '/api/authVendor',
      headers: { 'x-auth-token': vendor.token },
    });
    expect(oldSession.statusCode).toBe(401);
    expect((await login(ctx.app, vendor.email, 'baobab-tree-2026')).token).toEqual(expect.any(String));
    expect((await login(ctx.app, vendor.email, vendor.password)).errors[0].msg).toBe(MESSAGES.loginFailed);

    const replay = await ctx.app.inject({
      method: 'POST',
      url: `/api/reset/${token}`,
      payload: { pwd: 'another-pass-2026', cPwd: 'another-pass-2026' },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors[0].msg).toBe(MESSAGES.resetTokenInvalid);
  });

  it('will not set a password for a deactivated account', async () => {
    const vendor = await onboardVendor(ctx);
    await ctx.app.inject({ method: 'POST', url: '/reset', payload: { email: vendor.email }, remoteAddress: nextIp() });
    const token = await tokenFromMail(ctx, vendor.email, 'reset');
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.id, vendor.id));
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/reset/${token}`,
      payload: { pwd: 'baobab-tree-2026', cPwd: 'baobab-tree-2026' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses an expired reset link', async () => {
    const vendor = await onboardVendor(ctx);
    await ctx.app.inject({ method: 'POST', url: '/reset', payload: { email: vendor.email }, remoteAddress: nextIp() });
    const token = await tokenFromMail(ctx, vendor.email, 'reset');
    await ctx.database.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authTokens.purpose, 'reset_password'));
    const checked = await ctx.app.inject({ method: 'GET', url: `/api/reset/${token}` });
    expect(checked.statusCode).toBe(400);
    expect(checked.json().errors[0].msg).toBe(MESSAGES.resetTokenInvalid);
  });

  it('limits reset requests per email', async () => {
    const vendor = await onboardVendor(ctx);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/reset',
        payload: { email: vendor.email },
        remoteAddress: nextIp(),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
