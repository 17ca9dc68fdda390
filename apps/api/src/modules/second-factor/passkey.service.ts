import {
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import {
  PASSKEY_TEXT,
  type PasskeyAssertion,
  type PasskeyRegistration,
  type PasskeySummary,
  SECOND_FACTOR_TEXT,
} from '@soko/shared';
import type { Config } from '../../config.ts';
import type { User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound, unauthorized } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { findUserById } from '../users/index.ts';
import {
  deletePasskey,
  findPasskeyByCredentialId,
  insertPasskey,
  insertWebauthnChallenge,
  type Passkey,
  passkeysOf,
  recordPasskeyUse,
  takeWebauthnChallenge,
  type WebauthnChallenge,
} from './passkey.repo.ts';
import { countWrongCode, endChallenge, findOpenChallenge, forgetRememberedDevices } from './second-factor.repo.ts';
import {
  assertSteppedUp,
  CHALLENGE_WRONG_CODE_LIMIT,
  type ChallengeDevice,
  hasSecondFactor,
  keyedHash,
  markSteppedUp,
} from './second-factor.service.ts';
import { assertStepUpAllowed, countWrongStepUp } from './wrong-codes.ts';

/** A passkey prompt left open longer than this is answered with a new challenge. */
const WEBAUTHN_CHALLENGE_VALID_MS = 5 * 60 * 1000;
const RP_NAME = 'Soko Seller Centre';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;
type MailingDeps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'mail'>;

/** The relying party is the site of APP_URL: passkeys made for it work on no other site. */
function relyingPartyOf(config: Pick<Config, 'appUrl'>): { rpID: string; origin: string } {
  const url = new URL(config.appUrl);
  return { rpID: url.hostname, origin: url.origin };
}

const transportsOf = (passkey: Passkey) => passkey.transports as AuthenticatorTransportFuture[];

export function passkeySummaryOf(passkey: Passkey): PasskeySummary {
  return {
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt.toISOString(),
    lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listPasskeys(deps: Pick<AppDeps, 'db'>, userId: string): Promise<PasskeySummary[]> {
  return (await passkeysOf(deps.db, userId)).map(passkeySummaryOf);
}

async function giveChallenge(
  deps: Deps,
  challenge: string,
  binding: Omit<WebauthnChallenge, 'challenge' | 'expiresAt'>,
): Promise<void> {
  const now = deps.clock.now();
  await insertWebauthnChallenge(
    deps.db,
    { challenge, ...binding, expiresAt: new Date(now.getTime() + WEBAUTHN_CHALLENGE_VALID_MS) },
    now,
  );
}

/** The challenge the browser signed, read from its client data; null when that is not readable. */
function challengeAnswered(clientDataJSON: string): string | null {
  try {
    const clientData: unknown = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
    if (typeof clientData === 'object' && clientData !== null && 'challenge' in clientData) {
      return typeof clientData.challenge === 'string' ? clientData.challenge : null;
    }
    return null;
  } catch {
    return null;
  }
}

/** Takes the challenge the answer signed, if the server gave it for this purpose and it is still open. */
async function takeAnsweredChallenge(
  deps: Deps,
  clientDataJSON: string,
  purpose: WebauthnChallenge['purpose'],
): Promise<WebauthnChallenge> {
  const challenge = challengeAnswered(clientDataJSON);
  const taken = challenge ? await takeWebauthnChallenge(deps.db, challenge, purpose, deps.clock.now()) : undefined;
  if (!taken) throw badRequest(PASSKEY_TEXT.notAccepted, 'credential');
  return taken;
}

/**
 * Checks an assertion against the passkey it names and the challenge taken for it, and saves the
 * counter: false when it does not verify or the counter did not move forward (a cloned authenticator).
 */
async function assertionVerifies(
  deps: Deps,
  passkey: Passkey,
  credential: PasskeyAssertion,
  expectedChallenge: string,
): Promise<boolean> {
  const { rpID, origin } = relyingPartyOf(deps.config);
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.signCount,
        transports: transportsOf(passkey),
      },
    });
    if (!verified) return false;
    return recordPasskeyUse(deps.db, passkey, authenticationInfo.newCounter, deps.clock.now());
  } catch {
    // The library throws on any malformed or mismatching answer: to the caller that is a refusal.
    return false;
  }
}

/**
 * Adding a passkey, first half: options for `navigator.credentials.create()`. An account that already
 * has a second factor proves it first (a stolen session must not add its own passkey).
 */
