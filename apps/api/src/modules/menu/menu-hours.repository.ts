import { sql } from 'drizzle-orm';
import { categories, type products, type recipes } from '../../db/schema';

/**
 * The menu hours of an item's category (its own hours apply within them), read as the column reads them; null:
 * no limit. One query for every read that checks or shows menu hours: the catalogue's and the order's.
 */
export const categoryHoursOf = (table: typeof recipes | typeof products) =>
  sql`(select c.hours from ${categories} c where c.brand_id = ${table}.brand_id and c.id = ${table}.category_id)`.mapWith(
    categories.hours,
  );
