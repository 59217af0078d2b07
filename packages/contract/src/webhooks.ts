import { z } from 'zod';
import { Info } from './envelope';

/**
 * Outbound webhooks (issue 35, ADR 0055, docs/webhooks.md): owners register endpoints per brand; each event of
 * the kinds an endpoint chose is POSTed to it as JSON, signed with the endpoint's secret, and retried with backoff
 * until answered with a 2xx or given up. The back office shows each delivery with its attempts.
 */
export const webhookRoutes = {
  /** GET: the brand's endpoints; POST: a new one (its secret is in the answer). */
  endpoints: '/api/admin/:brand/webhooks',
  /** POST: changes an endpoint's address, events or description. */
  endpoint: '/api/admin/:brand/webhooks/:EndpointId',
  /** POST: deletes an endpoint and its delivery log. */
  removeEndpoint: '/api/admin/:brand/webhooks/:EndpointId/remove',
  /** POST: a new secret; calls from now on are signed with it. */
  rotateSecret: '/api/admin/:brand/webhooks/:EndpointId/rotate-secret',
  /** GET: the endpoint's latest deliveries, newest first, each with its attempts. */
  deliveries: '/api/admin/:brand/webhooks/:EndpointId/deliveries',
  /** POST: sends a delivery again now (a fresh signature, the same event id). */
  resend: '/api/admin/:brand/webhooks/:EndpointId/deliveries/:DeliveryId/resend',
} as const;

/** The events an endpoint may subscribe to. */
export const WEBHOOK_EVENTS = [
  'order.placed',
  'order.accepted',
  'order.ready',
  'order.completed',
  'order.cancelled',
  'order.refunded',
  'stock.changed',
  'booking.created',
  'enquiry.created',
] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENTS);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

/** What each event means, for the back office's form and the docs. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'order.placed': 'An order is placed (paid for, when paid by card)',
  'order.accepted': 'An order is accepted, with when it will be ready',
  'order.ready': 'An order is ready to collect or out for delivery',
  'order.completed': 'An order is completed',
  'order.cancelled': 'An order is rejected or cancelled',
  'order.refunded': 'Money is refunded on an order',
  'stock.changed': 'An item is switched out of stock, or back in',
  'booking.created': 'A table or event booking is made',
  'enquiry.created': 'A customer sends an enquiry about a car or part',
};

/** The JSON body of every call. Receivers drop an `id` they have seen (a resend or a retry has the same). */
export const WebhookEvent = z.object({
  id: z.uuid(),
  type: WebhookEventType,
  /** When it happened (ISO 8601). */
  created: z.string(),
  /** The brand's flavour (its path). */
  brand: z.string(),
  /** The object as the API documents it (an order as GET api/Order answers it, a booking, an enquiry…). */
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEvent = z.infer<typeof WebhookEvent>;

const Url = z
  .string()
  .trim()
  .min(1, 'Enter the address to call')
  .max(2000, 'Use an address of at most 2000 characters')
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter a full web address, starting https://' }));

export const WebhookEndpointBody = z
  .object({
    Url,
    Events: z
      .array(WebhookEventType, 'Choose the events to send')
      .min(1, 'Choose at least one event')
      .max(WEBHOOK_EVENTS.length),
    Description: z.string().trim().max(200, 'Use at most 200 characters').default(''),
  })
  .strict();
export type WebhookEndpointBody = z.input<typeof WebhookEndpointBody>;

export const WebhookEndpointParams = z.object({
  brand: z.string().min(1).max(60),
  EndpointId: z.coerce.number().int().positive().max(2_000_000_000),
});
export const WebhookDeliveryParams = WebhookEndpointParams.extend({
  DeliveryId: z.coerce.number().int().positive().max(2_000_000_000),
});

export const WebhookEndpoint = z.object({
  EndpointId: z.number().int(),
  Url: z.string(),
  Events: z.array(WebhookEventType),
  Description: z.string(),
  /** The signing secret (`whsec_…`): owners copy it into the receiver. */
  Secret: z.string(),
  Created: z.string(),
  /** The latest delivery's state, for the list. */
  LastDelivery: z
    .object({ Status: z.enum(['Pending', 'Sent', 'Failing', 'Dead']), At: z.string() })
    .nullable(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

export const WebhookAttempt = z.object({
  At: z.string(),
  DurationMs: z.number().int(),
  /** The receiver's HTTP status; null when none came (refused, timed out, unreachable). */
  StatusCode: z.number().int().nullable(),
  Error: z.string().nullable(),
  /** The start of the receiver's answer (at most 1 kB). */
  Response: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

export const WebhookDelivery = z.object({
  DeliveryId: z.number().int(),
  EventId: z.string(),
  Type: WebhookEventType,
  Created: z.string(),
  /** Pending: not tried yet or being retried; Failing: failed and will be retried; Dead: given up. */
  Status: z.enum(['Pending', 'Sent', 'Failing', 'Dead']),
  NextAttempt: z.string().nullable(),
  Attempts: z.array(WebhookAttempt),
  /** The body as sent. */
  Payload: z.string(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookEndpointsResponse = z.object({ Info, Data: z.array(WebhookEndpoint) });
export type WebhookEndpointsResponse = z.infer<typeof WebhookEndpointsResponse>;
export const WebhookEndpointResponse = z.object({ Info, Data: WebhookEndpoint });
export type WebhookEndpointResponse = z.infer<typeof WebhookEndpointResponse>;
export const WebhookDeliveriesResponse = z.object({ Info, Data: z.array(WebhookDelivery) });
export type WebhookDeliveriesResponse = z.infer<typeof WebhookDeliveriesResponse>;
export const WebhookDeliveryResponse = z.object({ Info, Data: WebhookDelivery });
export type WebhookDeliveryResponse = z.infer<typeof WebhookDeliveryResponse>;
