import type { PaymentOptions } from '@storefront/contract/payment';
import type { DeliveryType } from '@storefront/domain/delivery-type';
import type { PayBy } from '../hooks/use-checkout-payment';

const PAYMENT_TEXT: Record<DeliveryType, string> = {
  Home: 'Pay on delivery',
  Store: 'Pay on collection',
  EatIn: 'Pay at the table',
};

interface CheckoutPaySectionProps {
  type: DeliveryType;
  /** The brand's card payments, once known. */
  options: PaymentOptions | undefined;
  payBy: PayBy;
  onPayBy: (payBy: PayBy) => void;
  /** A changed order is paid as it was: no choice is offered. */
  amending: boolean;
  /** A gift card pays the whole total. */
  paidByGiftCard: boolean;
}

/** How the order is paid: in person as the delivery type says, or by card now where the brand takes cards. */
export function CheckoutPaySection({
  type,
  options,
  payBy,
  onPayBy,
  amending,
  paidByGiftCard,
}: CheckoutPaySectionProps) {
  return (
    <fieldset className="checkout__section">
      <legend className="checkout__legend">Payment</legend>
      {paidByGiftCard ? (
        <p className="checkout__payment">Your gift card pays for all of it: nothing is left to pay.</p>
      ) : options?.Card && !amending ? (
        <div className="checkout__pay-by" role="radiogroup" aria-label="How would you like to pay?">
          <label className="checkout__pay-option">
            <input
              type="radio"
              name="pay-by"
              checked={payBy === 'person'}
              onChange={() => onPayBy('person')}
            />
            Pay in person
          </label>
          <label className="checkout__pay-option">
            <input type="radio" name="pay-by" checked={payBy === 'card'} onChange={() => onPayBy('card')} />
            Pay by card now
            {options.Provider === 'test' ? ' (Test payment)' : ''}
          </label>
          <p className="checkout__payment">
            {payBy === 'card'
              ? `Your items are held for ${options.HoldMinutes} minutes while you pay.`
              : PAYMENT_TEXT[type]}
          </p>
        </div>
      ) : (
        <p className="checkout__payment">{PAYMENT_TEXT[type]}</p>
      )}
    </fieldset>
  );
}
