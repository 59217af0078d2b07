import type { UseFormReturn } from 'react-hook-form';
import type { CheckoutValues } from '../utils/checkout-form';
import { CheckoutField } from './checkout-field';

/**
 * Where a delivery goes: the address, its postcode priced by the quote as it is typed; what the quote says of
 * the postcode (not delivered to) shows at the postcode.
 */
export function CheckoutWhereSection({
  form,
  postcodeProblem = null,
}: {
  form: UseFormReturn<CheckoutValues>;
  postcodeProblem?: string | null;
}) {
  return (
    <fieldset className="checkout__section">
      <legend className="checkout__legend">Delivery address</legend>
      <div className="checkout__fields">
        <CheckoutField
          rhf={form}
          name="address.Line1"
          label="Address line 1"
          autoComplete="address-line1"
          className="checkout__wide"
        />
        <CheckoutField
          rhf={form}
          name="address.Line2"
          label="Address line 2"
          autoComplete="address-line2"
          optional
          className="checkout__wide"
        />
        <CheckoutField rhf={form} name="address.Town" label="Town or city" autoComplete="address-level2" />
        <CheckoutField
          rhf={form}
          name="address.Postcode"
          label="Postcode"
          problem={postcodeProblem}
          autoComplete="postal-code"
          autoCapitalize="characters"
        />
      </div>
    </fieldset>
  );
}
