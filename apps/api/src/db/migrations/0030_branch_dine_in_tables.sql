-- A branch may list its own dine-in tables (brand file Branches[].DineInTables); null keeps the brand's
-- BrandConfig.DineInTables for it, as every branch had before (ADR 0048).
ALTER TABLE "branches" ADD COLUMN "dine_in_tables" jsonb;
