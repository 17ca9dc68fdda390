import { ABR_TEXT } from '@soko/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { fill } from '../../test/fill.ts';
import { jsonResponse, makeAbrCheck, makeSuperAdmin, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import type { QueueItem } from './api.ts';

// The pages load lazily; compiling them once up front keeps the first test within the default wait.
beforeAll(async () => {
  await import('./pages/verification-queue-page.tsx');
  await import('./pages/vendor-review-page.tsx');
  await import('../../app/layout/app-layout.tsx');
});

const waitingVendor: QueueItem = {
  _id: 'v1',
  firstName: 'Ama',
  lastName: 'Mensah',
  email: 'ama@example.com',
  displayName: 'Kente House',
  identityStatus: 'submitted',
  identityRejectionReason: null,
  identityReviewedAt: null,
  submittedAt: '2026-03-02T10:00:00.000Z',
  abr: makeAbrCheck(),
  pendingChange: null,
  sharedDetails: { abn: [], bankAccount: [] },
};

/** A signed-in super admin; `answer` replies to the calls the page makes. */
function signInAsStaff(answer: (url: string, init: RequestInit | undefined) => Response | undefined) {
  localStorage.setItem('token', 'staff-token');
  return mockFetch((url, init) => {
    if (url === '/api/authVendor') return jsonResponse({ user: makeSuperAdmin() });
    return answer(url, init) ?? jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
  });
}

describe('verification queue', () => {
  it('lists the waiting vendors a page at a time', async () => {
    const fetchMock = signInAsStaff((url) =>
      url.startsWith('/api/vendor/verification')
        ? jsonResponse({
            items: [waitingVendor],
            total: 23,
            page: Number(new URL(url, 'http://x').searchParams.get('page')),
            limit: 10,
          })
        : undefined,
    );
    const router = renderRoutes(appRoutes, '/vendors/verification');
    const row = (await screen.findByText('ama@example.com')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Ama Mensah' })).toHaveAttribute('href', '/vendors/verification/v1');
    expect(within(row).getByText('Kente House')).toBeInTheDocument();
    expect(within(row).getByText('02/03/2026')).toBeInTheDocument();
    expect(within(row).getByText('Awaiting review')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Awaiting review' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('23 vendors')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByRole('button', { name: 'Page 3', current: 'page' });
    expect(router.state.location.search).toBe('?status=submitted&page=3');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      '/api/vendor/verification?status=submitted&page=3&limit=10',
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(router.state.location.search).toBe('?status=rejected');
    await screen.findByRole('tab', { name: 'Rejected', selected: true });
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      '/api/vendor/verification?status=rejected&page=1&limit=10',
    );
  });

  it('highlights a cancelled ABN and a name mismatch in words, and says when an ABN is not checked', async () => {
    const checkedAt = '2026-03-02T10:00:01.000Z';
    signInAsStaff((url) =>
      url.startsWith('/api/vendor/verification')
        ? jsonResponse({
            items: [
              {
                ...waitingVendor,
                abr: makeAbrCheck({ status: 'cancelled', entityName: 'MENSAH, AMA', checkedAt }),
              },
              {
                ...waitingVendor,
                _id: 'v2',
                email: 'kofi@example.com',
                abr: makeAbrCheck({
                  status: 'active',
                  entityName: 'BAOBAB TRADING PTY LTD',
                  gstFrom: '2022-10-01',
                  checkedAt,
                  nameMismatch: true,
                }),
              },
              { ...waitingVendor, _id: 'v3', email: 'efua@example.com' },
            ],
            total: 3,
            page: 1,
            limit: 10,
          })
        : undefined,
    );
    renderRoutes(appRoutes, '/vendors/verification');
    const row = async (email: string) => within((await screen.findByText(email)).closest('tr') as HTMLElement);

    const cancelled = await row('ama@example.com');
    expect(cancelled.getByText('ABN cancelled')).toBeInTheDocument();
    expect(cancelled.getByText('MENSAH, AMA')).toBeInTheDocument();
    expect(cancelled.queryByText('Name mismatch')).not.toBeInTheDocument();

    const mismatch = await row('kofi@example.com');
    expect(mismatch.getByText('Active')).toBeInTheDocument();
    expect(mismatch.getByText('Name mismatch')).toBeInTheDocument();
    expect(mismatch.getByText('BAOBAB TRADING PTY LTD')).toBeInTheDocument();

    expect((await row('efua@example.com')).getByText('Not checked')).toBeInTheDocument();
  });

  it('says when nobody is waiting', async () => {
    signInAsStaff((url) =>
      url.startsWith('/api/vendor/verification')
        ? jsonResponse({ items: [], total: 0, page: 1, limit: 10 })
        : undefined,
    );
    renderRoutes(appRoutes, '/vendors/verification');
    expect(await screen.findByText('No vendors are waiting for verification')).toBeInTheDocument();
  });
});

describe('vendor review', () => {
  const documentsResponse = {
    vendor: makeUser({
      _id: 'v1',
      firstName: 'Ama',
      lastName: 'Mensah',
      identityStatus: 'submitted',
      activated: false,
      gstRegistered: true,
      gstRegisteredFrom: '2020-01-01',
    }),
    abr: makeAbrCheck(),
    sharedDetails: { abn: [], bankAccount: [] },
    documents: [
      {
        _id: 'd1',
        kind: 'id',
        originalName: 'passport.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 2048,
        createdAt: '2026-03-02T10:00:00.000Z',
      },
    ],
  };

  function answerReview(decision: (init: RequestInit | undefined) => Response) {
    return signInAsStaff((url, init) => {
      if (url === '/api/vendor/a1/v1/documents') return jsonResponse(documentsResponse);
      if (url === '/api/vendor/a1/v1/documents/d1') {
        return new Response(new Blob(['%PDF-1.4']), { headers: { 'content-type': 'application/pdf' } });
      }
      if (url === '/api/vendor/a1/v1/verify') return decision(init);
      if (url.startsWith('/api/vendor/verification')) return jsonResponse({ items: [], total: 0, page: 1, limit: 10 });
      return undefined;
    });
  }

  it('names the other vendor with the same ABN or bank account in the queue, the review and the approve dialog', async () => {
    const shared = {
      abn: [{ _id: 'v7', displayName: 'Kente Twin' }],
      bankAccount: [{ _id: 'v8', displayName: 'Same Account Co' }],
    };
    signInAsStaff((url) => {
      if (url.startsWith('/api/vendor/verification')) {
        return jsonResponse({ items: [{ ...waitingVendor, sharedDetails: shared }], total: 1, page: 1, limit: 10 });
      }
      if (url === '/api/vendor/a1/v1/documents') return jsonResponse({ ...documentsResponse, sharedDetails: shared });
      return undefined;
    });
    renderRoutes(appRoutes, '/vendors/verification');
    const row = (await screen.findByText('ama@example.com')).closest('tr') as HTMLElement;
    expect(within(row).getByText(/The ABN is also used by/)).toHaveTextContent('The ABN is also used by Kente Twin.');
    expect(within(row).getByRole('link', { name: 'Kente Twin' })).toHaveAttribute('href', '/vendors/verification/v7');

    await userEvent.click(within(row).getByRole('link', { name: 'Ama Mensah' }));
    const alert = await screen.findByRole('alert', { name: 'Details shared with another vendor' });
    expect(alert).toHaveTextContent('The ABN is also used by Kente Twin.');
    expect(alert).toHaveTextContent('The bank account is also used by Same Account Co.');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: "Approve this vendor's identity?" });
    expect(within(confirm).getByText(/The bank account is also used by/)).toHaveTextContent(
      'The bank account is also used by Same Account Co.',
    );
  });

  it('fetches each document with the staff token and approves the vendor', async () => {
    const fetchMock = answerReview(() => jsonResponse({ user: documentsResponse.vendor }));
    const router = renderRoutes(appRoutes, '/vendors/verification/v1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Review Ama Mensah' })).toBeInTheDocument();
    const pdf = await screen.findByRole('link', { name: /Download PDF/ });
    expect(pdf).toHaveAttribute('download', 'passport.pdf');
    expect(pdf).not.toHaveAttribute('target');
    const documentCall = fetchMock.mock.calls.find(([url]) => url === '/api/vendor/a1/v1/documents/d1');
    expect(new Headers(documentCall?.[1]?.headers).get('x-auth-token')).toBe('staff-token');

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: "Approve this vendor's identity?" });
    expect(
      within(confirm).getByText(/Approve the identity documents of Ama Mensah \(Amara Crafts\)\?/),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/vendor/a1/v1/verify')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Vendor approved')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vendors/verification');
    const decision = fetchMock.mock.calls.find(([url]) => url === '/api/vendor/a1/v1/verify');
    expect(decision?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(decision?.[1]?.body))).toEqual({ approved: true });
  });

  it("shows the register's answer beside the vendor's own GST registration, naming each mismatch", async () => {
    const review = {
      ...documentsResponse,
      abr: makeAbrCheck({
        status: 'active',
        entityName: 'BAOBAB TRADING PTY LTD',
        gstFrom: '2019-07-01',
        checkedAt: '2026-03-02T10:00:01.000Z',
        nameMismatch: true,
        gstMismatch: true,
      }),
    };
    signInAsStaff((url) => (url === '/api/vendor/a1/v1/documents' ? jsonResponse(review) : undefined));
    renderRoutes(appRoutes, '/vendors/verification/v1');
    const register = await screen.findByRole('region', { name: 'Australian Business Register' });
    expect(within(register).getByText(ABR_TEXT.nameMismatch, { exact: false })).toBeInTheDocument();
    expect(within(register).getByText(ABR_TEXT.gstMismatch, { exact: false })).toBeInTheDocument();
    expect(within(register).getByText('BAOBAB TRADING PTY LTD')).toBeInTheDocument();
    expect(within(register).getByText('Registered from 01/07/2019')).toBeInTheDocument();
    expect(within(register).getByText('Registered from 01/01/2020')).toBeInTheDocument();
    expect(within(register).getByText('02/03/2026')).toBeInTheDocument();
  });

  it('says when the ABN is cancelled', async () => {
    const cancelled = { ...documentsResponse, abr: makeAbrCheck({ status: 'cancelled', entityName: 'MENSAH, AMA' }) };
    signInAsStaff((url) => (url === '/api/vendor/a1/v1/documents' ? jsonResponse(cancelled) : undefined));
    renderRoutes(appRoutes, '/vendors/verification/v1');
    const register = await screen.findByRole('region', { name: 'Australian Business Register' });
    expect(within(register).getByRole('alert', { name: 'ABN cancelled' })).toBeInTheDocument();
    expect(within(register).getByText('MENSAH, AMA')).toBeInTheDocument();
  });

  it('says when the register has not been asked yet', async () => {
    signInAsStaff((url) => (url === '/api/vendor/a1/v1/documents' ? jsonResponse(documentsResponse) : undefined));
    renderRoutes(appRoutes, '/vendors/verification/v1');
    const register = await screen.findByRole('region', { name: 'Australian Business Register' });
    expect(within(register).getByText('Not checked')).toBeInTheDocument();
    expect(within(register).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for a reason before rejecting', async () => {
    const fetchMock = answerReview(() => jsonResponse({ user: documentsResponse.vendor }));
    renderRoutes(appRoutes, '/vendors/verification/v1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject these documents?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give the vendor a reason for the rejection')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/vendor/a1/v1/verify')).toBe(false);

    await fill(user, within(dialog).getByRole('textbox', { name: /^Reason/ }), 'The passport has expired.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Vendor rejected')).toBeInTheDocument();
    const decision = fetchMock.mock.calls.find(([url]) => url === '/api/vendor/a1/v1/verify');
    expect(JSON.parse(String(decision?.[1]?.body))).toEqual({ approved: false, reason: 'The passport has expired.' });
  });
});

