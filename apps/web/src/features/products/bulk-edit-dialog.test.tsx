import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { BulkEditDialog } from './components/bulk-edit-dialog.tsx';

const answer = (dryRun: boolean) => ({
  msg: dryRun ? '1 product would change' : '1 product changed',
  dryRun,
  changed: 1,
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
      <BulkEditDialog opened onClose={() => {}} selectedIds={['p1', 'p2']} filter={{}} matching={9} onDone={onDone} />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Preview changes' })).toBeDisabled();
    await user.click(screen.getByLabelText('Status', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Paused' }));
    await user.click(screen.getByRole('button', { name: 'Preview changes' }));

    expect(await screen.findByText('Status: Active → Paused')).toBeInTheDocument();
    expect(screen.getByText('This product has variants')).toBeInTheDocument();
    expect(bodies).toEqual([{ ids: ['p1', 'p2'], set: { status: 'paused' }, dryRun: true }]);

    await user.click(screen.getByRole('button', { name: 'Apply to 1 product' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodies[1]).toEqual({ ids: ['p1', 'p2'], set: { status: 'paused' }, dryRun: false });
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
    expect(await screen.findByText('1 product would change. Nothing has changed yet.')).toBeInTheDocument();
    expect(bodies).toEqual([{ filter: { q: 'kente' }, set: { status: 'paused' }, dryRun: true }]);

    await user.click(screen.getByRole('button', { name: 'Apply to 1 product' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodies[1]).toEqual({ ids: ['p1', 'p2'], set: { status: 'paused' }, dryRun: false });
  }, 20_000);
});
