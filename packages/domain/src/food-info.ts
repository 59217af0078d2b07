/**
 * UK food information (issue 34): the 14 allergens of retained Regulation (EU) 1169/2011, Annex II, the dietary
 * labels a dish can carry, and how a dish's information rolls up through the extras a customer chooses. The
 * storefront, the server's order check and the kitchen ticket all read these, so what a customer is shown is
 * what the kitchen prints.
 */

export const ALLERGENS = [
  { code: 'celery', name: 'Celery', icon: 'celery' },
  { code: 'gluten', name: 'Cereals containing gluten', icon: 'gluten' },
  { code: 'crustaceans', name: 'Crustaceans', icon: 'crustaceans' },
  { code: 'eggs', name: 'Eggs', icon: 'eggs' },
  { code: 'fish', name: 'Fish', icon: 'fish' },
  { code: 'lupin', name: 'Lupin', icon: 'lupin' },
  { code: 'milk', name: 'Milk', icon: 'milk' },
  { code: 'molluscs', name: 'Molluscs', icon: 'molluscs' },
  { code: 'mustard', name: 'Mustard', icon: 'mustard' },
  { code: 'tree-nuts', name: 'Tree nuts', icon: 'nuts' },
  { code: 'peanuts', name: 'Peanuts', icon: 'peanuts' },
  { code: 'sesame', name: 'Sesame', icon: 'sesame' },
  { code: 'soya', name: 'Soya', icon: 'soya' },
  { code: 'sulphites', name: 'Sulphur dioxide and sulphites', icon: 'sulphites' },
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
 * What an item or an extra declares. `labels` are the dietary labels it keeps: an extra chosen on a dish takes
 * away every label of the dish that the extra does not carry ("add cheese", vegetarian but not vegan, makes a
 * vegan dish vegetarian). `kcal` null: not declared.
 */
export interface FoodInfo {
  contains: readonly AllergenCode[];
  mayContain: readonly AllergenCode[];
  labels: readonly string[];
  kcal: number | null;
}

export interface Chosen {
  info: FoodInfo;
  quantity: number;
}

/** A line's information: its own with its chosen extras'; kcal per one of the line, null when any part lacks it. */
export interface RolledUp {
  contains: AllergenCode[];
  mayContain: AllergenCode[];
  labels: string[];
  kcal: number | null;
}

const inListOrder = (codes: Set<AllergenCode>) => ALLERGEN_CODES.filter((code) => codes.has(code));

/**
 * The dish with its chosen extras: allergens are the union (a "may contain" already contained is dropped), the
 * labels those of the dish that every chosen extra also carries, and kcal the dish's plus each extra's times its
 * quantity. An extra chosen 0 times is not chosen.
 */
export function rollUp(dish: FoodInfo, chosen: readonly Chosen[]): RolledUp {
  const taken = chosen.filter((c) => c.quantity > 0);
  const contains = new Set<AllergenCode>(dish.contains);
  const mayContain = new Set<AllergenCode>(dish.mayContain);
  let labels = [...new Set(dish.labels)];
  let kcal = dish.kcal;
  for (const { info, quantity } of taken) {
    for (const code of info.contains) contains.add(code);
    for (const code of info.mayContain) mayContain.add(code);
    labels = labels.filter((label) => info.labels.includes(label));
    kcal = kcal === null || info.kcal === null ? null : kcal + info.kcal * quantity;
  }
  for (const code of contains) mayContain.delete(code);
  return { contains: inListOrder(contains), mayContain: inListOrder(mayContain), labels, kcal };
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
  for (const label of info.labels) {
    const excluded = LABEL_EXCLUDES[label as DietaryCode] ?? [];
    const clash = excluded.filter((code) => info.contains.includes(code));
    if (clash.length > 0)
      problems.push(
        `${labelName(label)} cannot contain ${clash.map((c) => allergenName(c).toLowerCase()).join(', ')}`,
      );
  }
  const both = info.contains.filter((code) => info.mayContain.includes(code));
  if (both.length > 0)
    problems.push(`${both.map(allergenName).join(', ')}: either contains or may contain, not both`);
  if (info.kcal !== null && !(Number.isInteger(info.kcal) && info.kcal >= 0 && info.kcal <= KCAL_MAX))
    problems.push(`Calories must be a whole number from 0 to ${KCAL_MAX}`);
  return problems;
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
