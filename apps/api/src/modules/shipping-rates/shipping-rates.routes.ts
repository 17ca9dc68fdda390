import {
  saveShippingRatesResponseSchema,
  saveShippingRatesSchema,
  shippingRatesQuerySchema,
  shippingRatesResponseSchema,
} from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestDeps } from '../../deps.ts';
import { currentUser } from '../../lib/request-user.ts';
import { saveShippingRates, shippingRates } from './shipping-rates.service.ts';

const tags = ['shipping rates'];

/**
 * What carriers' parcels cost buyers (issue 13 item 2; docs/product.md section 7): a vendor reads and
 * replaces its own rates; staff the marketplace's defaults, or a vendor's with `?vendorId=`.
 */
export const shippingRateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shipping-rates',
    {
      schema: {
        operationId: 'getShippingRates',
        summary:
          "Read shipping rates: the vendor's own (with the marketplace's defaults it falls back to), or for staff the defaults or a vendor's",
        tags,
        querystring: shippingRatesQuerySchema,
        response: { 200: shippingRatesResponseSchema },
      },
      onRequest: app.requireVendorOrStaff('vendors.read'),
    },
    async (request) => shippingRates(requestDeps(request), currentUser(request), request.query.vendorId),
  );

  app.put(
    '/shipping-rates',
    {
      schema: {
        operationId: 'saveShippingRates',
        summary: "Replace shipping rates: the vendor's own, or for staff the defaults or a vendor's (audited)",
        tags,
        querystring: shippingRatesQuerySchema,
        body: saveShippingRatesSchema,
        response: { 200: saveShippingRatesResponseSchema },
      },
      onRequest: app.requireVendorOrStaff('vendors'),
    },
    async (request) =>
      saveShippingRates(requestDeps(request), currentUser(request), request.query.vendorId, request.body),
  );
};
