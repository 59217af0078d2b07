-- A member of staff may work at one branch of their brand (issue 30, ADR 0047): their board, its live events and
-- its alerts hold only that branch's orders. Null (owners, staff of every branch, everyone before) sees them all.
ALTER TABLE "staff" ADD COLUMN "branch_id" integer;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD COLUMN "branch_id" integer;--> statement-breakpoint
-- An order's event names its branch ('r') and, when an amendment moved it, the branch it left ('q'): a branch's
-- board hears of an order arriving and of one leaving, without reading the order to know whose it is.
CREATE OR REPLACE FUNCTION "notify_order_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."amended_at" IS DISTINCT FROM NEW."amended_at"
		OR OLD."paid_pence" IS DISTINCT FROM NEW."paid_pence" OR OLD."refunded_pence" IS DISTINCT FROM NEW."refunded_pence" THEN
		PERFORM pg_notify('order_events', json_build_object(
			'b', NEW."brand_id", 'o', NEW."id", 's', NEW."status",
			'p', CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD."status" END,
			'r', NEW."branch_id",
			'q', CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD."branch_id" END
		)::text);
	END IF;
	RETURN NULL;
END;
$$;
