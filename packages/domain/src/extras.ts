import type { Extra, ExtraGroup } from '@storefront/contract/catalog';
import { toPence } from './money';
import { CHOOSE_ONE_OPTION, chooseMoreOptions, optionalGroupHint } from './messages';

/**
 * Extras (spec §3 "Extra group", §5): the groups of an item's RecipeExtraObject / ProductExtraObject and the
 * visitor's choices in them. The web popup and the server's order check run the same functions, so a
 * tampered order is refused for the same reasons the popup would not have allowed it.
 */

/** Each extra of a MultipleQuantity group can be taken at most this many times (spec §5, §9). */
export const EXTRA_QUANTITY_CAP = 9;

/**
 * - choose-one: key contains 'choose' (any case): exactly one extra, required before adding.
 * - optional: key contains 'optional' — and any other key, since a group that neither demands a choice
 *   nor says otherwise is safest treated as optional: at most MaxQuantity extras, each once.
 * - multiple: MultipleQuantity groups, whatever the key: each extra 0..9 times, the group total at most
 *   MaxQuantity. The flag wins over the key because the popup shows steppers, not radio buttons.
 */
export type GroupKind = 'choose-one' | 'optional' | 'multiple';

/** What the rules read of a group; the contract's parsed ExtraGroup fits, so does a stored copy. */
export interface ExtrasGroup {
  Key: ExtraGroup['Key'];
  MaxQuantity: ExtraGroup['MaxQuantity'];
  MultipleQuantity?: boolean | undefined;
  Extras: readonly (Pick<Extra, 'Title' | 'Price'> & { Default?: boolean | undefined })[];
}
/** What the rules read of an ExtraObject; null (an item without extras) is accepted everywhere. */
export interface ExtrasSource {
  groups: readonly ExtrasGroup[];
}

/** The visitor's choices: per group key, per extra title, a quantity (≥ 1; absent means not chosen). */
export type ExtraSelection = Readonly<Record<string, Readonly<Record<string, number>>>>;

export const EMPTY_SELECTION: ExtraSelection = {};

/** Why a change or a whole selection is refused; `path` names the field (group key, extra title). */
export type ExtraIssueReason =
  | 'unknown-group'
  | 'unknown-extra'
  | 'invalid-quantity'
  | 'extra-cap'
  | 'group-cap'
  | 'choice-required'
  | 'nothing-selected'
  | 'duplicate-extra';

export interface ExtraIssue {
  path: readonly (string | number)[];
  reason: ExtraIssueReason;
  message: string;
}

/** A change either applies, or leaves the selection as it was and says why. */
export type SelectionChange =
  { ok: true; selection: ExtraSelection } | { ok: false; selection: ExtraSelection; issue: ExtraIssue };

/** The group's kind (see GroupKind). */
export function groupKind(group: Pick<ExtrasGroup, 'Key' | 'MultipleQuantity'>): GroupKind {
  if (group.MultipleQuantity === true) return 'multiple';
  return /choose/i.test(group.Key) ? 'choose-one' : 'optional';
}

/** The hint under a group heading: 'Optional: select a maximum of N' for optional groups, else null. */
export function groupHint(group: ExtrasGroup): string | null {
  return groupKind(group) === 'optional' ? optionalGroupHint(group.MaxQuantity) : null;
}

// Own-property reads only: keys come from brand files and requests, and '__proto__' must not reach the
// prototype.
function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The extras chosen in a group, title → quantity (empty when none). */
export function chosenInGroup(selection: ExtraSelection, groupKey: string): Readonly<Record<string, number>> {
  return own(selection, groupKey) ?? {};
}

/** How many of an extra the selection holds (0 when not chosen). */
export function quantityOf(selection: ExtraSelection, groupKey: string, title: string): number {
  const group = own(selection, groupKey);
  return (group && own(group, title)) ?? 0;
}

/** The sum of the quantities chosen in a group. */
export function groupTotal(selection: ExtraSelection, groupKey: string): number {
  const group = own(selection, groupKey);
  return group ? Object.values(group).reduce((sum, q) => sum + q, 0) : 0;
}

function sourceGroups(source: ExtrasSource | null | undefined): readonly ExtrasGroup[] {
  return source?.groups ?? [];
}

/** A group's extras, first of each title only: a title is the extra's identity, so a repeat is ignored. */
function uniqueExtras(group: ExtrasGroup): ExtrasGroup['Extras'] {
  const seen = new Set<string>();
  return group.Extras.filter((e) => !seen.has(e.Title) && Boolean(seen.add(e.Title)));
}

