import { toPounds } from './money';
import {
  EMPTY_SELECTION,
  chosenExtras,
  chosenInGroup,
  groupKind,
  groupTotal,
  quantityOf,
  validateSelection,
  type ExtraIssue,
  type ExtraSelection,
  type ExtrasGroup,
  type ExtrasSource,
  type SelectionValidation,
} from './extras';

/**
 * The extras as they leave the popup: on a cart line (CartExtra, kept in local storage) and in the order-line
 * payload (ExtraDetail, spec §3). Split from extras.ts, which holds the selection rules themselves.
 */

/** One order-line extra (spec §3 "Order-line payload"): ExtraPrice is the extra's unit price in pounds. */
export interface ExtraDetail {
  ExtraTitle: string;
  ExtraQuantity: number;
  ExtraPrice: number;
}

/**
 * One chosen extra as a cart line keeps it in RecipeExtraObject / ProductExtraObject: the catalogue's Extra
 * fields, with Key holding the group key so equal titles in two groups stay apart.
 */
export interface CartExtra {
  Title: string;
  /** Unit price in pounds. */
  Price: number;
  Quantity?: number | undefined;
  Key?: string | undefined;
  checked?: boolean | undefined;
}

/** The chosen extras as a cart line stores them, in the popup's order. */
export function cartExtras(selection: ExtraSelection, source: ExtrasSource | null | undefined): CartExtra[] {
  return chosenExtras(selection, source).map((e) => ({
    Title: e.title,
    Price: toPounds(e.pricePence),
    Quantity: e.quantity,
    Key: e.groupKey,
    checked: true,
  }));
}

/** The order-line payload's ExtraDetail list for a selection; prices from the catalogue, in pounds. */
export function extraDetail(
  selection: ExtraSelection,
  source: ExtrasSource | null | undefined,
): ExtraDetail[] {
  return chosenExtras(selection, source).map((e) => ({
    ExtraTitle: e.title,
    ExtraQuantity: e.quantity,
    ExtraPrice: toPounds(e.pricePence),
  }));
}

/** A cart line's stored extras as ExtraDetail (an entry without Quantity was chosen once). */
export function cartExtrasToDetail(extras: readonly CartExtra[]): ExtraDetail[] {
  return extras.map((e) => ({ ExtraTitle: e.Title, ExtraQuantity: e.Quantity ?? 1, ExtraPrice: e.Price }));
}

/** Whether a group can take `quantity` more of an extra without passing its cap. */
function hasRoom(selection: ExtraSelection, group: ExtrasGroup, quantity: number): boolean {
  const kind = groupKind(group);
  if (kind === 'choose-one') return Object.keys(chosenInGroup(selection, group.Key)).length === 0;
  if (kind === 'optional') return Object.keys(chosenInGroup(selection, group.Key)).length < group.MaxQuantity;
  return groupTotal(selection, group.Key) + quantity <= group.MaxQuantity;
}

interface Entry {
  index: number;
  title: string;
  quantity: number;
  holders: readonly ExtrasGroup[];
}

const withEntry = (selection: ExtraSelection, group: ExtrasGroup, entry: Entry): ExtraSelection => ({
  ...selection,
  [group.Key]: { ...chosenInGroup(selection, group.Key), [entry.title]: entry.quantity },
});

/** Groups an entry may go to: they hold the title, do not hold it chosen yet, and (first) have room. */
function candidates(selection: ExtraSelection, entry: Entry): ExtrasGroup[] {
  const free = entry.holders.filter((g) => quantityOf(selection, g.Key, entry.title) === 0);
  return [
    ...free.filter((g) => hasRoom(selection, g, entry.quantity)),
    ...free.filter((g) => !hasRoom(selection, g, entry.quantity)),
  ];
}

// Bounds the search on a hostile request (many entries whose titles sit in many groups).
const SEARCH_BUDGET = 2_000;

/**
 * Finds a placement of the entries into groups that the popup would have allowed, trying only groups with
 * room. Null when there is none within the budget.
 */
