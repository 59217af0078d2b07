-- An order names the branch that makes it (issue 30), with the branch's name and address as they were when it
-- was placed. Collection and eat-in orders placed before name their brand's first branch (the lowest id, as the
-- branches page lists them); delivery orders do too, as new ones do (ADR 0045).
ALTER TABLE "orders" ADD COLUMN "branch_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "branch_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "branch_address" text;--> statement-breakpoint
UPDATE "orders" AS o
SET "branch_id" = b."id", "branch_name" = b."name", "branch_address" = b."address"
FROM (
  SELECT DISTINCT ON ("brand_id") "brand_id", "id", "name", "address"
  FROM "branches"
  ORDER BY "brand_id", "id"
) AS b
WHERE b."brand_id" = o."brand_id" AND o."branch_id" IS NULL;
