import type { Readable } from 'node:stream';
import {
  abaFileRequestSchema,
  createPayoutSchema,
  IDEMPOTENCY_HEADER,
  markPayoutPaidSchema,
  owedVendorsDtoSchema,
  payoutDetailDtoSchema,
  payoutFilterSchema,
  payoutListDtoSchema,
  payoutListQuerySchema,
  remitListDtoSchema,
  remitQuerySchema,
  statementDtoSchema,
  statementFilterSchema,
  statementQuerySchema,
} from '@soko/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestDeps } from '../../deps.ts';
import { csvFilename } from '../../lib/csv.ts';
import { idempotencyKeyOf } from '../../lib/idempotency.ts';
import { currentUser } from '../../lib/request-user.ts';
import { payoutInvoice } from './payouts.invoice.ts';
import { markPayoutPaid } from './payouts.paid.service.ts';
import { bankFileFor, createPayout, salesToRemit } from './payouts.remit.service.ts';
import {
  exportPayouts,
  exportStatement,
  listPayoutsFor,
  readPayout,
  statementFor,
  vendorsOwedFor,
} from './payouts.service.ts';

const tags = ['transactions'];
const payoutParams = z.object({ id: z.uuid('Transaction not found') });
const vendorParams = z.object({ vendorId: z.uuid('Vendor not found') });
/** `POST /transfer/{id}` shares its path with a payout's `GET`; here the id is the vendor's. */
const payoutVendorParams = z.object({ id: z.uuid('Vendor not found').describe("The vendor's id") });

function sendCsv(reply: FastifyReply, prefix: string, csv: Readable) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${csvFilename(prefix)}"`)
    .send(csv);
}

