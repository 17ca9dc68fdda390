import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { PASSKEY_TEXT } from '@soko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeys, sessionStepUps } from '../../db/schema/index.ts';
import { verifySessionToken } from '../../lib/tokens.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import {
  adminToken,
  auditCount,
  createStaff,
  fromAddress,
  mailsTo,
  type OnboardedVendor,
  onboardVendor,
} from '../../test/fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const as = (token: string) => ({ 'x-auth-token': token });
let addresses = 0;
const newAddress = () => {
  addresses += 1;
  return fromAddress(7000 + addresses);
};
const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

/**
 * A passkey authenticator in software, as a phone or a laptop is one: an EC P-256 key it keeps, the
 * attestation "none" it answers at creation, and assertions signed over authData || sha256(clientData).
 */
class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  counter = 0;
  userHandle = '';

  constructor(
    private readonly origin: string,
    private readonly rpId: string,
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  private authData(flags: number, counter: number, attested?: Uint8Array): Buffer {
    const counterBytes = Buffer.alloc(4);
    counterBytes.writeUInt32BE(counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), counterBytes, ...(attested ? [attested] : [])]);
  }

  private coseKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    const key = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]);
    return isoCBOR.encode(key);
  }

  create(options: { challenge: string; user: { id: string } }) {
    this.userHandle = options.user.id;
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.create',
        challenge: options.challenge,
        origin: this.origin,
        crossOrigin: false,
      }),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.coseKey()]);
    const authData = this.authData(FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA, 0, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, never> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** An assertion over `challenge`; the counter moves forward unless the test sets it. */
  get(challenge: string, counter = this.counter + 1) {
    this.counter = counter;
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge, origin: this.origin, crossOrigin: false }),
    );
    const authData = this.authData(FLAG_USER_PRESENT | FLAG_USER_VERIFIED, counter);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}

function newAuthenticator(): SoftwareAuthenticator {
  const url = new URL(ctx.app.deps.config.appUrl);
  return new SoftwareAuthenticator(url.origin, url.hostname);
}

const post = (url: string, payload?: Record<string, unknown>, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    ...(token ? { headers: as(token) } : {}),
    remoteAddress: newAddress(),
  });

async function addPasskey(
  vendor: Pick<OnboardedVendor, 'id' | 'token'>,
  authenticator: SoftwareAuthenticator,
  name = 'Work laptop',
) {
  const options = await post(`/api/user/${vendor.id}/2fa/passkeys/options`, undefined, vendor.token);
  expect(options.statusCode).toBe(200);
  return post(
    `/api/user/${vendor.id}/2fa/passkeys`,
    { name, credential: authenticator.create(options.json()) },
    vendor.token,
  );
}

async function vendorWithPasskey(): Promise<OnboardedVendor & { authenticator: SoftwareAuthenticator }> {
  const vendor = await onboardVendor(ctx);
  const authenticator = newAuthenticator();
  expect((await addPasskey(vendor, authenticator)).statusCode).toBe(201);
  return { ...vendor, authenticator };
}

async function signInChallenge(vendor: OnboardedVendor): Promise<string> {
  const first = await post('/api/loginVendor', { email: vendor.email, password: vendor.password });
  expect(first.json()).toEqual({
    secondFactorRequired: true,
    challengeToken: expect.any(String),
    methods: ['passkey'],
  });
  return first.json().challengeToken;
}

async function passkeyOptionsFor(challengeToken: string): Promise<string> {
  const options = await post('/api/login/second-factor/passkey/options', { challengeToken });
  expect(options.statusCode).toBe(200);
  return options.json().challenge;
}

