import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fixtures.ts';
import { ApiError, apiClient, send } from './api.ts';
import { getAuthToken } from './auth-token.ts';
import { setStepUpPrompt } from './step-up.ts';

const STEP_UP = { errors: [{ msg: 'Please confirm it is you to continue' }], stepUpRequired: true };

afterEach(() => localStorage.clear());

function markPaid() {
  return send(
    apiClient.PUT('/api/transfer/{id}/paid', {
      params: { path: { id: '00000000-0000-4000-8000-000000000001' } },
      body: { bankReference: 'REF-1', paidAt: '2026-11-27' },
    }),
  );
}

describe('step-up in the API client', () => {
  it('asks the user once and sends the same call again after they confirm', async () => {
    localStorage.setItem('token', 'test-token');
    let asked = 0;
    const stop = setStepUpPrompt(async () => {
      asked += 1;
      return true;
    });
    let calls = 0;
    const fetchMock = mockFetch(() => {
      calls += 1;
      return calls === 1 ? jsonResponse(STEP_UP, 401) : jsonResponse({ msg: 'ok' });
    });
    await markPaid();
    stop();
    expect(asked).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const bodies = fetchMock.mock.calls.map(([, init]) => init?.body);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(JSON.parse(String(bodies[1]))).toEqual({ bankReference: 'REF-1', paidAt: '2026-11-27' });
  });

  it('keeps the session when the user cancels, and reports the refusal', async () => {
    localStorage.setItem('token', 'test-token');
    const stop = setStepUpPrompt(async () => false);
    const fetchMock = mockFetch(() => jsonResponse(STEP_UP, 401));
    const refused = await markPaid().catch((error: unknown) => error);
    stop();
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getAuthToken()).toBe('test-token');
  });
});