function findGroup(source: ExtrasSource | null | undefined, key: string): ExtrasGroup | undefined {
  return sourceGroups(source).find((g) => g.Key === key);
}

function withQuantity(
  selection: ExtraSelection,
  groupKey: string,
  title: string,
  quantity: number,
  replaceGroup: boolean,
): ExtraSelection {
  const current = replaceGroup ? {} : (own(selection, groupKey) ?? {});
  const group: Record<string, number> = { ...current };
  if (quantity === 0) delete group[title];
  else group[title] = quantity;
  const next: Record<string, Readonly<Record<string, number>>> = { ...selection };
  // No empty group records: two selections with the same choices are then equal as plain objects.
  if (Object.keys(group).length === 0) delete next[groupKey];
  else next[groupKey] = group;
  return next;
}

const refuse = (
  selection: ExtraSelection,
  path: readonly (string | number)[],
  reason: ExtraIssueReason,
  message: string,
): SelectionChange => ({ ok: false, selection, issue: { path, reason, message } });

/**
 * Sets how many of an extra are chosen, within the group's rules: a choose-one group takes 0 or 1 and a new
 * choice replaces the old; an optional group takes each extra once, at most MaxQuantity extras; a
 * MultipleQuantity group takes 0..9 of each, at most MaxQuantity in total. A change past a cap is refused
 * (the selection comes back unchanged with the reason), never clamped, so the popup can say why.
 */
export function setExtraQuantity(
  selection: ExtraSelection,
  source: ExtrasSource | null | undefined,
  groupKey: string,
  title: string,
  quantity: number,
): SelectionChange {
  const group = findGroup(source, groupKey);
  if (!group) return refuse(selection, [groupKey], 'unknown-group', `No extras group '${groupKey}'`);
  if (!group.Extras.some((e) => e.Title === title))
    return refuse(selection, [groupKey, title], 'unknown-extra', `No extra '${title}' in '${groupKey}'`);
  if (!Number.isInteger(quantity) || quantity < 0)
    return refuse(selection, [groupKey, title], 'invalid-quantity', 'Quantity must be a whole number ≥ 0');
  const kind = groupKind(group);
  const current = quantityOf(selection, groupKey, title);
  const perExtraCap = kind === 'multiple' ? EXTRA_QUANTITY_CAP : 1;
  if (quantity > perExtraCap)
    return refuse(selection, [groupKey, title], 'extra-cap', `At most ${perExtraCap} of '${title}'`);
  if (kind === 'choose-one')
    return { ok: true, selection: withQuantity(selection, groupKey, title, quantity, quantity > 0) };
  const total = kind === 'multiple' ? groupTotal(selection, groupKey) : chosenCount(selection, groupKey);
  const after =
    kind === 'multiple' ? total - current + quantity : total - Math.min(current, 1) + Math.min(quantity, 1);
  if (quantity > current && after > group.MaxQuantity)
    return refuse(selection, [groupKey], 'group-cap', `At most ${group.MaxQuantity} in '${groupKey}'`);
  return { ok: true, selection: withQuantity(selection, groupKey, title, quantity, false) };
}

function chosenCount(selection: ExtraSelection, groupKey: string): number {
  return Object.keys(own(selection, groupKey) ?? {}).length;
}

/**
 * A tap on an extra: a choose-one extra becomes the group's choice (tapping the chosen one keeps it, as a
 * radio button does); an optional or multiple extra flips between chosen once and not chosen.
 */
export function toggleExtra(
  selection: ExtraSelection,
  source: ExtrasSource | null | undefined,
  groupKey: string,
  title: string,
): SelectionChange {
  const group = findGroup(source, groupKey);
  const current = quantityOf(selection, groupKey, title);
  if (group && groupKind(group) === 'choose-one' && current > 0) return { ok: true, selection };
  return setExtraQuantity(selection, source, groupKey, title, current > 0 ? 0 : 1);
}

/** A stepper press on a multiple-quantity extra: one more or one fewer, within the caps. */
export function stepExtra(
  selection: ExtraSelection,
  source: ExtrasSource | null | undefined,
  groupKey: string,
  title: string,
  delta: 1 | -1,
): SelectionChange {
  const next = quantityOf(selection, groupKey, title) + delta;
  if (next < 0) return { ok: true, selection };
  return setExtraQuantity(selection, source, groupKey, title, next);
}

/** The outcome of checking a whole selection: may it be added, the message to show, and every problem. */
export interface SelectionValidation {
  canAdd: boolean;
  /** 'Please choose an option' / 'Please choose N more options' while choose-one groups lack a choice. */
  message: string | null;
  /** How many choose-one groups have no choice yet. */
  missingChoices: number;
  issues: readonly ExtraIssue[];
}

