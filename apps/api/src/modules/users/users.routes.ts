import {
  createUserResponseSchema,
  createUserSchema,
  paginatedSchema,
  userListItemSchema,
  userListQuerySchema,
} from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/auth.plugin.ts';
import { createUser, listUsers } from './users.service.ts';

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
};
