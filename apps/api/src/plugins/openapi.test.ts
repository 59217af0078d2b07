import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@storefront/contract/paths';
import { startApp, type TestApp } from '../test/harness';

describe('OpenAPI document and health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('pglite');
  });
  afterAll(() => t.close());

  it('documents every call of the contract', async () => {
    const doc = (await t.request('GET', '/api/openapi.json')).json<{
      openapi: string;
      paths: Record<string, object>;
    }>();
    expect(doc.openapi).toBe('3.0.3');
    const documented = Object.keys(doc.paths);
    for (const route of Object.values(apiRoutes)) {
      const openapiPath = route.replace(/:(\w+)/g, '{$1}');
      expect(documented, route).toContain(openapiPath);
    }
    expect(JSON.stringify(doc.paths['/api/Product/search'])).toContain('SearchKey');
  });

  it('serves the documentation page and health endpoints', async () => {
    expect((await t.request('GET', '/api/docs/')).status).toBe(200);
    expect((await t.request('GET', '/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.request('GET', '/readyz')).json()).toEqual({ status: 'ready', database: 'pglite' });
    // No brand at the origin's root: no icon, and no 404 for the browser to log.
    expect((await t.request('GET', '/favicon.ico')).status).toBe(204);
  });

  it('redirects the empty path to the default brand home', async () => {
    const res = await t.request('GET', '/');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/bistro/home');
  });
});
