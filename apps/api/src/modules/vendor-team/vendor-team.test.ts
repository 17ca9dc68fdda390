import { randomUUID } from 'node:crypto';
import {
  MESSAGES,
  type SaleDetailDto,
  VENDOR_TEAM_ROLES,
  VENDOR_TEAM_TEXT,
  type VendorTeamRole,
  vendorPermissionsOf,
} from '@soko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import {
  adminToken,
  auditCount,
  createStaff,
  login,
  mailsTo,
  multipartBody,
  type OnboardedVendor,
  onboardVendor,
  stepUp,
  tokenFromMail,
} from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder, setSaleStatus } from '../../test/orders.ts';

let ctx: TestContext;
let owner: OnboardedVendor;
let otherVendor: OnboardedVendor;
const members = {} as Record<VendorTeamRole, Member>;
let ownSaleId: string;
let otherSaleId: string;
let ownProductId: string;
let otherProductId: string;

interface Member {
  id: string;
  email: string;
  name: string;
  password: string;
  token: string;
}

const as = (token: string) => ({ 'x-auth-token': token });
const SOME_ID = '00000000-0000-4000-8000-000000000001';
const PASSWORD = 'PackingBench!2026';
let invited = 0;

/** Invites a member as the owner, sets their password from the mail and signs them in, as they would. */
async function addMember(role: VendorTeamRole, by: OnboardedVendor = owner): Promise<Member> {
  invited += 1;
  const email = `member-${role}-${invited}@team.test`;
  const name = `Member ${role} ${invited}`;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/vendor-team',
    headers: as(by.token),
    payload: { email, name, role },
  });
  if (response.statusCode !== 201) throw new Error(`invite failed: ${response.body}`);
  const id: string = response.json().member._id;
  const resetToken = await tokenFromMail(ctx, email, 'reset');
  const reset = await ctx.app.inject({
    method: 'POST',
    url: `/api/reset/${resetToken}`,
    payload: { pwd: PASSWORD, cPwd: PASSWORD },
  });
  if (reset.statusCode !== 200) throw new Error(`set password failed: ${reset.body}`);
  const signedIn = await login(ctx.app, email, PASSWORD);
  if (!signedIn.token) throw new Error(`member login failed: ${JSON.stringify(signedIn)}`);
  await stepUp(ctx, signedIn.token, PASSWORD);
  return { id, email, name, password: PASSWORD, token: signedIn.token };
}

