import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS_PREFIX } from '@storefront/contract/admin-config';
import { STORED_NAME } from '../brand/upload-storage';
import type { Picture } from './share-card.draw';

/*
 * What the pictures drawn from a brand (share cards, app icons) share: reading a brand's image from this
 * machine's disk (never fetched from another host), and keeping each drawn picture as a file named by what it
 * shows, drawn once however many requests ask for it at the same time.
 */

export interface PictureFolders {
  /** The folder served at /brand-assets/ (the brand files' images). */
  brandAssets: string;
  /** The folder served at /uploads/ when uploaded images are kept on disk. */
  uploadsDir?: string | undefined;
  /** The site's public address: its own absolute image addresses are read from disk too. */
  publicUrl?: string | undefined;
}

/** A picture larger than this is left out of a drawing. */
const MAX_PICTURE_BYTES = 8 * 1024 * 1024;

const PICTURE_TYPES: Record<string, Picture['type']> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

/** The file under `root` that a path below it names, or null for one that leaves it. */
function inside(root: string, relative: string): string | null {
  const file = path.resolve(root, relative);
  return file.startsWith(path.resolve(root) + path.sep) ? file : null;
}

/** Reads the brand images an address names, when they are ours and on this machine's disk. */
export function pictureReader(folders: PictureFolders) {
  const ownOrigin = folders.publicUrl ? new URL(folders.publicUrl).origin : null;

  /** The file an image address is served from, when it is one of ours on this machine's disk. */
  function localFile(address: string): string | null {
    let pathname = address.trim();
    if (/^https?:\/\//i.test(pathname)) {
      let url: URL;
      try {
        url = new URL(pathname);
      } catch {
        return null;
      }
      if (url.origin !== ownOrigin) return null;
      pathname = url.pathname;
    }
    if (!pathname.startsWith('/')) pathname = `/${pathname}`;
    try {
      pathname = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    if (pathname.startsWith('/brand-assets/')) return inside(folders.brandAssets, pathname.slice(14));
    if (pathname.startsWith(UPLOADS_PREFIX) && folders.uploadsDir) {
      const [brandId, name, ...rest] = pathname.slice(UPLOADS_PREFIX.length).split('/');
      if (rest.length || !/^\d+$/.test(brandId ?? '') || !STORED_NAME.test(name ?? '')) return null;
      return inside(folders.uploadsDir, `${brandId}/${name}`);
    }
    return null;
  }

  /** The picture at an address, or null when there is none, it is not ours, too large or unreadable. */
  return async function readPicture(address: string | null | undefined): Promise<Picture | null> {
    const file = address ? localFile(address) : null;
    const type = file ? PICTURE_TYPES[path.extname(file).slice(1).toLowerCase()] : undefined;
    if (!file || !type) return null;
    try {
      if ((await stat(file)).size > MAX_PICTURE_BYTES) return null;
      return { bytes: await readFile(file), type };
    } catch {
      return null;
    }
  };
}
export type ReadPicture = ReturnType<typeof pictureReader>;

/**
 * Drawn pictures kept under `{dir}/{brandId}/{name}`: `keep` answers the file, drawing it first when it is not
 * there yet; two requests for one picture draw it once.
 */
export function keptPictures(dir: string) {
  const drawing = new Map<string, Promise<string>>();
  return function keep(brandId: number, name: string, draw: () => Promise<Buffer>): Promise<string> {
    const file = path.join(dir, String(brandId), name);
    const running = drawing.get(file);
    if (running) return running;
    const work = (async () => {
      const there = await stat(file).then(
        () => true,
        () => false,
      );
      if (there) return file;
      const png = await draw();
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside, then renamed: a reader never sees half a picture.
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, png);
      await rename(temporary, file);
      return file;
    })().finally(() => drawing.delete(file));
    drawing.set(file, work);
    return work;
  };
}
