ALTER TABLE "event_bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD COLUMN "refunded_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_refund_within" CHECK ("event_bookings"."refunded_pence" >= 0 and "event_bookings"."refunded_pence" <= "event_bookings"."total_pence");