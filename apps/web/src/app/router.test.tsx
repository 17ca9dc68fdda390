import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeSuperAdmin, makeUser, mockFetch, signIn } from '../test/fixtures.ts';
import { renderRoutes } from '../test/render.tsx';
import { appRoutes } from './router.tsx';

describe('app routes', () => {
  it('shows the landing page to a visitor who asks for the dashboard', async () => {
    mockFetch(() => jsonResponse({}));
    const router = renderRoutes(appRoutes, '/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sell to over 200,000 buyers' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('takes a signed-in user from / to the dashboard in the app layout', async () => {
    signIn(makeUser());
    const router = renderRoutes(appRoutes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Amara')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} Soko`)).toBeInTheDocument();
    expect(document.title).toBe('Dashboard | Soko Seller Centre');
  });

  it('shows "Page not found" inside the layout for a page that does not exist yet', async () => {
    signIn(makeSuperAdmin());
    renderRoutes(appRoutes, '/vendors/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByText('Super Admin')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Vendor list' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a plain "Page not found" to a visitor', async () => {
    mockFetch(() => jsonResponse({}));
    renderRoutes(appRoutes, '/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });
});

describe('app header', () => {
  it('logs out through the avatar menu', async () => {
    const fetchMock = signIn(makeUser());
    const router = renderRoutes(appRoutes, '/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('menuitem', { name: 'Edit Profile' })).toHaveAttribute('href', '/settings/profile');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sell to over 200,000 buyers' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    const logoutCall = fetchMock.mock.calls.find(([url]) => url === '/api/logout');
    expect(logoutCall?.[1]?.method).toBe('POST');
    expect(new Headers(logoutCall?.[1]?.headers).get('x-auth-token')).toBe('test-token');
  });

  it('logs out locally even when the server cannot be reached', async () => {
    localStorage.setItem('token', 'test-token');
    mockFetch((url) => {
      if (url === '/api/logout') return Promise.reject(new TypeError('Failed to fetch'));
      if (url === '/api/authVendor') return jsonResponse({ user: makeUser() });
      return jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
    });
    renderRoutes(appRoutes, '/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sell to over 200,000 buyers' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('switches between light and dark', async () => {
    signIn(makeUser());
    renderRoutes(appRoutes, '/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await userEvent.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  it('opens the phone menu with the burger', async () => {
    signIn(makeUser());
    renderRoutes(appRoutes, '/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    // jsdom matches no media query, so this is the phone layout: the menu starts closed and inert.
    const [phoneBurger] = screen.getAllByRole('button', { name: 'Toggle sidebar', hidden: true });
    const menu = screen.getByRole('navigation', { name: 'Main menu', hidden: true });
    expect(phoneBurger).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('inert');
    await userEvent.click(phoneBurger as HTMLElement);
    expect(phoneBurger).toHaveAttribute('aria-expanded', 'true');
    expect(menu).not.toHaveAttribute('inert');
  });
});
