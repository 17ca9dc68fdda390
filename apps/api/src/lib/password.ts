import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
export const PRODUCTION_ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Under Vitest (which sets VITEST in its workers) hashes cost 1 MiB and 1 iteration: the suites hash
 * thousands of passwords, at 17 ms each with the baseline. Verifying reads the parameters from the
 * stored hash, so either kind of hash verifies anywhere; password.test.ts checks the baseline.
 */
export function argon2Options(underTest = process.env.VITEST === 'true') {
  return underTest ? ({ memoryCost: 1024, timeCost: 1, parallelism: 1 } as const) : PRODUCTION_ARGON2_OPTIONS;
}

const ARGON2_OPTIONS = argon2Options();

const commonPasswords = new Set(dictionary['passwords-common']);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Hash anyway when there is no account so that a missing email takes as long as a wrong password.
  if (!passwordHash) {
    await hash(password, ARGON2_OPTIONS);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