export async function startPasskeyRegistration(
  deps: Deps,
  user: User,
  sessionId: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  if (await hasSecondFactor(deps, user.id)) await assertSteppedUp(deps, sessionId);
  const { rpID } = relyingPartyOf(deps.config);
  const existing = await passkeysOf(deps.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userID: new TextEncoder().encode(user.id),
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: transportsOf(passkey) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await giveChallenge(deps, options.challenge, {
    purpose: 'register',
    userId: user.id,
    sessionId,
    signInChallengeId: null,
  });
  return options;
}

/** Adding a passkey, second half: the authenticator's answer is checked and its public key kept. */
export async function finishPasskeyRegistration(
  deps: MailingDeps,
  user: User,
  sessionId: string,
  registration: PasskeyRegistration,
): Promise<PasskeySummary> {
  const taken = await takeAnsweredChallenge(deps, registration.credential.response.clientDataJSON, 'register');
  if (taken.userId !== user.id || taken.sessionId !== sessionId)
    throw badRequest(PASSKEY_TEXT.notAccepted, 'credential');
  const { rpID, origin } = relyingPartyOf(deps.config);
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: registration.credential,
      expectedChallenge: taken.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
  } catch {
    throw badRequest(PASSKEY_TEXT.notAccepted, 'credential');
  }
  if (!verification.verified) throw badRequest(PASSKEY_TEXT.notAccepted, 'credential');
  const { credential } = verification.registrationInfo;
  if (await findPasskeyByCredentialId(deps.db, credential.id)) throw badRequest(PASSKEY_TEXT.notAccepted, 'credential');
  const name = registration.name || `Passkey added ${deps.clock.now().toISOString().slice(0, 10)}`;
  return deps.db.transaction(async (tx) => {
    const passkey = await insertPasskey(tx, {
      userId: user.id,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      signCount: credential.counter,
      transports: credential.transports ?? registration.credential.response.transports ?? [],
      name,
    });
    await recordAudit(tx, {
      actorId: user.id,
      action: 'second_factor.enrolled',
      entityType: 'user',
      entityId: user.id,
      after: { method: 'passkey', passkeyId: passkey.id, name },
    });
    await deps.mail.enqueue(tx, {
      to: user.email,
      template: 'passkeyAdded',
      data: { firstName: user.firstName, name },
    });
    return passkeySummaryOf(passkey);
  });
}

/** Removes one of the account's passkeys (the route asks for a step-up first); audited and emailed. */
export async function removePasskey(deps: MailingDeps, user: User, passkeyId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const removed = await deletePasskey(tx, user.id, passkeyId);
    if (!removed) throw notFound('Passkey');
    // A removed passkey may be a lost device: browsers it let skip the second step must ask again.
    await forgetRememberedDevices(tx, user.id);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'second_factor.removed',
      entityType: 'user',
      entityId: user.id,
      before: { method: 'passkey', passkeyId: removed.id, name: removed.name },
    });
    await deps.mail.enqueue(tx, {
      to: user.email,
      template: 'passkeyRemoved',
      data: { firstName: user.firstName, name: removed.name, byStaff: false },
    });
  });
}

async function authenticationOptionsFor(
  deps: Deps,
  userId: string | null,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { rpID } = relyingPartyOf(deps.config);
  const own = userId ? await passkeysOf(deps.db, userId) : [];
  const options = await generateAuthenticationOptions({
    rpID,
    userVerification: 'required',
    allowCredentials: own.map((passkey) => ({ id: passkey.credentialId, transports: transportsOf(passkey) })),
  });
  return options;
}

/** Options to answer a sign-in challenge (password already right) with one of the account's passkeys. */
export async function startPasskeySecondFactor(
  deps: Deps,
  challengeToken: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const challenge = await findOpenChallenge(
    deps.db,
    keyedHash(deps.config, 'challenge', challengeToken),
    deps.clock.now(),
  );
  if (!challenge) throw unauthorized(SECOND_FACTOR_TEXT.challengeEnded);
  if (!challenge.methods.includes('passkey')) throw badRequest(SECOND_FACTOR_TEXT.notEnrolled, 'challengeToken');
  const options = await authenticationOptionsFor(deps, challenge.userId);
  await giveChallenge(deps, options.challenge, {
    purpose: 'second-factor',
    userId: challenge.userId,
    sessionId: null,
    signInChallengeId: challenge.id,
  });
  return options;
}

/**
 * Passes a sign-in challenge with a passkey of its account. A passkey that does not verify counts as
 * a wrong code; the fifth ends the challenge.
 */