describe(`passkeys (${testEngine})`, () => {
  it('adds a passkey for the signed-in account, lists it, audits it and emails the owner', async () => {
    const vendor = await onboardVendor(ctx);
    const authenticator = newAuthenticator();
    const options = await post(`/api/user/${vendor.id}/2fa/passkeys/options`, undefined, vendor.token);
    const body = options.json();
    expect(body.rp.id).toBe(new URL(ctx.app.deps.config.appUrl).hostname);
    expect(body.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    const added = await post(
      `/api/user/${vendor.id}/2fa/passkeys`,
      { name: 'Work laptop', credential: authenticator.create(body) },
      vendor.token,
    );
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Work laptop', lastUsedAt: null });

    const status = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/${vendor.id}/2fa`,
      headers: as(vendor.token),
    });
    expect(status.json()).toEqual({
      methods: ['passkey'],
      recoveryCodesLeft: 0,
      required: false,
      passkeys: [{ id: added.json().id, name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null }],
    });
    const [stored] = await ctx.database.db.select().from(passkeys).where(eq(passkeys.userId, vendor.id));
    expect(stored?.credentialId).toBe(b64url(authenticator.credentialId));
    expect(await auditCount(ctx, 'second_factor.enrolled', vendor.id)).toBe(1);
    expect((await mailsTo(ctx, vendor.email)).map((mail) => mail.template)).toContain('passkeyAdded');
  });

  it('refuses a registration answering a challenge it was not given, or one already answered', async () => {
    const vendor = await onboardVendor(ctx);
    const options = (await post(`/api/user/${vendor.id}/2fa/passkeys/options`, undefined, vendor.token)).json();
    const forged = await post(
      `/api/user/${vendor.id}/2fa/passkeys`,
      { credential: newAuthenticator().create({ ...options, challenge: b64url(randomBytes(32)) }) },
      vendor.token,
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors[0]).toEqual({ msg: PASSKEY_TEXT.notAccepted, param: 'credential' });
    const credential = newAuthenticator().create(options);
    expect((await post(`/api/user/${vendor.id}/2fa/passkeys`, { credential }, vendor.token)).statusCode).toBe(201);
    const replayed = await post(
      `/api/user/${vendor.id}/2fa/passkeys`,
      { credential: newAuthenticator().create(options) },
      vendor.token,
    );
    expect(replayed.statusCode).toBe(400);
  });

  it('asks for the passkey after the right password and signs in with it, stepped up', async () => {
    const vendor = await vendorWithPasskey();
    const challengeToken = await signInChallenge(vendor);
    const challenge = await passkeyOptionsFor(challengeToken);
    const passed = await post('/api/login/second-factor/passkey', {
      challengeToken,
      credential: vendor.authenticator.get(challenge),
    });
    expect(passed.statusCode).toBe(200);
    const { token } = passed.json();
    const claims = await verifySessionToken(ctx.app.deps.config.jwtSecret, token);
    const [stepUp] = await ctx.database.db
      .select()
      .from(sessionStepUps)
      .where(eq(sessionStepUps.sessionId, claims?.sid ?? ''));
    expect(stepUp).toBeDefined();
    const [stored] = await ctx.database.db.select().from(passkeys).where(eq(passkeys.userId, vendor.id));
    expect(stored?.signCount).toBe(1);
    expect(stored?.lastUsedAt).not.toBeNull();
  });

  it("refuses a wrong challenge, a replayed one, another account's passkey and a counter that goes backwards", async () => {
    const vendor = await vendorWithPasskey();
    const other = await vendorWithPasskey();
    const challengeToken = await signInChallenge(vendor);

    const forged = await post('/api/login/second-factor/passkey', {
      challengeToken,
      credential: vendor.authenticator.get(b64url(randomBytes(32))),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors[0]).toEqual({ msg: PASSKEY_TEXT.notAccepted, param: 'credential' });

    const othersChallenge = await passkeyOptionsFor(challengeToken);
    const othersPasskey = await post('/api/login/second-factor/passkey', {
      challengeToken,
      credential: other.authenticator.get(othersChallenge),
    });
    expect(othersPasskey.statusCode).toBe(400);

    const challenge = await passkeyOptionsFor(challengeToken);
    const credential = vendor.authenticator.get(challenge, 7);
    expect((await post('/api/login/second-factor/passkey', { challengeToken, credential })).statusCode).toBe(200);

    const again = await signInChallenge(vendor);
    const replayed = await post('/api/login/second-factor/passkey', { challengeToken: again, credential });
    expect(replayed.statusCode).toBe(400);
    const lower = await passkeyOptionsFor(again);
    const counterBack = await post('/api/login/second-factor/passkey', {
      challengeToken: again,
      credential: vendor.authenticator.get(lower, 6),
    });
    expect(counterBack.statusCode).toBe(400);
    const [stored] = await ctx.database.db.select().from(passkeys).where(eq(passkeys.userId, vendor.id));
    expect(stored?.signCount).toBe(7);
  });

  it('signs in without a password with a discoverable passkey, and refuses an unknown one', async () => {
    const vendor = await vendorWithPasskey();
    const options = await post('/api/login/passkey/options');
    expect(options.statusCode).toBe(200);
    expect(options.json().allowCredentials).toEqual([]);
    const signedIn = await post('/api/login/passkey', {
      credential: vendor.authenticator.get(options.json().challenge),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(vendor.email);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/authVendor', headers: as(signedIn.json().token) });
    expect(me.statusCode).toBe(200);

    const stranger = newAuthenticator();
    stranger.userHandle = b64url(Buffer.from(vendor.id));
    const unknown = await post('/api/login/passkey', {
      credential: stranger.get((await post('/api/login/passkey/options')).json().challenge),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toEqual({ msg: PASSKEY_TEXT.notFound, param: 'credential' });

    const secondFactorChallenge = await passkeyOptionsFor(await signInChallenge(vendor));
    const wrongPurpose = await post('/api/login/passkey', {
      credential: vendor.authenticator.get(secondFactorChallenge),
    });
    expect(wrongPurpose.statusCode).toBe(400);
  });

  it('removes a passkey only after a step-up, which a passkey can give; adding another needs one too', async () => {
    const vendor = await vendorWithPasskey();
    // The onboarding's step-up is more than 5 minutes old.
    const claims = await verifySessionToken(ctx.app.deps.config.jwtSecret, vendor.token);
    await ctx.database.db.delete(sessionStepUps).where(eq(sessionStepUps.sessionId, claims?.sid ?? ''));
    const [stored] = await ctx.database.db.select().from(passkeys).where(eq(passkeys.userId, vendor.id));
    const url = `/api/user/${vendor.id}/2fa/passkeys/${stored?.id}`;
    const refused = await ctx.app.inject({ method: 'DELETE', url, headers: as(vendor.token) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().stepUpRequired).toBe(true);
    const another = await post(`/api/user/${vendor.id}/2fa/passkeys/options`, undefined, vendor.token);
    expect(another.statusCode).toBe(401);

    const stepUpOptions = await post('/api/session/step-up/passkey/options', undefined, vendor.token);
    expect(stepUpOptions.statusCode).toBe(200);
    const wrong = await post(
      '/api/session/step-up/passkey',
      { credential: vendor.authenticator.get(b64url(randomBytes(32))) },
      vendor.token,
    );
    expect(wrong.statusCode).toBe(400);
    const steppedUp = await post(
      '/api/session/step-up/passkey',
      { credential: vendor.authenticator.get(stepUpOptions.json().challenge) },
      vendor.token,
    );
    expect(steppedUp.statusCode).toBe(200);

    const removed = await ctx.app.inject({ method: 'DELETE', url, headers: as(vendor.token) });
    expect(removed.statusCode).toBe(200);
    const status = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/${vendor.id}/2fa`,
      headers: as(vendor.token),
    });
    expect(status.json()).toMatchObject({ methods: [], passkeys: [] });
    expect(await auditCount(ctx, 'second_factor.removed', vendor.id)).toBe(1);
    expect((await mailsTo(ctx, vendor.email)).map((mail) => mail.template)).toContain('passkeyRemoved');
    const signIn = await post('/api/loginVendor', { email: vendor.email, password: vendor.password });
    expect(signIn.json().token).toEqual(expect.any(String));
  });

  it("lets the super admin's reset of a staff member's lost second factor remove their passkeys", async () => {
    const staff = await createStaff(ctx, 'finance');
    const authenticator = newAuthenticator();
    expect((await addPasskey(staff, authenticator, 'Office phone')).statusCode).toBe(201);
    const admin = await adminToken(ctx);
    const reset = await ctx.app.inject({ method: 'DELETE', url: `/api/user/${staff.id}/2fa/totp`, headers: as(admin) });
    expect(reset.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(passkeys).where(eq(passkeys.userId, staff.id))).toEqual([]);
    expect(await auditCount(ctx, 'second_factor.reset', staff.id)).toBe(1);
    const options = await post('/api/login/passkey/options');
    const refused = await post('/api/login/passkey', { credential: authenticator.get(options.json().challenge) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toEqual({ msg: PASSKEY_TEXT.notFound, param: 'credential' });
  });
});
