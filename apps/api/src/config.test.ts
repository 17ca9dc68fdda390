import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = { DATA_DIR: '/tmp/soko-config-test', NODE_ENV: 'test' } as const;

describe('configuration', () => {
  it('reads the rate-limit allow-list as trimmed addresses', () => {
    const config = loadConfig({ ...base, RATE_LIMIT_ALLOWLIST: ' 127.0.0.1, ::1 ,,10.0.0.7' });
    expect(config.rateLimitAllowList).toEqual(['127.0.0.1', '::1', '10.0.0.7']);
  });
  it('allows no address by default', () => {
    expect(loadConfig({ ...base }).rateLimitAllowList).toEqual([]);
  });
  it('refuses an allow-list entry that is not an address', () => {
    const load = () => loadConfig({ ...base, RATE_LIMIT_ALLOWLIST: '127.0.0.1,localhost' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/RATE_LIMIT_ALLOWLIST.*must list IP addresses/);
  });
  it('sizes the PostgreSQL pool and its timeouts by default', () => {
    expect(loadConfig({ ...base }).databasePool).toEqual({
      max: 10,
      statementTimeoutMs: 15_000,
      connectTimeoutMs: 5000,
    });
  });
  it('reads the pool size and timeouts from the environment', () => {
    const config = loadConfig({
      ...base,
      DATABASE_POOL_MAX: '25',
      DATABASE_STATEMENT_TIMEOUT_MS: '2500',
      DATABASE_CONNECT_TIMEOUT_MS: '800',
    });
    expect(config.databasePool).toEqual({ max: 25, statementTimeoutMs: 2500, connectTimeoutMs: 800 });
  });
  it.each([
    ['DATABASE_POOL_MAX', '0'],
    ['DATABASE_POOL_MAX', '2.5'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '0'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', 'soon'],
    ['DATABASE_CONNECT_TIMEOUT_MS', '-1'],
    ['DATABASE_CONNECT_TIMEOUT_MS', '2147483648'],
  ])('refuses %s=%s', (name, value) => {
    const load = () => loadConfig({ ...base, [name]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`${name}: `));
  });
});
