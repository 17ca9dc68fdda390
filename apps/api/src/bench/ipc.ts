import os from 'node:os';
import path from 'node:path';

/** Messages between `npm run bench` (run.ts) and its two child processes. */

/** One query the app sent to PostgreSQL, as node-postgres received it (its type parsers left out). */
export interface CapturedStatement {
  text: string;
  values?: unknown[];
  /** The named statement the app prepares once per connection (DATABASE_NAMED_STATEMENTS). */
  name?: string;
  rowMode?: string;
}

export type ServerChildMessage =
  | { type: 'listening'; port: number }
  | { type: 'memory'; rss: number }
  | { type: 'collected'; heapUsed: number }
  | { type: 'capturing' }
  | { type: 'captured'; statements: CapturedStatement[] };
/**
 * `collect`: a full garbage collection, then the heap in use (what stays, not what waits to be freed).
 * `capture`: the app's queries are recorded from now on, until `endCapture` answers them.
 */
export type ServerParentMessage =
  | { type: 'memory' }
  | { type: 'collect' }
  | { type: 'capture' }
  | { type: 'endCapture' }
  | { type: 'stop' };

export type BareChildMessage = { type: 'listening'; port: number } | { type: 'bodySet' } | { type: 'statementsSet' };
export type BareParentMessage =
  | { type: 'body'; contentType: string; base64: string }
  | { type: 'statements'; statements: CapturedStatement[] }
  | { type: 'stop' };

/** The one route of the bare server. */
export const BARE_PATH = '/bare';
/** The floor route of the bare server: the app's queries for the call, then the same bytes. */
export const FLOOR_PATH = '/floor';

/**
 * Where the server child logs, as deployed (LOG_LEVEL, by default info): the lines are written,
 * so their cost is measured, but away from the console the table is printed to.
 */
export const SERVER_LOG_FILE = path.join(os.tmpdir(), 'soko-bench-server.log');
