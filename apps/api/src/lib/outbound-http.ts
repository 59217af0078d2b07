import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** How calls to addresses sellers and browsers give us (webhook endpoints, push services) are made. */
export interface OutboundPolicy {
  /** Plain http refused: production. */
  httpsOnly: boolean;
  /** Loopback and private addresses allowed: tests and local development only (OUTBOUND_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  /** TIMEOUT_MS unless a test says otherwise. */
  timeoutMs?: number;
}

export const TIMEOUT_MS = 10_000;
export const MAX_RESPONSE_BYTES = 64 * 1024;

/** A call refused before it was made (the address), or cut short (time, size); `reason` is said to the seller. */
export class OutboundRefused extends Error {}

/** Only the public internet: not loopback, private, link-local (cloud metadata), shared, reserved or multicast. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

const refusedAddress = (host: string, address: string) =>
  new OutboundRefused(
    host === address
      ? `${address} is not a public internet address`
      : `${host} resolves to ${address}, which is not a public internet address`,
  );

/** Checks a URL's scheme and literal address; a host name is checked when it is resolved (`lookup`). */
function checkUrl(url: URL, policy: OutboundPolicy): void {
  if (url.protocol !== 'https:' && (policy.httpsOnly || url.protocol !== 'http:'))
    throw new OutboundRefused('Use an https:// address');
  if (url.username || url.password)
    throw new OutboundRefused('Leave user names and passwords out of the address');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !policy.allowPrivate && !isPublicAddress(host)) throw refusedAddress(host, host);
}

/**
 * Resolves a host and refuses it when any of its addresses is not public. The connection is made to the
 * address checked here, so a name that resolves differently a moment later (DNS rebinding) gains nothing.
 */
function guardedLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = policy.allowPrivate ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (refused) return callback(refusedAddress(hostname, refused.address), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** Whether an address may be called, as far as can be known before calling it (registration). */
export async function checkDestination(address: string, policy: OutboundPolicy): Promise<void> {
  const url = new URL(address);
  checkUrl(url, policy);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return;
  await new Promise<void>((resolve, reject) =>
    guardedLookup(policy)(host, {}, (error) => (error ? reject(error) : resolve())),
  );
}

export interface OutboundAnswer {
  status: number;
  /** The answer's first MAX_RESPONSE_BYTES, as text. */
  body: string;
}

/**
 * POSTs a body to an address given by a seller or a browser: public addresses only (checked after resolving),
 * no redirects followed, at most TIMEOUT_MS, at most MAX_RESPONSE_BYTES of the answer read.
 */
export function postOutbound(
  address: string,
  body: string | Buffer,
  headers: Record<string, string>,
  policy: OutboundPolicy,
): Promise<OutboundAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(address);
    checkUrl(url, policy);
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup: guardedLookup(policy),
      agent: false,
    });
    const timeoutMs = policy.timeoutMs ?? TIMEOUT_MS;
    const timer = setTimeout(
      () => request.destroy(new OutboundRefused(`No answer within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
      };
      response.on('data', (chunk: Buffer) => {
        const room = MAX_RESPONSE_BYTES - size;
        if (room > 0) chunks.push(chunk.subarray(0, room));
        size += chunk.length;
        // Enough read: what more a receiver sends is not ours to hold.
        if (size >= MAX_RESPONSE_BYTES) {
          response.destroy();
          finish();
        }
      });
      response.on('end', finish);
      response.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    request.end(body);
  });
}
