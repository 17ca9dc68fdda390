import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundWrites {
  /** Starts a write the response does not wait for; a failure is logged as `what` failed. */
  run(what: string, write: () => Promise<unknown>): void;
  /** Resolves once every write started so far has ended (closing the app waits for it). */
  settled(): Promise<void>;
}

/**
 * Writes a request starts but need not wait for (a session's last-seen time): the answer goes out
 * at once, no failure passes silently, and the app closes only after they end, before its database.
 */
export function createBackgroundWrites(log: FastifyBaseLogger): BackgroundWrites {
  const running = new Set<Promise<void>>();
  return {
    run(what, write) {
      const done: Promise<void> = write()
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, `${what} failed`),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      await Promise.all(running);
    },
  };
}
