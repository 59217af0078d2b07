import type { z } from 'zod';

/** What the OpenAPI document says of every read-only key of a save body. */
export const READ_ONLY_NOTE =
  'Read-only: the GET answers it; a save may send it back and the server ignores it (ADR 0051).';

/**
 * A key a resource's GET answers and its save takes back and ignores (ADR 0051): optional, checked as the GET
 * answers it, dropped from the parsed body (its output is `undefined`, so no service can read it), and marked
 * `readOnly` in the OpenAPI document.
 */
export const readOnly = <T extends z.ZodType>(schema: T) =>
  schema
    .transform((): undefined => undefined)
    .optional()
    .meta({ readOnly: true, description: READ_ONLY_NOTE });

type ReadOnlyShape<S extends Record<string, z.ZodType>> = {
  [K in keyof S]: ReturnType<typeof readOnly<S[K]>>;
};

/**
 * A strict save body that also accepts the read-only keys of what its GET answers (ADR 0051), so a client can
 * send back what it read, unchanged. Every other unknown key is still refused.
 */
export function withReadOnly<Body extends z.core.$ZodShape, Extra extends Record<string, z.ZodType>>(
  body: z.ZodObject<Body, z.core.$strict>,
  keys: Extra,
) {
  const marked = Object.fromEntries(
    Object.entries(keys).map(([key, schema]) => [key, readOnly(schema)]),
  ) as ReadOnlyShape<Extra>;
  return body.extend(marked);
}
