import { orderDtoSchema, orderListQuerySchema, orderRequestSchema, paginatedSchema, SALES_TEXT } from '@soko/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestDeps } from '../../deps.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { sameSecret } from '../../lib/same-secret.ts';
import { getOrder, listOrders, placeOrder } from './orders.service.ts';

const tags = ['orders'];
const IDEMPOTENCY_KEY_MAX = 200;

function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers['idempotency-key'];
  const key = typeof header === 'string' ? header.trim() : '';
  if (key === '') throw badRequest(SALES_TEXT.idempotencyKeyRequired, 'Idempotency-Key');
  if (key.length > IDEMPOTENCY_KEY_MAX) {
    throw badRequest(`Idempotency-Key can be at most ${IDEMPOTENCY_KEY_MAX} characters`, 'Idempotency-Key');
  }
  return key;
}

/** Orders: placed by the storefront with its API key (docs/product.md section 7), read by the super admin. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/order',
    {
      schema: {
        operationId: 'placeOrder',
        summary: 'Place an order from the storefront',
        tags,
        security: [{ storefrontKey: [] }],
        headers: z.object({
          'idempotency-key': z
            .string()
            .max(IDEMPOTENCY_KEY_MAX)
            .optional()
            .describe('Required: a retry with the same key and body answers the same order and creates nothing'),
        }),
        body: orderRequestSchema,
        response: { 200: orderDtoSchema, 201: orderDtoSchema },
      },
      config: { access: 'storefrontKey' },
      // The storefront is a server, not a signed-in user: its key is checked before anything else.
      onRequest: async (request) => {
        const given = request.headers['x-api-key'];
        if (typeof given !== 'string' || !sameSecret(given, app.config.storefrontApiKey)) {
          throw unauthorized(SALES_TEXT.apiKeyInvalid);
        }
        idempotencyKeyOf(request);
      },
    },
    async (request, reply) => {
      const { order, created } = await placeOrder(requestDeps(request), idempotencyKeyOf(request), request.body);
      if (created) request.log.info({ event: 'order.placed', orderId: order._id }, 'order placed');
      return reply.status(created ? 201 : 200).send(order);
    },
  );

  app.get(
    '/order/list',
    {
      schema: {
        operationId: 'listOrders',
        summary: 'List orders (staff)',
        tags,
        querystring: orderListQuerySchema,
        response: { 200: paginatedSchema(orderDtoSchema) },
      },
      onRequest: app.requireStaff('sales.read'),
    },
    async (request) => listOrders(requestDeps(request), request.query),
  );

  app.get(
    '/order/:id',
    {
      schema: {
        operationId: 'getOrder',
        summary: 'Read one order (staff)',
        tags,
        params: z.object({ id: z.uuid('Order not found') }),
        response: { 200: orderDtoSchema },
      },
      onRequest: app.requireStaff('sales.read'),
    },
    async (request) => getOrder(requestDeps(request), request.params.id),
  );
};
