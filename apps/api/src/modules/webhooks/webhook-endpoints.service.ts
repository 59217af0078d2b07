import {
  WebhookEventType,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@storefront/contract/webhooks';
import type { Db } from '../../db/client';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { OutboundRefused, checkDestination, type OutboundPolicy } from '../../lib/outbound-http';
import { changedFields, recordAudit, type Actor } from '../brand/audit';
import {
  createWebhookEndpointsRepository,
  type AttemptRow,
  type DeliveryRow,
  type EndpointRow,
  type EndpointValues,
} from './webhook-endpoints.repository';
import { newSecret } from './webhook-signature';

/** More would be a brand fanning every event out to a crowd; a receiver can fan out itself. */
export const MAX_ENDPOINTS = 20;
/** How much of an endpoint's log the back office shows. */
export const DELIVERY_LOG_SIZE = 50;
/** How long registration waits for a host name to resolve before leaving the check to the delivery. */
const LOOKUP_WAIT_MS = 5_000;

/** What the routes know of the brand (request.brand). */
interface Brand {
  id: number;
}

/** The body as validated by the contract (its output: trimmed, Description defaulted). */
export interface EndpointInput {
  Url: string;
  Events: WebhookEventType[];
  Description: string;
}

type Status = WebhookDelivery['Status'];
const statusOf = (row: Pick<DeliveryRow, 'sentAt' | 'deadAt' | 'attempts' | 'error'>): Status =>
  row.sentAt ? 'Sent' : row.deadAt ? 'Dead' : row.attempts > 0 && row.error ? 'Failing' : 'Pending';

const toAttempt = (row: AttemptRow): WebhookAttempt => ({
  At: row.startedAt.toISOString(),
  DurationMs: row.durationMs,
  StatusCode: row.statusCode,
  Error: row.error,
  Response: row.response,
});

/** Only the contract's events are queued (emitWebhook takes one of them). */
const isEvent = (type: string | null): type is WebhookEventType => WebhookEventType.safeParse(type).success;

function toDelivery(
  row: DeliveryRow & { eventType: WebhookEventType },
  attempts: AttemptRow[],
): WebhookDelivery {
  const status = statusOf(row);
  return {
    DeliveryId: row.id,
    EventId: row.eventId ?? '',
    Type: row.eventType,
    Created: row.createdAt.toISOString(),
    Status: status,
    NextAttempt: status === 'Pending' || status === 'Failing' ? row.nextAttemptAt.toISOString() : null,
    Attempts: attempts.filter((a) => a.outboxId === row.id).map(toAttempt),
    Payload: row.payload ?? '',
  };
}

function toEndpoint(row: EndpointRow, last: DeliveryRow | undefined): WebhookEndpoint {
  return {
    EndpointId: row.id,
    Url: row.url,
    Events: row.events.filter(isEvent),
    Description: row.description,
    Secret: row.secret,
    Created: row.createdAt.toISOString(),
    LastDelivery: last ? { Status: statusOf(last), At: (last.sentAt ?? last.createdAt).toISOString() } : null,
  };
}

/** What an audit entry says of an endpoint: never its secret. */
const audited = (row: Pick<EndpointRow, 'url' | 'events' | 'description'>) => ({
  Url: row.url,
  Events: row.events,
  Description: row.description,
});

/** A refusal of the address, worded as the request validator words its own so the form shows it by the field. */
const refuseUrl = (message: string) =>
  badRequest(`Invalid request: body.Url: ${message}`, [{ Path: 'body.Url', Message: message }]);

const missing = () => notFound('This webhook endpoint does not exist (it may have been removed)');

/**
 * Refuses, at registration, an address the worker would refuse anyway (plain http in production, a private,
 * loopback or link-local address, a host name resolving to one, or to nothing). A lookup that fails for another
 * reason or takes too long is no refusal: each delivery checks the address again, after resolving it.
 */
async function checkAddress(url: string, policy: OutboundPolicy): Promise<void> {
  const check = checkDestination(url, policy).catch((error: unknown) => {
    if (error instanceof OutboundRefused) throw refuseUrl(error.message);
    const code = (error as NodeJS.ErrnoException | null)?.code;
    if (code === 'ENOTFOUND') throw refuseUrl(`${new URL(url).hostname} was not found: check the address`);
  });
  let timer: NodeJS.Timeout | undefined;
  const wait = new Promise<void>((resolve) => (timer = setTimeout(resolve, LOOKUP_WAIT_MS)));
  try {
    await Promise.race([check, wait]);
  } finally {
    clearTimeout(timer);
  }
}

const valuesOf = (body: EndpointInput): EndpointValues => ({
  url: body.Url,
  events: [...new Set(body.Events)],
  description: body.Description,
});

/**
 * A brand's webhook endpoints for its owners (ADR 0055): registered with a new secret, edited, removed, their
 * secret rotated, each change in the audit log; and each endpoint's delivery log, where a call can be sent again.
 */
export function createWebhookEndpointsService(db: Db, options: { policy: OutboundPolicy; wake: () => void }) {
  const repo = createWebhookEndpointsRepository(db);
  return {
    async list(brand: Brand): Promise<WebhookEndpoint[]> {
      const [rows, last] = await Promise.all([repo.list(brand.id), repo.lastDeliveries(brand.id)]);
      const lastOf = new Map(last.map((d) => [d.endpointId, d]));
      return rows.map((row) => toEndpoint(row, lastOf.get(row.id)));
    },

    async create(brand: Brand, actor: Actor, body: EndpointInput): Promise<WebhookEndpoint> {
      await checkAddress(body.Url, options.policy);
      return db.transaction(async (tx) => {
        const endpoints = createWebhookEndpointsRepository(tx);
        if ((await endpoints.countLocked(brand.id)) >= MAX_ENDPOINTS)
          throw new HttpError(
            400,
            `A brand can have at most ${MAX_ENDPOINTS} webhook endpoints: remove one before adding another`,
          );
        const row = await endpoints.insert(brand.id, { ...valuesOf(body), secret: newSecret() });
        await recordAudit(tx, {
          brandId: brand.id,
          actor,
          action: 'webhook.create',
          subject: `Webhook ${row.url}`,
          before: null,
          after: audited(row),
        });
        return toEndpoint(row, undefined);
      });
    },

    async edit(brand: Brand, actor: Actor, id: number, body: EndpointInput): Promise<WebhookEndpoint> {
      if (!(await repo.find(brand.id, id))) throw missing();
      await checkAddress(body.Url, options.policy);
      return db.transaction(async (tx) => {
        const endpoints = createWebhookEndpointsRepository(tx);
        const before = await endpoints.find(brand.id, id);
        const row = before && (await endpoints.update(brand.id, id, valuesOf(body)));
        if (!before || !row) throw missing();
        const change = changedFields(audited(before), audited(row));
        if (Object.keys(change.after).length > 0)
          await recordAudit(tx, {
            brandId: brand.id,
            actor,
            action: 'webhook.edit',
            subject: `Webhook ${row.url}`,
            ...change,
          });
        return toEndpoint(row, (await endpoints.deliveries(brand.id, id, 1))[0]);
      });
    },

    async remove(brand: Brand, actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await createWebhookEndpointsRepository(tx).remove(brand.id, id);
        if (!row) throw missing();
        await recordAudit(tx, {
          brandId: brand.id,
          actor,
          action: 'webhook.remove',
          subject: `Webhook ${row.url}`,
          before: audited(row),
          after: { Removed: true },
        });
      });
    },

    /** A new secret at once: calls from now on, retries included, are signed with it. */
    async rotate(brand: Brand, actor: Actor, id: number): Promise<WebhookEndpoint> {
      return db.transaction(async (tx) => {
        const endpoints = createWebhookEndpointsRepository(tx);
        const row = await endpoints.update(brand.id, id, { secret: newSecret() });
        if (!row) throw missing();
        await recordAudit(tx, {
          brandId: brand.id,
          actor,
          action: 'webhook.rotate-secret',
          subject: `Webhook ${row.url}`,
          before: null,
          after: { SecretRotated: true },
        });
        return toEndpoint(row, (await endpoints.deliveries(brand.id, id, 1))[0]);
      });
    },

    async deliveries(brand: Brand, id: number): Promise<WebhookDelivery[]> {
      if (!(await repo.find(brand.id, id))) throw missing();
      const rows = await repo.deliveries(brand.id, id, DELIVERY_LOG_SIZE);
      const attempts = await repo.attempts(
        brand.id,
        rows.map((r) => r.id),
      );
      return rows.flatMap((row) =>
        isEvent(row.eventType) ? [toDelivery({ ...row, eventType: row.eventType }, attempts)] : [],
      );
    },

    /** Sends a call again now: the same event id and body, signed afresh when delivered. */
    async resend(brand: Brand, endpointId: number, deliveryId: number): Promise<WebhookDelivery> {
      const row = await repo.requeue(brand.id, endpointId, deliveryId);
      if (!row || !isEvent(row.eventType))
        throw notFound('This delivery does not exist (its endpoint may have been removed)');
      options.wake();
      return toDelivery({ ...row, eventType: row.eventType }, await repo.attempts(brand.id, [row.id]));
    },
  };
}
export type WebhookEndpointsService = ReturnType<typeof createWebhookEndpointsService>;
