/**
 * UK food information (issue 34): the 14 allergens of retained Regulation (EU) 1169/2011, Annex II, the dietary
 * labels a dish can carry, and how a dish's information rolls up through the extras a customer chooses. The
 * storefront, the server's order check and the kitchen ticket all read these, so what a customer is shown is
 * what the kitchen prints.
 */

import { defaultSelection, groupKind, type ExtrasSource } from './extras';

export const ALLERGENS = [
  { code: 'celery', name: 'Celery', title: 'Celery', icon: 'celery' },
  { code: 'gluten', name: 'Cereals containing gluten', title: 'Gluten', icon: 'gluten' },
  { code: 'crustaceans', name: 'Crustaceans', title: 'Crustaceans', icon: 'crustaceans' },
  { code: 'eggs', name: 'Eggs', title: 'Eggs', icon: 'eggs' },
  { code: 'fish', name: 'Fish', title: 'Fish', icon: 'fish' },
  { code: 'lupin', name: 'Lupin', title: 'Lupin', icon: 'lupin' },
  { code: 'milk', name: 'Milk', title: 'Milk', icon: 'milk' },
  { code: 'molluscs', name: 'Molluscs', title: 'Molluscs', icon: 'molluscs' },
  { code: 'mustard', name: 'Mustard', title: 'Mustard', icon: 'mustard' },
  { code: 'tree-nuts', name: 'Tree nuts', title: 'Tree nuts', icon: 'nuts' },
  { code: 'peanuts', name: 'Peanuts', title: 'Peanuts', icon: 'peanuts' },
  { code: 'sesame', name: 'Sesame', title: 'Sesame', icon: 'sesame' },
  { code: 'soya', name: 'Soya', title: 'Soya', icon: 'soya' },
  { code: 'sulphites', name: 'Sulphur dioxide and sulphites', title: 'Sulphites', icon: 'sulphites' },
] as const;

export type AllergenCode = (typeof ALLERGENS)[number]['code'];
export const ALLERGEN_CODES: readonly AllergenCode[] = ALLERGENS.map((a) => a.code);

export const DIETARY_LABELS = [
  { code: 'vegetarian', name: 'Vegetarian' },
  { code: 'vegan', name: 'Vegan' },
  { code: 'halal', name: 'Halal' },
  { code: 'kosher', name: 'Kosher' },
  { code: 'gluten-free', name: 'Gluten-free' },
] as const;

export type DietaryCode = (typeof DIETARY_LABELS)[number]['code'];

/** The statement the calorie labelling regulations (SI 2021/909) ask for wherever kcal are shown. */
export const DAILY_KCAL_STATEMENT = 'Adults need around 2000 kcal a day';
export const KCAL_MAX = 5000;

/**
 * What an item or an extra declares. `Labels` are the dietary labels it keeps: an extra chosen on a dish takes
 * away every label of the dish that the extra does not carry ("add cheese", vegetarian but not vegan, makes a
 * vegan dish vegetarian). `Kcal` null: not declared.
 */
export interface FoodInfo {
  Contains: readonly AllergenCode[];
  MayContain: readonly AllergenCode[];
  Labels: readonly string[];
  Kcal: number | null;
}

/** An extra or a builder's part as chosen; `info` null when the seller has not declared it. */
export interface Chosen {
  info: FoodInfo | null;
  quantity: number;
}

/** A line's information: its own with its chosen extras'; kcal per one of the line, null when any part lacks it. */
export interface RolledUp {
  Contains: AllergenCode[];
  MayContain: AllergenCode[];
  Labels: string[];
  Kcal: number | null;
}

const inListOrder = (codes: Set<AllergenCode>) => ALLERGEN_CODES.filter((code) => codes.has(code));

/**
 * The dish with its chosen extras: allergens are the union (a "may contain" already contained is dropped), the
 * labels those of the dish that every chosen extra also carries, and kcal the dish's plus each extra's times its
 * quantity. An extra chosen 0 times is not chosen. An undeclared extra could break any label and its calories are
 * unknown, so it takes every label away and the kcal with it.
 */
