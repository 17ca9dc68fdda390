import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fixtures.ts';
import { ApiError, apiClient, send } from './api.ts';
import { sessionEndNotice, setAuthToken } from './auth-token.ts';
import { queryClient } from './query-client.ts';

describe('api client', () => {
  it('sends JSON with the stored token to the path the document names, and returns the parsed body', async () => {
    setAuthToken('abc');
    const store = { _id: 's1', name: 'Kente House', bio: 'Handmade baskets' };
    const fetchMock = mockFetch(() => jsonResponse({ store, msg: 'Store updated' }));
    await expect(send(apiClient.POST('/api/store/me', { body: { bio: 'Handmade baskets' } }))).resolves.toEqual({
      store,
      msg: 'Store updated',
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/store/me');
    expect(init?.method).toBe('POST');
    expect(headers.get('x-auth-token')).toBe('abc');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init?.body).toBe('{"bio":"Handmade baskets"}');
  });

  it('fills the path ids and writes the query, leaving out what is not set', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ items: [], total: 0, page: 2, limit: 10 }));
    await send(
      apiClient.GET('/api/user/{adminId}/vendor_all', {
        params: { path: { adminId: 'a1' }, query: { page: 2, q: 'kente house', sort: 'name', limit: undefined } },
      }),
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/a1/vendor_all?page=2&q=kente%20house&sort=name');
  });

  it('sends no token header when signed out', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ items: [], total: 0, page: 1, limit: 20 }));
    await send(apiClient.GET('/api/category'));
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('x-auth-token')).toBe(false);
  });

  it('throws an ApiError with the status and the server messages', async () => {
    mockFetch(() => jsonResponse({ errors: [{ msg: 'Title is required', param: 'title' }] }, 400));
    const error = await send(
      apiClient.POST('/api/category/create/{userId}', {
        params: { path: { userId: 'a1' } },
        body: { title: '', description: '', image: '' },
      }),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      errors: [{ msg: 'Title is required', param: 'title' }],
      message: 'Title is required',
    });
  });

  it('throws an ApiError without messages for a body that is not the error shape', async () => {
    mockFetch(
      () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    await expect(send(apiClient.GET('/api/dashboard'))).rejects.toMatchObject({ status: 502, errors: [] });
  });

  it('throws an ApiError with status 0 when the network fails', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(send(apiClient.GET('/api/dashboard'))).rejects.toMatchObject({ status: 0, errors: [] });
  });

  it('clears the token and the cached data on a 401', async () => {
    setAuthToken('expired');
    queryClient.setQueryData(['session', 'expired'], { firstName: 'Amara' });
    mockFetch(() => jsonResponse({ errors: [{ msg: 'Token is not valid' }] }, 401));
    await expect(send(apiClient.GET('/api/dashboard'))).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(queryClient.getQueryData(['session', 'expired'])).toBeUndefined();
    // The login page will say why.
    expect(sessionEndNotice()).toBe('Token is not valid');
  });

  it('keeps the session on a 401 to a call made signed out, and on other errors', async () => {
    mockFetch(() => jsonResponse({ errors: [{ msg: 'Invalid email or password' }] }, 401));
    await expect(
      send(apiClient.POST('/api/loginVendor', { body: { email: 'a@example.com', password: 'x' } })),
    ).rejects.toMatchObject({ status: 401 });
    setAuthToken('good');
    mockFetch(() => jsonResponse({ errors: [{ msg: 'Forbidden' }] }, 403));
    await expect(send(apiClient.GET('/api/sale/list'))).rejects.toMatchObject({ status: 403 });
    expect(localStorage.getItem('token')).toBe('good');
  });
});
