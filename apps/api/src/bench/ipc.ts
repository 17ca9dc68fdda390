import os from 'node:os';
import path from 'node:path';

/** Messages between `npm run bench` (run.ts) and its two child processes. */

export type ServerChildMessage =
  | { type: 'listening'; port: number }
  | { type: 'memory'; rss: number }
  | { type: 'collected'; heapUsed: number };
/** `collect`: a full garbage collection, then the heap in use (what stays, not what waits to be freed). */
export type ServerParentMessage = { type: 'memory' } | { type: 'collect' } | { type: 'stop' };

export type BareChildMessage = { type: 'listening'; port: number } | { type: 'bodySet' };
export type BareParentMessage = { type: 'body'; contentType: string; base64: string } | { type: 'stop' };

/** The one route of the bare server. */
export const BARE_PATH = '/bare';

/**
 * Where the server child logs, as deployed (LOG_LEVEL, by default info): the lines are written,
 * so their cost is measured, but away from the console the table is printed to.
 */
export const SERVER_LOG_FILE = path.join(os.tmpdir(), 'soko-bench-server.log');
