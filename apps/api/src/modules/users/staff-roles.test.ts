import {
  ADMIN_TEXT,
  hasPermission,
  MESSAGES,
  type Permission,
  ROLE_STAFF,
  ROLE_SUPER_ADMIN,
  STAFF_ROLE_PERMISSIONS,
  STAFF_ROLES,
  type StaffRole,
} from '@soko/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import {
  adminToken,
  auditCount,
  createStaff,
  login,
  multipartBody,
  type OnboardedVendor,
  onboardVendor,
  type StaffAccount,
  stepUp,
} from '../../test/fixtures.ts';

let ctx: TestContext;
let admin: string;
let vendor: OnboardedVendor;
const staff = {} as Record<StaffRole, StaffAccount>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  vendor = await onboardVendor(ctx, { firstName: 'Ama', lastName: 'Mensah', displayName: 'Kente House' });
  for (const role of STAFF_ROLES) staff[role] = await createStaff(ctx, role);
});
afterAll(async () => ctx?.close());

const as = (token: string) => ({ 'x-auth-token': token });
const SOME_ID = '00000000-0000-4000-8000-000000000001';
/**
 * Bodies that name each step of a route whose permission follows its body: PUT /api/returns/{id}
 * (refunding), PUT /api/sale/{id}/status/{userId} (cancelling refunds the buyer).
 */
const STEP_BODIES = [{ status: 'refunded' }, { status: 'approved' }, { status: 'Cancel' }, { status: 'Shipped' }];

function call(method: string, url: string, token: string, payload?: object) {
  return ctx.app.inject({
    method: method as 'GET',
    url: url.replace(/:[A-Za-z]+/g, SOME_ID),
    headers: as(token),
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: payload ?? {} }),
  });
}

describe(`route-by-role matrix (${testEngine})`, () => {
  it('guards every staff route with one permission, and answers 403 to each role without it', async () => {
    const routes = ctx.app.routeAccess;
    // Every staff screen's calls: the users, vendors, verification, catalogue, money and audit routes.
    expect(routes.length).toBeGreaterThan(60);
    const refused: string[] = [];
    const wronglyAllowed: string[] = [];
    const wronglyRefused: string[] = [];
    for (const route of routes) {
      const bodies = typeof route.permission === 'function' ? STEP_BODIES : [undefined];
      for (const body of bodies) {
        const needed: Permission =
          typeof route.permission === 'function' ? route.permission({ body } as FastifyRequest) : route.permission;
        for (const role of STAFF_ROLES) {
          const response = await call(route.method, route.url, staff[role].token, body);
          const allowed = hasPermission({ role: ROLE_STAFF, staffRole: role }, needed);
          const label = `${route.method} ${route.url} ${JSON.stringify(body ?? {})} as ${role} (${needed})`;
          if (!allowed && response.statusCode !== 403) wronglyAllowed.push(`${label}: ${response.statusCode}`);
          if (allowed && response.statusCode === 403) wronglyRefused.push(`${label}: ${response.body}`);
          if (!allowed) refused.push(label);
        }
        const asAdmin = await call(route.method, route.url, admin, body);
        if (asAdmin.statusCode === 403) wronglyRefused.push(`${route.method} ${route.url} as super admin`);
        if (route.audience === 'staff') {
          const asVendor = await call(route.method, route.url, vendor.token, body);
          if (asVendor.statusCode !== 403)
            wronglyAllowed.push(`${route.method} ${route.url} as vendor: ${asVendor.statusCode}`);
        }
      }
    }
    expect(wronglyAllowed).toEqual([]);
    expect(wronglyRefused).toEqual([]);
    expect(refused.length).toBeGreaterThan(100);
  }, 120_000);

  it('refuses with the same answer whatever the body, before validating it', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/transfer/aba',
      headers: as(staff.support.token),
      payload: { nonsense: true },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].msg).toBeTruthy();
  });

  it('tells the signed-in staff member their role and permissions', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/authVendor', headers: as(staff.finance.token) });
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user).toMatchObject({ role: ROLE_STAFF, staffRole: 'finance', activeVendor: null });
    expect(user.permissions).toEqual([...STAFF_ROLE_PERMISSIONS.finance]);
    const asVendor = await ctx.app.inject({ method: 'GET', url: '/api/authVendor', headers: as(vendor.token) });
    expect(asVendor.json().user).toMatchObject({ role: 1, staffRole: null, permissions: [] });
  });

  it("lets staff read every vendor's data their role covers", async () => {
    const sales = await ctx.app.inject({ method: 'GET', url: '/api/sale/list', headers: as(staff.support.token) });
    expect(sales.statusCode).toBe(200);
    const vendors = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/any/vendor_all',
      headers: as(staff.verification.token),
    });
    expect(vendors.statusCode).toBe(200);
    expect(JSON.stringify(vendors.json())).toContain('Kente House');
    const products = await ctx.app.inject({
      method: 'GET',
      url: `/api/product/list?vendorId=${vendor.id}`,
      headers: as(staff.catalogue.token),
    });
    expect(products.statusCode).toBe(200);
  });
});

