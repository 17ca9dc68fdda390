import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/auth.plugin.ts';
import { selectActiveVendor } from './vendors.service.ts';

/** The path's adminId is ignored: the acting admin is always the token's. */
const vendorParams = z.object({ adminId: z.string(), vendorId: z.uuid('Vendor not found') });

/** Vendor management by the super admin (spec section 7: users and vendors). */
export const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/:adminId/:vendorId',
    { schema: { tags: ['vendors'], params: vendorParams }, onRequest: app.requireAdmin },
    async (request) => ({ user: await selectActiveVendor(app, currentUser(request), request.params.vendorId) }),
  );
};
