import { CATALOGUE_MESSAGES, myStoreResponseSchema, storeSavedResponseSchema, storeSchema } from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestDeps } from '../../deps.ts';
import { currentUser } from '../../lib/request-user.ts';
import { myStore, saveStore } from './stores.service.ts';

/** The signed-in user's store (docs/product.md section 7: store/me); the super admin's is the active vendor's. */
export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/store/me',
    {
      schema: {
        operationId: 'getMyStore',
        response: { 200: myStoreResponseSchema },
        summary: "Read the vendor's store and its performance",
        tags: ['stores'],
      },
      onRequest: app.requireVendorOrStaff('vendors.read'),
    },
    async (request) => myStore(requestDeps(request), currentUser(request)),
  );

  app.post(
    '/store/me',
    {
      schema: {
        operationId: 'saveMyStore',
        response: { 200: storeSavedResponseSchema, 201: storeSavedResponseSchema },
        summary: "Create or update the vendor's store",
        tags: ['stores'],
        body: storeSchema,
      },
      onRequest: app.requireVendorOrStaff('vendors'),
    },
    async (request, reply) => {
      const { created, store } = await saveStore(requestDeps(request), currentUser(request), request.body);
      return reply.status(created ? 201 : 200).send({
        store,
        msg: created ? CATALOGUE_MESSAGES.storeCreated : CATALOGUE_MESSAGES.storeUpdated,
      });
    },
  );
};
