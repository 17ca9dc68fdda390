import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

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
