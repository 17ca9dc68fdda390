/** A failed query's error and its causes: Drizzle wraps the driver's error as its cause. */
function* errorChain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current = error;
  while (typeof current === 'object' && current !== null) {
    const link = current as { code?: unknown; message?: unknown; cause?: unknown };
    yield link;
    current = link.cause;
  }
}

/** The PostgreSQL error code of a failed query. */
function postgresCode(error: unknown): string | undefined {
  for (const link of errorChain(error)) {
    if (typeof link.code === 'string') return link.code;
  }
  return undefined;
}

/** pg-pool's error when no connection came free within DATABASE_CONNECT_TIMEOUT_MS; it has no code. */
const POOL_WAIT_TIMEOUT_MESSAGE = 'timeout exceeded when trying to connect';

export const isUniqueViolation = (error: unknown) => postgresCode(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => postgresCode(error) === '23503';

/**
 * PostgreSQL gave up a transaction that waited on another in a cycle (40P01) or could not serialise
 * it (40001): run again, it goes through.
 */
export const isDeadlock = (error: unknown) => ['40P01', '40001'].includes(postgresCode(error) ?? '');

/**
 * Runs a transaction again when PostgreSQL chose it as a deadlock's victim: transactions that write
 * the kept figures in more than one statement (a payout with adjustments, a refund after payout, a
 * mark-paid) can cycle with another vendor's work on the same marketplace day. Everything `run` did
 * was rolled back, so running it again is safe.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= attempts) throw error;
    }
  }
}

/**
 * The database is overloaded rather than broken: a statement ran past DATABASE_STATEMENT_TIMEOUT_MS
 * (57014 query_canceled), every connection of the pool stayed busy too long, or a deadlock outlived
 * its retries.
 */
export const isDatabaseBusy = (error: unknown) =>
  postgresCode(error) === '57014' ||
  isDeadlock(error) ||
  [...errorChain(error)].some((link) => link.message === POOL_WAIT_TIMEOUT_MESSAGE);
