/**
 * The `ApiKey` request stamp (spec §7): an AES-GCM encryption of the time, the brand flavour and the request
 * path under a key derived from a shared secret. It shows a request came from our client recently and for this
 * brand and path; it is not a secret-keeping mechanism (the browser holds the key), see docs/decisions.
 * Uses WebCrypto, so the same code runs in the browser and in Node.
 */
export interface ApiKeyStamp {
  /** Milliseconds since the epoch when the stamp was made. */
  t: number;
  /** Brand flavour. */
  b: string;
  /** Request path without the query string, e.g. `/api/Product/search`. */
  p: string;
}

/** How old (or how far in the future) a stamp may be. */
export const API_KEY_MAX_SKEW_MS = 5 * 60 * 1000;

const encoder = new TextEncoder();

async function keyFrom(secret: string) {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(secret));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

/** Makes the stamp for one request. */
export async function createApiKey(secret: string, stamp: ApiKeyStamp): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await keyFrom(secret),
    encoder.encode(JSON.stringify(stamp)),
  );
  const out = new Uint8Array(12 + cipher.byteLength);
  out.set(iv, 0);
  out.set(new Uint8Array(cipher), 12);
  return toBase64Url(out);
}

export type ApiKeyVerdict = { ok: true } | { ok: false; reason: string };

/** Checks a stamp against the request it arrived on. */
export async function verifyApiKey(
  secret: string,
  apiKey: string | undefined,
  expected: { brand: string; path: string; now?: number },
): Promise<ApiKeyVerdict> {
  if (!apiKey) return { ok: false, reason: 'ApiKey header missing' };
  let stamp: unknown;
  try {
    const bytes = fromBase64Url(apiKey);
    if (bytes.length < 13) return { ok: false, reason: 'ApiKey malformed' };
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, 12) },
      await keyFrom(secret),
      bytes.slice(12),
    );
    stamp = JSON.parse(new TextDecoder().decode(plain));
  } catch {
    return { ok: false, reason: 'ApiKey malformed' };
  }
  const s = stamp as Partial<ApiKeyStamp>;
  if (typeof s.t !== 'number' || typeof s.b !== 'string' || typeof s.p !== 'string')
    return { ok: false, reason: 'ApiKey malformed' };
  if (Math.abs((expected.now ?? Date.now()) - s.t) > API_KEY_MAX_SKEW_MS)
    return { ok: false, reason: 'ApiKey expired' };
  if (s.b.toLowerCase() !== expected.brand.toLowerCase())
    return { ok: false, reason: 'ApiKey issued for another brand' };
  if (s.p !== expected.path) return { ok: false, reason: 'ApiKey issued for another path' };
  return { ok: true };
}
