import { useId, useState } from 'react';
import type { Product, Recipe } from '@storefront/contract/catalog';
import type { CartLine } from '@storefront/domain/cart';
import { clampAddQuantity } from '@storefront/domain/cart';
import {
  choicesUnitPence,
  productBasePence,
  productCartLine,
  recipeCartLine,
  type ItemChoices,
} from '@storefront/domain/cart-line';
import { stepExtra, toggleExtra, validateSelection, type ExtraSelection } from '@storefront/domain/extras';
import { builderAllowsAdd, choose, type BuilderState } from '@storefront/domain/menu-builder';
import { SPECIFY_DISH, SPECIFY_PRODUCT } from '@storefront/domain/messages';
import { formatPence, toPence } from '@storefront/domain/money';
import { DEFAULT_WEIGHT_KG } from '@storefront/domain/weights';
import { buttonClass } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { ExtrasGroups, type ExtraEvent } from './extras-groups';
import { MenuBuilderSteps } from './menu-builder-steps';
import { Stepper } from '../../../../components/ui/stepper';
import { WeightPicker } from './weight-picker';
import './extras-popup.css';

/** The item the popup shapes: a dish or a product, as the catalogue serves it. */
export type PopupItem = { kind: 'recipe'; recipe: Recipe } | { kind: 'product'; product: Product };

export interface ExtrasPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: PopupItem;
  /** How many more may be added: the recipe's max buy minus what the cart holds; null without a limit. */
  addable: number | null;
  /** A kg item of a brand with PopupOnKgItems: the weight is chosen here. */
  weighed: boolean;
  /** The eat-in variant says so under the title. */
  eatIn: boolean;
  /** Called with the line to add; the caller adds it, shows the toast and closes the popup. */
  onAdd: (line: CartLine) => void;
}

function facts(item: PopupItem) {
  if (item.kind === 'recipe') {
    const r = item.recipe;
    return {
      title: r.RecipeTitle,
      description: r.RecipeDescription,
      image: r.RecipeImage,
      basePence: toPence(r.RecipePrice),
      source: r.RecipeExtraObject,
    };
  }
  const p = item.product;
  return {
    title: p.ProductTitle,
    description: null,
    image: p.ProductImageUrl,
    basePence: productBasePence(p),
    source: p.ProductExtraObject,
  };
}

/**
 * The extras popup (spec §2 "Other UI", §4, §5): 'Specify your Dish' or 'Specify your Product'. It shows the
 * menu builder's steps, the extras groups (under their sections in the 'Recipe Extras' view), the weight of a
 * kg item and the quantity, and enables Add only when the domain's rules allow it. With a menu builder and
 * groups that are not merged (mergePopups), the builder comes first and the extras on a second page.
 */
export default function ExtrasPopup({
  open,
  onOpenChange,
  item,
  addable,
  weighed,
  eatIn,
  onAdd,
}: ExtrasPopupProps) {
  const idPrefix = useId();
  const { title, description, image, basePence, source } = facts(item);
  const steps = source?.MenuBuilder ?? [];
  const groups = (source?.groups ?? []).filter((g) => g.Extras.length > 0);
  const twoPages = steps.length > 0 && groups.length > 0 && source?.mergePopups !== true;

  const [selection, setSelection] = useState<ExtraSelection>({});
  const [builder, setBuilder] = useState<BuilderState>([]);
  const [quantity, setQuantity] = useState(1);
  const [weightKg, setWeightKg] = useState<number>(DEFAULT_WEIGHT_KG);
  const [page, setPage] = useState<'builder' | 'extras'>(twoPages ? 'builder' : 'extras');

  const choices: ItemChoices = { selection, builder, quantity, weightKg: weighed ? weightKg : null };
  const validation = validateSelection(selection, source);
  const builderDone = builderAllowsAdd(steps, builder);
  const withinMax = addable === null || quantity <= addable;
  const canAdd = validation.canAdd && builderDone && withinMax && quantity >= 1;
  const unitPence = choicesUnitPence(basePence, source, choices);
  const perKgPence = choicesUnitPence(basePence, source, { ...choices, weightKg: null });

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

  const showBuilder = steps.length > 0 && (!twoPages || page === 'builder');
  const showExtras = groups.length > 0 && (!twoPages || page === 'extras');
  const heading = item.kind === 'recipe' ? SPECIFY_DISH : SPECIFY_PRODUCT;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={heading} className="extras-popup">
      <div className="extras-popup__item">
        {image ? <img className="extras-popup__image" src={image} alt="" width={88} height={88} /> : null}
        <div className="extras-popup__intro">
          <h3 className="extras-popup__name">{title}</h3>
          {eatIn ? <p className="extras-popup__variant">Eat in</p> : null}
          {description ? <p className="extras-popup__description">{description}</p> : null}
          <p className="extras-popup__base">
            {formatPence(basePence)}
            {weighed ? ' per kg' : ''}
          </p>
        </div>
      </div>

      {showBuilder ? (
        <MenuBuilderSteps steps={steps} state={builder} onChoose={onChoose} idPrefix={idPrefix} />
      ) : null}
      {showExtras && source ? (
        <ExtrasGroups
          source={source}
          selection={selection}
          onChange={onExtra}
          idPrefix={idPrefix}
          label={item.kind === 'recipe' ? 'Recipe Extras' : 'Product Extras'}
        />
      ) : null}
      {weighed ? (
        <WeightPicker
          weightKg={weightKg}
          perKgPence={perKgPence}
          onChange={setWeightKg}
          idPrefix={idPrefix}
        />
      ) : null}

      <div className="extras-popup__footer">
        <p className="extras-popup__message" role="status">
          {validation.message}
        </p>
        {twoPages && page === 'builder' ? (
          <button
            type="button"
            className={buttonClass('primary', 'extras-popup__add')}
            disabled={!builderDone}
            onClick={() => setPage('extras')}
          >
            Next
          </button>
        ) : (
          <div className="extras-popup__actions">
            {twoPages ? (
              <button type="button" className={buttonClass('outline')} onClick={() => setPage('builder')}>
                Back
              </button>
            ) : null}
            <Stepper
              value={quantity}
              label="Quantity"
              names={{ increase: 'Increase quantity', decrease: 'Decrease quantity' }}
              canDecrease={quantity > 1}
              canIncrease={addable === null || quantity < addable}
              onStep={(delta) => setQuantity((q) => clampAddQuantity(q + delta, addable))}
            />
            <button
              type="button"
              className={buttonClass('primary', 'extras-popup__add')}
              disabled={!canAdd}
              onClick={add}
            >
              <span>Add to cart</span>
              <span className="extras-popup__total">{formatPence(unitPence * quantity)}</span>
            </button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
