import { useState } from 'react';
import type { Product, Recipe } from '@storefront/contract/catalog';
import type { CartLine } from '@storefront/domain/cart';
import {
  choicesFoodInfo,
  choicesUnitPence,
  productBasePence,
  productCartLine,
  recipeCartLine,
  type ItemChoices,
} from '@storefront/domain/cart-line';
import {
  defaultSelection,
  stepExtra,
  toggleExtra,
  validateSelection,
  type ExtraSelection,
} from '@storefront/domain/extras';
import { builderAllowsAdd, choose, type BuilderState } from '@storefront/domain/menu-builder';
import { toPence } from '@storefront/domain/money';
import { DEFAULT_WEIGHT_KG } from '@storefront/domain/weights';
import type { ExtraEvent } from './extras-groups';

/** The item the popup shapes: a dish or a product, as the catalogue serves it. */
export type PopupItem = { kind: 'recipe'; recipe: Recipe } | { kind: 'product'; product: Product };

export type ExtrasPage = 'builder' | 'extras';

function facts(item: PopupItem) {
  if (item.kind === 'recipe') {
    const r = item.recipe;
    return {
      title: r.RecipeTitle,
      description: r.RecipeDescription,
      image: r.RecipeImage,
      basePence: toPence(r.RecipePrice),
      source: r.RecipeExtraObject,
      info: r.FoodInfo,
      legacyAllergens: r.Allergens,
    };
  }
  const p = item.product;
  return {
    title: p.ProductTitle,
    description: null,
    image: p.ProductImageUrl,
    basePence: productBasePence(p),
    source: p.ProductExtraObject,
    info: p.FoodInfo,
    legacyAllergens: [],
  };
}

/**
 * The extras popup's choices and the domain's verdict on them (selection, builder steps, quantity, weight,
 * page), apart from the popup so its markup reads on its own.
 */
export function useExtrasChoices(
  item: PopupItem,
  addable: number | null,
  weighed: boolean,
  onAdd: (line: CartLine) => void,
) {
  const itemFacts = facts(item);
  const { basePence, source } = itemFacts;
  const steps = source?.MenuBuilder ?? [];
  const groups = (source?.groups ?? []).filter((g) => g.Extras.length > 0);
  const twoPages = steps.length > 0 && groups.length > 0 && source?.mergePopups !== true;

  // The extras the dish comes with start chosen; the customer may change them.
  const [selection, setSelection] = useState<ExtraSelection>(() => defaultSelection(source));
  const [builder, setBuilder] = useState<BuilderState>([]);
  const [quantity, setQuantity] = useState(1);
  const [weightKg, setWeightKg] = useState<number>(DEFAULT_WEIGHT_KG);
  const [page, setPage] = useState<ExtrasPage>(twoPages ? 'builder' : 'extras');

  const choices: ItemChoices = { selection, builder, quantity, weightKg: weighed ? weightKg : null };
  const validation = validateSelection(selection, source);
  const builderDone = builderAllowsAdd(steps, builder);
  const withinMax = addable === null || quantity <= addable;
  const canAdd = validation.canAdd && builderDone && withinMax && quantity >= 1;

  const onExtra = (event: ExtraEvent) => {
    const change =
      event.kind === 'toggle'
        ? toggleExtra(selection, source, event.groupKey, event.title)
        : stepExtra(selection, source, event.groupKey, event.title, event.delta);
    if (change.ok) setSelection(change.selection);
  };
  const onChoose = (stepId: number, chosen: string) => {
    const change = choose(steps, builder, stepId, chosen);
    if (change.ok) setBuilder(change.state);
  };
  const add = () => {
    if (!canAdd) return;
    onAdd(
      item.kind === 'recipe' ? recipeCartLine(item.recipe, choices) : productCartLine(item.product, choices),
    );
  };

  return {
    ...itemFacts,
    steps,
    twoPages,
    showBuilder: steps.length > 0 && (!twoPages || page === 'builder'),
    showExtras: groups.length > 0 && (!twoPages || page === 'extras'),
    selection,
    builder,
    quantity,
    setQuantity,
    weightKg,
    setWeightKg,
    page,
    setPage,
    validation,
    builderDone,
    canAdd,
    unitPence: choicesUnitPence(basePence, source, choices),
    /** The item with what is chosen now: allergens, the labels it keeps, kcal per one. */
    foodInfo: choicesFoodInfo(itemFacts.info, source, choices),
    perKgPence: choicesUnitPence(basePence, source, { ...choices, weightKg: null }),
    onExtra,
    onChoose,
    add,
  };
}
