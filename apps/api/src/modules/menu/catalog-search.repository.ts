import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, categories, products, recipes } from '../../db/schema';
import {
  activeCategory,
  flattenProductRows,
  productChannel,
  recipeChannel,
  selectProductRows,
  selectRecipeRows,
  type Channel,
} from './catalog-rows.repository';

/** `%text%` for ILIKE, with the pattern characters of the text escaped. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** At most this many words of a search key take part in full-text matching. */
const MAX_SEARCH_WORDS = 8;
/** A word of the key may stand for at most this many words of the brand's vocabulary. */
const MAX_CORRECTIONS = 3;
/** Corrections less similar than this share of the best one are dropped ('banans': bananas, not beans). */
const CORRECTION_SPREAD = 0.75;

/** Single letters ('s' of "burger's", 'a') are left out of word matching; numbers are kept. */
const wordCounts = (word: string) => /\p{N}/u.test(word) || (/\p{L}/u.test(word) && [...word].length >= 2);

/** A word quoted for `to_tsquery`, so that nothing in it is read as an operator. */
const quoted = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** A search key in the forms the search queries need. */
export interface SearchTerms {
  /** As typed (trimmed). */
  key: string;
  /** `%key%` for ILIKE. */
  pattern: string;
  /**
   * `to_tsquery('simple', …)` texts: every word whole in the title, every word starting a title word, every
   * word starting a word anywhere. The parser splits a quoted word as it splits the item's text ('APL-001' →
   * 'apl' <-> '-001'). Undefined when the key has no letter or digit (nothing to match by words).
   */
  titleWords?: string;
  titlePrefixes?: string;
  prefixes?: string;
}

