import {
  messageResponseSchema,
  vendorTeamInviteSchema,
  vendorTeamListSchema,
  vendorTeamMemberParamsSchema,
  vendorTeamMemberResponseSchema,
  vendorTeamQuerySchema,
  vendorTeamRoleChangeSchema,
} from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestDeps } from '../../deps.ts';
import { currentUser } from '../../lib/request-user.ts';
import {
  changeMemberRole,
  inviteMember,
  listVendorTeam,
  removeMember,
  resendMemberInvitation,
} from './vendor-team.service.ts';

const tags = ['vendor-team'];

/** A vendor's team (issue 30): the owner manages it; staff read it on the vendor's page; members never. */
export const vendorTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vendor-team',
    {
      schema: {
        operationId: 'listVendorTeam',
        summary: "List a vendor's team: the owner's own, or the named vendor's for staff",
        tags,
        querystring: vendorTeamQuerySchema,
        response: { 200: vendorTeamListSchema },
      },
      config: { member: 'owner' },
      onRequest: app.requireVendorOrStaff('vendors.read'),
    },
    async (request) => listVendorTeam(requestDeps(request), currentUser(request), request.query.vendorId),
  );

  app.post(
    '/vendor-team',
    {
      schema: {
        operationId: 'inviteVendorTeamMember',
        summary: 'Invite a team member with a role; they set their password from the mail (owner only; audited)',
        tags,
        body: vendorTeamInviteSchema,
        response: { 201: vendorTeamMemberResponseSchema },
      },
      config: { member: 'owner' },
      // Gives someone power over the store: the session proves its second factor again.
      preHandler: app.requireStepUp(),
    },
    async (request, reply) =>
      reply.status(201).send(await inviteMember(requestDeps(request), currentUser(request), request.body)),
  );

  app.put(
    '/vendor-team/:memberId',
    {
      schema: {
        operationId: 'changeVendorTeamRole',
        summary: "Change a team member's role (owner only; audited)",
        tags,
        params: vendorTeamMemberParamsSchema,
        body: vendorTeamRoleChangeSchema,
        response: { 200: vendorTeamMemberResponseSchema },
      },
      config: { member: 'owner' },
      preHandler: app.requireStepUp(),
    },
    async (request) =>
      changeMemberRole(requestDeps(request), currentUser(request), request.params.memberId, request.body.role),
  );

  app.post(
    '/vendor-team/:memberId/invitation',
    {
      schema: {
        operationId: 'resendVendorTeamInvitation',
        summary: 'Send a member who has not set a password a new invitation link (owner only)',
        tags,
        params: vendorTeamMemberParamsSchema,
        response: { 200: messageResponseSchema },
      },
      config: { member: 'owner' },
    },
    async (request) => resendMemberInvitation(requestDeps(request), currentUser(request), request.params.memberId),
  );

  app.delete(
    '/vendor-team/:memberId',
    {
      schema: {
        operationId: 'removeVendorTeamMember',
        summary: 'Remove a team member: their account is deactivated and its sessions end (owner only; audited)',
        tags,
        params: vendorTeamMemberParamsSchema,
        response: { 200: messageResponseSchema },
      },
      config: { member: 'owner' },
    },
    async (request) => removeMember(requestDeps(request), currentUser(request), request.params.memberId),
  );
};
