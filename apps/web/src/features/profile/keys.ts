/** The cache keys of the signed-in user's own profile screens. */
export const profileKeys = {
  all: ['profile'] as const,
  bankAccount: (userId: string) => [...profileKeys.all, 'bank-account', userId] as const,
  sessions: (userId: string) => [...profileKeys.all, 'sessions', userId] as const,
};
