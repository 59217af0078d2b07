import type { AuditEntry } from '@storefront/contract/back-office';
import { errorMessage } from '../../lib/error-message';
import { useAudit } from '../api/back-office';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone: 'Europe/London',
  });

/** One value as text: strings as they are, anything else as JSON. */
const show = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** A change's before or after value, readable: `Field: value` pairs. */
function Values({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="admin__muted">—</span>;
  if (typeof value !== 'object') return <>{show(value)}</>;
  return (
    <dl className="audit__values">
      {Object.entries(value as Record<string, unknown>).map(([key, v]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>{show(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Who changed what in stock, channels, settings and orders, newest first (owners). */
export function AuditScreen({ brand }: { brand: string }) {
  const audit = useAudit(brand);
  const entries: AuditEntry[] = audit.data ?? [];
  return (
    <div className="office">
      <div className="office__head">
        <h1>Audit log</h1>
        <p className="admin__muted">The latest 200 changes to stock, channels, settings and orders.</p>
      </div>
      {audit.isPending ? <p role="status">Loading the log…</p> : null}
      {audit.isError ? (
        <p role="alert" className="admin__error">
          {errorMessage(audit.error)}
        </p>
      ) : null}
      {audit.data && entries.length === 0 ? <p className="admin__muted">No changes yet.</p> : null}
      {entries.length > 0 ? (
        <div className="office__panel audit">
          <table>
            <caption className="visually-hidden">Changes, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.Id}>
                  <td data-label="When">
                    <time dateTime={e.At}>{when(e.At)}</time>
                  </td>
                  <td data-label="Who">{e.Staff}</td>
                  <td data-label="What">
                    <span>
                      <strong>{e.Action}</strong> · {e.Subject}
                    </span>
                  </td>
                  <td data-label="Before">
                    <Values value={e.Before} />
                  </td>
                  <td data-label="After">
                    <Values value={e.After} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
