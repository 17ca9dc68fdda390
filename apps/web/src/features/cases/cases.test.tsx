import { CASE_TEXT, type CaseDetailDto, type CaseDto, type CaseListDto, type PublicUser } from '@soko/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { jsonResponse, makeStaff, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';

beforeAll(async () => {
  await import('../../app/layout/app-layout.tsx');
  await import('./pages/case-list-page.tsx');
  await import('./pages/case-detail-page.tsx');
});

const vendor = makeUser();
const support = makeStaff('support');
const CASE_ID = 'c0a80101-0000-4000-8000-000000000001';

function makeCase(overrides: Partial<CaseDto> = {}): CaseDto {
  return {
    id: CASE_ID,
    number: 7001,
    status: 'open',
    reason: 'damaged_or_faulty',
    saleId: 'e0a80101-0000-4000-8000-000000000001',
    order: { id: 'f0a80101-0000-4000-8000-000000000001', number: 1024, customerName: 'Esi Mensah' },
    vendor: { id: vendor._id, displayName: 'Amara Crafts' },
    openedAt: '2025-03-05T02:00:00.000Z',
    respondBy: '2025-03-06T13:00:00.000Z',
    firstResponseAt: null,
    resolution: null,
    resolutionNote: '',
    resolvedAt: null,
    escalatedAt: null,
    decision: null,
    decisionReason: '',
    decidedAt: null,
    refund: null,
    returnId: null,
    ...overrides,
  };
}

function makeDetail(overrides: Partial<CaseDetailDto> = {}): CaseDetailDto {
  return {
    ...makeCase(overrides),
    timeline: [
      {
        id: 't1',
        kind: 'opened',
        author: 'buyer',
        authorName: 'Esi Mensah',
        body: 'The scarf arrived torn',
        at: '2025-03-05T02:00:00.000Z',
      },
    ],
    canResolve: true,
    canDecide: false,
    canWrite: true,
    refundable: { amount: 40, shipping: 10, postageByDefault: true },
    ...overrides,
  };
}

type Handler = (url: string, init: RequestInit | undefined) => Response | undefined;

function server(user: PublicUser, handler: Handler) {
  localStorage.setItem('token', 'test-token');
  return mockFetch((url, init) => {
    if (url === '/api/authVendor') return jsonResponse({ user });
    if (url === '/api/message/unread-count') return jsonResponse({ unread: 0 });
    if (url.startsWith('/api/returns?')) return jsonResponse({ items: [], total: 0, page: 1, limit: 1 });
    return handler(url, init) ?? jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
  });
}

const posts = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === path && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('case list', { timeout: 30_000 }, () => {
  it("shows a vendor's cases with the clock, and goes on by cursor", async () => {
    const user = userEvent.setup();
    const second = makeCase({ id: 'c2', number: 7002, status: 'escalated' });
    const fetchMock = server(vendor, (url) => {
      if (url === '/api/case/list?limit=20')
        return jsonResponse({ items: [makeCase()], nextCursor: 'next-1' } satisfies CaseListDto);
      if (url === '/api/case/list?limit=20&cursor=next-1') return jsonResponse({ items: [second], nextCursor: null });
      return undefined;
    });
    renderRoutes(appRoutes, '/cases');
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: '#7001' })).toHaveAttribute('href', `/cases/${CASE_ID}`);
    for (const text of ['#1024', 'Esi Mensah', 'Damaged or faulty', 'Open']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(row).getByText(/^Answer by /)).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Vendor' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Cases' })).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Next results' }));
    expect(await within(table).findByRole('link', { name: '#7002' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next results' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/case/list?limit=20&cursor=next-1');
  });

  it('filters staff by status through the address, with the vendor column', async () => {
    const fetchMock = server(support, (url) =>
      url === '/api/case/list?limit=20&status=escalated'
        ? jsonResponse({ items: [makeCase({ status: 'escalated' })], nextCursor: null })
        : undefined,
    );
    renderRoutes(appRoutes, '/cases?status=escalated');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Vendor' })).toBeInTheDocument();
    expect(within(table).getByText('Amara Crafts')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/case/list?limit=20&status=escalated');
  });
});

