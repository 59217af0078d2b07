import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadResponse } from '@storefront/contract/admin-config';
import { AuditResponse, BrandSettingsResponse } from '@storefront/contract/back-office';
import { ErrorResponse } from '@storefront/contract/envelope';
import { WebCustomerResponse } from '@storefront/contract/web-customer-config';
import { pageCsp } from '../../lib/page-csp';
import { makeBrandFile, TEST_PASSWORD } from '../../test/fixtures';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { ALPHA } from '../../test/seed-test-brands';
import { createBrandFileService } from '../brand-file/brand-file.service';
import { createStaffAccount } from '../staff/staff.service';
import { imageSize } from './image-size';
import { UPLOADS_CSP } from '../../plugins/security-headers';
import { sniffImageType } from './upload-storage';

const BRAND = { id: 922, flavour: 'conf-uploads' } as const;
const STAFF_PASSWORD = 'staff-password-for-tests';
const MAX_BYTES = 4096;
const url = `/api/admin/${BRAND.flavour}/uploads`;

/**
 * A PNG's signature and header (IHDR with its size) followed by random bytes: the server checks the signature
 * and the header's size, never the pixels.
 */
const png = (size = 300, width = 1600, height = 400) => {
  const header = Buffer.alloc(25);
  header.writeUInt32BE(13, 0);
  header.write('IHDR', 4, 'ascii');
  header.writeUInt32BE(width, 8);
  header.writeUInt32BE(height, 12);
  header.set([8, 6, 0, 0, 0], 16);
  const start = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), header]);
  return Buffer.concat([start, randomBytes(Math.max(0, size - start.length))]);
};
/** A lossy WebP: RIFF, the VP8 chunk, its key frame's start code and size. */
const webp = (width = 780, height = 400) => {
  const frame = Buffer.alloc(10);
  frame.set([0x9d, 0x01, 0x2a], 3);
  frame.writeUInt16LE(width, 6);
  frame.writeUInt16LE(height, 8);
  return Buffer.concat([
    Buffer.from('RIFF'),
    randomBytes(4),
    Buffer.from('WEBPVP8 '),
    randomBytes(4),
    frame,
    randomBytes(40),
  ]);
};
/** A baseline JPEG: SOI, an APP0 segment, then the frame header with its size. */
const jpeg = (width: number, height: number) => {
  const sof = Buffer.from([0xff, 0xc0, 0, 17, 8, 0, 0, 0, 0, 3]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  const app0 = Buffer.concat([Buffer.from([0xff, 0xe0, 0, 16]), Buffer.from('JFIF\0'), Buffer.alloc(9)]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, randomBytes(60)]);
};
/** A GIF: its logical screen's size. */
const gif = (width: number, height: number) => {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  return Buffer.concat([Buffer.from('GIF89a'), screen, randomBytes(40)]);
};

function multipart(parts: { field: string; filename: string; bytes: Buffer; type?: string }[]) {
  const boundary = `----storefront-test-${randomUUID()}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename}"\r\n` +
        `Content-Type: ${p.type ?? 'image/png'}\r\n\r\n`,
    ),
    p.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

