ALTER TABLE "orders" ALTER COLUMN "payment_method" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_session_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
-- Orders placed before payment methods were named: in person on their channel ('cash') or by card.
UPDATE "orders" SET "payment_method" = CASE WHEN "payment_method" = 'card' THEN 'Card' WHEN "channel" = 'Delivery' THEN 'OnDelivery' WHEN "channel" = 'Pickup' THEN 'OnCollection' ELSE 'AtTable' END WHERE "payment_method" IN ('cash', 'card');--> statement-breakpoint
UPDATE "orders" SET "due_at" = coalesce("scheduled_for", "created_at") WHERE "due_at" IS NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_weight_positive" CHECK ("order_lines"."weight_grams" is null or "order_lines"."weight_grams" > 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_fee_nonnegative" CHECK ("orders"."delivery_fee_pence" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('PendingPayment', 'Placed', 'Accepted', 'Ready', 'OutForDelivery', 'Completed', 'Cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" in ('OnDelivery', 'OnCollection', 'AtTable', 'Card'));