describe('a case', { timeout: 30_000 }, () => {
  it('shows the timeline and lets the vendor answer and refund with the postage by default', async () => {
    const user = userEvent.setup();
    const fetchMock = server(vendor, (url, init) => {
      if (url === `/api/case/${CASE_ID}`) return jsonResponse(makeDetail());
      if (url === `/api/case/${CASE_ID}/messages` && init?.method === 'POST') {
        return jsonResponse(makeDetail({ status: 'responded' }));
      }
      if (url === `/api/case/${CASE_ID}/resolve` && init?.method === 'POST') {
        return jsonResponse(
          makeDetail({
            status: 'resolved',
            resolution: 'refund',
            refund: { amount: 40, shipping: 10 },
            canResolve: false,
          }),
        );
      }
      return undefined;
    });
    renderRoutes(appRoutes, `/cases/${CASE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Case #7001' })).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getByText('Esi Mensah opened the case')).toBeInTheDocument();
    expect(within(timeline).getByText('The scarf arrived torn')).toBeInTheDocument();
    expect(screen.getByText(/^Please answer by /)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(CASE_TEXT.messageRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message to the buyer' }), 'Sorry, a new one is coming');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(posts(fetchMock, `/api/case/${CASE_ID}/messages`)).toEqual([{ body: 'Sorry, a new one is coming' }]),
    );

    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve case #7001' });
    await user.click(within(dialog).getByRole('radio', { name: 'Refund' }));
    expect(within(dialog).getByRole('textbox', { name: /Refund for the items/ })).toHaveValue('40.00');
    expect(within(dialog).getByRole('checkbox', { name: /Refund the postage too \(\$10\.00\)/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Resolve case' }));
    await waitFor(() =>
      expect(posts(fetchMock, `/api/case/${CASE_ID}/resolve`)).toEqual([
        { outcome: 'refund', note: '', amount: '40.00', includePostage: true },
      ]),
    );
    expect(await screen.findByText('$50.00 (items $40.00, postage $10.00)')).toBeInTheDocument();
  });

  it('needs a note to reject', async () => {
    const user = userEvent.setup();
    const fetchMock = server(vendor, (url) =>
      url === `/api/case/${CASE_ID}` ? jsonResponse(makeDetail()) : undefined,
    );
    renderRoutes(appRoutes, `/cases/${CASE_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve case #7001' });
    await user.click(within(dialog).getByRole('radio', { name: 'Rejected' }));
    await user.click(within(dialog).getByRole('button', { name: 'Resolve case' }));
    expect(await within(dialog).findByText(CASE_TEXT.rejectionNoteRequired)).toBeInTheDocument();
    expect(posts(fetchMock, `/api/case/${CASE_ID}/resolve`)).toEqual([]);
  });

  it('lets support decide an escalated case with a reason', async () => {
    const user = userEvent.setup();
    const escalated = makeDetail({ status: 'escalated', canResolve: false, canDecide: true });
    const fetchMock = server(support, (url, init) => {
      if (url === `/api/case/${CASE_ID}`) return jsonResponse(escalated);
      if (url === `/api/case/${CASE_ID}/decide` && init?.method === 'POST') {
        return jsonResponse({
          ...escalated,
          status: 'decided',
          decision: 'no_action',
          decisionReason: 'As described',
          canDecide: false,
        });
      }
      return undefined;
    });
    renderRoutes(appRoutes, `/cases/${CASE_ID}`);
    expect(await screen.findByText('Escalated: waiting for your decision.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide case #7001' });
    await user.click(within(dialog).getByRole('radio', { name: 'No action' }));
    await user.click(within(dialog).getByRole('button', { name: 'Decide case' }));
    expect(await within(dialog).findByText(CASE_TEXT.decisionReasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'As described');
    await user.click(within(dialog).getByRole('button', { name: 'Decide case' }));
    await waitFor(() =>
      expect(posts(fetchMock, `/api/case/${CASE_ID}/decide`)).toEqual([
        { outcome: 'no_action', reason: 'As described' },
      ]),
    );
    expect(await screen.findByText('Decided by the Soko team.')).toBeInTheDocument();
  });
});
