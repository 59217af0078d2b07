CREATE TABLE "idempotency_keys" (
	"brand_id" integer NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_brand_id_scope_key_pk" PRIMARY KEY("brand_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"recipe_id" integer,
	"product_id" integer,
	"title" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_pence" integer NOT NULL,
	"total_pence" integer NOT NULL,
	"is_discounted" boolean DEFAULT false NOT NULL,
	"social_discount" boolean DEFAULT false NOT NULL,
	"extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_one_item" CHECK (("order_lines"."recipe_id" is null) <> ("order_lines"."product_id" is null))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"customer_id" integer,
	"guest_email" text,
	"guest_name" text,
	"guest_mobile" text,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"payment_method" text DEFAULT 'cash' NOT NULL,
	"training" boolean DEFAULT false NOT NULL,
	"amended" boolean DEFAULT false NOT NULL,
	"scheduled_for" timestamp with time zone,
	"address" jsonb,
	"notes" text,
	"subtotal_pence" integer NOT NULL,
	"delivery_fee_pence" integer DEFAULT 0 NOT NULL,
	"discount_pence" integer DEFAULT 0 NOT NULL,
	"total_pence" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_total_nonnegative" CHECK ("orders"."total_pence" >= 0)
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expiry_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_brand_customer_idx" ON "orders" USING btree ("brand_id","customer_id","created_at");