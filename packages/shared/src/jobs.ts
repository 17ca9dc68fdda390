/** Scheduled jobs (issue 28, item 4): what the server does on its own, and how each last run went. */
import { z } from 'zod';

export const JOB_OUTCOMES = ['succeeded', 'failed'] as const;
export type JobOutcome = (typeof JOB_OUTCOMES)[number];

export const JOBS_TEXT = {
  notFound: 'Job not found',
  running: 'This job is running now: wait for it to finish',
  disabled: 'This job is off on this server',
} as const;

/** `GET /api/jobs` item: a job, its schedule and its last run. */
export const jobDtoSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** How often it runs, in seconds. */
  intervalSeconds: z.number().int(),
  /** Why it does not run on this server (a setting is missing), or null. */
  disabledReason: z.string().nullable(),
  running: z.boolean(),
  lastStartedAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  lastOutcome: z.enum(JOB_OUTCOMES).nullable(),
  /** What the last run did, as counts. */
  lastSummary: z.record(z.string(), z.number()).nullable(),
  lastError: z.string().nullable(),
  lastDurationMs: z.number().int().nullable(),
  nextRunAt: z.string().nullable(),
});
export type JobDto = z.infer<typeof jobDtoSchema>;

export const jobListDtoSchema = z.object({ jobs: z.array(jobDtoSchema) });
export type JobListDto = z.infer<typeof jobListDtoSchema>;

/** Personal data (issue 28, item 3): access, closure. */
export const PRIVACY_TEXT = {
  buyerEmailInvalid: "Please enter the buyer's email address",
  passwordRequired: 'Please enter your password to close your account',
  passwordWrong: 'Password is incorrect',
  onlyVendors: 'Only a vendor account can be closed; staff accounts are deactivated',
  alreadyClosed: 'This account is already closed',
  closedStaysClosed:
    'This account was closed and cannot be reactivated: its records are kept for tax law only. The vendor can register a new account',
  openSales: (count: number) =>
    `This account has ${count} sale${count === 1 ? '' : 's'} not yet delivered or cancelled: finish or cancel ${count === 1 ? 'it' : 'them'} first`,
  closed: 'The account is closed: it can no longer sign in, and its products are off sale',
} as const;

/** `POST /api/user/{id}/close`: the owner gives their password; the super admin needs none. */
export const closeAccountSchema = z.object({ currentPassword: z.string().max(200).optional() });

/** A buyer's data export, by their order email: in the body, so the address stays out of URLs and logs. */
export const buyerExportRequestSchema = z.object({ email: z.email(PRIVACY_TEXT.buyerEmailInvalid).max(254) });
export type BuyerExportRequest = z.infer<typeof buyerExportRequestSchema>;
export type CloseAccountInput = z.infer<typeof closeAccountSchema>;
