import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { jsonResponse, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';

describe('landing page', () => {
  it('tells a seller what Soko offers (spec section 1)', async () => {
    mockFetch(() => jsonResponse({}));
    renderRoutes(appRoutes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sell to over 200,000 buyers' })).toBeInTheDocument();
    for (const step of ['Register and get approved', 'List products', 'Manage orders and receive proceeds']) {
      expect(screen.getByRole('heading', { level: 3, name: step })).toBeInTheDocument();
    }
    for (const reason of [
      'Earn more',
      'Safe and secure',
      'List in minutes',
      'Full control of price, discounts and postage',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: reason })).toBeInTheDocument();
    }
    expect(
      screen.getByText(/Our staff verify every new seller after sign-up. This takes 1-2 business days/),
    ).toBeInTheDocument();
    expect(screen.getByText('An ID, such as a passport or drivers licence')).toBeInTheDocument();
    expect(screen.getByText('Proof of residence, such as a utility bill')).toBeInTheDocument();
    expect(screen.getByText(/1\.75% \+ \$0\.30 per sale/)).toBeInTheDocument();
  });

  it('links Home, Register and Login', async () => {
    mockFetch(() => jsonResponse({}));
    renderRoutes(appRoutes, '/');
    const site = await screen.findByRole('navigation', { name: 'Site' });
    expect(site).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('link', { name: 'Register' })[0]).toHaveAttribute('href', '/register');
    expect(screen.getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/login');
  });
});
