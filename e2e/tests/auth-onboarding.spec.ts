import { expect, type Page, test } from '@playwright/test';
import { ADMIN, linkFromMail, newVendorDetails } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';

// Small but real files: the server checks each document's type by its content, and re-encodes images.
const passportScan = {
  name: 'passport.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
};
const utilityBill = {
  name: 'utility-bill.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
}

test('a new vendor registers, verifies their email, is approved by staff and activates their account', async ({
  page,
  browser,
  request,
}) => {
  // One test walks the whole journey, two browsers and eight accessibility scans: more than the usual minute.
  test.setTimeout(120_000);
  const vendor = newVendorDetails('onboarding');
  const vendorName = `${vendor.firstName} ${vendor.lastName}`;

  await test.step('register', async () => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await expectAccessible(page, 'register page');
    await page.getByLabel('Email').fill(vendor.email);
    await page.getByLabel('Phone').fill(vendor.phone);
    await page.getByLabel('First name').fill(vendor.firstName);
    await page.getByLabel('Last name').fill(vendor.lastName);
    await page.getByLabel(/^Password/).fill(vendor.password);
    await page.getByLabel('Confirm password').fill(vendor.cPassword);
    await page.getByLabel('Business name').fill(vendor.displayName);
    await page.getByLabel('ABN').fill(vendor.ABN);
    await page.getByLabel('Street address').fill(vendor.c_address);
    await page.getByLabel('Suburb').fill(vendor.suburb);
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: vendor.state }).click();
    await page.getByLabel('Postcode').fill(vendor.postcode);
    await page.getByRole('combobox', { name: 'How did you hear about us?' }).click();
    await page.getByRole('option', { name: 'Socials' }).click();
    await page.getByLabel('Referral code').fill('AFRO-2026');
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for registering' })).toBeVisible();
    await expect(page.getByText(`We have sent a verification link to ${vendor.email}`)).toBeVisible();
    await expect(page.getByText(/valid for 48 hours/)).toBeVisible();
  });

  await test.step('ask for a new verification email from the account page', async () => {
    await page.getByRole('link', { name: 'send a new verification link' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    await expectAccessible(page, 'account page, email step');
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resend verification email?' });
    await expect(dialog).toContainText(`If ${vendor.email} is wrong, register again with the right address.`);
    await expectAccessible(page, 'resend confirmation dialog');
    await dialog.getByRole('button', { name: 'Send new link' }).click();
    await expect(page.getByText(/A new verification email has been sent to/)).toBeVisible();
  });

  await test.step('open the verification link from the email', async () => {
    const verifyPath = await linkFromMail(request, vendor.email, 'verifyEmail');
    await page.goto(verifyPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Email has been Verified' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('log in and upload the identity documents', async () => {
    await logIn(page, vendor.email, vendor.password);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
    await expectAccessible(page, 'account page, identity step');
    await page.locator('input[type="file"][name="idDocument"]').setInputFiles(passportScan);
    await page.locator('input[type="file"][name="residenceDocument"]').setInputFiles(utilityBill);
    await expect(page.getByText('passport.pdf').first()).toBeVisible();
    await expect(page.getByRole('img', { name: 'Preview of your Proof of residence' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload documents' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Your documents are with our team' })).toBeVisible();
    await expect(page.getByText(/Verification takes 1-2 business days/)).toBeVisible();
    await expectAccessible(page, 'account page, waiting for staff');
  });

  await test.step('a staff member approves the documents', async () => {
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await logIn(staff, ADMIN.email, ADMIN.password);
    await expect(staff).toHaveURL(/\/dashboard$/);
    const menu = staff.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Vendors' }).click();
    await menu.getByRole('link', { name: 'Verification queue' }).click();

    await expect(staff.getByRole('heading', { level: 1, name: 'Verification queue' })).toBeVisible();
    await expect(staff.getByRole('tab', { name: 'Awaiting review' })).toHaveAttribute('aria-selected', 'true');
    const row = staff.getByRole('row').filter({ hasText: vendor.email });
    await expect(row).toContainText(vendor.displayName);
    await expectAccessible(staff, 'verification queue');
    await row.getByRole('link', { name: vendorName }).click();

    await expect(staff.getByRole('heading', { level: 1, name: `Review ${vendorName}` })).toBeVisible();
    await expect(staff.getByRole('img', { name: 'Proof of residence: utility-bill.png' })).toBeVisible();
    const pdf = staff.getByRole('link', { name: /Download PDF/ });
    await expect(pdf).toHaveAttribute('href', /^blob:/);
    await expect(pdf).toHaveAttribute('download', /\.pdf$/);
    await expectAccessible(staff, 'vendor review page');
    await staff.getByRole('button', { name: 'Approve' }).click();
    const confirm = staff.getByRole('dialog', { name: "Approve this vendor's identity?" });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectAccessible(staff, 'the identity approval confirmation');
    await confirm.getByRole('button', { name: 'Approve' }).click();

    await expect(staff.getByText('Vendor approved')).toBeVisible();
    await expect(staff).toHaveURL(/\/vendors\/verification$/);
    await expect(staff.getByRole('row').filter({ hasText: vendor.email })).toHaveCount(0);
    await staff.getByRole('tab', { name: 'Approved' }).click();
    await expect(staff.getByRole('row').filter({ hasText: vendor.email })).toContainText('Approved');
    await staffContext.close();
  });

  await test.step('log in again and activate the account', async () => {
    await page.getByRole('button', { name: 'Back to login' }).click();
    await logIn(page, vendor.email, vendor.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Activate your account' })).toBeVisible();
    await expectAccessible(page, 'account page, activation step');
    await page.getByRole('button', { name: 'Activate my account' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(`Welcome, ${vendor.firstName}`)).toBeVisible();
  });
});
