import { useSyncExternalStore } from 'react';

/** The session token lives in localStorage under this key (the spec's contract with the API). */
const TOKEN_KEY = 'token';

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function getAuthToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function setAuthToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  notify();
}

export function clearAuthToken(): void {
  if (getAuthToken() === null) return;
  localStorage.removeItem(TOKEN_KEY);
  notify();
}

export function subscribeAuthToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A login or logout in another tab changes localStorage there; follow it here too.
window.addEventListener('storage', (event) => {
  if (event.key === TOKEN_KEY || event.key === null) notify();
});

export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeAuthToken, getAuthToken);
}
