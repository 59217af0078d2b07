-- Stock changes reach every API instance at once (issue 17). A sale, an amendment, a cancellation or a lapsed
-- card payment changes recipes.stock or products.stock without changing the brand's version, so cached catalogue
-- answers (keyed by brand version) would go on showing the old stock. This trigger announces the brand's id on
-- the channel stock_changes once the transaction commits (PostgreSQL sends one notification per transaction and
-- payload); each instance LISTENs and moves on to new cache keys for that brand. Not declared in schema.ts:
-- drizzle-kit does not model triggers.
CREATE FUNCTION "notify_stock_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('stock_changes', NEW."brand_id"::text);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "recipes_notify_stock_change" AFTER UPDATE OF "stock", "out_of_stock" ON "recipes"
	FOR EACH ROW WHEN (OLD."stock" IS DISTINCT FROM NEW."stock" OR OLD."out_of_stock" IS DISTINCT FROM NEW."out_of_stock")
	EXECUTE FUNCTION "notify_stock_change"();
--> statement-breakpoint
CREATE TRIGGER "products_notify_stock_change" AFTER UPDATE OF "stock", "out_of_stock", "stock_status" ON "products"
	FOR EACH ROW WHEN (OLD."stock" IS DISTINCT FROM NEW."stock" OR OLD."out_of_stock" IS DISTINCT FROM NEW."out_of_stock"
		OR OLD."stock_status" IS DISTINCT FROM NEW."stock_status")
	EXECUTE FUNCTION "notify_stock_change"();