async function firstSaleOf(vendor: OnboardedVendor): Promise<string> {
  const list = await ctx.app.inject({ method: 'GET', url: '/api/sale/mySales', headers: as(vendor.token) });
  return (list.json() as { items: SaleDetailDto[] }).items[0]?._id ?? '';
}

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await onboardVendor(ctx, { firstName: 'Ama', lastName: 'Owner', displayName: 'Kente House' });
  otherVendor = await onboardVendor(ctx, { firstName: 'Kojo', lastName: 'Other', displayName: 'Bead Works' });
  const ownProduct = await createLiveProduct(ctx, owner, { name: 'Kente scarf' });
  const otherProduct = await createLiveProduct(ctx, otherVendor, { name: 'Glass beads' });
  ownProductId = ownProduct._id;
  otherProductId = otherProduct._id;
  for (const product of [ownProduct, otherProduct]) {
    const placed = await placeOrder(ctx, [{ productId: product._id, qty: 1 }]);
    if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.body}`);
  }
  ownSaleId = await firstSaleOf(owner);
  otherSaleId = await firstSaleOf(otherVendor);
  for (const role of VENDOR_TEAM_ROLES) members[role] = await addMember(role);
}, 120_000);
afterAll(async () => ctx?.close());

const isMemberRefusal = (response: { statusCode: number; body: string }) =>
  response.statusCode === 403 && response.body.includes(VENDOR_TEAM_TEXT.notForRole);

function call(method: string, url: string, token: string) {
  return ctx.app.inject({
    method: method as 'GET',
    url: url.replace(/:[A-Za-z]+/g, SOME_ID).replace('*', 'x'),
    headers: as(token),
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe(`a vendor's team: every route by member role (${testEngine})`, () => {
  it('lets each role reach exactly the routes its permissions name, as the owner would, and refuses the rest', async () => {
    // Every signed-in route of the app, so that a route added later is covered without listing it;
    // signing out goes last, since it ends the session the others use.
    // The notification stream stays open while it is read: its member access ('self') is read below.
    const routes = ctx.app.routeDoors
      .filter((route) => route.door === 'signedIn' && route.url !== '/api/notifications/stream')
      .sort((a, b) => Number(a.url === '/api/logout') - Number(b.url === '/api/logout'));
    expect(routes.length).toBeGreaterThan(100);
    expect(ctx.app.routeDoors.find((route) => route.url === '/api/notifications/stream')?.memberAccess).toBe('self');
    const wrong: string[] = [];
    let allowed = 0;
    let refused = 0;
    for (const route of routes) {
      for (const role of VENDOR_TEAM_ROLES) {
        const access = route.memberAccess;
        const mayCall = access === 'self' || (access !== null && vendorPermissionsOf(role).includes(access));
        const response = await call(route.method, route.url, members[role].token);
        const label = `${route.method} ${route.url} as ${role} (${access ?? 'no member access'})`;
        if (mayCall && isMemberRefusal(response)) wrong.push(`${label}: refused`);
        if (mayCall && access !== 'self') {
          // Acting for the vendor, a member hears what the owner hears.
          const asOwner = await call(route.method, route.url, owner.token);
          if (asOwner.statusCode !== response.statusCode) {
            wrong.push(`${label}: ${response.statusCode}, the owner ${asOwner.statusCode}`);
          }
        }
        if (!mayCall && !isMemberRefusal(response)) wrong.push(`${label}: ${response.statusCode}`);
        if (mayCall) allowed += 1;
        else refused += 1;
      }
    }
    expect(wrong).toEqual([]);
    expect(allowed).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(150);
    // Signing out ended each member's session: they sign in again for the tests that follow.
    for (const role of VENDOR_TEAM_ROLES) {
      const again = await login(ctx.app, members[role].email, PASSWORD);
      await stepUp(ctx, again.token, PASSWORD);
      members[role].token = again.token;
    }
    // The team itself is the owner's only: no member role reaches it.
    for (const route of routes.filter((each) => each.url.startsWith('/api/vendor-team'))) {
      expect(route.memberAccess).toBeNull();
    }
  }, 240_000);

  it("shows each member their vendor's data, never another vendor's", async () => {
    const sales = await ctx.app.inject({ method: 'GET', url: '/api/sale/mySales', headers: as(members.orders.token) });
    expect(sales.statusCode).toBe(200);
    const saleIds = (sales.json() as { items: SaleDetailDto[] }).items.map((sale) => sale._id);
    expect(saleIds).toEqual([ownSaleId]);
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/api/sale/${otherSaleId}`,
      headers: as(members.orders.token),
    });
    expect(other.statusCode).toBe(404);
    const products = await ctx.app.inject({
      method: 'GET',
      url: '/api/product/list',
      headers: as(members.catalogue.token),
    });
    expect(products.statusCode).toBe(200);
    const productIds = JSON.stringify(products.json());
    expect(productIds).toContain(ownProductId);
    expect(productIds).not.toContain(otherProductId);
    const otherProduct = await ctx.app.inject({
      method: 'GET',
      url: `/api/product/${otherProductId}`,
      headers: as(members.catalogue.token),
    });
    expect(otherProduct.statusCode).toBe(404);
  });

  it('names the member in the audit log, on the sale they shipped and on the refund they made', async () => {
    const packer = members.orders;
    expect((await setSaleStatus(ctx, packer.token, ownSaleId, 'Processing')).statusCode).toBe(200);
    expect((await setSaleStatus(ctx, packer.token, ownSaleId, 'Shipped', 'TRK123456')).statusCode).toBe(200);
    const sale = await ctx.app.inject({ method: 'GET', url: `/api/sale/${ownSaleId}`, headers: as(owner.token) });
    const history = (sale.json() as SaleDetailDto).history;
    expect(history.at(-1)).toMatchObject({ to: 'Shipped' });
    expect(history.at(-1)?.by).toEqual({ _id: packer.id, name: packer.name });
    const refunded = await ctx.app.inject({
      method: 'POST',
      url: `/api/sale/${ownSaleId}/refund`,
      headers: { ...as(packer.token), 'idempotency-key': randomUUID() },
      payload: { amount: '5.00', shipping: 0, reason: 'faulty', note: 'Scuffed in the post', restock: [] },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect((refunded.json() as SaleDetailDto).refunds.at(-1)?.by).toEqual({ _id: packer.id, name: packer.name });
    const admin = await adminToken(ctx);
    const audit = await ctx.app.inject({ method: 'GET', url: `/api/audit?actor=${packer.id}`, headers: as(admin) });
    expect(audit.statusCode).toBe(200);
    const entries = audit.json().items as { actor: { _id: string; name: string }; entityId: string }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.actor._id === packer.id && entry.actor.name === packer.name)).toBe(true);
    expect(entries.map((entry) => entry.entityId)).toContain(ownSaleId);
  });

  it('names the member in the audit log for a product import, though the import is applied in the background', async () => {
    const cataloguer = members.catalogue;
    const admin = await adminToken(ctx);
    const exported = await ctx.app.inject({ method: 'GET', url: '/api/product/export.csv', headers: as(owner.token) });
    const body = multipartBody([
      { field: 'file', filename: 'products.csv', contentType: 'text/csv', bytes: exported.rawPayload },
    ]);
    const queued = await ctx.app.inject({
      method: 'POST',
      url: '/api/product/import',
      headers: { ...body.headers, ...as(cataloguer.token) },
      payload: body.payload,
    });
    expect(queued.statusCode, queued.body).toBe(202);
    await ctx.app.jobs.idle();
    const followed = await ctx.app.inject({
      method: 'GET',
      url: `/api/product/import/${queued.json().id}`,
      headers: as(cataloguer.token),
    });
    expect(followed.json()).toMatchObject({ status: 'done', processed: 1 });
    const audit = await ctx.app.inject({
      method: 'GET',
      url: `/api/audit?action=product.import&entityId=${owner.id}`,
      headers: as(admin),
    });
    expect(audit.json().items).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ _id: cataloguer.id, name: cataloguer.name }) }),
    ]);
  });

  it('tells a signed-in member which vendor they act for and what their role allows', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/authVendor',
      headers: as(members.finance.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      _id: members.finance.id,
      email: members.finance.email,
      team: { vendorId: owner.id, vendorName: 'Kente House', role: 'finance', permissions: ['money', 'bank.last4'] },
    });
    const asOwner = await ctx.app.inject({ method: 'GET', url: '/api/authVendor', headers: as(owner.token) });
    expect(asOwner.json().user).toMatchObject({ _id: owner.id, team: null });
  });
  it("saves a member's own details and refuses business details of their own, changing nothing", async () => {
    const member = members.catalogue;
    const me = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/authVendor', headers: as(member.token) })).json().user;
    const before = await me();
    const own = { firstName: before.firstName, lastName: before.lastName, email: before.email, phone: '+61412000999' };
    const business = [
      { displayName: 'My Own Shop' },
      { ABN: '51824753556' },
      { address: { c_address: '1 Market St', suburb: 'Sydney', state: 'NSW', postcode: '2000' } },
      { gstRegistered: true, gstRegisteredFrom: '2026-01-01' },
    ];
    for (const asked of business) {
      const refused = await ctx.app.inject({
        method: 'PUT',
        url: `/api/user/${member.id}`,
        headers: as(member.token),
        payload: { ...own, ...asked },
      });
      expect(refused.statusCode, JSON.stringify(asked)).toBe(400);
      expect(refused.json().errors[0].msg).toBe(VENDOR_TEAM_TEXT.memberBusinessDetails);
    }
    expect(await me()).toEqual(before);
    expect(await auditCount(ctx, 'vendor.gst', member.id)).toBe(0);

    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/${member.id}`,
      headers: as(member.token),
      payload: { ...own, address: { c_address: '', suburb: '', state: '', postcode: '' }, gstRegistered: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().user).toMatchObject({ phone: '+61412000999', ABN: '', displayName: '', gstRegistered: false });
  });
});

