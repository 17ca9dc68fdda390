import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken } from '../../test/fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

/**
 * Every route a caller may reach without a session, and how. A route added to this list is a
 * decision to review: every other route asks for a signed-in session.
 */
const OPEN_ROUTES: Record<string, 'public' | 'storefrontKey' | 'actionToken'> = {
  'GET /api/docs': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /metrics': 'public',
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'POST /api/registerVendor': 'public',
  'POST /api/loginVendor': 'public',
  'POST /api/login/second-factor': 'public',
  'POST /api/login/second-factor/passkey/options': 'public',
  'POST /api/login/second-factor/passkey': 'public',
  'POST /api/login/passkey/options': 'public',
  'POST /api/login/passkey': 'public',
  'GET /api/verify': 'public',
  'GET /api/reset/:token': 'public',
  'POST /api/reset/:token': 'public',
  'POST /reset': 'public',
  'GET /uploads/products/*': 'public',
  'GET /dev/mail.json': 'public',
  'GET /dev/mail': 'public',
  'GET /dev/mail/:id': 'public',
  'GET /api/reverify/:id': 'actionToken',
  'GET /activateV/:id': 'actionToken',
  'POST /api/account/documents': 'actionToken',
  'POST /api/order': 'storefrontKey',
  'POST /api/order/:orderId/returns': 'storefrontKey',
  'POST /api/order/:orderId/reviews': 'storefrontKey',
  // The storefront with its key, or anyone signed in (the route signs the caller in without a key).
  'GET /api/product/:id/reviews': 'storefrontKey',
  'POST /api/order/:orderId/cases': 'storefrontKey',
  'GET /api/order/:orderId/cases/:caseId': 'storefrontKey',
  'POST /api/order/:orderId/cases/:caseId/messages': 'storefrontKey',
  'POST /api/order/:orderId/cases/:caseId/escalate': 'storefrontKey',
};

const SOME_ID = '00000000-0000-4000-8000-000000000001';

describe(`default deny (${testEngine})`, () => {
  it('opens to callers without a session only the routes on the explicit list', () => {
    const open = Object.fromEntries(
      ctx.app.routeDoors
        .filter((route) => route.door !== 'signedIn')
        .map((route) => [`${route.method} ${route.url}`, route.door]),
    );
    expect(open).toEqual(OPEN_ROUTES);
    expect(ctx.app.routeDoors.length).toBeGreaterThan(120);
  });

  it('answers 401 on every other route to a caller without a valid session, whatever the body', async () => {
    const notRefused: string[] = [];
    const signedInRoutes = ctx.app.routeDoors.filter((route) => route.door === 'signedIn');
    for (const route of signedInRoutes) {
      const url = route.url.replace(/:[A-Za-z]+/g, SOME_ID).replace('*', 'x');
      for (const headers of [{}, { 'x-auth-token': 'not-a-token' }]) {
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: { deep: [[[1]]] } }),
        });
        if (response.statusCode !== 401) notRefused.push(`${route.method} ${route.url}: ${response.statusCode}`);
      }
    }
    expect(notRefused).toEqual([]);
  }, 60_000);

  it('still serves a signed-in caller on a route with no guard of its own', async () => {
    const token = await adminToken(ctx);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/category', headers: { 'x-auth-token': token } });
    expect(response.statusCode).toBe(200);
  });
});
