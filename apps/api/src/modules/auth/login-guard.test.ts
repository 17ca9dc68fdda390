import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { onboardVendor } from '../../test/fixtures.ts';
import { ensureSuperAdmin } from '../users/admin-bootstrap.ts';
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURES_BEFORE_WAIT, FIRST_WAIT_SECONDS } from './login-guard.ts';

describe('sign-in against guessing, without locking the owner out', () => {
  let ctx: TestContext;
  let addresses = 0;
  const newAddress = () => {
    addresses += 1;
    return `10.80.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
  };
  const signIn = (email: string, password: string, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/loginVendor', payload: { email, password }, remoteAddress });

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('slows one address down after a few wrong passwords, and leaves the owner elsewhere alone', async () => {
    const vendor = await onboardVendor(ctx);
    const guesser = newAddress();
    for (let attempt = 0; attempt < ADDRESS_FAILURES_BEFORE_WAIT; attempt += 1) {
      expect((await signIn(vendor.email, `guess-${attempt}-password`, guesser)).statusCode).toBe(400);
    }
    const waiting = await signIn(vendor.email, vendor.password, guesser);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().errors[0].msg).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    const seconds = Number(/in (\d+) seconds/.exec(waiting.json().errors[0].msg)?.[1]);
    expect(seconds).toBeGreaterThan(FIRST_WAIT_SECONDS - 5);
    expect(seconds).toBeLessThanOrEqual(FIRST_WAIT_SECONDS);

    const owner = await signIn(vendor.email, vendor.password, newAddress());
    expect(owner.statusCode).toBe(200);
  });

  it('closes the account to guessing from new addresses after 10 wrong passwords from anywhere, but not to one it signed in from', async () => {
    const vendor = await onboardVendor(ctx);
    const home = newAddress();
    expect((await signIn(vendor.email, vendor.password, home)).statusCode).toBe(200);

    for (let attempt = 0; attempt < ACCOUNT_FAILURE_LIMIT; attempt += 1) {
      expect((await signIn(vendor.email, 'not-the-password-1', newAddress())).statusCode).toBe(400);
    }
    const guesser = await signIn(vendor.email, 'not-the-password-2', newAddress());
    expect(guesser.statusCode).toBe(429);
    expect(guesser.json().errors[0].msg).toMatch(/^Too many attempts\. Please try again in 1[45] minutes\.$/);
    // The right password from a new address is not refused: it asks for a code emailed to the owner.
    const stranger = await signIn(vendor.email, vendor.password, newAddress());
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toMatchObject({ secondFactorRequired: true, methods: ['email'] });
    expect(stranger.json().token).toBeUndefined();

    const fromHome = await signIn(vendor.email, vendor.password, home);
    expect(fromHome.statusCode).toBe(200);
    expect(fromHome.json().token).toEqual(expect.any(String));
  });

  it('emails the owner once when the account closes', async () => {
    const vendor = await onboardVendor(ctx);
    for (let attempt = 0; attempt < ACCOUNT_FAILURE_LIMIT + 3; attempt += 1) {
      await signIn(vendor.email, 'not-the-password-2', newAddress());
    }
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, vendor.email), eq(mailOutbox.template, 'signInLocked')));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Several wrong passwords were tried on your account');
  });

  it('keeps the super admin reachable from an address it signed in from', async () => {
    // An app of its own: the other tests sign in as the super admin to onboard vendors.
    const own = await createTestApp();
    const signIn = (email: string, password: string, remoteAddress: string) =>
      own.app.inject({ method: 'POST', url: '/api/loginVendor', payload: { email, password }, remoteAddress });
    const office = newAddress();
    const { adminEmail, adminPassword } = own.config;
    await ensureSuperAdmin(own.database.db, own.config);
    expect((await signIn(adminEmail, adminPassword, office)).statusCode).toBe(200);
    for (let attempt = 0; attempt < ACCOUNT_FAILURE_LIMIT; attempt += 1) {
      expect((await signIn(adminEmail, 'wrong-admin-password', newAddress())).statusCode).toBe(400);
    }
    expect((await signIn(adminEmail, 'wrong-admin-password', newAddress())).statusCode).toBe(429);
    expect((await signIn(adminEmail, adminPassword, newAddress())).json().secondFactorRequired).toBe(true);
    expect((await signIn(adminEmail, adminPassword, office)).statusCode).toBe(200);
    await own.close();
  });
});
