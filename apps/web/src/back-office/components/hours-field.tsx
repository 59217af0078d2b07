import { FieldShell } from '../../components/ui/form';
import type { InputHTMLAttributes, ReactNode } from 'react';
import '../../components/ui/form.css';

/**
 * A labelled input with its hint and error, marked and described like the storefront's form fields. The
 * "Delivery & hours" draft is plain text per field, so it takes value and onChange rather than a form control.
 */
export function HoursField({
  id,
  label,
  hint,
  error,
  className,
  ...input
}: {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  className?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      <input
        {...input}
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
    </FieldShell>
  );
}
