import {
  buyerExportRequestSchema,
  closeAccountSchema,
  hasPermission,
  messageResponseSchema,
  PRIVACY_TEXT,
} from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestDeps } from '../../deps.ts';
import { currentPasswordGuard } from '../../lib/current-password.ts';
import { notFound } from '../../lib/errors.ts';
import { currentUser } from '../../lib/request-user.ts';
import { closeAccount } from './close-account.ts';
import { exportAccountData, exportBuyerData } from './data-export.ts';

const tags = ['privacy'];
const zipDownload = {
  download: { mediaTypes: ['application/zip'], description: 'A ZIP of CSV and JSON files with a README' },
};

const zipName = (what: string, at: Date) => `soko-${what}-${at.toISOString().slice(0, 10)}.zip`;

/** Access to personal data (APP 12): a person's own, and a buyer's for staff who answer buyers. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/:id/data-export',
    {
      schema: {
        operationId: 'exportAccountData',
        summary: 'Download everything Soko holds about an account (the owner, or staff answering for them)',
        description:
          'A ZIP streamed as it is read: profile, store, products, sales, refunds, returns, reviews, cases, messages, bank details (last 4 digits), document metadata, sessions and audit entries, as CSV and JSON with a README. Audited.',
        tags,
        params: z.object({ id: z.uuid('Account not found') }),
      },
      onRequest: app.authenticate,
      config: zipDownload,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { id } = request.params;
      // Another account's data only for staff who answer people's requests; others hear it is not there.
      if (id !== user.id && !hasPermission(user, 'privacy.export')) throw notFound('Account');
      const deps = requestDeps(request);
      const zip = await exportAccountData(deps, user.id, id);
      request.log.info({ event: 'privacy.export', userId: id }, 'data export started');
      return reply
        .type('application/zip')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${zipName('data', deps.clock.now())}"`)
        .send(zip);
    },
  );

  // POST: the address is in the body, never in a URL that proxies and request logs keep.
  app.post(
    '/privacy/buyer-export',
    {
      schema: {
        operationId: 'exportBuyerData',
        summary: "Download everything Soko holds about a buyer, by their order email (staff, for the buyer's request)",
        description:
          'Every order, sale, refund, return, review and case with the address in the body, and messages naming it. Audited.',
        tags,
        body: buyerExportRequestSchema,
      },
      onRequest: app.requireStaff('privacy.export'),
      config: zipDownload,
    },
    async (request, reply) => {
      const deps = requestDeps(request);
      const zip = await exportBuyerData(deps, currentUser(request).id, request.body.email);
      return reply
        .type('application/zip')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${zipName('buyer', deps.clock.now())}"`)
        .send(zip);
    },
  );
  const checkingCurrentPassword = currentPasswordGuard(app.deps);
  app.post(
    '/user/:id/close',
    {
      schema: {
        operationId: 'closeAccount',
        summary: 'Close a vendor account (the owner with their password, or the super admin)',
        description:
          'Sign-in is refused from then on, every session ends and the products go off sale. Payouts owed are still made; the bank details are deleted once the last is paid. Sales, payouts and invoices are kept as tax law asks. 409 while sales are not yet delivered or cancelled. Audited.',
        tags,
        params: z.object({ id: z.uuid('Account not found') }),
        body: closeAccountSchema,
        response: { 200: messageResponseSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = currentUser(request);
      await checkingCurrentPassword(user.id, () =>
        closeAccount(requestDeps(request), user, request.params.id, request.body.currentPassword),
      );
      return { msg: PRIVACY_TEXT.closed };
    },
  );
};
