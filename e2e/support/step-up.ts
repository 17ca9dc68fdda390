import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ADMIN, loginApi } from './api.ts';
import { expectAccessible } from './axe.ts';
import { labelled } from './catalogue.ts';

/** What proves it is them: the password of an account without a second factor, or a code. */
export type StepUpProof = { password: string } | { code: string };

/**
 * Answers the step-up dialog that opens when an action moves money or power, as the user would,
 * and waits until it has closed (the web app then sends the action again).
 */
export async function stepUp(page: Page, proof: StepUpProof) {
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  const field = 'password' in proof ? dialog.getByLabel(labelled('Password')) : dialog.getByLabel(labelled('Code'));
  await expect(field).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  await expectAccessible(page, 'the step-up dialog');
  await field.fill('password' in proof ? proof.password : proof.code);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
}

/** Steps a session up through the API: for 5 minutes it may move money or power. */
export async function stepUpApi(request: APIRequestContext, token: string, proof: StepUpProof) {
  const response = await request.post('/api/session/step-up', { headers: { 'x-auth-token': token }, data: proof });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * A super admin session of its own, stepped up, for the API calls that set a scene. It is never the
 * browser's shared session (adminToken), so that a page which should meet the step-up dialog does.
 */
export async function steppedUpAdminToken(request: APIRequestContext): Promise<string> {
  const { token } = await loginApi(request, ADMIN.email, ADMIN.password);
  await stepUpApi(request, token, { password: ADMIN.password });
  return token as string;
}
