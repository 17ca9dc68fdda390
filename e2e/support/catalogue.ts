import { type APIRequestContext, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, loginApi } from './api.ts';

let sequence = 0;

/** A name no earlier run or test has used, so that tests can find their own rows. */
export function uniqueName(prefix: string): string {
  sequence += 1;
  return `${prefix} ${Date.now().toString(36)}${sequence}`;
}

/** A square PNG of one colour, as a vendor would upload. */
export async function testImage(name: string, colour: { r: number; g: number; b: number }, size = 800) {
  const buffer = await sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

let cachedAdminToken: string | undefined;

/**
 * The super admin's session, logged in once per worker: the API allows an account 10 logins in
 * 15 minutes, and the catalogue specs act as the admin many times.
 */
export async function adminToken(request: APIRequestContext): Promise<string> {
  if (cachedAdminToken !== undefined) {
    // Another spec may have ended that session (logging out of all devices or a password change ends every token).
    const check = await request.get('/api/authVendor', { headers: { 'x-auth-token': cachedAdminToken } });
    if (check.ok()) return cachedAdminToken;
  }
  const { token } = await loginApi(request, ADMIN.email, ADMIN.password);
  cachedAdminToken = token as string;
  return cachedAdminToken;
}

/**
 * Signs the page in as the super admin with the shared session (see adminToken). A page that moves
 * money or power takes `ownSession`: it then meets the step-up dialog, which lasts 5 minutes for the
 * session that answered it and so must not carry over to the next spec through the shared one.
 */
export async function signInAsAdmin(
  page: Page,
  request: APIRequestContext,
  { ownSession = false }: { ownSession?: boolean } = {},
): Promise<void> {
  const token = ownSession
    ? ((await loginApi(request, ADMIN.email, ADMIN.password)).token as string)
    : await adminToken(request);
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

interface CategoryRow {
  _id: string;
  title: string;
}

/** Every category (not subcategory) of the marketplace, through the API. */
export async function listCategories(request: APIRequestContext, token: string): Promise<CategoryRow[]> {
  const response = await request.get('/api/category/?limit=100', { headers: { 'x-auth-token': token } });
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = (await response.json()) as { items: CategoryRow[] };
  return items;
}

export async function createCategoryApi(request: APIRequestContext, token: string, title: string) {
  const response = await request.post('/api/category/create/me', {
    headers: { 'x-auth-token': token },
    data: { title, description: `${title} from Africa`, image: 'https://example.com/category.png' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CategoryRow;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Matches a label exactly, with or without Mantine's required asterisk: `getByLabel(labelled('Title'))`. */
export function labelled(label: string): RegExp {
  return new RegExp(`^${escapeRegExp(label)}( \\*)?$`);
}

/** Picks `option` in the Mantine select labelled `label`. */
export async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(labelled(label)).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The page scrolls no wider than the window (tables scroll inside their own container). Polled,
 * because the layout settles through transitions after the viewport changes.
 */
export async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}
