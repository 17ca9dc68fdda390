import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGE_ATTACHMENT_MAX_BYTES, MESSAGE_TEXT, type MessageDto } from '@soko/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageAttachments, messages, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import {
  adminToken,
  fromAddress,
  mailsTo,
  multipartBody,
  type OnboardedVendor,
  onboardVendor,
  pdfBytes,
  pngBytes,
  type UploadPart,
} from '../../test/fixtures.ts';
import { ATTACHMENT_AREA } from './messages.service.ts';

let ctx: TestContext;
let uploadDir: string;
let staff: { id: string; token: string };
let vendor: OnboardedVendor;
let otherVendor: OnboardedVendor;
let outsider: OnboardedVendor;
let sends = 0;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'soko-messages-'));
  ctx = await createTestApp({ config: { uploadDir } });
  const token = await adminToken(ctx);
  const me = await ctx.app.inject({ method: 'GET', url: '/api/authVendor', headers: { 'x-auth-token': token } });
  staff = { id: me.json().user._id, token };
  vendor = await onboardVendor(ctx, { firstName: 'Ama', displayName: 'Kente House' });
  otherVendor = await onboardVendor(ctx, { firstName: 'Esi', displayName: 'Spice Route' });
  outsider = await onboardVendor(ctx, { firstName: 'Yaw', displayName: 'Shea Works' });
});
afterAll(async () => {
  await ctx?.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const pdfPart = (filename = 'invoice.pdf'): UploadPart => ({
  field: 'attachments',
  filename,
  contentType: 'application/pdf',
  bytes: pdfBytes(),
});
const pngPart = (filename = 'photo.png'): UploadPart => ({
  field: 'attachments',
  filename,
  contentType: 'image/png',
  bytes: pngBytes(),
});

function send(token: string, fields: Record<string, string>, parts: UploadPart[] = []) {
  const body = multipartBody(parts, fields);
  sends += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/message',
    headers: { ...body.headers, 'x-auth-token': token },
    payload: body.payload,
    // Each send from its own address, so that the per-IP send limit is not what a test measures.
    remoteAddress: fromAddress(200 + sends),
  });
}

async function sent(token: string, fields: Record<string, string>, parts: UploadPart[] = []): Promise<MessageDto> {
  const response = await send(token, fields, parts);
  if (response.statusCode !== 201) throw new Error(`send failed: ${response.body}`);
  return response.json();
}

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { 'x-auth-token': token }, ...(payload ? { payload } : {}) });

const boxOf = async (token: string, box: string, query = '') =>
  (await call('GET', `/api/message?box=${box}${query}`, token)).json();
const idsIn = async (token: string, box: string): Promise<string[]> =>
  (await boxOf(token, box)).items.map((item: { _id: string }) => item._id);
const unreadOf = async (token: string): Promise<number> =>
  (await call('GET', '/api/message/unread-count', token)).json().unread;
const storedFiles = async () => readdir(path.join(uploadDir, ATTACHMENT_AREA)).catch(() => [] as string[]);
const messageCount = async () => (await ctx.database.db.select({ n: count() }).from(messages))[0]?.n ?? 0;

