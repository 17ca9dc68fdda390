import {
  SHIPPING_RATES_TEXT,
  type VendorAssetResponse,
  type VendorListResponse,
  type VendorSummary,
} from '@soko/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, products, users } from '../../db/schema/index.ts';
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
import { createLiveProduct } from '../../test/orders.ts';

let ctx: TestContext;
let admin: string;
let vendor: OnboardedVendor;
/** A second vendor whose products must never change when the first one's do. */
let other: OnboardedVendor;

const UNKNOWN = '5f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  vendor = await onboardVendor(ctx, { displayName: 'Kente House' });
  other = await onboardVendor(ctx, { displayName: 'Spice Route', firstName: 'Kofi', lastName: 'Boateng' });
  for (const name of ['Kente scarf', 'Kente bag', 'Kente hat']) await createLiveProduct(ctx, vendor, { name });
  for (const name of ['Suya spice', 'Jollof mix']) await createLiveProduct(ctx, other, { name });
});
afterAll(async () => ctx?.close());

type Method = 'GET' | 'PUT' | 'POST' | 'PATCH';
const call = (method: Method, url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { 'x-auth-token': token }, ...(payload ? { payload } : {}) });

const select = (token: string, vendorId: string) => call('GET', `/api/user/ignored/${vendorId}`, token);
const activeVendorOfAdmin = async () =>
  (await ctx.database.db.select().from(accounts).where(eq(accounts.email, ctx.config.adminEmail)))[0]?.activeVendorId;
const accountOf = async (id: string) => (await ctx.database.db.select().from(accounts).where(eq(accounts.id, id)))[0];
const productsOf = (vendorId: string) =>
  ctx.database.db.select().from(products).where(eq(products.vendorId, vendorId)).orderBy(products.name);
const auditTotal = async () => (await ctx.database.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;

/** A snapshot of every product, to show a refused call changed nothing. */
const everyProduct = () => ctx.database.db.select().from(products).orderBy(products.id);

describe(`active vendor (${testEngine})`, () => {
  it('sets the super admin’s active vendor and answers the admin with it', async () => {
    const response = await select(admin, vendor.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      role: 2,
      activeVendor: {
        _id: vendor.id,
        displayName: 'Kente House',
        address: { c_address: '12 Smith St', postcode: '3065', suburb: 'Fitzroy' },
      },
    });
    const me = await call('GET', '/api/authVendor', admin);
    expect(me.json().user.activeVendor._id).toBe(vendor.id);
    expect(await auditCount(ctx, 'vendor.select', vendor.id)).toBe(1);
  });

  it('refuses a vendor with 403, and an admin or unknown account as the vendor with 404', async () => {
    const before = await activeVendorOfAdmin();
    expect((await select(vendor.token, vendor.id)).statusCode).toBe(403);
    const adminId = (await ctx.database.db.select().from(accounts).where(eq(accounts.role, 2)))[0]?.id ?? '';
    expect((await select(admin, adminId)).statusCode).toBe(404);
    expect((await select(admin, UNKNOWN)).statusCode).toBe(404);
    expect((await select(admin, 'nobody')).statusCode).toBe(400);
    expect(await activeVendorOfAdmin()).toBe(before);
  });
});

