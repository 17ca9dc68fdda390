import type { ProductImportReport } from '@soko/shared';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router.tsx';
import { jsonResponse, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { reportCsv } from './pages/product-import-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await import('../../app/layout/app-layout.tsx');
  await import('./pages/product-list-page.tsx');
  await import('./pages/product-import-page.tsx');
});

const report: ProductImportReport = {
  dryRun: true,
  rowCount: 3,
  counts: { create: 1, update: 0, revision: 0, unchanged: 1, error: 1 },
  products: [
    {
      row: 3,
      rows: [3],
      sku: 'MUG-2',
      name: '=Mug, large',
      action: 'error',
      errors: [{ row: 3, column: 'price', message: 'Price must be an amount with at most 2 decimals' }],
      productId: null,
    },
    { row: 2, rows: [2], sku: 'MUG-1', name: 'Mug', action: 'create', errors: [], productId: null },
  ],
};

describe('product import', { timeout: 30_000 }, () => {
  it('writes the report as CSV, one line per error, formulas neutralised', () => {
    expect(reportCsv(report).split('\r\n')).toEqual([
      '\uFEFFrow,SKU,name,result,column,problem',
      `3,MUG-2,"'=Mug, large",Not imported,price,Price must be an amount with at most 2 decimals`,
      '2,MUG-1,Mug,"New, waits for approval",,',
      '',
    ]);
  });

  it('the product list leads to the import screen, which checks a file before it can be applied', async () => {
    localStorage.setItem('token', 'test-token');
    mockFetch((url) => {
      if (url === '/api/authVendor') return jsonResponse({ user: makeUser() });
      if (url.startsWith('/api/product/list?')) return jsonResponse({ items: [], total: 0, page: 1, limit: 9 });
      return jsonResponse({ errors: [{ msg: `unexpected call ${url}` }] }, 404);
    });
    renderRoutes(appRoutes, '/product');
    const main = await screen.findByRole('main');
    await userEvent.click(await within(main).findByRole('link', { name: 'Import' }));
    expect(await screen.findByRole('heading', { name: 'Import products' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Apply import' })).toBeDisabled();
  });
});
