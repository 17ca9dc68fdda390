import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test/app.ts';
import { adminToken, multipartBody, onboardVendor } from './test/fixtures.ts';
import { createLiveProduct, STOREFRONT_KEY } from './test/orders.ts';
import { placeSale } from './test/payouts.ts';

/**
 * Requests generated from the OpenAPI document, for every operation, as anonymous, a vendor and
 * the super admin: values that fit the schema and values that do not (wrong types, NUL bytes,
 * lone surrogates, huge numbers, injections, bodies nested thousands deep, hostile JSON inside form
 * fields). Whatever they send, the server must answer with
 * something other than a 5xx. The generator is seeded, so a failure repeats.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
}

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

/** mulberry32: a small PRNG, so each run sends the same requests. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick, chance: (p: number) => next() < p };
}

type Random = ReturnType<typeof seededRandom>;

const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  'a'.repeat(5000),
  '2026-13-45',
  '-1',
  '1e309',
  'NaN',
  '🧵🧵',
  '{"$ne":null}',
];
/** JSON text as a broken or hostile client sends it inside a form field: escaped NUL, lone halves, deep. */
const HOSTILE_JSON_TEXT = [
  '{"size":"M\\u0000","weight":"1","stock":"1","price":"1"}',
  '[{"size":"\\ud800","weight":"1","stock":"1","price":"1"}]',
  '{"\\udfff":1}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  '["{\\"size\\":\\"x\\\\u0000\\"}"]',
];

/** A body nested far past the limit, of objects or arrays: refused before it is walked. */
const deepBody = (random: Random) => {
  const depth = random.pick([33, 1_000, 8_000, 20_000]);
  return random.chance(0.5)
    ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
    : `${'['.repeat(depth)}${']'.repeat(depth)}`;
};

const HOSTILE_VALUES: unknown[] = [null, true, -1, 0, 1e20, 0.0001, -0.5, [], {}, [null], { a: { b: {} } }];

function text(random: Random, schema: JsonSchema, ids: string[]): string {
  if (random.chance(0.5)) return random.pick(HOSTILE_TEXT);
  switch (schema.format) {
    case 'email':
      return `fuzz-${Math.floor(random.next() * 1e6)}@example.com`;
    case 'uuid':
      return random.chance(0.5) ? random.pick(ids) : randomUUID();
    case 'date':
      return random.pick(['2026-11-24', '2025-01-01', '2026-02-30']);
    case 'date-time':
      return random.pick(['2026-11-24T10:00:00Z', '2026-11-24T10:00:00+11:00']);
    case 'uri':
      return random.pick(['https://img.example/a.jpg', 'javascript:alert(1)', 'http://']);
    default:
      return random.pick(['Kente', 'Bonwire Weavers', '12 Smith St', '0412 345 678', 'VIC', '3065', ...ids]);
  }
}

function generate(random: Random, schema: JsonSchema | undefined, ids: string[], depth = 0): unknown {
  if (!schema || depth > 4) return random.pick(HOSTILE_VALUES);
  if (random.chance(0.15)) return random.chance(0.5) ? random.pick(HOSTILE_VALUES) : random.pick(HOSTILE_TEXT);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return generate(random, random.pick(choices), ids, depth + 1);
  if (schema.allOf?.[0]) return generate(random, schema.allOf[0], ids, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.chance(0.85) ? random.pick(schema.enum) : random.pick(HOSTILE_TEXT);
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(name) ? random.chance(0.9) : random.chance(0.6)) {
          value[name] = generate(random, property, ids, depth + 1);
        }
      }
      if (random.chance(0.1)) value.unexpected = random.pick(HOSTILE_TEXT);
      return value;
    }
    case 'array':
      return Array.from({ length: Math.floor(random.next() * 4) }, () =>
        generate(random, schema.items, ids, depth + 1),
      );
    case 'integer':
    case 'number':
      return random.pick([
        schema.minimum ?? 0,
        schema.maximum ?? 100,
        1,
        7,
        45.5,
        -3,
        2 ** 53,
        1e12,
        Math.floor(random.next() * 1000),
      ]);
    case 'boolean':
      return random.chance(0.5);
    case 'string':
      return text(random, schema, ids);
    default:
      return random.pick(HOSTILE_TEXT);
  }
}

/** Encodes text for a URL, lone surrogates included (as the bytes a broken client would send). */
function encodeUrlPart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^\w%-]/g, (c) => encodeURIComponent(c));
  }
}

