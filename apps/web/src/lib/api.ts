import type { ApiErrorBody, ApiErrorItem } from '@soko/shared';
import createClient from 'openapi-fetch';
import type { operations, paths } from './api-schema.ts';
import { endSession, getAuthToken } from './auth-token.ts';
import { askForStepUp, SECOND_FACTOR_PAGE } from './step-up.ts';

/** What a refused token says when the server gave no reason. */
const SESSION_ENDED = 'Your session has ended. Please log in again';

/** A failed call: `status` is the HTTP status, or 0 when no response arrived (network failure). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorItem[];

  constructor(status: number, errors: ApiErrorItem[], options?: { cause?: unknown }) {
    super(errors[0]?.msg ?? (status === 0 ? 'Network error' : `Request failed with status ${status}`), options);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

function isApiErrorBody(data: unknown): data is ApiErrorBody {
  return typeof data === 'object' && data !== null && Array.isArray((data as { errors?: unknown }).errors);
}

/** The `{ errors: [{ msg }] }` items of an error body, or none. */
export function errorItems(data: unknown): ApiErrorItem[] {
  if (!isApiErrorBody(data)) return [];
  return data.errors.filter((item): item is ApiErrorItem => typeof item?.msg === 'string' && item.msg !== '');
}

/**
 * The API, typed by its OpenAPI document: each call names an operation's path and method, and its
 * parameters, body and answer are those the server declares (`lib/api-schema.ts`, written by
 * `npm run api:types`; `npm run check` fails when it is stale). Paths start with `/` and go to the
 * same origin.
 */
export const apiClient = createClient<paths>({
  baseUrl: globalThis.location?.origin ?? '',
  // Looked up at each call rather than once, so that a test can stand in for the network.
  fetch: (request) => globalThis.fetch(request),
});

/** Each call's request as sent, kept to send again after a step-up (a sent body cannot be read twice). */
const sentRequests = new WeakMap<Request, Request>();

async function responseFlag(response: Response, flag: string): Promise<boolean> {
  try {
    const body: unknown = await response.clone().json();
    return typeof body === 'object' && body !== null && (body as Record<string, unknown>)[flag] === true;
  } catch {
    return false;
  }
}

apiClient.use({
  onRequest({ request }) {
    request.headers.set('Accept', 'application/json');
    const token = getAuthToken();
    if (token) request.headers.set('x-auth-token', token);
    sentRequests.set(request, request.clone());
    return request;
  },
  async onResponse({ request, response }) {
    if (response.status === 401 && (await responseFlag(response, 'stepUpRequired'))) {
      const again = sentRequests.get(request);
      if (again && (await askForStepUp())) return globalThis.fetch(again);
      return response;
    }
    if (response.status === 403 && (await responseFlag(response, 'secondFactorEnrolmentRequired'))) {
      if (globalThis.location && globalThis.location.pathname !== SECOND_FACTOR_PAGE) {
        globalThis.location.assign(SECOND_FACTOR_PAGE);
      }
    }
    return response;
  },
});

/** The multipart body the document declares for an operation that uploads files. */
export type MultipartBody<Operation extends keyof operations> = operations[Operation] extends {
  requestBody?: { content: { 'multipart/form-data': infer Body } };
}
  ? Body
  : never;

interface CallResult<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/**
 * A call made with `apiClient`, settled: its answer and response, or an ApiError with the HTTP
 * status and the server's messages (status 0 when no response arrived). A rejected token ends the
 * session; a 401 to an anonymous call (a failed login) does not.
 */
export async function settle<Data>(call: Promise<CallResult<Data>>): Promise<{ data: Data; response: Response }> {
  const tokenSent = getAuthToken();
  let result: CallResult<Data>;
  try {
    result = await call;
  } catch (cause) {
    throw new ApiError(0, [], { cause });
  }
  const { data, error, response } = result;
  if (!response.ok) {
    const items = errorItems(error);
    // A step-up the user cancelled leaves the session as it was.
    const stepUpRefused = typeof error === 'object' && error !== null && 'stepUpRequired' in error;
    if (response.status === 401 && tokenSent && !stepUpRefused) endSession(items[0]?.msg ?? SESSION_ENDED);
    throw new ApiError(response.status, items);
  }
  // A success without a body (204) has no data; every other success has the declared answer.
  return { data: data as Data, response };
}

/** The answer of a call made with `apiClient` (see settle). */
export async function send<Data>(call: Promise<CallResult<Data>>): Promise<Data> {
  return (await settle(call)).data;
}
