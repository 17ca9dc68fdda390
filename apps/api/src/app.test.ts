import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from './test/app.ts';
import { testEngine } from './test/database.ts';

let ctx: TestContext;
const ALLOWED_ADDRESS = '10.9.9.9';

function addProbeRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/test/echo',
    { schema: { body: z.object({ name: z.string().min(2, 'Name is too short') }) }, config: { access: 'public' } },
    async (request) => ({
      name: request.body.name,
    }),
  );
  typed.get('/api/test/fail', { config: { access: 'public' } }, async () => {
    throw new Error('secret connection string postgres://user:pw@db');
  });
}

beforeAll(async () => {
  ctx = await createTestApp({ extend: addProbeRoutes, config: { rateLimitAllowList: [ALLOWED_ADDRESS] } });
});
afterAll(async () => ctx?.close());

describe(`platform (${testEngine})`, () => {
  it('answers the health check after querying the database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: testEngine });
  });

  it('answers an unknown API route with 404 in the error shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ msg: 'Route GET /api/nothing-here not found' }] });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ msg: 'The request body is not valid JSON' }] });
  });

  it('answers a body that fails validation with 400 and the field', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ msg: 'Name is too short', param: 'name' }] });
  });

  it('answers an oversize body with 413', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ errors: [{ msg: 'The request is too large' }] });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'name=abc',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().errors[0].msg).toBe('This type of content is not accepted here');
  });

  it('answers a failing handler with 500 and leaks nothing', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/fail' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ errors: [{ msg: 'Server Error' }] });
    expect(response.body).not.toContain('postgres://');
  });

  it('sends security headers and a request id', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['x-request-id']).toBe('abc-123');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('publishes the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty('/api/health');
  });

  it('documents every operation with its id, summary, security and error answers', async () => {
    type Operation = {
      operationId?: string;
      summary?: string;
      security?: Record<string, string[]>[];
      parameters?: { in: string; name: string }[];
      responses: Record<string, unknown>;
    };
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>)
      .filter(([path]) => !path.startsWith('/api/test/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
      );
    expect(operations.length).toBeGreaterThan(80);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const { path, method, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.summary, where).toEqual(expect.any(String));
      expect(operation.security, where).toEqual(expect.any(Array));
      if (operation.security?.some((scheme) => 'token' in scheme))
        expect(operation.responses, where).toHaveProperty('401');
      const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))?.[1];
      expect(success, where).toHaveProperty('content');
    }
    const find = (path: string, method: string) =>
      operations.find((entry) => entry.path === path && entry.method === method)?.operation;
    expect(find('/api/sale/list', 'get')?.security).toEqual([{ token: [] }]);
    expect(find('/api/sale/list', 'get')?.responses).toHaveProperty('403');
    expect(find('/api/loginVendor', 'post')?.security).toEqual([]);
    expect(find('/api/loginVendor', 'post')?.responses).toHaveProperty('429');
    expect(find('/activateV/{id}', 'get')?.security).toEqual([{ actionToken: [] }]);
    const order = find('/api/order', 'post');
    expect(order?.security).toEqual([{ storefrontKey: [] }]);
    expect(order?.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'idempotency-key' }));
    expect(document.components.securitySchemes.storefrontKey).toMatchObject({ in: 'header', name: 'x-api-key' });
    expect(document.paths).not.toHaveProperty(['/api/category/']);
    type Multipart = { requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } };
    const formFields = (path: string, method: string) =>
      Object.keys(
        (find(path, method) as Multipart | undefined)?.requestBody?.content['multipart/form-data']?.schema.properties ??
          {},
      );
    expect(formFields('/api/product/add', 'post')).toEqual(
      expect.arrayContaining(['name', 'price', 'variants', 'images']),
    );
    expect(formFields('/api/product/{id}/{userId}', 'put')).toContain('images');
    expect(formFields('/api/account/documents', 'post')).toEqual(['idDocument', 'residenceDocument']);
    expect(formFields('/api/message', 'post')).toEqual(expect.arrayContaining(['to', 'subject', 'attachments']));
    type Responses = { responses: Record<string, { content?: Record<string, unknown> }> };
    const contentOf = (path: string, method: string, status: string) =>
      Object.keys((find(path, method) as Responses | undefined)?.responses[status]?.content ?? {});
    expect(contentOf('/api/sale/export', 'get', '200')).toEqual(['text/csv']);
    expect(contentOf('/api/sale/list', 'get', '200')).toEqual(['application/json']);
    expect(contentOf('/api/sale/list', 'get', '400')).toEqual(['application/json']);
  });

  it('leaves addresses on the rate-limit allow-list alone and limits the others', async () => {
    async function signInFailures(remoteAddress: string) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 32; attempt++) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/loginVendor',
          payload: { email: `nobody-${remoteAddress}-${attempt}@example.com`, password: 'wrong-password-1' },
          remoteAddress,
        });
        statuses.push(response.statusCode);
      }
      return statuses;
    }
    expect(new Set(await signInFailures(ALLOWED_ADDRESS))).toEqual(new Set([400]));
    const limited = await signInFailures('10.9.9.10');
    expect(limited.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(limited.slice(30)).toEqual([429, 429]);
  });
});
