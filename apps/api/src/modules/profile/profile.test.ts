import { MESSAGES } from '@soko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { login, mailsTo, onboardVendor, tokenFromMail } from '../../test/fixtures.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const details = { firstName: 'Ama', lastName: 'Mensah-Boateng' };

describe(`profile (${testEngine})`, () => {
  it('saves the details of spec section 7 and answers with the user, keeping verified details for review', async () => {
    const vendor = await onboardVendor(ctx);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/${vendor.id}`,
      headers: { 'x-auth-token': vendor.token },
      payload: {
        ...details,
        email: vendor.email,
        phone: '02 9876 5432',
        DOB: '1988-04-12',
        displayName: 'Kente House & Co',
        ABN: '53 004 085 616',
        address: { c_address: '1 High St', suburb: 'Northcote', state: 'VIC', postcode: '3070' },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      msg: 'Profile updated. The change of business name, ABN, street address, suburb and postcode waits for review by our team; your current details stay in force until it is approved',
      user: {
        lastName: 'Mensah-Boateng',
        phone: '+61298765432',
        DOB: '1988-04-12',
        displayName: 'Kente House',
        ABN: '51824753556',
        address: { c_address: '12 Smith St', suburb: 'Fitzroy', state: 'VIC', postcode: '3065' },
        pendingChange: {
          before: {
            displayName: 'Kente House',
            abn: '51824753556',
            address: '12 Smith St',
            suburb: 'Fitzroy',
            postcode: '3065',
          },
          after: {
            displayName: 'Kente House & Co',
            abn: '53004085616',
            address: '1 High St',
            suburb: 'Northcote',
            postcode: '3070',
          },
        },
      },
    });
  });

  it('requires first name, last name and email, and changes nothing when they are missing', async () => {
    const vendor = await onboardVendor(ctx);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/${vendor.id}`,
      headers: { 'x-auth-token': vendor.token },
      payload: { firstName: '', lastName: 'X', email: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { param: string }) => error.param)).toEqual(['firstName', 'email']);
    const [user] = await ctx.database.db.select().from(accounts).where(eq(accounts.id, vendor.id));
    expect(user?.firstName).toBe('Ama');
  });

  it.each(['2023-02-30', '1990-02-29', '0000-01-01', '2023-13-01'])(
    'refuses the date of birth %s with a message, not a fault',
    async (DOB) => {
      const vendor = await onboardVendor(ctx);
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/user/${vendor.id}`,
        headers: { 'x-auth-token': vendor.token },
        payload: { ...details, email: vendor.email, DOB },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].param).toBe('DOB');
    },
  );

  it("answers 404 for another user's id and changes nothing", async () => {
    const vendor = await onboardVendor(ctx);
    const other = await onboardVendor(ctx);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/${other.id}`,
      headers: { 'x-auth-token': vendor.token },
      payload: { ...details, firstName: 'Hijacked', email: other.email },
    });
    expect(response.statusCode).toBe(404);
    const [user] = await ctx.database.db.select().from(accounts).where(eq(accounts.id, other.id));
    expect(user?.firstName).toBe('Ama');
    const password = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/${other.id}/password`,
      headers: { 'x-auth-token': vendor.token },
      payload: { currentPassword: vendor.password, password: 'a-new-password-9' },
    });
    expect(password.statusCode).toBe(404);
  });

  it('changes the email only after the current password and the link sent to the new address', async () => {
    const vendor = await onboardVendor(ctx);
    const headers = { 'x-auth-token': vendor.token };
    const url = `/api/user/${vendor.id}`;
    const newEmail = `moved-${Date.now()}@example.com`;

    const noPassword = await ctx.app.inject({ method: 'PUT', url, headers, payload: { ...details, email: newEmail } });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors[0].param).toBe('currentPassword');

    const other = await onboardVendor(ctx);
    const taken = await ctx.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { ...details, email: other.email, currentPassword: vendor.password },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0].msg).toBe(MESSAGES.emailTaken);

    const requested = await ctx.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { ...details, email: newEmail, currentPassword: vendor.password },
    });
    expect(requested.statusCode).toBe(200);
    expect(requested.json().user).toMatchObject({ email: vendor.email, pendingEmail: newEmail });
    expect((await mailsTo(ctx, newEmail))[0]?.template).toBe('verifyEmail');
    const notice = (await mailsTo(ctx, vendor.email)).find((mail) => mail.template === 'emailChangeRequested');
    expect(notice?.text).toContain(newEmail);

    const token = await tokenFromMail(ctx, newEmail, 'verifyEmail');
    const verified = await ctx.app.inject({ method: 'GET', url: `/api/verify?token=${token}` });
    expect(verified.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/authVendor', headers });
    expect(me.json().user).toMatchObject({ email: newEmail, pendingEmail: null, emailVerified: true });
    expect((await login(ctx.app, newEmail, vendor.password)).token).toEqual(expect.any(String));
  });

  it('changes the password with the current one and ends other sessions', async () => {
    const vendor = await onboardVendor(ctx);
    const url = `/api/user/${vendor.id}/password`;
    const headers = { 'x-auth-token': vendor.token };
    const wrong = await ctx.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { currentPassword: 'not-my-password', password: 'a-new-password-9' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toEqual({ msg: 'Current password is incorrect', param: 'currentPassword' });

    const changed = await ctx.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { currentPassword: vendor.password, password: 'a-new-password-9' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().token;
    expect((await ctx.app.inject({ method: 'GET', url: '/api/authVendor', headers })).statusCode).toBe(401);
    const withFresh = await ctx.app.inject({
      method: 'GET',
      url: '/api/authVendor',
      headers: { 'x-auth-token': fresh },
    });
    expect(withFresh.statusCode).toBe(200);
  });

  it('stops guessing the current password through a session after 10 misses', async () => {
    const vendor = await onboardVendor(ctx);
    const headers = { 'x-auth-token': vendor.token };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/user/${vendor.id}`,
        headers,
        payload: { ...details, email: `guess${attempt}@example.com`, currentPassword: `guess-${attempt}` },
        remoteAddress: `10.7.0.${attempt + 1}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    const [user] = await ctx.database.db.select().from(accounts).where(eq(accounts.id, vendor.id));
    expect(user?.pendingEmail).toBeNull();
  });
});
