import { request as httpRequest, type IncomingMessage } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { NOTIFICATION_STREAM_EVENTS, NOTIFICATION_STREAM_PATH } from '@soko/shared';
import { cpuMsOf } from './cpu.ts';
import { residentBytesOf } from './measure.ts';
import type { NotificationStreamsResult } from './report.ts';

export const NOTIFICATION_STREAMS_NAME = 'open notification streams';
const STREAMS = 1_000;
/** Opened together, as a thousand browsers coming back after a deploy would. */
const OPENING_AT_ONCE = 50;
const IDLE_MS = 10_000;
const MB = 1024 * 1024;
interface OpenedStream {
  response: IncomingMessage;
  events: number;
  /** A newer stream of the person took its place past the server's caps. */
  replaced: boolean;
}

function openStream(url: string, headers: Record<string, string>): Promise<OpenedStream> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers, agent: false }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`the stream answered ${response.statusCode}`));
        response.destroy();
        return;
      }
      const opened: OpenedStream = { response, events: 0, replaced: false };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        opened.events += chunk.split('event: notifications').length - 1;
        if (chunk.includes(`event: ${NOTIFICATION_STREAM_EVENTS.replaced}`)) opened.replaced = true;
      });
      resolve(opened);
    });
    request.on('error', reject);
    request.end();
  });
}

async function untilEvents(streams: OpenedStream[], atLeast: (stream: OpenedStream) => number, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  while (streams.some((stream) => stream.events < atLeast(stream))) {
    if (performance.now() > deadline) throw new Error('the streams did not all hear the event in time');
    await sleep(5);
  }
}

/**
 * Opens STREAMS notification streams of one signed-in person against the bench server, then reads
 * what they cost it. The server keeps the newest within its caps (NOTIFICATION_STREAMS_PER_SESSION)
 * and replaces the others: how many it holds, the heap they take (after a full collection, before
 * and after), CPU while they sit idle (the heartbeats), and the time until one change (marking all
 * read, which every open tab hears) has reached every stream held.
 */
export async function measureNotificationStreams(
  baseUrl: string,
  headers: Record<string, string>,
  serverPid: number,
  heapAfterCollection: () => Promise<number>,
): Promise<NotificationStreamsResult> {
  const heapBefore = await heapAfterCollection();
  const rssBefore = residentBytesOf(serverPid) ?? Number.NaN;
  const streams: OpenedStream[] = [];
  const openStarted = performance.now();
  try {
    while (streams.length < STREAMS) {
      const batch = Math.min(OPENING_AT_ONCE, STREAMS - streams.length);
      streams.push(
        ...(await Promise.all(
          Array.from({ length: batch }, () => openStream(`${baseUrl}${NOTIFICATION_STREAM_PATH}`, headers)),
        )),
      );
    }
    await untilEvents(streams, (stream) => (stream.replaced ? 0 : 1), 60_000);
    const openMs = performance.now() - openStarted;
    const held = streams.filter((stream) => !stream.replaced);
    const heapOpen = await heapAfterCollection();
    const rssOpen = residentBytesOf(serverPid) ?? Number.NaN;
    const cpuBefore = cpuMsOf(serverPid) ?? Number.NaN;
    await sleep(IDLE_MS);
    const idleCpuPercent = (((cpuMsOf(serverPid) ?? Number.NaN) - cpuBefore) / IDLE_MS) * 100;

    const heard = new Map(held.map((stream) => [stream, stream.events]));
    const fanOutStarted = performance.now();
    const marked = await fetch(`${baseUrl}/api/notifications/read`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ all: true }),
    });
    if (!marked.ok) throw new Error(`marking all read answered ${marked.status}`);
    await untilEvents(held, (stream) => (heard.get(stream) ?? 0) + 1, 60_000);
    const fanOutMs = performance.now() - fanOutStarted;
    return {
      name: NOTIFICATION_STREAMS_NAME,
      streams: STREAMS,
      held: held.length,
      openMs,
      rssBeforeMb: rssBefore / MB,
      rssOpenMb: rssOpen / MB,
      heapKb: (heapOpen - heapBefore) / 1024,
      idleCpuPercent,
      fanOutMs,
    };
  } finally {
    for (const stream of streams) stream.response.destroy();
  }
}
