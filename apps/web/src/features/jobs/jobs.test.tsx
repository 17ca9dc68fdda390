import type { JobDto } from '@soko/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { jsonResponse, makeSuperAdmin, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';

beforeAll(async () => {
  await import('./pages/jobs-page.tsx');
  await import('../../app/layout/app-layout.tsx');
});

const retention: JobDto = {
  name: 'privacy.retention',
  description: 'Deletes or de-identifies personal data past its retention period',
  intervalSeconds: 86_400,
  disabledReason: null,
  running: false,
  lastStartedAt: null,
  lastFinishedAt: null,
  lastOutcome: null,
  lastSummary: null,
  lastError: null,
  lastDurationMs: null,
  nextRunAt: '2026-03-02T10:00:00.000Z',
};
const mail: JobDto = {
  ...retention,
  name: 'mail.outbox',
  description: 'Sends the mails waiting in the outbox, retrying failed ones',
  intervalSeconds: 2,
  disabledReason: 'SMTP_URL is not set: mails stay in the outbox',
  nextRunAt: null,
};

describe('jobs screen', () => {
  it("shows each job's schedule and last run, and runs one now", async () => {
    let ran = false;
    const ranJob: JobDto = {
      ...retention,
      lastFinishedAt: '2026-03-01T10:00:00.000Z',
      lastOutcome: 'succeeded',
      lastSummary: { identityDocumentsDeleted: 3 },
      lastDurationMs: 42,
    };
    localStorage.setItem('token', 'admin-token');
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/authVendor') return jsonResponse({ user: makeSuperAdmin() });
      if (url === '/api/jobs') return jsonResponse({ jobs: [ran ? ranJob : retention, mail] });
      if (url === '/api/jobs/privacy.retention/run' && init?.method === 'POST') {
        ran = true;
        return jsonResponse(ranJob);
      }
      return jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
    });
    renderRoutes(appRoutes, '/jobs');
    const card = await screen.findByRole('region', { name: 'privacy.retention' });
    expect(within(card).getByText('Not run yet')).toBeInTheDocument();
    expect(within(card).getByText(/\(daily\)/)).toBeInTheDocument();
    const mailCard = screen.getByRole('region', { name: 'mail.outbox' });
    expect(within(mailCard).getByText('SMTP_URL is not set: mails stay in the outbox')).toBeInTheDocument();
    expect(within(mailCard).getByRole('button', { name: 'Run now: mail.outbox' })).toBeDisabled();

    await userEvent.click(within(card).getByRole('button', { name: 'Run now: privacy.retention' }));
    await waitFor(() => expect(within(card).getByText('Succeeded')).toBeInTheDocument());
    expect(within(card).getByText('Did: identityDocumentsDeleted: 3')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/jobs/privacy.retention/run')).toHaveLength(1);
  });
});
