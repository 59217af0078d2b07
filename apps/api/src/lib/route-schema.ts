import { ErrorResponse } from '@storefront/contract/envelope';

/** The error statuses a route may answer (each with the shared error envelope). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;

/**
 * The `response` entries of a route's error statuses, to spread beside its 200: `{ 200: X, ...errors }`.
 * Typed per status so the Zod type provider still types each reply.
 */
export function errorResponses<const S extends ErrorStatus>(
  ...statuses: S[]
): { [K in S]: typeof ErrorResponse } {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponse])) as {
    [K in S]: typeof ErrorResponse;
  };
}

/** The OpenAPI security of a route that needs a bearer token. */
export const bearer = [{ bearer: [] as string[] }];

/** The OpenAPI tag of the back-office routes. */
export const backOfficeTags = ['Back office'];

/** The OpenAPI security of a route open to a bearer token or to no token at all. */
export const bearerOrNone: Record<string, string[]>[] = [{ bearer: [] }, {}];
