import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import { installValidationMessages } from '@soko/shared';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { type AppDeps, systemClock } from './deps.ts';
import { type AccountLimits, createAccountLimits } from './lib/account-limit.ts';
import { type BackgroundWrites, createBackgroundWrites } from './lib/background-writes.ts';
import { errorHandler, notFoundHandler } from './lib/error-handler.ts';
import { badRequest } from './lib/errors.ts';
import { logRedactPaths, logSerializers } from './lib/log-serializers.ts';
import { documentRoutes } from './lib/openapi.ts';
import { connectRedis } from './lib/redis.ts';
import { responseSerializerCompiler } from './lib/serializer.ts';
import { createFileStorage, type FileStorage, isStoredFileName, S3FileStorage } from './lib/storage.ts';
import { jsonShapeProblem, refuseUnstorableText } from './lib/text-guard.ts';
import { abrRetryJob } from './modules/abr/abr-retry.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { ACTION_HEADER, registerAuth, registerPublicRoutes } from './modules/auth/auth.plugin.ts';
import { authRoutes, rootAuthRoutes } from './modules/auth/auth.routes.ts';
import { bankAccountRoutes } from './modules/bank-accounts/bank-accounts.routes.ts';
import { caseEscalationJob, caseRoutes, storefrontCaseRoutes } from './modules/cases/index.ts';
import { categoryRoutes } from './modules/categories/categories.routes.ts';
import { commissionRoutes } from './modules/commissions/index.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { staffDigestJob } from './modules/dashboard/staff-digest.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { syncMarketplaceRegistration } from './modules/invoices/index.ts';
import { invoiceRoutes } from './modules/invoices/invoices.routes.ts';
import { createJobRunner, jobRoutes } from './modules/jobs/index.ts';
import { mailDevRoutes } from './modules/mail/mail.routes.ts';
import { createMailer, type Mailer } from './modules/mail/mail.service.ts';
import { mailOutboxJob } from './modules/mail/mail.worker.ts';
import { messageRoutes } from './modules/messages/messages.routes.ts';
import { registerMetrics } from './modules/metrics/metrics.plugin.ts';
import {
  notificationDigestJob,
  notificationRoutes,
  postgresNoticeBus,
  redisNoticeBus,
} from './modules/notifications/index.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { payoutRoutes, payoutScheduleRoutes } from './modules/payouts/index.ts';
import { privacyRoutes, retentionJob } from './modules/privacy/index.ts';
import {
  productImportJob,
  productRoutes,
  productStockRoutes,
  retiredCarrierNoticeJob,
} from './modules/products/index.ts';
import { PRODUCT_IMAGE_AREA, PRODUCT_IMAGE_URL_PREFIX } from './modules/products/products.images.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { closeReturnWithSaleRefund, returnRoutes } from './modules/returns/index.ts';
import { reviewRoutes } from './modules/reviews/index.ts';
import { saleRoutes } from './modules/sales/sales.routes.ts';
import { secondFactorRoutes } from './modules/second-factor/second-factor.routes.ts';
import { sessionRoutes } from './modules/sessions/sessions.routes.ts';
import { shippingRateRoutes } from './modules/shipping-rates/shipping-rates.routes.ts';
import { standardsRefreshJob, standardsRoutes } from './modules/standards/index.ts';
import { storeRoutes } from './modules/stores/stores.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { vendorChangeRoutes } from './modules/vendor-changes/vendor-changes.routes.ts';
import { vendorTeamRoutes } from './modules/vendor-team/index.ts';
import { vendorRoutes } from './modules/vendors/vendors.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    storage: FileStorage;
    accountLimits: AccountLimits;
    mail: Mailer;
    backgroundWrites: BackgroundWrites;
  }
  interface FastifyContextConfig {
    /** A route's own answer while the server sheds load, when its 503 schema is not `{ errors }`. */
    pressureHandler?: FastifyUnderPressureOptions['pressureHandler'];
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** pino logger options; false silences logs (tests). */
  logger?: boolean | object;
  /**
   * A check of outside health beside the event loop's delay: while it answers false the server sheds
   * load as it does when saturated (tests make the server busy with it, without timing the loop).
   */
  healthyCheck?: () => Promise<boolean>;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp({ config, database, logger, healthyCheck }: BuildAppOptions): Promise<FastifyInstance> {
  installValidationMessages();
  const loggerOptions: FastifyServerOptions['logger'] =
    logger === false
      ? false
      : {
          level: config.logLevel,
          ...(typeof logger === 'object' ? logger : {}),
          serializers: logSerializers,
          redact: { paths: logRedactPaths, censor: '[redacted]' },
        };
  const app = Fastify({
    logger: loggerOptions,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // Trust only the configured number of proxies: the client's address is that many hops back.
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    forceCloseConnections: 'idle',
    // The whole request must arrive within 2 minutes (ten 10 MB uploads on a slow line), a silent
    // socket is dropped after as long, and kept-alive sockets outlive a proxy's usual 60 s idle
    // timeout, so the proxy never reuses a socket the server is closing.
    requestTimeout: 120_000,
    connectionTimeout: 120_000,
    keepAliveTimeout: 65_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  const storage = createFileStorage(config);
  app.decorate('storage', storage);
  if (storage instanceof S3FileStorage) app.addHook('onClose', async () => storage.destroy());
  const redis = config.redisUrl ? await sharedRedis(app, config.redisUrl) : undefined;
  app.decorate('accountLimits', createAccountLimits(redis && { client: redis, keyPrefix: config.redisKeyPrefix }));
  const backgroundWrites = createBackgroundWrites(app.log);
  app.decorate('backgroundWrites', backgroundWrites);
  // Whoever closes the database does so after closing the app (server.ts, the tests).
  app.addHook('onClose', () => backgroundWrites.settled());
  const mail = createMailer(config);
  app.decorate('mail', mail);
  app.decorate('deps', {
    db: database.db,
    database,
    mail,
    notices:
      redis && config.redisUrl
        ? redisNoticeBus(redis, config.redisUrl, config.redisKeyPrefix, app.log)
        : postgresNoticeBus(database),
    storage,
    config,
    limits: app.accountLimits,
    backgroundWrites,
    clock: systemClock,
    log: app.log,
  } satisfies AppDeps);
  const jobs = createJobRunner(app.deps, [
    mailOutboxJob(app.deps),
    staffDigestJob(config.staffDigestHour),
    abrRetryJob(config),
    retentionJob(),
    retiredCarrierNoticeJob(),
    productImportJob(),
    notificationDigestJob(),
    caseEscalationJob(),
    standardsRefreshJob(),
  ]);
  app.decorate('jobs', jobs);
  // Before the database closes (whoever closes it does so after the app): runs in progress end first.
  app.addHook('onClose', () => jobs.stop());
  registerAuth(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  refuseDeepJson(app);
  app.addHook('preValidation', refuseUnstorableText);
  // A response finished while the server stops closes its connection: kept alive, it would hold
  // the stop until the keep-alive timeout, long after the last request was answered.
  let stopping = false;
  app.addHook('preClose', (done) => {
    stopping = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });

  // The security headers are the same for every answer: helmet builds them once here (its Fastify
  // plugin built them again at every request, parsing the policy each time).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Category images are external http(s) URLs by the spec.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
  // A saturated event loop answers 503 at once rather than queueing requests it would serve late.
  // The check is of the mean delay over each sample, so one slow statement alone does not trip it.
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    retryAfter: 10,
    ...(healthyCheck ? { healthCheck: healthyCheck, healthCheckInterval: 1000 } : {}),
    pressureHandler: (_request, reply) => {
      reply
        .status(503)
        .header('retry-after', '10')
        .send({ errors: [{ msg: 'The server is busy. Please try again.' }] });
    },
  });
  // Routes opt in with `config: { rateLimit: {...} }`. Counted in Redis when there is one, so that
  // every instance enforces the one limit; while Redis is away the limits let requests through
  // (the per-account limits, counted in memory meanwhile, still stop password guessing).
  await app.register(rateLimit, {
    global: false,
    allowList: config.rateLimitAllowList,
    ...(redis ? { redis, nameSpace: `${config.redisKeyPrefix}rate:`, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      errors: [{ msg: `Too many attempts. Please try again in ${context.after}.` }],
    }),
  });
  // Each upload route passes its own size and count limits.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 60 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Soko Seller Centre API',
        version: '1.0.0',
        description:
          'The seller centre and admin back-office of the Soko marketplace. Errors answer `{ errors: [{ msg, param? }] }`.',
        license: { name: 'Proprietary', url: `${config.appUrl}/` },
      },
      // Relative: the document is served by the server it describes, under whatever name it is reached.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'x-auth-token', description: 'The session token from sign-in' },
          storefrontKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'The storefront server key' },
          actionToken: {
            type: 'apiKey',
            in: 'header',
            name: ACTION_HEADER,
            description: 'The short-lived token sign-in or registration answers when an account needs an action first',
          },
        },
      },
    },
    transform: documentRoutes({ authenticate: app.authenticate }),
  });
  // The API's description is public; every call it describes keeps its own guard.
  await registerPublicRoutes(() => app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true }));

  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);

  await registerMetrics(app, { database, jobs, token: config.metricsToken });
  await registerPublicRoutes(() => app.register(healthRoutes, { prefix: '/api' }));
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(rootAuthRoutes);
  await app.register(accountRoutes, { prefix: '/api' });
  await app.register(profileRoutes, { prefix: '/api' });
  await app.register(sessionRoutes, { prefix: '/api' });
  await app.register(secondFactorRoutes, { prefix: '/api' });
  await app.register(bankAccountRoutes, { prefix: '/api' });
  await app.register(shippingRateRoutes, { prefix: '/api' });
  await app.register(categoryRoutes, { prefix: '/api' });
  await app.register(productRoutes, { prefix: '/api' });
  await app.register(productStockRoutes, { prefix: '/api' });
  await app.register(storeRoutes, { prefix: '/api' });
  await app.register(vendorRoutes, { prefix: '/api' });
  await app.register(vendorChangeRoutes, { prefix: '/api' });
  await app.register(userRoutes, { prefix: '/api' });
  await app.register(auditRoutes, { prefix: '/api' });
  await app.register(messageRoutes, { prefix: '/api' });
  await app.register(payoutRoutes, { prefix: '/api' });
  await app.register(payoutScheduleRoutes, { prefix: '/api' });
  await app.register(commissionRoutes, { prefix: '/api' });
  await app.register(orderRoutes, { prefix: '/api' });
  await app.register(saleRoutes, { prefix: '/api', closeReturnWithSaleRefund });
  await app.register(returnRoutes, { prefix: '/api' });
  await app.register(reviewRoutes, { prefix: '/api' });
  await app.register(dashboardRoutes, { prefix: '/api' });
  await app.register(jobRoutes, { prefix: '/api' });
  await app.register(privacyRoutes, { prefix: '/api' });
  await app.register(invoiceRoutes, { prefix: '/api' });
  await app.register(vendorTeamRoutes, { prefix: '/api' });
  await app.register(notificationRoutes, { prefix: '/api' });
  await app.register(storefrontCaseRoutes, { prefix: '/api' });
  await app.register(caseRoutes, { prefix: '/api' });
  await app.register(standardsRoutes, { prefix: '/api' });
  // A change of MARKETPLACE_GST_REGISTERED is dated the day the server first runs with it.
  app.addHook('onReady', () => syncMarketplaceRegistration(app.deps));

  await registerPublicRoutes(() => serveProductImages(app, storage));
  // Mail stays in the outbox only without SMTP; the viewer is for that case on a developer's machine.
  if (config.env !== 'production' && !config.smtpUrl) await registerPublicRoutes(() => app.register(mailDevRoutes));

  if (existsSync(path.join(config.webDistDir, 'index.html'))) {
    await registerPublicRoutes(() =>
      app.register(fastifyStatic, {
        root: config.webDistDir,
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies of its text files: encodings of a file, not URLs of their own.
        preCompressed: true,
        globIgnore: ['**/*.br', '**/*.gz'],
        setHeaders: (reply, filePath) => reply.header('cache-control', webCacheControl(config.webDistDir, filePath)),
      }),
    );
  }
  return app;
}

