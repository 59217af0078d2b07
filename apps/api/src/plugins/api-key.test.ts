import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '@storefront/contract/api-key';
import { startApp, type TestApp } from '../test/harness';

describe('ApiKey stamps when API_KEY_SECRET is set', () => {
  let t: TestApp;
  const secret = 'stamp-secret-for-tests';
  const path = '/api/Brand/getBrandInfo/alpha/WebCustomer';
  beforeAll(async () => {
    t = await startApp('pglite', { API_KEY_SECRET: secret });
  });
  afterAll(() => t.close());

  const call = (apiKey?: string, brand = 'alpha') =>
    t.request('GET', path, { headers: { BrandFlavor: brand, ...(apiKey ? { ApiKey: apiKey } : {}) } });

  it('accepts a fresh stamp for the brand and path', async () => {
    expect((await call(await createApiKey(secret, { t: Date.now(), b: 'alpha', p: path }))).status).toBe(200);
  });

  it('rejects missing, stale, foreign-brand and foreign-path stamps', async () => {
    expect((await call()).json()).toEqual({ Info: { Status: 401, Message: 'ApiKey header missing' } });
    expect(
      (await call(await createApiKey(secret, { t: Date.now() - 3_600_000, b: 'alpha', p: path }))).status,
    ).toBe(401);
    expect(
      (await call(await createApiKey(secret, { t: Date.now(), b: 'alpha', p: path }), 'beta')).status,
    ).toBe(401);
    expect(
      (await call(await createApiKey(secret, { t: Date.now(), b: 'alpha', p: '/api/other' }))).status,
    ).toBe(401);
    expect(
      (await call(await createApiKey('wrong-secret', { t: Date.now(), b: 'alpha', p: path }))).status,
    ).toBe(401);
  });

  it('leaves the health and documentation endpoints open', async () => {
    expect((await t.request('GET', '/healthz')).status).toBe(200);
    expect((await t.request('GET', '/api/openapi.json')).status).toBe(200);
  });
});
