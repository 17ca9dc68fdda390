import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isValidAbn } from '@soko/shared';
import { z } from 'zod';
import type { PoolSettings } from './db/client.ts';
import type { S3Settings } from './lib/storage.ts';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** PostgreSQL's statement_timeout and Node's timers both stop at a signed 32-bit count of milliseconds. */
const MAX_MILLISECONDS = 2_147_483_647;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().optional(),
  /**
   * Hosts (comma-separated, e.g. `images.example.com,localhost`) whose image URLs a product import
   * fetches even when they resolve to a private or loopback address; any other host must be public.
   */
  IMPORT_IMAGE_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter((host) => host !== ''),
    ),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** The PostgreSQL pool; the embedded database has one connection and no use for these. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  /** Longest a statement may run before PostgreSQL cancels it and the request answers 503. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1).max(MAX_MILLISECONDS).default(15_000),
  /** Longest a request waits for a connection, a new one or a free one of a busy pool. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(1).max(MAX_MILLISECONDS).default(5000),
  /** Off behind a transaction pooler that does not keep prepared statements (PgBouncer before 1.21). */
  DATABASE_NAMED_STATEMENTS: booleanText.default(true),
  /** Where migrations connect when DATABASE_URL is a transaction pooler (they hold a session lock). */
  DATABASE_MIGRATION_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Soko Seller Centre <no-reply@soko.local>'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  STOREFRONT_API_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  SEED_DEMO: booleanText.default(true),
  /** Every staff account must have a second factor before it can do anything; default: on in production. */
  REQUIRE_STAFF_2FA: booleanText.optional(),
  /** Vendors must have a second factor too (they are only nudged otherwise). */
  REQUIRE_VENDOR_2FA: booleanText.default(false),
  UPLOAD_DIR: z.string().optional(),
  /** With a bucket, uploads go to S3-compatible storage shared by every instance instead of UPLOAD_DIR. */
  S3_BUCKET: z.string().min(3, 'must be a bucket name').optional(),
  /** An S3-compatible server (MinIO, R2); empty for AWS itself. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('ap-southeast-2'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path rather than the host name, as MinIO and most S3-compatible servers want. */
  S3_FORCE_PATH_STYLE: booleanText.default(false),
  /** With Redis, rate limits are counted there and so hold across every instance; without it, in memory. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Prefix of every key the server writes in Redis, so that several deployments can share one. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be up to 64 letters, digits, and : . - _')
    .default('soko:'),
  /** When set, GET /metrics asks for `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * How many proxies stand in front of the server (0: none). Rate limits then take the client's
   * address that many hops back in X-Forwarded-For; trusting every hop would let a client pick it.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Client addresses the per-address rate limits leave alone (comma separated), such as a
   * monitoring host or the end-to-end suite signing in many times a minute. Per-account limits
   * still apply to them.
   */
  RATE_LIMIT_ALLOWLIST: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6()], 'must list IP addresses, separated by commas')))
    .default([]),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Apply pending migrations when the server starts; a release runs `npm run db:migrate` instead. */
  MIGRATE_ON_START: booleanText.optional(),
  /** The embedded database does not fsync: production refuses it unless this says the risk is accepted. */
  ALLOW_EMBEDDED_DB_IN_PRODUCTION: booleanText.default(false),
  /** Mean event-loop delay (ms) above which requests are refused with a 503 at once; 0 turns the check off. */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Open notification streams a session keeps on one instance; a further one closes its oldest. */
  NOTIFICATION_STREAMS_PER_SESSION: z.coerce.number().int().min(1).max(1000).default(10),
  /** Open notification streams an account keeps on one instance, all its sessions together. */
  NOTIFICATION_STREAMS_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(20),
  /** Stream openings an address may make a minute, counted with the other per-address limits. */
  NOTIFICATION_STREAM_OPENS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /** How long a stop waits for requests in flight before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1).max(MAX_MILLISECONDS).default(10_000),
  /** The hour (0-23, Sydney) from which staff get the day's digest of work waiting; `off` sends none. */
  /** 32 random bytes, base64 or hex: encrypts bank account numbers at rest (AES-256-GCM). */
  DATA_ENCRYPTION_KEY: z
    .string()
    .refine((text) => encryptionKeyBytes(text) !== null, 'must be 32 random bytes, base64 or hex encoded')
    .optional(),
  /** The marketplace's own bank account and APCA user, written into ABA payment files. */
  ABA_BSB: z
    .string()
    .regex(/^\d{3}-?\d{3}$/, 'must be a BSB, 000-000')
    .optional(),
  ABA_ACCOUNT: z
    .string()
    .regex(/^\d{1,9}$/, 'must be an account number of 1 to 9 digits')
    .optional(),
  ABA_USER_NAME: z
    .string()
    .max(26, 'must be at most 26 characters (the ABA user name field)')
    .regex(
      /^[A-Za-z0-9 &'()*+,\-./:;?@#^_]+$/,
      'must use letters, digits, spaces and simple punctuation (the BECS set)',
    )
    .optional(),
  ABA_APCA_ID: z
    .string()
    .regex(/^\d{6}$/, 'must be the 6-digit APCA user identification number')
    .optional(),
  ABA_BANK_CODE: z
    .string()
    .regex(/^[A-Z]{3}$/, "must be the bank's 3-letter code, like CBA or WBC")
    .optional(),
  /** The marketplace as its tax invoices name it. */
  MARKETPLACE_NAME: z.string().min(1).max(100).default('Soko Marketplace'),
  MARKETPLACE_ABN: z
    .string()
    .transform((abn) => abn.replace(/\s/g, ''))
    .refine(isValidAbn, 'must be a valid 11-digit ABN')
    .optional(),
  /** When true, the marketplace's fee includes GST (fee / 11) and its tax invoices say so. */
  MARKETPLACE_GST_REGISTERED: booleanText.default(true),
  /** The Australian Business Register's web services GUID; without it ABNs are recorded as not checked. */
  ABR_GUID: z.string().min(1).optional(),
  /** Where the ABR's JSON services are; tests and staging point it at a server replaying recorded answers. */
  ABR_BASE_URL: z.url().default('https://abr.business.gov.au/json/'),
  /** How long an ABN lookup may take before registration goes on without it. */
  ABR_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(3000),
  STAFF_DIGEST_HOUR: z
    .union([z.literal('off'), z.coerce.number().int().min(0).max(23)], 'must be an hour from 0 to 23, or off')
    .default(7),
  /** Days after the verification decision that identity documents are deleted (the decision and metadata stay). */
  ID_DOCUMENT_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(90),
  /** Days after delivery that a buyer's phone number and delivery address are removed from the order. */
  BUYER_CONTACT_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(730),
  /** Business days a vendor has to answer a buyer's case before it goes to staff (0: at the next check). */
  CASE_RESPONSE_BUSINESS_DAYS: z.coerce.number().int().min(0).max(30).default(2),
  /** Days of sales the service standards cover (a rolling window, by when the sales were placed). */
  STANDARDS_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(90),
  /** Business days after the sale's day by which it is to be shipped (the vendor's state's holidays). */
  DISPATCH_SLA_BUSINESS_DAYS: z.coerce.number().int().min(0).max(30).default(2),
  /** Fewer sales than this in the window: the vendor is not rated yet. */
  STANDARDS_MIN_SALES: z.coerce.number().int().min(1).max(100_000).default(10),
});

