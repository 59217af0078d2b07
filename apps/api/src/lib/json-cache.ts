import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A JSON response serialised once, with its ETag and compressed forms made on first demand. The body is kept as
 * bytes: Node writes a Buffer to the socket as it is, while a string is joined to the headers and encoded again on
 * every response (for a 7 kB answer that was most of the request's cost).
 */
export class JsonEntry {
  readonly etag: string;
  readonly bytes: Buffer;
  private gzipped?: Buffer;
  private brotli?: Buffer;

  constructor(body: string) {
    this.bytes = Buffer.from(body, 'utf8');
    this.etag = `"${createHash('sha1').update(this.bytes).digest('base64url')}"`;
  }

  /** The JSON text (server-rendered pages embed it). */
  get body(): string {
    return this.bytes.toString('utf8');
  }

  /** The body in the best encoding the client accepts (small bodies are not worth compressing). */
  encoded(acceptEncoding: string | undefined): { payload: Buffer; encoding?: 'br' | 'gzip' } {
    if (!acceptEncoding || this.bytes.length < 1024) return { payload: this.bytes };
    if (acceptEncoding.includes('br')) {
      this.brotli ??= brotliCompressSync(this.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
      return { payload: this.brotli, encoding: 'br' };
    }
    if (acceptEncoding.includes('gzip')) {
      this.gzipped ??= gzipSync(this.bytes, { level: 9 });
      return { payload: this.gzipped, encoding: 'gzip' };
    }
    return { payload: this.bytes };
  }
}

/**
 * A bounded in-memory cache of serialised responses (least recently used out first). Concurrent misses for the
 * same key share one computation. Keys must name everything the response depends on, including the brand's
 * version, so a change to the brand makes new keys and old entries age out.
 */
export function createJsonCache(maxEntries = 1000) {
  const entries = new Map<string, { pending: Promise<JsonEntry>; entry?: JsonEntry }>();
  return {
    get(key: string, produce: () => Promise<string>): Promise<JsonEntry> {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.pending;
      }
      const slot: { pending: Promise<JsonEntry>; entry?: JsonEntry } = {
        pending: produce().then((body) => (slot.entry = new JsonEntry(body))),
      };
      entries.set(key, slot);
      slot.pending.catch(() => {
        if (entries.get(key) === slot) entries.delete(key);
      });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return slot.pending;
    },
    /** The entry for `key` when it is made already (no waiting, no work): what a prepared answer sends. */
    peek(key: string): JsonEntry | undefined {
      return entries.get(key)?.entry;
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
export type JsonCache = ReturnType<typeof createJsonCache>;
