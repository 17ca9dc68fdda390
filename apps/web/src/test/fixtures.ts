import {
  type AbrCheck,
  PERMISSIONS,
  type PublicUser,
  ROLE_STAFF,
  ROLE_SUPER_ADMIN,
  ROLE_VENDOR,
  STAFF_ROLE_PERMISSIONS,
  type StaffRole,
} from '@soko/shared';
import { vi } from 'vitest';

export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    _id: 'u1',
    id: 'u1',
    firstName: 'Amara',
    lastName: 'Okafor',
    email: 'amara@example.com',
    pendingEmail: null,
    phone: '0412345678',
    DOB: null,
    displayName: 'Amara Crafts',
    ABN: '51824753556',
    gstRegistered: false,
    gstRegisteredFrom: null,
    address: { c_address: '1 King St', suburb: 'Newtown', state: 'NSW', country: 'Australia', postcode: '2042' },
    pendingChange: null,
    pendingChangeRejectionReason: null,
    role: ROLE_VENDOR,
    staffRole: null,
    permissions: [],
    active: true,
    emailVerified: true,
    identityStatus: 'approved',
    identityRejectionReason: null,
    activated: true,
    activeVendor: null,
    team: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeSuperAdmin(overrides: Partial<PublicUser> = {}): PublicUser {
  return makeUser({
    _id: 'a1',
    id: 'a1',
    firstName: 'Kofi',
    lastName: 'Mensah',
    role: ROLE_SUPER_ADMIN,
    permissions: [...PERMISSIONS],
    ...overrides,
  });
}

export function makeStaff(staffRole: StaffRole, overrides: Partial<PublicUser> = {}): PublicUser {
  return makeUser({
    _id: 's1',
    id: 's1',
    firstName: 'Efua',
    lastName: 'Boateng',
    role: ROLE_STAFF,
    staffRole,
    permissions: [...STAFF_ROLE_PERMISSIONS[staffRole]],
    ...overrides,
  });
}

/** The register's answer as staff see it; not checked unless told otherwise. */
export function makeAbrCheck(overrides: Partial<AbrCheck> = {}): AbrCheck {
  return {
    status: 'not_checked',
    entityName: null,
    gstFrom: null,
    checkedAt: null,
    nameMismatch: false,
    gstMismatch: false,
    ...overrides,
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type FetchHandler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Replaces fetch for one test; the handler answers by path (with its query). The API client sends
 * a Request: the mock records it as the path and an init with the body read as text, so that a
 * test reads every call the same way.
 */
export function mockFetch(handler: FetchHandler) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => Promise.resolve(handler(url, init)));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!(input instanceof Request)) return fetchMock(String(input), init);
    const { pathname, search } = new URL(input.url);
    const body = input.body ? await input.text() : undefined;
    return fetchMock(`${pathname}${search}`, {
      method: input.method,
      headers: input.headers,
      body,
      signal: input.signal,
    });
  });
  return fetchMock;
}

/** A signed-in session: a stored token and `GET /api/authVendor` answering with `user`. */
export function signIn(user: PublicUser) {
  localStorage.setItem('token', 'test-token');
  return mockFetch((url) => {
    if (url === '/api/authVendor') return jsonResponse({ user });
    if (url === '/api/logout') return jsonResponse({});
    return jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
  });
}
