import type { FoodInfo, FoodInfoInput } from '@storefront/contract/food-info';
import {
  ALLERGEN_CODES,
  DIETARY_LABELS,
  allergenTitle,
  type AllergenCode,
} from '@storefront/domain/food-info';

/** What the owner says of one allergen: nothing (''), it contains it, or it may contain it. */
export type AllergenChoice = '' | 'contains' | 'may';

/**
 * Food information as the editor holds it (an item's, an extra's or a builder choice's): kcal as typed.
 * `declared` off is "not filled in yet" (sent as null, or left out on an extra); on with nothing chosen is an
 * explicit "contains none of the 14".
 */
export interface FoodDraft {
  declared: boolean;
  allergens: Partial<Record<AllergenCode, AllergenChoice>>;
  labels: string[];
  kcal: string;
  portion: string;
}

/** A dietary label the form offers: the five built in and the brand's own. */
export interface LabelOption {
  code: string;
  name: string;
}

export const builtInLabels = (): LabelOption[] => DIETARY_LABELS.map((l) => ({ code: l.code, name: l.name }));

/** The labels offered: the five built in, the brand's own, and any the item keeps that neither has. */
export function labelOptions(
  brand: readonly { Code: string; Title: string }[],
  kept: readonly string[] = [],
) {
  const offered = [...builtInLabels(), ...brand.map((l) => ({ code: l.Code, name: l.Title }))];
  const known = new Set(offered.map((l) => l.code));
  return [...offered, ...kept.filter((c) => !known.has(c)).map((code) => ({ code, name: code }))];
}

export function toFoodDraft(info: FoodInfo | FoodInfoInput | null | undefined): FoodDraft {
  const allergens: FoodDraft['allergens'] = {};
  for (const code of info?.MayContain ?? []) allergens[code] = 'may';
  for (const code of info?.Contains ?? []) allergens[code] = 'contains';
  return {
    declared: Boolean(info),
    allergens,
    labels: [...(info?.Labels ?? [])],
    kcal: info?.Kcal === null || info?.Kcal === undefined ? '' : String(info.Kcal),
    portion: info?.Portion ?? '',
  };
}

const WHOLE = /^\d+$/;

/** The declaration to send (null when not declared); kcal that is no whole number stays NaN for the check. */
export function fromFoodDraft(draft: FoodDraft): FoodInfo | null {
  if (!draft.declared) return null;
  const chosen = (choice: AllergenChoice) => ALLERGEN_CODES.filter((c) => draft.allergens[c] === choice);
  const kcal = draft.kcal.trim();
  return {
    Contains: chosen('contains'),
    MayContain: chosen('may'),
    Labels: draft.labels,
    Kcal: kcal === '' ? null : WHOLE.test(kcal) ? Number(kcal) : Number.NaN,
    Portion: draft.portion.trim() || null,
  };
}

/** The typed kcal the schema cannot read, keyed as the schema keys its own (`<prefix>Kcal`). */
export function foodDraftIssues(draft: FoodDraft, prefix = ''): Record<string, string> {
  const kcal = draft.kcal.trim();
  return draft.declared && kcal !== '' && !WHOLE.test(kcal)
    ? { [`${prefix}Kcal`]: 'Enter the calories as a whole number, such as 450, or leave it empty' }
    : {};
}

/** One line saying what a draft declares, for a closed disclosure ("Not declared", "Milk · may contain: Soya"). */
export function foodSummary(draft: FoodDraft): string {
  if (!draft.declared) return 'Not declared';
  const info = fromFoodDraft(draft)!;
  const parts = [
    info.Contains.length ? info.Contains.map(allergenTitle).join(', ') : 'None of the 14',
    info.MayContain.length ? `may contain ${info.MayContain.map(allergenTitle).join(', ')}` : null,
    draft.kcal.trim() ? `${draft.kcal.trim()} kcal` : null,
  ];
  return parts.filter(Boolean).join(' · ');
}
