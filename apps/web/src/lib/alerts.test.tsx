import { notifications } from '@mantine/notifications';
import { ALERT_MS } from '@soko/shared';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fixtures.ts';
import { renderWithProviders } from '../test/render.tsx';
import { alertApiError, alertDanger, alertSuccess, alertWarning } from './alerts.ts';
import { ApiError, apiClient, send } from './api.ts';

function renderAlerts() {
  renderWithProviders(null);
  return vi.spyOn(notifications, 'show');
}

describe('alertApiError', () => {
  it('shows each server message as a red alert for 10 s', async () => {
    const show = renderAlerts();
    act(() =>
      alertApiError(new ApiError(400, [{ msg: 'Email is required', param: 'email' }, { msg: 'Password is required' }])),
    );
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(show).toHaveBeenCalledTimes(2);
    for (const call of show.mock.calls) {
      expect(call[0]).toMatchObject({ color: 'red', autoClose: ALERT_MS.normal });
    }
  });

  it('shows a yellow "Server Error" for 10 s when the response had no messages', async () => {
    const show = renderAlerts();
    act(() => alertApiError(new ApiError(500, [])));
    expect(await screen.findByText('Server Error')).toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'yellow', message: 'Server Error', autoClose: ALERT_MS.normal }),
    );
  });

  it('shows "Server Error" when the server could not be reached', async () => {
    renderAlerts();
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await send(apiClient.GET('/api/authVendor')).catch((caught: unknown) => caught);
    act(() => alertApiError(error));
    expect(await screen.findByText('Server Error')).toBeInTheDocument();
  });

  it('shows "Server Error" for an error that is not from the API', async () => {
    renderAlerts();
    act(() => alertApiError(new Error('boom')));
    expect(await screen.findByText('Server Error')).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });
});

describe('alert helpers', () => {
  it('use red, yellow and green with the given durations', async () => {
    const show = renderAlerts();
    act(() => {
      alertDanger('Could not save');
      alertWarning('Store error!!!', ALERT_MS.sticky);
      alertSuccess('Product Added', 'Check the table to preview and modify the product', ALERT_MS.long);
    });
    expect(await screen.findByText('Could not save')).toBeInTheDocument();
    expect(screen.getByText('Store error!!!')).toBeInTheDocument();
    expect(screen.getByText('Product Added')).toBeInTheDocument();
    expect(screen.getByText('Check the table to preview and modify the product')).toBeInTheDocument();
    expect(show.mock.calls.map(([data]) => [data.color, data.autoClose])).toEqual([
      ['red', ALERT_MS.normal],
      ['yellow', ALERT_MS.sticky],
      ['green', ALERT_MS.long],
    ]);
  });

  it('close on their own after their duration', async () => {
    vi.useFakeTimers();
    try {
      renderAlerts();
      act(() => alertDanger('Short lived', ALERT_MS.short));
      expect(screen.getByText('Short lived')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(ALERT_MS.short + 500));
      expect(screen.queryByText('Short lived')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
