CREATE TABLE "promo_code_counts" (
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"uses" integer NOT NULL,
	CONSTRAINT "promo_code_counts_brand_id_code_pk" PRIMARY KEY("brand_id","code"),
	CONSTRAINT "promo_code_counts_uses" CHECK ("promo_code_counts"."uses" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_code_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"order_id" integer NOT NULL,
	"customer_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"brand_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"referrer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rewarded_at" timestamp with time zone,
	CONSTRAINT "referrals_brand_id_friend_id_pk" PRIMARY KEY("brand_id","friend_id"),
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."friend_id" <> "referrals"."referrer_id")
);
--> statement-breakpoint
CREATE TABLE "reward_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"points" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_members" (
	"brand_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"referral_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_members_brand_id_customer_id_pk" PRIMARY KEY("brand_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "loyalty" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_redeemed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_code_counts" ADD CONSTRAINT "promo_code_counts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_id_customers_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_customers_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_members" ADD CONSTRAINT "reward_members_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_members" ADD CONSTRAINT "reward_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_code_uses_once_idx" ON "promo_code_uses" USING btree ("brand_id","code","customer_key");--> statement-breakpoint
CREATE INDEX "reward_entries_member_idx" ON "reward_entries" USING btree ("brand_id","customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_entries_order_once_idx" ON "reward_entries" USING btree ("brand_id","customer_id","kind","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_members_referral_token_idx" ON "reward_members" USING btree ("referral_token");