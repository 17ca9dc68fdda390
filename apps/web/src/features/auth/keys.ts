/**
 * The cache keys of sign-in. The session's key carries its token, so a cached user is only ever
 * served for the token it was fetched with; `authKeys.sessions` is every signed-in user cached.
 */
export const authKeys = {
  sessions: ['session'] as const,
  session: (token: string | null) => [...authKeys.sessions, token] as const,
  verifyEmail: (token: string) => ['verify-email', token] as const,
  resetToken: (token: string) => ['reset-token', token] as const,
};
