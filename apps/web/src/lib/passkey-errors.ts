import { ApiError } from './api.ts';

/** What to say when the browser's passkey prompt did not give an answer (cancelled, timed out, none there). */
export function passkeyErrorMessage(caught: unknown): string {
  if (caught instanceof ApiError) return caught.message;
  if (caught instanceof Error && (caught.name === 'NotAllowedError' || caught.name === 'AbortError')) {
    return 'The passkey was not used. Please try again';
  }
  if (caught instanceof Error && caught.name === 'InvalidStateError') {
    return 'This passkey is already added to your account';
  }
  return 'This browser could not use a passkey. Please try again or use a code';
}
