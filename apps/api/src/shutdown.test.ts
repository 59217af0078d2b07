import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl } from '@storefront/contract/paths';
import { productionApiEnv, startApi, stopApi, type ApiProcess } from './test/api-process';

/**
 * A process asked to stop (SIGTERM, as a deploy or an orchestrator asks) ends its event streams, so browsers
 * reconnect to another process, lets what is in flight finish, and exits 0 promptly: an open stream used to
 * hold the shutdown for ever.
 */
describe('SIGTERM', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-shutdown-'));
  let api: ApiProcess;

  beforeAll(async () => {
    api = await startApi('API process', { ...productionApiEnv(dataDir), PGLITE_DIR: 'memory://' });
  }, 120_000);

  afterAll(async () => {
    await stopApi(api);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends the event streams, answers what is in flight, and exits 0', async () => {
    const stream = await fetch(`${api.origin}${apiUrl.brandChanges('bistro')}`);
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value as Uint8Array)).toContain('retry:');

    const inFlight = fetch(`${api.origin}${apiUrl.getBrandInfo('bistro')}`);
    const exited = once(api.child, 'exit');
    const asked = Date.now();
    api.child.kill('SIGTERM');

    // The stream ends (the browser would reconnect), rather than holding the process.
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read());
    expect((await inFlight).status).toBe(200);
    const [code] = (await exited) as [number | null];
    expect(code, api.output()).toBe(0);
    expect(Date.now() - asked).toBeLessThan(5000);
    await expect(fetch(`${api.origin}/healthz`)).rejects.toThrow();
  }, 30_000);
});
