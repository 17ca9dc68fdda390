import {
  messageResponseSchema,
  passkeyCreationOptionsSchema,
  passkeyRegistrationSchema,
  passkeyRequestOptionsSchema,
  passkeySignInSchema,
  passkeySummarySchema,
  recoveryCodesResponseSchema,
  secondFactorStatusSchema,
  stepUpResponseSchema,
  stepUpSchema,
  totpConfirmSchema,
  totpEnrolmentResponseSchema,
} from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestDeps } from '../../deps.ts';
import { ownAccount } from '../../lib/current-password.ts';
import { notFound } from '../../lib/errors.ts';
import { currentSession, currentUser } from '../../lib/request-user.ts';
import { findUserById } from '../users/index.ts';
import {
  finishPasskeyRegistration,
  removePasskey,
  startPasskeyRegistration,
  startPasskeyStepUp,
  stepUpWithPasskey,
} from './passkey.service.ts';
import {
  confirmTotpEnrolment,
  markSteppedUp,
  removeSecondFactor,
  secondFactorStatus,
  startTotpEnrolment,
  stepUp,
} from './second-factor.service.ts';
import { STEP_UP_ACCOUNT_LIMIT, STEP_UP_SESSION_LIMIT, WRONG_CODE_WINDOW_MINUTES } from './wrong-codes.ts';

const tags = ['second factor'];
const userParams = z.object({ id: z.uuid('Account not found') });
const passkeyParams = userParams.extend({ passkeyId: z.uuid('Passkey not found') });

/**
 * Two-step verification of the signed-in account (issue 26): enrol an authenticator app, see what
 * is on, remove it; and the step-up that lets a session move money or power for 5 minutes.
 */
