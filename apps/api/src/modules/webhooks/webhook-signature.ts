import { createHmac, randomBytes } from 'node:crypto';

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (docs/webhooks.md). */
export const SIGNATURE_HEADER = 'storefront-signature';
export const EVENT_ID_HEADER = 'storefront-event-id';

/** A new endpoint secret: 32 random bytes, prefixed so that a leaked one is recognisable. */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * Signs a call in Stripe's scheme: the timestamp is signed with the body, so a receiver refusing old timestamps
 * is safe from an old call replayed.
 */
export function signatureHeader(secret: string, body: string, now = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}
