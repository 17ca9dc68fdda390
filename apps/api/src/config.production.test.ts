import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const production = {
  NODE_ENV: 'production',
  DATA_DIR: '/tmp/soko-config-test',
  JWT_SECRET: 'x'.repeat(48),
  DATA_ENCRYPTION_KEY: 'ab'.repeat(32),
  MARKETPLACE_ABN: '98 765 432 122',
  ADMIN_EMAIL: 'ops@soko.test',
  ADMIN_PASSWORD: 'Correct-Horse-9',
  STOREFRONT_API_KEY: 'k'.repeat(24),
  APP_URL: 'https://seller.soko.test',
  DATABASE_URL: 'postgres://soko@db/soko',
} as const;

describe('production configuration', () => {
  it('refuses the embedded database, naming the risk and the way out', () => {
    const { DATABASE_URL: _none, ...withoutDatabase } = production;
    const load = () => loadConfig(withoutDatabase);
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      /DATABASE_URL: required when NODE_ENV=production.*does not fsync.*ALLOW_EMBEDDED_DB_IN_PRODUCTION=true/,
    );
  });
  it('runs on the embedded database when the risk is accepted', () => {
    const { DATABASE_URL: _none, ...withoutDatabase } = production;
    const config = loadConfig({ ...withoutDatabase, ALLOW_EMBEDDED_DB_IN_PRODUCTION: 'true' });
    expect(config.databaseUrl).toBeUndefined();
  });
  it('asks every staff account for a second factor in production unless REQUIRE_STAFF_2FA says otherwise', () => {
    expect(loadConfig(production).requireStaffSecondFactor).toBe(true);
    expect(loadConfig({ ...production, REQUIRE_STAFF_2FA: 'false' }).requireStaffSecondFactor).toBe(false);
    expect(loadConfig(production).requireVendorSecondFactor).toBe(false);
    expect(loadConfig({ ...production, REQUIRE_VENDOR_2FA: 'true' }).requireVendorSecondFactor).toBe(true);
  });
  it('leaves migrations to the release step in production, and to the server elsewhere', () => {
    expect(loadConfig(production).migrateOnStart).toBe(false);
    expect(loadConfig({ ...production, MIGRATE_ON_START: 'true' }).migrateOnStart).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/soko-config-test' }).migrateOnStart).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/soko-config-test', MIGRATE_ON_START: 'no' }).migrateOnStart,
    ).toBe(false);
  });
  it('waits 10 s for requests in flight at a stop unless told otherwise', () => {
    expect(loadConfig(production).shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ ...production, SHUTDOWN_TIMEOUT_MS: '2500' }).shutdownTimeoutMs).toBe(2500);
    expect(() => loadConfig({ ...production, SHUTDOWN_TIMEOUT_MS: 'later' })).toThrow(/SHUTDOWN_TIMEOUT_MS: /);
  });

  it("makes no ABA files without the marketplace's bank settings", () => {
    expect(loadConfig(production).aba).toBeNull();
  });
});
