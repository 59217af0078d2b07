import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminBrandParams } from '@storefront/contract/admin';
import { ok } from '@storefront/contract/envelope';
import {
  MAX_PUSH_SUBSCRIPTIONS,
  PushEndpointBody,
  PushOrderParams,
  PushPublicKeyResponse,
  PushStateResponse,
  PushSubscriptionBody,
} from '@storefront/contract/push';
import { pushRoutes } from '@storefront/contract/push-paths';
import type { RouteApp } from '../../lib/route-app';
import { bearer, errorResponses } from '../../lib/route-schema';
import { orderReader } from '../orders/orders.routes';
import { ALL_STAFF, decorateStaff, staffGuard } from '../staff/staff-guard';
import type { PushService } from './push.service';

const tags = ['Push notifications'];
const errors = errorResponses(400, 401, 403, 404, 409);
const ADDRESS_RULES =
  'The endpoint must be https in production and may not be, nor resolve to, a private, loopback or link-local ' +
  `address (400 naming body.Endpoint). At most ${MAX_PUSH_SUBSCRIPTIONS} browsers are kept; the oldest go.`;
const state = (Subscribed: boolean, message?: string) => ({ Info: ok(message), Data: { Subscribed } });

/** A customer's browser and one of their orders (its customer, or the guest session that placed it). */
function orderRoutes(app: RouteApp, push: PushService) {
  const common = { tags, security: bearer, params: PushOrderParams };
  const reader = orderReader(app);
  app.post(
    pushRoutes.orderSubscribe,
    {
      schema: {
        ...common,
        summary: "Tells this browser of the order's progress: accepted, ready, out for delivery, cancelled",
        description: `Only the order's customer or guest session (404 otherwise); 409 once it is finished. ${ADDRESS_RULES}`,
        body: PushSubscriptionBody,
        response: { 200: PushStateResponse, ...errors },
      },
      preHandler: reader,
    },
    async (request) =>
      state(
        await push.subscribeToOrder(request.brand, request.orderOwner!, request.params.OrderId, request.body),
        'You will be told of this order on this device',
      ),
  );
  app.post(
    pushRoutes.orderUnsubscribe,
    {
      schema: {
        ...common,
        summary: 'This browser is no longer told of the order',
        body: PushEndpointBody,
        response: { 200: PushStateResponse, ...errors },
      },
      preHandler: reader,
    },
    async (request) =>
      state(
        await push.unsubscribeFromOrder(
          request.brand,
          request.orderOwner!,
          request.params.OrderId,
          request.body.Endpoint,
        ),
      ),
  );
  app.post(
    pushRoutes.orderState,
    {
      schema: {
        ...common,
        summary: 'Whether this browser is told of the order',
        body: PushEndpointBody,
        response: { 200: PushStateResponse, ...errors },
      },
      preHandler: reader,
    },
    async (request) =>
      state(
        await push.orderState(
          request.brand,
          request.orderOwner!,
          request.params.OrderId,
          request.body.Endpoint,
        ),
      ),
  );
}

/** A member of staff's browser and the brand's new orders (their branch's, when they work at one). */
function staffRoutes(app: RouteApp, push: PushService) {
  decorateStaff(app);
  const common = { tags, security: bearer, params: AdminBrandParams };
  const guard = staffGuard(app, ALL_STAFF);
  const staffId = (request: { staff: { staffId: number } | null }) => request.staff!.staffId;
  app.post(
    pushRoutes.staffSubscribe,
    {
      schema: {
        ...common,
        summary: "Tells this browser of the brand's new orders (staff; a branch's member, of its orders)",
        description: ADDRESS_RULES,
        body: PushSubscriptionBody,
        response: { 200: PushStateResponse, ...errors },
      },
      onRequest: guard,
    },
    async (request) =>
      state(
        await push.subscribeStaff(request.brand, staffId(request), request.body),
        'This device will be told of new orders',
      ),
  );
  app.post(
    pushRoutes.staffUnsubscribe,
    {
      schema: {
        ...common,
        summary: 'This browser is no longer told of new orders',
        body: PushEndpointBody,
        response: { 200: PushStateResponse, ...errors },
      },
      onRequest: guard,
    },
    async (request) =>
      state(await push.unsubscribeStaff(request.brand, staffId(request), request.body.Endpoint)),
  );
  app.post(
    pushRoutes.staffState,
    {
      schema: {
        ...common,
        summary: 'Whether this browser is told of new orders',
        body: PushEndpointBody,
        response: { 200: PushStateResponse, ...errors },
      },
      onRequest: guard,
    },
    async (request) => state(await push.staffState(request.brand, staffId(request), request.body.Endpoint)),
  );
}

/** Web Push: the server's public key, and browsers subscribing to an order's progress or to new orders. */
export const pushRoutesPlugin: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  if (!app.hasRequestDecorator('orderOwner')) app.decorateRequest('orderOwner', null);
  app.get(
    pushRoutes.publicKey,
    {
      schema: {
        tags,
        summary: "The server's VAPID public key: the applicationServerKey browsers subscribe with",
        response: { 200: PushPublicKeyResponse },
      },
    },
    async (_request, reply) => {
      // The same for every visitor until the server's keys change.
      reply.header('cache-control', 'public, max-age=3600');
      return { Info: ok(), Data: { PublicKey: push.publicKey() } };
    },
  );
  orderRoutes(app, push);
  staffRoutes(app, push);
};
