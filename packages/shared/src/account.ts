import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js/min';
import { z } from 'zod';
import { isValidAbn } from './abn.ts';
import { checkGstRegistration, gstRegistrationFields } from './abr.ts';
import { AU_STATES, HOW_HEARD } from './constants.ts';
import { checkPostcodeState } from './postcodes.ts';
import { secondFactorChallengeResponseSchema } from './second-factor.ts';
import { PENDING_ACTIONS, publicUserSchema } from './user.ts';

/**
 * Why the server ended a session (issue 15): kept on the session's row, and on the account for the
 * ends that take every session at once; the next call of an ended session hears why.
 */
export const SESSION_END_REASONS = [
  /** Logged out on that device. */
  'signed_out',
  /** "Log out of all devices". */
  'signed_out_everywhere',
  /** Ended from another device's list of sessions. */
  'ended_elsewhere',
  'password_changed',
  'deactivated',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export const MESSAGES = {
  sessionExpired: 'Your session has expired. Please log in again',
  sessionSignedOut: 'You logged out of this session. Please log in again',
  sessionPasswordChanged: 'Your password was changed. Please log in again with the new one',
  sessionSignedOutEverywhere: 'You logged out of all devices. Please log in again',
  sessionEndedElsewhere: 'This device was logged out from another device. Please log in again',
  passwordMismatch: 'password does not match',
  passwordMismatchHint: 'Password and confirm password should match',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooCommon: 'This password is too common. Please choose a less common one',
  emailInvalid: 'Please enter a valid email address',
  emailTaken: 'An account with this email already exists',
  abnInvalid: 'Please enter a valid 11-digit ABN',
  postcodeInvalid: 'Postcode must be 4 digits',
  phoneInvalid: 'Please enter a valid Australian phone number',
  stateInvalid: 'Please choose a state',
  loginFailed: 'Invalid email or password',
  accountDeactivated: 'This account has been deactivated. Please contact Soko support',
  accountClosed: 'This account has been closed. Please contact Soko support if you need your records',
  emailVerified: 'Email has been Verified',
  emailNotVerified: 'Email could not be verified',
  resetSuccess: 'Password reset successful',
  resetTokenInvalid: 'This password reset link is invalid or has expired',
  noAccountFor: (email: string) => `No account associated with ${email}`,
} as const;

const required = (label: string, max = 100) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} is too long`);

/** Numbers typed into a form may arrive as numbers; the spec's postcode and phone are "number" fields. */
const textOrNumber = z.union([z.string(), z.number()]).transform((value) => String(value).trim());

export const emailField = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254, MESSAGES.emailInvalid)
  .pipe(z.email(MESSAGES.emailInvalid))
  .transform((email) => email.toLowerCase());

export const passwordField = z.string().min(8, MESSAGES.passwordTooShort).max(128, 'Password is too long');

export const postcodeField = textOrNumber.pipe(z.string().regex(/^\d{4}$/, MESSAGES.postcodeInvalid));

export const phoneField = textOrNumber.pipe(
  z
    .string()
    .min(1, 'Phone is required')
    .refine((phone) => isValidPhoneNumber(phone, 'AU'), MESSAGES.phoneInvalid)
    .transform((phone) => parsePhoneNumberWithError(phone, 'AU').number),
);

export const abnField = textOrNumber.pipe(
  z
    .string()
    .min(1, 'ABN is required')
    .refine(isValidAbn, MESSAGES.abnInvalid)
    .transform((abn) => abn.replace(/\s/g, '')),
);

export const stateField = z.enum(AU_STATES, { error: MESSAGES.stateInvalid });

const passwordsMatch = <T extends { password: string; cPassword: string }>(value: T) =>
  value.password === value.cPassword;

export const registerSchema = z
  .object({
    email: emailField,
    firstName: required('First name'),
    lastName: required('Last name'),
    password: passwordField,
    cPassword: z.string().min(1, 'Confirm password is required'),
    displayName: required('Business name'),
    c_address: required('Street address', 200),
    suburb: required('Suburb'),
    state: stateField,
    postcode: postcodeField,
    phone: phoneField,
    ABN: abnField,
    how: z.enum(HOW_HEARD).optional(),
    referralCode: z.string().trim().max(50, 'Referral code is too long').optional(),
  })
  .refine(passwordsMatch, { message: MESSAGES.passwordMismatch, path: ['cPassword'] })
  .superRefine((value, context) => checkPostcodeState(value, (issue) => context.addIssue(issue)));
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Password is required'),
  /** Given by an earlier second-factor sign-in that asked to remember this browser. */
  deviceToken: z.string().max(200).optional(),
});

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({ pwd: passwordField, cPwd: z.string().min(1, 'Confirm password is required') })
  .refine((value) => value.pwd === value.cPwd, { message: MESSAGES.passwordMismatch, path: ['cPwd'] });

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required'),
  password: passwordField,
});

/** A real day of the calendar as YYYY-MM-DD (Date.parse would take 2023-02-30 and roll it over). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * docs/product.md section 5: first name, last name and email are required on the profile form. The fields alone,
 * for the staff's vendor details form to take without the password; profileSchema adds the rules.
 */
export const profileFieldsSchema = z.object({
  firstName: required('First name'),
  lastName: required('Last name'),
  email: emailField,
  phone: z.union([phoneField, z.literal('')]).optional(),
  DOB: z
    .string()
    .refine(isCalendarDate, 'Date of birth must be a date')
    .refine((value) => value >= '1900-01-01' && Date.parse(value) < Date.now(), 'Date of birth must be in the past')
    .nullable()
    .optional(),
  displayName: required('Business name').optional(),
  ABN: abnField.optional(),
  address: z
    .object({
      c_address: z.string().trim().max(200),
      suburb: z.string().trim().max(100),
      state: z.union([stateField, z.literal('')]),
      postcode: z.union([postcodeField, z.literal('')]),
    })
    .partial()
    .superRefine((address, context) => checkPostcodeState(address, (issue) => context.addIssue(issue)))
    .optional(),
  ...gstRegistrationFields,
  /** Needed only when the email changes. */
  currentPassword: z.string().optional(),
});

export const profileSchema = profileFieldsSchema.superRefine((value, context) =>
  checkGstRegistration(value, (issue) => context.addIssue(issue)),
);

export const identityDecisionSchema = z
  .object({
    approved: z.boolean(),
    reason: z.string().trim().max(1000, 'Reason is too long').optional(),
  })
  .refine((value) => value.approved || (value.reason?.length ?? 0) > 0, {
    message: 'Please give the vendor a reason for the rejection',
    path: ['reason'],
  });

/** Masks an address as docs/product.md section 8 asks: its first 4 and last 6 characters. */
export function maskEmail(email: string): string {
  if (email.length <= 10) return email;
  return `${email.slice(0, 4)}${'*'.repeat(email.length - 10)}${email.slice(-6)}`;
}

// ---------- answers of the account calls ----------

/** A session: sign-in of an active account. */
export const signedInResponseSchema = z.object({ token: z.string(), user: publicUserSchema });
export type SignedInResponse = z.infer<typeof signedInResponseSchema>;

/** An onboarding step is still open (docs/product.md section 4): a short-lived token for that step only. */
export const pendingActionResponseSchema = z.object({
  action: z.enum(PENDING_ACTIONS),
  for: z.string(),
  actionToken: z.string(),
  user: publicUserSchema,
});
export type PendingActionResponse = z.infer<typeof pendingActionResponseSchema>;

export const loginResponseSchema = z.union([
  signedInResponseSchema,
  pendingActionResponseSchema,
  secondFactorChallengeResponseSchema,
]);
/** `POST /api/login/second-factor`: the session, and a token for this browser when asked to remember it. */
export const secondFactorSignedInResponseSchema = signedInResponseSchema.extend({ deviceToken: z.string().optional() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Whose password a reset link resets. */
export const resetAccountSchema = z.object({ name: z.string(), email: z.string() });
export type ResetAccount = z.infer<typeof resetAccountSchema>;
export const resetAccountMessageSchema = resetAccountSchema.extend({ msg: z.string() });

/** `PUT /api/user/{id}`: the profile after the change. */
export const profileResponseSchema = z.object({ user: publicUserSchema, msg: z.string() });
/** `PUT /api/user/{id}/password`: every other session ends; this browser's new token. */
export const changePasswordResponseSchema = z.object({ msg: z.string(), token: z.string(), user: publicUserSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
