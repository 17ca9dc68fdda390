import { messageResponseSchema, sessionListResponseSchema, sessionParamsSchema } from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestDeps } from '../../deps.ts';
import { ownAccount } from '../../lib/current-password.ts';
import { currentSession, currentUser } from '../../lib/request-user.ts';
import { announceSessionsEnded, endSessionById, listSessions } from './sessions.service.ts';

const tags = ['sessions'];
const userParams = z.object({ id: z.string() });

/**
 * The signed-in user's devices (issue 15), under the account like its password and bank details:
 * list them or end one. Logging out of all of them moves the account's token version too, so it is
 * the profile module's (`DELETE /user/:id/sessions`), which calls the users face.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/:id/sessions',
    {
      config: { member: 'self' },
      schema: {
        operationId: 'listSessions',
        response: { 200: sessionListResponseSchema },
        summary: "List the signed-in user's sessions (devices) still signed in",
        tags,
        params: userParams,
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = currentUser(request);
      ownAccount(request.params.id, user.id);
      return { sessions: await listSessions(requestDeps(request), user, currentSession(request)) };
    },
  );

  app.delete(
    '/user/:id/sessions/:sessionId',
    {
      config: { member: 'self' },
      schema: {
        operationId: 'endSession',
        response: { 200: messageResponseSchema },
        summary: "End one of the signed-in user's sessions (log that device out)",
        tags,
        params: sessionParamsSchema,
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = currentUser(request);
      ownAccount(request.params.id, user.id);
      await endSessionById(requestDeps(request), user, currentSession(request), request.params.sessionId);
      await announceSessionsEnded(requestDeps(request), user.id);
      return { msg: 'The device has been logged out' };
    },
  );
};