describe(`a vendor's team: the owner manages it (${testEngine})`, () => {
  it('lists the team for the owner and for staff on the vendor page, and for no member', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/vendor-team', headers: as(owner.token) });
    expect(list.statusCode).toBe(200);
    const emails = (list.json().items as { email: string; passwordSet: boolean }[]).map((member) => member.email);
    expect(emails).toContain(members.manager.email);
    const staff = await createStaff(ctx, 'verification');
    const asStaff = await ctx.app.inject({
      method: 'GET',
      url: `/api/vendor-team?vendorId=${owner.id}`,
      headers: as(staff.token),
    });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.json().items.map((member: { email: string }) => member.email)).toEqual(emails);
    const otherTeam = await ctx.app.inject({ method: 'GET', url: '/api/vendor-team', headers: as(otherVendor.token) });
    expect(otherTeam.json().items).toEqual([]);
    const asManager = await ctx.app.inject({
      method: 'GET',
      url: '/api/vendor-team',
      headers: as(members.manager.token),
    });
    expect(asManager.statusCode).toBe(403);
  });

  it('refuses an email that already belongs to a vendor, staff or another team, changing nothing', async () => {
    const invite = (email: string, by = owner) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/vendor-team',
        headers: as(by.token),
        payload: { email, name: 'Someone Else', role: 'orders' },
      });
    const vendorEmail = await invite(otherVendor.email.toUpperCase());
    expect(vendorEmail.statusCode).toBe(409);
    expect(vendorEmail.json().errors[0].msg).toBe(VENDOR_TEAM_TEXT.alreadyVendor);
    const staffEmail = await invite(ctx.config.adminEmail);
    expect(staffEmail.json().errors[0].msg).toBe(VENDOR_TEAM_TEXT.alreadyVendor);
    const memberEmail = await invite(members.finance.email, otherVendor);
    expect(memberEmail.statusCode).toBe(409);
    expect(memberEmail.json().errors[0].msg).toBe(VENDOR_TEAM_TEXT.alreadyMember);
    const badRole = await ctx.app.inject({
      method: 'POST',
      url: '/api/vendor-team',
      headers: as(owner.token),
      payload: { email: 'new@team.test', name: 'New', role: 'owner' },
    });
    expect(badRole.statusCode).toBe(400);
    const otherTeam = await ctx.app.inject({ method: 'GET', url: '/api/vendor-team', headers: as(otherVendor.token) });
    expect(otherTeam.json().items).toEqual([]);
  });

  it("changes a member's role from their next call, and only within the owner's own team", async () => {
    const member = await addMember('catalogue');
    const before = await ctx.app.inject({ method: 'GET', url: '/api/sale/mySales', headers: as(member.token) });
    expect(isMemberRefusal(before)).toBe(true);
    const notOwn = await ctx.app.inject({
      method: 'PUT',
      url: `/api/vendor-team/${member.id}`,
      headers: as(otherVendor.token),
      payload: { role: 'manager' },
    });
    expect(notOwn.statusCode).toBe(404);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/vendor-team/${member.id}`,
      headers: as(owner.token),
      payload: { role: 'orders' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().member.role).toBe('orders');
    const after = await ctx.app.inject({ method: 'GET', url: '/api/sale/mySales', headers: as(member.token) });
    expect(after.statusCode).toBe(200);
  });

  it("ends a removed member's sessions at once and keeps them out", async () => {
    const member = await addMember('orders');
    const secondDevice = await login(ctx.app, member.email, member.password);
    const staffToken = (await createStaff(ctx, 'support')).token;
    const byStaff = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/vendor-team/${member.id}`,
      headers: as(staffToken),
    });
    expect(byStaff.statusCode).toBe(403);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/vendor-team/${member.id}`,
      headers: as(owner.token),
    });
    expect(removed.statusCode).toBe(200);
    for (const token of [member.token, secondDevice.token as string]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/sale/mySales', headers: as(token) });
      expect(response.statusCode).toBe(401);
    }
    const again = await login(ctx.app, member.email, member.password);
    expect(again.token).toBeUndefined();
    expect(JSON.stringify(again)).toContain(MESSAGES.accountDeactivated);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/vendor-team', headers: as(owner.token) });
    expect(list.json().items.map((each: { _id: string }) => each._id)).not.toContain(member.id);
    const admin = await adminToken(ctx);
    const audit = await ctx.app.inject({
      method: 'GET',
      url: `/api/audit?entityId=${member.id}&action=team.member.remove`,
      headers: as(admin),
    });
    expect(audit.json().items).toHaveLength(1);
  });

  it('names the store and role in the invitation, resends it on the owner’s word only, and tells a removed member', async () => {
    const email = `invited-${randomUUID()}@team.test`;
    const invite = await ctx.app.inject({
      method: 'POST',
      url: '/api/vendor-team',
      headers: as(owner.token),
      payload: { email, name: 'Esi Invited', role: 'catalogue' },
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const memberId: string = invite.json().member._id;
    const [invitation] = await mailsTo(ctx, email);
    expect(invitation?.subject).toBe('Join Kente House on Soko Seller Centre');
    expect(invitation?.text).toContain(
      'Ama Owner invited you to the team of Kente House on Soko Seller Centre, as Catalogue.',
    );
    expect(invitation?.text).toContain('?invitation=1');

    const resend = (token: string, id = memberId) =>
      ctx.app.inject({ method: 'POST', url: `/api/vendor-team/${id}/invitation`, headers: as(token) });
    expect((await resend(otherVendor.token)).statusCode).toBe(404);
    expect((await resend(members.manager.token)).statusCode).toBe(403);
    const again = await resend(owner.token);
    expect(again.statusCode, again.body).toBe(200);
    const invitations = (await mailsTo(ctx, email)).filter((mail) => mail.template === 'setPassword');
    expect(invitations).toHaveLength(2);
    expect(invitations[0]?.text).toContain('as Catalogue');
    // A member who set their password uses Forgot password instead.
    expect((await resend(owner.token, members.orders.id)).statusCode).toBe(409);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/vendor-team/${memberId}`,
      headers: as(owner.token),
    });
    expect(removed.statusCode).toBe(200);
    const told = (await mailsTo(ctx, email)).filter((mail) => mail.template === 'teamMemberRemoved');
    expect(told.map((mail) => mail.subject)).toEqual(['You are no longer in the team of Kente House']);
  });

  it('lets another vendor invite a removed member, who chooses a new password and sees only the new team', async () => {
    const member = await addMember('orders');
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/vendor-team/${member.id}`,
      headers: as(owner.token),
    });
    expect(removed.statusCode).toBe(200);
    const reinvited = await ctx.app.inject({
      method: 'POST',
      url: '/api/vendor-team',
      headers: as(otherVendor.token),
      payload: { email: member.email, name: 'Returning Packer', role: 'finance' },
    });
    expect(reinvited.statusCode, reinvited.body).toBe(201);
    expect(reinvited.json().member).toMatchObject({ _id: member.id, role: 'finance', passwordSet: false });
    // The old password went with the removal: the mailed link is the way back in.
    expect((await login(ctx.app, member.email, member.password)).token).toBeUndefined();
    const newPassword = 'NewBench!2026';
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/reset/${await tokenFromMail(ctx, member.email, 'reset')}`,
      payload: { pwd: newPassword, cPwd: newPassword },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const signedIn = await login(ctx.app, member.email, newPassword);
    expect(signedIn.token).toBeDefined();
    const me = await ctx.app.inject({ method: 'GET', url: '/api/authVendor', headers: as(signedIn.token as string) });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().user.team).toMatchObject({ vendorId: otherVendor.id, role: 'finance' });
    // Still one team at a time: the first owner cannot take them back while they are in another.
    const twice = await ctx.app.inject({
      method: 'POST',
      url: '/api/vendor-team',
      headers: as(owner.token),
      payload: { email: member.email, name: 'Returning Packer', role: 'orders' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].msg).toBe(VENDOR_TEAM_TEXT.alreadyMember);
  });
});

