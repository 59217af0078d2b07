-- Brand changes reach every API instance at once (issue 10). Each change to a brand's configuration, menu or
-- stock flags bumps brands.version; this trigger announces the brand's flavour on the channel brand_changes once
-- the transaction commits, and each instance LISTENs and drops its cached copy, instead of serving the old one
-- until its short cache lifetime runs out. Not declared in schema.ts: drizzle-kit does not model triggers.
CREATE FUNCTION "notify_brand_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('brand_changes', OLD."flavour");
	ELSIF OLD."version" IS DISTINCT FROM NEW."version" OR OLD."flavour" IS DISTINCT FROM NEW."flavour" THEN
		PERFORM pg_notify('brand_changes', OLD."flavour");
		IF OLD."flavour" IS DISTINCT FROM NEW."flavour" THEN
			PERFORM pg_notify('brand_changes', NEW."flavour");
		END IF;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "brands_notify_change" AFTER UPDATE OR DELETE ON "brands"
	FOR EACH ROW EXECUTE FUNCTION "notify_brand_change"();
