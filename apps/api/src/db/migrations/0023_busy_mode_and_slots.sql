-- Busy mode and slot capacity (issue 19). A brand's busy mode and capacity live on its row, so a change bumps
-- brands.version and reaches every API instance through the brand_changes notification (migration 0014).
-- order_slots counts the orders due in each 15-minute slot (quarter hours of UTC, which are London's too); the
-- triggers below keep it, and the order transaction of a brand with a capacity locks its slot's row to check it.
CREATE TABLE "order_slots" (
	"brand_id" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_slots_brand_id_slot_start_pk" PRIMARY KEY("brand_id","slot_start")
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "busy_mode" jsonb;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "slot_capacity" integer;--> statement-breakpoint
ALTER TABLE "order_slots" ADD CONSTRAINT "order_slots_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_slot_capacity_range" CHECK ("brands"."slot_capacity" is null or "brands"."slot_capacity" between 1 and 1000);--> statement-breakpoint
-- Every order with a due time that is not cancelled and not a training order counts in its slot. The triggers
-- are deferred to the commit: an order holds its slot's row lock only while it commits, instead of from its
-- insert on (every order of a busy brand falls in the same slot). When a row moves from one slot to another the
-- two slot rows are changed in ascending order, so two moves in opposite directions cannot deadlock. Not declared
-- in schema.ts: drizzle-kit does not model triggers.
CREATE FUNCTION "count_order_slot"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	origin CONSTANT timestamptz := timestamptz '2000-01-01 00:00:00+00';
	old_slot timestamptz;
	new_slot timestamptz;
BEGIN
	IF TG_OP <> 'INSERT' AND OLD."due_at" IS NOT NULL AND OLD."status" <> 'Cancelled' AND NOT OLD."training" THEN
		old_slot := date_bin('15 minutes', OLD."due_at", origin);
	END IF;
	IF TG_OP <> 'DELETE' AND NEW."due_at" IS NOT NULL AND NEW."status" <> 'Cancelled' AND NOT NEW."training" THEN
		new_slot := date_bin('15 minutes', NEW."due_at", origin);
	END IF;
	IF old_slot IS NOT DISTINCT FROM new_slot THEN
		RETURN NULL;
	END IF;
	IF new_slot IS NOT NULL AND (old_slot IS NULL OR new_slot < old_slot) THEN
		INSERT INTO "order_slots" ("brand_id", "slot_start", "orders") VALUES (NEW."brand_id", new_slot, 1)
			ON CONFLICT ("brand_id", "slot_start") DO UPDATE SET "orders" = "order_slots"."orders" + 1;
		new_slot := NULL;
	END IF;
	IF old_slot IS NOT NULL THEN
		UPDATE "order_slots" SET "orders" = "orders" - 1 WHERE "brand_id" = OLD."brand_id" AND "slot_start" = old_slot;
	END IF;
	IF new_slot IS NOT NULL THEN
		INSERT INTO "order_slots" ("brand_id", "slot_start", "orders") VALUES (NEW."brand_id", new_slot, 1)
			ON CONFLICT ("brand_id", "slot_start") DO UPDATE SET "orders" = "order_slots"."orders" + 1;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_count_slot_insert" AFTER INSERT ON "orders"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	WHEN (NEW."due_at" IS NOT NULL AND NEW."status" <> 'Cancelled' AND NOT NEW."training")
	EXECUTE FUNCTION "count_order_slot"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_count_slot_update" AFTER UPDATE OF "due_at", "status", "training" ON "orders"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	WHEN (OLD."due_at" IS DISTINCT FROM NEW."due_at" OR (OLD."status" = 'Cancelled') <> (NEW."status" = 'Cancelled')
		OR OLD."training" <> NEW."training")
	EXECUTE FUNCTION "count_order_slot"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_count_slot_delete" AFTER DELETE ON "orders"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	WHEN (OLD."due_at" IS NOT NULL AND OLD."status" <> 'Cancelled' AND NOT OLD."training")
	EXECUTE FUNCTION "count_order_slot"();
--> statement-breakpoint
INSERT INTO "order_slots" ("brand_id", "slot_start", "orders")
	SELECT "brand_id", date_bin('15 minutes', "due_at", timestamptz '2000-01-01 00:00:00+00'), count(*)::int
	FROM "orders" WHERE "due_at" IS NOT NULL AND "status" <> 'Cancelled' AND NOT "training"
	GROUP BY 1, 2;
