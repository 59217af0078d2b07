import { z } from 'zod';

/**
 * Every id is a PostgreSQL `integer` column: 1 to 2,147,483,647. One schema for every id a request carries (in
 * a path, a query string or a body), so an id out of range is answered 400 with its field named, never handed to
 * the database (where it would fail as a 500).
 */
export const MAX_ID = 2_147_483_647;
const message = `must be a whole number from 1 to ${MAX_ID}`;

/** An id in a JSON body. */
export const Id = z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);
/** An id in a path or query string (text, read as a number). */
export const IdParam = z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);

/**
 * An optional reference to a row in a JSON body, where 0 means "none" as the spec's .NET clients send it (an
 * `int` cannot be null there): read as null, like a null or a missing field.
 */
export const OptionalRef = z
  .union([z.literal(0).transform(() => null), Id])
  .nullable()
  .optional();
