import {
  adjustmentNoteListSchema,
  earningsDtoSchema,
  IDEMPOTENCY_HEADER,
  PACKING_SLIPS_MAX,
  packingSlipQuerySchema,
  packingSlipsRequestSchema,
  refundRequestSchema,
  resendSaleMailSchema,
  saleDetailDtoSchema,
  saleListQuerySchema,
  saleListResponseSchema,
  saleStatusUpdateSchema,
} from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import { requestDeps } from '../../deps.ts';
import { idempotencyKeyOf } from '../../lib/idempotency.ts';
import { currentUser } from '../../lib/request-user.ts';
import { packingSlip, packingSlipsBatch } from './packing.service.ts';
import { refundSale } from './refunds.service.ts';
import { saleAdjustmentNotes, saleInvoice } from './sales.invoice.ts';
import {
  changeSaleStatus,
  earnings,
  exportSales,
  getSale,
  listSales,
  mySales,
  resendSaleMail,
} from './sales.service.ts';

const tags = ['sales'];
const saleId = z.uuid('Sale not found');
/** The note is optional, and so is the whole body: Fastify hands a missing body over as null. */
const optionalNote = z.preprocess((body) => body ?? {}, resendSaleMailSchema);
const exportQuerySchema = saleListQuerySchema.omit({ page: true, limit: true });

/**
 * Closes the return a refund on the sale settles, in the refund's transaction. The returns module
 * does it; the app passes it in, as returns already build on sales (a return's refund is a sale's).
 */
export type CloseReturnWithSaleRefund = (
  tx: Db,
  actor: User,
  saleId: string,
  returnId: string,
  refundId: string,
) => Promise<void>;