interface S3rverLike {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
/** s3rver ships no types; only what the test uses. */
const S3rver = createRequire(import.meta.url)('s3rver') as new (
  options: Record<string, unknown>,
) => S3rverLike;

async function staffToken(t: TestApp, brandId: number, role: 'BrandOwner' | 'BrandStaff', tag: string) {
  const email = `up-${role}-${brandId}-${tag}@staff.test`;
  await createStaffAccount(t.app.database.db, { email, name: role, role, brandId, password: STAFF_PASSWORD });
  const res = await t.request('POST', '/api/admin/Token', {
    body: { grant_type: 'password', username: email, password: STAFF_PASSWORD },
  });
  return res.json<{ Data: { access_token: string } }>().Data.access_token;
}

describe('image signatures', () => {
  it('recognises PNG, JPEG, WebP and GIF by their bytes and nothing else', () => {
    expect(sniffImageType(png())).toBe('image/png');
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('GIF89a\x01\x00'))).toBe('image/gif');
    expect(sniffImageType(webp())).toBe('image/webp');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from([0x89, 0x50]))).toBeNull();
  });

  it("reads an image's size from its header, for each type", () => {
    expect(imageSize(png(300, 1600, 400), 'image/png')).toEqual({ width: 1600, height: 400 });
    expect(imageSize(jpeg(4032, 3024), 'image/jpeg')).toEqual({ width: 4032, height: 3024 });
    expect(imageSize(gif(320, 200), 'image/gif')).toEqual({ width: 320, height: 200 });
    expect(imageSize(webp(780, 400), 'image/webp')).toEqual({ width: 780, height: 400 });
    expect(imageSize(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png')).toBeNull();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg')).toBeNull();
  });

  it('lets the page load images from the bucket origin it is given', () => {
    const imgSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('img-src ')) ?? '';
    expect(imgSrc(pageCsp("'nonce-n'"))).not.toContain('http://127.0.0.1:9000');
    expect(imgSrc(pageCsp("'nonce-n'", { img: ['http://127.0.0.1:9000'] }))).toContain(
      'http://127.0.0.1:9000',
    );
  });
});

