/** The PostgreSQL error code of a failed query (Drizzle wraps the driver's error as its cause). */
function postgresCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string') return code;
  return cause === undefined ? undefined : postgresCode(cause);
}

export const isUniqueViolation = (error: unknown) => postgresCode(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => postgresCode(error) === '23503';
