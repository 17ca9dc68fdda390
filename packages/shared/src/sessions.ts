import { z } from 'zod';

/** One signed-in device of the account (issue 15): what the profile's Devices tab lists. */
export const sessionDtoSchema = z.object({
  _id: z.string(),
  /** Browser and operating system, read from the User-Agent at sign-in ("Chrome on Windows"). */
  device: z.string(),
  /** The address the device signed in from. */
  ip: z.string(),
  createdAt: z.string(),
  /** Kept to within SESSION_LAST_SEEN_EVERY_MINUTES. */
  lastSeenAt: z.string(),
  /** The session of the token that asked. */
  current: z.boolean(),
});
export type SessionDto = z.infer<typeof sessionDtoSchema>;

/** The account's sessions still signed in, the current one first, then the most recently seen. */
export const sessionListResponseSchema = z.object({ sessions: z.array(sessionDtoSchema) });
export type SessionListResponse = z.infer<typeof sessionListResponseSchema>;

export const sessionParamsSchema = z.object({
  id: z.string(),
  sessionId: z.uuid('Session not found'),
});

/** A session's last-seen time is written at most this often, so a busy session is not a write per request. */
export const SESSION_LAST_SEEN_EVERY_MINUTES = 5;
