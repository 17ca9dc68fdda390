import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createActiveVendor } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { expectNoSidewaysScroll, signInAsAdmin } from '../support/catalogue.ts';
import { signIn } from '../support/session.ts';

// Issue 28, items 3 and 4: a person downloads what Soko holds about them; the super admin sees the jobs.

test('a vendor downloads their data as a ZIP from the Settings tab', async ({ browser, request }) => {
  const vendor = await createActiveVendor(request);
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await signIn(page, request, vendor.email, vendor.password);
  await page.goto('/settings/profile?tab=settings');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'the Settings tab with Your data and Close account');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^soko-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = readFileSync((await download.path()) ?? '');
  // A ZIP (local file header), holding the README among its files.
  expect(zip.subarray(0, 4).toString('hex')).toBe('504b0304');
  expect(zip.includes(Buffer.from('README.txt'))).toBe(true);

  await page.getByRole('button', { name: 'Close account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Close your account?' });
  await expect(confirm.getByLabel(/Password/)).toBeFocused();
  await expectAccessible(page, 'the confirmation to close the account');
  await confirm.getByRole('button', { name: 'Keep my account' }).click();
  await expect(confirm).toHaveCount(0);
  await context.close();
});

test('the super admin sees the Jobs screen and runs a job now', async ({ browser, request }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsAdmin(page, request);
  await page.getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  const retention = page.getByRole('region', { name: 'privacy.retention' });
  await expect(retention).toContainText('Deletes or de-identifies personal data past its retention period');
  await expect(page.getByRole('region', { name: 'mail.outbox' })).toContainText('SMTP_URL is not set');
  await expectAccessible(page, 'the Jobs screen');

  await retention.getByRole('button', { name: 'Run now: privacy.retention' }).click();
  await expect(retention).toContainText('Succeeded');
  await expect(retention).toContainText('identityDocumentsDeleted: 0');
  await context.close();
});
