import type { ReactNode } from 'react';
import type { RewardsAccount } from '@storefront/contract/loyalty';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form';
import { errorMessage } from '../../../lib/error-message';
import { formatPrice } from '../../../lib/format';
import { brandPath } from '../../../lib/links';
import { Link, useNavigate } from '../../../lib/router';
import { useRewards } from '../../../lib/queries/rewards';
import { useJoinRewards, useReferral } from '../api/loyalty-api';
import './loyalty.css';

interface PageProps {
  brand: string;
  title: string;
  /** Signed in (rewards need an account); a guest session only sees how to join. */
  customer: boolean;
  showRefer: boolean;
}

function Shell({ title, children }: { title: string; children: ReactNode }) {
  return (
    // Inside the shell's <main>: a page section, not a second main landmark.
    <div className="container rewards">
      <h1>{title}</h1>
      {children}
    </div>
  );
}

function SignInFirst({ brand, what }: { brand: string; what: string }) {
  return (
    <div className="rewards__card">
      <p>{what}</p>
      <div className="rewards__actions">
        <Link className={buttonClass('primary')} to={brandPath(brand, 'registeruser')}>
          Create an account
        </Link>
        <Link className={buttonClass('outline')} to={brandPath(brand, 'login')}>
          Log in
        </Link>
      </div>
    </div>
  );
}

function earnText(account: RewardsAccount) {
  return `Earn ${account.PointsPerPound} points for every £1 you spend; ${account.PointsPerPoundOff} points take £1 off an order, from a balance of ${account.MinimumRedeem}.`;
}

/** `join-reward`: joins a signed-in customer; visitors create an account or log in first (and come back). */
export function JoinRewardPage({ brand, title, customer }: PageProps) {
  const rewards = useRewards(brand);
  const join = useJoinRewards(brand);
  const navigate = useNavigate();
  const account = rewards.data;
  return (
    <Shell title={title}>
      {rewards.isPending ? <p role="status">Loading…</p> : null}
      {rewards.isError ? <FormAlert message={errorMessage(rewards.error)} /> : null}
      {account && !account.Enabled ? <p>This shop has no rewards scheme at the moment.</p> : null}
      {account?.Enabled ? (
        <>
          <p className="rewards__intro">{earnText(account)}</p>
          {!customer ? (
            <SignInFirst brand={brand} what="Rewards belong to your account: create one or log in to join." />
          ) : account.Member ? (
            <p>
              You are a member. <Link to={brandPath(brand, 'my-rewards')}>See your rewards</Link>
            </p>
          ) : (
            <>
              {join.isError ? <FormAlert message={errorMessage(join.error)} /> : null}
              <button
                type="button"
                className={buttonClass('primary')}
                disabled={join.isPending}
                onClick={() =>
                  join.mutate(undefined, {
                    onSuccess: () => void navigate(brandPath(brand, 'my-rewards')),
                  })
                }
              >
                {join.isPending ? 'Joining…' : 'Join our rewards'}
              </button>
            </>
          )}
        </>
      ) : null}
    </Shell>
  );
}

function ReferralLink({ brand, account }: { brand: string; account: RewardsAccount }) {
  if (!account.ReferralToken) return null;
  const url = new URL(
    brandPath(brand, `refer?token=${account.ReferralToken}`),
    window.location.origin,
  ).toString();
  return (
    <section className="rewards__card" aria-labelledby="rewards-refer">
      <h2 id="rewards-refer">Refer a friend</h2>
      <p>
        Share your link: when a friend registers through it and their first order is completed, you earn{' '}
        {account.ReferrerPoints} points and they earn {account.FriendPoints}.
      </p>
      <div className="rewards__link">
        <label className="visually-hidden" htmlFor="rewards-referral-link">
          Your referral link
        </label>
        <input id="rewards-referral-link" className="field__input" readOnly value={url} />
        <button
          type="button"
          className={buttonClass('outline')}
          onClick={() => void navigator.clipboard?.writeText(url)}
        >
          Copy link
        </button>
      </div>
    </section>
  );
}

/**
 * `my-rewards`: balance (the ledger's sum), progress to the next reward, history and the referral link;
 * `footer` is what the app shows under them (the gift card teaser, which belongs to gift cards).
 */
