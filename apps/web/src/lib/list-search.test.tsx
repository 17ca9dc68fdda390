import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useListSearch } from './list-search.ts';

function renderListSearch() {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/sale', element: children }], { initialEntries: ['/sale?page=3'] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useListSearch(), { wrapper });
  return { hook, search: () => router?.state.location.search };
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
