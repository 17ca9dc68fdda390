import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AdjustmentNotes } from './components/adjustment-notes.tsx';

describe("a sale's adjustment notes", () => {
  it('keeps numbers, dates and amounts whole, in a table the keyboard can scroll', async () => {
    localStorage.setItem('token', 'test-token');
    mockFetch((url) =>
      url === '/api/sale/s1/adjustment-notes'
        ? jsonResponse({
            items: [
              {
                _id: 'n1',
                kind: 'buyer',
                number: 'AN-000012',
                date: '2026-12-07',
                amount: 1258,
                gst: 114.36,
                originalNumber: 'INV-000031',
                originalDate: '2026-12-01',
              },
            ],
          })
        : jsonResponse({ errors: [{ msg: `unexpected ${url}` }] }, 404),
    );
    renderWithProviders(<AdjustmentNotes saleId="s1" downloads={false} />);
    const row = (await screen.findByText('AN-000012')).closest('tr') as HTMLElement;
    for (const token of ['AN-000012', '2026-12-07', '$1,258.00', '$114.36', 'INV-000031', '2026-12-01']) {
      expect(within(row).getByText(token)).toHaveStyle({ whiteSpace: 'nowrap' });
    }
    expect(screen.getByRole('region', { name: 'Adjustment notes, scrolling sideways' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });
});
