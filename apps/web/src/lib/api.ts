import type { ApiErrorBody, ApiErrorItem } from '@soko/shared';
import { clearAuthToken, getAuthToken } from './auth-token.ts';

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

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, except FormData, which is sent as multipart as it is. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function isApiErrorBody(data: unknown): data is ApiErrorBody {
  return typeof data === 'object' && data !== null && Array.isArray((data as { errors?: unknown }).errors);
}

/** The `{ errors: [{ msg }] }` items of an error body, or none. */
export function errorItems(data: unknown): ApiErrorItem[] {
  if (!isApiErrorBody(data)) return [];
  return data.errors.filter((item): item is ApiErrorItem => typeof item?.msg === 'string' && item.msg !== '');
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  if (!response.headers.get('content-type')?.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Calls the API on the same origin. `path` starts with `/` (e.g. `/api/authVendor`).
 * Resolves with the parsed body; rejects with an ApiError for a non-2xx status or a network failure.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getAuthToken();
  if (token) headers['x-auth-token'] = token;

  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    requestBody = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    requestBody = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: requestBody, signal });
  } catch (cause) {
    throw new ApiError(0, [], { cause });
  }

  const data = await readBody(response);
  if (!response.ok) {
    // Only a rejected token ends the session; a 401 to an anonymous call (a failed login) does not.
    if (response.status === 401 && token) clearAuthToken();
    throw new ApiError(response.status, errorItems(data));
  }
  return data as T;
}

type CallOptions = Omit<ApiRequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: CallOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: CallOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: CallOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: CallOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: CallOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
