import { vendorChangeDecisionResponseSchema, vendorChangeDecisionSchema } from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestDeps } from '../../deps.ts';
import { currentUser } from '../../lib/request-user.ts';
import { decideVendorChange } from './vendor-changes.service.ts';

/** The path's adminId is ignored: the acting staff member is always the token's. */
const vendorParams = z.object({ adminId: z.string(), vendorId: z.uuid('Vendor not found') });

export const vendorChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/vendor/:adminId/:vendorId/changes',
    {
      schema: {
        operationId: 'decideVendorChange',
        response: { 200: vendorChangeDecisionResponseSchema },
        summary:
          "Approve or reject a vendor's change of business name, ABN or address (staff); a rejection needs a reason",
        description:
          'Approving puts the requested details in force (a new ABN is looked up on the register again); rejecting keeps the details in force and tells the vendor the reason. 409 when no change waits.',
        tags: ['vendors'],
        params: vendorParams,
        body: vendorChangeDecisionSchema,
      },
      onRequest: app.requireStaff('verification'),
    },
    async (request) =>
      decideVendorChange(requestDeps(request), currentUser(request), request.params.vendorId, request.body),
  );
};
