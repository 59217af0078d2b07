import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { brandCard, cardPath, itemCard } from '../../ssr/share-card';
import { startApp, type TestApp } from '../../test/harness';
import type { Product } from '@storefront/contract/catalog';

/** The width and height a PNG's header gives (signature, then the IHDR chunk), or null for another file. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((b, i) => bytes[i] === b) || bytes.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const DEMO_BRANDS = ['bistro', 'grocer', 'motors', 'parts', 'wholesale'];

describe('share cards: the pictures of link previews (ADR 0041)', () => {
  let t: TestApp;
  const dir = mkdtempSync(path.join(tmpdir(), 'share-images-'));
  beforeAll(async () => {
    t = await startApp('pglite', { SHARE_IMAGES_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const brand = async (flavour: string) => (await t.app.brands.resolve(flavour))!;
  const product = async (flavour: string, id: number) =>
    (await t.request('GET', `/api/Product/getProduct/${flavour}/${id}`)).json<{ Data: Product }>().Data;

  it.each(DEMO_BRANDS)("serves %s's card as a 1200×630 PNG, cached for a year", async (flavour) => {
    const res = await get(cardPath(flavour, brandCard((await brand(flavour)).web)));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it("serves an item's card, drawn once and kept on disk under its brand", async () => {
    const grocer = await brand('grocer');
    const item = await product('grocer', 20016);
    const card = itemCard(grocer.web, item)!;
    expect(card).toMatchObject({ kind: 'item', title: item.ProductTitle });
    const first = await get(cardPath('grocer', card));
    expect(first.statusCode).toBe(200);
    expect(pngSize(first.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(
      readdirSync(path.join(dir, String(grocer.id))).filter((f) => f.endsWith('.png')).length,
    ).toBeGreaterThan(0);
    const again = await get(cardPath('grocer', card));
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('draws every card of an imported brand: the brand’s and each item’s with a picture', async () => {
    const wholesale = await brand('wholesale');
    const count = await t.app.shareImages.generate(['wholesale']);
    const shown = await t.request('POST', '/api/Product/v1/getProducts/wholesale', {
      body: { Offset: 0, Limit: 100 },
    });
    const items = shown.json<{ Data: Product[] }>().Data;
    expect(count).toBe(1 + items.filter((p) => itemCard(wholesale.web, p)).length);
    for (const p of items.slice(0, 5)) {
      const file = path.join(dir, String(wholesale.id));
      expect(existsSync(file)).toBe(true);
      const res = await get(cardPath('wholesale', itemCard(wholesale.web, p)!));
      expect(res.statusCode, p.ProductTitle).toBe(200);
    }
  });

  it('sends an address of an older card on to the current one', async () => {
    const grocer = await brand('grocer');
    const current = cardPath('grocer', brandCard(grocer.web));
    const old = cardPath(
      'grocer',
      brandCard({ ...grocer.web, BrandData: { ...grocer.web.BrandData, BrandName: 'Old' } }),
    );
    expect(old).not.toBe(current);
    const res = await get(old);
    expect(res.statusCode).toBe(307);
    expect(res.headers.location).toBe(current);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for names that are no card of the brand: another brand’s item, a hidden one, anything else', async () => {
    const grocer = await brand('grocer');
    const bistro = await brand('bistro');
    const item = await product('grocer', 20016);
    // The grocer's item asked for under the bistro: every lookup starts from the brand.
    expect((await get(cardPath('bistro', itemCard(bistro.web, item)!))).statusCode).toBe(404);
    await t.app.database.db.update(products).set({ hidden: true }).where(eq(products.id, 20017));
    const hidden = itemCard(
      grocer.web,
      await product('grocer', 20016).then(() => ({ ...item, ProductId: 20017 })),
    )!;
    expect((await get(cardPath('grocer', hidden))).statusCode).toBe(404);
    for (const name of [
      'brand-xyz.png',
      'item-1-00.png',
      '..%2F..%2Fsecrets.png',
      'brand-0123456789abcdef0123.svg',
    ])
      expect((await get(`/grocer/og/${name}`)).statusCode, name).toBe(404);
    expect((await get(cardPath('no-such-brand', brandCard(grocer.web)))).statusCode).toBe(404);
  });
});
