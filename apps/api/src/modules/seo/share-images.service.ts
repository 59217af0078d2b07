import type { DbOrTx } from '../../db/client';
import type { BrandContext } from '../../lib/brand-context';
import { brandCard, cardHash, cardName, itemCard, parseCardName, type ShareCard } from '../../ssr/share-card';
import { toProductDto } from '../menu/catalog.mapper';
import { createCatalogRepository } from '../menu/catalog.repository';
import { keptPictures, pictureReader, type PictureFolders } from './brand-pictures';
import { drawCard } from './share-card.draw';

/*
 * The brands' share cards as files (ADR 0041): drawn when a brand is imported, kept under `{dir}/{brandId}/`
 * named by the hash of what they show, and served from there. A card asked for that is not on this machine's
 * disk (drawn on another instance, or its brand or item changed since the import) is drawn once, then kept:
 * only a name that is the brand's or item's current card is ever drawn.
 */

export interface ShareImagesOptions extends PictureFolders {
  /** Where cards are kept. */
  dir: string;
}

/** Items read per query while walking a catalogue. */
const PAGE = 500;

export function createShareImages(
  db: DbOrTx,
  brands: { resolve(flavour: string): Promise<BrandContext | undefined> },
  options: ShareImagesOptions,
) {
  const catalog = createCatalogRepository(db);
  const readPicture = pictureReader(options);
  const keep = keptPictures(options.dir);

  /** The card's file, drawn now when it is not there yet. */
  const ensure = (brandId: number, card: ShareCard): Promise<string> =>
    keep(brandId, `${cardHash(card)}.png`, async () =>
      drawCard(card, {
        logo: await readPicture(card.look.logo),
        picture: card.kind === 'item' ? await readPicture(card.picture) : null,
      }),
    );

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
