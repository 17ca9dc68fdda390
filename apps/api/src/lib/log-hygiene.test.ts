import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { ensureSuperAdmin } from '../modules/users/admin-bootstrap.ts';
import { createTestApp, type TestContext } from '../test/app.ts';
import { login, registration, tokenFromMail } from '../test/fixtures.ts';
import { maskUrl } from './log-serializers.ts';
import { hashPassword } from './password.ts';

/** Every line the server logs, as a log shipper would receive it. */
function logCollector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, text: () => lines.join('\n'), lines };
}

describe('the server log', () => {
  const log = logCollector();
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({
      config: { logLevel: 'info' },
      logger: { stream: log.stream },
      // A query that fails with a password hash among its parameters, as a bug could cause.
      extend: (app) => {
        app.post('/test/failing-insert', { config: { access: 'public' } }, async () => {
          const [someone] = await app.database.db.select().from(users).limit(1);
          await app.database.db.insert(users).values({
            id: someone?.id,
            email: 'clash@example.com',
            passwordHash: await hashPassword('a-secret-password-1'),
            firstName: 'Clash',
            lastName: 'Row',
          } as typeof users.$inferInsert);
          return { ok: true };
        });
      },
    });
  });

  afterAll(async () => {
    await ctx.close();
  });

  it('holds no password hash, reset, verification or session token after malformed requests and a reset', async () => {
    const { app } = ctx;
    const secrets: string[] = [];
    const body = registration();
    expect(
      (await app.inject({ method: 'POST', url: '/api/registerVendor', payload: body, remoteAddress: '10.70.0.1' }))
        .statusCode,
    ).toBe(201);
    const verifyToken = await tokenFromMail(ctx, body.email, 'verifyEmail');
    secrets.push(verifyToken);
    await app.inject({ method: 'GET', url: `/api/verify?token=${verifyToken}` });

    const step = await login(app, body.email, body.password);
    secrets.push(step.actionToken);
    await app.inject({ method: 'GET', url: '/api/authVendor', headers: { 'x-action-token': step.actionToken } });

    await app.inject({ method: 'POST', url: '/reset', payload: { email: body.email }, remoteAddress: '10.70.0.2' });
    const resetToken = await tokenFromMail(ctx, body.email, 'reset');
    secrets.push(resetToken);
    expect((await app.inject({ method: 'GET', url: `/api/reset/${resetToken}` })).statusCode).toBe(200);
    const reset = await app.inject({
      method: 'POST',
      url: `/api/reset/${resetToken}`,
      payload: { pwd: 'new-kente-pass-88', cPwd: 'new-kente-pass-88' },
    });
    expect(reset.statusCode).toBe(200);

    await ensureSuperAdmin(ctx.database.db, ctx.config);
    const admin = await app.inject({
      method: 'POST',
      url: '/api/loginVendor',
      payload: { email: ctx.config.adminEmail, password: ctx.config.adminPassword },
      remoteAddress: '10.70.0.3',
    });
    const session: string = admin.json().token;
    secrets.push(session);
    await app.inject({ method: 'GET', url: '/api/dashboard', headers: { 'x-auth-token': session } });
    await app.inject({ method: 'GET', url: '/api/user/list', headers: { authorization: `Bearer ${session}` } });

    const malformed = [
      {
        method: 'POST' as const,
        url: '/api/loginVendor',
        payload: { email: 'a\u0000@example.com', password: '\u0000' },
      },
      { method: 'POST' as const, url: '/api/registerVendor', payload: { ...registration(), firstName: 'A\u0000B' } },
      { method: 'GET' as const, url: `/api/reset/${'\u0000'.repeat(20)}` },
      { method: 'GET' as const, url: '/api/reset/%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00' },
      { method: 'GET' as const, url: '/api/verify?token=%00abc' },
      {
        method: 'POST' as const,
        url: '/api/loginVendor',
        payload: '{"email": "x',
        headers: { 'content-type': 'application/json' },
      },
      { method: 'POST' as const, url: '/api/loginVendor', payload: { email: body.email, password: 'wrong-one-1' } },
      { method: 'POST' as const, url: '/test/failing-insert' },
    ];
    for (const [index, request] of malformed.entries()) {
      const response = await app.inject({ ...request, remoteAddress: `10.70.1.${index + 1}` });
      expect(response.statusCode, request.url).toBeLessThan(600);
    }

    const text = log.text();
    expect(text).not.toMatch(/\$argon2/);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toContain('a-secret-password-1');
    expect(text).not.toContain('clash@example.com');
    // The failed query is there, as its SQL and code, and the reset link's request with its token masked.
    const failures = log.lines.map((line) => JSON.parse(line)).filter((entry) => entry.err?.type === 'QueryFailed');
    expect(failures).toHaveLength(1);
    const [failed] = failures;
    expect(failed?.err).toMatchObject({ code: '23505', query: expect.stringMatching(/^insert into "users"/) });
    expect(failed?.reqId).toEqual(expect.any(String));
    expect(text).toContain('/api/reset/[redacted]');
    expect(text).toContain('/api/verify?token=[redacted]');
    const events = log.lines.map((line) => JSON.parse(line).event).filter(Boolean);
    expect(events).toContain('login.failed');
  });

  it('keeps search terms and any address out of logged URLs, and the rest of the query in', () => {
    expect(maskUrl('/api/sale/list?q=Boateng&status=Delivered')).toBe('/api/sale/list?q=[redacted]&status=Delivered');
    expect(maskUrl('/api/user/list?search=ama%40kentehouse.com.au&limit=20')).toBe(
      '/api/user/list?search=[redacted]&limit=20',
    );
    expect(maskUrl('/api/order/list?buyer=kofi@example.com&page=2')).toBe('/api/order/list?buyer=[redacted]&page=2');
    expect(maskUrl('/api/product/list?sort=price&dir=asc')).toBe('/api/product/list?sort=price&dir=asc');
  });
});
