import type { PendingAction, PublicUser } from '@soko/shared';
import { useSyncExternalStore } from 'react';

/** What login or registration answered while an onboarding step is still open (docs/product.md section 3: action, for). */
export interface PendingAccount {
  action: PendingAction;
  for: string;
  /** Proves to the onboarding calls that this visitor knows the account's password. */
  actionToken: string;
  user: PublicUser;
}

interface StoredPendingAccount extends PendingAccount {
  expiresAt: number;
}

// sessionStorage: the step survives a reload of this tab but is not shared with other tabs or kept for later visits.
const STORAGE_KEY = 'pendingAccount';
/** The server's action tokens last 30 minutes; after that the visitor has to log in again. */
const ACTION_TOKEN_LIFETIME_MS = 30 * 60_000;

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedValue: StoredPendingAccount | null = null;

function notify() {
  for (const listener of listeners) listener();
}

function parse(raw: string | null): StoredPendingAccount | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as StoredPendingAccount;
  } catch {
    return null;
  }
}

// useSyncExternalStore needs the same object for the same stored text.
function storedPendingAccount(): StoredPendingAccount | null {
  const raw = sessionStorage.getItem(STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedValue = parse(raw);
  }
  return cachedValue;
}

/** The step, unless its action token has expired (then the visitor has to log in again). */
export function getPendingAccount(): PendingAccount | null {
  const stored = storedPendingAccount();
  if (!stored || stored.expiresAt <= Date.now()) return null;
  return stored;
}

export function setPendingAccount(pending: PendingAccount): void {
  const stored: StoredPendingAccount = {
    action: pending.action,
    for: pending.for,
    actionToken: pending.actionToken,
    user: pending.user,
    expiresAt: Date.now() + ACTION_TOKEN_LIFETIME_MS,
  };
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  notify();
}

/** Keeps the step and its token, with the account as the server last described it. */
export function updatePendingUser(user: PublicUser): void {
  const stored = storedPendingAccount();
  if (!stored) return;
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...stored, user }));
  notify();
}

export function clearPendingAccount(): void {
  if (sessionStorage.getItem(STORAGE_KEY) === null) return;
  sessionStorage.removeItem(STORAGE_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The step as stored, following every change. Expiry is left to the server here (it answers 401),
 * so that a page never loses its step in the middle of a render.
 */
export function usePendingAccount(): PendingAccount | null {
  return useSyncExternalStore(subscribe, storedPendingAccount);
}
