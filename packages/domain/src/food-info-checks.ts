import { ALLERGENS, ALLERGEN_CODES, KCAL_MAX, allergenName, labelName } from './food-info';
import type { AllergenCode, DietaryCode, FoodInfo } from './food-info';

/**
 * The checks on declared food information (issue 34): what contradicts itself, and the free-text titles of
 * old brand files read as codes. Apart from food-info.ts because only the import, the menu editor and the API
 * run them: the storefront's first bundle carries the lists and the roll-up, not these.
 */

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
