import type { InputHTMLAttributes } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { CheckoutValues } from '../utils/checkout-form';

interface CheckoutFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form' | 'id'> {
  rhf: UseFormReturn<CheckoutValues>;
  name: FieldPath<CheckoutValues>;
  label: string;
  /** Marked '(optional)' in the label; every other field is required. */
  optional?: boolean;
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
  className,
  ...input
}: CheckoutFieldProps) {
  const id = `checkout-${name.replace('.', '-')}`;
  const error = rhf.getFieldState(name, rhf.formState).error?.message;
  return (
    <div className={['field', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional ? <span className="field__optional"> (optional)</span> : null}
      </label>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
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
    </div>
  );
}
