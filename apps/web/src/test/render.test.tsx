import { Transition } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, TestProviders } from './render.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('test providers', () => {
  // A timer left behind fires after the file's jsdom has closed, and fails a run that passed.
  it('let a Mantine transition finish at once, leaving no timer or animation frame behind', () => {
    vi.useFakeTimers();
    const panel = (mounted: boolean) => (
      <Transition mounted={mounted} transition="fade" duration={200}>
        {(styles) => <div style={styles}>Panel</div>}
      </Transition>
    );
    const { rerender, getByText } = renderWithProviders(panel(false));
    rerender(<TestProviders>{panel(true)}</TestProviders>);
    expect(getByText('Panel')).toBeVisible();
    rerender(<TestProviders>{panel(false)}</TestProviders>);
    expect(vi.getTimerCount()).toBe(0);
  });
});
