import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptSafeJson } from '../lib/page-csp';
import { startApp, type TestApp } from '../test/harness';

/** The page: served for every app path with a fresh CSP nonce, never cached, never as a plain file. */
describe('page serving', () => {
  let t: TestApp;
  const dist = mkdtempSync(path.join(tmpdir(), 'storefront-web-'));
  beforeAll(async () => {
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><meta property="csp-nonce" nonce="__CSP_NONCE__"><script type="module" nonce="__CSP_NONCE__" src="/assets/app.js"></script>',
    );
    mkdirSync(path.join(dist, 'service-worker'));
    writeFileSync(path.join(dist, 'service-worker', 'worker.js'), 'self.BUILD = "__BUILD_ID__";');
    t = await startApp('pglite', { WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the page with a new nonce in the policy and the markup on every response', async () => {
    const first = await t.request('GET', '/bistro/menu');
    const second = await t.request('GET', '/bistro/menu');
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.headers['cache-control']).toBe('no-store');
    const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
    const nonce = nonceOf(first.headers['content-security-policy']);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(nonceOf(second.headers['content-security-policy'])).not.toBe(nonce);
    expect(first.body).toContain(`<script type="module" nonce="${nonce}"`);
    expect(first.body).not.toContain('__CSP_NONCE__');
    const csp = String(first.headers['content-security-policy']);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "'strict-dynamic'"])
      expect(csp).toContain(directive);
    expect(first.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(first.headers['set-cookie'])).toContain('XSRF-TOKEN=');
  });

  it('does not serve index.html or the raw service worker as files, and answers unknown files and API paths with 404', async () => {
    const direct = await t.request('GET', '/index.html');
    expect(direct.status).toBe(404);
    expect(direct.body).not.toContain('__CSP_NONCE__');
    expect((await t.request('GET', '/assets/missing.js')).status).toBe(404);
    // The service worker goes out only as /{brand}/sw.js, its build id written in.
    expect((await t.request('GET', '/service-worker/worker.js')).status).toBe(404);
    expect((await t.request('GET', '/api/nothing')).json()).toMatchObject({ Info: { Status: 404 } });
  });

  it("carries the brand's configuration inline, as inert JSON that no brand text can break out of", async () => {
    const bootOf = (html: string) =>
      /<script type="application\/json" id="brand-boot">(.*?)<\/script>/s.exec(html)?.[1];
    const page = await t.request('GET', '/bistro/home?x=1');
    const boot = bootOf(page.body);
    expect(boot).toBeDefined();
    const api = await t.request('GET', '/api/Brand/getBrandInfo/bistro/WebCustomer');
    expect(JSON.parse(boot ?? '')).toEqual(api.json());
    // Upper case in the address finds the same brand; an unknown brand's page has none.
    expect(bootOf((await t.request('GET', '/BISTRO/menu')).body)).toBe(boot);
    expect(bootOf((await t.request('GET', '/no-such-brand/home')).body)).toBeUndefined();

    // The page's first images are hinted, so they load alongside the app's code.
    expect((await t.request('GET', '/bistro/menu')).body).toMatch(
      /<link rel="preload" as="image" href="[^"]+menu-mobile[^"]*" media="\(max-width: 768px\)" fetchpriority="high">/,
    );

    const hostile = JSON.stringify({ text: '</script><script>alert(1)</script><!--' });
    expect(scriptSafeJson(hostile)).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(scriptSafeJson(hostile))).toEqual(JSON.parse(hostile));
  });
});
