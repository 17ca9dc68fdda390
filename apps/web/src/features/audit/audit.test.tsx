import type { AuditEntryDto, AuditFacets, Paginated } from '@soko/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { jsonResponse, makeSuperAdmin, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { type ExportProgress, exportAudit } from './api.ts';

beforeAll(async () => {
  await import('./pages/audit-log-page.tsx');
  await import('../../app/layout/app-layout.tsx');
});

const entry: AuditEntryDto = {
  _id: 'e1',
  actor: { _id: 'a1', name: 'Kofi Mensah', email: 'kofi@soko.example' },
  people: [],
  things: [],
  action: 'vendor.deactivate',
  entityType: 'user',
  entityId: 'v1',
  entityName: 'removed user',
  before: { active: true },
  after: { active: false },
  summary: 'Vendor deactivate: removed user.',
  changes: [{ field: 'active', label: 'Active', before: 'yes', after: 'no' }],
  createdAt: '2026-03-02T10:00:00.000Z',
};

const facets: AuditFacets = {
  actions: ['identity.approve', 'vendor.deactivate'],
  actors: [{ _id: 'a1', name: 'Kofi Mensah', email: 'kofi@soko.example' }],
};

function signInAsAdmin(list: (url: string) => Paginated<AuditEntryDto>) {
  localStorage.setItem('token', 'admin-token');
  return mockFetch((url) => {
    if (url === '/api/authVendor') return jsonResponse({ user: makeSuperAdmin() });
    if (url === '/api/audit/facets') return jsonResponse(facets);
    if (url.startsWith('/api/audit?')) return jsonResponse(list(url));
    return jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
  });
}

const searchOf = (url: string) => new URL(url, 'http://x').searchParams;
const listUrls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/audit?'));

