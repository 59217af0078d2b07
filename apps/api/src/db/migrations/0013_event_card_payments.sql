ALTER TABLE "event_bookings" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD COLUMN "payment_due_by" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "event_bookings_provider_ref_idx" ON "event_bookings" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "event_bookings_payment_due_idx" ON "event_bookings" USING btree ("payment_due_by");