describe(`a vendor's team: notices by role (${testEngine})`, () => {
  const kindsOf = async (token: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/notifications?limit=50', headers: as(token) });
    expect(response.statusCode).toBe(200);
    return (response.json().items as { kind: string; title: string }[]).map((item) => `${item.kind} ${item.title}`);
  };

  it('tells the owner and the members whose role covers the kind, each once, and no other team', async () => {
    const product = await createLiveProduct(ctx, owner, { name: 'Bolga basket', stock: 4 });
    const placed = await placeOrder(ctx, [{ productId: product._id, qty: 2 }]);
    expect(placed.statusCode).toBe(201);
    const number = placed.json().number;
    const newSale = `sale.new New sale: order #${number}`;
    const lowStock = 'stock.low Running low: Bolga basket';

    const owners = await kindsOf(owner.token);
    expect(owners.filter((kind) => kind === newSale)).toHaveLength(1);
    expect(owners.filter((kind) => kind === lowStock)).toHaveLength(1);
    expect(await kindsOf(members.manager.token)).toEqual(expect.arrayContaining([newSale, lowStock]));
    const packer = await kindsOf(members.orders.token);
    expect(packer).toContain(newSale);
    expect(packer).not.toContain(lowStock);
    const catalogue = await kindsOf(members.catalogue.token);
    expect(catalogue).toContain(lowStock);
    expect(catalogue).not.toContain(newSale);
    const finance = await kindsOf(members.finance.token);
    expect(finance).not.toContain(newSale);
    expect(finance).not.toContain(lowStock);
    expect(await kindsOf(otherVendor.token)).not.toContain(newSale);
  });
});
