import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fixtures.ts';
import { ApiError, api } from './api.ts';
import { setAuthToken } from './auth-token.ts';
import { queryClient } from './query-client.ts';

describe('api client', () => {
  it('sends JSON with the stored token and returns the parsed body', async () => {
    setAuthToken('abc');
    const fetchMock = mockFetch(() => jsonResponse({ ok: true }));
    await expect(api.post('/api/store', { bio: 'Handmade baskets' })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/store');
    expect(init?.method).toBe('POST');
    expect(headers.get('x-auth-token')).toBe('abc');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init?.body).toBe('{"bio":"Handmade baskets"}');
  });

  it('sends no token header when signed out', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    await api.get('/api/category');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('x-auth-token')).toBe(false);
  });

  it('sends FormData as it is, leaving the multipart boundary to the browser', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    const form = new FormData();
    form.append('subject', 'Hello');
    await api.post('/api/message', form);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('content-type')).toBe(false);
  });

  it('throws an ApiError with the status and the server messages', async () => {
    mockFetch(() => jsonResponse({ errors: [{ msg: 'Name is required', param: 'name' }] }, 400));
    const error = await api.post('/api/category', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      errors: [{ msg: 'Name is required', param: 'name' }],
      message: 'Name is required',
    });
  });

  it('throws an ApiError without messages for a body that is not the error shape', async () => {
    mockFetch(
      () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    await expect(api.get('/api/sale')).rejects.toMatchObject({ status: 502, errors: [] });
  });

  it('throws an ApiError with status 0 when the network fails', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/api/sale')).rejects.toMatchObject({ status: 0, errors: [] });
  });

  it('clears the token and the cached data on a 401', async () => {
    setAuthToken('expired');
    queryClient.setQueryData(['session', 'expired'], { firstName: 'Amara' });
    mockFetch(() => jsonResponse({ errors: [{ msg: 'Token is not valid' }] }, 401));
    await expect(api.get('/api/sale')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(queryClient.getQueryData(['session', 'expired'])).toBeUndefined();
  });

  it('keeps the session on other errors', async () => {
    setAuthToken('good');
    mockFetch(() => jsonResponse({ errors: [{ msg: 'Forbidden' }] }, 403));
    await expect(api.get('/api/vendor')).rejects.toMatchObject({ status: 403 });
    expect(localStorage.getItem('token')).toBe('good');
  });

  it('resolves with undefined for an empty success body', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(api.delete('/api/message/1')).resolves.toBeUndefined();
  });
});
