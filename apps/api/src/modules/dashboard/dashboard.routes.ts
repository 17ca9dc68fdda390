import { dashboardDtoSchema, workQueueDtoSchema } from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestDeps } from '../../deps.ts';
import { currentUser } from '../../lib/request-user.ts';
import { dashboard, workQueue } from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        operationId: 'getDashboard',
        summary: "Read the dashboard's figures, chart and latest orders",
        tags: ['dashboard'],
        response: { 200: dashboardDtoSchema },
      },
      onRequest: app.requireVendorOrStaff('money.read'),
    },
    async (request) => dashboard(requestDeps(request), currentUser(request)),
  );

  app.get(
    '/dashboard/work',
    {
      schema: {
        operationId: 'getWorkQueue',
        summary: 'Count the work waiting for staff: documents, products, overdue sales, vendors owed',
        tags: ['dashboard'],
        response: { 200: workQueueDtoSchema },
      },
      onRequest: app.requireStaff('work.read'),
    },
    async (request) => workQueue(requestDeps(request)),
  );
};