export function MyRewardsPage({
  brand,
  title,
  customer,
  showRefer,
  footer,
}: PageProps & { footer?: ReactNode }) {
  const rewards = useRewards(brand);
  const account = rewards.data;
  return (
    <Shell title={title}>
      {rewards.isPending ? <p role="status">Loading…</p> : null}
      {rewards.isError ? <FormAlert message={errorMessage(rewards.error)} /> : null}
      {account && !account.Enabled ? <p>This shop has no rewards scheme at the moment.</p> : null}
      {account?.Enabled && !customer ? (
        <SignInFirst
          brand={brand}
          what="Points are kept on your account: create one or log in to collect them."
        />
      ) : null}
      {account?.Enabled && customer && !account.Member ? (
        <p>
          You have not joined yet. <Link to={brandPath(brand, 'join-reward')}>Join our rewards</Link>
        </p>
      ) : null}
      {account?.Enabled && account.Member ? (
        <>
          <section className="rewards__card" aria-labelledby="rewards-balance">
            <h2 id="rewards-balance">Your balance</h2>
            <p className="rewards__balance">{account.Balance} points</p>
            <p>
              {account.RedeemableValue > 0
                ? `Worth ${formatPrice(account.RedeemableValue)} off your next order.`
                : 'Not enough to spend yet.'}
            </p>
            <label htmlFor="rewards-progress">
              {account.PointsToNextReward} more points to {formatPrice(account.NextRewardValue)} off
            </label>
            <progress
              id="rewards-progress"
              className="rewards__progress"
              max={account.Balance + account.PointsToNextReward}
              value={account.Balance}
            />
            <p className="rewards__intro">{earnText(account)}</p>
          </section>
          <section className="rewards__card" aria-labelledby="rewards-history">
            <h2 id="rewards-history">History</h2>
            {account.History.length === 0 ? (
              <p>No points yet: they arrive when an order is completed.</p>
            ) : null}
            <ul className="rewards__history">
              {account.History.map((entry, i) => (
                <li key={`${entry.CreatedAt}-${i}`}>
                  <span>
                    {entry.Description}
                    <br />
                    <small>{new Date(entry.CreatedAt).toLocaleDateString('en-GB')}</small>
                  </span>
                  <span className={entry.Points >= 0 ? 'rewards__points--plus' : 'rewards__points--minus'}>
                    {entry.Points > 0 ? `+${entry.Points}` : entry.Points}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          {showRefer ? <ReferralLink brand={brand} account={account} /> : null}
        </>
      ) : null}
      {footer}
    </Shell>
  );
}

/**
 * `refer`: with `?token=` the friend's side (who invited them; register or log in, then join with the token),
 * otherwise the member's own link.
 */
export function ReferPage({ brand, title, customer, token }: PageProps & { token: string | null }) {
  const referral = useReferral(brand, token);
  const rewards = useRewards(brand, customer);
  const join = useJoinRewards(brand);
  if (!token)
    return (
      <Shell title={title}>
        {rewards.isPending ? <p role="status">Loading…</p> : null}
        {rewards.data && !rewards.data.Member ? (
          <p>
            Join our rewards to get your referral link.{' '}
            <Link to={brandPath(brand, 'join-reward')}>Join now</Link>
          </p>
        ) : null}
        {rewards.data?.Member ? <ReferralLink brand={brand} account={rewards.data} /> : null}
      </Shell>
    );
  return (
    <Shell title={title}>
      {referral.isPending ? <p role="status">Loading…</p> : null}
      {referral.isError ? <FormAlert message={errorMessage(referral.error)} /> : null}
      {referral.data ? (
        <div className="rewards__card">
          <p>
            {referral.data.ReferrerFirstName} invited you. Register, and when your first order is completed
            you earn {referral.data.FriendPoints} points.
          </p>
          {!customer ? (
            <SignInFirst brand={brand} what="Create an account (or log in) to accept the invitation." />
          ) : join.isSuccess ? (
            <p role="status">
              Invitation accepted. <Link to={brandPath(brand, 'menu')}>Place your first order</Link>
            </p>
          ) : (
            <>
              {join.isError ? <FormAlert message={errorMessage(join.error)} /> : null}
              <button
                type="button"
                className={buttonClass('primary')}
                disabled={join.isPending}
                onClick={() => join.mutate(token)}
              >
                Accept the invitation
              </button>
            </>
          )}
        </div>
      ) : null}
    </Shell>
  );
}