describe('audit log', () => {
  it('shows who did what, when, with the values before and after as the server words them, never an id', async () => {
    signInAsAdmin(() => ({ items: [entry], total: 1, page: 1, limit: 25 }));
    renderRoutes(appRoutes, '/audit');
    const row = (await screen.findByText('vendor.deactivate', { selector: 'td *' })).closest('tr') as HTMLElement;
    const [whenCell, whoCell, actionCell] = within(row).getAllByRole('cell') as HTMLElement[];
    expect(within(whoCell as HTMLElement).getByText('Kofi Mensah')).toHaveAttribute('title', 'kofi@soko.example');
    // A phone hides the When and Who columns and shows both above the action.
    expect(within(actionCell as HTMLElement).getByText('Kofi Mensah')).toHaveAttribute('title', 'kofi@soko.example');
    expect(whenCell?.textContent).toMatch(/\d:\d{2}:\d{2}/);
    expect(actionCell).toHaveTextContent(whenCell?.textContent ?? 'the time');
    expect(within(row).getByText('removed user')).toBeInTheDocument();
    expect(within(row).queryByText('v1')).not.toBeInTheDocument();
    expect(within(row).getByText('Vendor deactivate: removed user.')).toBeInTheDocument();
    // The change as field: before -> after, on one line.
    expect(within(row).getByText('Active:').closest('p')).toHaveTextContent('Active: yes -> no');
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
    // The table scrolls sideways on a phone: its scrolling area takes keyboard focus, named.
    const scroller = screen.getByRole('region', { name: 'Audit log entries' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(scroller).toContainElement(row);
  });

  it('links the object by its name and summarises a long list of sales, by number, behind a toggle', async () => {
    const saleIds = Array.from({ length: 52 }, (_, n) => `s${n + 1}`);
    const payoutEntry: AuditEntryDto = {
      ...entry,
      _id: 'e2',
      action: 'payout.create',
      entityType: 'payout',
      entityId: 'p1',
      entityName: 'Payout #1001',
      things: [
        { _id: 'p1', kind: 'payout', name: 'Payout #1001' },
        ...saleIds.map((id, n) => ({ _id: id, kind: 'sale' as const, name: `Sale #${100_001 + n}` })),
      ],
      before: null,
      after: { saleIds, netCents: 123_450 },
      summary: 'Payout create: Payout #1001.',
      changes: [
        {
          field: 'saleIds',
          label: 'Sales',
          before: null,
          after: saleIds.map((_, n) => `Sale #${100_001 + n}`).join(', '),
        },
        { field: 'netCents', label: 'Net', before: null, after: '$1,234.50' },
      ],
    };
    signInAsAdmin(() => ({ items: [payoutEntry], total: 1, page: 1, limit: 25 }));
    renderRoutes(appRoutes, '/audit');
    const row = (await screen.findByText('payout.create', { selector: 'td *' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Payout #1001' })).toHaveAttribute('href', '/transaction/p1');
    const summary = within(row).getByText('52 sales');
    expect(summary.tagName).toBe('SUMMARY');
    // The whole list is behind the toggle, closed until asked for.
    expect(
      within(row)
        .getByText(/^Sale #100001, Sale #100002, Sale #100003, .*, Sale #100052$/)
        .closest('details'),
    ).toBe(summary.closest('details'));
    expect(summary.closest('details')).not.toHaveAttribute('open');
    expect(within(row).getByText('Net:').closest('p')).toHaveTextContent('Net: $1,234.50');
  });

  it('links the actor and a vendor acted on to their list rows, and names the people of a change', async () => {
    const amara = { _id: 'v1', name: 'Amara Crafts', email: 'amara@example.com', vendor: true };
    const kofi = { _id: 'a1', name: 'Kofi Mensah', email: 'kofi@soko.example', vendor: false };
    const paidEntry: AuditEntryDto = {
      ...entry,
      _id: 'e3',
      action: 'payout.paid',
      entityType: 'payout',
      entityId: 'p1',
      entityName: 'Payout #1001',
      people: [kofi, amara],
      before: { paidAt: null },
      after: { paidAt: '2026-03-02', markedPaidBy: 'a1', vendorId: 'v1' },
      summary: 'Payout paid: Payout #1001.',
      changes: [
        { field: 'paidAt', label: 'Paid at', before: 'none', after: '2 Mar 2026' },
        { field: 'markedPaidBy', label: 'Marked paid by', before: null, after: 'Kofi Mensah (kofi@soko.example)' },
        { field: 'vendorId', label: 'Vendor', before: null, after: 'Amara Crafts (amara@example.com)' },
      ],
    };
    signInAsAdmin(() => ({
      items: [{ ...entry, people: [amara], entityName: 'Amara Crafts (amara@example.com)' }, paidEntry],
      total: 2,
      page: 1,
      limit: 25,
    }));
    renderRoutes(appRoutes, '/audit');
    const deactivated = (await screen.findByText('vendor.deactivate', { selector: 'td *' })).closest(
      'tr',
    ) as HTMLElement;
    for (const link of within(deactivated).getAllByRole('link', { name: 'Kofi Mensah' }))
      expect(link).toHaveAttribute('href', '/users?q=kofi%40soko.example');
    expect(within(deactivated).getByRole('link', { name: 'Amara Crafts' })).toHaveAttribute(
      'href',
      '/vendors?q=amara%40example.com',
    );
    expect(within(deactivated).queryByText('v1')).not.toBeInTheDocument();

    const paid = screen.getByText('payout.paid', { selector: 'td *' }).closest('tr') as HTMLElement;
    expect(within(paid).getByText('Marked paid by:').closest('p')).toHaveTextContent(
      'Marked paid by: Kofi Mensah (kofi@soko.example)',
    );
    expect(within(paid).getByText('Vendor:').closest('p')).toHaveTextContent(
      'Vendor: Amara Crafts (amara@example.com)',
    );
    expect(within(paid).getByText('Paid at:').closest('p')).toHaveTextContent('Paid at: none -> 2 Mar 2026');
  });

  it('filters by actor, action and dates on the server', async () => {
    const fetchMock = signInAsAdmin(() => ({ items: [entry], total: 1, page: 1, limit: 25 }));
    const router = renderRoutes(appRoutes, '/audit');
    await screen.findByText('vendor.deactivate', { selector: 'td *' });
    const user = userEvent.setup();

    await user.click(screen.getByLabelText('Who', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Kofi Mensah (kofi@soko.example)' }));
    await user.click(screen.getByLabelText('Action', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'identity.approve' }));
    await user.type(screen.getByLabelText('From'), '01/03/2026');
    await user.type(screen.getByLabelText('To'), '31/03/2026');

    await waitFor(() =>
      expect(router.state.location.search).toBe('?actor=a1&action=identity.approve&from=2026-03-01&to=2026-03-31'),
    );
    await waitFor(() =>
      expect(searchOf(listUrls(fetchMock).at(-1) ?? '').toString()).toBe(
        'actor=a1&action=identity.approve&from=2026-03-01&to=2026-03-31&page=1&limit=25',
      ),
    );
  });

  it('says when nothing matches the filters', async () => {
    signInAsAdmin(() => ({ items: [], total: 0, page: 1, limit: 25 }));
    renderRoutes(appRoutes, '/audit?action=payout.create');
    expect(await screen.findByText('No entries match these filters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});

/** jsdom's Blob has no text(); FileReader reads it. */
function textOf(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('no file was saved'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('audit log past its numbered pages', () => {
  it('goes on from the last numbered page with Next results, sending the cursor instead of the page', async () => {
    const user = userEvent.setup();
    const fetchMock = signInAsAdmin(() => ({
      items: [entry],
      total: 10_000,
      totalCapped: true,
      page: 400,
      limit: 25,
      nextCursor: 'c-10001',
    }));
    const router = renderRoutes(appRoutes, '/audit?action=vendor.deactivate&page=400');
    expect(await screen.findByRole('table', { name: '10,000+ entries' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next results' }));
    await waitFor(() => expect(searchOf(listUrls(fetchMock).at(-1) ?? '').get('cursor')).toBe('c-10001'));
    expect(searchOf(listUrls(fetchMock).at(-1) ?? '').get('page')).toBeNull();
    expect(searchOf(listUrls(fetchMock).at(-1) ?? '').get('action')).toBe('vendor.deactivate');
    expect(router.state.location.search).toBe('?action=vendor.deactivate&after=c-10001');
  });
});

describe('audit export', () => {
  it('reports entries received against the announced count and saves the file', async () => {
    localStorage.setItem('token', 'admin-token');
    const encoder = new TextEncoder();
    const chunks = ['created_at,action\n"2026-03-02","a"\n', '"2026-03-01","b"\n"2026-02-28","c"\n'];
    const fetchMock = mockFetch(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
              controller.close();
            },
          }),
          {
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': 'attachment; filename="audit-2026-03-02.csv"',
              'x-total-count': '3',
            },
          },
        ),
    );
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:audit');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('audit-2026-03-02.csv');
    });
    const progress: ExportProgress[] = [];

    await exportAudit({ actor: '', action: 'vendor.deactivate', from: '2026-03-01', to: '' }, (value) =>
      progress.push(value),
    );

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/audit/export?action=vendor.deactivate&from=2026-03-01');
    expect(new Headers(init?.headers).get('x-auth-token')).toBe('admin-token');
    expect(progress).toEqual([
      { rows: 0, total: 3 },
      { rows: 1, total: 3 },
      { rows: 3, total: 3 },
    ]);
    expect(click).toHaveBeenCalledTimes(1);
    expect(await textOf(createObjectURL.mock.calls[0]?.[0] as Blob | undefined)).toBe(chunks.join(''));
  });

  it('fails with the server’s message', async () => {
    localStorage.setItem('token', 'admin-token');
    mockFetch(() => jsonResponse({ errors: [{ msg: 'The start date must be on or before the end date' }] }, 400));
    await expect(
      exportAudit({ actor: '', action: '', from: '2026-03-02', to: '2026-03-01' }, () => {}),
    ).rejects.toThrow('The start date must be on or before the end date');
  });
});
