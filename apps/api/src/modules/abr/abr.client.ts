import { z } from 'zod';
import type { AbrSettings } from '../../config.ts';
import type { Log } from '../../deps.ts';

/** What the register said of an ABN, or `not_checked` when it could not be asked or gave no usable answer. */
export type AbrLookup =
  | {
      status: 'active' | 'cancelled' | 'not_found';
      entityName: string | null;
      businessNames: string[];
      gstFrom: string | null;
    }
  /** `asked`: whether the register was asked at all (false without a GUID). */
  | { status: 'not_checked'; asked: boolean };

const NOT_CHECKED: AbrLookup = { status: 'not_checked', asked: true };

/** The JSONP padding asked for; the answer must come back in exactly this call. */
const CALLBACK = 'abnDetails';
const JSONP = new RegExp(`^\\s*${CALLBACK}\\(([\\s\\S]*)\\);?\\s*$`);

/** The ABR's words for "no such ABN"; any other message is the service failing, not an answer about the ABN. */
const NO_RECORD_MESSAGES = ['Search text is not a valid ABN or ACN', 'No record found'];

const foundSchema = z.object({
  Abn: z.string().regex(/^\d{11}$/),
  AbnStatus: z.enum(['Active', 'Cancelled']),
  EntityName: z.string(),
  // Registered business (trading) names; some answers leave the field out or send null.
  BusinessName: z.array(z.string()).nullish(),
  // A date when registered; null (or, in some answers, empty) when not.
  Gst: z.union([z.iso.date(), z.literal(''), z.null()]),
  Message: z.literal(''),
});

const messageSchema = z.object({ Abn: z.literal(''), Message: z.string().min(1) });

function detailsUrl(settings: AbrSettings, guid: string, abn: string): URL {
  const base = settings.baseUrl.endsWith('/') ? settings.baseUrl : `${settings.baseUrl}/`;
  const url = new URL('AbnDetails.aspx', base);
  url.search = new URLSearchParams({ abn, callback: CALLBACK, guid }).toString();
  return url;
}

/** The JSON inside the padding, or undefined when the body is not our call. */
function unpadded(body: string): unknown {
  const json = JSONP.exec(body)?.[1];
  if (json === undefined) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/**
 * Reads a body of the ABR's AbnDetails.aspx. `reason` says why an answer is not usable; it never holds
 * the GUID, which the ABR's messages could quote back.
 */
function readAbnDetails(body: string, abn: string, guid: string): AbrLookup & { reason?: string } {
  const answer = unpadded(body);
  const found = foundSchema.safeParse(answer);
  if (found.success) {
    const { Abn, AbnStatus, EntityName, BusinessName, Gst } = found.data;
    if (Abn !== abn) return { ...NOT_CHECKED, reason: 'the answer is for another ABN' };
    return {
      status: AbnStatus === 'Active' ? 'active' : 'cancelled',
      entityName: EntityName.trim() || null,
      businessNames: (BusinessName ?? []).map((name) => name.trim()).filter(Boolean),
      gstFrom: Gst || null,
    };
  }
  const refused = messageSchema.safeParse(answer);
  if (!refused.success) return { ...NOT_CHECKED, reason: 'the answer is not in the published format' };
  const message = refused.data.Message.trim();
  if (NO_RECORD_MESSAGES.includes(message))
    return { status: 'not_found', entityName: null, businessNames: [], gstFrom: null };
  return { ...NOT_CHECKED, reason: `the ABR answered "${message.replaceAll(guid, '[redacted]')}"` };
}

/**
 * Asks the ABR about an 11-digit ABN. Never throws: without a GUID, on a timeout, a network error or
 * an answer that is not about the ABN, the ABN stays not checked and a warning is logged. Neither the
 * GUID nor the URL that carries it is ever logged.
 */
export async function lookupAbn(settings: AbrSettings, abn: string, log: Log): Promise<AbrLookup> {
  if (settings.guid === null) return { status: 'not_checked', asked: false };
  const guid = settings.guid;
  let body: string;
  try {
    const response = await fetch(detailsUrl(settings, guid, abn), {
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    body = await response.text();
    if (!response.ok) {
      log.warn({ abn, status: response.status }, 'ABN not checked: the ABR answered with an HTTP error');
      return NOT_CHECKED;
    }
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    const reason = timedOut ? `no answer from the ABR within ${settings.timeoutMs} ms` : 'the ABR could not be reached';
    log.warn({ abn }, `ABN not checked: ${reason}`);
    return NOT_CHECKED;
  }
  const { reason, ...lookup } = readAbnDetails(body, abn, guid);
  if (reason) log.warn({ abn }, `ABN not checked: ${reason}`);
  return lookup;
}
