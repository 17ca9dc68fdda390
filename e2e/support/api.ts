import { type APIRequestContext, expect } from '@playwright/test';

export const ADMIN = { email: 'admin@soko.local', password: 'SokoAdmin!2026' };
export const VENDOR_PASSWORD = 'kente-weaver-77';

let sequence = 0;

export function newVendorDetails(prefix = 'vendor') {
  sequence += 1;
  // Spec files share one server, so names must differ between files as well as within one.
  const unique = `${Date.now().toString(36)}${sequence}`;
  return {
    email: `${prefix}${sequence}-${Date.now()}@example.com`,
    firstName: 'Ama',
    lastName: 'Mensah',
    password: VENDOR_PASSWORD,
    cPassword: VENDOR_PASSWORD,
    displayName: `Kente House ${unique}`,
    c_address: '12 Smith St',
    suburb: 'Fitzroy',
    state: 'VIC',
    postcode: '3065',
    phone: '0412 345 678',
    ABN: '51 824 753 556',
  };
}

interface OutboxItem {
  to: string;
  template: string;
  text: string;
}

/** Waits until a `template` mail to `to` is in the development outbox, and answers its text. */
export async function mailText(request: APIRequestContext, to: string, template: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mail.json?to=${encodeURIComponent(to)}`);
      const { items } = (await response.json()) as { items: OutboxItem[] };
      text = items.find((item) => item.template === template)?.text ?? '';
      return text !== '';
    })
    .toBe(true);
  return text;
}

/** The newest link to `path` mailed to `to`, read from the development outbox. */
export async function linkFromMail(request: APIRequestContext, to: string, path: 'verifyEmail' | 'reset') {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mail.json?to=${encodeURIComponent(to)}`);
      const { items } = (await response.json()) as { items: OutboxItem[] };
      for (const item of items) {
        const match = new RegExp(`https?://[^\\s]+/${path}/[A-Za-z0-9_-]+`).exec(item.text);
        if (match) {
          found = match[0];
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return new URL(found ?? '').pathname;
}

export async function loginApi(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/loginVendor', { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

const png1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Walks a new vendor through every onboarding step through the API and returns their login. */
export async function createActiveVendor(request: APIRequestContext) {
  const details = newVendorDetails();
  const registered = await request.post('/api/registerVendor', { data: details });
  expect(registered.status(), await registered.text()).toBe(201);
  const { user } = await registered.json();
  const verifyPath = await linkFromMail(request, details.email, 'verifyEmail');
  const token = verifyPath.split('/').pop();
  expect((await request.get(`/api/verify?token=${token}`)).ok()).toBe(true);
  const identity = await loginApi(request, details.email, details.password);
  const uploaded = await request.post('/api/account/documents', {
    headers: { 'x-action-token': identity.actionToken },
    multipart: {
      idDocument: { name: 'passport.png', mimeType: 'image/png', buffer: png1x1 },
      residenceDocument: { name: 'bill.png', mimeType: 'image/png', buffer: png1x1 },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const admin = await loginApi(request, ADMIN.email, ADMIN.password);
  const approved = await request.put(`/api/vendor/${admin.user._id}/${user._id}/verify`, {
    headers: { 'x-auth-token': admin.token },
    data: { approved: true },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const activation = await loginApi(request, details.email, details.password);
  const activated = await request.get(`/activateV/${user._id}`, {
    headers: { 'x-action-token': activation.actionToken },
  });
  expect(activated.ok(), await activated.text()).toBe(true);
  return { ...details, id: user._id as string };
}
