import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './download.ts';

describe('filenameFromDisposition', () => {
  it('reads a quoted or bare file name', () => {
    expect(filenameFromDisposition('attachment; filename="sales 2025-03.csv"')).toBe('sales 2025-03.csv');
    expect(filenameFromDisposition('attachment; filename=sales.csv')).toBe('sales.csv');
  });

  it('prefers the UTF-8 name when the server gives both', () => {
    expect(filenameFromDisposition(`attachment; filename="Sales.csv"; filename*=UTF-8''Vente%CC%81s%202025.csv`)).toBe(
      'Ventés 2025.csv'.normalize('NFD'),
    );
  });

  it('falls back to the plain name when the UTF-8 one is malformed, and gives null without a name', () => {
    expect(filenameFromDisposition(`attachment; filename="sales.csv"; filename*=UTF-8''%E0%A4%A`)).toBe('sales.csv');
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition(null)).toBeNull();
  });
});
