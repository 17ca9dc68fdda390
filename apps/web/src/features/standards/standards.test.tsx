import {
  DEFAULT_STANDARD_THRESHOLDS,
  type PublicUser,
  type StandardMetricDto,
  type StandardsDto,
  type StandardsVendorDto,
  type StandardsVendorListDto,
} from '@soko/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { jsonResponse, makeStaff, makeSuperAdmin, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';

beforeAll(async () => {
  await import('../../app/layout/app-layout.tsx');
  await import('./pages/standards-page.tsx');
  await import('./pages/standards-vendors-page.tsx');
});

const vendor = makeUser();
const SALE_ID = 'e0a80101-0000-4000-8000-000000000001';
const WINDOW = { from: '2026-09-08T02:00:00.000Z', to: '2026-12-07T02:00:00.000Z', days: 90 };

function metrics(overrides: Partial<Record<StandardMetricDto['key'], Partial<StandardMetricDto>>> = {}) {
  const base: StandardMetricDto[] = [
    { key: 'lateDispatchRate', value: 20, numerator: 2, denominator: 10, alert: 8, limit: 10, status: 'over' },
    { key: 'cancellationRate', value: 0, numerator: 0, denominator: 10, alert: 2, limit: 2.5, status: 'ok' },
    { key: 'validTrackingRate', value: 100, numerator: 6, denominator: 6, alert: 95, limit: 90, status: 'ok' },
    { key: 'caseRate', value: 4, numerator: 1, denominator: 25, alert: 3, limit: 5, status: 'alert' },
    { key: 'defectRate', value: 0, numerator: 0, denominator: 10, alert: 1, limit: 2, status: 'ok' },
    { key: 'caseResponseHours', value: null, numerator: 0, denominator: 0, alert: 24, limit: 48, status: 'ok' },
  ];
  return base.map((metric) => ({ ...metric, ...overrides[metric.key] }));
}

function standards(overrides: Partial<StandardsDto> = {}): StandardsDto {
  return {
    vendorId: vendor._id,
    rated: true,
    standing: 'over',
    minSales: 10,
    dispatchBusinessDays: 2,
    window: WINDOW,
    metrics: metrics(),
    sales: {
      items: [
        {
          saleId: SALE_ID,
          orderNumber: 100042,
          placedAt: '2026-11-10T23:00:00.000Z',
          dispatchBy: '2026-11-12T13:00:00.000Z',
          shippedAt: null,
          status: 'Not processed',
          reasons: ['not_dispatched'],
        },
      ],
      nextCursor: 'next-page',
    },
    ...overrides,
  };
}

function listed(overrides: Partial<StandardsVendorDto>): StandardsVendorDto {
  return {
    vendorId: 'a0a80101-0000-4000-8000-000000000001',
    displayName: 'Kente House',
    email: 'ama@kentehouse.com.au',
    active: true,
    rated: true,
    standing: 'over',
    sales: 10,
    metrics: metrics(),
    computedAt: '2026-12-07T01:00:00.000Z',
    ...overrides,
  };
}

type Handler = (url: string, init: RequestInit | undefined) => Response | undefined;

function server(user: PublicUser, handler: Handler) {
  localStorage.setItem('token', 'test-token');
  return mockFetch((url, init) => {
    if (url === '/api/authVendor') return jsonResponse({ user });
    if (url === '/api/message/unread-count') return jsonResponse({ unread: 0 });
    return handler(url, init) ?? jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
  });
}

