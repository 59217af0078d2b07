-- A product card shows its description as plain text (ProductSummary, issue 18): worked out once when the
-- product is written (modules/catalog/product-summary.ts), so the shop's first load carries no HTML sanitiser.
-- Existing rows are filled here with the same steps on the sanitised HTML stored in "content": block ends and
-- line breaks become spaces, tags go, the four escapes sanitize-html writes are decoded (&amp; last, so
-- '&amp;lt;' reads '&lt;'), runs of spaces become one, and the ends are trimmed. product-summary.test.ts runs
-- this statement against the function on the same descriptions.
ALTER TABLE "products" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "products" SET "summary" = btrim(
	regexp_replace(
		replace(replace(replace(replace(
			regexp_replace(
				regexp_replace("content", '</(?:p|li|div|h[1-6]|dd|dt|td|th|tr|blockquote)\s*>|<(?:br|hr)\y[^>]*>', ' ', 'gi'),
				'<[^>]*>', '', 'g'),
			'&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&amp;', '&'),
		'[\t\n\v\f\r \u00a0]+', ' ', 'g'),
	' ')
WHERE "content" <> '';
