import { useId, type ReactNode } from 'react';
import type { PaymentOptions } from '@storefront/contract/payment';
import type { DeliveryType } from '@storefront/domain/delivery-type';
import { CardIcon, CoinsIcon } from '../../../components/ui/icons';
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

interface PayOptionProps {
  checked: boolean;
  onChoose: () => void;
  icon: ReactNode;
  title: ReactNode;
  detail: string;
}

/**
 * One way to pay as a card people press: a real radio (arrow keys move between the ways, a screen reader hears
 * "radio, 1 of 2, checked"), named by its title and described by its detail.
 */
function PayOption({ checked, onChoose, icon, title, detail }: PayOptionProps) {
  const id = useId();
  return (
    <label className="pay-option">
      <input
        type="radio"
        className="pay-option__input"
        name="pay-by"
        checked={checked}
        onChange={onChoose}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-detail`}
      />
      <span className="pay-option__icon">{icon}</span>
      <span className="pay-option__text">
        <span className="pay-option__title" id={`${id}-title`}>
          {title}
        </span>
        <span className="pay-option__detail" id={`${id}-detail`}>
          {detail}
        </span>
      </span>
    </label>
  );
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
        <div className="pay-options" role="radiogroup" aria-label="How would you like to pay?">
          <PayOption
            checked={payBy === 'person'}
            onChoose={() => onPayBy('person')}
            icon={<CoinsIcon />}
            title="Pay in person"
            detail={PAYMENT_TEXT[type]}
          />
          <PayOption
            checked={payBy === 'card'}
            onChoose={() => onPayBy('card')}
            icon={<CardIcon />}
            title={
              <>
                Pay by card now
                {options.Provider === 'test' ? (
                  <span className="pay-option__note"> (Test payment)</span>
                ) : null}
              </>
            }
            detail={`Your items are held for ${options.HoldMinutes} minutes while you pay.`}
          />
        </div>
      ) : (
        <p className="checkout__payment">{PAYMENT_TEXT[type]}</p>
      )}
    </fieldset>
  );
}
