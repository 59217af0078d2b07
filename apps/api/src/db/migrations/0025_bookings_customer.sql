-- A signed-in customer's table bookings and event tickets (issue 30): the account lists the ones booked while
-- signed in. Earlier bookings, guests' and customers' alike, stay unlinked (null): a booking is matched to an
-- account by who was signed in, never by the email typed, which anyone could have typed.
ALTER TABLE "event_bookings" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_bookings_customer_idx" ON "event_bookings" USING btree ("brand_id","customer_id");--> statement-breakpoint
CREATE INDEX "reservations_customer_idx" ON "reservations" USING btree ("brand_id","customer_id");