describe('sending and receiving', () => {
  it('delivers a message from staff to a vendor, with attachments and one mail notice', async () => {
    const before = await unreadOf(vendor.token);
    const message = await sent(
      staff.token,
      { to: vendor.id, subject: '  Your documents  ', body: '<p>Please send a <strong>clearer</strong> copy.</p>' },
      [pdfPart(), pngPart()],
    );
    expect(message).toMatchObject({
      from: staff.id,
      to: vendor.id,
      subject: 'Your documents',
      body: '<p>Please send a <strong>clearer</strong> copy.</p>',
      read: false,
      trashed: false,
      attachmentCount: 2,
      receiver: { _id: vendor.id, firstName: 'Ama', displayName: 'Kente House', role: 1 },
      sender: { _id: staff.id, role: 2 },
    });
    expect(message.attachments.map((attachment) => [attachment.name, attachment.mimeType])).toEqual([
      ['invoice.pdf', 'application/pdf'],
      ['photo.png', 'image/png'],
    ]);

    expect(await unreadOf(vendor.token)).toBe(before + 1);
    const inbox = await boxOf(vendor.token, 'inbox');
    expect(inbox).toMatchObject({ box: 'inbox', page: 1, limit: 10, unread: before + 1 });
    expect(inbox.items[0]).toMatchObject({ _id: message._id, subject: 'Your documents', read: false });
    expect(inbox.items[0]).not.toHaveProperty('body');
    expect(await idsIn(staff.token, 'sent')).toContain(message._id);
    expect(await idsIn(staff.token, 'inbox')).not.toContain(message._id);

    const notices = (await mailsTo(ctx, vendor.email)).filter((mail) => mail.template === 'newMessage');
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice?.text).toContain('Subject: Your documents');
    expect(notice?.text).toContain('http://soko.test/messages/inbox');
    expect(notice?.subject).toMatch(/^New message from .+ \(Soko team\)$/);
    expect(notice?.text).not.toContain('clearer');
    expect(notice?.html).not.toContain('clearer');
  });

  it('answers the first page of every box with the unread count', async () => {
    const overview = (await call('GET', '/api/message', vendor.token)).json();
    expect(Object.keys(overview).sort()).toEqual(['inbox', 'outbox', 'trash', 'unread']);
    expect(overview.inbox).toMatchObject({ page: 1, limit: 10 });
    expect(overview.inbox.total).toBeGreaterThan(0);
    expect(overview.unread).toBe(await unreadOf(vendor.token));
  });

  it('pages a box on the server, newest first', async () => {
    const first = await sent(staff.token, { to: otherVendor.id, subject: 'One', body: '<p>1</p>' });
    const second = await sent(staff.token, { to: otherVendor.id, subject: 'Two', body: '<p>2</p>' });
    const third = await sent(staff.token, { to: otherVendor.id, subject: 'Three', body: '<p>3</p>' });
    const page1 = await boxOf(otherVendor.token, 'inbox', '&page=1&limit=2');
    const page2 = await boxOf(otherVendor.token, 'inbox', '&page=2&limit=2');
    expect(page1).toMatchObject({ total: 3, page: 1, limit: 2, unread: 3 });
    expect(page1.items.map((item: MessageDto) => item._id)).toEqual([third._id, second._id]);
    expect(page2.items.map((item: MessageDto) => item._id)).toEqual([first._id]);
    expect((await call('GET', '/api/message?box=spam', otherVendor.token)).statusCode).toBe(400);
  });

  it('lists whom the caller may write to: staff for a vendor, vendors and staff for staff', async () => {
    const forVendor = (await call('GET', '/api/message/recipients', vendor.token)).json().items;
    expect(forVendor.length).toBeGreaterThan(0);
    expect(forVendor.every((party: { role: number }) => party.role === 2)).toBe(true);

    const forStaff = (await call('GET', '/api/message/recipients?q=spice', staff.token)).json().items;
    expect(forStaff.map((party: { _id: string }) => party._id)).toEqual([otherVendor.id]);
    const everyone = (await call('GET', '/api/message/recipients', staff.token)).json().items;
    expect(everyone.map((party: { _id: string }) => party._id)).not.toContain(staff.id);
  });
});