/**
 * Payouts to vendors, called transactions in the spec (section 7: `transfer/salesRemit/{vendorId}`;
 * docs/product.md section 7: create, list and read). Staff create and mark them paid; a vendor reads
 * their own. The path's vendor is the one paid, never the actor: that is always the token's user.
 */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/transfer',
    {
      schema: {
        operationId: 'listPayouts',
        response: { 200: payoutListDtoSchema },
        summary: 'List payouts',
        tags,
        querystring: payoutListQuerySchema,
      },
      onRequest: app.requireVendorOrStaff('money.read'),
    },
    async (request) => {
      const { page, limit, cursor, ...filter } = request.query;
      return listPayoutsFor(requestDeps(request), currentUser(request), filter, { page, limit, cursor });
    },
  );

  app.get(
    '/transfer/export',
    {
      schema: {
        operationId: 'exportPayouts',
        summary: 'Download the filtered payouts as CSV',
        tags,
        querystring: payoutFilterSchema,
      },
      onRequest: app.requireVendorOrStaff('money.read'),
      config: { download: { mediaTypes: ['text/csv'], description: 'The filtered payouts as CSV, streamed' } },
    },
    async (request, reply) =>
      sendCsv(reply, 'transactions', exportPayouts(requestDeps(request), currentUser(request), request.query)),
  );

  app.get(
    '/transfer/statement',
    {
      schema: {
        operationId: 'getStatement',
        response: { 200: statementDtoSchema },
        summary: 'Read the statement of sales and payouts',
        tags,
        querystring: statementQuerySchema,
      },
      onRequest: app.requireVendorOrStaff('money.read'),
    },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      return statementFor(requestDeps(request), currentUser(request), filter, page, limit);
    },
  );

  app.get(
    '/transfer/statement/export',
    {
      schema: {
        operationId: 'exportStatement',
        summary: 'Download the statement as CSV',
        tags,
        querystring: statementFilterSchema,
      },
      onRequest: app.requireVendorOrStaff('money.read'),
      config: { download: { mediaTypes: ['text/csv'], description: 'The statement as CSV, streamed' } },
    },
    async (request, reply) =>
      sendCsv(reply, 'statement', exportStatement(requestDeps(request), currentUser(request), request.query)),
  );

  app.post(
    '/transfer/aba',
    {
      schema: {
        operationId: 'downloadAbaFile',
        summary: 'Download an ABA file paying these pending payouts, and mark them sent to bank (staff)',
        tags,
        body: abaFileRequestSchema,
      },
      onRequest: app.requireStaff('payouts'),
      // Moves money or power: the session proves its second factor again (issue 26).
      preHandler: app.requireStepUp(),
      config: { download: { mediaTypes: ['text/plain'], description: 'The ABA (Cemtex) file to upload to the bank' } },
    },
    async (request, reply) => {
      const file = await bankFileFor(
        requestDeps(request),
        currentUser(request),
        request.body.payouts,
        request.body.resend,
      );
      request.log.info({ event: 'payout.sentToBank', payouts: file.payoutCount }, 'ABA file made');
      return reply
        .type('text/plain; charset=us-ascii')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    },
  );

  app.get(
    '/transfer/owed',
    {
      schema: {
        operationId: 'listVendorsOwed',
        response: { 200: owedVendorsDtoSchema },
        summary: 'List the vendors owed delivered sales not yet in a payout, with the amount, biggest first (staff)',
        tags,
      },
      onRequest: app.requireStaff('payouts'),
    },
    async (request) => vendorsOwedFor(requestDeps(request)),
  );

  app.get(
    '/transfer/salesRemit/:vendorId',
    {
      schema: {
        operationId: 'listRemittableSales',
        response: { 200: remitListDtoSchema },
        summary: "List a vendor's delivered sales not yet in a payout (staff)",
        tags,
        params: vendorParams,
        querystring: remitQuerySchema,
      },
      onRequest: app.requireStaff('payouts'),
    },
    async (request) =>
      salesToRemit(requestDeps(request), request.params.vendorId, request.query.page, request.query.limit),
  );

  app.post(
    '/transfer/:id',
    {
      schema: {
        operationId: 'createPayout',
        response: { 200: payoutDetailDtoSchema, 201: payoutDetailDtoSchema },
        summary: 'Create a payout of delivered sales for a vendor (staff)',
        tags,
        params: payoutVendorParams,
        body: createPayoutSchema,
        headers: z.object({ [IDEMPOTENCY_HEADER]: z.string().optional() }),
      },
      onRequest: app.requireStaff('payouts'),
      // Moves money or power: the session proves its second factor again (issue 26).
      preHandler: app.requireStepUp(),
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      const { status, payout } = await createPayout(
        requestDeps(request),
        currentUser(request),
        request.params.id,
        key,
        request.body,
      );
      if (status === 201) {
        request.log.info(
          { event: 'payout.created', payoutId: payout._id, vendorId: request.params.id },
          'payout created',
        );
      }
      return reply.status(status).send(payout);
    },
  );

  app.get(
    '/transfer/:id',
    {
      schema: {
        operationId: 'getPayout',
        response: { 200: payoutDetailDtoSchema },
        summary: 'Read one payout with its sales',
        tags,
        params: payoutParams,
      },
      onRequest: app.requireVendorOrStaff('money.read'),
    },
    async (request) => readPayout(requestDeps(request), currentUser(request), request.params.id),
  );

  app.get(
    '/transfer/:id/invoice.pdf',
    {
      schema: {
        operationId: 'getPayoutInvoice',
        summary: "The marketplace's tax invoice for the fees of one payout, as PDF",
        tags,
        params: payoutParams,
      },
      onRequest: app.requireVendorOrStaff('money.read'),
      config: { download: { mediaTypes: ['application/pdf'], description: 'The tax invoice as PDF' } },
    },
    async (request, reply) => {
      const { filename, pdf } = await payoutInvoice(requestDeps(request), currentUser(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );

  app.put(
    '/transfer/:id/paid',
    {
      schema: {
        operationId: 'markPayoutPaid',
        response: { 200: payoutDetailDtoSchema },
        summary: 'Record the bank transfer of a payout (staff)',
        tags,
        params: payoutParams,
        body: markPayoutPaidSchema,
      },
      onRequest: app.requireStaff('payouts'),
      // Moves money or power: the session proves its second factor again (issue 26).
      preHandler: app.requireStepUp(),
    },
    async (request) => markPayoutPaid(requestDeps(request), currentUser(request), request.params.id, request.body),
  );
};
