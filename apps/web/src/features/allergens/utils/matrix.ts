import { ALLERGEN_CODES, labelName, type AllergenCode, type FoodInfo } from '@storefront/domain/food-info';
import type { ListedFoodInfo as Listed } from '@storefront/contract/food-info';
import type { MatrixItem } from '../api/get-allergen-matrix';

/** What one cell of the matrix says of one allergen in one dish. */
export type Mark = 'contains' | 'may-contain' | null;

/**
 * One row: the dish as the menu lists it (with its Default extras, and what a choice it still needs may add),
 * null when it is not declared.
 */
export interface MatrixRow {
  id: number;
  title: string;
  listed: Listed | null;
  /** What a portion is ('1 burger, 310 g'), when the seller says. */
  portion: string | null;
}

export const matrixRow = (item: MatrixItem): MatrixRow => ({
  id: item.Id,
  title: item.Title,
  listed: item.Listed,
  portion: item.FoodInfo?.Portion ?? null,
});

export function markOf(listed: Listed, code: AllergenCode): Mark {
  if (listed.Contains.includes(code)) return 'contains';
  if (listed.MayContain.includes(code)) return 'may-contain';
  return null;
}

/** A dietary label by its name: the brand's own title for a label it adds, else the built-in name. */
export function labelTitle(code: string, brandLabels: readonly { Code: string; Title: string }[]): string {
  return brandLabels.find((label) => label.Code === code)?.Title ?? labelName(code);
}

/** An extra or a builder's choice that changes what a dish contains when a customer picks it. */
export interface ExtraNote {
  dish: string;
  /** The extra's or the builder choice's title. */
  extra: string;
  /** Its own declaration; null when the seller has not declared it. */
  contains: readonly AllergenCode[] | null;
  mayContain: readonly AllergenCode[];
}

const adds = (info: Pick<FoodInfo, 'Contains' | 'MayContain'>, listed: Listed) =>
  info.Contains.some((code) => !listed.Contains.includes(code)) ||
  info.MayContain.some((code) => !listed.Contains.includes(code) && !listed.MayContain.includes(code));

/**
 * What choosing one of a declared dish's other extras or builder choices would add: each one declaring an
 * allergen the listed dish lacks, with its own declaration in full, and each one not declared at all (it could
 * add anything: ask). Default extras are already counted in the row.
 */
export function extraNotes(item: MatrixItem): ExtraNote[] {
  const listed = item.Listed;
  if (!listed) return [];
  const notes: ExtraNote[] = [];
  const note = (extra: string, info: FoodInfo | undefined) => {
    const dish = item.Title;
    if (!info) notes.push({ dish, extra, contains: null, mayContain: [] });
    else if (adds(info, listed))
      notes.push({ dish, extra, contains: inOrder(info.Contains), mayContain: inOrder(info.MayContain) });
  };
  for (const group of item.Extras?.groups ?? [])
    for (const extra of uniqueBy(group.Extras, (e) => e.Title))
      if (!extra.Default) note(extra.Title, extra.FoodInfo);
  for (const step of item.Extras?.MenuBuilder ?? [])
    for (const choice of uniqueBy(step.Choose, (c) => c.Item)) note(choice.Item, choice.FoodInfo);
  // An extra offered in two groups alike is one choice to the customer: said once.
  return uniqueBy(notes, (n) => JSON.stringify([n.extra, n.contains, n.mayContain]));
}

const inOrder = (codes: readonly AllergenCode[]) => ALLERGEN_CODES.filter((code) => codes.includes(code));

function uniqueBy<T>(list: readonly T[], key: (value: T) => string): T[] {
  const seen = new Set<string>();
  return list.filter((value) => !seen.has(key(value)) && Boolean(seen.add(key(value))));
}
