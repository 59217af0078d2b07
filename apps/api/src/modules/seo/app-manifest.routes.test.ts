import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ICONS, iconLook, iconPath, type AppIconKind } from '../../ssr/app-icons';
import { pageHead } from '../../ssr/page-meta';
import { startApp, type TestApp } from '../../test/harness';
import { drawIcon, iconSvg, squareMark } from './app-icon.draw';
import { shortName } from './app-manifest.service';
import { BUILD_ID_PLACEHOLDER, WORKER_FILE } from './service-worker-file';

/** The width and height a PNG's header gives (signature, then the IHDR chunk), or null for another file. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((b, i) => bytes[i] === b) || bytes.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const DEMO_BRANDS = ['bistro', 'grocer', 'motors', 'parts', 'wholesale'];
const ASSETS = path.resolve(import.meta.dirname, '../../../../../data/brands/assets');

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

describe('each brand an installable app: manifest, icons, service worker (ADR 0058)', () => {
  let t: TestApp;
  const dir = mkdtempSync(path.join(tmpdir(), 'app-icons-'));
  // A web build of two files: the worker and Vite's list of built files.
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(webDist, 'service-worker'));
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(path.join(webDist, WORKER_FILE), `const BUILD='${BUILD_ID_PLACEHOLDER}';`);
  writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{}');

  beforeAll(async () => {
    t = await startApp('pglite', { SHARE_IMAGES_DIR: dir, WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const brand = async (flavour: string) => (await t.app.brands.resolve(flavour))!;

  it.each(DEMO_BRANDS)(
    "serves %s's manifest: its name, colours, home page, scope and icons",
    async (flavour) => {
      const web = (await brand(flavour)).web;
      const res = await get(`/${flavour}/manifest.webmanifest`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      const manifest = res.json<Manifest>();
      expect(manifest).toMatchObject({
        id: `/${flavour}/`,
        name: web.BrandData.BrandName,
        start_url: `/${flavour}/home`,
        scope: `/${flavour}/`,
        display: 'standalone',
        theme_color: web.TemplateData.DynamicStyle.PrimaryColors,
        background_color: web.TemplateData.DynamicStyle.TertiaryColors,
      });
      expect(manifest.short_name.length).toBeLessThanOrEqual(12);
      expect(manifest.icons.map((i) => [i.sizes, i.purpose, i.type])).toEqual([
        ['192x192', 'any', 'image/png'],
        ['512x512', 'any', 'image/png'],
        ['512x512', 'maskable', 'image/png'],
      ]);
      for (const icon of manifest.icons) {
        const png = await get(icon.src);
        expect(png.statusCode, icon.src).toBe(200);
        expect(png.headers['content-type']).toBe('image/png');
        expect(png.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const size = Number(icon.sizes.split('x')[0]);
        expect(pngSize(png.rawPayload)).toEqual({ width: size, height: size });
      }
    },
  );

  it("names the manifest and Apple's touch icon in the page head", async () => {
    const web = (await brand('bistro')).web;
    const head = pageHead({
      config: web,
      origin: 'https://shop.example',
      pathname: '/bistro/menu',
      subject: { kind: 'menu' },
    });
    expect(head).toContain('<link rel="manifest" href="/bistro/manifest.webmanifest">');
    const touchIcon = iconPath('bistro', 'apple-180', iconLook(web));
    expect(head).toContain(`<link rel="apple-touch-icon" href="${touchIcon}">`);
    expect(pngSize((await get(touchIcon)).rawPayload)).toEqual({ width: 180, height: 180 });
  });

  it('sends an icon of an older look on to the current one, and refuses other names', async () => {
    const web = (await brand('grocer')).web;
    const older = iconLook({
      ...web,
      TemplateData: {
        ...web.TemplateData,
        DynamicStyle: { ...web.TemplateData.DynamicStyle, PrimaryColors: '#000000' },
      },
    });
    const moved = await get(iconPath('grocer', 'any-192', older));
    expect(moved.statusCode).toBe(307);
    expect(moved.headers.location).toBe(iconPath('grocer', 'any-192', iconLook(web)));
    for (const name of ['any-64-0123456789abcdef0123.png', 'any-192-xyz.png', 'brand-x.png', '..%2F..%2Fetc'])
      expect((await get(`/grocer/icons/${name}`)).statusCode, name).toBe(404);
    expect((await get('/no-such-brand/manifest.webmanifest')).statusCode).toBe(404);
    const icon = path.basename(iconPath('grocer', 'any-192', iconLook(web)));
    expect((await get(`/no-such-brand/icons/${icon}`)).statusCode).toBe(404);
  });

  it("serves the service worker under each brand with the build's id written in", async () => {
    const res = await get('/bistro/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toMatch(/^const BUILD='[0-9a-f]{16}';$/);
    expect((await get('/grocer/sw.js')).body).toBe(res.body);
    expect((await get('/no-such-brand/sw.js')).statusCode).toBe(404);
  });
});

describe('app icons: drawn from the square mark, else a lettermark', () => {
  const svg = (file: string) => ({
    bytes: readFileSync(path.join(ASSETS, file)),
    type: 'image/svg+xml' as const,
  });
  const look = { name: 'Copperleaf Bistro', primary: '#7a1f1f', pictures: [] };

  it('draws a square favicon, never a wide logo', () => {
    expect(squareMark([svg('bistro/favicon.svg')])).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(squareMark([svg('bistro/logo.svg')])).toBeNull();
    expect(squareMark([null, svg('bistro/logo.svg'), svg('grocer/favicon.svg')])).not.toBeNull();
  });

  it('draws each icon at its size, and reads the size of a raster picture', async () => {
    for (const [kind, { size }] of Object.entries(APP_ICONS))
      expect(pngSize(await drawIcon(kind as AppIconKind, look, [])), kind).toEqual({
        width: size,
        height: size,
      });
    const png = await drawIcon('any-192', look, []);
    expect(squareMark([{ bytes: png, type: 'image/png' }])).toMatch(/^data:image\/png;base64,/);
  });

  it.each(Object.keys(APP_ICONS) as AppIconKind[])(
    'falls back to the initial on the brand colour (%s)',
    (kind) => {
      const drawn = iconSvg(kind, look, null);
      expect(drawn).toContain('fill="#7a1f1f"');
      expect(drawn).toMatch(/<text [^>]*>C<\/text>/);
    },
  );

  it('gives launchers a short name', () => {
    expect(shortName('Copperleaf Bistro')).toBe('Copperleaf');
    expect(shortName('Thames Catering Supplies')).toBe('Thames');
    expect(shortName('Bistro')).toBe('Bistro');
    expect(shortName('Supercalifragilistic Foods')).toBe('Supercalifra');
  });
});
