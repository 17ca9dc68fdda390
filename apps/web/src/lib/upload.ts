import { ApiError, errorItems } from './api.ts';
import { clearAuthToken, getAuthToken } from './auth-token.ts';

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Sends a multipart form with XMLHttpRequest, because fetch reports no upload progress.
 * `onProgress` gets the share of the body sent so far (0 to 1). Errors are ApiErrors, as from lib/api.ts.
 * `headers` adds headers such as the onboarding action token.
 */
export function sendMultipart<T>(
  method: 'POST' | 'PUT',
  path: string,
  body: FormData,
  onProgress: (fraction: number) => void,
  headers: Record<string, string> = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.setRequestHeader('Accept', 'application/json');
    const token = getAuthToken();
    if (token) request.setRequestHeader('x-auth-token', token);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const data = parseBody(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        resolve(data as T);
        return;
      }
      if (request.status === 401 && token) clearAuthToken();
      reject(new ApiError(request.status, errorItems(data)));
    });
    request.addEventListener('error', () => reject(new ApiError(0, [])));
    request.addEventListener('abort', () => reject(new ApiError(0, [])));
    request.send(body);
  });
}
