import { FieldShell } from '../../components/ui/form';
import type { ReactNode } from 'react';

/** Builds a field's id from its path in the extra object (`groups.0.Key`), unique to one editor. */
export type ExtrasFieldId = (path: string) => string;

/** A text input with its label and message; prices stay text as typed until the form is saved. */
export function ExtrasInput({
  id,
  label,
  value,
  onChange,
  error,
  inputMode,
  className,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputMode?: 'decimal' | 'numeric';
  className?: string;
}) {
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      <input
        id={id}
        type="text"
        className="field__input"
        value={value}
        inputMode={inputMode}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </FieldShell>
  );
}
