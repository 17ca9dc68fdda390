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
});
