import { useId, useState } from 'react';
import type { Dealer } from '@storefront/contract/vehicles';
import { Dialog } from '../../../components/ui/dialog';
import { Link } from '../../../lib/router';
import { useDealers } from '../api/get-dealers';
import './cart-dialogs.css';

/** The countries the inquiry popup lists (spec §2 "Other UI"). */
export const INQUIRY_COUNTRIES = ['Belgium', 'Cyprus', 'Denmark', 'Finland', 'United Kingdom'] as const;

/** A phone number as a `tel:` link: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.trim().replace(/(?!^\+)[^\d]/g, '')}`;

interface InquiryDialogProps {
  brand: string;
  onClose: () => void;
  title?: string;
  description?: string;
  /** Where a visitor with an account logs in to order (the store route's popup offers it first). */
  loginHref?: string;
}

/**
 * The order inquiry popup (spec §4: the store route without an access token; a parts brand's Find a dealer): a
 * country list and a card per dealer in the chosen country. The spec's original shows placeholder dealers;
 * ours are the brand's branches, and their phone and email links work.
 */
export function InquiryDialog({
  brand,
  onClose,
  title = 'Order inquiry',
  description = 'Ordering through the store needs a distributor account. Choose your country to find your dealer.',
  loginHref,
}: InquiryDialogProps) {
  const [country, setCountry] = useState<string>(INQUIRY_COUNTRIES[INQUIRY_COUNTRIES.length - 1]!);
  const selectId = useId();
  const dealers = useDealers(brand);
  const inCountry = (dealers.data ?? []).filter((d) => d.Country === country);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      className="inquiry"
    >
      {loginHref ? (
        <p className="inquiry__login">
          Have an account?{' '}
          <Link to={loginHref} onClick={onClose}>
            Log in to order
          </Link>
        </p>
      ) : null}
      <label className="inquiry__label" htmlFor={selectId}>
        Country
      </label>
      <select
        id={selectId}
        className="inquiry__select"
        value={country}
        onChange={(event) => setCountry(event.target.value)}
      >
        {INQUIRY_COUNTRIES.map((name) => (
          <option key={name}>{name}</option>
        ))}
      </select>
      <div className="inquiry__dealers" aria-live="polite">
        {dealers.isPending ? (
          <p className="inquiry__status">Loading dealers…</p>
        ) : dealers.isError ? (
          <p className="inquiry__status">Our dealers could not be loaded. Please try again later.</p>
        ) : inCountry.length === 0 ? (
          <p className="inquiry__status">We have no dealer in {country} yet.</p>
        ) : (
          <ul className="inquiry__list" aria-label={`Dealers in ${country}`}>
            {inCountry.map((dealer) => (
              <li key={dealer.BranchId}>
                <DealerCard dealer={dealer} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}

function DealerCard({ dealer }: { dealer: Dealer }) {
  const nameId = useId();
  const address = [dealer.Address, dealer.Postcode].filter(Boolean).join(', ');
  return (
    <article className="inquiry__dealer" aria-labelledby={nameId}>
      <h3 className="inquiry__dealer-name" id={nameId}>
        {dealer.Name}
      </h3>
      {address ? <p className="inquiry__address">{address}</p> : null}
      <dl className="inquiry__contact">
        {dealer.Phone ? (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={telHref(dealer.Phone)}>{dealer.Phone}</a>
            </dd>
          </div>
        ) : null}
        {dealer.Email ? (
          <div>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${dealer.Email}`}>{dealer.Email}</a>
            </dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}
