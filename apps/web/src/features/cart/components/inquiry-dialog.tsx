import { useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';

/** The countries the inquiry popup lists (spec §2 "Other UI"). */
export const INQUIRY_COUNTRIES = ['Belgium', 'Cyprus', 'Denmark', 'Finland', 'United Kingdom'] as const;

/**
 * The order inquiry popup (spec §4: the store route without an access token): a country list and a dealer
 * card per country. The dealer cards carry placeholder contact data and do nothing (spec §2).
 */
export function InquiryDialog({ onClose }: { onClose: () => void }) {
  const [country, setCountry] = useState<string>(INQUIRY_COUNTRIES[INQUIRY_COUNTRIES.length - 1]!);
  const selectId = useId();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Order inquiry"
      description="Ordering through the store needs a distributor account. Choose your country to find your dealer."
      className="inquiry"
    >
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
      <article className="inquiry__dealer" aria-label={`Dealer in ${country}`}>
        <h3 className="inquiry__dealer-name">{country} dealer</h3>
        <dl className="inquiry__contact">
          <div>
            <dt>Phone</dt>
            <dd>+00 000 000 000</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>dealer@example.com</dd>
          </div>
        </dl>
      </article>
    </Dialog>
  );
}
