import { IDEMPOTENCY_KEY_MAX, PAYOUT_TEXT } from '@soko/shared';
import { badRequest } from './errors.ts';

/** The Idempotency-Key as the client sent it: one header, printable, bounded. */
export function idempotencyKeyOf(header: string | string[] | undefined): string {
  const key = typeof header === 'string' ? header.trim() : '';
  if (key === '' || key.length > IDEMPOTENCY_KEY_MAX || !/^[\x21-\x7e]+$/.test(key)) {
    throw badRequest(PAYOUT_TEXT.idempotencyKeyRequired, 'Idempotency-Key');
  }
  return key;
}
