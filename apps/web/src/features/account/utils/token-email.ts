/**
 * The email an access token was issued for (its `email` claim), read without checking the signature: the
 * server checks it. `getCustomer` answers only for the token's own email, and the token keeps the old one for
 * up to 15 minutes after the customer changes it, so the token's claim is the name to ask with.
 */
export function tokenEmail(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof claims !== 'object' || claims === null || !('email' in claims)) return null;
    return typeof claims.email === 'string' && claims.email ? claims.email : null;
  } catch {
    return null;
  }
}
