import {
  createdReviewDtoSchema,
  createReviewSchema,
  hideReviewSchema,
  productReviewsDtoSchema,
  productReviewsQuerySchema,
  reviewDtoSchema,
  reviewListDtoSchema,
  reviewListQuerySchema,
  reviewReplySchema,
  SALES_TEXT,
} from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestDeps } from '../../deps.ts';
import { unauthorized } from '../../lib/errors.ts';
import { currentUser } from '../../lib/request-user.ts';
import { sameSecret } from '../../lib/same-secret.ts';
import { createReview, listReviews, moderateReview, productReviews, replyToReview } from './reviews.service.ts';

const tags = ['reviews'];
const reviewParams = z.object({ id: z.uuid('Review not found') });

/** Reviews (issue 44, section 1): written by the storefront, answered by the vendor, moderated by staff. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const storefrontKey = (given: unknown) => {
    if (typeof given !== 'string' || !sameSecret(given, app.config.storefrontApiKey)) {
      throw unauthorized(SALES_TEXT.apiKeyInvalid);
    }
  };

  app.post(
    '/order/:orderId/reviews',
    {
      schema: {
        operationId: 'createReview',
        summary: 'Review a delivered product of an order (the storefront)',
        description:
          "One review per product of a sale, once the sale is Delivered and the product not refunded in full (409 with the reason otherwise); 404 when the sale is not the order's or the product not in the sale. Plain text only.",
        tags,
        security: [{ storefrontKey: [] }],
        params: z.object({ orderId: z.uuid('Order not found') }),
        body: createReviewSchema,
        response: { 201: createdReviewDtoSchema },
      },
      config: { access: 'storefrontKey' },
      onRequest: async (request) => storefrontKey(request.headers['x-api-key']),
    },
    async (request, reply) => {
      const created = await createReview(requestDeps(request), request.params.orderId, request.body);
      request.log.info({ event: 'review.created', reviewId: created._id }, 'review created');
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/product/:id/reviews',
    {
      schema: {
        operationId: 'listProductReviews',
        summary: "A product's visible reviews with the vendor's replies, newest first (the storefront, or signed in)",
        tags,
        security: [{ storefrontKey: [] }],
        params: z.object({ id: z.uuid('Product not found') }),
        querystring: productReviewsQuerySchema,
        response: { 200: productReviewsDtoSchema },
      },
      config: { access: 'storefrontKey' },
      // The storefront with its key; without one, anyone signed in (what the storefront shows is public).
      onRequest: async (request) => {
        const given = request.headers['x-api-key'];
        if (given === undefined) return app.authenticate(request);
        storefrontKey(given);
      },
    },
    async (request) => productReviews(requestDeps(request), request.params.id, request.query),
  );

  app.get(
    '/review/list',
    {
      schema: {
        operationId: 'listReviews',
        summary: "List reviews: the vendor's own products', every vendor's for staff; newest first by cursor",
        tags,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListDtoSchema },
      },
      onRequest: app.requireVendorOrStaff('catalogue.read'),
    },
    async (request) => listReviews(requestDeps(request), currentUser(request), request.query),
  );

  app.post(
    '/review/:id/reply',
    {
      schema: {
        operationId: 'replyToReview',
        summary: "Write or edit the vendor's one reply to a review (audited)",
        tags,
        params: reviewParams,
        body: reviewReplySchema,
        response: { 200: reviewDtoSchema },
      },
      config: { member: 'catalogue' },
    },
    async (request) => replyToReview(requestDeps(request), currentUser(request), request.params.id, request.body.body),
  );

  app.post(
    '/review/:id/hide',
    {
      schema: {
        operationId: 'hideReview',
        summary: 'Hide a review with the reason the vendor is told (staff; audited)',
        tags,
        params: reviewParams,
        body: hideReviewSchema,
        response: { 200: reviewDtoSchema },
      },
      onRequest: app.requireStaff('catalogue'),
    },
    async (request) =>
      moderateReview(requestDeps(request), currentUser(request), request.params.id, {
        to: 'hidden',
        reason: request.body.reason,
      }),
  );

  app.post(
    '/review/:id/restore',
    {
      schema: {
        operationId: 'restoreReview',
        summary: 'Show a hidden review again (staff; audited)',
        tags,
        params: reviewParams,
        response: { 200: reviewDtoSchema },
      },
      onRequest: app.requireStaff('catalogue'),
    },
    async (request) => moderateReview(requestDeps(request), currentUser(request), request.params.id, { to: 'visible' }),
  );
};