describe.each(DRIVERS)('image upload on disk, %s', (driver) => {
  let t: TestApp;
  const tag = `${driver}-${randomUUID().slice(0, 8)}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-uploads-'));
  const tokens = { owner: '', staff: '', otherOwner: '', customer: '' };
  const upload = (
    token: string,
    body = multipart([{ field: 'file', filename: 'banner.png', bytes: png() }]),
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': body.contentType,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: body.payload,
    });

  beforeAll(async () => {
    t = await startApp(driver, { UPLOADS_DIR: dir, UPLOAD_MAX_BYTES: String(MAX_BYTES) });
    const imported = await createBrandFileService(t.app.database.db).importBrands([
      { source: BRAND.flavour, document: makeBrandFile(BRAND.id, BRAND.flavour) },
    ]);
    expect(imported.ok).toBe(true);
    tokens.owner = await staffToken(t, BRAND.id, 'BrandOwner', tag);
    tokens.staff = await staffToken(t, BRAND.id, 'BrandStaff', tag);
    tokens.otherOwner = await staffToken(t, ALPHA.id, 'BrandOwner', tag);
    tokens.customer = await t.login(ALPHA.flavour, `ann@${ALPHA.flavour}.test`, TEST_PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores an image under its hash, serves it back byte for byte with a long cache, and logs it', async () => {
    const bytes = png(1200);
    const res = await upload(
      tokens.owner,
      multipart([{ field: 'file', filename: 'hero.png', bytes, type: 'text/plain' }]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const image = UploadResponse.parse(res.json()).Data;
    expect(image).toMatchObject({ ContentType: 'image/png', Size: 1200 });
    expect(image.Url).toMatch(new RegExp(`^/uploads/${BRAND.id}/[0-9a-f]{64}\\.png$`));

    const served = await t.app.inject({ method: 'GET', url: image.Url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toBe(UPLOADS_CSP);
    expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);

    // The same bytes again: the same URL. A WebP is recognised whatever it is called.
    const again = UploadResponse.parse(
      (await upload(tokens.owner, multipart([{ field: 'file', filename: 'x.png', bytes }]))).json(),
    );
    expect(again.Data.Url).toBe(image.Url);
    const other = await upload(
      tokens.owner,
      multipart([{ field: 'file', filename: 'photo.gif', bytes: webp() }]),
    );
    expect(UploadResponse.parse(other.json()).Data.Url).toMatch(/\.webp$/);

    const audit = AuditResponse.parse(
      (await t.request('GET', `/api/admin/${BRAND.flavour}/audit`, { token: tokens.owner })).json(),
    ).Data.filter((e) => e.Action === 'upload');
    expect(audit.length).toBeGreaterThanOrEqual(3);
    expect(audit.find((e) => e.Subject === 'Image hero.png')).toMatchObject({
      Subject: 'Image hero.png',
      After: image,
    });
  });

  it("sets an uploaded image as the brand's banner and logo through the settings", async () => {
    const image = UploadResponse.parse((await upload(tokens.owner)).json()).Data;
    const settingsUrl = `/api/admin/${BRAND.flavour}/settings`;
    const settings = BrandSettingsResponse.parse(
      (await t.request('GET', settingsUrl, { token: tokens.owner })).json(),
    ).Data;
    expect(settings.BannerImage).toBe('');
    const bad = await t.request('POST', settingsUrl, {
      token: tokens.owner,
      body: { ...settings, LogoImage: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(400);
    const saved = await t.request('POST', settingsUrl, {
      token: tokens.owner,
      body: { ...settings, BannerImage: image.Url, LogoImage: image.Url },
    });
    expect(saved.status, saved.body).toBe(200);
    const web = WebCustomerResponse.parse(
      (await t.request('GET', `/api/Brand/getBrandInfo/${BRAND.flavour}/WebCustomer`)).json(),
    ).Data;
    expect(web.TemplateData.DynamicStyle.HeaderBanners.default).toEqual({ Desktop: image.Url });
    expect(web.BrandData.BrandBranch.BrandBranchLogo).toBe(image.Url);
    // Cleared: the per-page banners are back.
    await t.request('POST', settingsUrl, { token: tokens.owner, body: { ...settings, BannerImage: '' } });
    const cleared = WebCustomerResponse.parse(
      (await t.request('GET', `/api/Brand/getBrandInfo/${BRAND.flavour}/WebCustomer`)).json(),
    ).Data;
    expect(cleared.TemplateData.DynamicStyle.HeaderBanners.default).toBeUndefined();
  });

  it('refuses files that are not images, whatever their name, and files over the limit', async () => {
    const script = await upload(
      tokens.owner,
      multipart([{ field: 'file', filename: 'logo.png', bytes: Buffer.from('<script>alert(1)</script>') }]),
    );
    expect(script.statusCode).toBe(415);
    expect(ErrorResponse.parse(script.json()).Info.Message).toBe(
      'Only PNG, JPEG, WebP or GIF images can be uploaded',
    );
    const svg = await upload(
      tokens.owner,
      multipart([
        {
          field: 'file',
          filename: 'logo.svg',
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        },
      ]),
    );
    expect(svg.statusCode).toBe(415);

    const big = await upload(
      tokens.owner,
      multipart([{ field: 'file', filename: 'big.png', bytes: png(MAX_BYTES + 1) }]),
    );
    expect(big.statusCode).toBe(413);
    expect(ErrorResponse.parse(big.json()).Info.Message).toBe(
      'The image is too big: the limit is 4 KB. Please choose a smaller one.',
    );

    const none = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${tokens.owner}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(none.statusCode).toBe(415);
    const wrongField = await upload(
      tokens.owner,
      multipart([{ field: 'image', filename: 'a.png', bytes: png() }]),
    );
    expect(wrongField.statusCode).toBe(400);
  });

  it('takes uploads only from owners of the brand', async () => {
    for (const [token, status] of [
      [tokens.staff, 403],
      [tokens.otherOwner, 403],
      [tokens.customer, 403],
      // No token and no anti-forgery token: refused before the guard (admin-access.test.ts checks the 401).
      ['', 403],
    ] as const)
      expect((await upload(token)).statusCode).toBe(status);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/no-such-brand/uploads',
          headers: { authorization: `Bearer ${tokens.owner}` },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('serves only stored names: no other file, no path tricks', async () => {
    for (const bad of [
      `/uploads/${BRAND.id}/${'0'.repeat(64)}.png`,
      `/uploads/${BRAND.id}/..%2F..%2Fpackage.json`,
      `/uploads/${BRAND.id}/${'a'.repeat(64)}.svg`,
      '/uploads/x/y.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: bad });
      expect([400, 404], bad).toContain(res.statusCode);
      expect(res.headers['content-security-policy'], bad).toBe(UPLOADS_CSP);
    }
  });

  it('refuses an image over 40 megapixels by its header, before anything decodes it, and a header it cannot read', async () => {
    const audits = async () =>
      AuditResponse.parse(
        (
          await t.request('GET', `/api/admin/${BRAND.flavour}/audit?limit=500`, { token: tokens.owner })
        ).json(),
      ).Data.filter((e) => e.Action === 'upload').length;
    const before = await audits();
    for (const [name, bytes, size] of [
      ['bomb.png', png(300, 20_000, 20_000), '20000 × 20000'],
      ['wide.jpg', jpeg(65_000, 700), '65000 × 700'],
      ['big.gif', gif(65_535, 65_535), '65535 × 65535'],
      ['big.webp', webp(16_383, 16_383), '16383 × 16383'],
    ] as const) {
      const res = await upload(tokens.owner, multipart([{ field: 'file', filename: name, bytes }]));
      expect(res.statusCode, name).toBe(400);
      expect(ErrorResponse.parse(res.json()).Info.Message, name).toBe(
        `The image is ${size} pixels: the limit is 40 megapixels. Please choose a smaller one.`,
      );
    }
    const broken = await upload(
      tokens.owner,
      multipart([
        { field: 'file', filename: 'cut.jpg', bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]) },
      ]),
    );
    expect(broken.statusCode).toBe(400);
    expect(await audits()).toBe(before);
    // Just under the limit (a 48 MP phone's photo is not; 40 MP is): taken.
    const photo = await upload(
      tokens.owner,
      multipart([{ field: 'file', filename: 'photo.jpg', bytes: jpeg(8000, 5000) }]),
    );
    expect(photo.statusCode, photo.body).toBe(200);
  });

  it('refuses a second file in one upload instead of keeping the first alone', async () => {
    const two = await upload(
      tokens.owner,
      multipart([
        { field: 'file', filename: 'one.png', bytes: png(300, 10, 10) },
        { field: 'file', filename: 'two.png', bytes: png(300, 20, 20) },
      ]),
    );
    expect(two.statusCode, two.body).toBe(400);
    expect(ErrorResponse.parse(two.json()).Info.Message).toBe('Upload one image at a time');
    const other = await upload(
      tokens.owner,
      multipart([
        { field: 'file', filename: 'one.png', bytes: png(300, 10, 10) },
        { field: 'extra', filename: 'two.png', bytes: png(300, 30, 30) },
      ]),
    );
    expect(other.statusCode, other.body).toBe(400);
    const audit = AuditResponse.parse(
      (await t.request('GET', `/api/admin/${BRAND.flavour}/audit?limit=500`, { token: tokens.owner })).json(),
    ).Data;
    expect(audit.filter((e) => e.Subject === 'Image one.png')).toEqual([]);
  });
});

describe('image upload to an S3-compatible bucket (s3rver)', () => {
  let t: TestApp;
  let s3: S3rverLike;
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-s3rver-'));
  let endpoint = '';

  beforeAll(async () => {
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'storefront-images' }],
    });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    t = await startApp('pglite', {
      S3_BUCKET: 'storefront-images',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'eu-west-2',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    const imported = await createBrandFileService(t.app.database.db).importBrands([
      { source: BRAND.flavour, document: makeBrandFile(BRAND.id, BRAND.flavour) },
    ]);
    expect(imported.ok).toBe(true);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('puts the image in the bucket with its type and cache, and answers its bucket URL', async () => {
    const token = await staffToken(t, BRAND.id, 'BrandOwner', 's3');
    const bytes = png(2000);
    const body = multipart([{ field: 'file', filename: 'banner.png', bytes }]);
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const image = UploadResponse.parse(res.json()).Data;
    expect(image.Url).toMatch(new RegExp(`^${endpoint}/storefront-images/${BRAND.id}/[0-9a-f]{64}\\.png$`));
    const served = await fetch(image.Url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), bytes)).toBe(0);
    // Nothing is served from disk when the bucket holds the images.
    expect(
      (await t.app.inject({ method: 'GET', url: `/uploads/${BRAND.id}/${image.Url.split('/').pop()}` }))
        .statusCode,
    ).not.toBe(200);
  });
});
