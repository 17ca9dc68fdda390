import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '/tmp/soko-e2e-data';
// A PostgreSQL server database for the run (dropped and made again), instead of embedded PGlite.
const DATABASE_URL = process.env.E2E_DATABASE_URL ?? '';
const freshDatabase = DATABASE_URL ? `node scripts/fresh-database.mjs ${DATABASE_URL} && ` : '';
const repoRoot = path.resolve(import.meta.dirname, '..');

// A host name, not an IP address: WebAuthn refuses an IP address as the relying party id that
// passkeys are made for (the API derives it from APP_URL).
export const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  // One retry in CI only: a real browser beside the unit suites on two loaded cores now and then
  // misses an event. The list reporter names a test that passed only on its retry as flaky, and
  // such a test is a defect to fix (docs/decisions.md); locally a failure is never retried.
  retries: process.env.CI ? 1 : 0,
  // Twice the longest a test without its own time takes here (passkeys: 34 s in stop 52's CI, a
  // machine twice as loaded as this one): a time limit catches a hang, not a slow machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // The app respects reduced motion (theme.respectReducedMotion): toasts and dialogs then appear
    // and go without fading, so an accessibility check never meets one half transparent.
    reducedMotion: 'reduce',
    // Recording a trace costs a third of the suite's CPU; CI's clone is thrown away with it.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // A fresh embedded database each run; the API serves the built web app on one port.
    // The server as production runs it: the bundle `npm run build` made before the suite.
    command: `rm -rf ${DATA_DIR} && ${freshDatabase}node --enable-source-maps apps/api/dist/server.js`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'development',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR,
      SEED_DEMO: 'false',
      DATABASE_URL,
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      // PGlite runs its queries on the event loop: the suite's bursts of work there are not overload.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // The suite signs in far more often than a person could; per-account limits still apply.
      RATE_LIMIT_ALLOWLIST: '127.0.0.1,::1',
      // The import spec serves its image URLs from a server of its own on this address.
      IMPORT_IMAGE_HOSTS: '127.0.0.1',
      // A buyer's case is past its deadline at once, so the cases spec escalates one with "Run now".
      CASE_RESPONSE_BUSINESS_DAYS: '0',
    },
  },
});
