import { productBulkRequestSchema, productBulkResponseSchema, stockCountsSchema } from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestDeps } from '../../deps.ts';
import { currentUser } from '../../lib/request-user.ts';
import { bulkEditProducts } from './products.bulk.service.ts';
import { stockCounts } from './products.carriers.ts';

/** Bulk edits and the stock card (issue 29 sections 2 to 4). */
export const productStockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/product/bulk',
    {
      schema: {
        operationId: 'bulkEditProducts',
        response: { 200: productBulkResponseSchema },
        summary:
          "Set price, sale %, stock, status or shipping of many products at once (variants' stock and price by size), or preview it",
        tags: ['products'],
        body: productBulkRequestSchema,
      },
      onRequest: app.requireVendorOrStaff('catalogue'),
    },
    async (request) => bulkEditProducts(requestDeps(request), currentUser(request), request.body),
  );

  app.get(
    '/product/stock-counts',
    {
      schema: {
        operationId: 'getProductStockCounts',
        response: { 200: stockCountsSchema },
        summary: 'Count the products low on stock, out of stock and on a retired carrier',
        tags: ['products'],
        querystring: z.object({ vendorId: z.uuid().optional() }),
      },
      onRequest: app.requireVendorOrStaff('catalogue.read'),
    },
    async (request) => stockCounts(requestDeps(request), currentUser(request), request.query.vendorId),
  );
};
