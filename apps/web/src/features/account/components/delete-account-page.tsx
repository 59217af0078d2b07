import { useState } from 'react';
import { Link } from '../../../lib/router';
import { buttonClass } from '../../../components/ui/button';
import { brandPath } from '../../../lib/links';
import { AuthCard, AuthFrame } from './auth-frame';
import { DeleteAccountDialog } from './delete-account-dialog';
import type { ScreenProps } from './screen-props';
import './account-page.css';

/**
 * `delete-account` (spec §2, a public route): what deleting erases, and a confirmation dialog that asks for
 * the password, erases the account and logs out. Visitors who are not logged in are asked to log in first
 * (the page is their last route, so the login brings them back).
 */
export function DeleteAccountPage({ brand, config, banner, visitor }: ScreenProps) {
  const [confirming, setConfirming] = useState(false);
  const brandName = config.BrandData.BrandName;
  const loggedIn = visitor.kind === 'customer';
  return (
    <AuthFrame banner={banner}>
      <AuthCard
        title="Delete account"
        titleId="delete-title"
        lead={`Deleting your ${brandName} account cannot be undone.`}
      >
        <div className="delete-facts">
          <p className="delete-facts__heading">When you delete your account:</p>
          <ul className="delete-facts__list">
            <li>your name, email address, mobile number and picture are erased;</li>
            <li>your favourites are removed and you are signed out on every device;</li>
            <li>
              records of orders you placed are kept without your personal details, as the law requires for
              accounts and tax;
            </li>
            <li>you can register again with the same email address later.</li>
          </ul>
        </div>
        {loggedIn ? (
          <>
            <button
              type="button"
              className={buttonClass('primary', 'button--danger')}
              onClick={() => setConfirming(true)}
            >
              Delete my account
            </button>
            <p className="auth-card__foot">
              Changed your mind?{' '}
              <Link className="auth-link" to={brandPath(brand, 'updateaccount')}>
                Back to my account
              </Link>
            </p>
            <DeleteAccountDialog brand={brand} open={confirming} onOpenChange={setConfirming} />
          </>
        ) : (
          <>
            <p className="delete-facts__login">
              Log in first, then come back to this page to delete your account.
            </p>
            <Link className={buttonClass('primary')} to={brandPath(brand, 'login?guest=false')}>
              Log in to continue
            </Link>
          </>
        )}
      </AuthCard>
    </AuthFrame>
  );
}
