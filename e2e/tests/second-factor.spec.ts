import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { createActiveVendor, loginApi, mailText } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { expectNoSidewaysScroll, labelled } from '../support/catalogue.ts';
import { signIn } from '../support/session.ts';

test('a vendor turns on an authenticator app on the Security page, then signs in with password and code', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const vendor = await createActiveVendor(request);
  await signIn(page, request, vendor.email, vendor.password);

  // The dashboard suggests it; the Security page sets it up with a QR code or a key typed by hand.
  await page.getByRole('note').getByRole('link', { name: 'Set it up' }).click();
  await expect(page).toHaveURL(/\/settings\/security$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
  await expectAccessible(page, 'the Security page');
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const keyText = (await page.getByText('Cannot scan it? Enter this key instead:').textContent()) ?? '';
  // The key shows in groups of four; the app takes it without the spaces.
  const secret = (/instead:\s*([A-Z2-7 ]+=*)/.exec(keyText)?.[1] ?? '').replace(/ /g, '');
  expect(secret, 'the key to type by hand is base32').toMatch(/^[A-Z2-7]{16,}=*$/);
  await expectAccessible(page, 'the Security page with the QR code');
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // What the phone's authenticator app would show for that key.
  const authenticator = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  const codeInput = page.getByLabel(labelled('2. Enter the 6-digit code the app shows'));
  await codeInput.fill(authenticator.generate());
  await page.getByRole('button', { name: 'Turn on' }).click();
  const recoveryCodes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(recoveryCodes).toHaveCount(10);
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await expectAccessible(page, 'the Security page with the recovery codes');

  // Signed out, the password alone no longer signs in: the next step asks for the code.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByLabel(labelled('Email')).fill(vendor.email);
  await page.getByLabel(labelled('Password')).fill(vendor.password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  const signInCode = page.getByLabel(labelled('Authentication code'));
  await expect(signInCode).toBeFocused();
  await expectAccessible(page, 'the sign-in code step');
  // A code works once: the one that turned it on is spent, so this is the app's next one (within ±1 step).
  await signInCode.fill(authenticator.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Set it up' })).toHaveCount(0);
});

test('after ten wrong codes on the account the app code is paused with a clear message, and the emailed code signs in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const vendor = await createActiveVendor(request);
  const { token } = await loginApi(request, vendor.email, vendor.password);
  const headers = { 'x-auth-token': token };
  const { secret } = await (await request.post(`/api/user/${vendor.id}/2fa/totp`, { headers })).json();
  const authenticator = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  const confirmed = await request.post(`/api/user/${vendor.id}/2fa/totp/confirm`, {
    headers,
    data: { code: authenticator.generate() },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);

  // A guesser who knows the password: ten wrong codes over three sign-ins, none ending its challenge.
  for (let sent = 0, challengeToken = ''; sent < 10; sent += 1) {
    if (sent % 4 === 0) ({ challengeToken } = await loginApi(request, vendor.email, vendor.password));
    const wrong = await request.post('/api/login/second-factor', { data: { challengeToken, code: '000000' } });
    expect(wrong.status()).toBe(400);
  }
  expect(await mailText(request, vendor.email, 'secondFactorWrongCodes')).toContain(
    '5 wrong two-step verification codes',
  );

  await page.goto('/login');
  await page.getByLabel(labelled('Email')).fill(vendor.email);
  await page.getByLabel(labelled('Password')).fill(vendor.password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(`we emailed a 6-digit code to ${vendor.email}`, { exact: false })).toBeVisible();
  const code = page.getByLabel(labelled('Code'));
  await code.fill(authenticator.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  const paused = page.getByRole('alert');
  await expect(paused).toContainText('Codes paused');
  await expect(paused).toContainText('Enter the code we emailed you, or try again in');
  await expectAccessible(page, 'the sign-in code step with codes paused');

  const emailed = /: (\d{6})/.exec(await mailText(request, vendor.email, 'signInCode'))?.[1] ?? '';
  await code.fill(emailed);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
