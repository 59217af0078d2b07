import { Link } from '../../../lib/router';
import { Banner } from '../../../components/ui/banner';
import { QueryProblem } from '../../../components/ui/query-problem';
import { errorMessage } from '../../../lib/error-message';
import { brandPath } from '../../../lib/links';
import { useVenueFeatures } from '../../../lib/queries/venue-features';
import { brandLocal } from '../../../lib/brand-storage';
import { useCustomer } from '../api/customer';
import { tokenEmail } from '../../../lib/token-claims';
import { Avatar } from './avatar';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';
import type { ScreenProps } from './screen-props';
import './account-page.css';

/** The name `getCustomer` answers to: the token's own email (see lib/token-claims.ts), else the stored username. */
function lookupName(brand: string): string | null {
  const own = brandLocal(brand);
  return tokenEmail(own.get('access_token')) ?? own.get('username');
}

/**
 * The account page (spec §2 `updateaccount`, logged-in customers only): the customer's details (names,
 * mobile, email, picture), the password change, and the way to previous orders, table bookings and event tickets
 * (where the brand has them) and account deletion.
 */
export function AccountPage({ brand, banner, visitor }: ScreenProps) {
  const customer = useCustomer(brand, lookupName(brand));
  const venue = useVenueFeatures(brand);
  const firstName =
    customer.data?.CustomerFirstName ?? (visitor.kind === 'customer' ? visitor.firstName : '');

  return (
    <>
      {banner ? <Banner desktop={banner.desktop} mobile={banner.mobile} priority /> : null}
      <div className="container account">
        <header className="account__head">
          <h1 className="account__title">My account</h1>
          <p className="account__lead">
            {firstName ? `Hello ${firstName}. ` : ''}Keep your details up to date and change your password
            here.
          </p>
        </header>
        {customer.isError ? (
          <QueryProblem message={errorMessage(customer.error)} onRetry={() => void customer.refetch()} />
        ) : (
          <div className="account__grid">
            <aside className="account-card account-summary" aria-label="Your account">
              <Avatar
                name={
                  customer.data ? `${customer.data.CustomerFirstName} ${customer.data.CustomerLastName}` : ''
                }
                image={customer.data?.CustomerImageUrl ?? null}
              />
              <div className="account-summary__who">
                <p className="account-summary__name">
                  {customer.data
                    ? `${customer.data.CustomerFirstName} ${customer.data.CustomerLastName}`
                    : '…'}
                </p>
                <p className="account-summary__email">{customer.data?.CustomerEmail ?? ''}</p>
              </div>
              <nav className="account-summary__links" aria-label="Account">
                <Link className="account-summary__link" to={brandPath(brand, 'previous-order')}>
                  Previous orders
                </Link>
                {venue.data?.TableBookings || venue.data?.Events ? (
                  <Link className="account-summary__link" to={brandPath(brand, 'my-bookings')}>
                    {venue.data.TableBookings && venue.data.Events
                      ? 'Bookings and tickets'
                      : venue.data.TableBookings
                        ? 'Table bookings'
                        : 'Event tickets'}
                  </Link>
                ) : null}
                <Link
                  className="account-summary__link account-summary__link--danger"
                  to={brandPath(brand, 'delete-account')}
                >
                  Delete account
                </Link>
              </nav>
            </aside>
            <div className="account__main">
              {customer.data ? (
                <ProfileForm key={customer.data.CustomerId} brand={brand} customer={customer.data} />
              ) : (
                <section
                  className="account-card account-card--loading"
                  aria-busy="true"
                  aria-label="Your details"
                >
                  <p role="status">Loading your details…</p>
                </section>
              )}
              <ChangePasswordForm brand={brand} />
            </div>
          </div>
        )}
      </div>
    </>
  );
}
