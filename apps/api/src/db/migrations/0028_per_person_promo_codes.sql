-- Per-person promo codes (ADR 0050): a once-per-customer or first-order code is checked against the person's
-- earlier orders, as the account or as the email read as a person (case folded, a +tag dropped), under a lock on
-- that person in the order's transaction. The per-use customer keys, which told a signed-in use from a guest use
-- of the same email, are no longer read.
DROP INDEX "promo_code_uses_once_idx";--> statement-breakpoint
CREATE INDEX "customers_person_email_idx" ON "customers" USING btree ("brand_id",regexp_replace(lower(btrim("email")), '\+[^@]*(@[^@]*)$', '\1'));--> statement-breakpoint
CREATE INDEX "orders_person_email_idx" ON "orders" USING btree ("brand_id",regexp_replace(lower(btrim("guest_email")), '\+[^@]*(@[^@]*)$', '\1'));--> statement-breakpoint
CREATE INDEX "promo_code_uses_order_idx" ON "promo_code_uses" USING btree ("brand_id","order_id");--> statement-breakpoint
ALTER TABLE "promo_code_uses" DROP COLUMN "customer_key";