function searchPlacement(
  entries: readonly Entry[],
  source: ExtrasSource | null | undefined,
): ExtraSelection | null {
  let budget = SEARCH_BUDGET;
  const visit = (at: number, selection: ExtraSelection): ExtraSelection | null => {
    if (--budget < 0) return null;
    const entry = entries[at];
    if (!entry) return validateSelection(selection, source).issues.length === 0 ? selection : null;
    for (const group of candidates(selection, entry)) {
      if (!hasRoom(selection, group, entry.quantity)) break;
      const found = visit(at + 1, withEntry(selection, group, entry));
      if (found) return found;
    }
    return null;
  };
  return visit(0, EMPTY_SELECTION);
}

/**
 * Re-derives a selection from a client's ExtraDetail (the server's check of an order line). Client prices
 * are ignored: the price is recomputed from the catalogue. ExtraDetail names no group, so a title found in
 * several groups ('None' for the bread and for the sauce) is placed where the whole selection is valid;
 * when no placement is, each title goes to its first group with room, and validation says what is wrong.
 * Entries in `skip` (menu-builder choices, see menu-builder.ts) are left out.
 */
export function selectionFromExtraDetail(
  details: readonly ExtraDetail[],
  source: ExtrasSource | null | undefined,
  skip: ReadonlySet<number> = new Set(),
): { selection: ExtraSelection; issues: ExtraIssue[] } {
  const groups = source?.groups ?? [];
  const issues: ExtraIssue[] = [];
  const entries: Entry[] = [];
  details.forEach((d, index) => {
    if (skip.has(index)) return;
    const title = String(d.ExtraTitle);
    const holders = groups.filter((g) => g.Extras.some((e) => e.Title === title));
    if (!Number.isInteger(d.ExtraQuantity) || d.ExtraQuantity < 1)
      issues.push({
        path: ['ExtraDetail', index, 'ExtraQuantity'],
        reason: 'invalid-quantity',
        message: 'Quantity must be a whole number ≥ 1',
      });
    else if (holders.length === 0)
      issues.push({
        path: ['ExtraDetail', index, 'ExtraTitle'],
        reason: 'unknown-extra',
        message: `No extra '${title}' on this item`,
      });
    else entries.push({ index, title, quantity: d.ExtraQuantity, holders });
  });
  const found = searchPlacement(entries, source);
  if (found) return { selection: found, issues };
  let selection = EMPTY_SELECTION;
  for (const entry of entries) {
    const group = candidates(selection, entry)[0];
    if (group) selection = withEntry(selection, group, entry);
    else
      issues.push({
        path: ['ExtraDetail', entry.index, 'ExtraTitle'],
        reason: 'duplicate-extra',
        message: `'${entry.title}' is listed more often than the item offers it`,
      });
  }
  return { selection, issues };
}

/**
 * The server's whole check of a client's ExtraDetail: re-derive the selection, then apply the popup's rules
 * (choices, caps). `issues` holds field-level reasons for a 400; `canAdd` is false when there is any.
 */
export function validateExtraDetail(
  details: readonly ExtraDetail[],
  source: ExtrasSource | null | undefined,
  skip?: ReadonlySet<number>,
): SelectionValidation & { selection: ExtraSelection } {
  const derived = selectionFromExtraDetail(details, source, skip);
  const checked = validateSelection(derived.selection, source);
  const issues = [...derived.issues, ...checked.issues];
  return { ...checked, issues, canAdd: issues.length === 0, selection: derived.selection };
}

/** One chosen extra as screens, tickets and emails name it: 'Garlic mayo', '2 × Garlic mayo'. */
export function extraText(extra: { ExtraTitle: string; ExtraQuantity: number }): string {
  return extra.ExtraQuantity > 1 ? `${extra.ExtraQuantity} × ${extra.ExtraTitle}` : extra.ExtraTitle;
}

/** A line's extras in one phrase, each with its quantity: 'Brioche bun, 2 × Garlic mayo'. */
export function extrasText(extras: readonly { ExtraTitle: string; ExtraQuantity: number }[]): string {
  return extras.map(extraText).join(', ');
}