export function rollUp(dish: FoodInfo, chosen: readonly Chosen[]): RolledUp {
  const taken = chosen.filter((c) => c.quantity > 0);
  const contains = new Set<AllergenCode>(dish.Contains);
  const mayContain = new Set<AllergenCode>(dish.MayContain);
  let labels = [...new Set(dish.Labels)];
  let kcal = dish.Kcal;
  for (const { info, quantity } of taken) {
    if (!info) {
      labels = [];
      kcal = null;
      continue;
    }
    for (const code of info.Contains) contains.add(code);
    for (const code of info.MayContain) mayContain.add(code);
    labels = labels.filter((label) => info.Labels.includes(label));
    kcal = kcal === null || info.Kcal === null ? null : kcal + info.Kcal * quantity;
  }
  for (const code of contains) mayContain.delete(code);
  return { Contains: inListOrder(contains), MayContain: inListOrder(mayContain), Labels: labels, Kcal: kcal };
}

/** Allergens a dietary label cannot go with: a clear error names the item when both are declared. */
const LABEL_EXCLUDES: Partial<Record<DietaryCode, readonly AllergenCode[]>> = {
  vegan: ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'],
  vegetarian: ['fish', 'crustaceans', 'molluscs'],
  'gluten-free': ['gluten'],
};

/** Why the declared information contradicts itself, one message per conflict (empty when it holds). */
export function foodInfoConflicts(info: FoodInfo): string[] {
  const problems: string[] = [];
  for (const label of info.Labels) {
    const excluded = LABEL_EXCLUDES[label as DietaryCode] ?? [];
    const clash = excluded.filter((code) => info.Contains.includes(code));
    if (clash.length > 0)
      problems.push(
        `${labelName(label)} cannot contain ${clash.map((c) => allergenName(c).toLowerCase()).join(', ')}`,
      );
  }
  const both = info.Contains.filter((code) => info.MayContain.includes(code));
  if (both.length > 0)
    problems.push(`${both.map(allergenName).join(', ')}: either contains or may contain, not both`);
  if (info.Kcal !== null && !(Number.isInteger(info.Kcal) && info.Kcal >= 0 && info.Kcal <= KCAL_MAX))
    problems.push(`Calories must be a whole number from 0 to ${KCAL_MAX}`);
  return problems;
}

/**
 * Where each allergen's icon is served, and the `{ Title, Link }` pairs the API has always answered: generated from
 * the codes, so answers documented before the codes existed keep their shape.
 */
export const allergenIconLink = (code: AllergenCode): string =>
  `/brand-assets/common/allergens/${ALLERGENS.find((a) => a.code === code)?.icon ?? code}.svg`;

export const allergenIcons = (codes: readonly AllergenCode[]): { Title: string; Link: string }[] =>
  codes.map((code) => ({ Title: allergenTitle(code), Link: allergenIconLink(code) }));

/** The short name icons and tickets use ("Gluten"); `allergenName` is the regulation's ("Cereals containing gluten"). */
export function allergenTitle(code: AllergenCode): string {
  return ALLERGENS.find((a) => a.code === code)?.title ?? code;
}

export function allergenName(code: AllergenCode): string {
  return ALLERGENS.find((a) => a.code === code)?.name ?? code;
}

export function labelName(code: string): string {
  return DIETARY_LABELS.find((l) => l.code === code)?.name ?? code;
}

/** Free-text titles of the old brand files and what they mean; "Nuts" is refused: peanuts or tree nuts? */
const TITLES: Record<string, AllergenCode> = {
  celery: 'celery',
  gluten: 'gluten',
  'cereals containing gluten': 'gluten',
  wheat: 'gluten',
  crustaceans: 'crustaceans',
  eggs: 'eggs',
  egg: 'eggs',
  fish: 'fish',
  lupin: 'lupin',
  milk: 'milk',
  dairy: 'milk',
  molluscs: 'molluscs',
  mustard: 'mustard',
  'tree nuts': 'tree-nuts',
  peanuts: 'peanuts',
  peanut: 'peanuts',
  sesame: 'sesame',
  soya: 'soya',
  soy: 'soya',
  sulphites: 'sulphites',
  'sulphur dioxide': 'sulphites',
  'sulphur dioxide and sulphites': 'sulphites',
};

const AMBIGUOUS: Record<string, string> = {
  nuts: '"Nuts" could be peanuts or tree nuts: say which',
  nut: '"Nut" could be peanuts or tree nuts: say which',
};

/** An old free-text allergen title as a code, or why it cannot be read as one. */
export function allergenFromTitle(title: string): { code: AllergenCode } | { error: string } {
  const key = title.trim().toLowerCase().replace(/\s+/g, ' ');
  const code = TITLES[key] ?? (ALLERGEN_CODES as readonly string[]).find((c) => c === key);
  if (code) return { code: code as AllergenCode };
  return {
    error:
      AMBIGUOUS[key] ??
      `"${title}" is not one of the 14 allergens (${ALLERGENS.map((a) => a.name).join(', ')})`,
  };
}

