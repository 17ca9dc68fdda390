import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OutboxMail } from '../../db/schema/mail.ts';
import { notFound } from '../../lib/errors.ts';
import { escapeHtml } from './mail.layout.ts';
import { findMail, listMails } from './mail.repo.ts';

const listQuery = z.object({
  // An empty filter field of the list page means no filter.
  to: z
    .string()
    .trim()
    .max(320)
    .optional()
    .transform((value) => value || undefined),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const mailItem = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  html: z.string(),
  text: z.string(),
});

function toItem(mail: OutboxMail): z.infer<typeof mailItem> {
  return {
    _id: mail.id,
    to: mail.to,
    subject: mail.subject,
    template: mail.template,
    status: mail.status,
    attempts: mail.attempts,
    lastError: mail.lastError,
    createdAt: mail.createdAt.toISOString(),
    sentAt: mail.sentAt?.toISOString() ?? null,
    html: mail.html,
    text: mail.text,
  };
}

const PAGE_STYLE = `body{margin:0;padding:24px;font-family:system-ui,sans-serif;color:#1f2933;background:#fff}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:8px;border-bottom:1px solid #d1d5db;vertical-align:top}
a{color:#14532d}form{margin:16px 0}label{margin-right:8px}input{padding:6px}button{padding:6px 12px}
nav{margin-top:16px;display:flex;gap:16px}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}`;

function listPage(items: OutboxMail[], total: number, query: z.infer<typeof listQuery>): string {
  const pageLink = (page: number) => {
    const params = new URLSearchParams({ page: String(page), limit: String(query.limit) });
    if (query.to) params.set('to', query.to);
    return `/dev/mail?${params}`;
  };
  const rows = items
    .map(
      (mail) => `<tr>
<td>${escapeHtml(mail.to)}</td>
<td><a href="/dev/mail/${mail.id}">${escapeHtml(mail.subject)}</a></td>
<td>${escapeHtml(mail.template)}</td>
<td>${escapeHtml(mail.status)}</td>
<td>${mail.attempts}</td>
<td><time datetime="${mail.createdAt.toISOString()}">${mail.createdAt.toISOString()}</time></td>
</tr>`,
    )
    .join('\n');
  const hasOlder = query.page * query.limit < total;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox - Soko dev mail</title><style>${PAGE_STYLE}</style></head>
<body>
<main>
<h1>Outbox</h1>
<p>Mail written by this development server, newest first (${total} in all). JSON: <a href="/dev/mail.json">/dev/mail.json</a></p>
<form method="get" action="/dev/mail">
<label for="to">Recipient</label><input id="to" name="to" type="search" value="${escapeHtml(query.to ?? '')}">
<button type="submit">Filter</button>
</form>
${
  items.length === 0
    ? '<p>No mail.</p>'
    : `<table>
<caption class="visually-hidden">Mail in the outbox</caption>
<thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Template</th><th scope="col">Status</th><th scope="col">Attempts</th><th scope="col">Created</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}
<nav aria-label="Pages">
${query.page > 1 ? `<a href="${escapeHtml(pageLink(query.page - 1))}">Newer</a>` : ''}
${hasOlder ? `<a href="${escapeHtml(pageLink(query.page + 1))}">Older</a>` : ''}
</nav>
</main>
</body>
</html>
`;
}

/** The mail as sent, with a bar on top linking back to the list and to the text part. */
function messagePage(mail: OutboxMail): string {
  const bar = `<nav aria-label="Dev mail viewer" style="padding:8px 16px;background:#fef3c7;color:#1f2933;font:14px/20px system-ui,sans-serif;">
<a href="/dev/mail" style="color:#1f2933;">All mail</a> |
To: ${escapeHtml(mail.to)} | Status: ${escapeHtml(mail.status)} |
<a href="/dev/mail/${mail.id}?format=text" style="color:#1f2933;">Text part</a>
</nav>`;
  const body = /<body[^>]*>/i;
  return body.test(mail.html) ? mail.html.replace(body, (tag) => `${tag}\n${bar}`) : `${bar}\n${mail.html}`;
}

function sendPage(reply: FastifyReply, contentType: string, payload: string) {
  // The pages hold live sign-in and reset links.
  return reply.header('cache-control', 'no-store').type(contentType).send(payload);
}

/** Development-only outbox viewer; registered only outside production. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The viewer shows live verification and reset links, so beyond being off in production it
 * answers only requests from this machine.
 */
export const mailDevRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    // A proxy on the same machine would make every visitor look local; it always adds this header.
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '') || request.headers['x-forwarded-for'] !== undefined) {
      return reply
        .status(404)
        .send({ errors: [{ msg: `Route ${request.method} ${request.url.split('?')[0]} not found` }] });
    }
  });
  app.get(
    '/dev/mail.json',
    {
      schema: {
        hide: true,
        querystring: listQuery,
        response: {
          200: z.object({ items: z.array(mailItem), total: z.number(), page: z.number(), limit: z.number() }),
        },
      },
    },
    async (request, reply) => {
      const { items, total } = await listMails(app.database.db, request.query);
      reply.header('cache-control', 'no-store');
      return { items: items.map(toItem), total, page: request.query.page, limit: request.query.limit };
    },
  );

  app.get('/dev/mail', { schema: { hide: true, querystring: listQuery } }, async (request, reply) => {
    const { items, total } = await listMails(app.database.db, request.query);
    return sendPage(reply, 'text/html; charset=utf-8', listPage(items, total, request.query));
  });

  app.get(
    '/dev/mail/:id',
    {
      schema: {
        hide: true,
        params: z.object({ id: z.uuid('Invalid mail id') }),
        querystring: z.object({ format: z.enum(['html', 'text']).default('html') }),
      },
    },
    async (request, reply) => {
      const mail = await findMail(app.database.db, request.params.id);
      if (!mail) throw notFound('Mail');
      return request.query.format === 'text'
        ? sendPage(reply, 'text/plain; charset=utf-8', mail.text)
        : sendPage(reply, 'text/html; charset=utf-8', messagePage(mail));
    },
  );
};
