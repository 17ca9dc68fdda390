import type { FormErrors } from '@mantine/form';
import { ALERT_MS, MESSAGES } from '@soko/shared';
import { alertDanger } from './alerts.ts';
import { ApiError } from './api.ts';

/**
 * The server's messages that name one of `fields` (e.g. `email`, `address.postcode`), keyed by that
 * field, for `form.setErrors`: a server rule then reads under its input like a rule checked here.
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): FormErrors {
  const errors: FormErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const { msg, param } of error.errors) {
    if (param !== undefined && fields.includes(param) && errors[param] === undefined) errors[param] = msg;
  }
  return errors;
}

/**
 * Adds docs/product.md section 5's mismatch message under the confirmation field. The shared schemas report a
 * mismatch only once every other field is valid; the visitor should hear of it on the first submit.
 */
export function withPasswordMismatch(
  errors: FormErrors,
  passwords: { password: string; confirmation: string; confirmationField: string },
): FormErrors {
  const { password, confirmation, confirmationField } = passwords;
  if (confirmation === '' || password === confirmation || errors[confirmationField] !== undefined) return errors;
  return { ...errors, [confirmationField]: MESSAGES.passwordMismatch };
}

/** For `form.onSubmit`'s failure handler: docs/product.md section 5's danger alert, shown for 5 s, when the passwords differ. */
export function alertPasswordMismatch(errors: FormErrors): void {
  if (Object.values(errors).includes(MESSAGES.passwordMismatch)) {
    alertDanger(`${MESSAGES.passwordMismatch}: ${MESSAGES.passwordMismatchHint}`, ALERT_MS.short);
  }
}
