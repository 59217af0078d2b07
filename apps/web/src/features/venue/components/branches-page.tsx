import { useQuery } from '@tanstack/react-query';
import type { Branch } from '@storefront/contract/venue';
import { DAY_NAMES, openingStatus } from '@storefront/domain/opening-hours';
import type { BannerImages } from '@storefront/domain/page-banner';
import { Banner } from '../../../components/ui/banner';
import { QueryProblem } from '../../../components/ui/query-problem';
import { errorMessage } from '../../../lib/error-message';
import { useMenuNow } from '../../../lib/menu-clock';
import { Link } from '../../../lib/router';
import { branchesQuery } from '../api/venue-api';
import './venue.css';

/** Monday first, as UK opening hours are read. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/**
 * The time the page is read at: while hydrating, the instant the server fetched the branches (carried in the
 * page's state), so the server's "Open now" and the browser's first render agree; then the browser's clock,
 * moving on each minute, so 'Open now' turns to 'Closed' without a reload.
 */
function useNow(fetchedAt: number, fixed?: Date): Date {
  const now = useMenuNow();
  return fixed ?? now ?? new Date(fetchedAt);
}

export function mapLink(branch: Pick<Branch, 'Name' | 'Address' | 'Postcode'>): string {
  const query = [branch.Name, branch.Address, branch.Postcode].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

interface BranchesPageProps {
  brand: string;
  banner: BannerImages | null;
  /** Where the reservation page is, when a branch takes bookings. */
  reservationHref: string;
  /** The clock (tests fix it); the page otherwise reads the real time every minute. */
  now?: Date;
}

/** `branches`: every branch with its address, phone, opening hours (today's highlighted) and open/closed now. */
export function BranchesPage({ brand, banner, reservationHref, now: fixed }: BranchesPageProps) {
  const branches = useQuery(branchesQuery(brand));
  const now = useNow(branches.dataUpdatedAt, fixed);
  return (
    <>
      {banner ? <Banner desktop={banner.desktop} mobile={banner.mobile} priority /> : null}
      <div className="container venue">
        <h1 className="venue__title">Our branches</h1>
        <p className="venue__lede">Opening hours are in UK time.</p>
        {branches.isPending ? (
          <p role="status">Loading branches…</p>
        ) : branches.isError ? (
          <QueryProblem message={errorMessage(branches.error)} onRetry={() => void branches.refetch()} />
        ) : branches.data.length === 0 ? (
          <p>There are no branches to show yet.</p>
        ) : (
          <ul className="branches" aria-label="Branches">
            {branches.data.map((branch) => (
              <BranchCard key={branch.BranchId} branch={branch} now={now} reservationHref={reservationHref} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function BranchCard({
  branch,
  now,
  reservationHref,
}: {
  branch: Branch;
  now: Date;
  reservationHref: string;
}) {
  const status = openingStatus(branch.OpeningHours, now);
  const headingId = `branch-${branch.BranchId}`;
  return (
    <li className="branch" aria-labelledby={headingId}>
      <div className="branch__head">
        <h2 id={headingId} className="branch__name">
          {branch.Name}
        </h2>
        <span className={status.open ? 'branch__status branch__status--open' : 'branch__status'}>
          {status.label}
        </span>
      </div>
      <address className="branch__address">
        {branch.Address}
        {branch.Postcode ? `, ${branch.Postcode}` : ''}
        {branch.Country && branch.Country !== 'United Kingdom' ? `, ${branch.Country}` : ''}
      </address>
      <table className="branch__hours">
        <caption className="visually-hidden">Opening hours of {branch.Name}</caption>
        <tbody>
          {WEEK.map((day) => {
            const hours = branch.OpeningHours.find((h) => h.Day === day);
            const today = day === status.today;
            return (
              <tr
                key={day}
                className={today ? 'branch__today' : undefined}
                aria-current={today ? 'date' : undefined}
              >
                <th scope="row">
                  {DAY_NAMES[day]}
                  {today ? <span className="branch__today-tag"> (today)</span> : null}
                </th>
                <td>{hours ? `${hours.Open} – ${hours.Close}` : 'Closed'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="branch__actions">
        {branch.Phone ? (
          <a className="branch__link" href={`tel:${branch.Phone.replace(/[^\d+]/g, '')}`}>
            Call {branch.Phone}
          </a>
        ) : null}
        <a className="branch__link" href={mapLink(branch)} target="_blank" rel="noopener noreferrer">
          Show on map<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        {branch.Reservations ? (
          <Link
            className="branch__link branch__link--primary"
            to={`${reservationHref}?branch=${branch.BranchId}`}
          >
            Book a table
          </Link>
        ) : null}
      </div>
    </li>
  );
}
