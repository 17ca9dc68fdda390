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
 * The database is overloaded rather than broken: a statement ran past DATABASE_STATEMENT_TIMEOUT_MS
 * (57014 query_canceled), or every connection of the pool stayed busy too long.
 */
export const isDatabaseBusy = (error: unknown) =>
  postgresCode(error) === '57014' || [...errorChain(error)].some((link) => link.message === POOL_WAIT_TIMEOUT_MESSAGE);
