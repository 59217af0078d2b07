import webPush from 'web-push';
import type { Db } from '../../db/client';
import { OutboundRefused, postOutbound, type OutboundPolicy } from '../../lib/outbound-http';
import { DeliveryError, type Channel } from '../../lib/outbox/outbox-worker';
import { createPushSubscriptionsRepository } from './push-subscriptions.repository';
import type { VapidDetails } from './vapid-keys';

/** How long a push service keeps a message for a phone that is off: an order's news is stale after an hour. */
export const PUSH_TTL_SECONDS = 3600;

const reason = (error: unknown) =>
  error instanceof OutboundRefused
    ? error.message
    : error instanceof Error
      ? `Could not reach the push service (${(error as NodeJS.ErrnoException).code ?? error.message})`
      : 'Could not reach the push service';

/** web-push's headers as strings, without the length (the caller sets it from the body it sends). */
function headersOf(details: webPush.RequestDetails): Record<string, string> {
  return Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Delivers a queued push message: encrypted for the subscription's keys and signed with the VAPID key now
 * (web-push builds the request), then POSTed under the outbound policy like a webhook call (public addresses only,
 * no redirects, 10 s, 64 kB read), since a push service's address is whatever a browser said it was. A 2xx sends
 * it; 404 or 410 means the browser's subscription is gone: it is forgotten, with whatever else was queued to
 * it, and the message fails for good; anything else is tried again.
 */
export function pushChannel(db: Db, vapid: () => VapidDetails, policy: OutboundPolicy): Channel {
  const repo = createPushSubscriptionsRepository(db);
  return async (row) => {
    const subscription = row.subscriptionId ? await repo.byId(row.brandId, row.subscriptionId) : undefined;
    if (!subscription) throw new DeliveryError('The subscription was removed', { permanent: true });
    const details = webPush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      row.payload ?? '',
      { vapidDetails: vapid(), TTL: PUSH_TTL_SECONDS, urgency: 'high' },
    );
    const body = details.body ?? Buffer.alloc(0);
    const answer = await postOutbound(details.endpoint, body, headersOf(details), policy).catch(
      (error: unknown) => {
        throw new DeliveryError(reason(error));
      },
    );
    const answered = { statusCode: answer.status, response: answer.body.slice(0, 1000) };
    if (answer.status >= 200 && answer.status < 300) return answered;
    if (answer.status === 404 || answer.status === 410) {
      await repo.removeEndpoint(row.brandId, subscription.endpoint);
      throw new DeliveryError(`Answered ${answer.status}: the subscription is gone`, {
        ...answered,
        permanent: true,
      });
    }
    throw new DeliveryError(`Answered ${answer.status}`, answered);
  };
}
