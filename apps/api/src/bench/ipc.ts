/** Messages between `npm run bench` (run.ts) and its two child processes. */

export type ServerChildMessage = { type: 'listening'; port: number } | { type: 'memory'; rss: number };
export type ServerParentMessage = { type: 'memory' } | { type: 'stop' };

export type BareChildMessage = { type: 'listening'; port: number } | { type: 'bodySet' };
export type BareParentMessage = { type: 'body'; contentType: string; base64: string } | { type: 'stop' };

/** The one route of the bare server. */
export const BARE_PATH = '/bare';
