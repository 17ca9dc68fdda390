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

const SESSION_END_KEY = 'soko.sessionEnded';

/** The login page's router state: the page to go back to once signed in again. */
export interface LoginState {
  from: string;
}

/** The server refused this browser's token: remember why for the login page, then sign out. */
export function endSession(message: string): void {
  sessionStorage.setItem(SESSION_END_KEY, message);
  clearAuthToken();
}

/** Why the server ended the last session, until the next login. */
export function sessionEndNotice(): string | null {
  return sessionStorage.getItem(SESSION_END_KEY);
}

export function forgetSessionEndNotice(): void {
  sessionStorage.removeItem(SESSION_END_KEY);
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
