import { changePasswordResponseSchema, changePasswordSchema, profileResponseSchema, profileSchema } from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/errors.ts';
import { currentUser } from '../auth/auth.plugin.ts';
import { changePassword, updateProfile } from './profile.service.ts';

const idParams = z.object({ id: z.string() });

/** The path names the account, but the acting user is always the token's: another id is 404. */
function ownAccount(requestedId: string, userId: string) {
  if (requestedId !== userId) throw notFound('Account');
}

const isWrongCurrentPassword = (error: unknown) =>
  error instanceof AppError && error.errors.some((item) => item.param === 'currentPassword');

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // A stolen session must not become a way to guess the password behind it.
  const passwordGuesses = app.accountLimits.failures('current-password', 10, 15);

  async function checkingCurrentPassword<T>(userId: string, action: () => Promise<T>): Promise<T> {
    await passwordGuesses.assertAllowed(userId);
    try {
      return await action();
    } catch (error) {
      if (isWrongCurrentPassword(error)) await passwordGuesses.recordFailure(userId);
      throw error;
    }
  }

  app.put(
    '/user/:id',
    {
      schema: {
        operationId: 'updateProfile',
        response: { 200: profileResponseSchema },
        summary: "Update the signed-in user's profile",
        tags: ['profile'],
        params: idParams,
        body: profileSchema,
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = currentUser(request);
      ownAccount(request.params.id, user.id);
      return checkingCurrentPassword(user.id, () => updateProfile(app, user, request.body));
    },
  );

  app.put(
    '/user/:id/password',
    {
      schema: {
        operationId: 'changePassword',
        response: { 200: changePasswordResponseSchema },
        summary: "Change the signed-in user's password",
        tags: ['profile'],
        params: idParams,
        body: changePasswordSchema,
      },
      onRequest: app.authenticate,
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request) => {
      const user = currentUser(request);
      ownAccount(request.params.id, user.id);
      return checkingCurrentPassword(user.id, () =>
        changePassword(app, user, request.body.currentPassword, request.body.password),
      );
    },
  );
};
