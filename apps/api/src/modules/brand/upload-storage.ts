import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { UPLOADS_PREFIX, type ImageType } from '@storefront/contract/admin-config';
import type { Env } from '../../config/env';

/** The file name extension of each image type (also how the disk server tells the type back). */
export const EXTENSION: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
export const TYPE_OF_EXTENSION = Object.fromEntries(
  Object.entries(EXTENSION).map(([type, ext]) => [ext, type as ImageType]),
) as Record<string, ImageType>;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type of a file from its first bytes (PNG, JPEG, WebP, GIF signatures); null for anything else.
 * The name and the browser's claimed type are never trusted: a script renamed `logo.png` is refused.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** A content-addressed name: the same image uploaded twice is stored once, and its URL never changes. */
export function contentName(bytes: Uint8Array, type: ImageType): string {
  return `${createHash('sha256').update(bytes).digest('hex')}.${EXTENSION[type]}`;
}

/** The names the disk server accepts (nothing else reaches the file system). */
export const STORED_NAME = /^[0-9a-f]{64}\.(png|jpg|webp|gif)$/;

/** Where uploaded images are kept. Keys are `{brandId}/{sha256}.{ext}`, so each brand has its own folder. */
export interface ImageStorage {
  readonly kind: 'disk' | 's3';
  /** Stores the bytes (once: the name is their hash) and answers the URL the storefront loads them from. */
  put(brandId: number, name: string, bytes: Uint8Array, type: ImageType): Promise<string>;
  /** The origin images are served from when it is not the site's own (for the page's CSP), else null. */
  readonly publicOrigin: string | null;
}

/** Images in a folder of the API's data directory, served by the API at `/uploads/{brandId}/{name}`. */
export function diskStorage(root: string): ImageStorage & { file(brandId: number, name: string): string } {
  const file = (brandId: number, name: string) => path.join(root, String(brandId), name);
  return {
    kind: 'disk',
    publicOrigin: null,
    file,
    async put(brandId, name, bytes) {
      const target = file(brandId, name);
      const exists = await stat(target).then(
        () => true,
        () => false,
      );
      if (!exists) {
        await mkdir(path.dirname(target), { recursive: true });
        // Written aside then renamed: a reader never sees half an image.
        const temporary = `${target}.${randomUUID()}.tmp`;
        await writeFile(temporary, bytes);
        await rename(temporary, target);
      }
      return `${UPLOADS_PREFIX}${brandId}/${name}`;
    },
  };
}

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  publicUrl?: string;
}

/**
 * Images in an S3-compatible bucket (AWS, MinIO, R2…), read by the browser straight from the bucket's public
 * address (or S3_PUBLIC_URL, a CDN in front of it). Objects carry their type and a year-long immutable cache.
 */
export function s3Storage(settings: S3Settings, client?: S3Client): ImageStorage {
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      // Other services than AWS mostly answer path-style (`endpoint/bucket/key`) only.
      forcePathStyle: Boolean(settings.endpoint),
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
    });
  const base = (
    settings.publicUrl ??
    (settings.endpoint
      ? `${settings.endpoint.replace(/\/+$/, '')}/${settings.bucket}`
      : `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`)
  ).replace(/\/+$/, '');
  return {
    kind: 's3',
    publicOrigin: new URL(base).origin,
    async put(brandId, name, bytes, type) {
      const key = `${brandId}/${name}`;
      await s3.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          Body: bytes,
          ContentType: type,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return `${base}/${key}`;
    },
  };
}

/** The storage the environment asks for: S3 when S3_BUCKET is set, else the disk under UPLOADS_DIR. */
export function imageStorageFrom(env: Env): ImageStorage {
  if (!env.S3_BUCKET) return diskStorage(env.UPLOADS_DIR);
  return s3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    publicUrl: env.S3_PUBLIC_URL,
  });
}
