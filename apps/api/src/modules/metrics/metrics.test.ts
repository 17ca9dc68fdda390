import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';

/** One sample of the Prometheus text format: name, labels, value (Prometheus reads NaN in any case). */
const SAMPLE =
  /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? (-?[0-9.e+-]+|[Nn]a[Nn]|[+-]Inf)$/;

function parseMetrics(text: string): { name: string; labels: string; value: number }[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = SAMPLE.exec(line);
      if (!match) throw new Error(`not a Prometheus sample: ${line}`);
      return { name: match[1] ?? '', labels: match[2] ?? '', value: Number(match[3]) };
    });
}

describe('GET /metrics', () => {
  let ctx: TestContext;
  const token = 'metrics-token-for-tests-0123';
  const scrape = () =>
    ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  const healthRequests = async () =>
    parseMetrics((await scrape()).body).find(
      (sample) =>
        sample.name === 'http_requests_total' &&
        sample.labels.includes('route="/api/health/live"') &&
        sample.labels.includes('status_code="200"'),
    )?.value ?? 0;

  beforeAll(async () => {
    ctx = await createTestApp({ config: { metricsToken: token } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers Prometheus text whose request counter rises with requests', async () => {
    const before = await healthRequests();
    for (let i = 0; i < 3; i += 1) await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(await healthRequests()).toBe(before + 3);

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parseMetrics(response.body);
    const names = new Set(samples.map((sample) => sample.name));
    for (const name of [
      'http_request_duration_seconds_bucket',
      'http_request_duration_seconds_count',
      'mail_outbox_mails',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(names, name).toContain(name);
    }
    expect(response.body).toContain('# TYPE http_requests_total counter');
    // The embedded database has no pool to report.
    expect(names.has('db_pool_connections')).toBe(testEngine === 'postgres');
  });

  it('labels requests by route pattern, never by the ids or tokens in the URL', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/reset/secret-token-in-the-path-0001' });
    await ctx.app.inject({ method: 'GET', url: '/api/no-such-route/123' });
    const body = (await scrape()).body;
    expect(body).not.toContain('secret-token-in-the-path');
    expect(body).toContain('route="/api/reset/:token"');
    expect(body).toContain('route="unmatched"');
  });

  it('counts the outbox backlog', async () => {
    await ctx.app.mail.enqueue(ctx.database.db, {
      to: 'someone@example.com',
      template: 'welcome',
      data: { firstName: 'Ama' },
    });
    const pending = parseMetrics((await scrape()).body).find(
      (sample) => sample.name === 'mail_outbox_mails' && sample.labels === '{status="pending"}',
    );
    expect(pending?.value).toBeGreaterThanOrEqual(1);
  });

  it('asks for the metrics token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-wrong-token-00', token]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });
});
