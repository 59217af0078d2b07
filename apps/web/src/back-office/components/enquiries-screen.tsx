import { ENQUIRY_STATUSES, type EnquiryStatus, type StaffEnquiry } from '@storefront/contract/enquiries';
import { errorMessage } from '../../lib/error-message';
import { useEnquiries, useSetEnquiryStatus } from '../api/enquiries';
import './enquiries.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  });

function EnquiryCard({ brand, enquiry }: { brand: string; enquiry: StaffEnquiry }) {
  const setStatus = useSetEnquiryStatus(brand);
  const headingId = `enquiry-${enquiry.EnquiryId}`;
  return (
    <article
      className={`enquiry-card enquiry-card--${enquiry.Status.toLowerCase()}`}
      aria-labelledby={headingId}
    >
      <header className="enquiry-card__head">
        <h2 id={headingId} className="enquiry-card__title">
          {enquiry.ProductTitle}
        </h2>
        <span className="enquiry-card__status">{enquiry.Status}</span>
      </header>
      <p className="admin__muted">
        <time dateTime={enquiry.CreatedAt}>{when(enquiry.CreatedAt)}</time> · item {enquiry.ProductId}
      </p>
      <p className="enquiry-card__who">
        <strong>{enquiry.Name}</strong>
        {enquiry.Email ? (
          <>
            {' · '}
            <a href={`mailto:${enquiry.Email}`}>{enquiry.Email}</a>
          </>
        ) : null}
        {enquiry.Phone ? (
          <>
            {' · '}
            <a href={`tel:${enquiry.Phone.replace(/[^\d+]/g, '')}`}>{enquiry.Phone}</a>
          </>
        ) : null}
      </p>
      <p className="enquiry-card__message">{enquiry.Message}</p>
      <label className="enquiry-card__change">
        Status
        <select
          value={enquiry.Status}
          disabled={setStatus.isPending}
          onChange={(event) =>
            setStatus.mutate({ id: enquiry.EnquiryId, status: event.target.value as EnquiryStatus })
          }
        >
          {ENQUIRY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </label>
      {setStatus.isError ? (
        <p role="alert" className="admin__error">
          {errorMessage(setStatus.error)}
        </p>
      ) : null}
    </article>
  );
}

/** Dealer enquiries from the storefront's Enquire Now form, newest first, followed up New → Contacted → Closed. */
export function EnquiriesScreen({ brand }: { brand: string }) {
  const enquiries = useEnquiries(brand);
  const list = enquiries.data ?? [];
  const open = list.filter((e) => e.Status === 'New').length;
  return (
    <div className="office">
      <div className="office__head">
        <h1>Enquiries</h1>
        <p className="admin__muted">
          Questions about cars and parts from the Enquire Now form.
          {enquiries.data ? ` ${open} new.` : ''}
        </p>
      </div>
      {enquiries.isPending ? <p role="status">Loading the enquiries…</p> : null}
      {enquiries.isError ? (
        <p role="alert" className="admin__error">
          {errorMessage(enquiries.error)}
        </p>
      ) : null}
      {enquiries.data && list.length === 0 ? (
        <p className="admin__muted">No enquiries yet. They appear here as soon as a visitor sends one.</p>
      ) : null}
      {list.length > 0 ? (
        <div className="enquiries">
          {list.map((enquiry) => (
            <EnquiryCard key={enquiry.EnquiryId} brand={brand} enquiry={enquiry} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
