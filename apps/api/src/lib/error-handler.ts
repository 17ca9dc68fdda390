import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseBusy } from './db-errors.ts';
import { AppError } from './errors.ts';

const MESSAGES_BY_CODE: Record<string, { status: number; msg: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, msg: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, msg: 'The request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, msg: 'The request is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, msg: 'This type of content is not accepted here' },
};

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.statusCode === 429) {
    request.log.warn({ event: 'rate_limited', route: request.routeOptions.url }, 'request refused: rate limit');
  }
  if (error instanceof AppError) {
    return reply.status(error.statusCode).send({ errors: error.errors, ...error.flags });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.status(400).send({
      errors: error.validation.map((issue) => {
        const param = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return { msg: issue.message ?? 'Invalid value', ...(param ? { param } : {}) };
      }),
    });
  }
  const known = error.code ? MESSAGES_BY_CODE[error.code] : undefined;
  if (known) return reply.status(known.status).send({ errors: [{ msg: known.msg }] });
  if (error.statusCode === 429) {
    const { errors } = error as FastifyError & { errors?: { msg: string }[] };
    return reply.status(429).send({ errors: errors ?? [{ msg: 'Too many attempts. Please try again later.' }] });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.status(error.statusCode).send({ errors: [{ msg: error.message }] });
  }
  if (isDatabaseBusy(error)) {
    // Overload, not a bug: the client may retry, and the log names the query that ran too long.
    request.log.warn({ err: error }, 'database busy');
    return reply.status(503).send({ errors: [{ msg: 'The server is busy. Please try again.' }] });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ errors: [{ msg: 'Server Error' }] });
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split('?')[0] ?? '';
  // A client route is a path without a file extension: curl and link checkers send `*/*` or no
  // Accept at all and still get the app. A missing file (/assets/old.js) stays a 404 unless a
  // browser asks for a page.
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  const wantsPage =
    (request.method === 'GET' || request.method === 'HEAD') &&
    !pathname.startsWith('/api/') &&
    !pathname.startsWith('/dev/') &&
    (!lastSegment.includes('.') || (request.headers.accept ?? '').includes('text/html'));
  // History fallback: the SPA decides what a client-side route shows.
  if (wantsPage && request.server.hasReplyDecorator('sendFile')) {
    return reply.type('text/html').sendFile('index.html');
  }
  return reply.status(404).send({ errors: [{ msg: `Route ${request.method} ${pathname} not found` }] });
}