/** Where an item's extras and builder choices declare their information (an ExtraObject's shape). */
export interface ExtrasWithInfo {
  groups: readonly { Key: string; Extras: readonly { Title: string; FoodInfo?: FoodInfo }[] }[];
  MenuBuilder?: readonly { Title: string; Choose: readonly { Item: string; FoodInfo?: FoodInfo }[] }[];
}

/**
 * One line's information: the item's declaration rolled up through what was chosen, each named as orders name
 * it (`Group` is the extras group's key or the builder step's title). Null when the item itself is not
 * declared: the line then says nothing rather than something incomplete.
 */
export function lineFoodInfo(
  item: FoodInfo | null | undefined,
  extras: ExtrasWithInfo | null | undefined,
  chosen: readonly { Group: string; ExtraTitle: string; ExtraQuantity: number }[],
): RolledUp | null {
  if (!item) return null;
  const infoOf = (group: string, title: string): FoodInfo | null => {
    const extra = extras?.groups.find((g) => g.Key === group)?.Extras.find((e) => e.Title === title);
    if (extra) return extra.FoodInfo ?? null;
    const step = extras?.MenuBuilder?.find((s) => s.Title === group);
    return step?.Choose.find((c) => c.Item === title)?.FoodInfo ?? null;
  };
  return rollUp(
    item,
    chosen.map((c) => ({ info: infoOf(c.Group, c.ExtraTitle), quantity: c.ExtraQuantity })),
  );
}

/** A dish as the menu lists it; `KcalFrom` when its kcal are the least a choice still to make can add. */
export interface Listed extends RolledUp {
  KcalFrom: boolean;
}

/**
 * A dish as the menu lists it, what cards, the allergen filter and the allergen matrix show: with the extras it
 * comes with by default (the popup's starting choices), so a dish whose dip brings the peanuts is listed with
 * peanuts. A required choice without a default (choose your bread) still counts: what every option contains,
 * the dish contains; what only some do, it may contain; it keeps a label every option keeps (a card never says
 * gluten-free beside "may contain gluten"); and its kcal are
 * "from" the lightest option.
 */
export function listedFoodInfo(
  item: FoodInfo | null | undefined,
  extras: (ExtrasWithInfo & ExtrasSource) | null | undefined,
): Listed | null {
  const chosen = Object.entries(defaultSelection(extras)).flatMap(([Group, titles]) =>
    Object.entries(titles).map(([ExtraTitle, ExtraQuantity]) => ({ Group, ExtraTitle, ExtraQuantity })),
  );
  const listed = lineFoodInfo(item, extras, chosen);
  if (!listed) return null;
  const open = (extras?.groups ?? []).filter(
    (g) => groupKind(g) === 'choose-one' && g.Extras.length > 0 && !chosen.some((c) => c.Group === g.Key),
  );
  return open.reduce<Listed>((dish, group) => withChoiceToMake(dish, group.Extras), {
    ...listed,
    KcalFrom: false,
  });
}

/** A dish with a choice still to make among these options (see listedFoodInfo). */
function withChoiceToMake(dish: Listed, options: readonly { FoodInfo?: FoodInfo }[]): Listed {
  const infos = options.map((o) => o.FoodInfo ?? null);
  const known = infos.filter((i): i is FoodInfo => i !== null);
  const always = ALLERGEN_CODES.filter(
    (c) => known.length === infos.length && known.every((i) => i.Contains.includes(c)),
  );
  const some = ALLERGEN_CODES.filter((c) =>
    known.some((i) => i.Contains.includes(c) || i.MayContain.includes(c)),
  );
  const contains = new Set([...dish.Contains, ...always]);
  const lightest =
    known.length === infos.length ? Math.min(...known.map((i) => i.Kcal ?? Infinity)) : Infinity;
  return {
    Contains: inListOrder(contains),
    MayContain: inListOrder(new Set([...dish.MayContain, ...some].filter((c) => !contains.has(c)))),
    Labels: dish.Labels.filter(
      (l) => known.length === infos.length && known.every((i) => i.Labels.includes(l)),
    ),
    Kcal: dish.Kcal === null || lightest === Infinity ? null : dish.Kcal + lightest,
    KcalFrom: true,
  };
}