describe('fuzzing every operation of the OpenAPI document', () => {
  let ctx: TestContext;
  const ids: string[] = [];
  const roles: { name: string; headers: Record<string, string> }[] = [{ name: 'anonymous', headers: {} }];

  beforeAll(async () => {
    ctx = await createTestApp();
    const admin = await adminToken(ctx);
    const vendor = await onboardVendor(ctx);
    const product = await createLiveProduct(ctx, vendor);
    const sale = await placeSale(ctx, vendor.id, product._id);
    const [adminUser] = await ctx.database.db.query.users.findMany({ where: (users, { eq }) => eq(users.role, 2) });
    ids.push(vendor.id, product._id, sale.saleId, adminUser?.id ?? randomUUID());
    roles.push({ name: 'vendor', headers: { 'x-auth-token': vendor.token } });
    roles.push({ name: 'admin', headers: { 'x-auth-token': admin } });
  }, 120_000);

  afterAll(async () => {
    await ctx.close();
  });

  it('answers no generated request with a 5xx', async () => {
    const document = ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const random = seededRandom(20261124);
    const failures: string[] = [];
    let sent = 0;
    const PATH_VALUES = ['abc', '%00', '%ED%A0%80', "'", '0', '..%2F..', 'a'.repeat(300), 'null'];

    for (const [pathTemplate, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        // Signing out (here, or of all devices) would end the sessions the rest of the run uses.
        if (pathTemplate === '/api/logout') continue;
        if (pathTemplate === '/api/user/{id}/sessions' && method === 'delete') continue;
        // A live stream answers for as long as it is open (live.test.ts reads it over a socket).
        if (operation.responses?.['200']?.content?.['text/event-stream']) continue;
        for (const role of roles) {
          for (let attempt = 0; attempt < 12; attempt += 1) {
            const query: string[] = [];
            let url = pathTemplate;
            const headers: Record<string, string> = { ...role.headers };
            for (const parameter of operation.parameters ?? []) {
              if (parameter.in === 'path') {
                const value = random.chance(0.6) ? random.pick(ids) : random.pick(PATH_VALUES);
                url = url.replace(`{${parameter.name}}`, random.chance(0.2) ? randomUUID() : value);
              } else if (parameter.in === 'query' && random.chance(0.6)) {
                const value = generate(random, parameter.schema, ids);
                query.push(`${parameter.name}=${encodeUrlPart(String(value))}`);
              } else if (parameter.in === 'header' && random.chance(0.8)) {
                headers[parameter.name] = random.chance(0.7) ? randomUUID() : 'not a key';
              }
            }
            if (url === '/api/order' && random.chance(0.7)) headers['x-api-key'] = STOREFRONT_KEY;
            const request: InjectOptions & { url: string } = {
              method: method.toUpperCase() as 'GET',
              url: query.length > 0 ? `${url}?${query.join('&')}` : url,
              headers,
              remoteAddress: `10.${100 + (sent % 100)}.${Math.floor(sent / 250) % 250}.${(sent % 250) + 1}`,
            };
            const json = operation.requestBody?.content?.['application/json']?.schema;
            if (json) {
              request.payload = random.chance(0.1) ? deepBody(random) : JSON.stringify(generate(random, json, ids));
              headers['content-type'] = 'application/json';
            } else if (method !== 'get' && method !== 'delete' && random.chance(0.7)) {
              const fields: [string, string][] = [
                'name',
                'price',
                'stock',
                'category',
                'to',
                'subject',
                'body',
                'variants',
              ]
                .filter(() => random.chance(0.5))
                .map((name): [string, string] => [
                  name,
                  name === 'variants' && random.chance(0.5)
                    ? random.pick(HOSTILE_JSON_TEXT)
                    : String(generate(random, { type: 'string' }, ids)),
                ]);
              const files = random.chance(0.5)
                ? [
                    {
                      field: random.pick(['images', 'attachments', 'idDocument', 'other']),
                      filename: random.pick(['a.png', 'x\u0000.png', 'y\ud800.pdf', '']),
                      contentType: random.pick(['image/png', 'application/pdf', 'text/plain']),
                      bytes: Buffer.from(random.pick(HOSTILE_TEXT)),
                    },
                  ]
                : [];
              const body = multipartBody(files, fields);
              request.payload = body.payload;
              Object.assign(headers, body.headers);
            }
            const response = await ctx.app.inject(request);
            sent += 1;
            if (response.statusCode >= 500) {
              failures.push(`${role.name} ${request.method} ${request.url} -> ${response.statusCode} ${response.body}`);
            }
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(3000);
    expect(failures).toEqual([]);
  }, 600_000);
});
