import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMail } from '../../db/schema/mail.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';

let ctx: TestContext;
let verifyMail: OutboxMail;
let resetMail: OutboxMail;

beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  verifyMail = await ctx.app.mail.enqueue(db, {
    to: 'amina@example.com',
    template: 'verifyEmail',
    data: { firstName: '<script>alert(1)</script>', token: 'verify-token' },
  });
  resetMail = await ctx.app.mail.enqueue(db, {
    to: 'amina@example.com',
    template: 'resetPassword',
    data: { firstName: 'Amina', token: 'reset-token' },
  });
  await ctx.app.mail.enqueue(db, { to: 'kofi@example.com', template: 'welcome', data: { firstName: 'Kofi' } });
});
afterAll(async () => ctx?.close());

describe(`dev mail viewer (${testEngine})`, () => {
  it('lists the outbox as an HTML page linking to each mail', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain(`<a href="/dev/mail/${verifyMail.id}">Verify your email address</a>`);
    expect(response.body).toContain(`<a href="/dev/mail/${resetMail.id}">Reset your password</a>`);
    expect(response.body).toContain('kofi@example.com');
    expect(response.body).toContain('<td>pending</td>');
  });

  it('filters the list page by recipient and pages through it', async () => {
    const filtered = await ctx.app.inject({ method: 'GET', url: '/dev/mail?to=kofi@example.com' });
    expect(filtered.body).toContain('Welcome to Soko Seller Centre');
    expect(filtered.body).not.toContain('amina@example.com');

    const firstPage = await ctx.app.inject({ method: 'GET', url: '/dev/mail?limit=2' });
    expect(firstPage.body).toContain('href="/dev/mail?page=2&amp;limit=2">Older</a>');
    expect(firstPage.body).not.toContain('>Newer</a>');
  });

  it('answers the outbox as JSON, newest first, filtered by recipient', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/dev/mail.json?to=AMINA@example.com' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(body.items.map((item: { _id: string }) => item._id).sort()).toEqual([verifyMail.id, resetMail.id].sort());
    const verify = body.items.find((item: { _id: string }) => item._id === verifyMail.id);
    expect(verify).toEqual({
      _id: verifyMail.id,
      to: 'amina@example.com',
      subject: 'Verify your email address',
      template: 'verifyEmail',
      status: 'pending',
      attempts: 0,
      lastError: null,
      createdAt: verifyMail.createdAt.toISOString(),
      sentAt: null,
      html: verifyMail.html,
      text: verifyMail.text,
    });
    expect(verify.text).toContain('http://soko.test/verifyEmail/verify-token');
  });

  it('pages the JSON list', async () => {
    const all = (await ctx.app.inject({ method: 'GET', url: '/dev/mail.json' })).json();
    expect(all.total).toBe(3);
    const second = (await ctx.app.inject({ method: 'GET', url: '/dev/mail.json?page=2&limit=2' })).json();
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.items).toEqual([all.items[2]]);
    const invalid = await ctx.app.inject({ method: 'GET', url: '/dev/mail.json?limit=1000' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].param).toBe('limit');
  });

  it('shows one mail as its HTML with a link to its text part', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/dev/mail/${verifyMail.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('href="http://soko.test/verifyEmail/verify-token"');
    expect(response.body).toContain(`href="/dev/mail/${verifyMail.id}?format=text"`);
    expect(response.body).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(response.body).not.toContain('<script>');

    const text = await ctx.app.inject({ method: 'GET', url: `/dev/mail/${verifyMail.id}?format=text` });
    expect(text.statusCode).toBe(200);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.body).toBe(verifyMail.text);
  });

  it('answers an unknown mail with 404 and a malformed id with 400, in the error shape', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/dev/mail/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: [{ msg: 'Mail not found' }] });

    const malformed = await ctx.app.inject({ method: 'GET', url: '/dev/mail/not-a-uuid' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ errors: [{ msg: 'Invalid mail id', param: 'id' }] });
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ config: { env: 'production' } });
    try {
      for (const url of ['/dev/mail', '/dev/mail.json', `/dev/mail/${verifyMail.id}`]) {
        const response = await production.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ errors: [{ msg: `Route GET ${url} not found` }] });
      }
    } finally {
      await production.close();
    }
  });

  it('answers only requests from this machine', async () => {
    for (const url of ['/dev/mail', '/dev/mail.json', `/dev/mail/${verifyMail.id}`]) {
      const response = await ctx.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('/reset/');
    }
  });

  it('answers nothing through a proxy, even one on this machine', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/dev/mail.json',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('is not served when mail goes out through SMTP', async () => {
    const withSmtp = await createTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:2525' } });
    try {
      const response = await withSmtp.app.inject({ method: 'GET', url: '/dev/mail.json' });
      expect(response.statusCode).toBe(404);
    } finally {
      await withSmtp.close();
    }
  });
});
