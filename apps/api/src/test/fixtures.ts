import { ROLE_STAFF, type StaffRole } from '@soko/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, mailOutbox } from '../db/schema/index.ts';
import { ensureSuperAdmin } from '../modules/users/admin-bootstrap.ts';
import type { TestContext } from './app.ts';

let counter = 0;

/** A registration that passes every rule; each call gets its own email. */
export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `vendor${counter}-${Date.now()}@example.com`,
    firstName: 'Ama',
    lastName: 'Mensah',
    password: 'kente-weaver-77',
    cPassword: 'kente-weaver-77',
    displayName: 'Kente House',
    c_address: '12 Smith St',
    suburb: 'Fitzroy',
    state: 'VIC',
    postcode: '3065',
    phone: '0412 345 678',
    ABN: '51 824 753 556',
    how: 'socials',
    ...overrides,
  };
}

/** Each test may act from its own address so per-IP limits of one test never reach another. */
export function fromAddress(n: number) {
  return `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

export async function mailsTo(ctx: TestContext, to: string) {
  return ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
}

/** The token in the newest link to `path` mailed to `to`. */
export async function tokenFromMail(ctx: TestContext, to: string, path: 'verifyEmail' | 'reset'): Promise<string> {
  const mails = await mailsTo(ctx, to);
  for (const mail of mails) {
    const match = new RegExp(`/${path}/([A-Za-z0-9_-]+)`).exec(mail.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no ${path} link mailed to ${to}`);
}

let adminLogins = 0;

/**
 * Proves the session's password again (the step-up of an account without a second factor), so that
 * for 5 minutes it may do what moves money or power.
 */
export async function stepUp(ctx: TestContext, token: string, password: string): Promise<void> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/session/step-up',
    headers: { 'x-auth-token': token },
    payload: { password },
    remoteAddress: fromAddress(counter++),
  });
  if (response.statusCode !== 200) throw new Error(`step-up failed: ${response.body}`);
}

/**
 * A fresh session of the super admin, stepped up unless the test says not to. Each login comes from
 * its own address, because a test may need more of them in a minute than the per-address login
 * limit allows.
 */
export async function adminToken(ctx: TestContext, options: { steppedUp?: boolean } = {}): Promise<string> {
  await ensureSuperAdmin(ctx.app.database.db, ctx.app.config);
  adminLogins += 1;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/loginVendor',
    payload: { email: ctx.config.adminEmail, password: ctx.config.adminPassword },
    remoteAddress: `10.8.${Math.floor(adminLogins / 250) % 250}.${(adminLogins % 250) + 1}`,
  });
  if (response.statusCode !== 200) throw new Error(`admin login failed: ${response.body}`);
  const { token } = response.json();
  if (options.steppedUp !== false) await stepUp(ctx, token, ctx.config.adminPassword);
  return token;
}

export interface OnboardedVendor {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** Walks a vendor through every onboarding step through the API, as a real vendor would. */
export async function onboardVendor(
  ctx: TestContext,
  overrides: Record<string, unknown> = {},
): Promise<OnboardedVendor> {
  const { app } = ctx;
  const body = registration(overrides);
  const registered = await app.inject({
    method: 'POST',
    url: '/api/registerVendor',
    payload: body,
    remoteAddress: fromAddress(counter),
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const id: string = registered.json().user._id;
  const verifyToken = await tokenFromMail(ctx, body.email, 'verifyEmail');
  await app.inject({ method: 'GET', url: `/api/verify?token=${verifyToken}` });
  const identityStep = await login(app, body.email, body.password);
  await uploadDocuments(app, identityStep.actionToken);
  const admin = await adminToken(ctx);
  await app.inject({
    method: 'PUT',
    url: `/api/vendor/any/${id}/verify`,
    headers: { 'x-auth-token': admin },
    payload: { approved: true },
  });
  const activationStep = await login(app, body.email, body.password);
  const activated = await app.inject({
    method: 'GET',
    url: `/activateV/${id}`,
    headers: { 'x-action-token': activationStep.actionToken },
  });
  const { token } = activated.json();
  await stepUp(ctx, token, body.password);
  return { id, email: body.email, password: body.password, token };
}

export interface StaffAccount {
  id: string;
  email: string;
  token: string;
}

let staffCount = 0;

/** A staff account (role 3) with `staffRole`, invited by the super admin, its password set from the mail. */
export async function createStaff(ctx: TestContext, staffRole: StaffRole): Promise<StaffAccount> {
  staffCount += 1;
  const email = `staff-${staffRole}-${staffCount}@soko.test`;
  const admin = await adminToken(ctx);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/user',
    headers: { 'x-auth-token': admin },
    payload: { firstName: 'Staff', lastName: `${staffRole} ${staffCount}`, email, role: ROLE_STAFF, staffRole },
  });
  if (created.statusCode !== 201) throw new Error(`staff create failed: ${created.body}`);
  const password = 'StaffMember!2026';
  const token = await tokenFromMail(ctx, email, 'reset');
  await ctx.app.inject({ method: 'POST', url: `/api/reset/${token}`, payload: { pwd: password, cPwd: password } });
  const signedIn = await login(ctx.app, email, password);
  if (!signedIn.token) throw new Error(`staff login failed: ${JSON.stringify(signedIn)}`);
  await stepUp(ctx, signedIn.token, password);
  return { id: created.json().user._id, email, token: signedIn.token };
}

export async function login(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/loginVendor',
    payload: { email, password },
    remoteAddress: fromAddress(counter++),
  });
  return response.json();
}

export function pngBytes(): Buffer {
  // 1x1 PNG
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
}

export function pdfBytes(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

export interface UploadPart {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Builds a multipart/form-data body by hand so tests control every byte a browser would send.
 * Fields given as pairs may repeat a name, as a form does for a list.
 */
export function multipartBody(parts: UploadPart[], fields: Record<string, string> | [string, string][] = {}) {
  const boundary = `----soko${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function uploadDocuments(app: FastifyInstance, actionToken: string, parts?: UploadPart[]) {
  const body = multipartBody(
    parts ?? [
      { field: 'idDocument', filename: 'passport.png', contentType: 'image/png', bytes: pngBytes() },
      { field: 'residenceDocument', filename: 'bill.pdf', contentType: 'application/pdf', bytes: pdfBytes() },
    ],
  );
  return app.inject({
    method: 'POST',
    url: '/api/account/documents',
    headers: { ...body.headers, 'x-action-token': actionToken },
    payload: body.payload,
    remoteAddress: fromAddress(counter++),
  });
}

/** How many audit entries record this action on this object. */
export async function auditCount(ctx: TestContext, action: string, entityId: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
  return row?.n ?? 0;
}
