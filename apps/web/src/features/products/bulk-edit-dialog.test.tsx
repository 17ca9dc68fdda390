import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { BulkEditDialog } from './components/bulk-edit-dialog.tsx';

const answer = (dryRun: boolean) => ({
  msg: dryRun ? '2 products would change' : '2 products changed',
  dryRun,
  changed: 2,
  errors: 1,
  results: [
    {
      _id: 'p1',
      name: 'Kente scarf',
      outcome: 'changed',
      changes: [{ field: 'status', from: 'active', to: 'paused' }],
      message: null,
      stockState: 'ok',
    },
    {
      _id: 'p2',
      name: 'Sized wrap',
      outcome: 'error',
      changes: [],
      message: 'This product has variants',
      stockState: 'ok',
    },
    {
      _id: 'p3',
      name: 'Wax print shirt',
      outcome: 'changed',
      changes: [
        { field: 'stock', variant: 'S', from: 1, to: 6 },
        { field: 'stock', variant: 'L', from: 9, to: 6 },
      ],
      message: null,
      stockState: 'ok',
    },
  ],
});

describe('bulk edit dialog', () => {
  it('previews each product’s change from a dry run, then applies it once confirmed', async () => {
    localStorage.setItem('token', 'test-token');
    const bodies: unknown[] = [];
    mockFetch((url, init) => {
      if (url !== '/api/product/bulk') return jsonResponse({ errors: [{ msg: `unexpected ${url}` }] }, 404);
      const body = JSON.parse(String(init?.body)) as { dryRun: boolean };
      bodies.push(body);
      return jsonResponse(answer(body.dryRun));
    });
    const onDone = vi.fn();
    renderWithProviders(
      <BulkEditDialog
        opened
        onClose={() => {}}
        selectedIds={['p1', 'p2', 'p3']}
        filter={{}}
        matching={9}
        onDone={onDone}
      />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Preview changes' })).toBeDisabled();
    await user.click(screen.getByLabelText('Status', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Paused' }));
    await user.click(screen.getByRole('button', { name: 'Preview changes' }));

    expect(await screen.findByText('Status: Active → Paused')).toBeInTheDocument();
    expect(screen.getByText('This product has variants')).toBeInTheDocument();
    expect(screen.getByText('Stock of S: 1 → 6; Stock of L: 9 → 6')).toBeInTheDocument();
    expect(bodies).toEqual([{ ids: ['p1', 'p2', 'p3'], set: { status: 'paused' }, dryRun: true }]);

    await user.click(screen.getByRole('button', { name: 'Apply to 2 products' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodies[1]).toEqual({ ids: ['p1', 'p2', 'p3'], set: { status: 'paused' }, dryRun: false });
  });

  it('applies a filter’s change to exactly the products its preview listed', async () => {
    localStorage.setItem('token', 'test-token');
    const bodies: unknown[] = [];
    mockFetch((url, init) => {
      if (url !== '/api/product/bulk') return jsonResponse({ errors: [{ msg: `unexpected ${url}` }] }, 404);
      const body = JSON.parse(String(init?.body)) as { dryRun: boolean };
      bodies.push(body);
      return jsonResponse(answer(body.dryRun));
    });
    const onDone = vi.fn();
    renderWithProviders(
      <BulkEditDialog
        opened
        onClose={() => {}}
        selectedIds={[]}
        filter={{ q: 'kente' }}
        matching={2}
        onDone={onDone}
      />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: "All 2 matching the list's search and filters" })).toBeChecked();
    await user.click(screen.getByLabelText('Status', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Paused' }));
    await user.click(screen.getByRole('button', { name: 'Preview changes' }));
    expect(await screen.findByText('2 products would change. Nothing has changed yet.')).toBeInTheDocument();
    expect(bodies).toEqual([{ filter: { q: 'kente' }, set: { status: 'paused' }, dryRun: true }]);

    await user.click(screen.getByRole('button', { name: 'Apply to 2 products' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodies[1]).toEqual({ ids: ['p1', 'p2', 'p3'], set: { status: 'paused' }, dryRun: false });
  });
});
