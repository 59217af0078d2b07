CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "staff_role_known" CHECK ("staff"."role" in ('PlatformAdmin', 'BrandOwner', 'BrandStaff')),
	CONSTRAINT "staff_brand_by_role" CHECK (("staff"."role" = 'PlatformAdmin') = ("staff"."brand_id" is null))
);
--> statement-breakpoint
CREATE TABLE "staff_refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"family_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prep_minutes" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_refresh_tokens" ADD CONSTRAINT "staff_refresh_tokens_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_email_idx" ON "staff" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "staff_refresh_tokens_family_idx" ON "staff_refresh_tokens" USING btree ("family_id");--> statement-breakpoint
-- Live orders (issue 10): every new order and every change of an order's status, payment or amendment is
-- announced on the channel order_events once its transaction commits (NOTIFY waits for the commit). Each API
-- instance LISTENs and pushes the event to its open boards and order pages, so an order placed through one
-- instance reaches a board connected to another. Not declared in schema.ts: drizzle-kit does not model triggers.
CREATE FUNCTION "notify_order_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."amended_at" IS DISTINCT FROM NEW."amended_at"
		OR OLD."paid_pence" IS DISTINCT FROM NEW."paid_pence" OR OLD."refunded_pence" IS DISTINCT FROM NEW."refunded_pence" THEN
		PERFORM pg_notify('order_events', json_build_object(
			'b', NEW."brand_id", 'o', NEW."id", 's', NEW."status",
			'p', CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD."status" END
		)::text);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_notify_event" AFTER INSERT OR UPDATE ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "notify_order_event"();
