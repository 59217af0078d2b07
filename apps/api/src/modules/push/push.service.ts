import { createPublicKey } from 'node:crypto';
import { MAX_PUSH_SUBSCRIPTIONS } from '@storefront/contract/push';
import type { Db } from '../../db/client';
import { HttpError, badRequest } from '../../lib/http-error';
import { OutboundRefused, checkDestination, type OutboundPolicy } from '../../lib/outbound-http';
import type { BrandContext } from '../brand/brand.service';
import type { OrderOwner } from '../orders/order-owner';
import type { OrdersService } from '../orders/orders.service';
import {
  createPushSubscriptionsRepository,
  type PushOwner,
  type StoredSubscription,
} from './push-subscriptions.repository';
import type { VapidDetails } from './vapid-keys';

/** A subscription as the contract parsed it (keys without padding). */
type Subscription = { Endpoint: string; Keys: { P256dh: string; Auth: string } };

const field = (path: string, message: string) => badRequest(message, [{ Path: path, Message: message }]);

/** Whether 65 bytes are a point on P-256 (a key the browser made), not just bytes of the right length. */
function isP256Point(p256dh: string): boolean {
  const point = Buffer.from(p256dh, 'base64url');
  try {
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

/** How long subscribing waits for the push service's name to resolve before leaving the check to delivery. */
const LOOKUP_WAIT_MS = 5_000;

/**
 * Refuses an endpoint the push channel would refuse anyway (plain http in production, a private, loopback or
 * link-local address, a name resolving to one, or to nothing), so that a browser cannot point the server at the
 * seller's network. A lookup failing otherwise, or slowly, is no refusal: each delivery checks again (as
 * webhook registration does, ADR 0056).
 */
async function checkEndpoint(endpoint: string, policy: OutboundPolicy): Promise<void> {
  const refuse = (message: string) => field('body.Endpoint', message);
  const check = checkDestination(endpoint, policy).catch((error: unknown) => {
    if (error instanceof OutboundRefused) throw refuse(error.message);
    if ((error as NodeJS.ErrnoException | null)?.code === 'ENOTFOUND')
      throw refuse(`${new URL(endpoint).hostname} was not found`);
  });
  let timer: NodeJS.Timeout | undefined;
  const wait = new Promise<void>((resolve) => (timer = setTimeout(resolve, LOOKUP_WAIT_MS)));
  try {
    await Promise.race([check, wait]);
  } finally {
    clearTimeout(timer);
  }
}

/** A subscription checked as the push channel will use it: a key on the curve, and an address it may call. */
async function checked(subscription: Subscription, policy: OutboundPolicy): Promise<StoredSubscription> {
  if (!isP256Point(subscription.Keys.P256dh))
    throw field('body.Keys.P256dh', 'P256dh must be a P-256 public key');
  await checkEndpoint(subscription.Endpoint, policy);
  return { endpoint: subscription.Endpoint, p256dh: subscription.Keys.P256dh, auth: subscription.Keys.Auth };
}

export interface PushServiceDeps {
  policy: OutboundPolicy;
  vapid: () => VapidDetails;
  /** Who may see an order (its customer or the guest session that placed it): the orders area's rule. */
  orders: Pick<OrdersService, 'get'>;
}

/** Subscribing browsers to an order's progress (its owner) or to the brand's new orders (staff). */
export function createPushService(db: Db, { policy, vapid, orders }: PushServiceDeps) {
  const repo = createPushSubscriptionsRepository(db);

  /** The order when the caller placed it (404 otherwise, as reading it answers). */
  const ownOrder = async (brand: BrandContext, owner: OrderOwner, orderId: number): Promise<PushOwner> => {
    await orders.get(brand, owner, orderId);
    return { orderId };
  };

  return {
    publicKey: () => vapid().publicKey,

    async subscribeToOrder(brand: BrandContext, owner: OrderOwner, orderId: number, body: Subscription) {
      const order = await orders.get(brand, owner, orderId);
      if (order.Status === 'Completed' || order.Status === 'Cancelled')
        throw new HttpError(409, 'This order is finished: there is nothing more to tell you');
      await repo.save(brand.id, { orderId }, await checked(body, policy), MAX_PUSH_SUBSCRIPTIONS);
      return true;
    },

    async unsubscribeFromOrder(brand: BrandContext, owner: OrderOwner, orderId: number, endpoint: string) {
      await repo.remove(brand.id, await ownOrder(brand, owner, orderId), endpoint);
      return false;
    },

    async orderState(brand: BrandContext, owner: OrderOwner, orderId: number, endpoint: string) {
      return repo.has(brand.id, await ownOrder(brand, owner, orderId), endpoint);
    },

    async subscribeStaff(brand: BrandContext, staffId: number, body: Subscription) {
      await repo.save(brand.id, { staffId }, await checked(body, policy), MAX_PUSH_SUBSCRIPTIONS);
      return true;
    },

    async unsubscribeStaff(brand: BrandContext, staffId: number, endpoint: string) {
      await repo.remove(brand.id, { staffId }, endpoint);
      return false;
    },

    staffState: (brand: BrandContext, staffId: number, endpoint: string) =>
      repo.has(brand.id, { staffId }, endpoint),
  };
}
export type PushService = ReturnType<typeof createPushService>;
