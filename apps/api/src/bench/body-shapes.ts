/**
 * How long hostile JSON bodies of about 1 MB hold the event loop (issue 26 item 1): each shape is
 * sent five times to an anonymous sign-in, a registration and an unknown route, while a health
 * probe runs every 5 ms. Prints, per shape, the status, the mean answer time, the event loop's
 * longest delay and the slowest probe. `npm run bench:bodies`; not a test (it measures time).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createTestApp } from '../test/app.ts';

const MB = 1024 * 1024;
const repeatTo = (unit: string, open: string, close: string) =>
  open + unit.repeat(Math.floor((MB - open.length - close.length) / unit.length)).replace(/,$/, '') + close;
const names = (count: number) => Array.from({ length: count }, (_, index) => `"${index.toString(36)}":0`).join(',');

const SHAPES: Record<string, string> = {
  'objects 8,000 deep': `${'{"a":'.repeat(8_000)}1${'}'.repeat(8_000)}`,
  'arrays 500,000 deep': `${'['.repeat(500_000)}${']'.repeat(500_000)}`,
  'arrays 31 deep, 14,000 times': `[${Array.from({ length: 14_000 }, () => `${'['.repeat(31)}1${']'.repeat(31)}`).join(',')}]`,
  '500,000 numbers': repeatTo('1,', '{"ids":[', ']}'),
  '200,000 strings': repeatTo('"ab",', '{"ids":[', ']}'),
  '110,000 names': `{${names(110_000)}}`,
  '19,000 names': `{${names(19_000)}}`,
  'one 1 MB string': `{"email":"${'a'.repeat(MB - 20)}"}`,
  'NUL in 150,000 strings': repeatTo('"a\\u0000",', '{"ids":[', ']}'),
};

const ctx = await createTestApp();
await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = ctx.app.server.address() as { port: number };
const base = `http://127.0.0.1:${port}`;
for (const url of ['/api/loginVendor', '/api/registerVendor', '/api/no-such-route']) {
  for (const [shape, body] of Object.entries(SHAPES)) {
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    let slowestProbe = 0;
    let probing = true;
    const probes = (async () => {
      while (probing) {
        const started = performance.now();
        await (await fetch(`${base}/api/health`)).text();
        slowestProbe = Math.max(slowestProbe, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const statuses = new Set<number>();
    const started = performance.now();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${attempt}.1` },
        body,
      });
      statuses.add(response.status);
      await response.text();
    }
    const mean = (performance.now() - started) / 5;
    probing = false;
    await probes;
    loop.disable();
    console.log(
      `${url.padEnd(20)} ${shape.padEnd(30)} ${(body.length / MB).toFixed(2)} MB  status ${[...statuses].join('/')}  ` +
        `mean ${mean.toFixed(1)} ms  loop max ${(loop.max / 1e6).toFixed(1)} ms  slowest probe ${slowestProbe.toFixed(1)} ms`,
    );
  }
}
await ctx.close();