describe(`vendor list (${testEngine})`, () => {
  const list = (query = '', token = admin) => call('GET', `/api/user/ignored/vendor_all${query}`, token);

  it('answers a page of each tab with the counts of every vendor', async () => {
    const pending = registration({ displayName: 'Waiting Weavers' });
    await ctx.app.inject({ method: 'POST', url: '/api/registerVendor', payload: pending, remoteAddress: '10.7.0.1' });
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body: VendorListResponse = response.json();
    expect(body.allVendor.total).toBe(3);
    expect(body.active.items.map((row) => row.displayName).sort()).toEqual(['Kente House', 'Spice Route']);
    expect(body.inactive.items.map((row) => row.displayName)).toEqual(['Waiting Weavers']);
    expect(body.inactive.items[0]?.onboarding).toBe('emailNotVerified');
    const kente = body.allVendor.items.find((row) => row._id === vendor.id);
    expect(kente).toEqual<VendorSummary>({
      _id: vendor.id,
      displayName: 'Kente House',
      firstName: 'Ama',
      lastName: 'Mensah',
      name: 'Ama Mensah',
      email: vendor.email,
      phone: '+61412345678',
      active: true,
      onboarding: 'active',
      createdAt: expect.any(String),
      products: 3,
      liveProducts: 3,
      sales: 0,
    });
    // The super admin is not a vendor.
    expect(body.allVendor.items.some((row) => row.email === ctx.config.adminEmail)).toBe(false);
  });

  it('searches, sorts and pages each tab on the server', async () => {
    const found: VendorListResponse = (await list('?q=spice')).json();
    expect(found.allVendor.items.map((row) => row._id)).toEqual([other.id]);
    expect(found.active.total).toBe(1);
    expect(found.inactive.total).toBe(0);
    const byEmail: VendorListResponse = (await list(`?q=${encodeURIComponent(vendor.email)}`)).json();
    expect(byEmail.allVendor.items.map((row) => row._id)).toEqual([vendor.id]);

    const byProducts: VendorListResponse = (await list('?sort=-products')).json();
    expect(byProducts.active.items.map((row) => row._id)).toEqual([vendor.id, other.id]);
    const byName: VendorListResponse = (await list('?sort=-name')).json();
    expect(byName.allVendor.items.map((row) => row.displayName)).toEqual([
      'Waiting Weavers',
      'Spice Route',
      'Kente House',
    ]);

    const paged: VendorListResponse = (await list('?sort=name&limit=1&page=2')).json();
    expect(paged.allVendor).toMatchObject({ total: 3, page: 2, limit: 1 });
    expect(paged.allVendor.items.map((row) => row.displayName)).toEqual(['Spice Route']);
  });

  it("answers a later page with every tab's count, empty in the tabs it is past the end of", async () => {
    const past: VendorListResponse = (await list('?sort=name&limit=10&page=50')).json();
    for (const tab of [past.allVendor, past.active, past.inactive]) expect(tab.items).toEqual([]);
    expect([past.allVendor.total, past.active.total, past.inactive.total]).toEqual([3, 2, 1]);
    const second: VendorListResponse = (await list('?sort=name&limit=2&page=2')).json();
    expect(second.allVendor.items.map((row) => row.displayName)).toEqual(['Waiting Weavers']);
    expect([second.active.items, second.inactive.items]).toEqual([[], []]);
    expect([second.allVendor.total, second.active.total, second.inactive.total]).toEqual([3, 2, 1]);
  });

  it('refuses a vendor with 403 and bad queries with 400', async () => {
    expect((await list('', vendor.token)).statusCode).toBe(403);
    for (const query of ['?limit=0', '?limit=101', '?sort=rating', '?page=0']) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0].msg).toBeTruthy();
    }
  });
});

describe(`activate and deactivate (${testEngine})`, () => {
  const setActive = (vendorId: string, body: object, token = admin) =>
    call('PUT', `/api/user/ignored/${vendorId}`, token, body);
  const storeProductsOfActiveVendor = async () =>
    (await call('GET', '/api/store/me', admin)).json().product.map((product: { name: string }) => product.name);

  it('refuses a vendor (403), unknown or admin accounts (404) and bad values (400), changing nothing', async () => {
    const adminId = (await ctx.database.db.select().from(accounts).where(eq(accounts.role, 2)))[0]?.id ?? '';
    const audits = await auditTotal();
    expect((await setActive(other.id, { active: false }, vendor.token)).statusCode).toBe(403);
    expect((await setActive(UNKNOWN, { active: false })).statusCode).toBe(404);
    expect((await setActive(adminId, { active: false })).statusCode).toBe(404);
    expect((await setActive(other.id, { active: 'no' })).statusCode).toBe(400);
    expect((await accountOf(other.id))?.active).toBe(true);
    expect((await call('GET', '/api/authVendor', other.token)).statusCode).toBe(200);
    expect(await auditTotal()).toBe(audits);
  });

  it('toggles with a bare PUT, no body and no content type, as the spec’s client sends it', async () => {
    const third = await onboardVendor(ctx, { displayName: 'Bare Toggle Crafts' });
    const bare = () =>
      ctx.app.inject({ method: 'PUT', url: `/api/user/ignored/${third.id}`, headers: { 'x-auth-token': admin } });
    const off = await bare();
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ msg: 'Vendor deactivated', vendor: { _id: third.id, active: false } });
    expect((await accountOf(third.id))?.active).toBe(false);
    const on = await bare();
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ vendor: { _id: third.id, active: true } });
    expect((await accountOf(third.id))?.active).toBe(true);
  });

  it('ends a deactivated vendor’s sessions at once and takes their products off the storefront', async () => {
    await select(admin, other.id);
    expect(await storeProductsOfActiveVendor()).toHaveLength(2);
    const versionBefore = (await accountOf(other.id))?.tokenVersion ?? 0;

    const response = await setActive(other.id, { active: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      msg: 'Vendor deactivated',
      vendor: { _id: other.id, active: false, onboarding: 'deactivated' },
    });
    expect((await accountOf(other.id))?.tokenVersion).toBe(versionBefore + 1);
    expect(await auditCount(ctx, 'vendor.deactivate', other.id)).toBe(1);

    const refused = await call('GET', '/api/product/list', other.token);
    expect(refused.statusCode).toBe(401);
    const relogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/loginVendor',
      payload: { email: other.email, password: other.password },
      remoteAddress: '10.7.0.2',
    });
    expect(relogin.statusCode).toBe(403);
    expect(await storeProductsOfActiveVendor()).toEqual([]);
    const tabs: VendorListResponse = (await call('GET', '/api/user/x/vendor_all', admin)).json();
    expect(tabs.inactive.items.map((row) => row._id)).toContain(other.id);
    expect(tabs.active.items.map((row) => row._id)).not.toContain(other.id);

    // Asking for the state it is already in changes nothing and records nothing.
    expect((await setActive(other.id, { active: false })).statusCode).toBe(200);
    expect(await auditCount(ctx, 'vendor.deactivate', other.id)).toBe(1);
  });

  it('reactivates (toggling without a body): products return, old tokens stay ended, a new login works', async () => {
    const response = await setActive(other.id, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ msg: 'Vendor activated', vendor: { active: true, onboarding: 'active' } });
    expect(await auditCount(ctx, 'vendor.activate', other.id)).toBe(1);
    expect((await storeProductsOfActiveVendor()).sort()).toEqual(['Jollof mix', 'Suya spice']);
    expect((await call('GET', '/api/authVendor', other.token)).statusCode).toBe(401);
    const fresh = await login(ctx.app, other.email, other.password);
    expect(fresh.token).toEqual(expect.any(String));
    other = { ...other, token: fresh.token };
    expect((await call('GET', '/api/authVendor', other.token)).statusCode).toBe(200);
  });
});

