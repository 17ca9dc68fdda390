import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestDeps } from '../../deps.ts';
import { currentUser } from '../../lib/request-user.ts';
import { adjustmentNotePdf } from './notes.service.ts';

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/adjustment-note/:id.pdf',
    {
      schema: {
        operationId: 'getAdjustmentNote',
        summary: 'An adjustment note a refund issued, as PDF (the vendor of its sale, or staff)',
        tags: ['sales'],
        params: z.object({ id: z.uuid('Adjustment note not found') }),
      },
      onRequest: app.requireVendorOrStaff('sales.read'),
      // A note is an invoice document: a member reaches it with `money`, as product.md's team table says.
      config: {
        member: 'money',
        download: { mediaTypes: ['application/pdf'], description: 'The adjustment note as PDF' },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await adjustmentNotePdf(requestDeps(request), currentUser(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );
};
