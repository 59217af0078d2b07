-- Menu hours (dayparts, issue 19): a category, recipe or product may be limited to days and times of the London
-- clock (a JSON list of { Days, From, To } ranges, checked by @storefront/contract/menu-hours before it is
-- stored). Null, as every existing row is, means no limit.
ALTER TABLE "categories" ADD COLUMN "hours" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hours" jsonb;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "hours" jsonb;