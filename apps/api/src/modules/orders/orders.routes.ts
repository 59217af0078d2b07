import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteApp } from '../../lib/route-app';
import { ok } from '@storefront/contract/envelope';
import {
  AmendOrderBody,
  GuestSessionBody,
  GuestSessionResponse,
  type Order,
  OrderParams,
  OrderResponse,
  OrdersResponse,
  PlaceOrderBody,
  ReorderBody,
  ReorderResponse,
  QuoteBody,
  QuoteResponse,
} from '@storefront/contract/order';
import { apiRoutes, headers } from '@storefront/contract/paths';
import { parseIdempotencyKey, requestHash, type Idempotency } from '../../lib/idempotency';
import { bearerToken, guestSessionHash, isGuestSessionToken, type OrderOwner } from './order-owner';
import type { OrderTxHooks } from './checkout/checkout-deps';
import type { OrdersService } from './orders.service';
import { errorResponses, bearer, bearerOrNone } from '../../lib/route-schema';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the order calls act for: a customer, a guest session, or nobody (set by the orders routes). */
    orderOwner: OrderOwner | null;
  }
}

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const tags = ['Order'];
const idempotencyNote =
  'Requires an Idempotency-Key header: retries with the same key get the first answer back (for 24 hours); the ' +
  'same key with a different body answers 422; a retry sent while the first request is still running waits up to ' +
  '5 s for its answer, then answers 409.';

/**
 * Pre-handler of the calls that read orders: a guest session (its brand from the BrandFlavor header) or a signed-in
 * customer (the token's brand) becomes `request.orderOwner`; anything else is refused.
 */
export const orderReader = (app: FastifyInstance) => async (request: FastifyRequest) => {
  const token = bearerToken(request.headers.authorization);
  if (token && isGuestSessionToken(token)) {
    await app.resolveBrand(request);
    request.orderOwner = { kind: 'guest', sessionHash: guestSessionHash(token) };
    return;
  }
  await app.requireCustomer(request);
  await app.resolveCustomerBrand(request);
  request.orderOwner = { kind: 'customer', customer: request.customer! };
};

type Options = {
  orders: OrdersService;
  idempotency: Idempotency;
};

/** What every route group of the plugin shares. */
function context(app: RouteApp, { orders, idempotency }: Options) {
  app.decorateRequest('orderOwner', null);

  /**
   * The caller, after the brand is known: `Bearer gs_…` is a guest session, any other bearer token must be a
   * valid customer token of this brand, and no token is an anonymous guest (placement only).
   */
  const resolveOwner = async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (token && isGuestSessionToken(token))
      request.orderOwner = { kind: 'guest', sessionHash: guestSessionHash(token) };
    else if (request.headers.authorization) {
      await app.requireCustomer(request);
      request.orderOwner = { kind: 'customer', customer: request.customer! };
    }
  };
  const scopeOf = (request: FastifyRequest, guestEmail: string | undefined, route: string) => {
    const owner = request.orderOwner;
    const who =
      owner?.kind === 'customer'
        ? `customer:${owner.customer.customerId}`
        : owner?.kind === 'guest'
          ? `session:${owner.sessionHash}`
          : `guest:${createHash('sha256')
              .update(guestEmail ?? '')
              .digest('hex')}`;
    return `${who}:${route}`;
  };
  /**
   * Runs an order write at most once per Idempotency-Key and sends its (possibly replayed) answer. The key is
   * claimed and the answer stored inside the write's own transaction (`hooks`), so an order can never commit
   * without the answer its retries get back.
   */
  const once = async (
    request: FastifyRequest<{ Body: unknown }>,
    reply: unknown,
    write: { route: string; guestEmail?: string; message: string },
    run: (hooks: OrderTxHooks) => Promise<unknown>,
  ) => {
    const key = parseIdempotencyKey(request.headers[headers.idempotencyKey.toLowerCase()]);
    const scope = scopeOf(request, write.guestEmail, write.route);
    const answer = (order: Order) =>
      JSON.stringify(OrderResponse.parse({ Info: ok(write.message), Data: order }));
    const result = await idempotency.run(
      { brandId: request.brand.id, scope, key, hash: requestHash(request.body) },
      async (guard) => {
        await run({
          begin: (tx) => guard.claim(tx),
          end: (tx, order) => guard.save(tx, { status: 200, body: answer(order) }),
        });
      },
    );
    // Each route's reply is typed by its own schema; the stored answer is sent as it was, raw.
    const sender = reply as FastifyReply;
    if (result.replayed) sender.header('idempotent-replayed', 'true');
    return sender.code(result.status).type('application/json; charset=utf-8').send(result.body);
  };
  return { orders, idempotency, resolveOwner, once };
}
type Context = ReturnType<typeof context>;

