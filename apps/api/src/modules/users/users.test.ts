import { ADMIN_TEXT, type Paginated, type UserListItem } from '@soko/shared';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, authTokens, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import {
  adminToken,
  auditCount,
  login,
  mailsTo,
  type OnboardedVendor,
  onboardVendor,
  registration,
  tokenFromMail,
} from '../../test/fixtures.ts';

let ctx: TestContext;
let admin: string;
let vendor: OnboardedVendor;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  vendor = await onboardVendor(ctx, { firstName: 'Ama', lastName: 'Mensah', displayName: 'Kente House' });
  await ctx.app.inject({
    method: 'POST',
    url: '/api/registerVendor',
    payload: registration({ firstName: 'Yaw', lastName: 'Darko', displayName: 'Darko Drums' }),
    remoteAddress: '10.6.0.1',
  });
});
afterAll(async () => ctx?.close());

const list = (query = '', token = admin) =>
  ctx.app.inject({ method: 'GET', url: `/api/user${query}`, headers: { 'x-auth-token': token } });
const create = (payload: object, token = admin) =>
  ctx.app.inject({ method: 'POST', url: '/api/user', headers: { 'x-auth-token': token }, payload });
const userCount = async () => (await ctx.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;
const names = (page: Paginated<UserListItem>) => page.items.map((user) => `${user.firstName} ${user.lastName}`);

/** Opens the set-password link of the newest mail to `email` and chooses `password`. */
async function setPasswordFromMail(email: string, password: string) {
  const token = await tokenFromMail(ctx, email, 'reset');
  return ctx.app.inject({ method: 'POST', url: `/api/reset/${token}`, payload: { pwd: password, cPwd: password } });
}

describe(`users list (${testEngine})`, () => {
  it('lists every account with its role and state of onboarding', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const page: Paginated<UserListItem> = response.json();
    expect(page).toMatchObject({ total: 3, page: 1, limit: 20 });
    const byName = Object.fromEntries(page.items.map((user) => [user.firstName, user]));
    expect(byName.Soko).toMatchObject({ role: 2, onboarding: 'active', active: true });
    expect(byName.Ama).toMatchObject({
      role: 1,
      onboarding: 'active',
      email: vendor.email,
      displayName: 'Kente House',
    });
    expect(byName.Yaw).toMatchObject({ role: 1, onboarding: 'emailNotVerified', identityStatus: 'none' });
    expect(Object.keys(byName.Ama ?? {})).not.toContain('passwordHash');
  });

  it('searches by name, business name or email, filters by role, sorts and pages on the server', async () => {
    expect(names((await list('?q=darko')).json())).toEqual(['Yaw Darko']);
    expect(names((await list('?q=KENTE')).json())).toEqual(['Ama Mensah']);
    expect(names((await list(`?q=${encodeURIComponent(ctx.config.adminEmail)}`)).json())).toEqual(['Soko Admin']);
    expect(names((await list('?q=100%25')).json())).toEqual([]);
    expect(names((await list('?role=2')).json())).toEqual(['Soko Admin']);
    expect(names((await list('?role=1&sort=name')).json())).toEqual(['Ama Mensah', 'Yaw Darko']);
    expect(names((await list('?sort=-name')).json())).toEqual(['Yaw Darko', 'Soko Admin', 'Ama Mensah']);
    const second: Paginated<UserListItem> = (await list('?sort=name&limit=1&page=2')).json();
    expect(second).toMatchObject({ total: 3, page: 2, limit: 1 });
    expect(names(second)).toEqual(['Soko Admin']);
  });

  it('refuses a vendor with 403 and bad queries with 400', async () => {
    expect((await list('', vendor.token)).statusCode).toBe(403);
    for (const query of ['?role=4', '?sort=age', '?limit=500', '?page=-1']) {
      expect((await list(query)).statusCode, query).toBe(400);
    }
  });
});

