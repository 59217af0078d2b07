import { useQuery } from '@tanstack/react-query';
import type { BannerImages } from '@storefront/domain/page-banner';
import { Banner } from '../../../components/ui/banner';
import { QueryProblem } from '../../../components/ui/query-problem';
import { errorMessage } from '../../../lib/error-message';
import { legalTextQuery, type LegalPage as LegalPageKind } from '../api/venue-api';
import { sanitizeLegalHtml } from '../utils/legal-html';
import './venue.css';

interface LegalPageProps {
  brand: string;
  brandName: string;
  page: LegalPageKind;
  title: string;
  banner: BannerImages | null;
  /** Where visitors write to about either text. */
  contact: string | null;
}

/** `terms-and-conditions` and `privacy-policy`: the brand's own text, sanitised, or a general default. */
export function LegalPage({ brand, brandName, page, title, banner, contact }: LegalPageProps) {
  const text = useQuery(legalTextQuery(brand, page));
  return (
    <>
      {banner ? <Banner desktop={banner.desktop} mobile={banner.mobile} priority /> : null}
      <div className="container venue venue--narrow">
        <article className="venue__card legal">
          <h1 className="venue__title">{title}</h1>
          {text.isPending ? (
            <p role="status">Loading…</p>
          ) : text.isError ? (
            <QueryProblem message={errorMessage(text.error)} onRetry={() => void text.refetch()} />
          ) : text.data ? (
            <div className="legal__body" dangerouslySetInnerHTML={{ __html: sanitizeLegalHtml(text.data) }} />
          ) : (
            <DefaultText page={page} brandName={brandName} contact={contact} />
          )}
        </article>
      </div>
    </>
  );
}

/** What a brand without its own text shows: plain, general terms that promise nothing specific. */
function DefaultText({
  page,
  brandName,
  contact,
}: {
  page: LegalPageKind;
  brandName: string;
  contact: string | null;
}) {
  const reach = contact ? (
    <>
      through <a href={contact}>our contact page</a>
    </>
  ) : (
    'through the details on our branches page'
  );
  if (page === 'PrivacyPolicy')
    return (
      <div className="legal__body">
        <p>
          {brandName} uses the details you give us (your name, contact details and address) to take, prepare
          and deliver your orders and bookings, and to tell you about them.
        </p>
        <h2>Marketing</h2>
        <p>We send offers only when you agree to them, and every message lets you unsubscribe.</p>
        <h2>Cookies and storage</h2>
        <p>
          This site keeps your basket and preferences in your browser. Advertising cookies are set only when
          you agree to them.
        </p>
        <h2>Your rights</h2>
        <p>You may ask us for a copy of your data, to correct it or to delete it, {reach}.</p>
      </div>
    );
  return (
    <div className="legal__body">
      <p>These terms apply to orders and bookings made with {brandName} on this site.</p>
      <h2>Orders</h2>
      <p>
        An order is accepted once we confirm it. Prices include VAT; any delivery fee and minimum order are
        shown before you order.
      </p>
      <h2>Allergies</h2>
      <p>Please tell us about any allergy before you order; allergen information is shown with each dish.</p>
      <h2>Questions</h2>
      <p>If something is not right with an order, contact us {reach} and we will put it right.</p>
    </div>
  );
}
