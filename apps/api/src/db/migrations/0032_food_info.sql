ALTER TABLE "order_lines" ADD COLUMN "food_info" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "allergy_note" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "food_info" jsonb;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "food_info" jsonb;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "unmatched_allergens" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Dishes' free-text allergen titles become codes where every title is one of the 14 (the titles
-- @storefront/domain/food-info reads); the rest keep their titles for the owner to declare.
CREATE TEMPORARY TABLE "allergen_titles" ("title" text PRIMARY KEY, "code" text NOT NULL, "ord" integer NOT NULL) ON COMMIT DROP;--> statement-breakpoint
INSERT INTO "allergen_titles" VALUES
  ('celery', 'celery', 1),
  ('gluten', 'gluten', 2),
  ('cereals containing gluten', 'gluten', 2),
  ('wheat', 'gluten', 2),
  ('crustaceans', 'crustaceans', 3),
  ('eggs', 'eggs', 4),
  ('egg', 'eggs', 4),
  ('fish', 'fish', 5),
  ('lupin', 'lupin', 6),
  ('milk', 'milk', 7),
  ('dairy', 'milk', 7),
  ('molluscs', 'molluscs', 8),
  ('mustard', 'mustard', 9),
  ('tree nuts', 'tree-nuts', 10),
  ('peanuts', 'peanuts', 11),
  ('peanut', 'peanuts', 11),
  ('sesame', 'sesame', 12),
  ('soya', 'soya', 13),
  ('soy', 'soya', 13),
  ('tree-nuts', 'tree-nuts', 10),
  ('sulphites', 'sulphites', 14),
  ('sulphur dioxide', 'sulphites', 14),
  ('sulphur dioxide and sulphites', 'sulphites', 14);--> statement-breakpoint
UPDATE "recipes" r SET "food_info" = jsonb_build_object(
  'Contains', (SELECT jsonb_agg(x."code" ORDER BY x."ord") FROM (
    SELECT DISTINCT m."code", m."ord" FROM "allergen_titles" m
    WHERE m."title" IN (SELECT lower(btrim(a->>'Title')) FROM jsonb_array_elements(r."allergens") a)) x),
  'MayContain', '[]'::jsonb, 'Labels', '[]'::jsonb, 'Kcal', null, 'Portion', null)
WHERE jsonb_array_length(r."allergens") > 0 AND NOT EXISTS (
  SELECT 1 FROM jsonb_array_elements(r."allergens") a
  WHERE lower(btrim(a->>'Title')) NOT IN (SELECT "title" FROM "allergen_titles"));--> statement-breakpoint
UPDATE "recipes" SET "unmatched_allergens" = (SELECT jsonb_agg(a->>'Title') FROM jsonb_array_elements("allergens") a)
WHERE jsonb_array_length("allergens") > 0 AND "food_info" IS NULL;
--> statement-breakpoint
-- Lines of orders placed before the codes print what their dish lists now, as tickets did until now.
UPDATE "order_lines" ol SET "food_info" = jsonb_build_object(
  'Contains', r."food_info"->'Contains', 'MayContain', r."food_info"->'MayContain', 'Labels', '[]'::jsonb, 'Kcal', null)
FROM "recipes" r
WHERE r."brand_id" = ol."brand_id" AND r."id" = ol."recipe_id" AND r."food_info" IS NOT NULL;
