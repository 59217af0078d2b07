import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PreparedBody } from './prepared-body';

/** A page-like body: markup that repeats with small differences, as a list of dishes does. */
const page = Array.from(
  { length: 400 },
  (_, i) =>
    `<article class="card"><h3>Dish ${i}</h3><p>£${(i * 1.37).toFixed(2)} · ${'lorem '.repeat(i % 7)}</p></article>`,
).join('');

describe('PreparedBody', () => {
  it('compresses a one-off answer fast and the kept one harder: the same bytes and ETag either way', () => {
    const once = new PreparedBody(page, { once: true });
    const kept = once.kept();
    expect(kept.etag).toBe(once.etag);
    expect(kept.bytes).toBe(once.bytes);
    const fast = once.encoded('br, gzip');
    const hard = kept.encoded('br, gzip');
    expect(fast.encoding).toBe('br');
    expect(brotliDecompressSync(fast.payload).toString()).toBe(page);
    expect(brotliDecompressSync(hard.payload).toString()).toBe(page);
    expect(hard.payload.length).toBeLessThan(fast.payload.length);
    // Made once: the same compressed bytes on the next answer.
    expect(kept.encoded('br').payload).toBe(hard.payload);
    // A body made to be kept is kept as it is.
    expect(kept.kept()).toBe(kept);
  });

  it('sends gzip to a client without brotli, and small bodies as they are', () => {
    const body = new PreparedBody(page);
    const gzip = body.encoded('gzip, deflate');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.payload).toString()).toBe(page);
    expect(body.encoded(undefined)).toEqual({ payload: body.bytes });
    const small = new PreparedBody('{"Info":{"Status":200}}');
    expect(small.encoded('br')).toEqual({ payload: small.bytes });
  });
});
