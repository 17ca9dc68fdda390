import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { loginApi } from './api.ts';

/** Signs the page in as the web app would after a login: the token in localStorage. */
export async function signIn(page: Page, request: APIRequestContext, email: string, password: string) {
  const { token } = await loginApi(request, email, password);
  expect(token, 'login should give a session').toEqual(expect.any(String));
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return token as string;
}
