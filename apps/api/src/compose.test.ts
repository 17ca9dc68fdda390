import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_ENV_NAMES, loadConfig } from './config.ts';

interface ComposeService {
  image?: string;
  environment?: Record<string, string>;
}

const compose = parse(readFileSync(path.resolve(import.meta.dirname, '../../../compose.yaml'), 'utf8'), {
  maxAliasCount: -1,
}) as { services: Record<string, ComposeService> };
const appServices = Object.entries(compose.services).filter(([, service]) => service.image === 'soko-seller-centre');

/** What compose does with `${NAME:-default}` and `${NAME:?message}`, given the operator's values. */
function interpolate(value: string, operator: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_match, name: string, kind?: string, rest?: string) => {
    const given = operator[name];
    if (given !== undefined && given !== '') return given;
    if (kind === '-') return rest ?? '';
    throw new Error(`${name} is required by compose.yaml: ${rest}`);
  });
}

const operator = {
  POSTGRES_PASSWORD: 'database-password',
  S3_SECRET_ACCESS_KEY: 'bucket-secret-key',
  JWT_SECRET: 'j'.repeat(48),
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
  MARKETPLACE_ABN: '98765432122',
  ADMIN_EMAIL: 'ops@soko.test',
  ADMIN_PASSWORD: 'Correct-Horse-9',
  STOREFRONT_API_KEY: 's'.repeat(24),
};

describe('compose.yaml', () => {
  it('runs the migrate step and two app instances from the image', () => {
    expect(appServices.map(([name]) => name).sort()).toEqual(['app1', 'app2', 'migrate']);
  });

  it.each(appServices)('gives %s only environment names the server reads', (_name, service) => {
    const names = Object.keys(service.environment ?? {});
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !CONFIG_ENV_NAMES.includes(name))).toEqual([]);
  });

  it.each(appServices)('gives %s an environment the server accepts in production', (_name, service) => {
    const environment = Object.fromEntries(
      Object.entries(service.environment ?? {}).map(([name, value]) => [name, interpolate(String(value), operator)]),
    );
    const config = loadConfig(environment);
    expect(config.env).toBe('production');
    expect(config.databaseUrl).toBe('postgres://soko:database-password@postgres:5432/soko');
    expect(config.migrateOnStart).toBe(false);
    expect(config.trustProxy).toBe(1);
  });
});