export async function passSignInChallengeWithPasskey(
  deps: Deps,
  challengeToken: string,
  credential: PasskeyAssertion,
): Promise<{ user: User; device: ChallengeDevice }> {
  const now = deps.clock.now();
  const challenge = await findOpenChallenge(deps.db, keyedHash(deps.config, 'challenge', challengeToken), now);
  if (!challenge) throw unauthorized(SECOND_FACTOR_TEXT.challengeEnded);
  const user = await findUserById(deps.db, challenge.userId);
  if (!user) throw unauthorized(SECOND_FACTOR_TEXT.challengeEnded);
  const refuse = async () => {
    const open = await countWrongCode(deps.db, challenge.id, CHALLENGE_WRONG_CODE_LIMIT, now);
    if (!open) throw unauthorized(SECOND_FACTOR_TEXT.challengeEnded);
    throw badRequest(PASSKEY_TEXT.notAccepted, 'credential');
  };
  const answered = challengeAnswered(credential.response.clientDataJSON);
  const taken = answered ? await takeWebauthnChallenge(deps.db, answered, 'second-factor', now) : undefined;
  if (!taken || taken.signInChallengeId !== challenge.id) return refuse();
  const passkey = await findPasskeyByCredentialId(deps.db, credential.id);
  if (!passkey || passkey.userId !== user.id) return refuse();
  if (!(await assertionVerifies(deps, passkey, credential, taken.challenge))) return refuse();
  if (!(await endChallenge(deps.db, challenge.id, now))) throw unauthorized(SECOND_FACTOR_TEXT.challengeEnded);
  return { user, device: { userAgent: challenge.userAgent, ip: challenge.ip } };
}

/** Options for signing in with a passkey alone: no account named, the authenticator offers its own. */
export async function startPasskeySignIn(deps: Deps): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await authenticationOptionsFor(deps, null);
  await giveChallenge(deps, options.challenge, {
    purpose: 'sign-in',
    userId: null,
    sessionId: null,
    signInChallengeId: null,
  });
  return options;
}

/**
 * Signs in with a discoverable passkey: the account it belongs to. A passkey with user verification
 * is something the owner has and is, so it stands for the password and the second factor both.
 */
export async function passkeySignInUser(deps: Deps, credential: PasskeyAssertion): Promise<User> {
  const taken = await takeAnsweredChallenge(deps, credential.response.clientDataJSON, 'sign-in');
  const passkey = await findPasskeyByCredentialId(deps.db, credential.id);
  if (!passkey) throw badRequest(PASSKEY_TEXT.notFound, 'credential');
  const userHandle = credential.response.userHandle;
  if (userHandle !== undefined && isoBase64URL.toUTF8String(userHandle) !== passkey.userId) {
    throw badRequest(PASSKEY_TEXT.notAccepted, 'credential');
  }
  if (!(await assertionVerifies(deps, passkey, credential, taken.challenge))) {
    throw badRequest(PASSKEY_TEXT.notAccepted, 'credential');
  }
  const user = await findUserById(deps.db, passkey.userId);
  if (!user) throw badRequest(PASSKEY_TEXT.notFound, 'credential');
  return user;
}

/** Options for a step-up with one of the account's passkeys. */
export async function startPasskeyStepUp(
  deps: Deps,
  user: User,
  sessionId: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await authenticationOptionsFor(deps, user.id);
  if (!options.allowCredentials?.length) {
    throw badRequest(SECOND_FACTOR_TEXT.notEnrolled, 'credential');
  }
  await giveChallenge(deps, options.challenge, {
    purpose: 'step-up',
    userId: user.id,
    sessionId,
    signInChallengeId: null,
  });
  return options;
}

/** A step-up with a passkey; a refusal counts towards the session's and the account's limits like a wrong code does. */
export async function stepUpWithPasskey(
  deps: Deps & Pick<AppDeps, 'limits'>,
  user: User,
  sessionId: string,
  credential: PasskeyAssertion,
): Promise<Date> {
  await assertStepUpAllowed(deps.limits, user.id, sessionId);
  const answered = challengeAnswered(credential.response.clientDataJSON);
  const taken = answered ? await takeWebauthnChallenge(deps.db, answered, 'step-up', deps.clock.now()) : undefined;
  const passkey = await findPasskeyByCredentialId(deps.db, credential.id);
  const proven =
    taken !== undefined &&
    taken.userId === user.id &&
    taken.sessionId === sessionId &&
    passkey !== undefined &&
    passkey.userId === user.id &&
    (await assertionVerifies(deps, passkey, credential, taken.challenge));
  if (!proven) {
    await countWrongStepUp(deps, user.id, sessionId);
    throw badRequest(PASSKEY_TEXT.notAccepted, 'credential');
  }
  return markSteppedUp(deps, sessionId);
}
