import { Writable } from 'node:stream';
import { ABR_TEXT, type AbrCheck } from '@soko/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { accounts, users } from '../../db/schema/index.ts';
import { type AbrReplayServer, startAbrReplayServer } from '../../test/abr-replay-server.ts';
import { createTestApp, type TestContext, testConfig } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, fromAddress, mailsTo, onboardVendor, registration } from '../../test/fixtures.ts';
import { retryAbrChecks } from './abr-retry.ts';

/** The recorded answers (test/abr-recordings.ts). */
const KENTE_HOUSE_PTY_LTD = '11100000131';
const CANCELLED = '22100002842';
const OKAFOR_AMARA_NGOZI = '33100000893';
const BAOBAB_TRADING_PTY_LTD = '44100000694';
const UNKNOWN_TO_THE_REGISTER = '55100000495';
/** Unknown too, and no vendor's of these tests: another vendor's ABN would be refused. */
const ALSO_UNKNOWN = '12000000154';

const GUID = 'test-guid-0f7c29d4-not-a-real-one';

let ip = 600;

async function register(ctx: TestContext, overrides: Record<string, unknown>) {
  const body = registration(overrides);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/registerVendor',
    payload: body,
    remoteAddress: fromAddress(ip++),
  });
  return { body, response };
}

