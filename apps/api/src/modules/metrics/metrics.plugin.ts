import { timingSafeEqual } from 'node:crypto';
import type { JobDto } from '@soko/shared';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import type { JobRunner } from '../jobs/index.ts';
import { outboxBacklog } from '../mail/index.ts';

export interface MetricsOptions {
  database: Database;
  jobs: JobRunner;
  /** When set, scrapes must send `Authorization: Bearer <token>`. */
  token: string | undefined;
}

/**
 * Prometheus metrics of this instance at GET /metrics: request durations by route and status,
 * the database pool, the mail outbox and Node's own (event-loop lag, memory, GC). Each app has a
 * registry of its own, so that several apps in one process (the tests) do not share counts.
 */
export async function registerMetrics(app: FastifyInstance, { database, jobs, token }: MetricsOptions): Promise<void> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (in_use, idle) and queries waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'mail_outbox_mails',
    help: 'Mails in the outbox: pending (not yet sent) and failed (given up after every retry)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      // With the database away the scrape still answers (the last counts stay); readiness reports the outage.
      const backlog = await outboxBacklog(database.db).catch(() => undefined);
      if (!backlog) return;
      this.set({ status: 'pending' }, backlog.pending);
      this.set({ status: 'failed' }, backlog.failed);
    },
  });

  // One read of the jobs' rows serves the scrape's job gauges.
  let jobsRead: { at: number; jobs: Promise<JobDto[] | undefined> } | undefined;
  const jobStates = () => {
    if (!jobsRead || Date.now() - jobsRead.at > 1000) {
      jobsRead = { at: Date.now(), jobs: jobs.list().catch(() => undefined) };
    }
    return jobsRead.jobs;
  };
  const seconds = (iso: string | null) => (iso === null ? 0 : Date.parse(iso) / 1000);
  const jobGauge = (name: string, help: string, value: (job: JobDto) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['job'],
      registers: [registry],
      async collect() {
        for (const job of (await jobStates()) ?? []) this.set({ job: job.name }, value(job));
      },
    });
  jobGauge(
    'scheduled_job_last_finished_seconds',
    'When each scheduled job last finished (Unix time; 0: never)',
    (job) => seconds(job.lastFinishedAt),
  );
  jobGauge('scheduled_job_next_run_seconds', 'When each scheduled job runs next (Unix time; 0: off)', (job) =>
    seconds(job.nextRunAt),
  );
  jobGauge('scheduled_job_last_failed', 'Whether the last run of each scheduled job failed (1) or not (0)', (job) =>
    job.lastOutcome === 'failed' ? 1 : 0,
  );
  jobGauge('scheduled_job_running', 'Whether a run of each scheduled job is in progress (1) or not (0)', (job) =>
    job.running ? 1 : 0,
  );

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the URL: ids and tokens in paths would make a series per request.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  // Scrapers are no accounts: the route asks for its own bearer token when one is configured.
  app.get('/metrics', { schema: { hide: true }, config: { access: 'public' } }, async (request, reply) => {
    if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ errors: [{ msg: 'A valid metrics token is required' }] });
    }
    const text = await registry.metrics();
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
  });
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
