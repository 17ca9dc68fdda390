/** Second factors (issue 26): TOTP, recovery codes, sign-in challenges, step-up, remembered devices. */

export {
  passkeySignInUser,
  passSignInChallengeWithPasskey,
  startPasskeySecondFactor,
  startPasskeySignIn,
} from './passkey.service.ts';
export {
  assertSteppedUp,
  CHALLENGE_WRONG_CODE_LIMIT,
  type ChallengeDevice,
  enrolKnownTotp,
  hasSecondFactor,
  isRememberedDevice,
  markSteppedUp,
  openSignInChallenge,
  passSignInChallenge,
  rememberDevice,
  secondFactorRequiredFor,
} from './second-factor.service.ts';
export { ACCOUNT_WRONG_CODE_LIMIT, WRONG_CODE_WINDOW_MINUTES } from './wrong-codes.ts';
