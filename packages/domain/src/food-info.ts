/**
 * UK food information (issue 34): the 14 allergens of retained Regulation (EU) 1169/2011, Annex II, the dietary
 * labels a dish can carry, and how a dish's information rolls up through the extras a customer chooses. The
 * storefront, the server's order check and the kitchen ticket all read these, so what a customer is shown is
 * what the kitchen prints.
 */

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

export const inListOrder = (codes: Set<AllergenCode>) => ALLERGEN_CODES.filter((code) => codes.has(code));

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

/**
 * What a line holds, in words, as the storefront, the receipt and the email say it: 'Contains: Gluten, Milk ·
 * May contain: Sesame', or 'Contains none of the 14 allergens' when declared free of them. Null when not
 * declared: saying nothing is better than a list that looks complete.
 */
export function allergenWords(
  info: { Contains: readonly AllergenCode[]; MayContain: readonly AllergenCode[] } | null | undefined,
): string | null {
  if (!info) return null;
  const parts = [
    info.Contains.length > 0 ? `Contains: ${info.Contains.map(allergenTitle).join(', ')}` : null,
    info.MayContain.length > 0 ? `May contain: ${info.MayContain.map(allergenTitle).join(', ')}` : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : 'Contains none of the 14 allergens';
}
