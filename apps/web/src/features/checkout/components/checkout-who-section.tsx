import type { UseFormReturn } from 'react-hook-form';
import type { VisitorState } from '../../../lib/visitor';
import type { CheckoutValues } from '../utils/checkout-form';
import { CheckoutField } from './checkout-field';

interface CheckoutWhoSectionProps {
  form: UseFormReturn<CheckoutValues>;
  visitor: VisitorState;
}

/** Who orders: a signed-in customer by name; anyone else gives their details as a guest. */
export function CheckoutWhoSection({ form, visitor }: CheckoutWhoSectionProps) {
  if (visitor.kind === 'customer')
    return (
      <p className="checkout__who">
        Ordering as{' '}
        <strong>
          {visitor.firstName} {visitor.lastName}
        </strong>
      </p>
    );
  return (
    <fieldset className="checkout__section">
      <legend className="checkout__legend">Your details</legend>
      <div className="checkout__fields">
        <CheckoutField rhf={form} name="guest.FirstName" label="First name" autoComplete="given-name" />
        <CheckoutField
          rhf={form}
          name="guest.LastName"
          label="Last name"
          autoComplete="family-name"
          optional
        />
        <CheckoutField rhf={form} name="guest.Email" label="Email" type="email" autoComplete="email" />
        <CheckoutField rhf={form} name="guest.Mobile" label="Mobile" type="tel" autoComplete="tel" />
      </div>
    </fieldset>
  );
}
