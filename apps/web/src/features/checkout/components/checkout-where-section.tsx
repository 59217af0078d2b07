import type { UseFormReturn } from 'react-hook-form';
import type { CheckoutValues } from '../utils/checkout-form';
import { CheckoutField } from './checkout-field';

/** Where a delivery goes: the address, its postcode priced by the quote as it is typed. */
export function CheckoutWhereSection({ form }: { form: UseFormReturn<CheckoutValues> }) {
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
          autoComplete="postal-code"
          autoCapitalize="characters"
        />
      </div>
    </fieldset>
  );
}
