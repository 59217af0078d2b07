import type { DeliveryType } from '@storefront/domain/delivery-type';
import { chooseDeliveryType } from '../../../lib/delivery-type-store';
import type { TypeChoice } from '../hooks/use-checkout-type';

interface CheckoutTypeSectionProps {
  choices: TypeChoice[];
  type: DeliveryType;
  /** Changing an order keeps its delivery type: the choices show it but cannot be changed. */
  amending: boolean;
  /** Dine-in: the table this visit orders to. */
  table: number | null;
  /** Dine-in: the branch of that table, when its QR code named one. */
  tableBranch?: string | null;
  /** Why this order cannot be placed now (checkout off, the channel stopped), or null. */
  blocked: { message: string } | null;
}

/** How the order is had (delivery, collection, eat in), the table it is served to, and a stopped channel. */
export function CheckoutTypeSection({
  choices,
  type,
  amending,
  table,
  tableBranch = null,
  blocked,
}: CheckoutTypeSectionProps) {
  return (
    <fieldset className="checkout__section">
      <legend className="checkout__legend">How would you like your order?</legend>
      <div className="checkout__choices" role="radiogroup" aria-label="Delivery type">
        {choices.map((choice) => (
          <label
            key={choice.type}
            className={choice.type === type ? 'checkout__choice checkout__choice--on' : 'checkout__choice'}
          >
            <input
              type="radio"
              name="deliveryType"
              value={choice.type}
              checked={choice.type === type}
              onChange={() => chooseDeliveryType(choice.type)}
              disabled={amending}
            />
            {choice.text}
          </label>
        ))}
      </div>
      {type === 'EatIn' && table !== null && !amending ? (
        <p className="checkout__table">
          Served to <strong>Table {table}</strong>
          {tableBranch ? (
            <>
              {' '}
              at <strong>{tableBranch}</strong>
            </>
          ) : null}
        </p>
      ) : null}
      {blocked ? (
        <p className="checkout__blocked" role="alert">
          {blocked.message}
        </p>
      ) : null}
    </fieldset>
  );
}
