import { describe, expect, it } from 'vitest';
import { createApiKey, verifyApiKey } from './api-key';

describe('ApiKey stamp', () => {
  const secret = 'test-secret';
  it('accepts a fresh stamp for the same brand and path', async () => {
    const key = await createApiKey(secret, { t: Date.now(), b: 'bistro', p: '/api/Product/search' });
    expect(await verifyApiKey(secret, key, { brand: 'bistro', path: '/api/Product/search' })).toEqual({
      ok: true,
    });
  });
  it('rejects stale, foreign, tampered and missing stamps', async () => {
    const old = await createApiKey(secret, { t: Date.now() - 10 * 60_000, b: 'bistro', p: '/x' });
    expect(await verifyApiKey(secret, old, { brand: 'bistro', path: '/x' })).toMatchObject({
      ok: false,
      reason: 'ApiKey expired',
    });
    const key = await createApiKey(secret, { t: Date.now(), b: 'bistro', p: '/x' });
    expect(await verifyApiKey(secret, key, { brand: 'grocer', path: '/x' })).toMatchObject({ ok: false });
    expect(await verifyApiKey(secret, key, { brand: 'bistro', path: '/y' })).toMatchObject({ ok: false });
    expect(await verifyApiKey('other', key, { brand: 'bistro', path: '/x' })).toMatchObject({
      ok: false,
      reason: 'ApiKey malformed',
    });
    expect(
      await verifyApiKey(secret, key.slice(0, -2) + 'AA', { brand: 'bistro', path: '/x' }),
    ).toMatchObject({ ok: false });
    expect(await verifyApiKey(secret, undefined, { brand: 'bistro', path: '/x' })).toMatchObject({
      ok: false,
    });
  });
});
