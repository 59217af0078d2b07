import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';

/**
 * Forms validated by the contract's zod schemas, the same ones the server validates with. The shape follows
 * react-hook-form (`register`-like field props, `handleSubmit`, `setError`, errors by field name) so that
 * moving to it with `zodResolver` is mechanical once it is installed. The schema is passed in by the screen,
 * so zod only loads with the (lazily loaded) screens that have forms, never with the home page.
 */

/** The part of a zod schema a form uses (`import type` keeps zod itself out of this module). */
export interface FormSchema<T> {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type FormValues = Record<string, string | boolean>;
export type FieldErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;

/** What a text input needs: spread it on the field component. */
export interface FieldControl {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  ref: (element: HTMLElement | null) => void;
}

export interface CheckboxControl {
  id: string;
  name: string;
  checked: boolean;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  ref: (element: HTMLElement | null) => void;
}

/**
 * The first message per form field of a failed parse. Issues under a key that is not a field of the form
 * (the brand, a grant type) come back under `form`, so nothing the server would refuse goes unsaid.
 */
export function issuesToErrors<V extends FormValues>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly string[],
): { fields: FieldErrors<V>; form: string | null } {
  const errors: Record<string, string> = {};
  let form: string | null = null;
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && fields.includes(key)) errors[key] ??= issue.message;
    else form ??= issue.message;
  }
  return { fields: errors as FieldErrors<V>, form };
}

const INVALID_REQUEST = /^Invalid request: /;
const FIELD_PART = /(?:^|; )body\.([A-Za-z0-9_]+)(?:\.[A-Za-z0-9_.]*)?: /g;

/**
 * The field messages of a server validation error. The server lists them in the envelope's `Errors`
 * (`{ Path: 'body.CustomerEmail', Message }`) and repeats them in `Info.Message` as
 * `Invalid request: body.CustomerEmail: Enter a valid email address; body.…`; the API client keeps the
 * message only, so they are read from there.
 */
export function serverFieldErrors(message: string): Record<string, string> {
  if (!INVALID_REQUEST.test(message)) return {};
  const text = message.replace(INVALID_REQUEST, '');
  const found: { field: string; start: number; end: number }[] = [];
  for (const match of text.matchAll(FIELD_PART)) {
    const field = match[1];
    if (field) found.push({ field, start: match.index, end: match.index + match[0].length });
  }
  const result: Record<string, string> = {};
  found.forEach((part, index) => {
    const next = found[index + 1];
    result[part.field] ??= text.slice(part.end, next ? next.start : undefined).trim();
  });
  return result;
}

export interface ZodForm<V extends FormValues, T> {
  values: V;
  errors: FieldErrors<V>;
  /** A message about the whole form (a refused login, a network failure), shown above the fields. */
  formError: string | null;
  field: (name: keyof V & string) => FieldControl;
  checkbox: (name: keyof V & string) => CheckboxControl;
  setValue: (name: keyof V & string, value: string | boolean) => void;
  setError: (name: keyof V & string, message: string) => void;
  setFormError: (message: string | null) => void;
  /** Shows a failed call: field messages next to their fields, anything else above the form. */
  setServerError: (error: unknown, options?: { field?: keyof V & string; statuses?: number[] }) => void;
  /** Validates everything, then runs `onValid` with the schema's output; else shows the errors and focuses the first. */
  handleSubmit: (onValid: (data: T, values: V) => unknown) => (event: FormEvent) => void;
  reset: (values?: V) => void;
}

export interface ZodFormOptions<V extends FormValues, T> {
  schema: FormSchema<T>;
  defaultValues: V;
  /** Turns the form's values into what the schema checks (adds the brand, '' to null…); identity by default. */
  toInput?: (values: V) => unknown;
  /** A prefix for the fields' ids, when one page holds two forms with the same field names. */
  idPrefix?: string;
}

/** A form whose values are checked by a contract schema; see the module comment. */
export function useZodForm<V extends FormValues, T>({
  schema,
  defaultValues,
  toInput = (values) => values,
  idPrefix = 'field',
}: ZodFormOptions<V, T>): ZodForm<V, T> {
  const [values, setValues] = useState<V>(defaultValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const elements = useRef(new Map<string, HTMLElement>());
  const names = Object.keys(defaultValues);

  const validate = (next: V) => {
    const parsed = schema.safeParse(toInput(next));
    if (parsed.success) return { ok: true as const, data: parsed.data, fields: {}, form: null };
    return { ok: false as const, ...issuesToErrors<V>(parsed.error.issues, names) };
  };

  const update = (name: keyof V & string, value: string | boolean) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // After a first submit, messages follow the typing, so a fixed field clears at once.
    if (submitted) setErrors(validate(next).fields);
    else if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const refFor = (name: string) => (element: HTMLElement | null) => {
    if (element) elements.current.set(name, element);
    else elements.current.delete(name);
  };

  const focusFirst = (fields: FieldErrors<V>) => {
    const first = names.find((name) => fields[name as keyof V & string]);
    if (first) elements.current.get(first)?.focus();
  };

  const setServerError: ZodForm<V, T>['setServerError'] = (error, options = {}) => {
    const fields = error instanceof ApiError ? serverFieldErrors(error.message) : {};
    const known = Object.fromEntries(Object.entries(fields).filter(([name]) => names.includes(name)));
    if (Object.keys(known).length > 0) {
      setErrors(known as FieldErrors<V>);
      setFormError(null);
      focusFirst(known as FieldErrors<V>);
      return;
    }
    const message = errorMessage(error);
    if (options.field && error instanceof ApiError && options.statuses?.includes(error.status)) {
      setErrors({ [options.field]: message } as FieldErrors<V>);
      setFormError(null);
      elements.current.get(options.field)?.focus();
      return;
    }
    setFormError(message);
  };

  const handleSubmit: ZodForm<V, T>['handleSubmit'] = (onValid) => (event) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validate(values);
    setErrors(result.fields);
    setFormError(result.form);
    if (!result.ok) {
      focusFirst(result.fields);
      return;
    }
    void onValid(result.data, values);
  };

  const id = (name: string) => `${idPrefix}-${name}`;

  return {
    values,
    errors,
    formError,
    field: (name) => ({
      id: id(name),
      name,
      value: String(values[name] ?? ''),
      error: errors[name],
      onChange: (event) => update(name, event.target.value),
      onBlur: () => {
        if (submitted) setErrors(validate(values).fields);
      },
      ref: refFor(name),
    }),
    checkbox: (name) => ({
      id: id(name),
      name,
      checked: values[name] === true,
      error: errors[name],
      onChange: (event) => update(name, event.target.checked),
      ref: refFor(name),
    }),
    setValue: update,
    setError: (name, message) => setErrors((current) => ({ ...current, [name]: message })),
    setFormError,
    setServerError,
    handleSubmit,
    reset: (next = defaultValues) => {
      setValues(next);
      setErrors({});
      setFormError(null);
      setSubmitted(false);
    },
  };
}
