import {
  caseDetailDtoSchema,
  caseListDtoSchema,
  caseListQuerySchema,
  caseMessageSchema,
  decideCaseSchema,
  openCaseSchema,
  openedCaseDtoSchema,
  resolveCaseSchema,
  SALES_TEXT,
} from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestDeps } from '../../deps.ts';
import { unauthorized } from '../../lib/errors.ts';
import { currentUser } from '../../lib/request-user.ts';
import { sameSecret } from '../../lib/same-secret.ts';
import { buyerEscalate, decideCase, resolveCase } from './cases.outcomes.ts';
import { caseDetail, listCases, openCase, writeCaseMessage } from './cases.service.ts';

const tags = ['cases'];
const caseParams = z.object({ id: z.uuid('Case not found') });
const orderCaseParams = z.object({ orderId: z.uuid('Order not found'), caseId: z.uuid('Case not found') });

/** The storefront's calls for the buyer (issue 44), with its key: open, read, write, escalate. */
export const storefrontCaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const storefront = {
    config: { access: 'storefrontKey' as const },
    onRequest: async (request: { headers: Record<string, string | string[] | undefined> }) => {
      const given = request.headers['x-api-key'];
      if (typeof given !== 'string' || !sameSecret(given, app.config.storefrontApiKey)) {
        throw unauthorized(SALES_TEXT.apiKeyInvalid);
      }
    },
  };
  const security = [{ storefrontKey: [] }];

  app.post(
    '/order/:orderId/cases',
    {
      ...storefront,
      schema: {
        operationId: 'openCase',
        summary: 'Open a case about a sale of an order (the storefront, for the buyer)',
        description:
          'One open case per sale (409). The vendor must answer by `respondBy`: CASE_RESPONSE_BUSINESS_DAYS business days (default 2) of their state, ending at midnight Sydney time.',
        tags,
        security,
        params: z.object({ orderId: z.uuid('Order not found') }),
        body: openCaseSchema,
        response: { 201: openedCaseDtoSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await openCase(requestDeps(request), request.params.orderId, request.body)),
  );

  app.get(
    '/order/:orderId/cases/:caseId',
    {
      ...storefront,
      schema: {
        operationId: 'getOrderCase',
        summary: 'Read a case of an order with its timeline (the storefront)',
        tags,
        security,
        params: orderCaseParams,
        response: { 200: caseDetailDtoSchema },
      },
    },
    async (request) => caseDetail(requestDeps(request), 'buyer', request.params.caseId, request.params.orderId),
  );

  app.post(
    '/order/:orderId/cases/:caseId/messages',
    {
      ...storefront,
      schema: {
        operationId: 'writeOrderCaseMessage',
        summary: "Add the buyer's message to a case (the storefront)",
        tags,
        security,
        params: orderCaseParams,
        body: caseMessageSchema,
        response: { 200: caseDetailDtoSchema },
      },
    },
    async (request) =>
      writeCaseMessage(requestDeps(request), 'buyer', request.params.caseId, request.body.body, request.params.orderId),
  );

  app.post(
    '/order/:orderId/cases/:caseId/escalate',
    {
      ...storefront,
      schema: {
        operationId: 'escalateOrderCase',
        summary: 'Ask Soko to step in on a case the vendor rejected (the storefront)',
        tags,
        security,
        params: orderCaseParams,
        response: { 200: caseDetailDtoSchema },
      },
    },
    async (request) => buyerEscalate(requestDeps(request), request.params.orderId, request.params.caseId),
  );
};

/** Cases for vendors (their own, and their team's orders role) and staff (the cases permission). */
export const caseRoutes: FastifyPluginAsyncZod = async (app) => {
  const vendorOrStaff = app.requireVendorOrStaff('cases');

  app.get(
    '/case/list',
    {
      schema: {
        operationId: 'listCases',
        summary: "List cases, newest first: the vendor's own, every vendor's for staff",
        tags,
        querystring: caseListQuerySchema,
        response: { 200: caseListDtoSchema },
      },
      onRequest: vendorOrStaff,
    },
    async (request) => listCases(requestDeps(request), currentUser(request), request.query),
  );

  app.get(
    '/case/:id',
    {
      schema: {
        operationId: 'getCase',
        summary: 'Read a case with its timeline of messages and events',
        tags,
        params: caseParams,
        response: { 200: caseDetailDtoSchema },
      },
      onRequest: vendorOrStaff,
    },
    async (request) => caseDetail(requestDeps(request), currentUser(request), request.params.id),
  );

  app.post(
    '/case/:id/messages',
    {
      schema: {
        operationId: 'writeCaseMessage',
        summary: "Write to the buyer on a case (the vendor's first message stops its clock)",
        tags,
        params: caseParams,
        body: caseMessageSchema,
        response: { 200: caseDetailDtoSchema },
      },
      onRequest: vendorOrStaff,
    },
    async (request) =>
      writeCaseMessage(requestDeps(request), currentUser(request), request.params.id, request.body.body),
  );

  app.post(
    '/case/:id/resolve',
    {
      schema: {
        operationId: 'resolveCase',
        summary: 'Resolve a case: refund, return, replacement or rejected (the vendor)',
        description:
          "A refund goes through the sale's refund (all that is left of the items unless `amount`; the postage too for damaged_or_faulty and not_as_described unless `includePostage` is false). A return opens an approved return of the sale's items. A rejection needs a note; the buyer may then escalate. Staff get 403: they decide escalated cases.",
        tags,
        params: caseParams,
        body: resolveCaseSchema,
        response: { 200: caseDetailDtoSchema },
      },
      onRequest: vendorOrStaff,
    },
    async (request) => resolveCase(requestDeps(request), currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/case/:id/decide',
    {
      schema: {
        operationId: 'decideCase',
        summary: 'Decide an escalated case: refund or no action (staff with the cases permission)',
        description:
          "A refund goes through the sale's refund as staff's (the vendor is mailed) and counts as a defect for the vendor.",
        tags,
        params: caseParams,
        body: decideCaseSchema,
        response: { 200: caseDetailDtoSchema },
      },
      onRequest: app.requireStaff('cases'),
    },
    async (request) => decideCase(requestDeps(request), currentUser(request), request.params.id, request.body),
  );
};