describe(`staff accounts (${testEngine})`, () => {
  const create = (payload: object, token = admin) =>
    ctx.app.inject({ method: 'POST', url: '/api/user', headers: as(token), payload });
  const changeRole = (id: string, payload: object, token = admin) =>
    ctx.app.inject({ method: 'PUT', url: `/api/user/${id}/role`, headers: as(token), payload });
  const setActive = (id: string, active: boolean, token = admin) =>
    ctx.app.inject({ method: 'PUT', url: `/api/user/${id}/active`, headers: as(token), payload: { active } });

  it('creates a staff account only with a staff role, and a staff role only for staff', async () => {
    const base = { firstName: 'Kofi', lastName: 'Boateng', email: 'kofi.staff@soko.test' };
    const missing = await create({ ...base, role: ROLE_STAFF });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ param: 'staffRole', msg: ADMIN_TEXT.staffRoleInvalid });
    const unknown = await create({ ...base, role: ROLE_STAFF, staffRole: 'owner' });
    expect(unknown.statusCode).toBe(400);
    const vendorWithRole = await create({ ...base, role: 1, staffRole: 'finance' });
    expect(vendorWithRole.statusCode).toBe(400);
    expect(vendorWithRole.json().errors[0].msg).toBe(ADMIN_TEXT.staffRoleOnlyForStaff);
    const made = await create({ ...base, role: ROLE_STAFF, staffRole: 'catalogue' });
    expect(made.statusCode).toBe(201);
    expect(made.json().user).toMatchObject({ role: ROLE_STAFF, staffRole: 'catalogue', onboarding: 'passwordNotSet' });
  });

  it("changes a staff member's role, audited, and the new permissions apply at the next call", async () => {
    const member = await createStaff(ctx, 'catalogue');
    const before = await ctx.app.inject({ method: 'GET', url: '/api/sale/list', headers: as(member.token) });
    expect(before.statusCode).toBe(403);
    const changed = await changeRole(member.id, { role: ROLE_STAFF, staffRole: 'support' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ msg: 'Role changed to Staff: Support', user: { staffRole: 'support' } });
    const after = await ctx.app.inject({ method: 'GET', url: '/api/sale/list', headers: as(member.token) });
    expect(after.statusCode).toBe(200);
    expect(await auditCount(ctx, 'user.role', member.id)).toBe(1);
    const same = await changeRole(member.id, { role: ROLE_STAFF, staffRole: 'support' });
    expect(same.statusCode).toBe(200);
    expect(await auditCount(ctx, 'user.role', member.id)).toBe(1);
  });

  it("refuses a staff role without a name, a vendor's account, one's own role and non-super-admins", async () => {
    const member = await createStaff(ctx, 'finance');
    const noName = await changeRole(member.id, { role: ROLE_STAFF });
    expect(noName.statusCode).toBe(400);
    const toVendor = await changeRole(member.id, { role: 1 });
    expect(toVendor.statusCode).toBe(400);
    expect(toVendor.json().errors[0].msg).toBe(ADMIN_TEXT.staffRoleChangeInvalid);
    const vendorAccount = await changeRole(vendor.id, { role: ROLE_STAFF, staffRole: 'finance' });
    expect(vendorAccount.statusCode).toBe(409);
    expect(vendorAccount.json().errors[0].msg).toBe(ADMIN_TEXT.vendorNotStaff);
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/authVendor', headers: as(admin) })).json().user;
    const own = await changeRole(me._id, { role: ROLE_STAFF, staffRole: 'finance' });
    expect(own.statusCode).toBe(403);
    expect(own.json().errors[0].msg).toBe(ADMIN_TEXT.notOwnRole);
    const bySupport = await changeRole(member.id, { role: ROLE_SUPER_ADMIN }, staff.support.token);
    expect(bySupport.statusCode).toBe(403);
    const unchanged = await ctx.app.inject({ method: 'GET', url: '/api/authVendor', headers: as(member.token) });
    expect(unchanged.json().user).toMatchObject({ role: ROLE_STAFF, staffRole: 'finance' });
  });

  it('never leaves the marketplace without an active super admin, even when two demote each other at once', async () => {
    const second = await createStaff(ctx, 'verification');
    expect((await changeRole(second.id, { role: ROLE_SUPER_ADMIN })).statusCode).toBe(200);
    const secondAdmin = (await login(ctx.app, second.email, 'StaffMember!2026')).token as string;
    await stepUp(ctx, secondAdmin, 'StaffMember!2026');
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/authVendor', headers: as(admin) })).json().user;
    const [first, other] = await Promise.all([
      changeRole(second.id, { role: ROLE_STAFF, staffRole: 'finance' }),
      changeRole(me._id, { role: ROLE_STAFF, staffRole: 'finance' }, secondAdmin),
    ]);
    // One goes through. The other is refused: 409 when both were checked before either changed
    // anything, 403 when its caller had already been demoted by the other.
    const statuses = [first.statusCode, other.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const superAdmins = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, ROLE_SUPER_ADMIN), eq(users.active, true)));
    expect(superAdmins).toHaveLength(1);
    if (first.statusCode !== 200) {
      // The original super admin was the one demoted: the second restores them, and steps down.
      expect((await changeRole(me._id, { role: ROLE_SUPER_ADMIN }, secondAdmin)).statusCode).toBe(200);
      expect((await changeRole(second.id, { role: ROLE_STAFF, staffRole: 'finance' })).statusCode).toBe(200);
    }
    // The second account is finance staff now, whichever went first: it no longer manages users.
    const demoted = await changeRole(me._id, { role: ROLE_STAFF, staffRole: 'finance' }, secondAdmin);
    expect(demoted.statusCode).toBe(403);
  });

  it('deactivates an account, ending its sessions with the reason, and reactivates it', async () => {
    const member = await createStaff(ctx, 'support');
    const off = await setActive(member.id, false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      msg: ADMIN_TEXT.userDeactivated,
      user: { active: false, onboarding: 'deactivated' },
    });
    const next = await ctx.app.inject({ method: 'GET', url: '/api/sale/list', headers: as(member.token) });
    expect(next.statusCode).toBe(401);
    expect(next.json().errors[0].msg).toBe(MESSAGES.accountDeactivated);
    const signIn = await login(ctx.app, member.email, 'StaffMember!2026');
    expect(signIn.token).toBeUndefined();
    expect(await auditCount(ctx, 'user.deactivate', member.id)).toBe(1);
    const on = await setActive(member.id, true);
    expect(on.json()).toMatchObject({ msg: ADMIN_TEXT.userReactivated, user: { active: true } });
    const again = await login(ctx.app, member.email, 'StaffMember!2026');
    expect(typeof again.token).toBe('string');
    expect(await auditCount(ctx, 'user.activate', member.id)).toBe(1);
  });

  it("deactivates a vendor's account from the users list too, and refuses one's own", async () => {
    const other = await onboardVendor(ctx, { firstName: 'Esi', lastName: 'Owusu', displayName: 'Owusu Crafts' });
    expect((await setActive(other.id, false)).statusCode).toBe(200);
    const next = await ctx.app.inject({ method: 'GET', url: '/api/sale/mySales', headers: as(other.token) });
    expect(next.json().errors[0].msg).toBe(MESSAGES.accountDeactivated);
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/authVendor', headers: as(admin) })).json().user;
    const own = await setActive(me._id, false);
    expect(own.statusCode).toBe(403);
    expect(own.json().errors[0].msg).toBe(ADMIN_TEXT.notOwnAccount);
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/${other.id}/active`,
      headers: as(admin),
      payload: { active: 'no' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lets vendors write to support staff, and not to staff of other roles', async () => {
    const recipients = await ctx.app.inject({
      method: 'GET',
      url: '/api/message/recipients',
      headers: as(vendor.token),
    });
    const ids = (recipients.json().items as { _id: string }[]).map((party) => party._id);
    expect(ids).toContain(staff.support.id);
    expect(ids).not.toContain(staff.finance.id);
    const write = (to: string) => {
      const body = multipartBody([], { to, subject: 'Hello', body: 'Are my products approved?' });
      return ctx.app.inject({
        method: 'POST',
        url: '/api/message',
        headers: { ...body.headers, ...as(vendor.token) },
        payload: body.payload,
      });
    };
    expect((await write(staff.support.id)).statusCode).toBe(201);
    const toFinance = await write(staff.finance.id);
    expect(toFinance.statusCode).toBeGreaterThanOrEqual(400);
    expect(toFinance.statusCode).toBeLessThan(500);
  });
});
