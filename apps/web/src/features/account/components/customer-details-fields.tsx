import { EmailField, TextField } from '../../../components/ui/form';
import type { FieldControl } from '../../../components/ui/use-zod-form';

type DetailsField = 'CustomerFirstName' | 'CustomerLastName' | 'CustomerEmail' | 'CustomerMobile';

/**
 * A customer's names, email address and optional mobile number: the details registering asks for and the
 * profile edits, under the contract's names. Called within the form's own render, not rendered as a component
 * of its own, so these fields register before the ones that follow them and a refused submit focuses the first
 * wrong field on the page.
 */
export function customerDetailsFields(
  form: { field: (name: DetailsField) => FieldControl },
  emailHint?: string,
) {
  return (
    <>
      <div className="form-pair">
        <TextField label="First name" control={form.field('CustomerFirstName')} autoComplete="given-name" />
        <TextField label="Last name" control={form.field('CustomerLastName')} autoComplete="family-name" />
      </div>
      <EmailField label="Email address" control={form.field('CustomerEmail')} hint={emailHint} />
      <TextField
        label="Mobile number"
        control={form.field('CustomerMobile')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        optional
      />
    </>
  );
}
