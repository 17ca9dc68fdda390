import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queryClient } from '../lib/query-client.ts';

/**
 * The tests' browser prefers reduced motion, as the e2e browser does: the theme respects it
 * (respectReducedMotion), so Mantine's transitions finish at once. Otherwise each one schedules an
 * animation frame and a timer, which can fire after a test file's jsdom has closed and fail the run.
 */
const REDUCED_MOTION = /\(prefers-reduced-motion:\s*reduce\)/;

// jsdom lacks the layout APIs Mantine calls; these stand-ins answer "no match" (but for reduced
// motion) and "no size".
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: REDUCED_MOTION.test(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

window.HTMLElement.prototype.scrollIntoView = () => {};

// ProseMirror (the rich-text editor) measures the selection to scroll it into view and finds the
// position under a click; jsdom has no layout, so ranges measure as empty and no element is under a point.
const emptyRectList = (): DOMRectList => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects = emptyRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
document.elementFromPoint = () => null;

// Mantine's autosize textarea listens to the font loading API, which jsdom lacks.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});

// Lazy pages render in a few hundred milliseconds, seconds on the two cores .ci/run fills with
// three suites at once: a wait gives up only when what it waits for is really missing.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
  notifications.clean();
});
