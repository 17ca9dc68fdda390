import { Table } from '@mantine/core';
import { LIST_MAX_DEPTH, SEARCH_DEPTH } from '@soko/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DownloadProgress } from '../lib/download.ts';
import { renderWithProviders, TestProviders } from '../test/render.tsx';
import { byteStatus, ExportButton } from './export-button.tsx';
import { ListPagination } from './list-pagination.tsx';
import { countOf, ListTable } from './list-table.tsx';
import { NoMatches } from './no-matches.tsx';
import { QueryState } from './query-state.tsx';

describe('QueryState', () => {
  it('shows the named loader while the query is pending', () => {
    renderWithProviders(
      <QueryState
        query={{ isPending: true, isError: false, refetch: vi.fn() }}
        loadingLabel="Loading sales"
        errorTitle="x"
      />,
    );
    expect(screen.getByLabelText('Loading sales')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error with its details and asks again on Try again', async () => {
    const refetch = vi.fn();
    renderWithProviders(
      <QueryState
        query={{ isPending: false, isError: true, refetch }}
        loadingLabel="Loading sales"
        errorTitle="The sales could not be loaded"
      >
        Network down
      </QueryState>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('The sales could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByText('Network down')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows nothing once the query has data', () => {
    renderWithProviders(
      <QueryState
        query={{ isPending: false, isError: false, refetch: vi.fn() }}
        loadingLabel="Loading"
        errorTitle="Failed"
      />,
    );
    expect(screen.queryByLabelText('Loading')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('ListTable', () => {
  it('shows the caption, the head, the rows and the pages when there are more than one', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <ListTable
        minWidth={600}
        caption={countOf(12, 'sale', 'sales')}
        head={<Table.Th>Order</Table.Th>}
        pagination={{ total: 12, limit: 10, page: 1, onChange }}
      >
        <Table.Tr>
          <Table.Td>#1</Table.Td>
        </Table.Tr>
      </ListTable>,
    );
    const table = screen.getByRole('table', { name: '12 sales' });
    expect(within(table).getByRole('columnheader', { name: 'Order' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '#1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('has no pages when everything fits on one', () => {
    renderWithProviders(
      <ListTable
        minWidth={600}
        caption={countOf(1, 'sale', 'sales')}
        head={<Table.Th>Order</Table.Th>}
        pagination={{ total: 1, limit: 10, page: 1, onChange: vi.fn() }}
      >
        <Table.Tr>
          <Table.Td>#1</Table.Td>
        </Table.Tr>
      </ListTable>,
    );
    expect(screen.getByRole('table', { name: '1 sale' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });
});

describe('a list longer than its pages reach', () => {
  it('offers no page past the depth the server pages through, and says how to see the rest', () => {
    renderWithProviders(
      <ListTable
        minWidth={600}
        caption={countOf(LIST_MAX_DEPTH, 'sale', 'sales', true)}
        head={<Table.Th>Order</Table.Th>}
        pagination={{ total: LIST_MAX_DEPTH, limit: 10, page: 1, onChange: vi.fn(), totalCapped: true }}
      >
        <Table.Tr>
          <Table.Td>#1</Table.Td>
        </Table.Tr>
      </ListTable>,
    );
    expect(screen.getByRole('table', { name: '10,000+ sales' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1000' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 1001' })).not.toBeInTheDocument();
    expect(screen.getByText('Page numbers reach the first 10,000. For the rest, narrow the list.')).toBeInTheDocument();
  });

  it('caps an exact count too: 1,000,000 sales at 10 a page still end at page 1,000', () => {
    renderWithProviders(<ListPagination total={1_000_000} limit={10} page={1000} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Page 1000' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByText(/Page numbers reach the first 10,000\./)).toBeInTheDocument();
  });

  it('says nothing more when every row can be paged to', () => {
    renderWithProviders(<ListPagination total={25} limit={10} page={1} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.queryByText(/Page numbers reach/)).not.toBeInTheDocument();
  });
});

describe('past the numbered pages, along the cursor', () => {
  const cursor = (current: string | undefined, next: string | null) => ({
    current,
    next,
    onNext: vi.fn(),
    onFirst: vi.fn(),
  });

  it('offers Next results on the last numbered page only, and goes on from its nextCursor', async () => {
    const along = cursor(undefined, 'c-1001');
    const { rerender } = renderWithProviders(
      <ListPagination total={LIST_MAX_DEPTH} totalCapped limit={10} page={999} onChange={vi.fn()} cursor={along} />,
    );
    expect(screen.queryByRole('button', { name: 'Next results' })).not.toBeInTheDocument();
    rerender(
      <TestProviders>
        <ListPagination total={LIST_MAX_DEPTH} totalCapped limit={10} page={1000} onChange={vi.fn()} cursor={along} />
      </TestProviders>,
    );
    expect(
      screen.getByText(
        'Page numbers reach the first 10,000. For the rest, use Next results on the last page, or narrow the list.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next results' }));
    expect(along.onNext).toHaveBeenCalledWith('c-1001');
  });

  it('offers no Next results when the list ends within its pages or answers no cursor', () => {
    renderWithProviders(
      <ListPagination total={30} limit={10} page={3} onChange={vi.fn()} cursor={cursor(undefined, 'c-31')} />,
    );
    expect(screen.queryByRole('button', { name: 'Next results' })).not.toBeInTheDocument();
    renderWithProviders(
      <ListPagination
        total={LIST_MAX_DEPTH}
        totalCapped
        limit={10}
        page={1000}
        onChange={vi.fn()}
        cursor={cursor(undefined, null)}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Next results' })).not.toBeInTheDocument();
  });

  it('shows First page and Next results instead of page numbers once along the cursor', async () => {
    const along = cursor('c-1001', 'c-1011');
    renderWithProviders(
      <ListPagination total={LIST_MAX_DEPTH} totalCapped limit={10} page={1} onChange={vi.fn()} cursor={along} />,
    );
    expect(screen.queryByRole('button', { name: 'Page 1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next results' }));
    expect(along.onNext).toHaveBeenCalledWith('c-1011');
    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(along.onFirst).toHaveBeenCalledOnce();
  });

  it('keeps the keyboard focus on Next results as the pager turns to the cursor', async () => {
    const props = { total: LIST_MAX_DEPTH, totalCapped: true, limit: 10, onChange: vi.fn() };
    const { rerender } = renderWithProviders(
      <ListPagination {...props} page={1000} cursor={cursor(undefined, 'c-1001')} />,
    );
    screen.getByRole('button', { name: 'Next results' }).focus();
    await userEvent.keyboard('{Enter}');
    rerender(
      <TestProviders>
        <ListPagination {...props} page={1} cursor={cursor('c-1001', 'c-1011')} />
      </TestProviders>,
    );
    expect(screen.getByRole('button', { name: 'Next results' })).toHaveFocus();
  });

  it('keeps First page at the end of the list, where there is no next', () => {
    renderWithProviders(
      <ListPagination
        total={LIST_MAX_DEPTH}
        totalCapped
        limit={10}
        page={1}
        onChange={vi.fn()}
        cursor={cursor('c-9', null)}
      />,
    );
    expect(screen.getByRole('button', { name: 'First page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next results' })).not.toBeInTheDocument();
    expect(screen.getByText('The end of the list.')).toBeInTheDocument();
  });

  it('says a capped search holds 1,000+ matches, pages to the first 1,000 and goes on with Next results', () => {
    renderWithProviders(
      <ListTable
        minWidth={600}
        caption={countOf(SEARCH_DEPTH, 'sale', 'sales', true)}
        head={<Table.Th>Order</Table.Th>}
        pagination={{
          total: SEARCH_DEPTH,
          totalCapped: true,
          limit: 10,
          page: 100,
          onChange: vi.fn(),
          searched: true,
          cursor: cursor(undefined, 'c-1001'),
        }}
      >
        <Table.Tr>
          <Table.Td>#1</Table.Td>
        </Table.Tr>
      </ListTable>,
    );
    expect(screen.getByRole('table', { name: '1,000+ sales' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 100' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Page 101' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Page numbers reach the first 1,000 matches. For the rest, use Next results on the last page, or narrow the search.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next results' })).toBeInTheDocument();
  });

  it('pages a search no deeper than 1,000 matches even on an exact count', () => {
    renderWithProviders(<ListPagination total={4_000} limit={10} page={1} onChange={vi.fn()} searched />);
    expect(screen.getByRole('button', { name: 'Page 100' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 101' })).not.toBeInTheDocument();
  });
});

describe('NoMatches', () => {
  it('offers Clear filters only when it can clear them', async () => {
    const onClear = vi.fn();
    const { rerender } = renderWithProviders(<NoMatches onClear={onClear}>No sale matches these filters.</NoMatches>);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
    rerender(
      <TestProviders>
        <NoMatches>No sale matches these filters.</NoMatches>
      </TestProviders>,
    );
    expect(screen.getByText('No sale matches these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });
});

describe('byteStatus', () => {
  const status = byteStatus('Exporting');

  it('is unknown and animated before the first report and without a size', () => {
    expect(status(null)).toEqual({ percent: null, text: 'Exporting…' });
    expect(status({ loaded: 2048, total: null })).toEqual({ percent: null, text: 'Exporting… 2 KB received' });
  });

  it('counts the percentage of an announced size', () => {
    expect(status({ loaded: 1, total: 4 })).toEqual({ percent: 25, text: 'Exporting… 25%' });
    expect(status({ loaded: 2, total: 3 }).text).toBe('Exporting… 67%');
  });
});

describe('ExportButton', () => {
  it('shows the progress under the button while the download runs, then hides it', async () => {
    let report: (progress: DownloadProgress) => void = () => {};
    let finish: () => void = () => {};
    const download = vi.fn(
      (onProgress: (progress: DownloadProgress) => void) =>
        new Promise<void>((resolve) => {
          report = onProgress;
          finish = resolve;
        }),
    );
    renderWithProviders(
      <ExportButton
        label="Export CSV"
        disabled={false}
        download={download}
        status={byteStatus('Downloading')}
        progressLabel="Download progress"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('progressbar', { name: 'Download progress' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Downloading…');
    act(() => report({ loaded: 1, total: 4 }));
    expect(await screen.findByText('Downloading… 25%')).toBeInTheDocument();
    act(() => finish());
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });
});
