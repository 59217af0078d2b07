import { createHash, randomBytes } from 'node:crypto';
import { HttpError } from '../../lib/http-error';
import type { CustomerPrincipal } from '../../plugins/auth';
import type { OrdersRepository } from './orders.repository';

/**
 * Who may see and change an order: the signed-in customer who placed it, or the guest session that placed
 * it. A guest session token is 32 random bytes ('gs_' + base64url), sent like an access token
 * (`Authorization: Bearer gs_…`, the web app's session access_token); the server keeps only its SHA-256 on
 * the orders it placed, so it names no account and proves only "I placed this order".
 */
export type OrderOwner =
  { kind: 'customer'; customer: CustomerPrincipal } | { kind: 'guest'; sessionHash: string };

const GUEST_TOKEN = /^gs_[A-Za-z0-9_-]{43}$/;

export function isGuestSessionToken(token: string): boolean {
  return GUEST_TOKEN.test(token);
}

export function guestSessionHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newGuestSession(): { token: string; hash: string } {
  const token = `gs_${randomBytes(32).toString('base64url')}`;
  return { token, hash: guestSessionHash(token) };
}

/** The bearer token of an Authorization header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

/** Whether an owner placed an order. */
export function owns(
  owner: OrderOwner,
  order: { customerId: number | null; guestSessionHash: string | null },
): boolean {
  return owner.kind === 'customer'
    ? order.customerId === owner.customer.customerId
    : order.guestSessionHash !== null && order.guestSessionHash === owner.sessionHash;
}

/** The order when the owner placed it; 404 otherwise (another's order is not confirmed to exist). */
export async function ownedOrder(
  repo: Pick<OrdersRepository, 'findById'>,
  brand: { id: number },
  owner: OrderOwner,
  orderId: number,
) {
  const found = await repo.findById(brand.id, orderId);
  if (!found || !owns(owner, found.order)) throw new HttpError(404, `Order ${orderId} was not found`);
  return found;
}