describe('vendor detail changes', () => {
  const changing: QueueItem = {
    ...waitingVendor,
    identityStatus: 'approved',
    pendingChange: {
      requestedAt: '2026-03-03T01:00:00.000Z',
      before: { displayName: 'Kente House', abn: '51824753556' },
      after: { displayName: 'Kente House & Co', abn: '53004085616' },
    },
  };

  function answerChanges(decided: { body?: unknown }) {
    return signInAsStaff((url, init) => {
      if (url.startsWith('/api/vendor/verification')) {
        const items = decided.body === undefined ? [changing] : [];
        return jsonResponse({ items, total: items.length, page: 1, limit: 10 });
      }
      if (url === '/api/vendor/a1/v1/changes' && init?.method === 'PUT') {
        decided.body = JSON.parse(String(init.body));
        return jsonResponse({ msg: 'Change rejected: the vendor has been told why', user: makeUser({ _id: 'v1' }) });
      }
      return undefined;
    });
  }

  it('shows each change before and after, and a rejection needs a reason', async () => {
    const decided: { body?: unknown } = {};
    answerChanges(decided);
    renderRoutes(appRoutes, '/vendors/verification?status=changes');
    expect(await screen.findByRole('tab', { name: 'Detail changes', selected: true })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Change of business name and ABN' });
    const name = within(within(table).getByRole('rowheader', { name: 'Business name' }).closest('tr') as HTMLElement);
    expect(name.getByText('Kente House')).toBeInTheDocument();
    expect(name.getByText('Kente House & Co')).toBeInTheDocument();
    expect(
      within(within(table).getByRole('rowheader', { name: 'ABN' }).closest('tr') as HTMLElement).getByText(
        '53004085616',
      ),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this change of details?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('Please give the vendor a reason for rejecting the change'),
    ).toBeInTheDocument();
    expect(decided.body).toBeUndefined();

    await fill(
      userEvent,
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'The register names another business',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(decided.body).toEqual({ approved: false, reason: 'The register names another business' }),
    );
    expect(await screen.findByText('No vendor is waiting for a change of details')).toBeInTheDocument();
  });

  it('asks before approving, with the focus on Cancel, and says what comes into force', async () => {
    const decided: { body?: unknown } = {};
    answerChanges(decided);
    renderRoutes(appRoutes, '/vendors/verification?status=changes');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this change of details?' });
    expect(
      within(dialog).getByText(/invoices, payout statements and the store use them from now on/),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decided.body).toEqual({ approved: true }));
  });
});
