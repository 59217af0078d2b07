/** The claims of an access token (a JWT's middle part), read without checking the signature: the server does. */
function tokenClaims(token: string | null): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The email an access token was issued for (its `email` claim). `getCustomer` answers only for the token's own
 * email, and the token keeps the old one for up to 15 minutes after the customer changes it, so the token's
 * claim is the name to ask with.
 */
export function tokenEmail(token: string | null): string | null {
  const email = tokenClaims(token)?.email;
  return typeof email === 'string' && email ? email : null;
}

/** The id of the brand an access token is good for (its `brand` claim; ADR 0008). */
export function tokenBrandId(token: string | null): number | null {
  const brand = tokenClaims(token)?.brand;
  return typeof brand === 'number' && Number.isInteger(brand) ? brand : null;
}
