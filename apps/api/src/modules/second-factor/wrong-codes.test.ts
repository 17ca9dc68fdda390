import { SECOND_FACTOR_TEXT } from '@soko/shared';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { auditCount, fromAddress, mailsTo, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';

/** Issue 41, item 3: wrong second-factor codes are counted per account, step-up answers per session too. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const as = (token: string) => ({ 'x-auth-token': token });
let addresses = 0;
const newAddress = () => {
  addresses += 1;
  return fromAddress(7000 + addresses);
};

function codeOf(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

async function enrolledVendor(): Promise<OnboardedVendor & { secret: string; recoveryCodes: string[] }> {
  const vendor = await onboardVendor(ctx);
  const started = await ctx.app.inject({
    method: 'POST',
    url: `/api/user/${vendor.id}/2fa/totp`,
    headers: as(vendor.token),
  });
  const { secret } = started.json();
  const confirmed = await ctx.app.inject({
    method: 'POST',
    url: `/api/user/${vendor.id}/2fa/totp/confirm`,
    headers: as(vendor.token),
    payload: { code: codeOf(secret) },
  });
  expect(confirmed.statusCode).toBe(200);
  return { ...vendor, secret, recoveryCodes: confirmed.json().recoveryCodes };
}

const signIn = async (email: string, password: string) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/loginVendor',
    payload: { email, password },
    remoteAddress: newAddress(),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

const secondFactor = (challengeToken: string, code: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/login/second-factor',
    payload: { challengeToken, code },
    remoteAddress: newAddress(),
  });

/** Wrong codes spread over fresh challenges, four each, so that no challenge ends on its own. */
async function wrongCodes(email: string, password: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  let challengeToken = '';
  for (let sent = 0; sent < count; sent += 1) {
    if (sent % 4 === 0) challengeToken = (await signIn(email, password)).challengeToken;
    statuses.push((await secondFactor(challengeToken, '000000')).statusCode);
  }
  return statuses;
}

const wrongCodeMails = async (email: string) =>
  (await mailsTo(ctx, email)).filter((mail) => mail.template === 'secondFactorWrongCodes');

describe(`wrong sign-in codes across challenges (${testEngine})`, () => {
  it('emails the owner once at the fifth, pauses app and recovery codes at the tenth, and the emailed code still signs in', async () => {
    const vendor = await enrolledVendor();
    expect(await wrongCodes(vendor.email, vendor.password, 4)).toEqual([400, 400, 400, 400]);
    expect(await wrongCodeMails(vendor.email)).toHaveLength(0);
    expect(await wrongCodes(vendor.email, vendor.password, 5)).toEqual([400, 400, 400, 400, 400]);
    const [mail] = await wrongCodeMails(vendor.email);
    expect(mail?.text).toContain('5 wrong two-step verification codes in the last 15 minutes');
    expect(await auditCount(ctx, 'second_factor.wrong_codes', vendor.id)).toBe(1);

    // A right code does not count: nine wrong and one right leave one more wrong code before the pause.
    const earlier = (await signIn(vendor.email, vendor.password)).challengeToken;
    const recovered = await secondFactor(
      (await signIn(vendor.email, vendor.password)).challengeToken,
      vendor.recoveryCodes[0] ?? '',
    );
    expect(recovered.statusCode).toBe(200);
    expect(await wrongCodes(vendor.email, vendor.password, 1)).toEqual([400]);
    expect(await auditCount(ctx, 'second_factor.codes_paused', vendor.id)).toBe(1);

    // The tenth wrong code paused the account's own codes: the right one is refused from any challenge.
    const refused = await secondFactor(earlier, codeOf(vendor.secret, 1));
    expect(refused.statusCode).toBe(429);
    const message: string = refused.json().errors[0].msg;
    expect(message).toContain(SECOND_FACTOR_TEXT.codesPaused);
    expect(message).toMatch(/Sign in again to get a code by email, or try again in 1[45] minutes\.$/);

    // A new sign-in offers a code by email, which still works while the app's codes are paused.
    const challenge = await signIn(vendor.email, vendor.password);
    expect(challenge.methods).toEqual(['email', 'totp', 'recovery']);
    const stillPaused = await secondFactor(challenge.challengeToken, vendor.recoveryCodes[1] ?? '');
    expect(stillPaused.statusCode).toBe(429);
    expect(stillPaused.json().errors[0].msg).toContain('Enter the code we emailed you, or try again in');
    const [codeMail] = (await mailsTo(ctx, vendor.email)).filter((row) => row.template === 'signInCode');
    const emailed = /: (\d{6})/.exec(codeMail?.text ?? '')?.[1] ?? '';
    const passed = await secondFactor(challenge.challengeToken, emailed);
    expect(passed.statusCode).toBe(200);
    expect(passed.json().token).toEqual(expect.any(String));
    expect(await wrongCodeMails(vendor.email)).toHaveLength(1);
  });

  it('checks no more than ten of many codes sent at once from many addresses', async () => {
    const vendor = await enrolledVendor();
    const challenges = await Promise.all(
      Array.from({ length: 4 }, async () => (await signIn(vendor.email, vendor.password)).challengeToken),
    );
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, index) => secondFactor(challenges[index % 4] ?? '', `${100000 + index}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });
});

describe(`wrong step-up answers (${testEngine})`, () => {
  const stepUp = (token: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/session/step-up',
      headers: as(token),
      payload: { password },
      remoteAddress: newAddress(),
    });
  const wrongAnswers = async (token: string, count: number) => {
    const statuses: number[] = [];
    for (let sent = 0; sent < count; sent += 1) statuses.push((await stepUp(token, 'not-the-password')).statusCode);
    return statuses;
  };

  it("pause the guessing session at ten without blocking the owner's other sessions, and every session at 25", async () => {
    const vendor = await onboardVendor(ctx);
    const sessions: string[] = [];
    for (let count = 0; count < 4; count += 1) sessions.push((await signIn(vendor.email, vendor.password)).token);
    const [guessing, other, third, fourth] = sessions as [string, string, string, string];

    expect(await wrongAnswers(guessing, 10)).toEqual(Array(10).fill(400));
    expect((await stepUp(guessing, vendor.password)).statusCode).toBe(429);
    expect(await auditCount(ctx, 'second_factor.step_up_paused', vendor.id)).toBe(1);

    const owner = await stepUp(other, vendor.password);
    expect(owner.statusCode).toBe(200);
    expect(await wrongAnswers(other, 10)).toEqual(Array(10).fill(400));
    // 25 wrong answers on the account, from any of its sessions, pause them all.
    expect(await wrongAnswers(third, 5)).toEqual(Array(5).fill(400));
    const everyone = await stepUp(fourth, vendor.password);
    expect(everyone.statusCode).toBe(429);
    expect(everyone.json().errors[0].msg).toMatch(/^Too many attempts\. Please try again in 1[45] minutes\.$/);
    expect(await auditCount(ctx, 'second_factor.step_up_paused', vendor.id)).toBe(3);
  });
});