describe('who may write to whom', () => {
  it('refuses a vendor writing to another vendor or to themselves', async () => {
    for (const to of [otherVendor.id, vendor.id]) {
      const response = await send(vendor.token, { to, subject: 'Hello', body: '<p>Hi</p>' });
      expect(response.statusCode).toBe(403);
      expect(response.json().errors).toEqual([{ msg: MESSAGE_TEXT.cannotWrite, param: 'to' }]);
    }
  });

  it('answers 404 for an unknown receiver and 400 for a missing one', async () => {
    const unknown = await send(staff.token, {
      to: '0b6f3f3e-0000-4000-8000-000000000000',
      subject: 'Hello',
      body: '<p>Hi</p>',
    });
    expect(unknown.statusCode).toBe(404);
    const missing = await send(staff.token, { subject: '', body: '<p></p>' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { msg: MESSAGE_TEXT.recipientRequired, param: 'to' },
      { msg: MESSAGE_TEXT.subjectRequired, param: 'subject' },
      { msg: MESSAGE_TEXT.bodyRequired, param: 'body' },
    ]);
  });

  it('refuses a deactivated account', async () => {
    const leaving = await onboardVendor(ctx, { displayName: 'Closing Down' });
    await ctx.database.db.update(users).set({ active: false }).where(eq(users.id, leaving.id));
    const response = await send(staff.token, { to: leaving.id, subject: 'Hello', body: '<p>Hi</p>' });
    expect(response.statusCode).toBe(403);
    const recipients = (await call('GET', '/api/message/recipients?q=closing', staff.token)).json().items;
    expect(recipients).toEqual([]);
  });

  it('stores the body without scripts or event handlers', async () => {
    const message = await sent(staff.token, {
      to: vendor.id,
      subject: 'Markup',
      body: '<p onclick="steal()">Hi <a href="javascript:alert(1)" onmouseover="x()">there</a><script>alert(1)</script><img src=x onerror="alert(2)"><iframe src="https://evil.test"></iframe></p>',
    });
    expect(message.body).toBe('<p>Hi <a rel="noopener noreferrer nofollow">there</a></p>');
    const [row] = await ctx.database.db
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.id, message._id));
    expect(row?.body).not.toMatch(/script|onclick|onerror|onmouseover|javascript:|iframe/i);
  });

  it('refuses a body with no text once sanitised', async () => {
    const response = await send(staff.token, { to: vendor.id, subject: 'Empty', body: '<p><script>x</script></p>' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ msg: MESSAGE_TEXT.bodyRequired, param: 'body' }]);
  });
});

