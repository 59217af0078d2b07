import type { FieldPath } from 'react-hook-form';
import { ORDER_PATHS, problemTarget } from '@storefront/contract/order-problems';
import type { CheckoutValues } from './checkout-form';

/** A field error as quote, place and amend answer it: where it points (`body.Guest.Email`) and what it says. */
export interface OrderProblem {
  Path: string;
  Message: string;
}

/** The form field a problem from placing belongs beside, or null when the form has no field for it. */
export function problemField(path: string): FieldPath<CheckoutValues> | null {
  const target = problemTarget(path);
  if (target.kind === 'guest') return `guest.${target.field}` as FieldPath<CheckoutValues>;
  if (target.kind === 'address') return `address.${target.field}` as FieldPath<CheckoutValues>;
  if (target.kind !== 'field') return null;
  if (target.path === ORDER_PATHS.scheduledFor) return 'slot';
  if (target.path === ORDER_PATHS.notes) return 'notes';
  if (target.path === ORDER_PATHS.allergyNote) return 'allergyNote';
  return null;
}

/** About the lines: one of them (`body.Lines.2…`) or all of them together (`body.Lines`, the minimum order). */
export function isLinesProblem(problem: OrderProblem): boolean {
  const { kind } = problemTarget(problem.Path);
  return kind === 'line' || kind === 'lines';
}

/** Shown beside their own fields by CheckoutDiscounts and CheckoutGiftCard, so not again in the summary. */
const DISCOUNT_PATHS: readonly string[] = [
  ORDER_PATHS.promoCode,
  ORDER_PATHS.redeemPoints,
  ORDER_PATHS.giftCardCode,
];

export interface QuoteProblems {
  /** One line's problem by the line's index in the cart (the server leaves such a line out of its prices). */
  lines: ReadonlyMap<number, string>;
  /** The delivery postcode's problem (not served, not a postcode), shown at the address's postcode field. */
  postcode: string | null;
  /** Everything else the summary says under the totals (a postcode not served, the lines as a whole…). */
  other: OrderProblem[];
}

/**
 * The quote's problems, sorted by where the checkout shows them: a line's beside it, the postcode's at the
 * address's postcode field when the form shows one (`postcodeField`), the rest under the totals.
 */
export function sortQuoteProblems(
  problems: readonly OrderProblem[],
  { postcodeField = false }: { postcodeField?: boolean } = {},
): QuoteProblems {
  const lines = new Map<number, string>();
  const other: OrderProblem[] = [];
  let postcode: string | null = null;
  for (const problem of problems) {
    const target = problemTarget(problem.Path);
    if (target.kind === 'line') lines.set(target.index, problem.Message);
    else if (postcodeField && problem.Path === ORDER_PATHS.postcode) postcode ??= problem.Message;
    else if (!DISCOUNT_PATHS.includes(problem.Path)) other.push(problem);
  }
  return { lines, postcode, other };
}

/** How many lines before `index` the server left out of its priced list (they have a problem). */
export function countBefore(problems: ReadonlyMap<number, string>, index: number): number {
  let count = 0;
  for (let i = 0; i < index; i++) if (problems.has(i)) count++;
  return count;
}
