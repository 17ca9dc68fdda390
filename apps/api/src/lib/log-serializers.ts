import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/**
 * Tokens travel in some URLs (reset and verification links) and in headers; a log line must not
 * let its reader take over an account. Email addresses in a query, and search terms (staff search
 * sales by a buyer's name or address), are personal data a log keeps for longer than anyone needs
 * them; so is any query value with an address in it, whatever its name.
 */
export function maskUrl(url: string): string {
  return url
    .replace(/(\/(?:reset|verifyEmail|verify)\/)[^/?#]+/gi, `$1${REDACTED}`)
    .replace(/([?&](?:q|search|[\w-]*(?:token|email)[\w-]*)=)[^&#]*/gi, `$1${REDACTED}`)
    .replace(/([?&][\w-]+=)[^&#]*(?:@|%40)[^&#]*/gi, `$1${REDACTED}`);
}

interface QueryFailure {
  query: string;
  params: unknown;
  cause?: unknown;
}

function isQueryFailure(error: object): error is QueryFailure {
  return 'query' in error && typeof error.query === 'string' && 'params' in error;
}

/** Stack frames only: the first line of a stack repeats the message, which may carry values. */
function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * Errors as log objects. A failed query is logged with its SQL text, the driver's error code and
 * the names of what it broke (constraint, table, column), never its parameters nor the driver's
 * message or detail, which quote values ("Key (email)=(…) already exists"): password hashes,
 * names and addresses must not reach the log.
 */
export function serializeError(error: Error): LoggedError {
  if (isQueryFailure(error)) {
    const cause = (error.cause ?? {}) as Record<string, unknown>;
    const pick = (key: string) => (typeof cause[key] === 'string' ? cause[key] : undefined);
    return {
      type: 'QueryFailed',
      message: 'A database query failed',
      query: error.query,
      code: pick('code'),
      constraint: pick('constraint'),
      table: pick('table'),
      column: pick('column'),
      routine: pick('routine'),
      stack: framesOf(error),
    };
  }
  const { code, statusCode } = error as Error & { code?: unknown; statusCode?: unknown };
  return {
    type: error.name,
    message: error.message,
    ...(code !== undefined ? { code } : {}),
    ...(statusCode !== undefined ? { statusCode } : {}),
    stack: error.stack ?? '',
    ...(error.cause instanceof Error ? { cause: serializeError(error.cause) } : {}),
  };
}

export const logSerializers = {
  err: serializeError,
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: maskUrl(request.url),
      remoteAddress: request.ip,
    };
  },
};

/** Headers that carry credentials, blanked wherever a log line would include them. */
export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-auth-token"]',
  'req.headers["x-action-token"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-auth-token"]',
  'headers["x-action-token"]',
];
