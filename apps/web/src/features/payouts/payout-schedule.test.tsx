import type { MarketplaceScheduleResponse } from '@soko/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { jsonResponse, makeStaff, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';

const weekly: MarketplaceScheduleResponse = {
  schedule: {
    interval: 'weekly',
    weekday: 1,
    dayOfMonth: null,
    minimum: 50,
    holdDays: 2,
    nextDate: '2026-12-14',
    updatedAt: '2026-12-01T00:00:00.000Z',
  },
};

function server(user = makeStaff('finance')) {
  localStorage.setItem('token', 'test-token');
  return mockFetch((url, init) => {
    if (url === '/api/authVendor') return jsonResponse({ user });
    if (url === '/api/payout-schedule' && init?.method === 'PUT') {
      return jsonResponse({ ...weekly, msg: 'Payout schedule saved' });
    }
    if (url === '/api/payout-schedule') return jsonResponse(weekly);
    return jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
  });
}

beforeAll(async () => {
  await import('../../app/layout/app-layout.tsx');
  await import('./pages/payout-schedule-page.tsx');
});

describe('Transactions > Payout schedule', () => {
  it('shows the marketplace’s schedule and lets finance change it', async () => {
    const fetchMock = server();
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/payout-schedule');
    const section = await screen.findByRole('region', { name: "The marketplace's schedule" });
    expect(
      await within(section).findByText('Now: Weekly on Monday, from $50.00, 2 days after delivery; next 14/12/2026.'),
    ).toBeInTheDocument();
    const minimum = within(section).getByRole('textbox', { name: /Minimum payout/ });
    await user.clear(minimum);
    await user.type(minimum, '75');
    await user.click(within(section).getByRole('button', { name: 'Save the schedule' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/payout-schedule' && init?.method === 'PUT')).toBe(
        true,
      ),
    );
    const put = fetchMock.mock.calls.find(([url, init]) => url === '/api/payout-schedule' && init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      interval: 'weekly',
      weekday: '1',
      dayOfMonth: null,
      minimum: '75',
      holdDays: '2',
    });
  });

  it('shows support the schedule without a way to change it', async () => {
    server(makeStaff('support'));
    renderRoutes(appRoutes, '/payout-schedule');
    const section = await screen.findByRole('region', { name: "The marketplace's schedule" });
    await within(section).findByText(/Now: Weekly on Monday/);
    expect(within(section).queryByRole('button', { name: 'Save the schedule' })).not.toBeInTheDocument();
  });
});
