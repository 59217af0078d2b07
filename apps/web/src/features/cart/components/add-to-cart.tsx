import { Suspense, useState } from 'react';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { opensExtrasPopup, startAdd } from '@storefront/domain/add-flow';
import { isMaxBuyReached, maxAddable, type CartLine } from '@storefront/domain/cart';
import { NO_CHOICES, productCartLine, recipeCartLine } from '@storefront/domain/cart-line';
import { deliveryTypeOptions, type DeliveryType } from '@storefront/domain/delivery-type';
import {
  ADDED_TOAST_MS,
  MAX_BUY_REACHED,
  MAX_BUY_TOAST_MS,
  SUCCESSFULLY_ADDED,
} from '@storefront/domain/messages';
import { isSoldByKg } from '@storefront/domain/weights';
import { buttonClass } from '../../../components/ui/button';
import { CartIcon } from '../../../components/ui/icons';
import { lazyWithPreload } from '../../../components/ui/lazy';
import { notify } from '../../../components/ui/toast';
import { brandSession } from '../../../lib/brand-storage';
import { chooseDeliveryType, readDeliveryType } from '../../../lib/delivery-type-store';
import type { PopupItem } from './extras/extras-popup';
import { addLine, readCart } from '../../../lib/cart-store';
import './add-to-cart.css';

const ExtrasPopup = lazyWithPreload(() => import('./extras/extras-popup'));
const DeliveryTypePopup = lazyWithPreload(
  () => import('../../../components/delivery-type/delivery-type-popup'),
);

function extraSource(item: PopupItem) {
  return item.kind === 'recipe' ? item.recipe.RecipeExtraObject : item.product.ProductExtraObject;
}

function isWeighed(item: PopupItem, config: WebCustomerConfig): boolean {
  return (
    item.kind === 'product' &&
    config.AdditionalDetail?.PopupOnKgItems === true &&
    isSoldByKg(item.product.ProductUnits)
  );
}

/** How many more of a recipe the cart takes (max buy minus what it holds); null for products and no limit. */
function addableNow(brand: string, item: PopupItem): number | null {
  if (item.kind !== 'recipe') return null;
  return maxAddable(item.recipe.RecipeId, item.recipe.RecipeMaxBuyAllowed, readCart(brand).recipes);
}

/**
 * After a line is in the cart: 'Successfully Added' for 1.3 s and, when the session holds an order being
 * amended (orderId), the amended flag (spec §4). A refused add is the max buy reached.
 */
export function addWithFeedback(brand: string, line: CartLine): boolean {
  const change = addLine(brand, line);
  if (!change.ok) {
    void notify(MAX_BUY_REACHED, { type: 'error', duration: MAX_BUY_TOAST_MS });
    return false;
  }
  if (brandSession(brand).get('orderId')) brandSession(brand).set('amended', true);
  void notify(SUCCESSFULLY_ADDED, { type: 'success', duration: ADDED_TOAST_MS });
  return true;
}

interface AddToCartProps {
  brand: string;
  config: WebCustomerConfig;
  item: PopupItem;
  /** A product without stock: the button shows but cannot be used (spec §5). */
  disabled?: boolean;
  /** The item's name: the button reads 'Add Margherita to cart'. */
  itemTitle: string;
  /** Called once the item is in the cart (the recommendations popup takes it off its list). */
  onAdded?: () => void;
  compact?: boolean;
}

type Open = 'popup' | 'delivery-type' | null;

/**
 * The add decision behind the button (spec §4), kept apart from the markup so AddToCart stays readable:
 * the max-buy toast, the delivery-type popup, the extras popup, or straight into the cart.
 */
function useAddFlow(
  brand: string,
  config: WebCustomerConfig,
  item: PopupItem,
  onAdded: (() => void) | undefined,
) {
  const [open, setOpen] = useState<Open>(null);
  const weighed = isWeighed(item, config);
  const options = deliveryTypeOptions(config.DeliveryTypes);

  const proceed = (type: DeliveryType | null) => {
    const cart = readCart(brand);
    const step = startAdd({
      kind: item.kind,
      maxBuyReached:
        item.kind === 'recipe' &&
        isMaxBuyReached(item.recipe.RecipeId, item.recipe.RecipeMaxBuyAllowed, cart.recipes),
      deliveryTypePopup: config.DeliveryTypePopup,
      deliveryTypesOffered: options.length > 0,
      deliveryType: type,
      opensPopup: opensExtrasPopup(extraSource(item), weighed),
    });
    if (step === 'max-buy') void notify(MAX_BUY_REACHED, { type: 'error', duration: MAX_BUY_TOAST_MS });
    else if (step === 'delivery-type' || step === 'popup') setOpen(step);
    else {
      setOpen(null);
      const line =
        item.kind === 'recipe'
          ? recipeCartLine(item.recipe, NO_CHOICES)
          : productCartLine(item.product, NO_CHOICES);
      if (addWithFeedback(brand, line)) onAdded?.();
    }
  };

  return { open, setOpen, weighed, options, proceed };
}

/**
 * Add to Cart on a card (spec §4): the max-buy toast instead of the popup when the recipe's max buy is in the
 * cart; on a product card the delivery-type popup first when DeliveryTypePopup is on and no type is chosen;
 * then the extras popup when the item has anything to choose, else straight into the cart. The popups'
 * code loads on first use.
 */
export function AddToCart({
  brand,
  config,
  item,
  disabled = false,
  itemTitle,
  onAdded,
  compact,
}: AddToCartProps) {
  const { open, setOpen, weighed, options, proceed } = useAddFlow(brand, config, item, onAdded);

  const preload = () => {
    void ExtrasPopup.preload();
    if (config.DeliveryTypePopup && item.kind === 'product') void DeliveryTypePopup.preload();
  };

  return (
    <>
      <button
        type="button"
        className={buttonClass('primary', compact ? 'add-to-cart add-to-cart--compact' : 'add-to-cart')}
        disabled={disabled}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => proceed(readDeliveryType())}
      >
        <CartIcon />
        <span>
          Add<span className="visually-hidden"> {itemTitle} to cart</span>
        </span>
      </button>
      {open === 'delivery-type' ? (
        <Suspense fallback={null}>
          <DeliveryTypePopup
            open
            onOpenChange={(next) => !next && setOpen(null)}
            title={config.DeliveryTypes.Title || 'How would you like your order?'}
            options={options}
            current={null}
            onChoose={(type) => {
              chooseDeliveryType(type);
              proceed(type);
            }}
          />
        </Suspense>
      ) : null}
      {open === 'popup' ? (
        <Suspense fallback={null}>
          <ExtrasPopup
            open
            onOpenChange={(next) => !next && setOpen(null)}
            item={item}
            addable={addableNow(brand, item)}
            weighed={weighed}
            eatIn={readDeliveryType() === 'EatIn'}
            onAdd={(line) => {
              setOpen(null);
              if (addWithFeedback(brand, line)) onAdded?.();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
