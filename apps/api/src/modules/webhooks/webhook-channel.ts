import type { Db } from '../../db/client';
import { OutboundRefused, postOutbound, type OutboundPolicy } from '../../lib/outbound-http';
import { DeliveryError, type Channel } from '../../lib/outbox/outbox-worker';
import { createWebhookDeliveryRepository } from './webhook-delivery.repository';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, signatureHeader } from './webhook-signature';

const reason = (error: unknown) =>
  error instanceof OutboundRefused
    ? error.message
    : error instanceof Error
      ? `Could not reach the address (${(error as NodeJS.ErrnoException).code ?? error.message})`
      : 'Could not reach the address';

/**
 * Delivers a queued webhook call: signed now with the endpoint's current secret, POSTed under the outbound
 * policy (public addresses only, no redirects, 10 s, 64 kB read). Only a 2xx answer delivers it.
 */
export function webhookChannel(db: Db, policy: OutboundPolicy): Channel {
  const repo = createWebhookDeliveryRepository(db);
  return async (row) => {
    const endpoint = await repo.endpoint(row.brandId, row.endpointId!);
    if (!endpoint) throw new DeliveryError('The endpoint was removed', { permanent: true });
    const body = row.payload ?? '';
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Storefront-Webhooks/1',
      [SIGNATURE_HEADER]: signatureHeader(endpoint.secret, body),
      [EVENT_ID_HEADER]: row.eventId ?? '',
    };
    const answer = await postOutbound(endpoint.url, body, headers, policy).catch((error: unknown) => {
      throw new DeliveryError(reason(error));
    });
    const details = { statusCode: answer.status, response: answer.body.slice(0, 1000) };
    if (answer.status >= 200 && answer.status < 300) return details;
    throw new DeliveryError(
      answer.status >= 300 && answer.status < 400
        ? `Answered ${answer.status}, a redirect: redirects are not followed`
        : `Answered ${answer.status}`,
      details,
    );
  };
}