/** Sales (docs/product.md sections 2 and 7): a vendor's own, every vendor's for the super admin. */
export const saleRoutes: FastifyPluginAsyncZod<{ closeReturnWithSaleRefund: CloseReturnWithSaleRefund }> = async (
  app,
  { closeReturnWithSaleRefund },
) => {
  app.get(
    '/sale/mySales',
    {
      config: { member: 'orders' },
      schema: {
        operationId: 'listMySales',
        summary: "List the vendor's own sales",
        tags,
        querystring: saleListQuerySchema,
        response: { 200: saleListResponseSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => mySales(requestDeps(request), currentUser(request), request.query),
  );

  app.get(
    '/sale/list',
    {
      schema: {
        operationId: 'listSales',
        summary: "List every vendor's sales (staff)",
        tags,
        querystring: saleListQuerySchema,
        response: { 200: saleListResponseSchema },
      },
      onRequest: app.requireStaff('sales.read'),
    },
    async (request) => listSales(requestDeps(request), currentUser(request), request.query),
  );

  app.get(
    '/sale/export',
    {
      schema: {
        operationId: 'exportSales',
        summary: 'Download the filtered sales as CSV',
        tags,
        querystring: exportQuerySchema,
      },
      onRequest: app.requireVendorOrStaff('sales.read'),
      config: { download: { mediaTypes: ['text/csv'], description: 'The filtered sales as CSV, streamed' } },
    },
    async (request, reply) => {
      const { filename, csv } = exportSales(requestDeps(request), currentUser(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/sale/earnings',
    {
      schema: {
        operationId: 'getEarnings',
        summary: 'Read earnings of all time',
        tags,
        response: { 200: earningsDtoSchema },
      },
      onRequest: app.requireVendorOrStaff('money.read'),
    },
    async (request) => earnings(requestDeps(request), currentUser(request)),
  );

  app.get(
    '/sale/:id',
    {
      schema: {
        operationId: 'getSale',
        summary: 'Read one sale with its status history',
        tags,
        params: z.object({ id: saleId }),
        response: { 200: saleDetailDtoSchema },
      },
      onRequest: app.requireVendorOrStaff('sales.read'),
    },
    async (request) => getSale(requestDeps(request), currentUser(request), request.params.id),
  );

  app.get(
    '/sale/:id/adjustment-notes',
    {
      schema: {
        operationId: 'listSaleAdjustmentNotes',
        summary: 'The adjustment notes the refunds of one sale issued, to the buyer and to the vendor for the fee',
        tags,
        params: z.object({ id: saleId }),
        response: { 200: adjustmentNoteListSchema },
      },
      onRequest: app.requireVendorOrStaff('sales.read'),
    },
    async (request) => saleAdjustmentNotes(requestDeps(request), currentUser(request), request.params.id),
  );

  app.get(
    '/sale/:id/invoice.pdf',
    {
      schema: {
        operationId: 'getSaleInvoice',
        summary:
          "The vendor's invoice to the buyer for one sale, as PDF (a tax invoice when the vendor is GST-registered)",
        tags,
        params: z.object({ id: saleId }),
      },
      onRequest: app.requireVendorOrStaff('sales.read'),
      // Invoices are `money` for a team member (product.md's team table), though staff read them with sales.
      config: { member: 'money', download: { mediaTypes: ['application/pdf'], description: 'The invoice as PDF' } },
    },
    async (request, reply) => {
      const { filename, pdf } = await saleInvoice(requestDeps(request), currentUser(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );

  app.get(
    '/sale/:id/packing-slip.pdf',
    {
      schema: {
        operationId: 'getSalePackingSlip',
        summary: 'The packing slip of one sale, as PDF: ship-to, items with variant, SKU and quantity to tick',
        description: 'Prices are left off unless `prices=true`: the slip goes in the parcel.',
        tags,
        params: z.object({ id: saleId }),
        querystring: packingSlipQuerySchema,
      },
      onRequest: app.requireVendorOrStaff('sales.read'),
      config: { download: { mediaTypes: ['application/pdf'], description: 'The packing slip as PDF, streamed' } },
    },
    async (request, reply) => {
      const { filename, pdf } = await packingSlip(
        requestDeps(request),
        currentUser(request),
        request.params.id,
        request.query.prices,
      );
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );

  app.post(
    '/sale/packing-slips.pdf',
    {
      schema: {
        operationId: 'printPackingSlips',
        summary: 'One PDF of a pick list and a packing slip per sale, for a batch of sales',
        description: `Up to ${PACKING_SLIPS_MAX} sales, all the caller's own (any vendor's for staff); a sale that is not is answered 404 and nothing is printed. The pick list adds up each product and variant across the sales, sorted by SKU.`,
        tags,
        body: packingSlipsRequestSchema,
      },
      onRequest: app.requireVendorOrStaff('sales.read'),
      config: {
        download: { mediaTypes: ['application/pdf'], description: 'The pick list and packing slips as PDF, streamed' },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await packingSlipsBatch(requestDeps(request), currentUser(request), request.body);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );

  // The path's userId is ignored: the acting user is always the token's.
  app.put(
    '/sale/:saleId/status/:userId',
    {
      config: { member: 'orders' },
      schema: {
        operationId: 'changeSaleStatus',
        summary: "Change a sale's status and tracking number",
        tags,
        params: z.object({ saleId, userId: z.string() }),
        body: saleStatusUpdateSchema,
        response: { 200: saleDetailDtoSchema },
      },
      // Signed in before the body is read; the body then names the permission.
      onRequest: app.authenticate,
      // The body names the status: cancelling refunds the buyer in full, so it is a refund.
      preValidation: app.requireVendorOrStaff((request) =>
        (request.body as { status?: unknown } | undefined)?.status === 'Cancel' ? 'refunds' : 'sales.status',
      ),
    },
    async (request) =>
      changeSaleStatus(requestDeps(request), currentUser(request), request.params.saleId, request.body),
  );

  app.put(
    '/sale/sendMail/:id',
    {
      schema: {
        operationId: 'resendSaleMail',
        summary: 'Email the customer about their sale again',
        tags,
        params: z.object({ id: saleId }),
        body: optionalNote,
        response: { 200: z.object({ msg: z.string() }) },
      },
      onRequest: app.requireStaff('sales.status'),
    },
    async (request) =>
      resendSaleMail(requestDeps(request), currentUser(request), request.params.id, request.body.input),
  );

  app.post(
    '/sale/:saleId/refund',
    {
      schema: {
        operationId: 'refundSale',
        summary: 'Refund part or all of a sale (the vendor its own, staff any)',
        description:
          'Items and shipping apart, up to what was paid less earlier refunds. The fee is recomputed on what the buyer kept; after the sale is in a payout the difference is deducted from a later payout. A replay with the same Idempotency-Key and body answers 200 with the sale; another body with the key is refused (422).',
        tags,
        params: z.object({ saleId }),
        body: refundRequestSchema,
        headers: z.object({ [IDEMPOTENCY_HEADER]: z.string().optional() }),
        response: { 200: saleDetailDtoSchema, 201: saleDetailDtoSchema },
      },
      onRequest: app.requireVendorOrStaff('refunds'),
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      const actor = currentUser(request);
      const { status, saleId: refunded } = await refundSale(
        requestDeps(request),
        actor,
        request.params.saleId,
        key,
        request.body,
        request.body.closeReturnId === undefined
          ? undefined
          : (tx, refund) =>
              closeReturnWithSaleRefund(tx, actor, request.params.saleId, request.body.closeReturnId ?? '', refund.id),
      );
      if (status === 201) request.log.info({ event: 'sale.refunded', saleId: refunded }, 'sale refunded');
      return reply.status(status).send(await getSale(requestDeps(request), actor, refunded));
    },
  );
};
