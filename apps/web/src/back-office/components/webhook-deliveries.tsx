import type { WebhookAttempt, WebhookDelivery } from '@storefront/contract/webhooks';
import { buttonClass } from '../../components/ui/button';
import { QueryProblem } from '../../components/ui/query-problem';
import { errorMessage } from '../../lib/error-message';
import { useResendWebhook, useWebhookDeliveries } from '../api/webhooks';

export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone: 'Europe/London',
  });

/** What each status means to the owner reading the log. */
export const STATUS_WORDS: Record<WebhookDelivery['Status'], string> = {
  Pending: 'Waiting',
  Sent: 'Sent',
  Failing: 'Failing, will retry',
  Dead: 'Given up',
};

/** The body as sent, laid out to read (as it was sent when it is not JSON). */
function pretty(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

/** What a delivery is about, to tell one from another in the log: an order's number when it carries one. */
function subjectOf(payload: string): string | null {
  try {
    const data = (JSON.parse(payload) as { data?: Record<string, unknown> }).data ?? {};
    const order = (data.Order as Record<string, unknown> | undefined) ?? data;
    const number = order.OrderNumber;
    return typeof number === 'string' || typeof number === 'number' ? `Order ${number}` : null;
  } catch {
    return null;
  }
}

function Attempts({ attempts }: { attempts: WebhookAttempt[] }) {
  if (attempts.length === 0) return <p className="admin__muted">Not tried yet.</p>;
  return (
    <table className="hook-attempts">
      <caption className="visually-hidden">Attempts, oldest first</caption>
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Answer</th>
          <th scope="col">Took</th>
          <th scope="col">Problem</th>
          <th scope="col">Response</th>
        </tr>
      </thead>
      <tbody>
        {attempts.map((a, i) => (
          <tr key={`${a.At}-${i}`}>
            <td data-label="Time">
              <time dateTime={a.At}>{when(a.At)}</time>
            </td>
            <td data-label="Answer">{a.StatusCode ?? 'None'}</td>
            <td data-label="Took">{a.DurationMs} ms</td>
            <td data-label="Problem">{a.Error ?? '—'}</td>
            <td data-label="Response">
              {a.Response ? <code className="hook-attempts__response">{a.Response}</code> : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Delivery({
  brand,
  endpointId,
  delivery,
}: {
  brand: string;
  endpointId: number;
  delivery: WebhookDelivery;
}) {
  const resend = useResendWebhook(brand, endpointId);
  const tries = delivery.Attempts.length;
  const last = delivery.Attempts[tries - 1];
  const subject = subjectOf(delivery.Payload);
  return (
    <li className="hook-delivery">
      <details className="hook-delivery__details">
        <summary>
          <code className="hook-delivery__type">{delivery.Type}</code>
          {subject ? <span className="hook-delivery__subject">{subject}</span> : null}
          <span className={`chip hook-status hook-status--${delivery.Status}`}>
            {STATUS_WORDS[delivery.Status]}
          </span>
          {last?.StatusCode ? <span className="hook-delivery__code">{last.StatusCode}</span> : null}
          <time className="admin__muted" dateTime={delivery.Created}>
            {when(delivery.Created)}
          </time>
          <span className="admin__muted">{tries === 1 ? '1 attempt' : `${tries} attempts`}</span>
        </summary>
        <div className="hook-delivery__body">
          {delivery.NextAttempt ? (
            <p className="admin__muted">
              Next attempt: <time dateTime={delivery.NextAttempt}>{when(delivery.NextAttempt)}</time>
            </p>
          ) : null}
          <h4>Attempts</h4>
          <Attempts attempts={delivery.Attempts} />
          <h4>Payload</h4>
          <p className="admin__muted">Event id {delivery.EventId}</p>
          <pre className="hook-delivery__payload">{pretty(delivery.Payload)}</pre>
        </div>
      </details>
      <div className="hook-delivery__resend">
        <button
          type="button"
          className={buttonClass('outline', 'hook-small')}
          disabled={resend.isPending}
          onClick={() => resend.mutate(delivery.DeliveryId)}
        >
          {resend.isPending ? 'Sending…' : 'Resend'}
          <span className="visually-hidden">
            {' '}
            {[delivery.Type, subject, 'of', when(delivery.Created)].filter(Boolean).join(' ')}
          </span>
        </button>
        {resend.isError ? (
          <p role="alert" className="admin__error">
            {errorMessage(resend.error)}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** An endpoint's latest 50 deliveries, newest first: open one for its attempts and payload, or send it again. */
export function WebhookDeliveries({
  brand,
  endpointId,
  id,
}: {
  brand: string;
  endpointId: number;
  id: string;
}) {
  const log = useWebhookDeliveries(brand, endpointId);
  return (
    <section className="hook-log" id={id} aria-label="Deliveries">
      <h3>Deliveries</h3>
      {log.isPending ? <p role="status">Loading the deliveries…</p> : null}
      {log.isError ? (
        <QueryProblem message={errorMessage(log.error)} onRetry={() => void log.refetch()} />
      ) : null}
      {log.data?.length === 0 ? (
        <p className="admin__muted">No deliveries yet: each event you chose shows here once it happens.</p>
      ) : null}
      {log.data && log.data.length > 0 ? (
        <ul className="hook-log__list">
          {log.data.map((d) => (
            <Delivery key={d.DeliveryId} brand={brand} endpointId={endpointId} delivery={d} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
