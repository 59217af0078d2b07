CREATE TABLE "branches" (
	"brand_id" integer NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "branches_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY NOT NULL,
	"flavour" text NOT NULL,
	"name" text NOT NULL,
	"web_config" jsonb NOT NULL,
	"brand_config" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_flavour_unique" UNIQUE("flavour")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"brand_id" integer NOT NULL,
	"id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"status" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"mobile" text,
	"image_url" text,
	"promo_code" text,
	"marketing_opt_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"recipe_id" integer,
	"product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_one_item" CHECK (("favourites"."recipe_id" is null) <> ("favourites"."product_id" is null))
);
--> statement-breakpoint
CREATE TABLE "marketing_suppressions" (
	"brand_id" integer NOT NULL,
	"contact" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_suppressions_brand_id_contact_pk" PRIMARY KEY("brand_id","contact")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"brand_id" integer NOT NULL,
	"id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"subcategory_id" integer,
	"title" text NOT NULL,
	"image" text,
	"old_price_pence" integer NOT NULL,
	"new_price_pence" integer,
	"units" text DEFAULT 'each' NOT NULL,
	"stock" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"stock_status" text DEFAULT 'Available' NOT NULL,
	"label" text,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"for_delivery" boolean DEFAULT true NOT NULL,
	"for_collection" boolean DEFAULT true NOT NULL,
	"extras" jsonb,
	"part_model" text,
	"engine" text,
	"from_year" integer,
	"to_year" integer,
	"code" text,
	"external_link" text,
	"vehicle" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "products_brand_id_id_pk" PRIMARY KEY("brand_id","id"),
	CONSTRAINT "products_stock_nonnegative" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_price_nonnegative" CHECK ("products"."old_price_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"brand_id" integer NOT NULL,
	"id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"subcategory_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"price_pence" integer NOT NULL,
	"display_amount_text" text,
	"stock" integer NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"allergens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_buy" integer,
	"is_discounted" boolean DEFAULT false NOT NULL,
	"social_discount" boolean DEFAULT false NOT NULL,
	"for_delivery" boolean DEFAULT true NOT NULL,
	"for_collection" boolean DEFAULT true NOT NULL,
	"for_dine_in" boolean DEFAULT true NOT NULL,
	"for_eat_in" boolean DEFAULT true NOT NULL,
	"extras" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recipes_brand_id_id_pk" PRIMARY KEY("brand_id","id"),
	CONSTRAINT "recipes_stock_nonnegative" CHECK ("recipes"."stock" >= 0),
	CONSTRAINT "recipes_price_nonnegative" CHECK ("recipes"."price_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"family_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"brand_id" integer NOT NULL,
	"id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subcategories_brand_id_id_pk" PRIMARY KEY("brand_id","id")
);
--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_brand_id_recipe_id_recipes_brand_id_id_fk" FOREIGN KEY ("brand_id","recipe_id") REFERENCES "public"."recipes"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_brand_id_product_id_products_brand_id_id_fk" FOREIGN KEY ("brand_id","product_id") REFERENCES "public"."products"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_suppressions" ADD CONSTRAINT "marketing_suppressions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_category_id_categories_brand_id_id_fk" FOREIGN KEY ("brand_id","category_id") REFERENCES "public"."categories"("brand_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_brand_id_category_id_categories_brand_id_id_fk" FOREIGN KEY ("brand_id","category_id") REFERENCES "public"."categories"("brand_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_brand_id_category_id_categories_brand_id_id_fk" FOREIGN KEY ("brand_id","category_id") REFERENCES "public"."categories"("brand_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_brand_email_idx" ON "customers" USING btree ("brand_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_customer_recipe_idx" ON "favourites" USING btree ("customer_id","recipe_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_customer_product_idx" ON "favourites" USING btree ("customer_id","product_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("brand_id","category_id","sort");--> statement-breakpoint
CREATE INDEX "recipes_category_idx" ON "recipes" USING btree ("brand_id","category_id","sort");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");