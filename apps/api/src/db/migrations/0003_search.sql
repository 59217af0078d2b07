-- Search (issue 4): full-text search for whole and partial words, trigrams for substrings and typos.
-- Nothing here is declared in schema.ts: Drizzle would read the generated columns with every row, the brand
-- import would try to write them, and drizzle-kit would generate these objects again in a later migration.
-- Only the search queries in catalog.repository.ts name them.
-- pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The text a product is found by, in every search route: title, label, code, part model, engine and the
-- vehicle's make, model, fuel and body type.
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (
	"title" || ' ' || coalesce("label", '') || ' ' || coalesce("code", '') || ' ' || coalesce("part_model", '') || ' ' || coalesce("engine", '') || ' ' || coalesce("vehicle" ->> 'Make', '') || ' ' || coalesce("vehicle" ->> 'Model', '') || ' ' || coalesce("vehicle" ->> 'Fuel', '') || ' ' || coalesce("vehicle" ->> 'BodyType', '')
) STORED;
--> statement-breakpoint
-- The same words as lexemes of the 'simple' configuration (lower-cased, never stemmed, no stop words), the
-- title weighted A and the rest B so that a title match can rank first.
ALTER TABLE "products" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
	setweight(to_tsvector('simple'::regconfig, "title"), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("label", '') || ' ' || coalesce("code", '') || ' ' || coalesce("part_model", '') || ' ' || coalesce("engine", '') || ' ' || coalesce("vehicle" ->> 'Make', '') || ' ' || coalesce("vehicle" ->> 'Model', '') || ' ' || coalesce("vehicle" ->> 'Fuel', '') || ' ' || coalesce("vehicle" ->> 'BodyType', '')), 'B')
) STORED;
--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search_text" text GENERATED ALWAYS AS ("title" || ' ' || "description") STORED;
--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
	setweight(to_tsvector('simple'::regconfig, "title"), 'A') || setweight(to_tsvector('simple'::regconfig, "description"), 'B')
) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_tsv_idx" ON "products" USING gin ("search_tsv");
--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "recipes_search_tsv_idx" ON "recipes" USING gin ("search_tsv");
--> statement-breakpoint
CREATE INDEX "recipes_search_text_trgm_idx" ON "recipes" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- Search lists each kind of match in the items' own order: with these, a common word walks the items in order
-- and stops at the end of the page instead of sorting every match.
CREATE INDEX "products_sort_idx" ON "products" ("brand_id", "sort", "id");
--> statement-breakpoint
CREATE INDEX "recipes_sort_idx" ON "recipes" ("brand_id", "sort", "id");
--> statement-breakpoint
-- Each brand's vocabulary: the distinct words (lexemes without digits, 3+ characters) of its items. A typo in
-- a search key is corrected to the most similar of these words (pg_trgm similarity, trigram index), then the
-- items are found by full-text search as usual: pg_trgm's recommended use with full-text search, and far
-- cheaper than comparing the key with the text of every item. Triggers keep it filled; words of items that
-- were deleted or renamed stay (a correction to such a word simply finds nothing).
CREATE TABLE "search_words" (
	"brand_id" integer NOT NULL REFERENCES "brands"("id") ON DELETE CASCADE,
	"word" text NOT NULL,
	PRIMARY KEY ("brand_id", "word")
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION "search_words_of_new_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO search_words (brand_id, word)
	SELECT DISTINCT n.brand_id, w.lexeme FROM new_rows n, unnest(n.search_tsv) w
	WHERE length(w.lexeme) >= 3 AND w.lexeme !~ '[0-9]'
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "search_words_of_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO search_words (brand_id, word)
	SELECT NEW.brand_id, w.lexeme FROM unnest(NEW.search_tsv) w
	WHERE length(w.lexeme) >= 3 AND w.lexeme !~ '[0-9]'
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_words_of_new_rows"();
--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE ON "products" FOR EACH ROW WHEN (OLD.search_tsv IS DISTINCT FROM NEW.search_tsv) EXECUTE FUNCTION "search_words_of_row"();
--> statement-breakpoint
CREATE TRIGGER "recipes_search_words_insert" AFTER INSERT ON "recipes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_words_of_new_rows"();
--> statement-breakpoint
CREATE TRIGGER "recipes_search_words_update" AFTER UPDATE ON "recipes" FOR EACH ROW WHEN (OLD.search_tsv IS DISTINCT FROM NEW.search_tsv) EXECUTE FUNCTION "search_words_of_row"();
--> statement-breakpoint
INSERT INTO "search_words" ("brand_id", "word")
SELECT DISTINCT t.brand_id, w.lexeme
FROM (SELECT brand_id, search_tsv FROM "products" UNION ALL SELECT brand_id, search_tsv FROM "recipes") t, unnest(t.search_tsv) w
WHERE length(w.lexeme) >= 3 AND w.lexeme !~ '[0-9]'
ON CONFLICT DO NOTHING;
