import { and, asc, desc, eq, inArray, isNotNull, not, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, products, recipes, subcategories } from '../../db/schema';

export type RecipeRow = typeof recipes.$inferSelect;
export type ProductRow = typeof products.$inferSelect & {
  categoryTitle: string;
  subcategoryTitle: string | null;
};
export type Channel = 'Delivery' | 'Pickup' | 'EatIn';

export interface ListFilter {
  categoryId?: number;
  subcategoryId?: number;
  offset: number;
  limit: number;
}

/** `%text%` for ILIKE, with the pattern characters of the text escaped. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const recipeChannel: Record<Channel, SQL> = {
  Delivery: sql`${recipes.forDelivery}`,
  Pickup: sql`${recipes.forCollection}`,
  EatIn: sql`(${recipes.forEatIn} or ${recipes.forDineIn})`,
};
const productChannel: Record<Channel, SQL> = {
  Delivery: sql`${products.forDelivery}`,
  Pickup: sql`${products.forCollection}`,
  EatIn: sql`${products.forCollection}`,
};

/** Items of active categories only: a category switched off hides its items everywhere. */
const activeCategory = (table: typeof recipes | typeof products) =>
  sql`exists (select 1 from ${categories} c where c.brand_id = ${table.brandId} and c.id = ${table.categoryId} and c.status)`;

/** At most this many words of a search key take part in full-text matching. */
const MAX_SEARCH_WORDS = 8;

/** A search key in the forms the search query needs. */
export interface SearchTerms {
  /** As typed (trimmed), for trigram similarity. */
  key: string;
  /** `%key%` for ILIKE. */
  pattern: string;
  /**
   * `to_tsquery('simple', …)` texts: every word whole in the title, every word starting a title word, every
   * word starting a word anywhere. Each word is quoted, so nothing in the key is read as a tsquery operator;
   * the parser then splits a word as it splits the item's text ('APL-001' → 'apl' <-> '-001'). Undefined when
   * the key has no letter or digit (nothing to match by words).
   */
  titleWords?: string;
  titlePrefixes?: string;
  prefixes?: string;
}

