import { useId } from 'react';
import type { CartLine } from '@storefront/domain/cart';
import { clampAddQuantity } from '@storefront/domain/cart';
import { SPECIFY_DISH, SPECIFY_PRODUCT } from '@storefront/domain/messages';
import { formatPence } from '@storefront/domain/money';
import { DAILY_KCAL_STATEMENT, allergenTitle, type RolledUp } from '@storefront/domain/food-info';
import { FoodFacts } from '../../../../components/food-info/food-facts';
import { buttonClass } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { ExtrasGroups } from './extras-groups';
import { MenuBuilderSteps } from './menu-builder-steps';
import { Stepper } from '../../../../components/ui/stepper';
import { useExtrasChoices, type ExtrasPage, type PopupItem } from './use-extras-choices';
import { WeightPicker } from './weight-picker';
import './extras-popup.css';

// Re-exported: callers name the popup's item type from the popup.
export type { PopupItem };

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

interface ItemIntroProps {
  title: string;
  description: string | null;
  image: string | null | undefined;
  basePence: number;
  eatIn: boolean;
  weighed: boolean;
}

/** The item at the top of the popup: picture, name, eat-in note, description and base price. */
function ExtrasItemIntro({ title, description, image, basePence, eatIn, weighed }: ItemIntroProps) {
  return (
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
  );
}

interface FooterProps {
  message: string | null;
  /** The item with what is chosen now, in a line: stays in view while the customer scrolls the choices. */
  food: string | null;
  /** The page shown when builder and extras are two pages; null when they are one. */
  page: ExtrasPage | null;
  builderDone: boolean;
  onPage: (page: ExtrasPage) => void;
  quantity: number;
  addable: number | null;
  onStep: (delta: number) => void;
  canAdd: boolean;
  totalPence: number;
  onAdd: () => void;
}

/** The footer: the validation message, then Next on the builder page, else Back, quantity and Add. */
function ExtrasPopupFooter(props: FooterProps) {
  const { message, page, builderDone, onPage, quantity, addable, onStep, canAdd, totalPence, onAdd } = props;
  return (
    <div className="extras-popup__footer">
      {props.food ? <p className="extras-popup__food-line">{props.food}</p> : null}
      <p className="extras-popup__message" role="status">
        {message}
      </p>
      {page === 'builder' ? (
        <button
          type="button"
          className={buttonClass('primary', 'extras-popup__add')}
          disabled={!builderDone}
          onClick={() => onPage('extras')}
        >
          Next
        </button>
      ) : (
        <div className="extras-popup__actions">
          {page !== null ? (
            <button type="button" className={buttonClass('outline')} onClick={() => onPage('builder')}>
              Back
            </button>
          ) : null}
          <Stepper
            value={quantity}
            label="Quantity"
            names={{ increase: 'Increase quantity', decrease: 'Decrease quantity' }}
            canDecrease={quantity > 1}
            canIncrease={addable === null || quantity < addable}
            onStep={onStep}
          />
          <button
            type="button"
            className={buttonClass('primary', 'extras-popup__add')}
            disabled={!canAdd}
            onClick={onAdd}
          >
            <span>Add to cart</span>
            <span className="extras-popup__total">{formatPence(totalPence)}</span>
          </button>
        </div>
      )}
    </div>
  );
}

/** 'Gluten, Milk · 830 kcal': the chosen item's allergens and kcal in one short line; null when undeclared. */
function foodLine(info: RolledUp | null): string | null {
  if (!info) return null;
  const allergens = info.Contains.length > 0 ? info.Contains.map(allergenTitle).join(', ') : 'No allergens';
  return `${allergens}${info.Kcal !== null ? ` · ${info.Kcal} kcal` : ''}`;
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
  const c = useExtrasChoices(item, addable, weighed, onAdd);
  const heading = item.kind === 'recipe' ? SPECIFY_DISH : SPECIFY_PRODUCT;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={heading}
      className="extras-popup"
      footer={
        <ExtrasPopupFooter
          message={c.validation.message}
          food={foodLine(c.foodInfo)}
          page={c.twoPages ? c.page : null}
          builderDone={c.builderDone}
          onPage={c.setPage}
          quantity={c.quantity}
          addable={addable}
          onStep={(delta) => c.setQuantity((q) => clampAddQuantity(q + delta, addable))}
          canAdd={c.canAdd}
          totalPence={c.unitPence * c.quantity}
          onAdd={c.add}
        />
      }
    >
      <ExtrasItemIntro
        title={c.title}
        description={c.description}
        image={c.image}
        basePence={c.basePence}
        eatIn={eatIn}
        weighed={weighed}
      />

      {c.foodInfo || c.legacyAllergens.length > 0 ? (
        <div className="extras-popup__food">
          <h3 className="extras-popup__food-title" id={`${idPrefix}-food`}>
            Allergens with your choices
          </h3>
          <div aria-live="polite">
            <FoodFacts info={c.foodInfo} legacy={c.legacyAllergens} label="Allergens with your choices" />
          </div>
          {c.foodInfo?.Kcal != null ? (
            <p className="extras-popup__kcal-note">{DAILY_KCAL_STATEMENT}.</p>
          ) : null}
        </div>
      ) : null}
      {c.showBuilder ? (
        <MenuBuilderSteps steps={c.steps} state={c.builder} onChoose={c.onChoose} idPrefix={idPrefix} />
      ) : null}
      {c.showExtras && c.source ? (
        <ExtrasGroups
          source={c.source}
          selection={c.selection}
          onChange={c.onExtra}
          idPrefix={idPrefix}
          label={item.kind === 'recipe' ? 'Recipe Extras' : 'Product Extras'}
        />
      ) : null}
      {weighed ? (
        <WeightPicker
          weightKg={c.weightKg}
          perKgPence={c.perKgPence}
          onChange={c.setWeightKg}
          idPrefix={idPrefix}
        />
      ) : null}
    </Dialog>
  );
}
