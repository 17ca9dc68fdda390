import {
  AUDIT_EXPORT_COUNT_HEADER,
  auditEntryDtoSchema,
  auditFacetsSchema,
  auditFilterSchema,
  auditListQuerySchema,
  paginatedSchema,
} from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestDeps } from '../../deps.ts';
import { csvFilename } from '../../lib/csv.ts';
import { exportAudit, listAudit, listAuditFacets } from './audit.service.ts';

const tags = ['audit'];

/** The audit log of every admin action (docs/decisions.md, Rules that hold everywhere), for the super admin. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        operationId: 'listAuditEntries',
        response: { 200: paginatedSchema(auditEntryDtoSchema) },
        summary: 'List the audit log (staff)',
        tags,
        querystring: auditListQuerySchema,
      },
      onRequest: app.requireStaff('audit'),
    },
    async (request) => listAudit(requestDeps(request), request.query),
  );

  app.get(
    '/audit/facets',
    {
      schema: {
        operationId: 'listAuditFacets',
        response: { 200: auditFacetsSchema },
        summary: 'List the actions and staff the audit log can be filtered by',
        tags,
      },
      onRequest: app.requireStaff('audit'),
    },
    async (request) => listAuditFacets(requestDeps(request)),
  );

  app.get(
    '/audit/export',
    {
      schema: {
        operationId: 'exportAuditEntries',
        summary: 'Download the filtered audit log as CSV',
        tags,
        querystring: auditFilterSchema,
      },
      onRequest: app.requireStaff('audit'),
      config: { download: { mediaTypes: ['text/csv'], description: 'The filtered audit log as CSV, streamed' } },
    },
    async (request, reply) => {
      const { total, csv } = await exportAudit(requestDeps(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFilename('audit')}"`)
        .header('cache-control', 'no-store')
        .header(AUDIT_EXPORT_COUNT_HEADER, String(total))
        .send(csv);
    },
  );
};
