import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBrandFile } from '../../test/fixtures';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { createBrandFileService } from '../brand-file/brand-file.service';
import { createStaffAccount } from '../staff/staff.service';

const BRAND = { id: 7352, flavour: 'live-brand' } as const;
const OTHER = { id: 7353, flavour: 'live-other' } as const;
const STAFF_PASSWORD = 'staff-password-for-tests';

interface Stream {
  /** The `event: brand` messages so far, with when each arrived. */
  events: { data: unknown; at: number }[];
  /** Resolves once an event has arrived after `since` (rejects after `timeoutMs`). */
  next: (since: number, timeoutMs?: number) => Promise<number>;
  close: () => void;
}

/** Opens a server-sent event stream and keeps its `brand` events; resolves once the server answered 200. */
function openStream(url: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const events: Stream['events'] = [];
    const req = http.get(url, (res) => {
      if (res.statusCode !== 200) {
        req.destroy();
        return reject(new Error(`stream answered ${res.statusCode}`));
      }
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          const data = lines.find((l) => l.startsWith('data: '));
          if (lines.includes('event: brand') && data)
            events.push({ data: JSON.parse(data.slice(6)) as unknown, at: Date.now() });
        }
      });
      resolve({
        events,
        next: (since, timeoutMs = 2000) =>
          new Promise((done, fail) => {
            const started = Date.now();
            const poll = setInterval(() => {
              const hit = events.find((e) => e.at >= since);
              if (hit) {
                clearInterval(poll);
                done(hit.at);
              } else if (Date.now() - started > timeoutMs) {
                clearInterval(poll);
                fail(new Error(`no brand event within ${timeoutMs} ms`));
              }
            }, 20);
          }),
        close: () => req.destroy(),
      });
    });
    req.on('error', () => undefined);
  });
}

/**
 * The storefront's live brand stream: an open checkout hears that its brand changed (here: busy mode switched on
 * by staff) within 2 s, from the database's announcement, and hears nothing of other brands.
 */
describe.each(DRIVERS)('brand change stream on %s', (driver) => {
  let t: TestApp;
  let base = '';
  let token = '';
  const tag = `${driver}-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    t = await startApp(driver);
    const db = t.app.database.db;
    const imported = await createBrandFileService(db).importBrands(
      [BRAND, OTHER].map((b) => ({ source: b.flavour, document: makeBrandFile(b.id, b.flavour) })),
    );
    expect(imported.ok).toBe(true);
    const email = `live-owner-${tag}@staff.test`;
    await createStaffAccount(db, {
      email,
      name: 'Owner',
      role: 'BrandOwner',
      brandId: BRAND.id,
      password: STAFF_PASSWORD,
    });
    const signedIn = await t.request('POST', '/api/admin/Token', {
      body: { grant_type: 'password', username: email, password: STAFF_PASSWORD },
    });
    token = signedIn.json<{ Data: { access_token: string } }>().Data.access_token;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('tells an open stream of the brand within 2 s that busy mode went on, and other brands nothing', async () => {
    const mine = await openStream(`${base}/api/Brand/v1/changes/${BRAND.flavour.toUpperCase()}`);
    const other = await openStream(`${base}/api/Brand/v1/changes/${OTHER.flavour}`);
    try {
      const switched = Date.now();
      const res = await t.request('POST', `/api/admin/${BRAND.flavour}/busy-mode/extension`, {
        token,
        body: { ExtraMinutes: 30, ForMinutes: 60 },
      });
      expect(res.status, res.body).toBe(200);
      const heard = await mine.next(switched);
      expect(heard - switched).toBeLessThan(2000);
      expect(mine.events.map((e) => e.data)).toContainEqual({ Brand: BRAND.flavour });
      // Ended again: heard too; the other brand's stream heard of neither change.
      const ended = Date.now();
      const end = await t.request('POST', `/api/admin/${BRAND.flavour}/busy-mode/extension/end`, {
        token,
        body: {},
      });
      expect(end.status, end.body).toBe(200);
      await mine.next(ended);
      expect(other.events).toEqual([]);
    } finally {
      mine.close();
      other.close();
    }
  });

  it('answers 404 for a brand that does not exist', async () => {
    await expect(openStream(`${base}/api/Brand/v1/changes/no-such-brand`)).rejects.toThrow(/404/);
  });
});
