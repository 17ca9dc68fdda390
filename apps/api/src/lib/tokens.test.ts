import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signSessionToken, verifySessionToken } from './tokens.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const claims = () => ({ sub: randomUUID(), ver: 0, sid: randomUUID() });

afterEach(() => {
  vi.useRealTimers();
});

describe('session tokens, checked once and remembered', () => {
  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const session = claims();
    const token = await signSessionToken(SECRET, session, new Date(Date.now() + 60_000));
    expect(await verifySessionToken(SECRET, token)).toEqual(session);
    expect(await verifySessionToken(SECRET, token)).toEqual(session);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await verifySessionToken(SECRET, token)).toBeNull();
  });

  it('refuses a remembered token under another secret, and the token with its signature changed', async () => {
    const session = claims();
    const token = await signSessionToken(SECRET, session, new Date(Date.now() + 60_000));
    expect(await verifySessionToken(SECRET, token)).toEqual(session);
    expect(await verifySessionToken(`${SECRET}-rotated`, token)).toBeNull();
    const signature = token.slice(token.lastIndexOf('.') + 1);
    const changed = `${token.slice(0, token.lastIndexOf('.') + 1)}${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await verifySessionToken(SECRET, changed)).toBeNull();
  });
});
