import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeSuperAdmin, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { Sidebar } from './sidebar.tsx';

function renderSidebar(user = makeUser(), path = '/dashboard') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Sidebar user={user} />
    </MemoryRouter>,
  );
}

const activeVendor = { _id: 'v9', displayName: 'Kente Corner', address: { c_address: '', postcode: '', suburb: '' } };

describe('Sidebar for a super admin', { timeout: 30_000 }, () => {
  it('shows the name, "Super Admin" and the active vendor', () => {
    renderSidebar(makeSuperAdmin({ activeVendor }));
    expect(screen.getByText('Kofi Mensah')).toBeInTheDocument();
    expect(screen.getByText('Super Admin')).toBeInTheDocument();
    expect(screen.getByText('Active vendor: Kente Corner')).toBeInTheDocument();
  });

  it('says when no vendor is active', () => {
    renderSidebar(makeSuperAdmin());
    expect(screen.getByText('No active vendor')).toBeInTheDocument();
  });

  it('shows the admin menu', async () => {
    renderSidebar(makeSuperAdmin());
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/order');
    expect(screen.getByRole('link', { name: /^Returns/ })).toHaveAttribute('href', '/returns');
    for (const group of ['Products', 'Categories', 'Transactions', 'Users', 'Vendors', 'Messages']) {
      expect(screen.getByRole('button', { name: group })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Vendors' }));
    expect(screen.getByRole('link', { name: 'Vendor list' })).toHaveAttribute('href', '/vendors');
    expect(screen.getByRole('link', { name: 'Create vendor' })).toHaveAttribute('href', '/vendors/create-vendors');
    expect(screen.getByRole('link', { name: 'Active vendor' })).toHaveAttribute('href', '/vendors/active-vendor');
    expect(screen.queryByRole('link', { name: 'Sales transactions' })).not.toBeInTheDocument();
  });
});

describe('Sidebar work counts for staff', { timeout: 30_000 }, () => {
  it('counts products and changes waiting, each linking to its filtered list', async () => {
    mockFetch((url) =>
      url === '/api/dashboard/work'
        ? jsonResponse({
            documentsWaiting: 0,
            productsWaiting: 1,
            revisionsWaiting: 2,
            overdueSales: { count: 0, placedUpTo: '2025-03-02' },
            vendorsOwed: { vendors: 0, net: 0 },
            returnsWaiting: 0,
            vendorsOverLimit: 0,
          })
        : jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404),
    );
    renderSidebar(makeSuperAdmin());
    await userEvent.click(await screen.findByRole('button', { name: 'Products (3 waiting)' }));
    expect(screen.getByRole('link', { name: 'Waiting for approval (1 waiting)' })).toHaveAttribute(
      'href',
      '/product?approval=pending',
    );
    expect(screen.getByRole('link', { name: 'Changes waiting (2 waiting)' })).toHaveAttribute(
      'href',
      '/product?approval=revision',
    );
  });
});

describe('Sidebar for a vendor', { timeout: 30_000 }, () => {
  it('shows "Vendor" and no active vendor line', () => {
    renderSidebar(makeUser());
    expect(screen.getByText('Amara Okafor')).toBeInTheDocument();
    expect(screen.getByText('Vendor')).toBeInTheDocument();
    expect(screen.queryByText(/active vendor/i)).not.toBeInTheDocument();
  });

  it('shows the vendor menu and none of the admin entries', async () => {
    renderSidebar(makeUser());
    const links = {
      Dashboard: '/dashboard',
      Sales: '/sale',
      Returns: '/returns',
      Cases: '/cases',
      'Sales transactions': '/sales/transactions',
      Transactions: '/transactions',
      Profile: '/settings/profile',
      Store: '/store/me',
    };
    for (const [name, href] of Object.entries(links)) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Products' }));
    expect(screen.getByRole('link', { name: 'Product List' })).toHaveAttribute('href', '/product');
    expect(screen.getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/product/add-product');
    await userEvent.click(screen.getByRole('button', { name: 'Messages' }));
    expect(screen.getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/messages/inbox');
    expect(screen.getByRole('link', { name: 'Sent' })).toHaveAttribute('href', '/messages/sent');
    expect(screen.getByRole('link', { name: 'Trash' })).toHaveAttribute('href', '/messages/trash');
    for (const adminEntry of ['Orders', 'Categories', 'Users', 'Vendors']) {
      expect(screen.queryByRole('link', { name: adminEntry })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: adminEntry })).not.toBeInTheDocument();
    }
  });

  it('marks the current page and opens its group', () => {
    renderSidebar(makeUser(), '/product/edit/42');
    const productsGroup = screen.getByRole('button', { name: 'Products' });
    expect(productsGroup).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Product List' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Add Product' })).not.toHaveAttribute('aria-current');
    const current = within(document.body)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
  });
});
