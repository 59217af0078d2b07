import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A JSON response serialised once, with its ETag and compressed forms made on first demand. */
export class JsonEntry {
  readonly etag: string;
  private gzipped?: Buffer;
  private brotli?: Buffer;

  constructor(readonly body: string) {
    this.etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  }

  /** The body in the best encoding the client accepts (small bodies are not worth compressing). */
  encoded(acceptEncoding: string | undefined): { payload: string | Buffer; encoding?: 'br' | 'gzip' } {
    if (!acceptEncoding || this.body.length < 1024) return { payload: this.body };
    if (acceptEncoding.includes('br')) {
      this.brotli ??= brotliCompressSync(this.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
      return { payload: this.brotli, encoding: 'br' };
    }
    if (acceptEncoding.includes('gzip')) {
      this.gzipped ??= gzipSync(this.body, { level: 9 });
      return { payload: this.gzipped, encoding: 'gzip' };
    }
    return { payload: this.body };
  }
}

/**
 * A bounded in-memory cache of serialised responses (least recently used out first). Concurrent misses for the
 * same key share one computation. Keys must name everything the response depends on, including the brand's
 * version, so a change to the brand makes new keys and old entries age out.
 */
export function createJsonCache(maxEntries = 1000) {
  const entries = new Map<string, Promise<JsonEntry>>();
  return {
    get(key: string, produce: () => Promise<string>): Promise<JsonEntry> {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const pending = produce().then((body) => new JsonEntry(body));
      entries.set(key, pending);
      pending.catch(() => entries.delete(key));
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return pending;
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
export type JsonCache = ReturnType<typeof createJsonCache>;
