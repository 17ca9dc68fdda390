import { hash, verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { argon2Options, hashPassword, verifyPassword } from './password.ts';

describe('password hashes', () => {
  it('use OWASP’s argon2id baseline outside the test runner: 19 MiB, 2 iterations, 1 lane', async () => {
    const stored = await hash('a long passphrase', argon2Options(false));
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(stored, 'a long passphrase')).toBe(true);
  });

  it('verify a baseline hash whatever the runner’s own cost', async () => {
    const stored = await hash('a long passphrase', argon2Options(false));
    expect(await verifyPassword(stored, 'a long passphrase')).toBe(true);
    expect(await verifyPassword(stored, 'a wrong passphrase')).toBe(false);
    expect(await verifyPassword(await hashPassword('another one'), 'another one')).toBe(true);
    expect(await verifyPassword(null, 'anything')).toBe(false);
  });
});
