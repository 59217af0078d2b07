import { defaultSelection, groupKind, type ExtrasSource } from './extras';
import {
  ALLERGEN_CODES,
  inListOrder,
  lineFoodInfo,
  type ExtrasWithInfo,
  type FoodInfo,
  type RolledUp,
} from './food-info';

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
