import {
  changePasswordResponseSchema,
  changePasswordSchema,
  messageResponseSchema,
  profileResponseSchema,
  profileSchema,
} from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestDeps } from '../../deps.ts';
import { currentPasswordGuard, ownAccount } from '../../lib/current-password.ts';
import { currentSession, currentUser } from '../../lib/request-user.ts';
import { announceSessionsEnded } from '../sessions/index.ts';
import { endAllSessions } from '../users/index.ts';
import { changePassword, updateProfile } from './profile.service.ts';

const idParams = z.object({ id: z.string() });
const userParams = idParams;

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkingCurrentPassword = currentPasswordGuard(app.deps);

  app.put(
    '/user/:id',
    {
      config: { member: 'self' },
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
      return checkingCurrentPassword(user.id, () => updateProfile(requestDeps(request), user, request.body));
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
      config: { member: 'self', rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request) => {
      const user = currentUser(request);
      ownAccount(request.params.id, user.id);
      return checkingCurrentPassword(user.id, () =>
        changePassword(
          requestDeps(request),
          user,
          currentSession(request),
          request.body.currentPassword,
          request.body.password,
        ),
      );
    },
  );

  app.delete(
    '/user/:id/sessions',
    {
      config: { member: 'self' },
      schema: {
        operationId: 'endAllSessions',
        response: { 200: messageResponseSchema },
        summary: 'Log out of all devices: end every session of the signed-in user, this one included',
        tags: ['sessions'],
        params: userParams,
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = currentUser(request);
      ownAccount(request.params.id, user.id);
      await endAllSessions(app.database.db, user.id, 'signed_out_everywhere');
      await announceSessionsEnded(requestDeps(request), user.id);
      return { msg: 'You have been logged out of all devices' };
    },
  );
};