export function searchTerms(key: string): SearchTerms {
  const words = key
    .split(/[\s'’]+/u)
    .filter(wordCounts)
    .slice(0, MAX_SEARCH_WORDS)
    .map(quoted);
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
 * 'simple' tsvector with the title weighted A, and the text for substring matching, each with a GIN index.
 */
const searchTsv = (table: Searchable) => sql`${table}.${sql.identifier('search_tsv')}`;
const searchText = (table: Searchable) => sql`${table}.${sql.identifier('search_text')}`;
const matches = (table: Searchable, query: string) =>
  sql`${searchTsv(table)} @@ to_tsquery('simple', ${query})`;
const both = (a: SQL, b: SQL) => sql`(${a} and ${b})`;
const either = (a: SQL, b: SQL) => sql`(${a} or ${b})`;
const neither = (a: SQL) => sql`not (${a})`;

/** A key with its typos corrected: every word may also be one of the most similar words of the brand. */
interface Corrected {
  /** Every word (or a correction of it) in the title. */
  title: string;
  /** Every word (or a correction of it) anywhere. */
  any: string;
}

type CorrectionRow = { lexeme: string; word: string | null; similarity: number | null };

/** One kind of match: its items in their own order, and how many there are (to page past them). */
interface MatchKind<R> {
  rows(offset: number, limit: number): Promise<R[]>;
  count(): Promise<number>;
}

/**
 * One page of a ranked search. The kinds of match come best first, each excluding the ones before it; a kind
 * is only queried when the ones before it do not fill the page (so a common word costs one query), and a
 * page that starts past a kind's items counts them to know where the next kind starts.
 */
async function rankedPage<R>(
  kinds: (() => Promise<MatchKind<R> | undefined>)[],
  offset: number,
  limit: number,
): Promise<R[]> {
  const page: R[] = [];
  let skip = offset;
  for (const next of kinds) {
    const kind = await next();
    if (!kind) continue;
    const rows = await kind.rows(skip, limit - page.length);
    page.push(...rows);
    if (page.length === limit) break;
    if (skip > 0) skip = rows.length > 0 ? 0 : skip - (await kind.count());
  }
  return page;
}

/** What a search is asked: the brand, which items, the key, the channel, and the page. */
export type SearchArgs = [
  brandId: number,
  kind: 'all' | 'vehicle' | 'part',
  key: string,
  channel: Channel | undefined,
  offset: number,
  limit: number,
];

interface Search {
  db: DbOrTx;
  brandId: number;
  kind: SearchArgs[1];
  terms: SearchTerms;
  channel: Channel | undefined;
  offset: number;
  limit: number;
  /** The key with its typos corrected; looked up once, and only when a search gets as far as typos. */
  corrected: () => Promise<Corrected | undefined>;
}

/** The typo corrections of a key's words from the brand's vocabulary (pg_trgm similarity), looked up on first use. */
function typoCorrections(db: DbOrTx, brandId: number, key: string): () => Promise<Corrected | undefined> {
  // The typo step's trigram work grows with the words of the key: only the words the query uses are looked up.
  const typoKey = key.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS).join(' ');
  let corrections: Promise<Corrected | undefined> | undefined;
  return () =>
    (corrections ??= (async () => {
      // Both drivers answer { rows }; Drizzle's type for either database does not say so.
      const result: unknown = await db.execute(sql`
        select k.lexeme, c.word, c.similarity
        from unnest(to_tsvector('simple', ${typoKey})) k
        left join lateral (
          select s.word, similarity(s.word, k.lexeme) as similarity
          from search_words s
          where s.brand_id = ${brandId} and k.lexeme !~ '[0-9]' and s.word % k.lexeme
          order by 2 desc, 1
          limit ${MAX_CORRECTIONS}
        ) c on true
      `);
      const { rows } = result as { rows: CorrectionRow[] };
      const words = new Map<string, string[]>();
      for (const r of rows) {
        if (!wordCounts(r.lexeme)) continue;
        const list = words.get(r.lexeme) ?? [];
        const best = Math.max(...rows.filter((b) => b.lexeme === r.lexeme).map((b) => b.similarity ?? 0));
        if (r.word !== null && r.similarity !== null && r.similarity >= best * CORRECTION_SPREAD)
          list.push(r.word);
        words.set(r.lexeme, list);
      }
      if (![...words].some(([lexeme, list]) => list.some((word) => word !== lexeme))) return undefined;
      const query = (weight: string) =>
        [...words.entries()]
          .slice(0, MAX_SEARCH_WORDS)
          .map(([lexeme, list]) => {
            const alternatives = list.map((word) => `${quoted(word)}${weight ? `:${weight}` : ''}`);
            return `(${[`${quoted(lexeme)}:*${weight}`, ...alternatives].join(' | ')})`;
          })
          .join(' & ');
      return { title: query('A'), any: query('') };
    })());
}

/**
 * The conditions of the kinds of match, best first; undefined when a kind cannot apply to this key.
 * `alsoSubstring` is another way to match as a substring (a category's title), looked up when needed.
 */
function matchConditions(
  { terms, corrected }: Search,
  table: Searchable,
  alsoSubstring?: () => Promise<SQL | undefined>,
): (() => Promise<SQL | undefined>)[] {
  const title = terms.titleWords ? matches(table, terms.titleWords) : undefined;
  const titleStart = terms.titlePrefixes ? matches(table, terms.titlePrefixes) : undefined;
  const anyStart = terms.prefixes ? matches(table, terms.prefixes) : undefined;
  const ilike = sql`${searchText(table)} ilike ${terms.pattern}`;
  let substrings: Promise<SQL> | undefined;
  const substring = () =>
    (substrings ??= (async () => {
      const also = await alsoSubstring?.();
      return also ? either(ilike, also) : ilike;
    })());
  const found = async () => (anyStart ? either(anyStart, await substring()) : substring());
  return [
    async () => title,
    async () => titleStart && title && both(titleStart, neither(title)),
    async () => anyStart && titleStart && both(anyStart, neither(titleStart)),
    async () => (anyStart ? both(await substring(), neither(anyStart)) : substring()),
    async () => {
      const c = await corrected();
      return c && both(matches(table, c.title), neither(await found()));
    },
    async () => {
      const c = await corrected();
      return c && both(matches(table, c.any), neither(either(matches(table, c.title), await found())));
    },
  ];
}

function searchRecipes(search: Search) {
  const { db, brandId, channel, offset, limit } = search;
  const where = (match: SQL) =>
    and(
      eq(recipes.brandId, brandId),
      match,
      channel ? recipeChannel[channel] : undefined,
      activeCategory(recipes),
    );
  return rankedPage(
    matchConditions(search, recipes).map((condition) => async () => {
      const match = await condition();
      return (
        match && {
          rows: (o: number, l: number) =>
            selectRecipeRows(db)
              .where(where(match))
              .orderBy(asc(recipes.sort), asc(recipes.id))
              .limit(l)
              .offset(o),
          count: async () =>
            (
              await db
                .select({ n: sql<number>`count(*)::int` })
                .from(recipes)
                .where(where(match))
            )[0]?.n ?? 0,
        }
      );
    }),
    offset,
    limit,
  );
}

async function searchProducts(search: Search) {
  const { db, brandId, kind, terms, channel, offset, limit } = search;
  // As before the ranking, 'all' also finds the products of a category whose title contains the key.
  // The ids are looked up first, so the planner sees them (an array subquery looks like any category).
  const inCategory =
    kind === 'all'
      ? async () => {
          const ids = await db
            .select({ id: categories.id })
            .from(categories)
            .where(and(eq(categories.brandId, brandId), ilike(categories.title, terms.pattern)));
          return ids.length
            ? inArray(
                products.categoryId,
                ids.map((c) => c.id),
              )
            : undefined;
        }
      : undefined;
  const where = (match: SQL) =>
    and(
      eq(products.brandId, brandId),
      match,
      channel ? productChannel[channel] : undefined,
      eq(categories.status, true),
      eq(products.hidden, false),
    );
  const rows = await rankedPage(
    matchConditions(search, products, inCategory).map((condition) => async () => {
      const match = await condition();
      return (
        match && {
          rows: (o: number, l: number) =>
            selectProductRows(db)
              .where(where(match))
              .orderBy(asc(products.sort), asc(products.id))
              .limit(l)
              .offset(o),
          count: async () =>
            (
              await db
                .select({ n: sql<number>`count(*)::int` })
                .from(products)
                .innerJoin(
                  categories,
                  and(eq(categories.brandId, products.brandId), eq(categories.id, products.categoryId)),
                )
                .where(where(match))
            )[0]?.n ?? 0,
        }
      );
    }),
    offset,
    limit,
  );
  return flattenProductRows(rows);
}

/**
 * Search, ranked. Kinds of match, best first, each in the items' own order: every word of the key whole in
 * the title; every word starting a word of the title; every word starting a word anywhere (full-text search,
 * 'simple' configuration, prefix queries); the key as a substring (as before the ranking, so a code matches
 * in part); then, for typos, the same with each word corrected to the most similar words of the brand's
 * vocabulary (pg_trgm similarity), in the title and then anywhere. Products are found by one text (title,
 * label, code, part model, engine, vehicle make, model, fuel and body type) whichever route searches;
 * 'all' also finds the products of a category whose title contains the key, as before.
 */
export async function searchCatalog(db: DbOrTx, ...[brandId, kind, key, channel, offset, limit]: SearchArgs) {
  const search: Search = {
    db,
    brandId,
    kind,
    terms: searchTerms(key),
    channel,
    offset,
    limit,
    corrected: typoCorrections(db, brandId, key),
  };
  // A brand sells recipes or products, seldom both: a table the brand has nothing in is not searched (its
  // kinds of match would each be one more query).
  const [has] =
    kind === 'all'
      ? await db
          .select({
            recipes: sql<boolean>`exists (select 1 from ${recipes} where ${recipes.brandId} = ${brandId})`,
            products: sql<boolean>`exists (select 1 from ${products} where ${products.brandId} = ${brandId})`,
          })
          .from(brands)
          .where(eq(brands.id, brandId))
      : [{ recipes: false, products: true }];
  const [recipeRows, productRows] = await Promise.all([
    has?.recipes ? searchRecipes(search) : Promise.resolve([]),
    has?.products ? searchProducts(search) : Promise.resolve([]),
  ]);
  return { recipes: recipeRows, products: productRows };
}
