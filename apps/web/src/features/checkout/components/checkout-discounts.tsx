import { ORDER_PATHS } from '@storefront/contract/order-problems';
import { useId, useState } from 'react';
import type { QuoteResponse } from '@storefront/contract/order';
import { buttonClass } from '../../../components/ui/button';
import { formatPrice } from '../../../lib/format';
import { useRewards } from '../../../lib/queries/rewards';
import './checkout-discounts.css';

type Quote = QuoteResponse['Data'];

interface CheckoutDiscountsProps {
  brand: string;
  /** Signed-in customers may spend points. */
  customer: boolean;
  /** The customer's own PromoCode: typed in for them, applied when they choose. */
  prefill: string | null;
  /** The code sent with the quote (null: none). */
  code: string | null;
  onCode: (code: string | null) => void;
  redeem: number;
  onRedeem: (points: number) => void;
  quote: Quote | undefined;
}

interface PromoCodeProps {
  /** The parent's useId, so the field's ids stay what they were. */
  id: string;
  prefill: string | null;
  code: string | null;
  onCode: (code: string | null) => void;
  quote: Quote | undefined;
}

/** The promo code field with Apply and Remove, and what the quote says of the code. */
function PromoCodeField({ id, prefill, code, onCode, quote }: PromoCodeProps) {
  const [text, setText] = useState(code ?? prefill ?? '');
  const promoProblem = quote?.Problems.find((p) => p.Path === ORDER_PATHS.promoCode)?.Message;
  return (
    <div className="loyalty-discounts__promo">
      <label className="field__label" htmlFor={`${id}-promo`}>
        Promo code <span className="field__optional">(optional)</span>
      </label>
      <div className="loyalty-discounts__row">
        <input
          id={`${id}-promo`}
          className="field__input"
          value={text}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={30}
          aria-invalid={promoProblem ? true : undefined}
          aria-describedby={promoProblem || quote?.Promo ? `${id}-promo-note` : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onCode(text.trim() ? text.trim().toUpperCase() : null);
            }
          }}
        />
        {code ? (
          <button
            type="button"
            className={buttonClass('outline')}
            onClick={() => {
              setText('');
              onCode(null);
            }}
          >
            Remove
          </button>
        ) : null}
        <button
          type="button"
          className={buttonClass('outline')}
          disabled={!text.trim()}
          onClick={() => onCode(text.trim().toUpperCase())}
        >
          Apply
        </button>
      </div>
      {code && promoProblem ? (
        <p id={`${id}-promo-note`} className="field__error" role="alert">
          {promoProblem}
        </p>
      ) : code && quote?.Promo ? (
        <p id={`${id}-promo-note`} className="loyalty-discounts__ok" role="status">
          {quote.Promo.Code} applied: {quote.Promo.Description} (−{formatPrice(quote.Promo.Discount)})
        </p>
      ) : null}
    </div>
  );
}

interface RewardsPointsProps {
  brand: string;
  customer: boolean;
  redeem: number;
  onRedeem: (points: number) => void;
  quote: Quote | undefined;
}

/** Spending rewards points, for members of an enabled scheme, and what the quote says of them. */
function RewardsPoints({ brand, customer, redeem, onRedeem, quote }: RewardsPointsProps) {
  const rewards = useRewards(brand, customer);
  const pointsProblem = quote?.Problems.find((p) => p.Path === ORDER_PATHS.redeemPoints)?.Message;
  const account = rewards.data;
  const canSpend = account?.Member && account.Balance >= account.MinimumRedeem && account.Balance > 0;
  return account?.Enabled && account.Member ? (
    <div className="loyalty-discounts__points">
      {canSpend ? (
        <label className="checkout__choice">
          <input
            type="checkbox"
            checked={redeem > 0}
            onChange={(event) => onRedeem(event.target.checked ? account.Balance : 0)}
          />
          Spend my points ({account.Balance} points, up to {formatPrice(account.RedeemableValue)} off)
        </label>
      ) : (
        <p className="loyalty-discounts__note">
          You have {account.Balance} points: they can be spent from {account.MinimumRedeem}.
        </p>
      )}
      {redeem > 0 && pointsProblem ? (
        <p className="field__error" role="alert">
          {pointsProblem}
        </p>
      ) : redeem > 0 && quote?.Points ? (
        <p className="loyalty-discounts__ok" role="status">
          {quote.Points.Points} points: −{formatPrice(quote.Points.Discount)}
        </p>
      ) : null}
    </div>
  ) : null;
}

/**
 * The checkout's promo code and rewards points. The screen only says what to ask for: the server's quote
 * prices it (Promo, Points) or says why not (a problem on body.PromoCode or body.RedeemPoints).
 */
export function CheckoutDiscounts({
  brand,
  customer,
  prefill,
  code,
  onCode,
  redeem,
  onRedeem,
  quote,
}: CheckoutDiscountsProps) {
  const id = useId();
  return (
    <fieldset className="checkout__section loyalty-discounts">
      <legend className="checkout__legend">Promo code and rewards</legend>
      <PromoCodeField id={id} prefill={prefill} code={code} onCode={onCode} quote={quote} />
      <RewardsPoints brand={brand} customer={customer} redeem={redeem} onRedeem={onRedeem} quote={quote} />
    </fieldset>
  );
}
