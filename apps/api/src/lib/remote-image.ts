import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Images a product import names by URL: fetched by the server, so the server must not become a way
 * into the network it runs in. Only public unicast addresses are reached (checked on the address
 * the connection actually uses, after DNS, so a name that resolves to 127.0.0.1 or 10.x is refused
 * and a rebinding answer cannot slip through), unless the host is one the operator allowed
 * (`IMPORT_IMAGE_HOSTS`). Redirects are followed a few times, each one checked the same way.
 */
export interface RemoteImagePolicy {
  allowedHosts: readonly string[];
  maxBytes: number;
  timeoutMs: number;
}

export class RemoteImageError extends Error {}

const MAX_REDIRECTS = 3;

/** Only the public internet: not loopback, private, link-local, carrier NAT, multicast, reserved or unspecified. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

function isAllowedHost(url: URL, policy: Pick<RemoteImagePolicy, 'allowedHosts'>): boolean {
  return policy.allowedHosts.includes(hostOf(url));
}

const REFUSED = 'Image URL must be a public internet address';

/** The URL as one the import may fetch, or why not (checked before the file is applied, once per host). */
export async function checkImageUrl(
  text: string,
  policy: Pick<RemoteImagePolicy, 'allowedHosts'>,
): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Image URL is not a web address';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'Image URL must be an http or https address';
  if (url.username || url.password) return 'Image URL must not carry a user name or password';
  if (isAllowedHost(url, policy)) return undefined;
  const host = hostOf(url);
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? undefined : REFUSED;
  try {
    const addresses = await lookup(host, { all: true });
    return addresses.length > 0 && addresses.every((entry) => isPublicAddress(entry.address)) ? undefined : REFUSED;
  } catch {
    return 'Image URL names a host that does not exist';
  }
}

/** The DNS lookup of a fetch: refuses the connection when the name resolves to an address that is not public. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as LookupAddress[];
    const refused = list.find((entry) => !isPublicAddress(entry.address));
    if (refused || list.length === 0) return callback(new RemoteImageError(REFUSED), '', 0);
    if (options.all) return callback(null, list);
    const [first] = list;
    return callback(null, first?.address ?? '', first?.family ?? 4);
  });
};

function getOnce(url: URL, policy: RemoteImagePolicy): Promise<{ redirect?: string; body?: Buffer }> {
  const allowed = isAllowedHost(url, policy);
  const host = hostOf(url);
  if (!allowed && ipaddr.isValid(host) && !isPublicAddress(host)) {
    return Promise.reject(new RemoteImageError(REFUSED));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      { timeout: policy.timeoutMs, ...(allowed ? {} : { lookup: publicOnlyLookup }), headers: { accept: 'image/*' } },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ redirect: response.headers.location });
          return;
        }
        if (status !== 200) {
          response.resume();
          reject(new RemoteImageError(`Image URL answered ${status}`));
          return;
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > policy.maxBytes) {
          response.destroy();
          reject(new RemoteImageError(`Image is larger than ${policy.maxBytes / (1024 * 1024)} MB`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > policy.maxBytes) {
            response.destroy();
            reject(new RemoteImageError(`Image is larger than ${policy.maxBytes / (1024 * 1024)} MB`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ body: Buffer.concat(chunks) }));
        response.on('error', (error) => reject(new RemoteImageError(`Image could not be read: ${error.message}`)));
      },
    );
    // The whole fetch, not only an idle socket, is bounded.
    const deadline = setTimeout(
      () => request.destroy(new RemoteImageError('Image URL took too long')),
      policy.timeoutMs,
    );
    request.on('close', () => clearTimeout(deadline));
    request.on('timeout', () => request.destroy(new RemoteImageError('Image URL took too long')));
    request.on('error', (error) =>
      reject(error instanceof RemoteImageError ? error : new RemoteImageError('Image URL could not be reached')),
    );
  });
}

/** The bytes at an image URL, within the policy's size and time, from public addresses only (see above). */
export async function fetchRemoteImage(text: string, policy: RemoteImagePolicy): Promise<Buffer> {
  let url = new URL(text);
  for (let redirects = 0; redirects <= MAX_REDIRECTS; redirects += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new RemoteImageError('Image URL must be an http or https address');
    }
    const { redirect, body } = await getOnce(url, policy);
    if (body) return body;
    url = new URL(redirect ?? '', url);
  }
  throw new RemoteImageError('Image URL redirects too many times');
}