describe('the vendor’s standards page', { timeout: 30_000 }, () => {
  it('shows each figure with its status and the sales that count, and pages on by cursor', async () => {
    const fetchMock = server(vendor, (url) => {
      if (url === '/api/standards') return jsonResponse(standards());
      if (url === '/api/standards?cursor=next-page')
        return jsonResponse(standards({ sales: { items: [], nextCursor: null } }));
      return undefined;
    });
    renderRoutes(appRoutes, '/standards');
    expect(await screen.findByRole('heading', { name: 'Service standards', level: 1 })).toBeInTheDocument();
    const late = await screen.findByRole('region', { name: 'Late dispatch' });
    expect(late).toHaveTextContent('20 %');
    expect(late).toHaveTextContent('Over the limit');
    expect(late).toHaveTextContent('2 of 10 sales');
    expect(late).toHaveTextContent('Alert at most 8 %, limit 10 %');
    expect(screen.getByRole('region', { name: 'Cases' })).toHaveTextContent('Alert');
    expect(screen.getByRole('region', { name: 'Valid tracking' })).toHaveTextContent('Alert at least 95 %');
    expect(screen.getByText(/Nothing happens to your store automatically/)).toBeInTheDocument();
    expect(screen.getByText(/due shipped within 2 business days after the day it was placed/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Sales that count against the standards/ });
    const row = within(table).getByRole('link', { name: '#100042' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Not shipped, past its deadline');
    expect(within(table).getByRole('link', { name: '#100042' })).toHaveAttribute('href', `/sale/${SALE_ID}`);

    await userEvent.click(screen.getByRole('button', { name: 'Next results' }));
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/standards?cursor=next-page'));
    expect(await screen.findByRole('button', { name: 'First results' })).toBeInTheDocument();
  });

  it('says a vendor with few sales is not rated yet', async () => {
    server(vendor, (url) =>
      url === '/api/standards'
        ? jsonResponse(
            standards({
              rated: false,
              standing: 'unrated',
              metrics: metrics({ lateDispatchRate: { status: 'ok' }, caseRate: { status: 'ok' } }),
              sales: { items: [], nextCursor: null },
            }),
          )
        : undefined,
    );
    renderRoutes(appRoutes, '/standards');
    expect(await screen.findByText(/Fewer than 10 sales were placed in the window/)).toBeInTheDocument();
    expect(screen.getByText('No sale counts against these standards')).toBeInTheDocument();
    expect(screen.queryByText('Over the limit')).not.toBeInTheDocument();
  });
});

describe('the staff standards list', { timeout: 30_000 }, () => {
  const list = (items: StandardsVendorDto[], nextCursor: string | null = null): StandardsVendorListDto => ({
    items,
    nextCursor,
    window: WINDOW,
  });

  it('lists vendors worst first, filters by standing, and opens a vendor', async () => {
    const support = makeStaff('support');
    const fetchMock = server(support, (url) => {
      if (url === '/api/standards/vendors')
        return jsonResponse(
          list([
            listed({}),
            listed({ vendorId: 'b0a80101-0000-4000-8000-000000000002', displayName: 'Bead Works', standing: 'ok' }),
          ]),
        );
      if (url === '/api/standards/vendors?status=over') return jsonResponse(list([listed({})]));
      return undefined;
    });
    renderRoutes(appRoutes, '/standards/vendors');
    const table = await screen.findByRole('table', { name: 'Vendors, worst standing first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Kente House');
    expect(rows[0]).toHaveTextContent('Over the limit');
    expect(rows[0]).toHaveTextContent('20 % (over)');
    expect(rows[1]).toHaveTextContent('Bead Works');
    expect(within(table).getByRole('button', { name: 'Open Kente House' })).toBeInTheDocument();
    // Support staff do not hold the thresholds.
    expect(screen.queryByRole('region', { name: 'Thresholds' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Standing', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Over the limit' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/standards/vendors?status=over'),
    );
  });

  it('lets the super admin change the thresholds', async () => {
    const fetchMock = server(makeSuperAdmin(), (url, init) => {
      if (url === '/api/standards/vendors') return jsonResponse(list([listed({})]));
      if (url === '/api/standards/settings' && init?.method === 'PUT')
        return jsonResponse(JSON.parse(String(init.body)));
      if (url === '/api/standards/settings')
        return jsonResponse({
          thresholds: DEFAULT_STANDARD_THRESHOLDS,
          windowDays: 90,
          dispatchBusinessDays: 2,
          minSales: 10,
          updatedAt: null,
        });
      return undefined;
    });
    renderRoutes(appRoutes, '/standards/vendors');
    const form = await screen.findByRole('region', { name: 'Thresholds' });
    const limit = await within(form).findByRole('textbox', { name: 'Late dispatch: limit' });
    await userEvent.clear(limit);
    await userEvent.type(limit, '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Save thresholds' }));
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(
        ([url, init]) => url === '/api/standards/settings' && init?.method === 'PUT',
      );
      expect(JSON.parse(String(put?.[1]?.body)).thresholds.lateDispatchRate).toEqual({ alert: 8, limit: 12 });
    });
  });
});