describe('attachments', () => {
  it('refuses an oversize file with 413 and stores nothing', async () => {
    const [files, rows] = [await storedFiles(), await messageCount()];
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(MESSAGE_ATTACHMENT_MAX_BYTES)]);
    const response = await send(staff.token, { to: vendor.id, subject: 'Big', body: '<p>Big</p>' }, [
      pdfPart('small.pdf'),
      { field: 'attachments', filename: 'huge.pdf', contentType: 'application/pdf', bytes: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0]).toEqual({
      msg: MESSAGE_TEXT.attachmentTooLarge('huge.pdf'),
      param: 'attachments',
    });
    expect(await storedFiles()).toEqual(files);
    expect(await messageCount()).toBe(rows);
  });

  it('refuses a disguised file with 415 and stores nothing', async () => {
    const [files, rows] = [await storedFiles(), await messageCount()];
    const response = await send(staff.token, { to: vendor.id, subject: 'Invoice', body: '<p>See attached</p>' }, [
      pngPart(),
      {
        field: 'attachments',
        filename: 'invoice.pdf',
        contentType: 'application/pdf',
        bytes: Buffer.from('#!/bin/sh\nrm -rf /\n'),
      },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().errors[0].param).toBe('attachments');
    expect(await storedFiles()).toEqual(files);
    expect(await messageCount()).toBe(rows);
  });

  it('refuses more than five files', async () => {
    const rows = await messageCount();
    const response = await send(
      staff.token,
      { to: vendor.id, subject: 'Many', body: '<p>Many</p>' },
      Array.from({ length: 6 }, (_, index) => pdfPart(`doc${index}.pdf`)),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].msg).toBe(MESSAGE_TEXT.tooManyAttachments);
    expect(await messageCount()).toBe(rows);
  });

  it('lets the sender and the receiver download, privately, and nobody else', async () => {
    const message = await sent(staff.token, { to: vendor.id, subject: 'Files', body: '<p>Files</p>' }, [
      pdfPart('Rechnung März (1).pdf'),
    ]);
    const [attachment] = message.attachments;
    const url = `/api/message/${message._id}/attachments/${attachment?._id}`;
    for (const token of [staff.token, vendor.token]) {
      const response = await call('GET', url, token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Rechnung M_rz (1).pdf"; filename*=UTF-8''Rechnung%20M%C3%A4rz%20%281%29.pdf`,
      );
      expect(response.rawPayload.equals(pdfBytes())).toBe(true);
    }
    expect((await call('GET', url, outsider.token)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('reading', () => {
  it('marks a message read for its receiver only, once', async () => {
    const message = await sent(staff.token, { to: vendor.id, subject: 'Read me', body: '<p>Read</p>' });
    const before = await unreadOf(vendor.token);
    expect((await call('PUT', `/api/message/${message._id}/read`, staff.token)).statusCode).toBe(403);

    const read = await call('PUT', `/api/message/${message._id}/read`, vendor.token);
    expect(read.json()).toEqual({ msg: 'Message marked read', count: 1, unread: before - 1 });
    const opened = (await call('GET', `/api/message/${message._id}`, vendor.token)).json();
    expect(opened.read).toBe(true);
    const again = await call('PUT', `/api/message/${message._id}/read`, vendor.token);
    expect(again.json().count).toBe(0);
    expect((await call('GET', `/api/message/${message._id}`, vendor.token)).json().readAt).toBe(opened.readAt);
  });

  it('marks every inbox message read', async () => {
    await sent(staff.token, { to: vendor.id, subject: 'A', body: '<p>A</p>' });
    await sent(staff.token, { to: vendor.id, subject: 'B', body: '<p>B</p>' });
    const unread = await unreadOf(vendor.token);
    expect(unread).toBeGreaterThanOrEqual(2);
    const response = await call('PUT', '/api/message/read-all', vendor.token);
    expect(response.json()).toMatchObject({ count: unread, unread: 0 });
    expect((await boxOf(vendor.token, 'inbox')).items.every((item: MessageDto) => item.read)).toBe(true);
  });

  it('keeps a reply in its conversation, oldest first, for the two parties only', async () => {
    const question = await sent(staff.token, { to: otherVendor.id, subject: 'Stock', body: '<p>How many?</p>' });
    const reply = await sent(
      otherVendor.token,
      { to: staff.id, subject: 'Re: Stock', body: '<p>Twelve</p>', replyTo: question._id },
      [pngPart()],
    );
    expect(reply).toMatchObject({ replyTo: question._id, from: otherVendor.id, to: staff.id });
    expect(await idsIn(staff.token, 'inbox')).toContain(reply._id);

    const conversation = (await call('GET', `/api/message/${otherVendor.id}/${staff.id}`, otherVendor.token)).json();
    const ids = conversation.items.map((item: MessageDto) => item._id);
    expect(ids.slice(-2)).toEqual([question._id, reply._id]);
    expect(conversation.items.at(-1)).toMatchObject({ body: '<p>Twelve</p>', attachmentCount: 1 });
    expect(conversation.items.at(-1).attachments).toHaveLength(1);
    expect(conversation.total).toBe(ids.length);
    const sameFromStaff = (await call('GET', `/api/message/${staff.id}/${otherVendor.id}`, staff.token)).json();
    expect(sameFromStaff.items.map((item: MessageDto) => item._id)).toEqual(ids);

    const outsiderView = await call('GET', `/api/message/${otherVendor.id}/${staff.id}`, outsider.token);
    expect(outsiderView.statusCode).toBe(404);
  });

  it('refuses a reply to a message the caller cannot see', async () => {
    const question = await sent(staff.token, { to: otherVendor.id, subject: 'Private', body: '<p>Private</p>' });
    const response = await send(outsider.token, {
      to: staff.id,
      subject: 'Re: Private',
      body: '<p>Me too</p>',
      replyTo: question._id,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors).toEqual([{ msg: 'Message not found', param: 'replyTo' }]);
  });
});

describe('trash, restore and delete for good', () => {
  it('moves a copy to the caller’s trash only, and back', async () => {
    const message = await sent(staff.token, { to: vendor.id, subject: 'Trash me', body: '<p>Bin</p>' });
    const unread = await unreadOf(vendor.token);
    const trashed = await call('DELETE', `/api/message/${message._id}`, vendor.token);
    expect(trashed.json()).toEqual({ msg: '1 message moved to trash', count: 1, unread: unread - 1 });
    expect(await idsIn(vendor.token, 'inbox')).not.toContain(message._id);
    expect(await idsIn(vendor.token, 'trash')).toContain(message._id);
    expect(await idsIn(staff.token, 'sent')).toContain(message._id);
    expect((await call('GET', `/api/message/${message._id}`, vendor.token)).json().trashed).toBe(true);

    const restored = await call('PUT', `/api/message/${message._id}/restore`, vendor.token);
    expect(restored.json()).toMatchObject({ count: 1, unread });
    expect(await idsIn(vendor.token, 'inbox')).toContain(message._id);
    expect((await call('PUT', `/api/message/${message._id}/restore`, vendor.token)).statusCode).toBe(409);
  });

  it('deletes for good from the trash only, then from both sides with the files', async () => {
    const message = await sent(staff.token, { to: vendor.id, subject: 'Purge me', body: '<p>Gone</p>' }, [pdfPart()]);
    const url = `/api/message/${message._id}`;
    const download = `${url}/attachments/${message.attachments[0]?._id}`;
    expect((await call('DELETE', `${url}?permanent=true`, vendor.token)).statusCode).toBe(409);

    await call('DELETE', url, vendor.token);
    const purged = await call('DELETE', `${url}?permanent=true`, vendor.token);
    expect(purged.json()).toMatchObject({ msg: '1 message deleted for good', count: 1 });
    expect(await idsIn(vendor.token, 'trash')).not.toContain(message._id);
    expect((await call('GET', url, vendor.token)).statusCode).toBe(404);
    expect((await call('GET', download, vendor.token)).statusCode).toBe(404);
    // The sender's copy is untouched.
    expect((await call('GET', url, staff.token)).statusCode).toBe(200);
    expect((await call('GET', download, staff.token)).statusCode).toBe(200);

    const files = await storedFiles();
    await call('DELETE', url, staff.token);
    await call('DELETE', `${url}?permanent=true`, staff.token);
    const [row] = await ctx.database.db.select({ n: count() }).from(messages).where(eq(messages.id, message._id));
    expect(row?.n).toBe(0);
    const [attachments] = await ctx.database.db
      .select({ n: count() })
      .from(messageAttachments)
      .where(eq(messageAttachments.messageId, message._id));
    expect(attachments?.n).toBe(0);
    expect((await storedFiles()).length).toBe(files.length - 1);
  });

  it('trashes, restores and deletes selected messages in bulk', async () => {
    const one = await sent(staff.token, { to: vendor.id, subject: 'Bulk 1', body: '<p>1</p>' });
    const two = await sent(staff.token, { to: vendor.id, subject: 'Bulk 2', body: '<p>2</p>' });
    const ids = [one._id, two._id];
    expect((await call('POST', '/api/message/trash', vendor.token, { ids })).json().count).toBe(2);
    expect(await idsIn(vendor.token, 'trash')).toEqual(expect.arrayContaining(ids));
    expect((await call('POST', '/api/message/restore', vendor.token, { ids: [one._id] })).json().count).toBe(1);
    expect((await call('POST', '/api/message/purge', vendor.token, { ids })).json().count).toBe(1);
    expect(await idsIn(vendor.token, 'inbox')).toContain(one._id);
    expect((await call('POST', '/api/message/trash', vendor.token, { ids: [] })).statusCode).toBe(400);
  });
});

describe('a third user', () => {
  it('can neither read nor change another pair’s message', async () => {
    const message = await sent(staff.token, { to: vendor.id, subject: 'Between us', body: '<p>Secret</p>' }, [
      pdfPart(),
    ]);
    const url = `/api/message/${message._id}`;
    const attempts = [
      call('GET', url, outsider.token),
      call('PUT', `${url}/read`, outsider.token),
      call('DELETE', url, outsider.token),
      call('DELETE', `${url}?permanent=true`, outsider.token),
      call('PUT', `${url}/restore`, outsider.token),
      call('GET', `${url}/attachments/${message.attachments[0]?._id}`, outsider.token),
      call('POST', '/api/message/trash', outsider.token, { ids: [message._id] }),
      call('POST', '/api/message/purge', outsider.token, { ids: [message._id] }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(messages).where(eq(messages.id, message._id));
    expect(row).toMatchObject({ readAt: null, receiverTrashedAt: null, senderTrashedAt: null });
    expect(await idsIn(outsider.token, 'inbox')).not.toContain(message._id);
  });
});
