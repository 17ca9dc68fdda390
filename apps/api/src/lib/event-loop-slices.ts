import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long a slice of long work may hold the event loop before it lets other requests in. */
export const SLICE_MS = 15;

/**
 * Long CPU work (reading a 20 MB file, checking 5,000 products) done in slices: `pause()` gives
 * the event loop a turn once the slice has run `sliceMs`, so other requests are answered between
 * slices instead of waiting seconds for the whole work.
 */
export function eventLoopSlices(sliceMs = SLICE_MS): { pause(): Promise<void> } {
  let sliceStart = performance.now();
  return {
    async pause() {
      if (performance.now() - sliceStart < sliceMs) return;
      await nextTurn();
      sliceStart = performance.now();
    },
  };
}
