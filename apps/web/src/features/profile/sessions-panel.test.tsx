import { MESSAGES, type SessionDto } from '@soko/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { jsonResponse, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';

beforeAll(async () => {
  await import('./pages/profile-page.tsx');
  await import('../../app/layout/app-layout.tsx');
  await import('../auth/pages/login-page.tsx');
});

function makeSession(overrides: Partial<SessionDto>): SessionDto {
  return {
    _id: 's1',
    device: 'Chrome on Windows',
    ip: '10.0.0.1',
    createdAt: '2026-11-20T01:00:00.000Z',
    lastSeenAt: '2026-11-26T02:30:00.000Z',
    current: false,
    ...overrides,
  };
}

const laptop = makeSession({ _id: 's1', device: 'Chrome on Windows', current: true });
const phone = makeSession({ _id: 's2', device: 'Safari on iOS', ip: '10.0.0.2' });

/** A signed-in vendor with two devices; `answer` replies to the other calls. */
function signInWith(answer: (url: string, init: RequestInit | undefined) => Response | undefined) {
  localStorage.setItem('token', 'session-1');
  return mockFetch((url, init) => {
    if (url === '/api/authVendor') return jsonResponse({ user: makeUser() });
    return answer(url, init) ?? jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
  });
}

describe('devices on the profile', () => {
  it('lists the devices with this one marked, and ends another after a confirmation naming it', async () => {
    let ended = false;
    const fetchMock = signInWith((url, init) => {
      if (url === '/api/user/u1/sessions') return jsonResponse({ sessions: ended ? [laptop] : [laptop, phone] });
      if (url === '/api/user/u1/sessions/s2' && init?.method === 'DELETE') {
        ended = true;
        return jsonResponse({ msg: 'The device has been logged out' });
      }
      return undefined;
    });
    renderRoutes(appRoutes, '/settings/profile?tab=devices');
    const user = userEvent.setup();

    const list = await screen.findByRole('list', { name: 'Logged-in devices' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Chrome on Windows');
    expect(within(first as HTMLElement).getByText('This device')).toBeInTheDocument();
    // This device is logged out with Logout, not from here.
    expect(within(first as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Safari on iOS');
    expect(second).toHaveTextContent('Address 10.0.0.2');
    expect(second).toHaveTextContent(/Last active 26 Nov 2026, 1:30 pm AEDT/);

    await user.click(within(second as HTMLElement).getByRole('button', { name: 'End session: Safari on iOS' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the session on Safari on iOS?' });
    expect(dialog).toHaveTextContent('Safari on iOS (address 10.0.0.2) will be logged out');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));

    expect(await screen.findByText('Safari on iOS has been logged out')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });

  it('logs out of all devices after a confirmation, then shows the login page saying so', async () => {
    const fetchMock = signInWith((url, init) => {
      if (url === '/api/user/u1/sessions' && init?.method === 'DELETE') {
        return jsonResponse({ msg: 'You have been logged out of all devices' });
      }
      if (url === '/api/user/u1/sessions') return jsonResponse({ sessions: [laptop, phone] });
      return undefined;
    });
    const router = renderRoutes(appRoutes, '/settings/profile?tab=devices');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Log out of all devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out of all devices?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Log out of all devices' }));

    expect(await screen.findByText(MESSAGES.sessionSignedOutEverywhere)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
