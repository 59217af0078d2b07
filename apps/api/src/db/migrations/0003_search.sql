-- Search (issue 4): full-text search for whole and partial words, trigram similarity for typos and substrings.
-- The two generated columns per table are deliberately not declared in schema.ts: Drizzle would then read them
-- with every row (and the brand import would try to write them). Only the search query names them.
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
