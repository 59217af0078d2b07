CREATE TABLE "test_provider_payments" (
	"ref" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"status" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"refunded_pence" integer DEFAULT 0 NOT NULL,
	"awaiting_action" boolean DEFAULT false NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "test_provider_payments_secret_idx" ON "test_provider_payments" USING btree ("client_secret");