/** The register's answer as staff see it when they review the vendor. */
async function staffSees(ctx: TestContext, vendorId: string): Promise<AbrCheck> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/vendor/any/${vendorId}/documents`,
    headers: { 'x-auth-token': await adminToken(ctx) },
  });
  expect(response.statusCode).toBe(200);
  return response.json().abr;
}

async function userCount(ctx: TestContext) {
  return (await ctx.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;
}

/** Every line the server logs, as a log shipper would receive it. */
function logCollector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, text: () => lines.join('\n') };
}

describe(`ABN lookups with the ABR answering (${testEngine})`, () => {
  let abr: AbrReplayServer;
  let ctx: TestContext;
  const log = logCollector();

  beforeAll(async () => {
    abr = await startAbrReplayServer();
    ctx = await createTestApp({
      config: { abr: abr.settings(GUID), logLevel: 'warn' },
      logger: { stream: log.stream },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await abr?.close();
  });

  it('refuses a cancelled ABN at registration, creating nothing', async () => {
    const before = await userCount(ctx);
    const { body, response } = await register(ctx, { ABN: CANCELLED });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ msg: ABR_TEXT.abnCancelled, param: 'ABN' }]);
    expect(await userCount(ctx)).toBe(before);
    expect(await mailsTo(ctx, body.email)).toHaveLength(0);
  });

  it("records an active ABN with the register's name and GST date, asking with the GUID", async () => {
    const { response } = await register(ctx, { ABN: KENTE_HOUSE_PTY_LTD, displayName: 'Kente House' });
    expect(response.statusCode).toBe(201);
    const asked = abr.requests.at(-1);
    expect(asked?.get('abn')).toBe(KENTE_HOUSE_PTY_LTD);
    expect(asked?.get('guid')).toBe(GUID);
    const seen = await staffSees(ctx, response.json().user._id);
    expect(seen).toMatchObject({
      status: 'active',
      entityName: 'KENTE HOUSE PTY LTD',
      gstFrom: '2019-07-01',
      checkedAt: expect.any(String),
      nameMismatch: false,
    });
  });

  it('registers an ABN the register does not know, recorded as not found for staff to see', async () => {
    const { response } = await register(ctx, { ABN: UNKNOWN_TO_THE_REGISTER });
    expect(response.statusCode).toBe(201);
    expect(await staffSees(ctx, response.json().user._id)).toMatchObject({
      status: 'not_found',
      entityName: null,
      checkedAt: expect.any(String),
    });
  });

  it('matches a sole trader by their own name, in the order the register writes it', async () => {
    const { response } = await register(ctx, {
      ABN: OKAFOR_AMARA_NGOZI,
      firstName: 'Amara',
      lastName: 'Okafor',
      displayName: 'Amara Crafts',
    });
    expect(response.statusCode).toBe(201);
    expect(await staffSees(ctx, response.json().user._id)).toMatchObject({
      entityName: 'OKAFOR, AMARA NGOZI',
      nameMismatch: false,
    });
  });

  it('matches a business trading under a name registered to the ABN, not its entity name', async () => {
    const { response } = await register(ctx, { ABN: BAOBAB_TRADING_PTY_LTD, displayName: 'Savanna Goods' });
    expect(response.statusCode).toBe(201);
    expect(await staffSees(ctx, response.json().user._id)).toMatchObject({
      entityName: 'BAOBAB TRADING PTY LTD',
      nameMismatch: false,
    });
  });

  it("flags in the verification queue a register's name that is neither the business's nor the vendor's", async () => {
    const matching = await onboardVendor(ctx, { ABN: KENTE_HOUSE_PTY_LTD, displayName: 'Kente House Pty. Ltd.' });
    const other = await onboardVendor(ctx, { ABN: BAOBAB_TRADING_PTY_LTD, displayName: 'Kente House' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/vendor/verification?status=approved&limit=100',
      headers: { 'x-auth-token': await adminToken(ctx) },
    });
    const rows: { _id: string; abr: AbrCheck }[] = response.json().items;
    expect(rows.find((row) => row._id === matching.id)?.abr).toMatchObject({ status: 'active', nameMismatch: false });
    expect(rows.find((row) => row._id === other.id)?.abr).toMatchObject({
      status: 'active',
      entityName: 'BAOBAB TRADING PTY LTD',
      nameMismatch: true,
    });
  });

  it('checks the new ABN a verified vendor asks for, refusing a cancelled one, and keeps the answer once staff approve it', async () => {
    const vendor = await onboardVendor(ctx, { ABN: KENTE_HOUSE_PTY_LTD, displayName: 'Kente House' });
    const change = (ABN: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/user/${vendor.id}`,
        headers: { 'x-auth-token': vendor.token },
        payload: { firstName: 'Ama', lastName: 'Mensah', email: vendor.email, ABN },
      });

    const refused = await change(CANCELLED);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ msg: ABR_TEXT.abnCancelled, param: 'ABN' }]);
    const [kept] = await ctx.database.db.select().from(accounts).where(eq(accounts.id, vendor.id));
    expect(kept?.abn).toBe(KENTE_HOUSE_PTY_LTD);
    expect(kept?.pendingChange).toBeNull();

    // The register's answer describes the ABN in force: while the new one waits, staff see the old one's.
    expect((await change(ALSO_UNKNOWN)).statusCode).toBe(200);
    expect(await staffSees(ctx, vendor.id)).toMatchObject({ status: 'active', entityName: 'KENTE HOUSE PTY LTD' });
    const asked = abr.requests.length;
    expect((await change(ALSO_UNKNOWN)).statusCode).toBe(200);
    expect(abr.requests).toHaveLength(asked);

    const approved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/vendor/any/${vendor.id}/changes`,
      headers: { 'x-auth-token': await adminToken(ctx) },
      payload: { approved: true },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(abr.requests).toHaveLength(asked + 1);
    expect(await staffSees(ctx, vendor.id)).toMatchObject({ status: 'not_found', entityName: null, gstFrom: null });
  });

  it("checks a new ABN when staff change it, and shows them the vendor's details with the result", async () => {
    const vendor = await onboardVendor(ctx, { ABN: KENTE_HOUSE_PTY_LTD, displayName: 'Kente House' });
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/vendor/any/${vendor.id}`,
      headers: { 'x-auth-token': await adminToken(ctx) },
      payload: { firstName: 'Ama', lastName: 'Mensah', email: vendor.email, ABN: UNKNOWN_TO_THE_REGISTER },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().vendor.abr).toMatchObject({ status: 'not_found', entityName: null, gstFrom: null });
  });

  it('checks the ABN of a vendor staff create, and refuses a cancelled one', async () => {
    const admin = await adminToken(ctx);
    const create = (ABN: string, email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/vendor',
        headers: { 'x-auth-token': admin },
        payload: registration({ email, ABN, displayName: 'Kente House' }),
      });
    const refused = await create(CANCELLED, 'cancelled.abn@example.com');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ msg: ABR_TEXT.abnCancelled, param: 'ABN' }]);

    const created = await create(KENTE_HOUSE_PTY_LTD, 'staff.made@example.com');
    expect(created.statusCode).toBe(201);
    expect(await staffSees(ctx, created.json().vendor._id)).toMatchObject({
      status: 'active',
      entityName: 'KENTE HOUSE PTY LTD',
    });
  });

  it("compares the vendor's GST registration with the register's", async () => {
    const vendor = await onboardVendor(ctx, { ABN: KENTE_HOUSE_PTY_LTD, displayName: 'Kente House' });
    const saveGst = (gst: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/user/${vendor.id}`,
        headers: { 'x-auth-token': vendor.token },
        payload: { firstName: 'Ama', lastName: 'Mensah', email: vendor.email, ...gst },
      });
    // The register has the company registered from 2019-07-01; the vendor has not said so yet.
    expect(await staffSees(ctx, vendor.id)).toMatchObject({ gstFrom: '2019-07-01', gstMismatch: true });

    const withoutDate = await saveGst({ gstRegistered: true });
    expect(withoutDate.statusCode).toBe(400);
    expect(withoutDate.json().errors).toEqual([{ msg: ABR_TEXT.gstFromRequired, param: 'gstRegisteredFrom' }]);

    const otherDate = await saveGst({ gstRegistered: true, gstRegisteredFrom: '2020-01-01' });
    expect(otherDate.json().user).toMatchObject({ gstRegistered: true, gstRegisteredFrom: '2020-01-01' });
    expect(await staffSees(ctx, vendor.id)).toMatchObject({ gstMismatch: true });

    await saveGst({ gstRegistered: true, gstRegisteredFrom: '2019-07-01' });
    expect(await staffSees(ctx, vendor.id)).toMatchObject({ gstMismatch: false });

    const notRegistered = await saveGst({ gstRegistered: false, gstRegisteredFrom: '2019-07-01' });
    expect(notRegistered.json().user).toMatchObject({ gstRegistered: false, gstRegisteredFrom: null });
  });

  it('leaves the ABN not checked when the ABR refuses the GUID, and never logs the GUID', async () => {
    abr.mode = 'guidRefused';
    try {
      const { response } = await register(ctx, { ABN: KENTE_HOUSE_PTY_LTD });
      expect(response.statusCode).toBe(201);
      expect(await staffSees(ctx, response.json().user._id)).toMatchObject({
        status: 'not_checked',
        entityName: null,
        checkedAt: null,
      });
    } finally {
      abr.mode = 'replay';
    }
    expect(log.text()).toContain('The GUID entered is not recognised as a Registered Party');
    expect(log.text()).not.toContain(GUID);
  });
});

describe(`ABN lookups with the ABR down (${testEngine})`, () => {
  let abr: AbrReplayServer;
  let ctx: TestContext;

  beforeAll(async () => {
    abr = await startAbrReplayServer();
    abr.mode = 'silent';
    ctx = await createTestApp({ config: { abr: abr.settings(GUID, 100) } });
  });
  afterAll(async () => {
    await ctx?.close();
    await abr?.close();
  });

  it('registers the vendor as not checked, and the daily retry checks the ABN once the ABR is back', async () => {
    const { response } = await register(ctx, { ABN: KENTE_HOUSE_PTY_LTD, displayName: 'Kente House' });
    expect(response.statusCode).toBe(201);
    const vendorId = response.json().user._id;
    expect(abr.requests.map((query) => query.get('abn'))).toEqual([KENTE_HOUSE_PTY_LTD]);
    expect(await staffSees(ctx, vendorId)).toMatchObject({ status: 'not_checked', checkedAt: null });

    // While the ABR stays down the retry records nothing.
    expect(await retryAbrChecks(ctx.app.deps)).toBe(0);

    abr.mode = 'replay';
    // Another instance (the ABR answering well within its timeout) runs the retry, twice at once.
    const instance = await buildApp({
      config: testConfig({ abr: abr.settings(GUID) }),
      database: ctx.database,
      logger: false,
    });
    try {
      const runs = await Promise.all([retryAbrChecks(instance.deps), retryAbrChecks(instance.deps)]);
      expect(runs.sort()).toEqual([0, 1]);
      expect(await retryAbrChecks(instance.deps)).toBe(0);
    } finally {
      await instance.close();
    }
    expect(await staffSees(ctx, vendorId)).toMatchObject({
      status: 'active',
      entityName: 'KENTE HOUSE PTY LTD',
      gstFrom: '2019-07-01',
      checkedAt: expect.any(String),
    });
  });

  it('asks first about the ABNs it asked longest ago, so that one the register never answers keeps no other waiting', async () => {
    abr.mode = 'silent';
    const first = await register(ctx, { ABN: OKAFOR_AMARA_NGOZI, firstName: 'Amara', lastName: 'Okafor' });
    const second = await register(ctx, { ABN: BAOBAB_TRADING_PTY_LTD, displayName: 'Savanna Goods' });
    expect([first.response.statusCode, second.response.statusCode]).toEqual([201, 201]);

    // One ABN a run: the older one is asked again, in vain, and so goes to the back of the line.
    expect(await retryAbrChecks(ctx.app.deps, 1)).toBe(0);
    expect(abr.requests.at(-1)?.get('abn')).toBe(OKAFOR_AMARA_NGOZI);

    abr.mode = 'replay';
    expect(await retryAbrChecks(ctx.app.deps, 1)).toBe(1);
    expect(abr.requests.at(-1)?.get('abn')).toBe(BAOBAB_TRADING_PTY_LTD);
    expect(await staffSees(ctx, second.response.json().user._id)).toMatchObject({ status: 'active' });
    expect(await staffSees(ctx, first.response.json().user._id)).toMatchObject({ status: 'not_checked' });
  });
});

describe(`ABN lookups without ABR_GUID (${testEngine})`, () => {
  let abr: AbrReplayServer;
  let ctx: TestContext;

  beforeAll(async () => {
    abr = await startAbrReplayServer();
    ctx = await createTestApp({ config: { abr: abr.settings(null) } });
  });
  afterAll(async () => {
    await ctx?.close();
    await abr?.close();
  });

  it('registers the vendor as not checked without asking the ABR', async () => {
    const { response } = await register(ctx, { ABN: CANCELLED });
    expect(response.statusCode).toBe(201);
    expect(await staffSees(ctx, response.json().user._id)).toMatchObject({ status: 'not_checked' });
    expect(await retryAbrChecks(ctx.app.deps)).toBe(0);
    expect(abr.requests).toHaveLength(0);
  });
});