/** Every environment variable the server reads (the compose file is checked against this list). */
export const CONFIG_ENV_NAMES = Object.keys(envSchema.shape);

/** How long personal data is kept (issue 28): the retention job removes it after. */
export interface RetentionSettings {
  idDocumentDays: number;
  buyerContactDays: number;
}

/** The service standards' window and dispatch deadline (issue 44); the thresholds are a setting in the database. */
export interface StandardsConfig {
  windowDays: number;
  dispatchBusinessDays: number;
  minSales: number;
}

/** The marketplace's side of an ABA payment file. */
export interface AbaSettings {
  bsb: string;
  account: string;
  userName: string;
  apcaId: string;
  bankCode: string;
}

const ABA_ENV_NAMES = ['ABA_BSB', 'ABA_ACCOUNT', 'ABA_USER_NAME', 'ABA_APCA_ID', 'ABA_BANK_CODE'] as const;

/** Outside production, files that upload nowhere: a real bank refuses this APCA id. */
const DEV_ABA_SETTINGS: AbaSettings = {
  bsb: '062-000',
  account: '12345678',
  userName: 'SOKO MARKETPLACE',
  apcaId: '000000',
  bankCode: 'CBA',
};

/** The 32 bytes of a key written as 64 hex digits or as base64 (44 characters), or null when it is neither. */
export function encryptionKeyBytes(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return Buffer.from(trimmed, 'base64');
  return null;
}

