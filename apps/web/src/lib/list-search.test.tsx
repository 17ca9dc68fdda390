import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { positionQuery, useListSearch } from './list-search.ts';

function renderListSearch(at = '/sale?page=3') {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/sale', element: children }], { initialEntries: [at] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useListSearch(), { wrapper });
  return { hook, search: () => router?.state.location.search, router: () => router };
}

describe('list search', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for the list once the typing pauses (350 ms), not once a key, and goes back to page 1', () => {
    const { hook, search } = renderListSearch();
    for (const text of ['Ad', 'Ada', 'Ada L']) {
      act(() => hook.result.current.onSearchChange(text));
      act(() => vi.advanceTimersByTime(349));
      expect(search()).toBe('?page=3');
    }
    expect(hook.result.current.searchText).toBe('Ada L');

    act(() => vi.advanceTimersByTime(1));
    expect(search()).toBe('?q=Ada+L');
    expect(hook.result.current.page).toBe(1);
  });

  it('does not send a search too short for the server, and says why', () => {
    const { hook, search } = renderListSearch();
    act(() => hook.result.current.onSearchChange('A'));
    act(() => vi.advanceTimersByTime(1_000));
    expect(search()).toBe('?page=3');
    expect(hook.result.current.searchHint).toBeDefined();
  });
});

describe('list position past the numbered pages', () => {
  const capped = { total: 10_000, totalCapped: true, nextCursor: 'c-1001' };

  it('reads the numbered page until Next results, then the cursor from the address', () => {
    const { hook, search, router } = renderListSearch('/sale?status=Shipped&page=1000');
    expect(hook.result.current.position).toEqual({ page: 1000, cursor: undefined });
    expect(positionQuery(hook.result.current.position)).toEqual({ page: 1000 });

    act(() => hook.result.current.pagination(capped, 10).cursor.onNext('c-1001'));
    expect(search()).toBe('?status=Shipped&after=c-1001');
    expect(hook.result.current.position).toEqual({ page: 1, cursor: 'c-1001' });
    expect(positionQuery(hook.result.current.position)).toEqual({ cursor: 'c-1001' });
    expect(hook.result.current.pagination(capped, 10).cursor.current).toBe('c-1001');

    // Back returns to the last numbered page.
    act(() => void router()?.navigate(-1));
    expect(search()).toBe('?status=Shipped&page=1000');
  });

  it('leaves the cursor on First page and on any change of the filters', () => {
    const first = renderListSearch('/sale?status=Shipped&after=c-1001');
    act(() => first.hook.result.current.pagination(capped, 10).cursor.onFirst());
    expect(first.search()).toBe('?status=Shipped');
    first.hook.unmount();

    const filtered = renderListSearch('/sale?status=Shipped&after=c-1001');
    expect(filtered.hook.result.current.firstPage).toBeDefined();
    act(() => filtered.hook.result.current.setParam('sort', 'oldest'));
    expect(filtered.search()).toBe('?status=Shipped&sort=oldest');
    expect(filtered.hook.result.current.position).toEqual({ page: 1, cursor: undefined });
    expect(filtered.hook.result.current.firstPage).toBeUndefined();
  });

  it('tells the pager a searched list, whose numbered pages reach fewer rows', () => {
    const { hook } = renderListSearch('/sale?q=Ada');
    expect(hook.result.current.pagination({ total: 1_000, totalCapped: true }, 10)).toMatchObject({
      searched: true,
      totalCapped: true,
      cursor: { current: undefined, next: null },
    });
  });
});
