import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, until } from './test/processes.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'soko-start-'));
const running: ChildProcess[] = [];

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe('npm start, as a newcomer runs it', () => {
  it('finishes the request in flight on SIGTERM, exits 0, and frees the port and the data dir', async () => {
    const port = await freePort();
    const { DATABASE_URL: _embedded, ...env } = process.env;
    const npm = spawn('npm', ['start'], {
      cwd: repoRoot,
      env: {
        ...env,
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        PORT: String(port),
        SEED_DEMO: 'false',
        // This is about stopping, not shedding load: beside the other suites the event loop of a
        // server starting up is delayed past the limit, and the sign-in would be answered 503.
        MAX_EVENT_LOOP_DELAY_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.push(npm);
    let output = '';
    npm.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    npm.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => npm.on('exit', resolve));
    // The first start may build the web app and the API: minutes on a busy machine.
    await until('the server to answer', async () => !(await portIsFree(port)) || npm.exitCode !== null, 240_000);
    expect(npm.exitCode, output).toBeNull();
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(existsSync(path.join(dataDir, 'soko.lock'))).toBe(true);

    // A sign-in whose body is still on its way: in flight from its headers until its last byte.
    const body = JSON.stringify({ email: 'admin@soko.local', password: 'SokoAdmin!2026' });
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    socket.on('data', (chunk) => {
      response += chunk;
    });
    const socketClosed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST /api/loginVendor HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-Id: slow-sign-in\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await until('the request to reach the server', () => output.includes('slow-sign-in'), 30_000);

    npm.kill('SIGTERM');
    await until('the server to start stopping', () => output.includes('SIGTERM received'), 30_000);
    expect(npm.exitCode).toBeNull();
    socket.write(body.slice(10));
    // The server closes the connection once it has answered: the stop does not wait out keep-alive.
    await socketClosed;

    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(response).toContain('"token"');
    expect(await exited).toBe(0);
    expect(await portIsFree(port)).toBe(true);
    expect(existsSync(path.join(dataDir, 'soko.lock'))).toBe(false);
  }, 300_000);
});