function capIssues(group: ExtrasGroup, chosen: Readonly<Record<string, number>>): ExtraIssue[] {
  const issues: ExtraIssue[] = [];
  const kind = groupKind(group);
  const perExtraCap = kind === 'multiple' ? EXTRA_QUANTITY_CAP : 1;
  for (const [title, quantity] of Object.entries(chosen)) {
    const path = [group.Key, title];
    if (!group.Extras.some((e) => e.Title === title))
      issues.push({ path, reason: 'unknown-extra', message: `No extra '${title}' in '${group.Key}'` });
    else if (!Number.isInteger(quantity) || quantity < 1)
      issues.push({ path, reason: 'invalid-quantity', message: 'Quantity must be a whole number ≥ 1' });
    else if (quantity > perExtraCap)
      issues.push({ path, reason: 'extra-cap', message: `At most ${perExtraCap} of '${title}'` });
  }
  const count = Object.keys(chosen).length;
  const total = Object.values(chosen).reduce((sum, q) => sum + q, 0);
  const cap = kind === 'choose-one' ? 1 : group.MaxQuantity;
  if ((kind === 'multiple' ? total : count) > cap)
    issues.push({ path: [group.Key], reason: 'group-cap', message: `At most ${cap} in '${group.Key}'` });
  return issues;
}

/**
 * Checks a whole selection against the item's groups (spec §5): every choose-one group needs its one choice;
 * no cap may be exceeded; unknown groups or extras are refused (a request can name anything). When all of
 * the item's groups are MultipleQuantity groups, nothing chosen means nothing to add.
 */
export function validateSelection(
  selection: ExtraSelection,
  source: ExtrasSource | null | undefined,
): SelectionValidation {
  const groups = sourceGroups(source);
  const issues: ExtraIssue[] = [];
  for (const [key, chosen] of Object.entries(selection)) {
    const group = groups.find((g) => g.Key === key);
    if (!group) issues.push({ path: [key], reason: 'unknown-group', message: `No extras group '${key}'` });
    else issues.push(...capIssues(group, chosen));
  }
  let missingChoices = 0;
  for (const group of groups) {
    if (groupKind(group) !== 'choose-one' || chosenCount(selection, group.Key) > 0) continue;
    missingChoices += 1;
    issues.push({ path: [group.Key], reason: 'choice-required', message: `Choose one in '${group.Key}'` });
  }
  const onlyMultiple = groups.length > 0 && groups.every((g) => groupKind(g) === 'multiple');
  if (onlyMultiple && groups.every((g) => groupTotal(selection, g.Key) === 0))
    issues.push({ path: [], reason: 'nothing-selected', message: 'Choose at least one extra' });
  const message =
    missingChoices === 0
      ? null
      : missingChoices === 1
        ? CHOOSE_ONE_OPTION
        : chooseMoreOptions(missingChoices);
  return { canAdd: issues.length === 0, message, missingChoices, issues };
}

/**
 * The unit price in pence: the item's base price plus each chosen extra's price times its quantity. Prices
 * come from the item's groups, never from the selection, so only known extras count (validateSelection
 * refuses the others).
 */
export function unitPricePence(
  basePence: number,
  selection: ExtraSelection,
  source: ExtrasSource | null | undefined,
): number {
  let pence = basePence;
  for (const group of sourceGroups(source))
    for (const extra of uniqueExtras(group))
      pence += toPence(extra.Price) * quantityOf(selection, group.Key, extra.Title);
  return pence;
}

/** The chosen extras in the popup's order (group by group, extra by extra), with their catalogue price. */
export function chosenExtras(
  selection: ExtraSelection,
  source: ExtrasSource | null | undefined,
): { groupKey: string; title: string; quantity: number; pricePence: number }[] {
  const chosen = [];
  for (const group of sourceGroups(source))
    for (const extra of uniqueExtras(group)) {
      const quantity = quantityOf(selection, group.Key, extra.Title);
      if (quantity > 0)
        chosen.push({ groupKey: group.Key, title: extra.Title, quantity, pricePence: toPence(extra.Price) });
    }
  return chosen;
}

/**
 * What the popup starts with: each extra the seller marks Default, once (the brand file allows no more
 * defaults than the group takes). Empty for an item without defaults.
 */
export function defaultSelection(source: ExtrasSource | null | undefined): ExtraSelection {
  let selection: ExtraSelection = EMPTY_SELECTION;
  for (const group of sourceGroups(source))
    for (const extra of uniqueExtras(group).filter((e) => e.Default))
      selection = setExtraQuantity(selection, source, group.Key, extra.Title, 1).selection;
  return selection;
}
