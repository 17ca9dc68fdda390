import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares digests, so neither the secret's content nor its length shows in the response time. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
