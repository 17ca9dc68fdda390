import {
  standardsDtoSchema,
  standardsQuerySchema,
  standardsSettingsDtoSchema,
  standardsVendorFilterSchema,
  standardsVendorListDtoSchema,
  standardsVendorListQuerySchema,
  updateStandardsSettingsSchema,
} from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestDeps } from '../../deps.ts';
import { csvFilename } from '../../lib/csv.ts';
import { currentUser } from '../../lib/request-user.ts';
import { STANDARDS_REFRESH_JOB } from './standards.refresh.ts';
import {
  exportStandardsVendors,
  listStandardsVendors,
  standardsOfVendor,
  standardsSettings,
  updateStandardsSettings,
} from './standards.service.ts';

const tags = ['standards'];

/** Seller service standards (issue 44, section 3): the vendor's own, staff's list, the super admin's thresholds. */
export const standardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const superAdmin = app.requireStaff('standards.settings');

  app.get(
    '/standards',
    {
      schema: {
        operationId: 'getStandards',
        summary: "Read a vendor's service standards, counted now, and the sales that count against them",
        description:
          'A vendor (or a team member with the orders role, or a manager) reads its own; staff name the vendor with `vendorId`. Sales are paged by `cursor`, newest first.',
        tags,
        querystring: standardsQuerySchema,
        response: { 200: standardsDtoSchema },
      },
      onRequest: app.requireVendorOrStaff('vendors.read'),
      config: { member: 'orders' },
    },
    async (request) => standardsOfVendor(requestDeps(request), currentUser(request), request.query),
  );

  app.get(
    '/standards/vendors',
    {
      schema: {
        operationId: 'listStandardsVendors',
        summary: "List every vendor's service standards, worst first (staff)",
        description:
          'The figures the `standards.refresh` job last kept: over a limit first, then alert, meeting, not rated; within each, furthest past its limits first.',
        tags,
        querystring: standardsVendorListQuerySchema,
        response: { 200: standardsVendorListDtoSchema },
      },
      onRequest: app.requireStaff('vendors.read'),
    },
    async (request) => listStandardsVendors(requestDeps(request), request.query),
  );

  app.get(
    '/standards/vendors.csv',
    {
      schema: {
        operationId: 'exportStandardsVendors',
        summary: "Download every vendor's service standards as CSV (staff)",
        tags,
        querystring: standardsVendorFilterSchema,
      },
      onRequest: app.requireStaff('vendors.read'),
      config: { download: { mediaTypes: ['text/csv'], description: 'The standards list as CSV, streamed' } },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${csvFilename('standards')}"`)
        .send(exportStandardsVendors(requestDeps(request), request.query)),
  );

  app.get(
    '/standards/settings',
    {
      schema: {
        operationId: 'getStandardsSettings',
        summary: "Read the service standards' alerts and limits, window and dispatch days (super admin)",
        tags,
        response: { 200: standardsSettingsDtoSchema },
      },
      onRequest: superAdmin,
    },
    async (request) => standardsSettings(requestDeps(request)),
  );

  app.put(
    '/standards/settings',
    {
      schema: {
        operationId: 'updateStandardsSettings',
        summary: "Change the service standards' alerts and limits (super admin, audited)",
        description:
          'Every vendor is rated again against the new thresholds at once; those who crossed a line are told by the refresh that follows.',
        tags,
        body: updateStandardsSettingsSchema,
        response: { 200: standardsSettingsDtoSchema },
      },
      onRequest: superAdmin,
    },
    async (request) => {
      const saved = await updateStandardsSettings(requestDeps(request), currentUser(request), request.body);
      app.jobs.runSoon(STANDARDS_REFRESH_JOB);
      return saved;
    },
  );
};
