import { z } from 'zod';

/**
 * Second factors (issue 26): TOTP from an authenticator app, single-use recovery codes, and, when
 * sign-in is paused for unknown addresses, a code emailed to the owner.
 */
export const SECOND_FACTOR_METHODS = ['totp', 'passkey', 'recovery', 'email'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** How many recovery codes enrolment gives; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long a second-factor check lets the session do what moves money or power. */
export const STEP_UP_VALID_MINUTES = 5;
/** How long "remember this device" skips the second factor on that browser. */
export const REMEMBER_DEVICE_DAYS = 30;

export const SECOND_FACTOR_TEXT = {
  codeWrong: 'That code is not right. Please try again',
  challengeEnded: 'This sign-in has expired or had too many wrong codes. Please sign in again',
  enrolmentRequired: 'Your account needs two-step verification. Please set it up to continue',
  stepUpRequired: 'Please confirm it is you to continue',
  passwordWrong: 'That password is not right',
  stepUpNeedsCode: 'Enter a code from your authenticator app or a recovery code',
  notEnrolled: 'Two-step verification is not set up on this account',
  alreadyEnrolled: 'Two-step verification is already set up on this account. Remove it first to set it up again',
  noEnrolmentPending: 'Start setting up two-step verification again',
} as const;

/** `POST /api/loginVendor` when the password was right and a second factor must follow. */
export const secondFactorChallengeResponseSchema = z.object({
  secondFactorRequired: z.literal(true),
  challengeToken: z.string(),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
});
export type SecondFactorChallengeResponse = z.infer<typeof secondFactorChallengeResponseSchema>;

const codeField = z
  .string({ error: 'Enter the code' })
  .trim()
  .min(1, 'Enter the code')
  .max(40, 'That code is too long');

/** `POST /api/login/second-factor`: a TOTP, recovery or emailed code for the challenge. */
export const secondFactorSignInSchema = z.object({
  challengeToken: z.string({ error: 'Please sign in again' }).min(1, 'Please sign in again').max(200),
  code: codeField,
  /** Skip the second factor on this browser for REMEMBER_DEVICE_DAYS. */
  rememberDevice: z.boolean().optional(),
});

/** `POST /api/user/{id}/2fa/totp`: the secret to add to an authenticator app (base32), and its URL for a QR code. */
export const totpEnrolmentResponseSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpEnrolmentResponse = z.infer<typeof totpEnrolmentResponseSchema>;

export const totpConfirmSchema = z.object({ code: codeField });

/** Shown once, at enrolment: each works once in place of a TOTP code. */
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** `GET /api/user/{id}/2fa`: which methods are on, and whether the account must have one. */
export const secondFactorStatusSchema = z.object({
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
  recoveryCodesLeft: z.number().int(),
  required: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** `POST /api/session/step-up`: a code, or the password for an account without a second factor. */
export const stepUpSchema = z.union([
  z.object({ code: codeField }),
  z.object({ password: z.string().min(1, 'Enter your password').max(1000) }),
]);
export type StepUpRequest = z.infer<typeof stepUpSchema>;
export const stepUpResponseSchema = z.object({ msg: z.string(), validUntil: z.string() });
