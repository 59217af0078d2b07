import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS_PREFIX } from '@storefront/contract/admin-config';
import type { DbOrTx } from '../../db/client';
import type { BrandContext } from '../../lib/brand-context';
import { brandCard, cardHash, cardName, itemCard, parseCardName, type ShareCard } from '../../ssr/share-card';
import { STORED_NAME } from '../brand/upload-storage';
import { toProductDto } from '../menu/catalog.mapper';
import { createCatalogRepository } from '../menu/catalog.repository';
import { drawCard, type Picture } from './share-card.draw';

/*
 * The brands' share cards as files (ADR 0041): drawn when a brand is imported, kept under `{dir}/{brandId}/`
 * named by the hash of what they show, and served from there. A card asked for that is not on this machine's
 * disk (drawn on another instance, or its brand or item changed since the import) is drawn once, then kept:
 * only a name that is the brand's or item's current card is ever drawn.
 */

export interface ShareImagesOptions {
  /** Where cards are kept. */
  dir: string;
  /** The folder served at /brand-assets/ (the brand files' images). */
  brandAssets: string;
  /** The folder served at /uploads/ when uploaded images are kept on disk. */
  uploadsDir?: string;
  /** The site's public address: its own absolute image addresses are read from disk too. */
  publicUrl?: string;
}

/** A picture larger than this is left off its card. */
const MAX_PICTURE_BYTES = 8 * 1024 * 1024;
/** Items read per query while walking a catalogue. */
const PAGE = 500;

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

export function createShareImages(
  db: DbOrTx,
  brands: { resolve(flavour: string): Promise<BrandContext | undefined> },
  options: ShareImagesOptions,
) {
  const catalog = createCatalogRepository(db);
  const ownOrigin = options.publicUrl ? new URL(options.publicUrl).origin : null;
  /** Cards being drawn, by file: two requests for one card draw it once. */
  const drawing = new Map<string, Promise<string>>();

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
    if (pathname.startsWith('/brand-assets/')) return inside(options.brandAssets, pathname.slice(14));
    if (pathname.startsWith(UPLOADS_PREFIX) && options.uploadsDir) {
      const [brandId, name, ...rest] = pathname.slice(UPLOADS_PREFIX.length).split('/');
      if (rest.length || !/^\d+$/.test(brandId ?? '') || !STORED_NAME.test(name ?? '')) return null;
      return inside(options.uploadsDir, `${brandId}/${name}`);
    }
    return null;
  }

  async function readPicture(address: string | null): Promise<Picture | null> {
    const file = address ? localFile(address) : null;
    const type = file ? PICTURE_TYPES[path.extname(file).slice(1).toLowerCase()] : undefined;
    if (!file || !type) return null;
    try {
      if ((await stat(file)).size > MAX_PICTURE_BYTES) return null;
      return { bytes: await readFile(file), type };
    } catch {
      return null;
    }
  }

  /** The card's file, drawn now when it is not there yet. */
  function ensure(brandId: number, card: ShareCard): Promise<string> {
    const file = path.join(options.dir, String(brandId), `${cardHash(card)}.png`);
    const running = drawing.get(file);
    if (running) return running;
    const work = (async () => {
      if (
        await stat(file).then(
          () => true,
          () => false,
        )
      )
        return file;
      const png = await drawCard(card, {
        logo: await readPicture(card.look.logo),
        picture: card.kind === 'item' ? await readPicture(card.picture) : null,
      });
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside, then renamed: a reader never sees half a picture.
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, png);
      await rename(temporary, file);
      return file;
    })().finally(() => drawing.delete(file));
    drawing.set(file, work);
    return work;
  }

  /** The brand's card and each shown item's with a picture (products and cars, hidden ones left out). */
  async function cardsOf(brand: BrandContext): Promise<ShareCard[]> {
    const cards = [brandCard(brand.web)];
    for (let offset = 0; ; offset += PAGE) {
      const { rows, total } = await catalog.listProducts(brand.id, { offset, limit: PAGE });
      for (const row of rows) {
        const card = itemCard(brand.web, toProductDto(row));
        if (card) cards.push(card);
      }
      if (rows.length === 0 || offset + rows.length >= total) break;
    }
    return cards;
  }

  return {
    /**
     * Draws the cards of these brands that are not drawn yet, one at a time (off the main thread), and answers
     * how many cards the brands have.
     */
    async generate(flavours: readonly string[]): Promise<number> {
      let count = 0;
      for (const flavour of flavours) {
        const brand = await brands.resolve(flavour);
        if (!brand) continue;
        for (const card of await cardsOf(brand)) {
          await ensure(brand.id, card);
          count++;
        }
      }
      return count;
    },

    /**
     * A card the brand's pages name (`brand-{hash}.png`, `item-{id}-{hash}.png`): its file when the name is the
     * current card's, else the current card's name (the brand or item changed since a page named it), else null.
     */
    async file(brand: BrandContext, name: string): Promise<{ file: string } | { current: string } | null> {
      const wanted = parseCardName(name);
      if (!wanted) return null;
      let card: ShareCard | null = null;
      if (wanted.kind === 'brand') card = brandCard(brand.web);
      else {
        const row = await catalog.getProduct(brand.id, wanted.itemId);
        card = row && !row.hidden ? itemCard(brand.web, toProductDto(row)) : null;
      }
      if (!card) return null;
      if (cardHash(card) !== wanted.hash) return { current: cardName(card) };
      return { file: await ensure(brand.id, card) };
    },
  };
}
export type ShareImages = ReturnType<typeof createShareImages>;
