import { ABR_TEXT } from '@soko/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { fill } from '../../test/fill.ts';
import { jsonResponse, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';

beforeAll(async () => {
  await import('./pages/profile-page.tsx');
  await import('../../app/layout/app-layout.tsx');
});

/** A signed-in vendor; `answer` replies to the calls the page makes. */
function signInWith(answer: (url: string, init: RequestInit | undefined) => Response | undefined) {
  localStorage.setItem('token', 'session-1');
  return mockFetch((url, init) => {
    if (url === '/api/authVendor') return jsonResponse({ user: makeUser() });
    return answer(url, init) ?? jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
  });
}

describe("the vendor's GST registration", () => {
  it('asks from when once the vendor says they are registered, then saves both', async () => {
    const saved = makeUser({ gstRegistered: true, gstRegisteredFrom: '2019-07-01' });
    const fetchMock = signInWith((url) =>
      url === '/api/user/u1' ? jsonResponse({ user: saved, msg: 'Profile updated' }) : undefined,
    );
    renderRoutes(appRoutes, '/settings/profile?tab=edit');
    const user = userEvent.setup();
    await screen.findByRole('tabpanel', { name: 'Edit Details' });
    expect(screen.queryByLabelText(/^Registered for GST from/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'I am registered for GST' }));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(ABR_TEXT.gstFromRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/u1')).toBe(false);

    await fill(user, screen.getByLabelText(/^Registered for GST from/), '1/7/2019');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user/u1');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ gstRegistered: true, gstRegisteredFrom: '2019-07-01' });
    const profile = await screen.findByRole('tabpanel', { name: 'Profile' });
    expect(within(profile).getByText('Registered from 01/07/2019')).toBeInTheDocument();
  });

  it('refuses a day before GST began', async () => {
    const fetchMock = signInWith(() => undefined);
    renderRoutes(appRoutes, '/settings/profile?tab=edit');
    const user = userEvent.setup();
    await screen.findByRole('tabpanel', { name: 'Edit Details' });
    await user.click(screen.getByRole('checkbox', { name: 'I am registered for GST' }));
    await fill(user, screen.getByLabelText(/^Registered for GST from/), '30/6/2000');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(ABR_TEXT.gstFromTooEarly)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/u1')).toBe(false);
  });

  it('sends no start date once the vendor says they are no longer registered', async () => {
    localStorage.setItem('token', 'session-1');
    const registered = makeUser({ gstRegistered: true, gstRegisteredFrom: '2019-07-01' });
    const fetchMock = mockFetch((url) => {
      if (url === '/api/authVendor') return jsonResponse({ user: registered });
      if (url === '/api/user/u1') return jsonResponse({ user: makeUser(), msg: 'Profile updated' });
      return jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
    });
    renderRoutes(appRoutes, '/settings/profile?tab=edit');
    const user = userEvent.setup();
    await screen.findByRole('tabpanel', { name: 'Edit Details' });
    expect(screen.getByLabelText(/^Registered for GST from/)).toHaveValue('01/07/2019');

    await user.click(screen.getByRole('checkbox', { name: 'I am registered for GST' }));
    expect(screen.queryByLabelText(/^Registered for GST from/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user/u1');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ gstRegistered: false, gstRegisteredFrom: null });
  });
});
