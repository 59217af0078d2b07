import { useRef, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { ExtraObject } from '@storefront/contract/catalog';
import { Pounds } from '@storefront/contract/money';
import type { ZodForm, FormValues } from '../../components/ui/use-zod-form';
import { draftPriceIssues, fromDraft, toDraft, type ExtrasDraft } from './menu-extras-draft';
import { nestedIssues, serverIssues } from './menu-form-parts';

const PRICE = /^\d+(\.\d+)?$/;
const priceMessage = 'Enter a price in pounds, such as 4.50';

/** A price as typed, checked as the brand file checks it (the contract's Pounds). */
export const PriceText = z.string().trim().regex(PRICE, priceMessage).transform(Number).pipe(Pounds);

/** An optional price as typed: empty is none. */
export const OptionalPriceText = z
  .string()
  .trim()
  .refine((v) => v === '' || PRICE.test(v), priceMessage)
  .transform((v) => (v === '' ? null : Number(v)))
  .pipe(Pounds.nullable());

/** A whole number as typed, or empty for none. */
export const OptionalWholeText = z
  .string()
  .trim()
  .regex(/^\d*$/, 'Enter a whole number, or leave it empty')
  .transform((v) => (v === '' ? null : Number(v)));

export const textOrNull = (value: string | boolean | undefined) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The form's text of an item's optional text fields: what is stored, or empty for a new item or no text. */
export function textValues<Item, K extends keyof Item & string>(
  item: Item | undefined,
  keys: readonly K[],
): Record<K, string> {
  return Object.fromEntries(
    keys.map((key) => [key, (item?.[key] as string | null | undefined) ?? '']),
  ) as Record<K, string>;
}

/**
 * The extras half of an item form: the draft of its groups and menu-builder steps, their messages (from the
 * contract's ExtraObject schema before sending, from the server after), and a submit that checks them with
 * the form's own fields.
 */
export function useExtrasPart(initial: ExtraObject | null) {
  const [draft, setDraftState] = useState<ExtrasDraft>(() => toDraft(initial));
  const current = useRef(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setDraft = (next: ExtrasDraft) => {
    current.current = next;
    setDraftState(next);
  };

  /** Checks the extras; returns whether they are fine, showing their messages when not. */
  const check = (): boolean => {
    const prices = draftPriceIssues(current.current);
    const parsed = ExtraObject.nullable().safeParse(fromDraft(current.current));
    const found = { ...(parsed.success ? {} : nestedIssues(parsed.error.issues, '')), ...prices };
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  return {
    draft,
    setDraft,
    errors,
    /** The extra object to send (checked by `check` first). */
    value: () => fromDraft(current.current),
    reset: (extras: ExtraObject | null) => {
      setDraft(toDraft(extras));
      setErrors({});
    },
    /** Runs the form's submit only once both the fields and the extras are fine. */
    submit:
      <V extends FormValues, T>(form: ZodForm<V, T>, onValid: (data: T) => unknown) =>
      (event: FormEvent) => {
        const extrasOk = check();
        form.handleSubmit((data) => {
          if (!extrasOk) {
            form.setFormError(
              'Check the extras and menu-builder steps: a message shows next to each problem.',
            );
            return;
          }
          return onValid(data);
        })(event);
        if (!extrasOk)
          form.setFormError('Check the extras and menu-builder steps: a message shows next to each problem.');
      },
    /** Shows a refused save: field messages next to the fields, extras messages next to theirs. */
    showServerError: <V extends FormValues, T>(form: ZodForm<V, T>, error: unknown, extrasField: string) => {
      const nested = nestedIssues(serverIssues(error), extrasField);
      setErrors(nested);
      const flat = serverIssues(error).filter((i) => i.path[0] !== extrasField);
      if (Object.keys(nested).length && !flat.length)
        form.setFormError('Check the extras and menu-builder steps: a message shows next to each problem.');
      else form.setServerError(error);
    },
  };
}
