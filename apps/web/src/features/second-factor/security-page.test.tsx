import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { jsonResponse, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';

beforeAll(async () => {
  await import('./pages/security-page.tsx');
  await import('../../app/layout/app-layout.tsx');
});

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTPAUTH = `otpauth://totp/Soko:amara%40example.com?secret=${SECRET}&issuer=Soko`;

describe('Settings > Security on a phone', () => {
  it('shows the key in groups with a copy button, and a link that opens the authenticator app', async () => {
    localStorage.setItem('token', 'test-token');
    mockFetch((url, init) => {
      if (url === '/api/authVendor') return jsonResponse({ user: makeUser() });
      if (url === '/api/user/u1/2fa/totp' && init?.method === 'POST') {
        return jsonResponse({ secret: SECRET, otpauthUrl: OTPAUTH });
      }
      if (url === '/api/user/u1/2fa') {
        return jsonResponse({ methods: [], recoveryCodesLeft: 0, required: false, passkeys: [] });
      }
      return jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/settings/security');
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in an authenticator app on this device' })).toHaveAttribute(
      'href',
      OTPAUTH,
    );
  });
});
