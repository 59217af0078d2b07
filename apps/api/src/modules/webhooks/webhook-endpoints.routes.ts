import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminBrandParams } from '@storefront/contract/admin';
import { InfoOnly, ok } from '@storefront/contract/envelope';
import {
  WebhookDeliveriesResponse,
  WebhookDeliveryParams,
  WebhookDeliveryResponse,
  WebhookEndpointBody,
  WebhookEndpointParams,
  WebhookEndpointResponse,
  WebhookEndpointsResponse,
  webhookRoutes,
} from '@storefront/contract/webhooks';
import type { RouteApp } from '../../lib/route-app';
import { bearer, errorResponses } from '../../lib/route-schema';
import { OWNERS, actorOf, decorateStaff, staffGuard } from '../staff/staff-guard';
import { DELIVERY_LOG_SIZE, MAX_ENDPOINTS, type WebhookEndpointsService } from './webhook-endpoints.service';

const tags = ['Back office: webhooks'];
const errors = errorResponses(400, 401, 403, 404);
const ADDRESS_RULES =
  'The address must be https in production and may not be, nor resolve to, a private, loopback or link-local ' +
  'address (400 naming body.Url). Written to the audit log.';

type Context = { webhooks: WebhookEndpointsService; owners: ReturnType<typeof staffGuard> };

/** Listing, registering and editing endpoints. */
function endpointRoutes(app: RouteApp, { webhooks, owners }: Context) {
  app.get(
    webhookRoutes.endpoints,
    {
      schema: {
        tags,
        summary: "The brand's webhook endpoints, each with its secret and latest delivery (owners)",
        security: bearer,
        params: AdminBrandParams,
        response: { 200: WebhookEndpointsResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => ({ Info: ok(), Data: await webhooks.list(request.brand) }),
  );

  app.post(
    webhookRoutes.endpoints,
    {
      schema: {
        tags,
        summary: 'Registers a webhook endpoint; the answer holds its new signing secret (owners)',
        description: `At most ${MAX_ENDPOINTS} per brand. ${ADDRESS_RULES}`,
        security: bearer,
        params: AdminBrandParams,
        body: WebhookEndpointBody,
        response: { 200: WebhookEndpointResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => ({
      Info: ok('Webhook added'),
      Data: await webhooks.create(request.brand, actorOf(request), request.body),
    }),
  );

  app.post(
    webhookRoutes.endpoint,
    {
      schema: {
        tags,
        summary: "Changes an endpoint's address, events and description (owners)",
        description: `Calls already queued go to the new address. ${ADDRESS_RULES}`,
        security: bearer,
        params: WebhookEndpointParams,
        body: WebhookEndpointBody,
        response: { 200: WebhookEndpointResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => ({
      Info: ok('Webhook saved'),
      Data: await webhooks.edit(request.brand, actorOf(request), request.params.EndpointId, request.body),
    }),
  );
}

/** Removing an endpoint, and rotating its secret. */
function endpointActions(app: RouteApp, { webhooks, owners }: Context) {
  app.post(
    webhookRoutes.removeEndpoint,
    {
      schema: {
        tags,
        summary: 'Removes an endpoint with its delivery log; calls not yet delivered are dropped (owners)',
        security: bearer,
        params: WebhookEndpointParams,
        response: { 200: InfoOnly, ...errors },
      },
      onRequest: owners,
    },
    async (request) => {
      await webhooks.remove(request.brand, actorOf(request), request.params.EndpointId);
      return { Info: ok('Webhook removed') };
    },
  );

  app.post(
    webhookRoutes.rotateSecret,
    {
      schema: {
        tags,
        summary:
          'Gives an endpoint a new signing secret, used from the next call on, retries included (owners)',
        security: bearer,
        params: WebhookEndpointParams,
        response: { 200: WebhookEndpointResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => ({
      Info: ok('New secret made: put it in your receiver now'),
      Data: await webhooks.rotate(request.brand, actorOf(request), request.params.EndpointId),
    }),
  );
}

/** An endpoint's delivery log, and sending a call again. */
function deliveryRoutes(app: RouteApp, { webhooks, owners }: Context) {
  app.get(
    webhookRoutes.deliveries,
    {
      schema: {
        tags,
        summary: `An endpoint's latest ${DELIVERY_LOG_SIZE} deliveries, newest first, each with its attempts (owners)`,
        security: bearer,
        params: WebhookEndpointParams,
        response: { 200: WebhookDeliveriesResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => ({
      Info: ok(),
      Data: await webhooks.deliveries(request.brand, request.params.EndpointId),
    }),
  );

  app.post(
    webhookRoutes.resend,
    {
      schema: {
        tags,
        summary: 'Sends a delivery again now, with the same event id and a fresh signature (owners)',
        description:
          'Its attempts start over: a dead delivery is retried with backoff again until it is answered.',
        security: bearer,
        params: WebhookDeliveryParams,
        response: { 200: WebhookDeliveryResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => ({
      Info: ok('Sending again'),
      Data: await webhooks.resend(request.brand, request.params.EndpointId, request.params.DeliveryId),
    }),
  );
}

/** The back office's webhooks (owners; ADR 0055, docs/webhooks.md). */
export const webhookEndpointsRoutes: FastifyPluginAsyncZod<{ webhooks: WebhookEndpointsService }> = async (
  app,
  { webhooks },
) => {
  decorateStaff(app);
  const context = { webhooks, owners: staffGuard(app, OWNERS) };
  endpointRoutes(app, context);
  endpointActions(app, context);
  deliveryRoutes(app, context);
};
