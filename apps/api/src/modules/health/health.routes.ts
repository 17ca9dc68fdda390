import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: z.object({ errors: z.array(z.object({ msg: z.string() })) }),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.database.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.status(503).send({ errors: [{ msg: 'Database unavailable' }] });
      }
      return { status: 'ok' as const, database: app.database.engine };
    },
  );
};
