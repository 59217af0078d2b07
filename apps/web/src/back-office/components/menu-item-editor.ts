import { useRef, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { ExtraObject } from '@storefront/contract/catalog';
import type { FoodInfoInput } from '@storefront/contract/food-info';
import type { MenuKind } from '@storefront/contract/menu';
import { Pounds } from '@storefront/contract/money';
import type { ZodForm, FormValues } from '../../components/ui/use-zod-form';
import { draftTypedIssues, fromDraft, toDraft, type ExtrasDraft } from './menu-extras-draft';
import { nestedIssues, serverIssues } from './menu-form-parts';

const PRICE = /^\d+(\.\d+)?$/;
const CHECK_PARTS =
  'Check the food information, extras and menu-builder steps: a message shows next to each problem.';
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

/**
 * The address of an item's form (`menu?edit=recipe-41`), so another screen (the food information report) can
 * link straight to it.
 */
export const menuItemLink = (brand: string, kind: MenuKind, id: number) =>
  `/${brand}/admin/menu?edit=${kind.toLowerCase()}-${id}`;

/** The item whose form a link opens, if the address names one. */
export function linkedItem(edit: string | null): { kind: MenuKind; id: number } | undefined {
  const match = /^(recipe|product)-(\d+)$/.exec(edit ?? '');
  if (!match) return undefined;
  return { kind: match[1] === 'recipe' ? 'Recipe' : 'Product', id: Number(match[2]) };
}

/**
 * The item's food information in the form's schema: checked by its own part (useFoodInfoPart, the contract's
 * FoodInfo), whose messages sit next to its fields rather than above the form.
 */
export const FoodInfoByPart = z.custom<FoodInfoInput | null>(() => true);

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
    const prices = draftTypedIssues(current.current);
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
    /**
     * Runs the form's submit only once the fields, the extras and the item's other parts (`others`: its food
     * information) are fine.
     */
    submit:
      <V extends FormValues, T>(form: ZodForm<V, T>, onValid: (data: T) => unknown, others: () => boolean) =>
      (event: FormEvent) => {
        const extrasOk = check();
        const othersOk = others();
        form.handleSubmit((data) => {
          if (!extrasOk || !othersOk) {
            form.setFormError(CHECK_PARTS);
            return;
          }
          return onValid(data);
        })(event);
        if (!extrasOk || !othersOk) form.setFormError(CHECK_PARTS);
      },
    /**
     * Shows a refused save: field messages next to the fields, extras messages next to theirs; problems of the
     * parts under `others` (FoodInfo) are shown by those parts.
     */
    showServerError: <V extends FormValues, T>(
      form: ZodForm<V, T>,
      error: unknown,
      extrasField: string,
      others: readonly string[],
    ) => {
      const nested = nestedIssues(serverIssues(error), extrasField);
      setErrors(nested);
      const all = serverIssues(error);
      const flat = all.filter((i) => i.path[0] !== extrasField && !others.includes(i.path[0] ?? ''));
      if (all.length && !flat.length) form.setFormError(CHECK_PARTS);
      else form.setServerError(error);
    },
  };
}