describe(`create a user (${testEngine})`, () => {
  it('refuses a vendor (403) and bad values (400), creating nothing and mailing nobody', async () => {
    const before = await userCount();
    const good = { firstName: 'Efua', lastName: 'Asante', email: 'efua@example.com', role: 2 };
    expect((await create(good, vendor.token)).statusCode).toBe(403);
    const bad = await create({ firstName: '', lastName: 'Asante', email: 'not-an-email', role: 4 });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { param?: string }) => error.param)
        .sort(),
    ).toEqual(['email', 'firstName', 'role']);
    // Nobody may hold a password chosen by someone else: a password in the body is dropped.
    const taken = await create({ ...good, email: vendor.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toEqual({ msg: 'An account with this email already exists', param: 'email' });
    expect(await userCount()).toBe(before);
    expect(await mailsTo(ctx, 'efua@example.com')).toEqual([]);
  });

  it('creates a super admin who gets a set-password link, never a password, and can then sign in', async () => {
    const response = await create({
      firstName: 'Efua',
      lastName: 'Asante',
      email: 'Efua@Example.com',
      role: 2,
      password: 'chosen-by-admin-1',
    });
    expect(response.statusCode).toBe(201);
    const { msg, user } = response.json() as { msg: string; user: UserListItem };
    expect(msg).toBe('Account created. We emailed efua@example.com a link to set a password');
    expect(user).toMatchObject({ email: 'efua@example.com', role: 2, onboarding: 'passwordNotSet', active: true });
    expect(
      (await ctx.database.db.select().from(accounts).where(eq(accounts.id, user._id)))[0]?.passwordHash,
    ).toBeNull();
    expect(await auditCount(ctx, 'user.create', user._id)).toBe(1);

    const mails = await mailsTo(ctx, 'efua@example.com');
    expect(mails.map((mail) => mail.template)).toEqual(['setPassword']);
    expect(mails[0]?.text).toContain('Soko Admin created a Soko Seller Centre account for you');
    expect(`${mails[0]?.text}${mails[0]?.html}`).not.toContain('chosen-by-admin-1');
    expect(mails[0]?.text.replace(/http\S+/g, '')).not.toMatch(/[A-Za-z0-9_-]{12,}/);

    // No password works before one is set.
    expect((await login(ctx.app, 'efua@example.com', 'chosen-by-admin-1')).token).toBeUndefined();
    const beforeSetting: Paginated<UserListItem> = (await list('?q=efua')).json();
    expect(beforeSetting.items[0]?.onboarding).toBe('passwordNotSet');
    expect((await setPasswordFromMail('efua@example.com', 'baobab-tree-2024')).statusCode).toBe(200);
    const signedIn = await login(ctx.app, 'efua@example.com', 'baobab-tree-2024');
    expect(signedIn.token).toEqual(expect.any(String));
    expect(signedIn.user).toMatchObject({ role: 2, emailVerified: true });
    const listed: Paginated<UserListItem> = (await list('?q=efua')).json();
    expect(listed.items[0]?.onboarding).toBe('active');
    // The new super admin can use the admin calls.
    expect((await list('', signedIn.token)).statusCode).toBe(200);
  });

  it('creates a vendor who sets a password and then goes through identity verification', async () => {
    const response = await create({ firstName: 'Kojo', lastName: 'Mensah', email: 'kojo@example.com', role: 1 });
    expect(response.statusCode).toBe(201);
    const { user } = response.json() as { user: UserListItem };
    expect(user).toMatchObject({ role: 1, onboarding: 'passwordNotSet' });
    expect(await auditCount(ctx, 'user.create', user._id)).toBe(1);
    expect((await setPasswordFromMail('kojo@example.com', 'talking-drum-77')).statusCode).toBe(200);
    const step = await login(ctx.app, 'kojo@example.com', 'talking-drum-77');
    expect(step).toMatchObject({ action: 'verifyIdentity', for: 'identity' });
    expect(step.token).toBeUndefined();
    const listed: Paginated<UserListItem> = (await list('?q=kojo')).json();
    expect(listed.items[0]?.onboarding).toBe('documentsNeeded');
  });

  describe('invitations', () => {
    const resend = (id: string, token = admin) =>
      ctx.app.inject({ method: 'POST', url: `/api/user/${id}/invitation`, headers: { 'x-auth-token': token } });
    const linkExpiry = async (userId: string) => {
      const rows = await ctx.database.db
        .select({ expiresAt: authTokens.expiresAt, usedAt: authTokens.usedAt })
        .from(authTokens)
        .where(eq(authTokens.userId, userId))
        .orderBy(desc(authTokens.createdAt));
      return rows;
    };

    it('lasts 7 days, and says so in the email', async () => {
      const { user } = (
        await create({ firstName: 'Abena', lastName: 'Owusu', email: 'abena@example.com', role: 1 })
      ).json();
      const [link] = await linkExpiry(user._id);
      const days = ((link?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
      const [mail] = await mailsTo(ctx, 'abena@example.com');
      expect(mail?.text).toContain('This link is valid for 7 days');
    });

    it('sends the link again: the new one works, the old one no longer does', async () => {
      const { user } = (
        await create({ firstName: 'Kwesi', lastName: 'Appiah', email: 'kwesi@example.com', role: 2 })
      ).json();
      const firstToken = await tokenFromMail(ctx, 'kwesi@example.com', 'reset');
      const response = await resend(user._id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ msg: ADMIN_TEXT.invitationResent });
      expect((await mailsTo(ctx, 'kwesi@example.com')).map((mail) => mail.template)).toEqual([
        'setPassword',
        'setPassword',
      ]);
      expect(await auditCount(ctx, 'user.reinvite', user._id)).toBe(1);
      const stale = await ctx.app.inject({
        method: 'POST',
        url: `/api/reset/${firstToken}`,
        payload: { pwd: 'kola-nut-2026', cPwd: 'kola-nut-2026' },
      });
      expect(stale.statusCode).toBe(400);
      expect((await setPasswordFromMail('kwesi@example.com', 'kola-nut-2026')).statusCode).toBe(200);

      // Once the password is set there is nothing to resend.
      const again = await resend(user._id);
      expect(again.statusCode).toBe(409);
      expect(again.json().errors[0].msg).toBe(ADMIN_TEXT.invitationNotNeeded);
      expect(await auditCount(ctx, 'user.reinvite', user._id)).toBe(1);
    });

    it('is for staff only, and answers an unknown account with 404', async () => {
      expect((await resend(vendor.id, vendor.token)).statusCode).toBe(403);
      expect((await resend('5f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f')).statusCode).toBe(404);
      expect((await resend('nope')).statusCode).toBe(400);
    });
  });
});
