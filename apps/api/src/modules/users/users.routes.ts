import {
  createUserResponseSchema,
  createUserSchema,
  messageResponseSchema,
  paginatedSchema,
  userListItemSchema,
  userListQuerySchema,
} from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/auth.plugin.ts';
import { createUser, listUsers, resendInvitation } from './users.service.ts';

/** Every account, for the super admin (DESIGN.md section 4: users (admin)). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user',
    {
      schema: {
        operationId: 'listUsers',
        response: { 200: paginatedSchema(userListItemSchema) },
        summary: 'List users (staff)',
        tags: ['users'],
        querystring: userListQuerySchema,
      },
      onRequest: app.requireAdmin,
    },
    async (request) => listUsers(app, request.query),
  );

  app.post(
    '/user',
    {
      schema: {
        operationId: 'inviteUser',
        response: { 201: createUserResponseSchema },
        summary: 'Create a user and email them an invitation (staff)',
        tags: ['users'],
        body: createUserSchema,
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => reply.status(201).send(await createUser(app, currentUser(request), request.body)),
  );

  app.post(
    '/user/:id/invitation',
    {
      schema: {
        operationId: 'resendInvitation',
        response: { 200: messageResponseSchema },
        summary: 'Email an invited account its set-password link again (staff)',
        tags: ['users'],
        params: z.object({ id: z.uuid('Account not found') }),
      },
      onRequest: app.requireAdmin,
    },
    async (request) => resendInvitation(app, currentUser(request), request.params.id),
  );
};
