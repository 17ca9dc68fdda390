import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { ADMIN, createActiveVendor, loginApi } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { signIn } from '../support/session.ts';

/** A signed-in page of its own browser context (axe needs a page from a context). */
async function pageFor(browser: Browser, request: APIRequestContext, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, request, email, password);
  return page;
}

const invoice = {
  name: 'invoice.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};

test('staff write to a vendor with an attachment; the vendor reads it and replies', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const vendor = await createActiveVendor(request);
  const subject = `Your documents ${Date.now().toString(36)}`;

  // Staff compose a message with an attachment.
  const staff = await pageFor(browser, request, ADMIN.email, ADMIN.password);
  await staff.goto('/messages/compose');
  await expect(staff.getByRole('heading', { level: 1, name: 'Compose' })).toBeVisible();
  const to = staff.getByRole('combobox', { name: /^To/ });
  await to.click();
  await to.fill(vendor.email);
  await staff.getByRole('option', { name: `Ama Mensah (${vendor.displayName})` }).click();
  await staff.getByRole('textbox', { name: /^Subject/ }).fill(subject);
  await staff.getByRole('textbox', { name: /^Message/ }).click();
  await staff.keyboard.type('Please check the invoice attached.');
  await staff.locator('input[type="file"]').setInputFiles(invoice);
  await expect(staff.getByText('invoice.pdf')).toBeVisible();
  await expectAccessible(staff, 'compose');
  await staff.getByRole('button', { name: 'Send' }).click();
  await expect(staff.getByText('Message sent')).toBeVisible();
  await expect(staff).toHaveURL(/\/messages\/sent$/);
  await expect(staff.getByRole('link', { name: subject })).toBeVisible();

  // The vendor sees one unread message on the dashboard and in the menu.
  const page = await pageFor(browser, request, vendor.email, vendor.password);
  const newMessages = page.getByRole('region', { name: 'New Messages' });
  await expect(newMessages).toContainText('1');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('button', { name: 'Messages (1 unread)' })).toBeVisible();
  await newMessages.getByRole('link', { name: 'Go to inbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Inbox (1 unread)' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(subject) });
  await expect(row.getByRole('img', { name: 'Unread' })).toBeVisible();
  await expect(row).toContainText('Today');
  await expectAccessible(page, 'inbox');

  // Opening it marks it read: the count drops.
  await row.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Message' })).toContainText('Please check the invoice attached.');
  await expect(menu.getByRole('button', { name: 'Messages', exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download invoice\.pdf/ }).click();
  expect((await download).suggestedFilename()).toBe('invoice.pdf');
  await expectAccessible(page, 'message');

  // The vendor replies from the message.
  await page.getByRole('button', { name: 'Reply' }).click();
  const dialog = page.getByRole('dialog', { name: /^Reply to / });
  await expect(dialog.getByRole('textbox', { name: /^Subject/ })).toHaveValue(`Re: ${subject}`);
  await dialog.getByRole('textbox', { name: /^Message/ }).click();
  await page.keyboard.type('Thank you, received.');
  await expectAccessible(page, 'reply modal');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'New Messages' })).toContainText('0');

  // Staff see the reply, unread, in their inbox.
  await staff.goto('/messages/inbox');
  const reply = staff.getByRole('row', { name: new RegExp(`Re: ${subject}`) });
  await expect(reply).toContainText(`Ama Mensah (${vendor.displayName})`);
  await expect(reply.getByRole('img', { name: 'Unread' })).toBeVisible();
  await reply.getByRole('link', { name: `Re: ${subject}` }).click();
  await expect(staff.getByText('Thank you, received.')).toBeVisible();
  await expect(staff.getByRole('heading', { name: /^Conversation with Ama Mensah/ })).toBeVisible();
});

test('the inbox, a message and compose fit a phone screen', async ({ browser, request }) => {
  const vendor = await createActiveVendor(request);
  const admin = await loginApi(request, ADMIN.email, ADMIN.password);
  const subject = `A long subject that has to fit on a narrow screen ${Date.now().toString(36)}`;
  // Two messages, so that the message page also shows their conversation.
  for (const body of ['<p>First things first.</p>', '<p>Short and sweet.</p>']) {
    const sent = await request.post('/api/message', {
      headers: { 'x-auth-token': admin.token },
      multipart: { to: vendor.id, subject, body, attachments: invoice },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await signIn(page, request, vendor.email, vendor.password);
  const sidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  await page.goto('/messages/inbox');
  await expect(page.getByRole('link', { name: subject })).toHaveCount(2);
  expect(await sidewaysScroll()).toBeLessThanOrEqual(0);
  await page.getByRole('link', { name: subject }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Download invoice\.pdf/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Conversation with / })).toBeVisible();
  expect(await sidewaysScroll()).toBeLessThanOrEqual(0);
  await page.goto('/messages/compose');
  await expect(page.getByRole('textbox', { name: /^Message/ })).toBeVisible();
  expect(await sidewaysScroll()).toBeLessThanOrEqual(0);
});
