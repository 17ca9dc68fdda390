import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.ts';
import { adminToken } from '../test/fixtures.ts';

describe('validation messages a person understands', () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminToken(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: string) =>
    ctx.app.inject({
      method,
      url,
      headers: { 'x-auth-token': admin, 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload }),
      remoteAddress: '10.72.0.1',
    });

  it('says what is wrong instead of zod internals', async () => {
    const cases: [Awaited<ReturnType<typeof send>>, unknown][] = [
      [await send('POST', '/api/loginVendor', 'null'), [{ msg: 'The request needs a JSON body' }]],
      [
        await send('GET', '/api/sale/list?status=Lost'),
        [{ msg: expect.stringMatching(/^Must be one of: /), param: 'status' }],
      ],
    ];
    for (const [response, errors] of cases) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
  });
});
