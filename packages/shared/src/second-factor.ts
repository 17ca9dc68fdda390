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
  /** Followed by what still works and how long the pause lasts. */
  codesPaused:
    'Too many wrong codes were entered for this account, so codes from an authenticator app and recovery codes are paused.',
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

/** `POST /api/session/step-up`: a code, or the password for an account without a second factor. */
export const stepUpSchema = z.union([
  z.object({ code: codeField }),
  z.object({ password: z.string().min(1, 'Enter your password').max(1000) }),
]);
export type StepUpRequest = z.infer<typeof stepUpSchema>;
export const stepUpResponseSchema = z.object({ msg: z.string(), validUntil: z.string() });

export const PASSKEY_TEXT = {
  notAccepted: 'That passkey could not be checked. Please try again',
  notFound: 'That passkey is not registered to a Soko account',
  nameTooLong: 'Keep the name under 60 characters',
} as const;

/** A passkey of the account, as Settings > Security lists it. */
export const passkeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;

export const PASSKEY_TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
export type PasskeyTransport = (typeof PASSKEY_TRANSPORTS)[number];
const isPasskeyTransport = (name: string): name is PasskeyTransport =>
  (PASSKEY_TRANSPORTS as readonly string[]).includes(name);

/** The extension outputs Soko reads (none yet beyond credProps); others are dropped. */
const extensionResults = z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() }).default({});

const base64url = z
  .string()
  .max(20_000)
  .regex(/^[A-Za-z0-9_-]*$/, 'Not base64url');

const credentialDescriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(z.string()).optional(),
});

/**
 * WebAuthn request options for `navigator.credentials.get()` (through @simplewebauthn/browser's
 * `startAuthentication`): an empty `allowCredentials` lets the authenticator offer its own passkeys.
 */
export const passkeyRequestOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: z.string().optional(),
  hints: z.array(z.string()).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});

/** WebAuthn creation options for `navigator.credentials.create()` (`startRegistration`). */
export const passkeyCreationOptionsSchema = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.string().optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.string().optional(),
      userVerification: z.string().optional(),
    })
    .optional(),
  hints: z.array(z.string()).optional(),
  attestation: z.string().optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});

/** What the browser answers to `navigator.credentials.create()`, in JSON form. */
export const passkeyRegistrationSchema = z.object({
  name: z.string().trim().max(60, PASSKEY_TEXT.nameTooLong).optional(),
  credential: z.object({
    id: base64url,
    rawId: base64url,
    type: z.literal('public-key'),
    response: z.object({
      clientDataJSON: base64url,
      attestationObject: base64url,
      /** Transports the browser names; ones this version does not know are left out. */
      transports: z
        .array(z.string().max(20))
        .max(10)
        .transform((names) => names.filter(isPasskeyTransport))
        .optional(),
    }),
    clientExtensionResults: extensionResults,
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  }),
});
export type PasskeyRegistration = z.infer<typeof passkeyRegistrationSchema>;

/** What the browser answers to `navigator.credentials.get()`, in JSON form. */
export const passkeyAssertionSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: extensionResults,
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});
export type PasskeyAssertion = z.infer<typeof passkeyAssertionSchema>;

/** `POST /api/login/second-factor/passkey/options`: passkey options for a sign-in challenge. */
export const passkeyChallengeOptionsSchema = z.object({
  challengeToken: z.string({ error: 'Please sign in again' }).min(1, 'Please sign in again').max(200),
});

/** `POST /api/login/second-factor/passkey`: a passkey's answer finishes the sign-in challenge. */
export const passkeySecondFactorSchema = z.object({
  challengeToken: z.string({ error: 'Please sign in again' }).min(1, 'Please sign in again').max(200),
  credential: passkeyAssertionSchema,
  rememberDevice: z.boolean().optional(),
});

/** `POST /api/login/passkey` and `POST /api/session/step-up/passkey`: a passkey's answer. */
export const passkeySignInSchema = z.object({ credential: passkeyAssertionSchema });

/** `GET /api/user/{id}/2fa`: which methods are on, and whether the account must have one. */
export const secondFactorStatusSchema = z.object({
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
  recoveryCodesLeft: z.number().int(),
  required: z.boolean(),
  passkeys: z.array(passkeySummarySchema),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;
