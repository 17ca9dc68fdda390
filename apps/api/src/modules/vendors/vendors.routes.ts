import {
  createVendorResponseSchema,
  createVendorSchema,
  userResponseSchema,
  vendorActiveResponseSchema,
  vendorActiveSchema,
  vendorAssetResponseSchema,
  vendorBulkResponseSchema,
  vendorDetailsResponseSchema,
  vendorDetailsSchema,
  vendorListQuerySchema,
  vendorListResponseSchema,
  vendorProductStatusSchema,
  vendorSaleSchema,
  vendorShippingSchema,
} from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestDeps } from '../../deps.ts';
import { currentUser } from '../../lib/request-user.ts';
import {
  createVendor,
  listVendors,
  selectActiveVendor,
  setAllProductStatus,
  setVendorActive,
  setVendorSale,
  setVendorShipping,
  updateVendorDetails,
  vendorAsset,
} from './vendors.service.ts';

/** The path's adminId is ignored: the acting admin is always the token's. */
const vendorParams = z.object({ adminId: z.string(), vendorId: z.uuid('Vendor not found') });
const tags = ['vendors'];

/** Vendor management by the super admin (docs/product.md section 7: users and vendors). */
export const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/:adminId/vendor_all',
    {
      schema: {
        operationId: 'listVendors',
        response: { 200: vendorListResponseSchema },
        summary: 'List vendors by status (staff)',
        tags,
        params: z.object({ adminId: z.string() }),
        querystring: vendorListQuerySchema,
      },
      onRequest: app.requireStaff('vendors.read'),
    },
    async (request) => listVendors(requestDeps(request), request.query),
  );

  app.get(
    '/user/:adminId/:vendorId',
    {
      schema: {
        operationId: 'getVendor',
        response: { 200: userResponseSchema },
        summary: 'Read one vendor (staff)',
        tags,
        params: vendorParams,
      },
      onRequest: app.requireStaff('vendors.read'),
    },
    async (request) => ({
      user: await selectActiveVendor(requestDeps(request), currentUser(request), request.params.vendorId),
    }),
  );

  app.put(
    '/user/:adminId/:vendorId',
    {
      schema: {
        operationId: 'setVendorActive',
        response: { 200: vendorActiveResponseSchema },
        summary: 'Activate or deactivate a vendor; with no body, toggle (staff)',
        tags,
        params: vendorParams,
        body: vendorActiveSchema,
      },
      onRequest: app.requireStaff('vendors'),
      // Moves money or power: the session proves its second factor again (issue 26).
      preHandler: app.requireStepUp(),
      // The spec's client sends a bare PUT (no body, no content type) to toggle: Fastify reads that as null.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) =>
      setVendorActive(requestDeps(request), currentUser(request), request.params.vendorId, request.body?.active),
  );

  app.post(
    '/vendor',
    {
      schema: {
        operationId: 'createVendor',
        response: { 201: createVendorResponseSchema },
        summary: 'Create a verified vendor account (staff)',
        tags,
        body: createVendorSchema,
      },
      onRequest: app.requireStaff('vendors'),
    },
    async (request, reply) =>
      reply.status(201).send(await createVendor(requestDeps(request), currentUser(request), request.body)),
  );

  app.put(
    '/vendor/:adminId/:vendorId',
    {
      schema: {
        operationId: 'updateVendorDetails',
        response: { 200: vendorDetailsResponseSchema },
        summary: "Update a vendor's details (staff)",
        tags,
        params: vendorParams,
        body: vendorDetailsSchema,
      },
      onRequest: app.requireStaff('vendors'),
    },
    async (request) =>
      updateVendorDetails(requestDeps(request), currentUser(request), request.params.vendorId, request.body),
  );

  app.get(
    '/vendor/:adminId/:vendorId/asset',
    {
      schema: {
        operationId: 'getVendorAssets',
        response: { 200: vendorAssetResponseSchema },
        summary: "Read a vendor's product, sale and payout figures (staff)",
        tags,
        params: vendorParams,
      },
      onRequest: app.requireStaff('vendors.read'),
    },
    async (request) => vendorAsset(requestDeps(request), currentUser(request), request.params.vendorId),
  );

  app.patch(
    '/vendor/:adminId/:vendorId/productStatus',
    {
      schema: {
        operationId: 'setVendorProductStatus',
        response: { 200: vendorBulkResponseSchema },
        summary: 'Pause or make live every product of a vendor (staff)',
        tags,
        params: vendorParams,
        body: vendorProductStatusSchema,
      },
      onRequest: app.requireStaff('vendors'),
    },
    async (request) =>
      setAllProductStatus(requestDeps(request), currentUser(request), request.params.vendorId, request.body.status),
  );

  app.patch(
    '/vendor/:adminId/:vendorId/saleUpdate',
    {
      schema: {
        operationId: 'setVendorSale',
        response: { 200: vendorBulkResponseSchema },
        summary: 'Apply a sale percentage to every product of a vendor (staff)',
        tags,
        params: vendorParams,
        body: vendorSaleSchema,
      },
      onRequest: app.requireStaff('vendors'),
    },
    async (request) =>
      setVendorSale(requestDeps(request), currentUser(request), request.params.vendorId, request.body.percentage),
  );

  app.patch(
    '/vendor/:adminId/:vendorId/updateShipping',
    {
      schema: {
        operationId: 'setVendorShipping',
        response: { 200: vendorBulkResponseSchema },
        summary: 'Apply a shipping provider to every product of a vendor (staff)',
        tags,
        params: vendorParams,
        body: vendorShippingSchema,
      },
      onRequest: app.requireStaff('vendors'),
    },
    async (request) =>
      setVendorShipping(requestDeps(request), currentUser(request), request.params.vendorId, request.body.shipping),
  );
};
