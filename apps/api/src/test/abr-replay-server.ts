import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AbrSettings } from '../config.ts';
import { ABR_ANSWERS_BY_ABN, ABR_GUID_REFUSED_ANSWER, ABR_UNKNOWN_ABN_ANSWER } from './abr-recordings.ts';

/**
 * replay: the recorded answer of the ABN asked about. silent: takes the request and never answers
 * (the ABR down). guidRefused: every request is told the GUID is not known.
 */
export type AbrReplayMode = 'replay' | 'silent' | 'guidRefused';

export interface AbrReplayServer {
  /** ABR_BASE_URL of an app that asks this server. */
  baseUrl: string;
  /** Settings for an app that asks this server with `guid`. */
  settings(guid: string | null, timeoutMs?: number): AbrSettings;
  mode: AbrReplayMode;
  /** The query of every request received, oldest first. */
  requests: URLSearchParams[];
  close(): Promise<void>;
}

/** A local stand-in for the ABR's JSON services, on a free port, answering from abr-recordings.ts. */
export async function startAbrReplayServer(): Promise<AbrReplayServer> {
  const requests: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://abr.test');
    if (url.pathname !== '/json/AbnDetails.aspx') {
      response.writeHead(404).end();
      return;
    }
    requests.push(url.searchParams);
    if (replay.mode === 'silent') return;
    const abn = url.searchParams.get('abn') ?? '';
    const answer =
      replay.mode === 'guidRefused' || !url.searchParams.get('guid')
        ? ABR_GUID_REFUSED_ANSWER
        : (ABR_ANSWERS_BY_ABN[abn] ?? ABR_UNKNOWN_ABN_ANSWER);
    response
      .writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
      .end(`${url.searchParams.get('callback') ?? 'callback'}(${answer})`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/json/`;
  const replay: AbrReplayServer = {
    baseUrl,
    settings: (guid, timeoutMs = 10_000) => ({ guid, baseUrl, timeoutMs }),
    mode: 'replay',
    requests,
    close: async () => {
      // Requests held in silent mode would otherwise keep the server open.
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
  return replay;
}
