CREATE TABLE "gift_card_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"gift_card_id" integer NOT NULL,
	"amount_pence" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'PendingPayment' NOT NULL,
	"initial_pence" integer NOT NULL,
	"balance_pence" integer DEFAULT 0 NOT NULL,
	"purchaser_customer_id" integer,
	"from_name" text NOT NULL,
	"from_email" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text,
	"purchase_token_hash" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"failure_message" text,
	"expires_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_amounts" CHECK ("gift_cards"."initial_pence" > 0 and "gift_cards"."balance_pence" between 0 and "gift_cards"."initial_pence"),
	CONSTRAINT "gift_cards_status_known" CHECK ("gift_cards"."status" in ('PendingPayment', 'Active', 'Cancelled'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_entries" ADD CONSTRAINT "gift_card_entries_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_entries" ADD CONSTRAINT "gift_card_entries_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_entries" ADD CONSTRAINT "gift_card_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_purchaser_customer_id_customers_id_fk" FOREIGN KEY ("purchaser_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_entries_card_idx" ON "gift_card_entries" USING btree ("brand_id","gift_card_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_entries_redeemed_once_idx" ON "gift_card_entries" USING btree ("gift_card_id","order_id") WHERE "gift_card_entries"."kind" = 'Redeemed';--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_idx" ON "gift_cards" USING btree ("brand_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_provider_ref_idx" ON "gift_cards" USING btree ("provider","provider_ref");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_card_within" CHECK ("orders"."gift_card_pence" between 0 and "orders"."total_pence");