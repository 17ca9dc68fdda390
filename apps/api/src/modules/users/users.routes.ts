import {
  changeRoleSchema,
  createUserResponseSchema,
  createUserSchema,
  messageResponseSchema,
  paginatedSchema,
  userActiveSchema,
  userChangeResponseSchema,
  userListItemSchema,
  userListQuerySchema,
} from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestDeps } from '../../deps.ts';
import { currentUser } from '../../lib/request-user.ts';
import { changeRole, createUser, listUsers, resendInvitation, setUserActive } from './users.service.ts';

const userParams = z.object({ id: z.uuid('Account not found') });

/** Every account, for the super admin (docs/product.md section 7: users). */
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
      onRequest: app.requireStaff('users'),
    },
    async (request) => listUsers(requestDeps(request), request.query),
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
      onRequest: app.requireStaff('users'),
    },
    async (request, reply) =>
      reply.status(201).send(await createUser(requestDeps(request), currentUser(request), request.body)),
  );

  app.post(
    '/user/:id/invitation',
    {
      schema: {
        operationId: 'resendInvitation',
        response: { 200: messageResponseSchema },
        summary: 'Email an invited account its set-password link again (staff)',
        tags: ['users'],
        params: userParams,
      },
      onRequest: app.requireStaff('users'),
    },
    async (request) => resendInvitation(requestDeps(request), currentUser(request), request.params.id),
  );

  app.put(
    '/user/:id/role',
    {
      schema: {
        operationId: 'changeUserRole',
        response: { 200: userChangeResponseSchema },
        summary: "Change a staff account's role: super admin, or staff with a staff role (super admin; audited)",
        tags: ['users'],
        params: userParams,
        body: changeRoleSchema,
      },
      onRequest: app.requireStaff('users'),
      // Moves money or power: the session proves its second factor again (issue 26).
      preHandler: app.requireStepUp(),
    },
    async (request) => changeRole(requestDeps(request), currentUser(request), request.params.id, request.body),
  );

  app.put(
    '/user/:id/active',
    {
      schema: {
        operationId: 'setUserActive',
        response: { 200: userChangeResponseSchema },
        summary: 'Deactivate (ending every session) or reactivate an account (super admin; audited)',
        tags: ['users'],
        params: userParams,
        body: userActiveSchema,
      },
      onRequest: app.requireStaff('users'),
      // Moves money or power: the session proves its second factor again (issue 26).
      preHandler: app.requireStepUp(),
    },
    async (request) =>
      setUserActive(requestDeps(request), currentUser(request), request.params.id, request.body.active),
  );
};