export function searchTerms(key: string): SearchTerms {
  const words = key
    .split(/\s+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, MAX_SEARCH_WORDS)
    .map((word) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`);
  const query = (suffix: string) =>
    words.length ? words.map((word) => `${word}${suffix}`).join(' & ') : undefined;
  return {
    key,
    pattern: contains(key),
    titleWords: query(':A'),
    titlePrefixes: query(':*A'),
    prefixes: query(':*'),
  };
}

type Searchable = typeof recipes | typeof products;
/**
 * The generated search columns of migration 0003 (not in schema.ts, so ordinary reads do not fetch them): a
 * 'simple' tsvector with the title weighted A, and the text for trigram matching, each with a GIN index.
 */
const searchTsv = (table: Searchable) => sql`${table}.${sql.identifier('search_tsv')}`;
const searchText = (table: Searchable) => sql`${table}.${sql.identifier('search_text')}`;
const tsquery = (text: string) => sql`to_tsquery('simple', ${text})`;

/** Matches by words or by substring (`extra`: another way to match, such as the category's title). */
const wordMatch = (table: Searchable, t: SearchTerms, extra?: SQL): SQL => {
  const ways = [
    t.prefixes ? sql`${searchTsv(table)} @@ ${tsquery(t.prefixes)}` : undefined,
    sql`${searchText(table)} ilike ${t.pattern}`,
    extra,
  ].filter((way) => way !== undefined);
  return sql`(${sql.join(ways, sql` or `)})`;
};
/** 0 whole words of the title, 1 word starts of the title, 2 word starts elsewhere, 3 substring only. */
const wordRank = (table: Searchable, t: SearchTerms) =>
  t.titleWords && t.titlePrefixes && t.prefixes
    ? sql`case when ${searchTsv(table)} @@ ${tsquery(t.titleWords)} then 0 when ${searchTsv(table)} @@ ${tsquery(t.titlePrefixes)} then 1 when ${searchTsv(table)} @@ ${tsquery(t.prefixes)} then 2 else 3 end`
    : sql`3`;
/**
 * pg_trgm: candidates from the trigram index whose text has an extent similar to the key (`<%`, word similarity
 * ≥ 0.5 as client.ts sets it), kept when whole words are similar (strict word similarity ≥ 0.4), so that 'chees'
 * does not match 'cheddar, pickles' across a word boundary. Keys without a letter (numbers, codes' digits) have
 * no similar items: '2001' is not a typo of '0001'.
 */
const similarMatch = (table: Searchable, t: SearchTerms) =>
  /\p{L}/u.test(t.key)
    ? sql`(${t.key} <% ${searchText(table)} and strict_word_similarity(${t.key}, ${searchText(table)}) >= 0.4)`
    : sql`false`;
/** Most similar title first, then most similar text (a typo of a title word before one of a description word). */
const bySimilarity = (table: Searchable, t: SearchTerms) => [
  desc(sql`strict_word_similarity(${t.key}, ${table.title})`),
  desc(sql`strict_word_similarity(${t.key}, ${searchText(table)})`),
];

/**
 * One page of a ranked search: the word matches, then (when they run out before the page is full) the
 * similar items. The similar query only runs for pages the word matches do not fill, so a typical search is
 * one query; a later page past the word matches counts them to know where the similar items start.
 */
async function rankedPage<R>(
  query: {
    words: (offset: number, limit: number) => Promise<R[]>;
    countWords: () => Promise<number>;
    similar: (offset: number, limit: number) => Promise<R[]>;
  },
  offset: number,
  limit: number,
): Promise<R[]> {
  const words = await query.words(offset, limit);
  if (words.length === limit) return words;
  const wordTotal = words.length > 0 || offset === 0 ? offset + words.length : await query.countWords();
  return [...words, ...(await query.similar(Math.max(0, offset - wordTotal), limit - words.length))];
}

/**
 * Catalogue reads. Every method takes the brand id first and filters by it: a query cannot leave its brand.
 */
export function createCatalogRepository(db: DbOrTx) {
  const selectProducts = () =>
    db
      .select({
        product: products,
        categoryTitle: categories.title,
        subcategoryTitle: subcategories.title,
      })
      .from(products)
      .innerJoin(
        categories,
        and(eq(categories.brandId, products.brandId), eq(categories.id, products.categoryId)),
      )
      .leftJoin(
        subcategories,
        and(eq(subcategories.brandId, products.brandId), eq(subcategories.id, products.subcategoryId)),
      );
  const flatten = (
    rows: { product: typeof products.$inferSelect; categoryTitle: string; subcategoryTitle: string | null }[],
  ): ProductRow[] =>
    rows.map((r) => ({ ...r.product, categoryTitle: r.categoryTitle, subcategoryTitle: r.subcategoryTitle }));

  return {
    async listCategories(brandId: number, kind: 'Recipe' | 'Product', activeOnly: boolean) {
      const cats = await db
        .select()
        .from(categories)
        .where(
          and(
            eq(categories.brandId, brandId),
            eq(categories.kind, kind),
            activeOnly ? eq(categories.status, true) : undefined,
          ),
        )
        .orderBy(asc(categories.sort), asc(categories.id));
      const subs = cats.length
        ? await db
            .select()
            .from(subcategories)
            .where(
              and(
                eq(subcategories.brandId, brandId),
                inArray(
                  subcategories.categoryId,
                  cats.map((c) => c.id),
                ),
                activeOnly ? eq(subcategories.status, true) : undefined,
              ),
            )
            .orderBy(asc(subcategories.sort), asc(subcategories.id))
        : [];
      return cats.map((c) => ({ ...c, subcategories: subs.filter((s) => s.categoryId === c.id) }));
    },

    /** Items per category and subcategory (recipes and products together; a brand sells one or the other). */
    async counters(brandId: number) {
      const n = sql<number>`count(*)::int`;
      const [rc, pc, rs, ps] = await Promise.all([
        db
          .select({ id: recipes.categoryId, n })
          .from(recipes)
          .where(eq(recipes.brandId, brandId))
          .groupBy(recipes.categoryId),
        db
          .select({ id: products.categoryId, n })
          .from(products)
          .where(eq(products.brandId, brandId))
          .groupBy(products.categoryId),
        db
          .select({ id: recipes.subcategoryId, n })
          .from(recipes)
          .where(and(eq(recipes.brandId, brandId), isNotNull(recipes.subcategoryId)))
          .groupBy(recipes.subcategoryId),
        db
          .select({ id: products.subcategoryId, n })
          .from(products)
          .where(and(eq(products.brandId, brandId), isNotNull(products.subcategoryId)))
          .groupBy(products.subcategoryId),
      ]);
      const sum = (rows: { id: number | null; n: number }[]) => {
        const totals = new Map<number, number>();
        for (const r of rows) if (r.id !== null) totals.set(r.id, (totals.get(r.id) ?? 0) + r.n);
        return [...totals].sort((a, b) => a[0] - b[0]);
      };
      return { byCategory: sum([...rc, ...pc]), bySubcategory: sum([...rs, ...ps]) };
    },

    async listRecipes(brandId: number, f: ListFilter): Promise<{ rows: RecipeRow[]; total: number }> {
      const where = and(
        eq(recipes.brandId, brandId),
        f.categoryId ? eq(recipes.categoryId, f.categoryId) : undefined,
        f.subcategoryId ? eq(recipes.subcategoryId, f.subcategoryId) : undefined,
        activeCategory(recipes),
      );
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(recipes)
          .where(where)
          .orderBy(asc(recipes.sort), asc(recipes.id))
          .limit(f.limit)
          .offset(f.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(recipes)
          .where(where),
      ]);
      return { rows, total: total[0]?.n ?? 0 };
    },

    async listProducts(brandId: number, f: ListFilter): Promise<{ rows: ProductRow[]; total: number }> {
      const where = and(
        eq(products.brandId, brandId),
        f.categoryId ? eq(products.categoryId, f.categoryId) : undefined,
        f.subcategoryId ? eq(products.subcategoryId, f.subcategoryId) : undefined,
        eq(categories.status, true),
      );
      const [rows, total] = await Promise.all([
        selectProducts()
          .where(where)
          .orderBy(asc(products.sort), asc(products.id))
          .limit(f.limit)
          .offset(f.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(products)
          .innerJoin(
            categories,
            and(eq(categories.brandId, products.brandId), eq(categories.id, products.categoryId)),
          )
          .where(where),
      ]);
      return { rows: flatten(rows), total: total[0]?.n ?? 0 };
    },

    async getRecipe(brandId: number, id: number): Promise<RecipeRow | undefined> {
      const rows = await db
        .select()
        .from(recipes)
        .where(and(eq(recipes.brandId, brandId), eq(recipes.id, id)))
        .limit(1);
      return rows[0];
    },

    async getProduct(brandId: number, id: number): Promise<ProductRow | undefined> {
      const rows = await selectProducts()
        .where(and(eq(products.brandId, brandId), eq(products.id, id)))
        .limit(1);
      return flatten(rows)[0];
    },

    async recipesByIds(brandId: number, ids: number[]): Promise<RecipeRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(recipes)
        .where(and(eq(recipes.brandId, brandId), inArray(recipes.id, ids)))
        .orderBy(asc(recipes.sort));
    },
    async productsByIds(brandId: number, ids: number[]): Promise<ProductRow[]> {
      if (!ids.length) return [];
      return flatten(
        await selectProducts()
          .where(and(eq(products.brandId, brandId), inArray(products.id, ids)))
          .orderBy(asc(products.sort)),
      );
    },

    /** Items flagged as recommended that are in stock and offered for the channel (all channels when none). */
    async recommended(brandId: number, channel: Channel | undefined) {
      const [r, p] = await Promise.all([
        db
          .select()
          .from(recipes)
          .where(
            and(
              eq(recipes.brandId, brandId),
              eq(recipes.isRecommended, true),
              sql`${recipes.stock} > 0`,
              channel ? recipeChannel[channel] : undefined,
              activeCategory(recipes),
            ),
          )
          .orderBy(asc(recipes.sort))
          .limit(20),
        selectProducts()
          .where(
            and(
              eq(products.brandId, brandId),
              eq(products.isRecommended, true),
              sql`${products.stock} > 0`,
              channel ? productChannel[channel] : undefined,
              eq(categories.status, true),
            ),
          )
          .orderBy(asc(products.sort))
          .limit(20),
      ]);
      return { recipes: r, products: flatten(p) };
    },

    /**
     * Search, ranked. An item matches by words (every word of the key starts a word of the item, full-text
     * search) or by substring (the key appears in its text, as before); those come first, ordered by where the
     * words were found (whole words of the title, then word starts of the title, then other fields, then only a
     * substring) and then by the item's sort. If they do not fill the page, items whose text is merely similar
     * to the key (pg_trgm word similarity, for typos) follow, most similar first. Products are found by one
     * text (title, label, code, part model, engine, vehicle make, model, fuel and body type) whichever route
     * searches; 'all' also finds the products of a category whose title contains the key, as before.
     */
    async search(
      brandId: number,
      kind: 'all' | 'vehicle' | 'part',
      key: string,
      channel: Channel | undefined,
      offset: number,
      limit: number,
    ) {
      const terms = searchTerms(key);

      const searchRecipes = () => {
        const words = wordMatch(recipes, terms);
        const where = (match: SQL | undefined) =>
          and(
            eq(recipes.brandId, brandId),
            match,
            channel ? recipeChannel[channel] : undefined,
            activeCategory(recipes),
          );
        return rankedPage(
          {
            words: (o, l) =>
              db
                .select()
                .from(recipes)
                .where(where(words))
                .orderBy(wordRank(recipes, terms), asc(recipes.sort), asc(recipes.id))
                .limit(l)
                .offset(o),
            countWords: async () =>
              (
                await db
                  .select({ n: sql<number>`count(*)::int` })
                  .from(recipes)
                  .where(where(words))
              )[0]?.n ?? 0,
            similar: (o, l) =>
              db
                .select()
                .from(recipes)
                .where(where(and(similarMatch(recipes, terms), not(words))))
                .orderBy(...bySimilarity(recipes, terms), asc(recipes.sort), asc(recipes.id))
                .limit(l)
                .offset(o),
          },
          offset,
          limit,
        );
      };

      const searchProducts = async () => {
        const inCategory =
          kind === 'all'
            ? sql`${products.categoryId} = any(array(select c.id from ${categories} c where c.brand_id = ${brandId} and c.title ilike ${terms.pattern}))`
            : undefined;
        const words = wordMatch(products, terms, inCategory);
        const where = (match: SQL | undefined) =>
          and(
            eq(products.brandId, brandId),
            match,
            channel ? productChannel[channel] : undefined,
            eq(categories.status, true),
          );
        return flatten(
          await rankedPage(
            {
              words: (o, l) =>
                selectProducts()
                  .where(where(words))
                  .orderBy(wordRank(products, terms), asc(products.sort), asc(products.id))
                  .limit(l)
                  .offset(o),
              countWords: async () =>
                (
                  await db
                    .select({ n: sql<number>`count(*)::int` })
                    .from(products)
                    .innerJoin(
                      categories,
                      and(eq(categories.brandId, products.brandId), eq(categories.id, products.categoryId)),
                    )
                    .where(where(words))
                )[0]?.n ?? 0,
              similar: (o, l) =>
                selectProducts()
                  .where(where(and(similarMatch(products, terms), not(words))))
                  .orderBy(...bySimilarity(products, terms), asc(products.sort), asc(products.id))
                  .limit(l)
                  .offset(o),
            },
            offset,
            limit,
          ),
        );
      };

      const [recipeRows, productRows] = await Promise.all([
        kind === 'all' ? searchRecipes() : Promise.resolve([]),
        searchProducts(),
      ]);
      return { recipes: recipeRows, products: productRows };
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