/** What the marketplace's tax invoices say of it. */
export interface MarketplaceSettings {
  name: string;
  /** 11 digits. */
  abn: string;
  gstRegistered: boolean;
}

/** Outside production: a made-up ABN that passes the checksum and belongs to no one. */
const DEV_MARKETPLACE_ABN = '98765432122';

export interface AbrSettings {
  /** Null: no lookups, every ABN is recorded as not checked. */
  guid: string | null;
  baseUrl: string;
  timeoutMs: number;
}

/** Caps on `GET /api/notifications/stream` (issue 41). */
export interface NotificationStreamSettings {
  perSession: number;
  perAccount: number;
  opensPerMinute: number;
}

export interface Config {
  /** Hosts a product import fetches image URLs from even on private addresses (tests, an intranet CDN). */
  importImageHosts: string[];
  env: 'development' | 'production' | 'test';
  /** Whether the server applies pending migrations at start (else it refuses an unmigrated database). */
  migrateOnStart: boolean;
  shutdownTimeoutMs: number;
  /** Sydney hour from which the staff digest is sent each day; null when off. */
  staffDigestHour: number | null;
  retention: RetentionSettings;
  /** Business days a vendor has to answer a buyer's case (CASE_RESPONSE_BUSINESS_DAYS). */
  caseResponseBusinessDays: number;
  standards: StandardsConfig;
  maxEventLoopDelayMs: number;
  notificationStreams: NotificationStreamSettings;
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePool: PoolSettings;
  jwtSecret: string;
  /** The AES-256-GCM key of data encrypted at rest. */
  dataEncryptionKey: Buffer;
  marketplace: MarketplaceSettings;
  abr: AbrSettings;
  /** Null when the marketplace's bank settings are not given: no ABA files then. */
  aba: AbaSettings | null;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string;
  adminPassword: string;
  /** True when the admin password is the development default, so start-up prints it once. */
  adminPasswordIsDefault: boolean;
  storefrontApiKey: string;
  seedDemo: boolean;
  /** Staff without a second factor reach only its enrolment and sign-out. */
  requireStaffSecondFactor: boolean;
  /** Vendors without a second factor reach only its enrolment and sign-out. */
  requireVendorSecondFactor: boolean;
  uploadDir: string;
  s3: S3Settings | undefined;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  metricsToken: string | undefined;
  logLevel: string;
  /** Proxy hops to trust in X-Forwarded-For (0: none). */
  trustProxy: number;
  /** Addresses the per-address rate limits leave alone. */
  rateLimitAllowList: string[];
  webDistDir: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const DEV_ADMIN_EMAIL = 'admin@soko.local';
const DEV_ADMIN_PASSWORD = 'SokoAdmin!2026';
const DEV_STOREFRONT_API_KEY = 'dev-storefront-key-change-me';

/** npm runs workspace scripts inside the workspace; paths the user gives are relative to where they ran npm. */
function baseDir(): string {
  return process.env.INIT_CWD ?? process.cwd();
}

/**
 * Outside production a random secret is kept in the data dir so that sessions survive a restart
 * and encrypted data stays readable.
 */
function developmentSecret(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = make();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function abaSettingsOf(env: z.output<typeof envSchema>, production: boolean): AbaSettings | null {
  const given = ABA_ENV_NAMES.filter((name) => env[name] !== undefined);
  if (given.length === 0) return production ? null : DEV_ABA_SETTINGS;
  if (given.length < ABA_ENV_NAMES.length) {
    const missing = ABA_ENV_NAMES.filter((name) => env[name] === undefined);
    throw new ConfigError(missing.map((name) => `${name}: required with the other ABA_ settings`));
  }
  return {
    bsb: `${env.ABA_BSB?.replace('-', '').slice(0, 3)}-${env.ABA_BSB?.replace('-', '').slice(3)}`,
    account: env.ABA_ACCOUNT ?? '',
    userName: env.ABA_USER_NAME ?? '',
    apcaId: env.ABA_APCA_ID ?? '',
    bankCode: env.ABA_BANK_CODE ?? '',
  };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  if (production) {
    const missing = (
      [
        'JWT_SECRET',
        'DATA_ENCRYPTION_KEY',
        'MARKETPLACE_ABN',
        'ADMIN_EMAIL',
        'ADMIN_PASSWORD',
        'STOREFRONT_API_KEY',
        'APP_URL',
      ] as const
    ).filter((key) => env[key] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(missing.map((key) => `${key}: required when NODE_ENV=production`));
    }
  }
  if (production && env.DATABASE_URL === undefined && !env.ALLOW_EMBEDDED_DB_IN_PRODUCTION) {
    throw new ConfigError([
      'DATABASE_URL: required when NODE_ENV=production. The embedded database does not fsync: a power loss ' +
        'can lose acknowledged orders. Set ALLOW_EMBEDDED_DB_IN_PRODUCTION=true to run on it anyway.',
    ]);
  }
  if (
    env.S3_BUCKET !== undefined &&
    (env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)
  ) {
    throw new ConfigError([
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither to use the default AWS credentials',
    ]);
  }
  const dataDir = path.resolve(baseDir(), env.DATA_DIR);
  const aba = abaSettingsOf(env, production);
  const dataEncryptionKey = encryptionKeyBytes(
    env.DATA_ENCRYPTION_KEY ??
      developmentSecret(dataDir, 'dev-data-encryption-key', () => randomBytes(32).toString('base64')),
  );
  if (!dataEncryptionKey) throw new ConfigError([`DATA_ENCRYPTION_KEY: the key kept in ${dataDir} is not 32 bytes`]);
  return {
    env: env.NODE_ENV,
    migrateOnStart: env.MIGRATE_ON_START ?? !production,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    staffDigestHour: env.STAFF_DIGEST_HOUR === 'off' ? null : env.STAFF_DIGEST_HOUR,
    retention: { idDocumentDays: env.ID_DOCUMENT_RETENTION_DAYS, buyerContactDays: env.BUYER_CONTACT_RETENTION_DAYS },
    caseResponseBusinessDays: env.CASE_RESPONSE_BUSINESS_DAYS,
    standards: {
      windowDays: env.STANDARDS_WINDOW_DAYS,
      dispatchBusinessDays: env.DISPATCH_SLA_BUSINESS_DAYS,
      minSales: env.STANDARDS_MIN_SALES,
    },
    maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
    notificationStreams: {
      perSession: env.NOTIFICATION_STREAMS_PER_SESSION,
      perAccount: env.NOTIFICATION_STREAMS_PER_ACCOUNT,
      opensPerMinute: env.NOTIFICATION_STREAM_OPENS_PER_MINUTE,
    },
    port: env.PORT,
    host: env.HOST,
    importImageHosts: env.IMPORT_IMAGE_HOSTS,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePool: {
      max: env.DATABASE_POOL_MAX,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      namedStatements: env.DATABASE_NAMED_STATEMENTS,
      migrationUrl: env.DATABASE_MIGRATION_URL,
    },
    jwtSecret:
      env.JWT_SECRET ?? developmentSecret(dataDir, 'dev-jwt-secret', () => randomBytes(48).toString('base64url')),
    dataEncryptionKey,
    aba,
    marketplace: {
      name: env.MARKETPLACE_NAME,
      abn: env.MARKETPLACE_ABN ?? DEV_MARKETPLACE_ABN,
      gstRegistered: env.MARKETPLACE_GST_REGISTERED,
    },
    abr: { guid: env.ABR_GUID ?? null, baseUrl: env.ABR_BASE_URL, timeoutMs: env.ABR_TIMEOUT_MS },
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    adminEmail: (env.ADMIN_EMAIL ?? DEV_ADMIN_EMAIL).toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD ?? DEV_ADMIN_PASSWORD,
    adminPasswordIsDefault: env.ADMIN_PASSWORD === undefined,
    storefrontApiKey: env.STOREFRONT_API_KEY ?? DEV_STOREFRONT_API_KEY,
    seedDemo: env.SEED_DEMO,
    requireStaffSecondFactor: env.REQUIRE_STAFF_2FA ?? production,
    requireVendorSecondFactor: env.REQUIRE_VENDOR_2FA,
    uploadDir: env.UPLOAD_DIR ? path.resolve(baseDir(), env.UPLOAD_DIR) : path.join(dataDir, 'uploads'),
    s3:
      env.S3_BUCKET === undefined
        ? undefined
        : {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          },
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    metricsToken: env.METRICS_TOKEN,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    rateLimitAllowList: env.RATE_LIMIT_ALLOWLIST,
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
  };
}
