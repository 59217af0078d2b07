-- A branch's own minimum times (ADR 0046); null: the brand's.
ALTER TABLE "branches" ADD COLUMN "lead_times" jsonb;
