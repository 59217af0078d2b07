import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldErrors as FieldErrorsOf,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';

/**
 * Forms validated by the contract's zod schemas, the same ones the server validates with, on react-hook-form
 * (its `useForm` with a resolver over the schema, as the checkout's `zodResolver`): the screens get ready-made
 * field props (id, value, message, ref) for the form components, a message above the form for what belongs to
 * no field, and the server's field messages placed next to their fields. The schema is passed in by the
 * screen, so zod only loads with the (lazily loaded) screens that have forms, never with the home page.
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

/** A failed check's field messages in the shape react-hook-form's resolver answers. */
function resolverErrors<V extends FormValues>(fields: FieldErrors<V>): FieldErrorsOf<V> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const [name, message] of Object.entries(fields))
    if (typeof message === 'string') errors[name] = { type: 'schema', message };
  return errors as FieldErrorsOf<V>;
}

/** react-hook-form's errors as one message per field. */
function messagesOf<V extends FormValues>(found: FieldErrorsOf<V>, names: string[]): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const name of names) {
    const message = (found as Record<string, { message?: unknown } | undefined>)[name]?.message;
    if (typeof message === 'string') errors[name as keyof V & string] = message;
  }
  return errors;
}

const path = <V extends FormValues>(name: keyof V & string) => name as unknown as Path<V>;

/** The props of a text field and of a checkbox, registered with react-hook-form. */
function fieldControls<V extends FormValues>(
  form: UseFormReturn<V>,
  values: V,
  errors: FieldErrors<V>,
  idPrefix: string,
): Pick<ZodForm<V, unknown>, 'field' | 'checkbox'> {
  const id = (name: string) => `${idPrefix}-${name}`;
  return {
    field: (name) => {
      const { onChange, ref } = form.register(path<V>(name));
      return {
        id: id(name),
        name,
        value: String(values[name] ?? ''),
        error: errors[name],
        onChange: (event) => void onChange(event),
        // After a first submit, leaving a field re-checks it.
        onBlur: () => {
          if (form.formState.isSubmitted) void form.trigger(path<V>(name));
        },
        ref,
      };
    },
    checkbox: (name) => {
      const { onChange, ref } = form.register(path<V>(name));
      return {
        id: id(name),
        name,
        checked: values[name] === true,
        error: errors[name],
        onChange: (event) => void onChange(event),
        ref,
      };
    },
  };
}

/** A failed call shown: field messages next to their fields (the first focused), anything else above the form. */
function serverErrorShower<V extends FormValues>(
  names: string[],
  setFormError: (message: string | null) => void,
  showFieldError: (name: keyof V & string, message: string, focus: boolean) => void,
): ZodForm<V, unknown>['setServerError'] {
  return (error, options = {}) => {
    const fields = error instanceof ApiError ? serverFieldErrors(error.message) : {};
    const known = Object.entries(fields).filter(([name]) => names.includes(name));
    if (known.length > 0) {
      setFormError(null);
      // Focus the first in the form's order.
      const first = names.find((name) => known.some(([field]) => field === name));
      for (const [name, message] of known) showFieldError(name, message, name === first);
      return;
    }
    const message = errorMessage(error);
    if (options.field && error instanceof ApiError && options.statuses?.includes(error.status)) {
      setFormError(null);
      showFieldError(options.field, message, true);
      return;
    }
    setFormError(message);
  };
}

/** A form whose values are checked by a contract schema; see the module comment. */
export function useZodForm<V extends FormValues, T>({
  schema,
  defaultValues,
  toInput = (values) => values,
  idPrefix = 'field',
}: ZodFormOptions<V, T>): ZodForm<V, T> {
  const names = Object.keys(defaultValues);
  const [formError, setFormError] = useState<string | null>(null);
  // The schema's message about the whole form (a key that is no field), from the last validation.
  const lastFormIssue = useRef<string | null>(null);
  const parsed = useRef<T | null>(null);

  const resolver: Resolver<V> = (values) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) {
      parsed.current = result.data;
      lastFormIssue.current = null;
      return { values, errors: {} };
    }
    const { fields, form } = issuesToErrors<V>(result.error.issues, names);
    lastFormIssue.current = form;
    return { values: {}, errors: resolverErrors<V>(fields) };
  };

  const form = useForm<V>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver,
    // Checked on submit; after a first submit, messages follow the typing, so a fixed field clears at once.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const watched: unknown = useWatch({ control: form.control });
  const values = watched as V;
  const errors = messagesOf<V>(form.formState.errors, names);

  const showFieldError = (name: keyof V & string, message: string, focus: boolean) => {
    form.setError(path<V>(name), { type: 'server', message }, { shouldFocus: focus });
  };

  const handleSubmit: ZodForm<V, T>['handleSubmit'] = (onValid) => (event) => {
    setFormError(null);
    void form.handleSubmit(
      () => {
        if (parsed.current !== null) return onValid(parsed.current, form.getValues());
      },
      () => setFormError(lastFormIssue.current),
    )(event);
  };

  return {
    values,
    errors,
    formError,
    ...fieldControls(form, values, errors, idPrefix),
    setValue: (name, value) =>
      form.setValue(path<V>(name), value as PathValue<V, Path<V>>, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      }),
    setError: (name, message) => showFieldError(name, message, false),
    setFormError,
    setServerError: serverErrorShower<V>(names, setFormError, showFieldError),
    handleSubmit,
    reset: (next = defaultValues) => {
      form.reset(next);
      setFormError(null);
    },
  };
}
