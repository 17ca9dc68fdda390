import {
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  MESSAGES,
  messageResponseSchema,
  passkeyChallengeOptionsSchema,
  passkeyRequestOptionsSchema,
  passkeySecondFactorSchema,
  passkeySignInSchema,
  pendingActionResponseSchema,
  registerSchema,
  resetAccountMessageSchema,
  resetAccountSchema,
  resetPasswordSchema,
  secondFactorSignedInResponseSchema,
  secondFactorSignInSchema,
  userResponseSchema,
} from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { currentSession, currentUser } from '../../lib/request-user.ts';
import {
  ACCOUNT_WRONG_CODE_LIMIT,
  CHALLENGE_WRONG_CODE_LIMIT,
  passkeySignInUser,
  passSignInChallenge,
  passSignInChallengeWithPasskey,
  startPasskeySecondFactor,
  startPasskeySignIn,
  WRONG_CODE_WINDOW_MINUTES,
} from '../second-factor/index.ts';
import { signInDeviceOf } from '../sessions/index.ts';
import { actionUser } from './auth.plugin.ts';
import {
  activateVendor,
  checkResetToken,
  completeSecondFactorSignIn,
  login,
  logout,
  notifyAccountLocked,
  passkeySignIn,
  publicUserOf,
  registerVendor,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './auth.service.ts';
import { createLoginGuard } from './login-guard.ts';

const MINUTE = 60_000;
const idParams = z.object({ id: z.uuid('Account not found') });
const tokenParams = z.object({ token: z.string().min(16).max(200) });

/** Calls of docs/product.md section 7 under /api. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const loginGuard = createLoginGuard(app.accountLimits, {
    onAccountLocked: (email) => notifyAccountLocked(app.deps, email),
  });
  const registerLimit = app.accountLimits.every('register', 5, 60);
  const reverifyLimit = app.accountLimits.every('reverify', 3, 10);

  app.post(
    '/registerVendor',
    {
      schema: {
        operationId: 'registerVendor',
        response: { 201: pendingActionResponseSchema },
        summary: 'Register a vendor account',
        tags: ['auth'],
        body: registerSchema,
      },
      config: { access: 'public', rateLimit: { max: 20, timeWindow: 10 * MINUTE } },
    },
    async (request, reply) => {
      await registerLimit(request.body.email);
      const result = await registerVendor(requestDeps(request), request.body, signInDeviceOf(request));
      // A new account always has its email to verify before it can sign in.
      if (!('action' in result)) throw new Error('A new vendor account signed in before verifying its email');
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/loginVendor',
    {
      schema: {
        operationId: 'signIn',
        response: { 200: loginResponseSchema },
        summary: 'Sign in with email and password',
        tags: ['auth'],
        body: loginSchema,
      },
      config: { access: 'public', rateLimit: { max: 30, timeWindow: MINUTE } },
    },
    async (request) => {
      const { email, password, deviceToken } = request.body;
      const { knownAddress, closed } = await loginGuard.assertAllowed(email, request.ip);
      try {
        const result = await login(requestDeps(request), email, password, signInDeviceOf(request), {
          deviceToken,
          emailCode: closed !== null,
          newAddress: !knownAddress,
        });
        // The address becomes known once the whole sign-in, second factor included, succeeds.
        if (!('secondFactorRequired' in result)) await loginGuard.recordSuccess(email, request.ip);
        return result;
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 400) {
          request.log.info({ event: 'login.failed' }, 'sign-in refused: wrong email or password');
          await loginGuard.recordFailure(email, request.ip);
          // Guessing from an address the closed account does not know meets the wait, as before.
          if (closed) throw closed;
        }
        throw error;
      }
    },
  );

  app.post(
    '/login/second-factor',
    {
      schema: {
        operationId: 'signInSecondFactor',
        response: { 200: secondFactorSignedInResponseSchema },
        summary: 'Finish a sign-in with a code from the authenticator app, a recovery code or the emailed code',
        description: `A wrong code answers 400; the ${CHALLENGE_WRONG_CODE_LIMIT}th ends the challenge (401: sign in again). After ${ACCOUNT_WRONG_CODE_LIMIT} wrong codes on the account in ${WRONG_CODE_WINDOW_MINUTES} minutes, across its challenges, app and recovery codes answer 429 for the rest of the window, naming what still works; a new sign-in then offers an emailed code.`,
        tags: ['auth'],
        body: secondFactorSignInSchema,
      },
      config: { access: 'public', beforeSecondFactor: true, rateLimit: { max: 30, timeWindow: MINUTE } },
    },
    async (request) => {
      const { challengeToken, code, rememberDevice } = request.body;
      const { user, device } = await passSignInChallenge(requestDeps(request), challengeToken, code);
      const { knownAddress } = await loginGuard.assertAllowed(user.email, device.ip);
      const result = await completeSecondFactorSignIn(requestDeps(request), user, device, {
        rememberDevice: rememberDevice === true,
        newAddress: !knownAddress,
      });
      await loginGuard.recordSuccess(user.email, device.ip);
      return result;
    },
  );

  app.post(
    '/login/second-factor/passkey/options',
    {
      schema: {
        operationId: 'startPasskeySecondFactor',
        response: { 200: passkeyRequestOptionsSchema },
        summary: "WebAuthn request options to finish a sign-in challenge with one of the account's passkeys",
        tags: ['auth'],
        body: passkeyChallengeOptionsSchema,
      },
      config: { access: 'public', beforeSecondFactor: true, rateLimit: { max: 30, timeWindow: MINUTE } },
    },
    async (request) => startPasskeySecondFactor(requestDeps(request), request.body.challengeToken),
  );

  app.post(
    '/login/second-factor/passkey',
    {
      schema: {
        operationId: 'signInSecondFactorPasskey',
        response: { 200: secondFactorSignedInResponseSchema },
        summary: "Finish a sign-in with a passkey's answer to the challenge's passkey options",
        description: `A passkey that does not verify counts as a wrong code: the ${CHALLENGE_WRONG_CODE_LIMIT}th ends the challenge.`,
        tags: ['auth'],
        body: passkeySecondFactorSchema,
      },
      config: { access: 'public', beforeSecondFactor: true, rateLimit: { max: 30, timeWindow: MINUTE } },
    },
    async (request) => {
      const { challengeToken, credential, rememberDevice } = request.body;
      const { user, device } = await passSignInChallengeWithPasskey(requestDeps(request), challengeToken, credential);
      const { knownAddress } = await loginGuard.assertAllowed(user.email, device.ip);
      const result = await completeSecondFactorSignIn(requestDeps(request), user, device, {
        rememberDevice: rememberDevice === true,
        newAddress: !knownAddress,
      });
      await loginGuard.recordSuccess(user.email, device.ip);
      return result;
    },
  );

  app.post(
    '/login/passkey/options',
    {
      schema: {
        operationId: 'startPasskeySignIn',
        response: { 200: passkeyRequestOptionsSchema },
        summary: 'WebAuthn request options to sign in with a passkey, without a password',
        tags: ['auth'],
      },
      config: { access: 'public', rateLimit: { max: 30, timeWindow: MINUTE } },
    },
    async (request) => startPasskeySignIn(requestDeps(request)),
  );

  app.post(
    '/login/passkey',
    {
      schema: {
        operationId: 'signInWithPasskey',
        response: { 200: secondFactorSignedInResponseSchema },
        summary: "Sign in with a passkey's answer to the passkey sign-in options (it is the second factor too)",
        tags: ['auth'],
        body: passkeySignInSchema,
      },
      config: { access: 'public', rateLimit: { max: 30, timeWindow: MINUTE } },
    },
    async (request) => {
      const user = await passkeySignInUser(requestDeps(request), request.body.credential);
      const device = signInDeviceOf(request);
      const { knownAddress } = await loginGuard.assertAllowed(user.email, device.ip);
      const result = await passkeySignIn(requestDeps(request), user, device, { newAddress: !knownAddress });
      await loginGuard.recordSuccess(user.email, device.ip);
      return result;
    },
  );

  app.get(
    '/authVendor',
    {
      schema: {
        operationId: 'getSession',
        response: { 200: userResponseSchema },
        summary: 'Read the signed-in user',
        tags: ['auth'],
      },
      config: { member: 'self', beforeSecondFactor: true },
      onRequest: app.authenticate,
    },
    async (request) => ({
      user: await publicUserOf(requestDeps(request), currentUser(request)),
    }),
  );

  app.post(
    '/logout',
    {
      schema: {
        operationId: 'signOut',
        response: { 200: messageResponseSchema },
        summary: 'Sign out this session',
        tags: ['auth'],
      },
      config: { member: 'self', beforeSecondFactor: true },
      onRequest: app.authenticate,
    },
    async (request) => {
      await logout(requestDeps(request), currentUser(request), currentSession(request));
      return { msg: 'Logged out' };
    },
  );

  app.get(
    '/verify',
    {
      schema: {
        operationId: 'verifyEmail',
        response: { 200: messageResponseSchema },
        summary: "Verify an email address with the link's token",
        tags: ['auth'],
        querystring: z.object({ token: z.string({ error: MESSAGES.emailNotVerified }) }),
      },
      config: { access: 'public' },
    },
    async (request) => {
      await verifyEmail(requestDeps(request), request.query.token);
      return { msg: MESSAGES.emailVerified };
    },
  );

  app.get(
    '/reverify/:id',
    {
      schema: {
        operationId: 'resendVerificationEmail',
        response: { 200: messageResponseSchema },
        summary: 'Send the email verification link again',
        tags: ['auth'],
        security: [{ actionToken: [] }],
        params: idParams,
      },
      config: { access: 'actionToken', rateLimit: { max: 10, timeWindow: 10 * MINUTE } },
    },
    async (request) => {
      // Counted only once the caller has proved the account, so strangers cannot use it up.
      const user = await actionUser(app, request, request.params.id, 'verifyEmail');
      await reverifyLimit(user.id);
      return { msg: await resendVerification(requestDeps(request), user) };
    },
  );

  app.get(
    '/reset/:token',
    {
      schema: {
        operationId: 'checkPasswordResetToken',
        response: { 200: resetAccountMessageSchema },
        summary: 'Check a password reset link',
        tags: ['auth'],
        params: tokenParams,
      },
      config: { access: 'public', rateLimit: { max: 30, timeWindow: MINUTE } },
    },
    async (request) => ({ msg: 'valid', ...(await checkResetToken(requestDeps(request), request.params.token)) }),
  );

  app.post(
    '/reset/:token',
    {
      schema: {
        operationId: 'resetPassword',
        response: { 200: resetAccountMessageSchema },
        summary: 'Set a new password with a reset link',
        tags: ['auth'],
        params: tokenParams,
        body: resetPasswordSchema,
      },
      config: { access: 'public', rateLimit: { max: 10, timeWindow: MINUTE } },
    },
    async (request) => resetPassword(requestDeps(request), request.params.token, request.body.pwd),
  );
};

/** The calls docs/product.md section 7 sends to the root host. */
export const rootAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const resetLimit = app.accountLimits.every('reset', 3, 15);

  app.post(
    '/reset',
    {
      schema: {
        operationId: 'requestPasswordReset',
        response: { 200: resetAccountSchema },
        summary: 'Email a password reset link',
        tags: ['auth'],
        body: forgotPasswordSchema,
      },
      config: { access: 'public', rateLimit: { max: 10, timeWindow: 15 * MINUTE } },
    },
    async (request) => {
      await resetLimit(request.body.email);
      return requestPasswordReset(requestDeps(request), request.body.email);
    },
  );

  app.get(
    '/activateV/:id',
    {
      schema: {
        operationId: 'activateVendor',
        response: { 200: loginResponseSchema },
        summary: "Activate a verified vendor's account and sign in",
        tags: ['auth'],
        security: [{ actionToken: [] }],
        params: idParams,
      },
      config: { access: 'actionToken' },
    },
    async (request) => {
      const user = await actionUser(app, request, request.params.id, 'activateVendor');
      return activateVendor(requestDeps(request), user, signInDeviceOf(request));
    },
  );
};
