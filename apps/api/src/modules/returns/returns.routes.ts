import {
  IDEMPOTENCY_HEADER,
  openedReturnsDtoSchema,
  openReturnSchema,
  returnDtoSchema,
  returnListDtoSchema,
  returnListQuerySchema,
  SALES_TEXT,
  updateReturnSchema,
} from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/errors.ts';
import { idempotencyKeyOf } from '../../lib/idempotency.ts';
import { currentUser } from '../../lib/request-user.ts';
import { sameSecret } from '../../lib/same-secret.ts';
import { getReturn, listReturns, openReturns, returnsByIds, updateReturn } from './returns.service.ts';

const tags = ['returns'];
const returnParams = z.object({ id: z.uuid('Return not found') });

/** Returns of delivered sales (issue 13): opened by the storefront or staff, decided by the vendor or staff. */
export const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => app.deps;
  const staffForBuyer = app.requireStaff('returns');

  app.post(
    '/order/:orderId/returns',
    {
      schema: {
        operationId: 'openReturn',
        summary: 'Open a return of items of an order (the storefront, or staff for the buyer)',
        description:
          'One return per vendor whose items are named; each sale must be Delivered. A replay with the same Idempotency-Key and body answers 200 with the same returns; the key with another body is refused (422).',
        tags,
        security: [{ storefrontKey: [] }],
        params: z.object({ orderId: z.uuid('Order not found') }),
        headers: z.object({ [IDEMPOTENCY_HEADER]: z.string().optional() }),
        body: openReturnSchema,
        response: { 200: openedReturnsDtoSchema, 201: openedReturnsDtoSchema },
      },
      config: { access: 'storefrontKey' },
      // The storefront with its key; without one, signed-in staff acting for the buyer.
      onRequest: async (request) => {
        const given = request.headers['x-api-key'];
        if (given === undefined) return staffForBuyer(request);
        if (typeof given !== 'string' || !sameSecret(given, app.config.storefrontApiKey)) {
          throw unauthorized(SALES_TEXT.apiKeyInvalid);
        }
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      const { status, ids } = await openReturns(deps(), request.sessionUser, request.params.orderId, key, request.body);
      if (status === 201) request.log.info({ event: 'return.opened', returnIds: ids }, 'return opened');
      return reply.status(status).send({ returns: await returnsByIds(deps(), ids) });
    },
  );

  app.get(
    '/returns',
    {
      schema: {
        operationId: 'listReturns',
        summary: "List returns: the vendor's own, every vendor's for staff",
        tags,
        querystring: returnListQuerySchema,
        response: { 200: returnListDtoSchema },
      },
      onRequest: app.requireVendorOrStaff('returns'),
    },
    async (request) => listReturns(deps(), currentUser(request), request.query),
  );

  app.get(
    '/returns/:id',
    {
      schema: {
        operationId: 'getReturn',
        summary: 'Read one return',
        tags,
        params: returnParams,
        response: { 200: returnDtoSchema },
      },
      onRequest: app.requireVendorOrStaff('returns'),
    },
    async (request) => getReturn(deps(), currentUser(request), request.params.id),
  );

  app.put(
    '/returns/:id',
    {
      config: { member: 'orders' },
      schema: {
        operationId: 'updateReturn',
        summary: 'Approve, reject (with a reason), receive or refund a return',
        tags,
        params: returnParams,
        body: updateReturnSchema,
        response: { 200: returnDtoSchema },
      },
      // Signed in before the body is read; the body then names the permission.
      onRequest: app.authenticate,
      // The body names the step: refunding moves money, the other decisions do not.
      preValidation: app.requireVendorOrStaff((request) =>
        (request.body as { status?: unknown } | undefined)?.status === 'refunded' ? 'refunds' : 'returns',
      ),
    },
    async (request) => updateReturn(deps(), currentUser(request), request.params.id, request.body),
  );
};