/**
 * JSON bodies are measured in one pass before they are parsed: a deeply nested body would otherwise
 * cost every walk after the parser time in its depth (and overflow the stack of any that recurses),
 * and hundreds of thousands of small arrays hold the event loop while they are built and walked.
 * Parsing itself stays Fastify's (prototype poisoning refused).
 */
function refuseDeepJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    const problem = jsonShapeProblem(text);
    if (problem) {
      done(badRequest(problem), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/** The storefront shows product images from its own domain, so they are not same-origin only. */
const PRODUCT_IMAGE_CORP = 'cross-origin';

/** Product images get random names and never change, so browsers and proxies may keep them for good. */
async function serveProductImages(app: FastifyInstance, storage: FileStorage): Promise<void> {
  if (storage.localRoot !== undefined) {
    const productImageDir = path.join(storage.localRoot, PRODUCT_IMAGE_AREA);
    mkdirSync(productImageDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: productImageDir,
      prefix: PRODUCT_IMAGE_URL_PREFIX,
      decorateReply: false,
      index: false,
      maxAge: '365d',
      immutable: true,
      setHeaders: (reply) => reply.header('cross-origin-resource-policy', PRODUCT_IMAGE_CORP),
    });
    return;
  }
  // From a bucket, every instance serves every image; objects stay private to the bucket.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      `${PRODUCT_IMAGE_URL_PREFIX}:name`,
      { schema: { hide: true, params: z.object({ name: z.string().max(64) }) } },
      async (request, reply) => {
        const { name } = request.params;
        const file = isStoredFileName(name) ? await storage.open(PRODUCT_IMAGE_AREA, name) : undefined;
        if (!file) return notFoundHandler(request, reply);
        return reply
          .type('image/webp')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('cross-origin-resource-policy', PRODUCT_IMAGE_CORP)
          .header('content-length', file.size)
          .send(file.body);
      },
    );
}

/** Logs Redis going away and coming back once each, not at every reconnect attempt. */
async function sharedRedis(app: FastifyInstance, url: string): Promise<Redis> {
  let available = true;
  const client = await connectRedis(url, (error) => {
    if (!available) return;
    available = false;
    app.log.warn({ err: error }, 'Redis unavailable: rate limits fall back to this instance until it returns');
  });
  client.on('ready', () => {
    if (!available) app.log.info('Redis available again');
    available = true;
  });
  app.addHook('onClose', async () => {
    client.disconnect();
  });
  return client;
}

/**
 * Vite names every file under assets/ after its content, so browsers may keep them for good. The
 * others, index.html above all (it names the current assets), are checked again at each use.
 * Also applies to index.html sent by the history fallback.
 */
function webCacheControl(root: string, filePath: string): string {
  const file = path.relative(root, filePath).replace(/\.(?:br|gz)$/, '');
  return file.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
