import { FieldShell } from '../../../components/ui/form';
import type { InputHTMLAttributes } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { CheckoutValues } from '../utils/checkout-form';

interface CheckoutFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form' | 'id'> {
  rhf: UseFormReturn<CheckoutValues>;
  name: FieldPath<CheckoutValues>;
  label: string;
  /** Marked '(optional)' in the label; every other field is required. */
  optional?: boolean;
  /** What the server said of the value (the quote), shown when the form itself finds nothing wrong. */
  problem?: string | null;
}

/**
 * A labelled text input registered with react-hook-form, in the shared field look (components/ui/form.css):
 * the message sits under the label, and the input is marked invalid and described by it.
 */
export function CheckoutField({
  rhf,
  name,
  label,
  optional = false,
  problem = null,
  className,
  ...input
}: CheckoutFieldProps) {
  const id = `checkout-${name.replace('.', '-')}`;
  const error = rhf.getFieldState(name, rhf.formState).error?.message ?? problem ?? undefined;
  return (
    <FieldShell id={id} label={label} error={error} optional={optional} className={className}>
      <div className="field__frame">
        <input
          type="text"
          {...input}
          {...rhf.register(name)}
          id={id}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-required={optional ? undefined : true}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
    </FieldShell>
  );
}
