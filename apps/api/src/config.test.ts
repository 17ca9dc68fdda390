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
      namedStatements: true,
      migrationUrl: undefined,
    });
  });
  it('reads the pool size and timeouts from the environment', () => {
    const config = loadConfig({
      ...base,
      DATABASE_POOL_MAX: '25',
      DATABASE_STATEMENT_TIMEOUT_MS: '2500',
      DATABASE_CONNECT_TIMEOUT_MS: '800',
      DATABASE_NAMED_STATEMENTS: 'false',
      DATABASE_MIGRATION_URL: 'postgres://soko@db.internal:5432/soko',
    });
    expect(config.databasePool).toEqual({
      max: 25,
      statementTimeoutMs: 2500,
      connectTimeoutMs: 800,
      namedStatements: false,
      migrationUrl: 'postgres://soko@db.internal:5432/soko',
    });
  });
  it.each([
    ['DATABASE_POOL_MAX', '0'],
    ['DATABASE_POOL_MAX', '2.5'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '0'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', 'soon'],
    ['DATABASE_CONNECT_TIMEOUT_MS', '-1'],
    ['DATABASE_CONNECT_TIMEOUT_MS', '2147483648'],
    ['DATABASE_NAMED_STATEMENTS', 'maybe'],
    ['DATABASE_MIGRATION_URL', 'mysql://db/soko'],
  ])('refuses %s=%s', (name, value) => {
    const load = () => loadConfig({ ...base, [name]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`${name}: `));
  });
});

describe('the settings of issue 14', () => {
  const aba = {
    ABA_BSB: '062000',
    ABA_ACCOUNT: '12345678',
    ABA_USER_NAME: 'SOKO MARKETPLACE PTY LTD',
    ABA_APCA_ID: '301500',
    ABA_BANK_CODE: 'CBA',
  };

  it('reads the data encryption key as 64 hex digits or base64, and refuses anything else', () => {
    const key = Buffer.alloc(32, 9);
    expect(loadConfig({ ...base, DATA_ENCRYPTION_KEY: key.toString('hex') }).dataEncryptionKey).toEqual(key);
    expect(loadConfig({ ...base, DATA_ENCRYPTION_KEY: key.toString('base64') }).dataEncryptionKey).toEqual(key);
    for (const wrong of ['not a key', key.toString('hex').slice(2), Buffer.alloc(16).toString('base64')]) {
      expect(() => loadConfig({ ...base, DATA_ENCRYPTION_KEY: wrong })).toThrow(
        /DATA_ENCRYPTION_KEY: must be 32 random bytes, base64 or hex encoded/,
      );
    }
  });

  it('takes the five ABA settings together, with the BSB written 000-000', () => {
    expect(loadConfig({ ...base, ...aba }).aba).toEqual({
      bsb: '062-000',
      account: '12345678',
      userName: 'SOKO MARKETPLACE PTY LTD',
      apcaId: '301500',
      bankCode: 'CBA',
    });
    const { ABA_APCA_ID: _missing, ...four } = aba;
    expect(() => loadConfig({ ...base, ...four })).toThrow(/ABA_APCA_ID: required with the other ABA_ settings/);
    expect(() => loadConfig({ ...base, ...aba, ABA_USER_NAME: 'Café Soko' })).toThrow(
      /ABA_USER_NAME: must use letters/,
    );
    expect(() => loadConfig({ ...base, ...aba, ABA_BANK_CODE: 'cba' })).toThrow(/ABA_BANK_CODE: /);
  });

  it('refuses an ABN of the marketplace that fails the checksum', () => {
    expect(loadConfig({ ...base, MARKETPLACE_ABN: '98 765 432 122' }).marketplace.abn).toBe('98765432122');
    expect(() => loadConfig({ ...base, MARKETPLACE_ABN: '98 765 432 123' })).toThrow(
      /MARKETPLACE_ABN: must be a valid 11-digit ABN/,
    );
  });

  it('keeps identity documents 90 days and buyer contacts 730 days by default, and reads other periods', () => {
    expect(loadConfig(base).retention).toEqual({ idDocumentDays: 90, buyerContactDays: 730 });
    expect(
      loadConfig({ ...base, ID_DOCUMENT_RETENTION_DAYS: '0', BUYER_CONTACT_RETENTION_DAYS: '365' }).retention,
    ).toEqual({ idDocumentDays: 0, buyerContactDays: 365 });
    expect(() => loadConfig({ ...base, ID_DOCUMENT_RETENTION_DAYS: '-1' })).toThrow(/ID_DOCUMENT_RETENTION_DAYS: /);
    expect(() => loadConfig({ ...base, BUYER_CONTACT_RETENTION_DAYS: 'two years' })).toThrow(
      /BUYER_CONTACT_RETENTION_DAYS: /,
    );
  });

  it('asks no account for a second factor outside production unless told to', () => {
    const config = loadConfig({ ...base });
    expect(config.requireStaffSecondFactor).toBe(false);
    expect(config.requireVendorSecondFactor).toBe(false);
    expect(loadConfig({ ...base, REQUIRE_STAFF_2FA: 'true' }).requireStaffSecondFactor).toBe(true);
    expect(() => loadConfig({ ...base, REQUIRE_VENDOR_2FA: 'sometimes' })).toThrow(/REQUIRE_VENDOR_2FA/);
  });
});
