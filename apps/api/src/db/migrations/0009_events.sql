CREATE TABLE "event_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"reference" text NOT NULL,
	"quantity" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"total_pence" integer NOT NULL,
	"status" text NOT NULL,
	"access_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_bookings_quantity_positive" CHECK ("event_bookings"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"brand_id" integer NOT NULL,
	"id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" text NOT NULL,
	"place" text NOT NULL,
	"price_pence" integer NOT NULL,
	"seats" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"max_per_booking" integer DEFAULT 10 NOT NULL,
	"image" text,
	CONSTRAINT "events_brand_id_id_pk" PRIMARY KEY("brand_id","id"),
	CONSTRAINT "events_seats_within" CHECK ("events"."seats_taken" >= 0 and "events"."seats_taken" <= "events"."seats")
);
--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_bookings_reference_idx" ON "event_bookings" USING btree ("brand_id","reference");--> statement-breakpoint
CREATE INDEX "event_bookings_token_idx" ON "event_bookings" USING btree ("access_token_hash");