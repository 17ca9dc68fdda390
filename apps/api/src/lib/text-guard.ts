import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.ts';

/** NUL, which PostgreSQL text cannot store, and UTF-16 halves without their pair, which no text encodes. */
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const LONE_SURROGATE = new RegExp(LONE_SURROGATES.source);
const isUnstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The text without what the database cannot store, dropped rather than replaced by U+FFFD: for file names. */
export const storableText = (text: string) => text.replaceAll('\u0000', '').replace(LONE_SURROGATES, '');

export const UNSTORABLE_TEXT_MESSAGE = 'Contains characters that are not allowed';
export const TOO_DEEP_MESSAGE = 'The request is nested too deeply';

export const TOO_MANY_PARTS_MESSAGE = 'The request has too many parts';

/** No form of the API nests deeper than a few levels; a body nested deeper is an attack or a mistake. */
export const MAX_JSON_DEPTH = 32;
/**
 * Objects and arrays, and names within objects, in one body: the largest forms (bulk edits, variants)
 * hold a few hundred of each, and a parser takes ~40 ms to build one object of 100,000 names.
 */
export const MAX_JSON_CONTAINERS = 10_000;
export const MAX_JSON_NAMES = 20_000;

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const COLON = 0x3a;
const BACKSLASH = 0x5c;

/**
 * What makes JSON text too costly to parse and walk, read in one pass before it is parsed: nesting
 * deeper than the limit, or more objects, arrays or names than any form of the API holds. Brackets inside
 * strings do not count; text that is not JSON is left for the parser to refuse.
 */
export function jsonShapeProblem(json: string): string | undefined {
  let depth = 0;
  let containers = 0;
  let names = 0;
  let inString = false;
  for (let index = 0; index < json.length; index += 1) {
    const code = json.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      containers += 1;
      if (depth > MAX_JSON_DEPTH) return TOO_DEEP_MESSAGE;
      if (containers > MAX_JSON_CONTAINERS) return TOO_MANY_PARTS_MESSAGE;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    } else if (code === COLON) {
      names += 1;
      if (names > MAX_JSON_NAMES) return TOO_MANY_PARTS_MESSAGE;
    }
  }
  return undefined;
}

/** Parses JSON text of a bounded shape: a costly shape is refused before parsing, as is text that is not JSON. */
export function parseBoundedJson(json: string, param?: string): unknown {
  const problem = jsonShapeProblem(json);
  if (problem) throw badRequest(problem, param);
  return JSON.parse(json);
}

interface Visit {
  value: object;
  key: string;
  parent: Visit | undefined;
  depth: number;
}

const pathOf = (visit: Visit | undefined, last?: string): string[] => {
  const path: string[] = last === undefined ? [] : [last];
  for (let at = visit; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
};

/** Checks a visit's text items and queues its containers; the path of unstorable text, if any. */
const checkItem = (visit: Visit, key: string | number, item: unknown, pending: Visit[]): string[] | undefined => {
  if (typeof item === 'string') return isUnstorable(item) ? pathOf(visit, String(key)) : undefined;
  if (typeof item === 'object' && item !== null) {
    pending.push({ value: item, key: String(key), parent: visit, depth: visit.depth + 1 });
  }
  return undefined;
};

function checkItems(visit: Visit, items: unknown[], pending: Visit[]): string[] | undefined {
  for (let index = 0; index < items.length; index += 1) {
    const found = checkItem(visit, index, items[index], pending);
    if (found) return found;
  }
  return undefined;
}

function checkEntries(visit: Visit, entries: Record<string, unknown>, pending: Visit[]): string[] | undefined {
  for (const key of Object.keys(entries)) {
    if (isUnstorable(key)) return pathOf(visit);
    const found = checkItem(visit, key, entries[key], pending);
    if (found) return found;
  }
  return undefined;
}

/**
 * The path of the first text the database cannot store, keys included. Iterative, and each visit
 * links to its parent instead of copying the path, so the walk is linear in the value's size
 * whatever its shape; a value nested past the limit is refused as too deep.
 */
export function findUnstorable(value: unknown): string[] | undefined {
  if (typeof value === 'string') return isUnstorable(value) ? [] : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  const pending: Visit[] = [{ value, key: '', parent: undefined, depth: 0 }];
  while (pending.length > 0) {
    const visit = pending.pop() as Visit;
    if (visit.depth >= MAX_JSON_DEPTH) throw badRequest(TOO_DEEP_MESSAGE, pathOf(visit).join('.') || undefined);
    const found = Array.isArray(visit.value)
      ? checkItems(visit, visit.value, pending)
      : checkEntries(visit, visit.value as Record<string, unknown>, pending);
    if (found) return found;
  }
  return undefined;
}

/** The same check for a field of a multipart form, which routes read themselves. */
export function assertStorableField(field: string, value: unknown): void {
  const path = findUnstorable(value);
  if (path) throw badRequest(UNSTORABLE_TEXT_MESSAGE, [field, ...path].join('.'));
}

/**
 * Refuses, before any route sees it, text that the database would reject with a server error:
 * one check for every JSON body, query string and path parameter.
 */
export async function refuseUnstorableText(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    let path: string[] | undefined;
    try {
      path = findUnstorable(part);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await reply.status(error.statusCode).send({ errors: error.errors });
      return;
    }
    if (path) {
      const param = path.join('.');
      await reply.status(400).send({ errors: [{ msg: UNSTORABLE_TEXT_MESSAGE, ...(param ? { param } : {}) }] });
      return;
    }
  }
}