/** Placing and amending an order, each under its idempotency key. */
function writeRoutes(app: RouteApp, { orders, resolveOwner, once }: Context) {
  app.post(
    apiRoutes.placeOrder,
    {
      schema: {
        tags,
        summary:
          'Places an order; every price is computed by the server. Requires an Idempotency-Key header.',
        description:
          `${idempotencyNote} Customers send their access token; guests send their details in Guest, with the ` +
          'session token of guestSession (or none: the answer then carries a new GuestSession token). The server ' +
          'checks that checkout is open and the channel not stopped (409 with the brand message), the items, ' +
          'extras and max buy, the scheduled time (Europe/London), and for delivery the postcode against the ' +
          "brand's areas and the minimum order; it adds the delivery fee. Stock is taken with the order: 409 says " +
          'how many are left. A confirmation email is queued.',
        security: bearerOrNone,
        body: PlaceOrderBody,
        response: { 200: OrderResponse, ...errors },
      },
      preHandler: [app.resolveBrand, resolveOwner],
    },
    async (request, reply) =>
      once(
        request,
        reply,
        {
          route: 'placeOrder',
          guestEmail: request.body.Guest?.Email,
          message: 'Thank you, your order has been placed',
        },
        (hooks) => orders.place(request.brand, request.orderOwner, request.body, hooks),
      ),
  );

  app.post(
    apiRoutes.amendOrder,
    {
      schema: {
        tags,
        summary: "Replaces an order's lines while it is still Placed (not yet accepted)",
        description:
          `${idempotencyNote} Only the customer who placed the order, or the guest session that placed it, may ` +
          'amend it (404 for anyone else), and only before it is accepted (409). The new lines are priced and ' +
          "checked like a new order's; stock moves by the difference in one transaction (409 'Only N left'). " +
          'The order is flagged Amended and a confirmation email is queued.',
        security: bearerOrNone,
        body: AmendOrderBody,
        response: { 200: OrderResponse, ...errors },
      },
      preHandler: [app.resolveBrand, resolveOwner],
    },
    async (request, reply) =>
      once(request, reply, { route: 'amendOrder', message: 'Your order has been changed' }, (hooks) =>
        orders.amend(request.brand, request.orderOwner, request.body, hooks),
      ),
  );
}

/** Quotes, reorders and guest sessions. */
function checkoutRoutes(app: RouteApp, { orders, resolveOwner }: Context) {
  app.post(
    apiRoutes.quoteOrder,
    {
      schema: {
        tags,
        summary: "Prices a cart for the checkout's summary; nothing is placed",
        description:
          'The lines are priced and checked exactly as placeOrder would (client prices are ignored). What would ' +
          'refuse the order — a line not offered for the delivery type, broken extras, a postcode not served — ' +
          'comes back in Problems; AddMore says how far the cart is from the delivery minimum. A closed checkout ' +
          'or stopped channel answers 409 with the brand message.',
        security: bearerOrNone,
        body: QuoteBody,
        response: { 200: QuoteResponse, ...errors },
      },
      preHandler: [app.resolveBrand, resolveOwner],
    },
    async (request) => ({
      Info: ok(),
      Data: await orders.quote(request.brand, request.body, request.orderOwner),
    }),
  );

  app.post(
    apiRoutes.reorder,
    {
      schema: {
        tags,
        summary: 'The cart lines that rebuild a previous order, repriced today, and what cannot come back',
        description:
          'For the customer or guest session that placed the order. Lines are checked against the chosen ' +
          "OrderOption (the order's own when absent); Skipped lists the lines left out with a Reason. Nothing is " +
          'ordered: the client puts Lines in the cart.',
        security: bearerOrNone,
        body: ReorderBody,
        response: { 200: ReorderResponse, ...errors },
      },
      preHandler: [app.resolveBrand, resolveOwner],
    },
    async (request) => {
      const data = await orders.reorder(request.brand, request.orderOwner, request.body);
      const message =
        data.Skipped.length === 0
          ? 'Your previous order is back in the cart'
          : data.Lines.length === 0
            ? 'None of the items of this order can be ordered now'
            : 'Some items of this order cannot be ordered now';
      return { Info: ok(message), Data: data };
    },
  );

  app.post(
    apiRoutes.guestSession,
    {
      schema: {
        tags,
        summary: 'Starts a guest checkout: a session access token for placing and amending orders',
        description:
          "The token is kept as the browser session's access_token and sent as `Authorization: Bearer …` with " +
          'placeOrder, amendOrder, reorder and getOrder. It names no account; it only proves that its holder ' +
          'placed the orders placed with it.',
        body: GuestSessionBody,
        response: { 200: GuestSessionResponse, ...errors },
      },
      preHandler: app.resolveBrand,
    },
    async () => ({
      Info: ok(),
      Data: { access_token: orders.guestSession(), token_type: 'guest' as const },
    }),
  );
}

/** Reading an order, and a customer's previous ones. */
function readRoutes(app: RouteApp, { orders }: Context) {
  app.get(
    apiRoutes.getOrder,
    {
      schema: {
        tags,
        summary: "One of the customer's or guest session's orders",
        description: 'A guest session names the brand with the BrandFlavor header.',
        security: bearer,
        params: OrderParams,
        response: { 200: OrderResponse, ...errors },
      },
      preHandler: orderReader(app),
    },
    async (request) => ({
      Info: ok(),
      Data: await orders.get(request.brand, request.orderOwner!, request.params.OrderId),
    }),
  );

  app.get(
    apiRoutes.previousOrders,
    {
      schema: {
        tags,
        summary: "The customer's orders, newest first",
        security: bearer,
        response: { 200: OrdersResponse, ...errors },
      },
      onRequest: app.requireCustomer,
      preHandler: app.resolveCustomerBrand,
    },
    async (request) => ({ Info: ok(), Data: await orders.list(request.brand, request.customer!.customerId) }),
  );
}

export const ordersRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const ctx = context(app, options);
  writeRoutes(app, ctx);
  checkoutRoutes(app, ctx);
  readRoutes(app, ctx);
};
