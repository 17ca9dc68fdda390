import { JOBS_TEXT, jobDtoSchema, jobListDtoSchema } from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestDeps } from '../../deps.ts';
import { currentUser } from '../../lib/request-user.ts';
import { listJobs, runJobNow } from './jobs.service.ts';

const tags = ['jobs'];

/** The scheduled jobs (issue 28, item 4), for the super admin: how each last ran, and running one now. */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const superAdmin = app.requireStaff('jobs');

  app.get(
    '/jobs',
    {
      schema: {
        operationId: 'listJobs',
        summary: 'List the scheduled jobs with their last run, outcome and next run',
        tags,
        response: { 200: jobListDtoSchema },
      },
      onRequest: superAdmin,
    },
    async () => ({ jobs: await listJobs(app.jobs) }),
  );

  app.post(
    '/jobs/:name/run',
    {
      schema: {
        operationId: 'runJob',
        summary: 'Run a scheduled job now (audited); answers once the run has ended',
        description: `409 when a run already holds the job ("${JOBS_TEXT.running}") or it is off on this server.`,
        tags,
        params: z.object({ name: z.string().max(100) }),
        response: { 200: jobDtoSchema },
      },
      onRequest: superAdmin,
    },
    async (request) => runJobNow(requestDeps(request), app.jobs, currentUser(request).id, request.params.name),
  );
};
