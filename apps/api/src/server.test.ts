import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'soko-server-'));
const apiDir = path.resolve(import.meta.dirname, '..');
const running: ChildProcess[] = [];

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(port: number): Started {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED_DEMO: 'false',
      INIT_CWD: apiDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, started: Started): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start:\n${started.output()}`);
}

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('server process', () => {
  it('keeps data across a restart, refuses a second process on the same data dir, and exits 0 on SIGTERM', async () => {
    const first = startServer(3201);
    await waitForHealth(3201, first);
    const login = await fetch('http://127.0.0.1:3201/api/loginVendor', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@soko.local', password: 'SokoAdmin!2026' }),
    });
    expect(login.status).toBe(200);
    expect(first.output()).toContain('Super admin created: admin@soko.local');

    const second = startServer(3202);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data directory ${dataDir} is in use by another Soko process`);
    expect((await fetch('http://127.0.0.1:3201/api/health')).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const restarted = startServer(3203);
    await waitForHealth(3203, restarted);
    expect(restarted.output()).not.toContain('Super admin created');
    const again = await fetch('http://127.0.0.1:3203/api/loginVendor', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@soko.local', password: 'SokoAdmin!2026' }),
    });
    expect(again.status).toBe(200);
    restarted.child.kill('SIGINT');
    expect(await restarted.exited).toBe(0);
  }, 180_000);

  it('refuses to start in production without its secrets, naming each', async () => {
    const { DATABASE_URL: _ignored, JWT_SECRET: _secret, ...env } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: { ...env, NODE_ENV: 'production', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.push(child);
    let output = '';
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    for (const key of [
      'JWT_SECRET',
      'DATA_ENCRYPTION_KEY',
      'MARKETPLACE_ABN',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'STOREFRONT_API_KEY',
      'APP_URL',
    ]) {
      expect(output).toContain(`${key}: required when NODE_ENV=production`);
    }
  }, 30_000);
});
