import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A readiness probe must answer within its own timeout (1 s in most orchestrators). */
const DATABASE_CHECK_TIMEOUT_MS = 1000;

const errorsSchema = z.object({ errors: z.array(z.object({ msg: z.string() })) });
const readinessSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  checks: z.object({
    server: z.enum(['accepting', 'starting', 'stopping', 'busy']),
    /** Left out while the server is busy: shedding load, it asks the database nothing. */
    database: z.enum(['up', 'down']).optional(),
  }),
});

/**
 * While the server sheds load its answer must still fit this route's 503 schema (the app-wide
 * `{ errors }` answer would not serialise: a 500 and an error log instead of 503).
 */
const busyReadiness: z.infer<typeof readinessSchema> = { status: 'not ready', checks: { server: 'busy' } };

/**
 * /api/health/live: the process answers (restart it if not). /api/health/ready: send it traffic,
 * only once it has started, while it is not stopping and while its database answers. /api/health
 * is the spec's check, kept as it was.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let server: 'starting' | 'accepting' | 'stopping' = 'starting';
  app.addHook('onReady', async () => {
    server = 'accepting';
  });
  app.addHook('preClose', async () => {
    server = 'stopping';
  });

  async function databaseAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), DATABASE_CHECK_TIMEOUT_MS);
    });
    const query = app.database.db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Check the server and its database',
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: errorsSchema,
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

  app.get(
    '/health/live',
    {
      schema: {
        operationId: 'getLiveness',
        summary: 'Check that the process answers',
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        operationId: 'getReadiness',
        summary: 'Check that the server can take traffic',
        tags: ['health'],
        response: { 200: readinessSchema, 503: readinessSchema },
      },
      config: {
        pressureHandler: (_request, reply) => {
          reply.status(503).header('retry-after', '10').header('cache-control', 'no-store').send(busyReadiness);
        },
      },
    },
    async (_request, reply) => {
      const database = (await databaseAnswers()) ? 'up' : 'down';
      const ready = server === 'accepting' && database === 'up';
      return reply
        .status(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ready ? 'ready' : 'not ready', checks: { server, database } });
    },
  );
};
