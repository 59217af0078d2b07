CREATE TABLE "reservation_slots" (
	"brand_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"date" text NOT NULL,
	"time" text NOT NULL,
	"covers" integer NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "reservation_slots_brand_id_branch_id_date_time_pk" PRIMARY KEY("brand_id","branch_id","date","time"),
	CONSTRAINT "reservation_slots_within_capacity" CHECK ("reservation_slots"."covers" >= 0 and "reservation_slots"."covers" <= "reservation_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"reference" text NOT NULL,
	"date" text NOT NULL,
	"time" text NOT NULL,
	"party_size" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Booked' NOT NULL,
	"cancel_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "reservations_party_positive" CHECK ("reservations"."party_size" > 0)
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "reservations" jsonb;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "legal_texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_slots" ADD CONSTRAINT "reservation_slots_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_reference_idx" ON "reservations" USING btree ("brand_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_cancel_token_idx" ON "reservations" USING btree ("cancel_token_hash");--> statement-breakpoint
CREATE INDEX "reservations_slot_idx" ON "reservations" USING btree ("brand_id","branch_id","date","time");