export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/:id/2fa',
    {
      schema: {
        operationId: 'getSecondFactorStatus',
        summary: 'Say which second factors the account has on, and whether it must have one',
        tags,
        params: userParams,
        response: { 200: secondFactorStatusSchema },
      },
      config: { member: 'self', beforeSecondFactor: true },
    },
    async (request) => {
      const user = currentUser(request);
      ownAccount(request.params.id, user.id);
      return secondFactorStatus(requestDeps(request), user);
    },
  );

  app.post(
    '/user/:id/2fa/totp',
    {
      schema: {
        operationId: 'startTotpEnrolment',
        summary: 'Start adding an authenticator app: its secret (base32) and otpauth URL for a QR code',
        tags,
        params: userParams,
        response: { 200: totpEnrolmentResponseSchema },
      },
      config: { member: 'self', beforeSecondFactor: true, rateLimit: { max: 20, timeWindow: 60_000 } },
    },
    async (request) => {
      const user = currentUser(request);
      ownAccount(request.params.id, user.id);
      return startTotpEnrolment(requestDeps(request), user, currentSession(request).id);
    },
  );

  app.post(
    '/user/:id/2fa/totp/confirm',
    {
      schema: {
        operationId: 'confirmTotpEnrolment',
        summary: 'Finish adding an authenticator app with a code from it; answers the recovery codes, once',
        tags,
        params: userParams,
        body: totpConfirmSchema,
        response: { 200: recoveryCodesResponseSchema },
      },
      config: { member: 'self', beforeSecondFactor: true, rateLimit: { max: 20, timeWindow: 60_000 } },
    },
    async (request) => {
      const user = currentUser(request);
      ownAccount(request.params.id, user.id);
      const deps = requestDeps(request);
      const answer = await confirmTotpEnrolment(deps, user, request.body.code);
      // The code just proved the factor: the session need not prove it again for 5 minutes.
      await markSteppedUp(deps, currentSession(request).id);
      return answer;
    },
  );

  app.delete(
    '/user/:id/2fa/totp',
    {
      config: { member: 'self' },
      schema: {
        operationId: 'removeTotp',
        summary:
          "Remove the account's authenticator app and recovery codes; the super admin may reset a staff member's (needs a step-up)",
        tags,
        params: userParams,
        response: { 200: messageResponseSchema },
      },
      preHandler: app.requireStepUp(),
    },
    async (request) => {
      const actor = currentUser(request);
      const owner = request.params.id === actor.id ? actor : await findUserById(app.database.db, request.params.id);
      if (!owner) throw notFound('Account');
      await removeSecondFactor(requestDeps(request), actor, owner);
      return { msg: 'Two-step verification has been removed' };
    },
  );

  app.post(
    '/session/step-up',
    {
      schema: {
        operationId: 'stepUp',
        summary:
          'Prove the second factor (or, without one, the password) again: for 5 minutes this session may reveal and change bank details, download ABA files, create and pay payouts, and change roles',
        description: `A wrong answer answers 400. After ${STEP_UP_SESSION_LIMIT} wrong answers in ${WRONG_CODE_WINDOW_MINUTES} minutes this session meets 429 until the window ends; the owner's other sessions meet it only after ${STEP_UP_ACCOUNT_LIMIT} on the whole account. Passkey step-ups count the same.`,
        tags,
        body: stepUpSchema,
        response: { 200: stepUpResponseSchema },
      },
      config: { member: 'self', rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => {
      const validUntil = await stepUp(
        requestDeps(request),
        currentUser(request),
        currentSession(request).id,
        request.body,
      );
      return { msg: 'Confirmed', validUntil: validUntil.toISOString() };
    },
  );
  app.post(
    '/user/:id/2fa/passkeys/options',
    {
      schema: {
        operationId: 'startPasskeyRegistration',
        summary:
          'Start adding a passkey: WebAuthn creation options for the browser (an account that already has a second factor needs a step-up)',
        tags,
        params: userParams,
        response: { 200: passkeyCreationOptionsSchema },
      },
      config: { member: 'self', beforeSecondFactor: true, rateLimit: { max: 20, timeWindow: 60_000 } },
    },
    async (request) => {
      const user = currentUser(request);
      ownAccount(request.params.id, user.id);
      return startPasskeyRegistration(requestDeps(request), user, currentSession(request).id);
    },
  );

  app.post(
    '/user/:id/2fa/passkeys',
    {
      schema: {
        operationId: 'addPasskey',
        summary: "Finish adding a passkey with the browser's answer to the creation options",
        tags,
        params: userParams,
        body: passkeyRegistrationSchema,
        response: { 201: passkeySummarySchema },
      },
      config: { member: 'self', beforeSecondFactor: true, rateLimit: { max: 20, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      ownAccount(request.params.id, user.id);
      const passkey = await finishPasskeyRegistration(
        requestDeps(request),
        user,
        currentSession(request).id,
        request.body,
      );
      return reply.status(201).send(passkey);
    },
  );

  app.delete(
    '/user/:id/2fa/passkeys/:passkeyId',
    {
      config: { member: 'self' },
      schema: {
        operationId: 'removePasskey',
        summary: "Remove one of the account's passkeys (needs a step-up)",
        tags,
        params: passkeyParams,
        response: { 200: messageResponseSchema },
      },
      preHandler: app.requireStepUp(),
    },
    async (request) => {
      const user = currentUser(request);
      ownAccount(request.params.id, user.id);
      await removePasskey(requestDeps(request), user, request.params.passkeyId);
      return { msg: 'The passkey has been removed' };
    },
  );

  app.post(
    '/session/step-up/passkey/options',
    {
      schema: {
        operationId: 'startPasskeyStepUp',
        summary: "WebAuthn request options to step up with one of the account's passkeys",
        tags,
        response: { 200: passkeyRequestOptionsSchema },
      },
      config: { member: 'self', rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => startPasskeyStepUp(requestDeps(request), currentUser(request), currentSession(request).id),
  );

  app.post(
    '/session/step-up/passkey',
    {
      schema: {
        operationId: 'stepUpWithPasskey',
        summary: "Step up with a passkey's answer to the step-up options",
        tags,
        body: passkeySignInSchema,
        response: { 200: stepUpResponseSchema },
      },
      config: { member: 'self', rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => {
      const validUntil = await stepUpWithPasskey(
        requestDeps(request),
        currentUser(request),
        currentSession(request).id,
        request.body.credential,
      );
      return { msg: 'Confirmed', validUntil: validUntil.toISOString() };
    },
  );
};
