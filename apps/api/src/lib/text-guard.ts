import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

/** NUL, which PostgreSQL text cannot store, and UTF-16 halves without their pair, which no text encodes. */
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const isUnstorable = (text: string) => text.includes('\u0000') || text.replace(LONE_SURROGATES, '') !== text;

/** The text without what the database cannot store, dropped rather than replaced by U+FFFD: for file names. */
export const storableText = (text: string) => text.replaceAll('\u0000', '').replace(LONE_SURROGATES, '');

export const UNSTORABLE_TEXT_MESSAGE = 'Contains characters that are not allowed';

function findUnstorable(value: unknown, path: string[]): string[] | undefined {
  if (typeof value === 'string') return isUnstorable(value) ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (isUnstorable(key)) return path;
    const found = findUnstorable(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** The same check for a field of a multipart form, which routes read themselves. */
export function assertStorableField(field: string, value: unknown): void {
  if (typeof value === 'string' && isUnstorable(value)) throw badRequest(UNSTORABLE_TEXT_MESSAGE, field);
}

/**
 * Refuses, before any route sees it, text that the database would reject with a server error:
 * one check for every JSON body, query string and path parameter.
 */
export async function refuseUnstorableText(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const path = findUnstorable(part, []);
    if (path) {
      const param = path.join('.');
      await reply.status(400).send({ errors: [{ msg: UNSTORABLE_TEXT_MESSAGE, ...(param ? { param } : {}) }] });
      return;
    }
  }
}
