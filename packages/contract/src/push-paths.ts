const seg = encodeURIComponent;

/**
 * Web Push (issue 35): a customer's browser may be told of one order's progress (accepted, ready, out for
 * delivery, cancelled), and a member of staff's of new orders. The browser subscribes with the server's VAPID
 * public key and hands the subscription over; messages go through the outbox like every other one. The paths
 * live apart from the schemas (push.ts) so that the web app's pages import them without zod.
 */
export const pushRoutes = {
  /** GET: the server's VAPID public key, the browser's `applicationServerKey`. */
  publicKey: '/api/Push/v1/publicKey',
  /** POST: this browser is told of the order's progress (its customer or the guest session that placed it). */
  orderSubscribe: '/api/Push/v1/orders/:OrderId/subscribe',
  /** POST: this browser is no longer told of the order. */
  orderUnsubscribe: '/api/Push/v1/orders/:OrderId/unsubscribe',
  /** POST: whether this browser is told of the order. */
  orderState: '/api/Push/v1/orders/:OrderId/state',
  /** POST: this browser is told of the brand's new orders (a member of staff; their branch's only). */
  staffSubscribe: '/api/admin/:brand/push/subscribe',
  staffUnsubscribe: '/api/admin/:brand/push/unsubscribe',
  staffState: '/api/admin/:brand/push/state',
} as const;

/** Concrete URLs for the clients. */
export const pushUrl = {
  publicKey: () => pushRoutes.publicKey,
  order: (orderId: number, action: 'subscribe' | 'unsubscribe' | 'state') =>
    `/api/Push/v1/orders/${orderId}/${action}`,
  staff: (brand: string, action: 'subscribe' | 'unsubscribe' | 'state') =>
    `/api/admin/${seg(brand)}/push/${action}`,
};
