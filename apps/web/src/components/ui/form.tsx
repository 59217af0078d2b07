import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { buttonClass } from './button';
import type { CheckboxControl, FieldControl } from './use-zod-form';
import './form.css';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'children'
>;

export interface TextFieldProps extends InputProps {
  label: string;
  control: FieldControl;
  /** Help shown under the label and read with the field. */
  hint?: ReactNode;
  /** Marked '(optional)' in the label; every other field is required. */
  optional?: boolean;
  /** Something inside the input's frame after it (the show-password button). */
  addon?: ReactNode;
}

/** Ids of the hint and the message that describe a field, for aria-describedby. */
export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function FieldMessage({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field__error">
      <span className="visually-hidden">Error: </span>
      {error}
    </p>
  );
}

/**
 * What every field shows around its control: the label (marked '(optional)' where it may be left empty), the
 * hint, and the message under the label, so the control that follows is read with both.
 */
export function FieldShell({
  id,
  label,
  hint,
  error,
  optional = false,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={['field', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional ? <span className="field__optional"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={id} error={error} />
      {children}
    </div>
  );
}

/**
 * A labelled input with its hint and its message: the message sits under the label, the input is marked
 * aria-invalid and described by both, so a screen reader reads the problem with the field.
 */
export function TextField({
  label,
  control,
  hint,
  optional = false,
  addon,
  className,
  type = 'text',
  ...input
}: TextFieldProps) {
  const { id, error, ref, ...handlers } = control;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      <div className="field__frame">
        <input
          {...input}
          {...handlers}
          ref={ref}
          id={id}
          type={type}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-required={optional ? undefined : true}
          aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        />
        {addon}
      </div>
    </FieldShell>
  );
}

/** An email address: the email keyboard, and no spelling fixes or capitals (an address is typed as it is). */
export function EmailField({
  autoComplete = 'email',
  ...props
}: Omit<TextFieldProps, 'type' | 'inputMode' | 'spellCheck' | 'autoCapitalize'>) {
  return (
    <TextField
      {...props}
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
    />
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'addon'>;

/** A password input with a Show/Hide button, instead of a second 'confirm' field (NIST SP 800-63B). */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      autoCorrect="off"
      addon={
        <button
          type="button"
          className="field__reveal"
          aria-controls={props.control.id}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
          <span className="visually-hidden"> password</span>
        </button>
      }
    />
  );
}

/** A labelled text area, marked and described as TextField marks its input. */
export function TextAreaField({
  label,
  control,
  hint,
  optional = false,
  rows = 3,
  maxLength,
  className,
}: {
  label: string;
  control: FieldControl;
  hint?: ReactNode;
  optional?: boolean;
  rows?: number;
  maxLength?: number;
  className?: string;
}) {
  const { id, error, ref, ...handlers } = control;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={optional}>
      <textarea
        {...handlers}
        ref={ref}
        id={id}
        rows={rows}
        maxLength={maxLength}
        className={['field__input', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-required={optional ? undefined : true}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
      />
    </FieldShell>
  );
}

interface CheckboxFieldProps {
  label: ReactNode;
  control: CheckboxControl;
  hint?: ReactNode;
}

export function CheckboxField({ label, control, hint }: CheckboxFieldProps) {
  const { id, error, ref, ...handlers } = control;
  return (
    <div className={error ? 'field field--check field--invalid' : 'field field--check'}>
      <FieldMessage id={id} error={error} />
      <div className="field__check">
        <input
          {...handlers}
          ref={ref}
          id={id}
          type="checkbox"
          className="field__checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        />
        <label className="field__check-label" htmlFor={id}>
          {label}
        </label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint field__hint--check">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A problem with the whole form (a refused login, no connection), announced when it appears. */
export function FormAlert({ message, children }: { message: string | null; children?: ReactNode }) {
  return (
    <div className="form-alert" role="alert">
      {message ? (
        <div className="form-alert__box">
          <p className="form-alert__message">{message}</p>
          {children}
        </div>
      ) : null}
    </div>
  );
}

/** A success or information notice, announced politely. */
export function FormNotice({
  children,
  tone = 'success',
}: {
  children: ReactNode;
  tone?: 'success' | 'info';
}) {
  return (
    <div className={`form-notice form-notice--${tone}`} role="status">
      {children}
    </div>
  );
}

/** The form's submit button: disabled and relabelled while the call is under way. */
export function SubmitButton({
  pending,
  children,
  pendingLabel,
  className,
}: {
  pending: boolean;
  children: ReactNode;
  pendingLabel: string;
  className?: string;
}) {
  return (
    <button
      type="submit"
      className={buttonClass('primary', ['form-submit', className].filter(Boolean).join(' '))}
      disabled={pending}
      aria-disabled={pending}
    >
      {pending ? (
        <>
          <span className="form-submit__spinner" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