describe(`create a vendor (${testEngine})`, () => {
  const vendorBody = (overrides: Record<string, unknown> = {}) => ({
    email: 'adwoa@example.com',
    firstName: 'Adwoa',
    lastName: 'Owusu',
    displayName: 'Adinkra Prints',
    c_address: '3 King St',
    suburb: 'Newtown',
    state: 'NSW',
    postcode: '2042',
    phone: '0412 000 111',
    ABN: '51 824 753 556',
    ...overrides,
  });
  const create = (body: object, token = admin) => call('POST', '/api/vendor', token, body);
  const userCount = async () => (await ctx.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;

  it('refuses a vendor (403) and bad values (400), creating nothing and mailing nobody', async () => {
    const before = await userCount();
    expect((await create(vendorBody(), vendor.token)).statusCode).toBe(403);
    const bad = await create(vendorBody({ ABN: '123', postcode: 'abcd', displayName: '' }));
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { param?: string }) => error.param)
        .sort(),
    ).toEqual(['ABN', 'displayName', 'postcode']);
    expect((await create(vendorBody({ email: vendor.email }))).statusCode).toBe(409);
    expect(await userCount()).toBe(before);
    expect(await mailsTo(ctx, 'adwoa@example.com')).toEqual([]);
  });

  it('creates a verified, activated vendor who sets a password from the email and signs in at once', async () => {
    const response = await create(vendorBody({ email: 'Adwoa@Example.com' }));
    expect(response.statusCode).toBe(201);
    const created: VendorSummary = response.json().vendor;
    expect(created).toMatchObject({
      displayName: 'Adinkra Prints',
      email: 'adwoa@example.com',
      phone: '+61412000111',
      active: true,
      onboarding: 'passwordNotSet',
      products: 0,
    });
    expect(await auditCount(ctx, 'vendor.create', created._id)).toBe(1);
    const account = await accountOf(created._id);
    expect(account).toMatchObject({ passwordHash: null, identityStatus: 'approved', abn: '51824753556' });
    expect(account?.emailVerifiedAt).not.toBeNull();
    expect(account?.activatedAt).not.toBeNull();

    const mails = await mailsTo(ctx, 'adwoa@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.template).toBe('setPassword');
    // The account has no password to send; the only secret in the mail is the single-use link.
    expect(mails[0]?.text.replace(/http\S+/g, '')).not.toMatch(/[A-Za-z0-9_-]{12,}/);
    const token = await tokenFromMail(ctx, 'adwoa@example.com', 'reset');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/reset/${token}` })).statusCode).toBe(200);
    const set = await ctx.app.inject({
      method: 'POST',
      url: `/api/reset/${token}`,
      payload: { pwd: 'adinkra-prints-42', cPwd: 'adinkra-prints-42' },
    });
    expect(set.statusCode).toBe(200);
    const signedIn = await login(ctx.app, 'adwoa@example.com', 'adinkra-prints-42');
    expect(signedIn.token).toEqual(expect.any(String));
    expect(signedIn.action).toBeUndefined();
  });
});

describe(`edit vendor details (${testEngine})`, () => {
  const edit = (vendorId: string, body: object, token = admin) =>
    call('PUT', `/api/vendor/ignored/${vendorId}`, token, body);
  const details = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Ama',
    lastName: 'Mensah',
    email: vendor.email,
    displayName: 'Kente House & Co',
    phone: '0412 345 678',
    ABN: '51 824 753 556',
    address: { c_address: '14 Smith St', suburb: 'Fitzroy', state: 'VIC', postcode: '3065' },
    ...overrides,
  });

  it('refuses a vendor (403), unknown ids (404) and bad values (400), changing nothing', async () => {
    const before = await accountOf(vendor.id);
    expect((await edit(vendor.id, details(), other.token)).statusCode).toBe(403);
    expect((await edit(UNKNOWN, details())).statusCode).toBe(404);
    const bad = await edit(vendor.id, details({ firstName: '', ABN: '1' }));
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { param?: string }) => error.param)
        .sort(),
    ).toEqual(['ABN', 'firstName']);
    expect((await edit(vendor.id, details({ email: other.email }))).statusCode).toBe(409);
    expect(await accountOf(vendor.id)).toEqual(before);
    expect(await auditCount(ctx, 'vendor.update', vendor.id)).toBe(0);
  });

  it('saves the fields with one audit entry of what changed', async () => {
    const response = await edit(vendor.id, details());
    expect(response.statusCode).toBe(200);
    expect(response.json().vendor.user).toMatchObject({
      displayName: 'Kente House & Co',
      address: { c_address: '14 Smith St' },
    });
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'vendor.update'));
    expect(entry).toMatchObject({
      entityId: vendor.id,
      before: { displayName: 'Kente House', address: '12 Smith St' },
      after: { displayName: 'Kente House & Co', address: '14 Smith St' },
    });
    expect(await auditCount(ctx, 'vendor.update', vendor.id)).toBe(1);
  });

  it('keeps a new email pending until the vendor opens the link sent to it', async () => {
    const response = await edit(vendor.id, details({ email: 'ama.new@example.com' }));
    expect(response.statusCode).toBe(200);
    expect(await accountOf(vendor.id)).toMatchObject({ email: vendor.email, pendingEmail: 'ama.new@example.com' });
    expect((await mailsTo(ctx, 'ama.new@example.com'))[0]?.template).toBe('verifyEmail');
    expect((await mailsTo(ctx, vendor.email))[0]?.template).toBe('emailChangeRequested');
  });
});

describe(`vendor asset and bulk product settings (${testEngine})`, () => {
  const asset = (vendorId: string, token = admin) => call('GET', `/api/vendor/ignored/${vendorId}/asset`, token);
  const patch = (vendorId: string, path: string, body: object, token = admin) =>
    call('PATCH', `/api/vendor/ignored/${vendorId}/${path}`, token, body);

  it('answers the vendor with their first page of products and sales', async () => {
    const response = await asset(vendor.id);
    expect(response.statusCode).toBe(200);
    const body: VendorAssetResponse = response.json();
    expect(body.vendor.user._id).toBe(vendor.id);
    expect(body.vendor.summary.products).toBe(3);
    expect(body.vendor.salePercentage).toBe(0);
    expect(body.vendor.shippingProvider).toBe('Fixed Delivery');
    expect(body.products).toMatchObject({ total: 3, page: 1, limit: 9 });
    expect(body.products.items.every((product) => product.user === vendor.id)).toBe(true);
    expect(body.sales).toMatchObject({ items: [], total: 0, page: 1, limit: 10 });
    expect((await asset(vendor.id, vendor.token)).statusCode).toBe(403);
    expect((await asset(UNKNOWN)).statusCode).toBe(404);
  });

  it('refuses a vendor (403), unknown ids (404) and bad values (400) on every bulk call, changing nothing', async () => {
    const before = await everyProduct();
    const audits = await auditTotal();
    const calls: [string, object, object][] = [
      ['productStatus', { status: 'paused' }, { status: 'sold' }],
      ['saleUpdate', { percentage: 20 }, { percentage: 15 }],
      ['saleUpdate', { percentage: 20 }, { percentage: null }],
      ['updateShipping', { shipping: 'TransDirect' }, { shipping: 'DHL' }],
    ];
    for (const [path, good, bad] of calls) {
      expect((await patch(vendor.id, path, good, vendor.token)).statusCode, path).toBe(403);
      expect((await patch(UNKNOWN, path, good)).statusCode, path).toBe(404);
      const refused = await patch(vendor.id, path, bad);
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json().errors[0].msg).toBeTruthy();
    }
    expect(await everyProduct()).toEqual(before);
    expect(await auditTotal()).toBe(audits);
  });

  it('pauses all and activates all of one vendor’s products, and nobody else’s', async () => {
    const othersBefore = await productsOf(other.id);
    const paused = await patch(vendor.id, 'productStatus', { status: 'paused' });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ msg: '3 products paused', count: 3, vendor: { pausedProducts: 3 } });
    expect((await productsOf(vendor.id)).map((product) => product.status)).toEqual(['paused', 'paused', 'paused']);
    expect(await productsOf(other.id)).toEqual(othersBefore);
    expect(await auditCount(ctx, 'vendor.products.pause', vendor.id)).toBe(1);
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'vendor.products.pause'));
    expect(entry).toMatchObject({ before: { active: 3 }, after: { status: 'paused', count: 3 } });

    const activated = await patch(vendor.id, 'productStatus', { status: 'active' });
    expect(activated.json()).toMatchObject({ count: 3, vendor: { pausedProducts: 0 } });
    expect(await auditCount(ctx, 'vendor.products.activate', vendor.id)).toBe(1);
    expect(await productsOf(other.id)).toEqual(othersBefore);
  });

  it('puts every product of the vendor on sale, and ends the sale with 0', async () => {
    const othersBefore = await productsOf(other.id);
    const response = await patch(vendor.id, 'saleUpdate', { percentage: 80 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ count: 3, vendor: { salePercentage: 80 } });
    expect((await productsOf(vendor.id)).map((product) => product.salesPercentage)).toEqual([80, 80, 80]);
    const listed = (await call('GET', `/api/product/list?vendorId=${vendor.id}`, admin)).json().items;
    expect(
      listed.map((product: { sales: boolean; salesPrice: number }) => [product.sales, product.salesPrice]),
    ).toEqual([
      [true, 9.1],
      [true, 9.1],
      [true, 9.1],
    ]);
    expect(await productsOf(other.id)).toEqual(othersBefore);
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'vendor.sale'));
    expect(entry).toMatchObject({ before: { '0': 3 }, after: { salesPercentage: 80, count: 3 } });

    const ended = await patch(vendor.id, 'saleUpdate', { percentage: 0 });
    expect(ended.json()).toMatchObject({ msg: 'Sale ended on 3 products', vendor: { salePercentage: 0 } });
    expect((await productsOf(vendor.id)).map((product) => product.salesPercentage)).toEqual([0, 0, 0]);
    expect(await auditCount(ctx, 'vendor.sale', vendor.id)).toBe(2);
  });

  it('sets the shipping provider of every product of the vendor, and nobody else’s', async () => {
    const othersBefore = await productsOf(other.id);
    // A carrier needs a rate for the vendor first (here the marketplace's default), or its paid products could not be ordered.
    const noRate = await patch(vendor.id, 'updateShipping', { shipping: 'TransDirect' });
    expect(noRate.statusCode).toBe(400);
    expect(noRate.json().errors).toEqual([
      { msg: SHIPPING_RATES_TEXT.vendorRateMissing('TransDirect'), param: 'shipping' },
    ]);
    const rate = await call('PUT', '/api/shipping-rates', admin, {
      rates: [{ provider: 'TransDirect', perParcel: 8, perKg: 1 }],
    });
    expect(rate.statusCode).toBe(200);
    const response = await patch(vendor.id, 'updateShipping', { shipping: 'TransDirect' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ count: 3, vendor: { shippingProvider: 'TransDirect' } });
    expect((await productsOf(vendor.id)).map((product) => product.shippingProvider)).toEqual([
      'TransDirect',
      'TransDirect',
      'TransDirect',
    ]);
    expect(await productsOf(other.id)).toEqual(othersBefore);
    expect(await auditCount(ctx, 'vendor.shipping', vendor.id)).toBe(1);
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'vendor.shipping'));
    expect(entry).toMatchObject({
      before: { 'Fixed Delivery': 3 },
      after: { shippingProvider: 'TransDirect', count: 3 },
    });
  });
});
