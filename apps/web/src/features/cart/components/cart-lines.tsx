import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import {
  isMaxBuyReached,
  lineTotalPence,
  lineUnitPence,
  type CartLine,
  type CartRecipeLine,
} from '@storefront/domain/cart';
import { toOrderOption, type DeliveryType } from '@storefront/domain/delivery-type';
import type { CartExtra } from '@storefront/domain/extra-detail';
import { outsideHoursMessage } from '@storefront/domain/menu-hours';
import { formatPence } from '@storefront/domain/money';
import { earliestTime } from '@storefront/domain/schedule';
import { formatWeight } from '@storefront/domain/weights';
import { useMenuNow } from '../../../lib/menu-clock';
import { unavailableText } from '../../../components/delivery-type/offered-note';
import { Stepper } from '../../../components/ui/stepper';
import { LineAllergens } from '../../../components/food-info/line-allergens';
import { useOrderConfig } from '../../../lib/queries/order-config';
import { changeLine, type CartKind, type CartLines as Lines } from '../../../lib/cart-store';

interface CartLinesProps {
  brand: string;
  config: WebCustomerConfig;
  cart: Lines;
  type: DeliveryType | null;
}

/**
 * When the cart's order would be due if placed now (as soon as possible): the chosen type's earliest time
 * under the brand's rules, or now before a type is chosen or the rules are known; and now. Moves on with the
 * minutes.
 */
function useAsapTime(
  brand: string,
  type: DeliveryType | null,
  live: boolean,
): { due: Date; now: Date } | null {
  const now = useMenuNow(live);
  const rules = useOrderConfig(brand).data;
  const option = toOrderOption(type);
  if (!now) return null;
  return { due: option && rules ? earliestTime(option, rules, now) : now, now };
}

/** 'Brioche bun · Garlic mayo × 2': a line's extras as one short text. */
function extrasText(extras: readonly CartExtra[]): string {
  return extras.map((e) => ((e.Quantity ?? 1) > 1 ? `${e.Title} × ${e.Quantity}` : e.Title)).join(' · ');
}

interface LineView {
  kind: CartKind;
  index: number;
  key: string;
  title: string;
  image: string | null;
  quantity: number;
  extras: readonly CartExtra[];
  weightKg: number | null;
  locked: boolean;
  canIncrease: boolean;
  line: CartLine;
}

function views(cart: Lines): LineView[] {
  const recipes: readonly CartRecipeLine[] = cart.recipes;
  return [
    ...recipes.map((l, index) => ({
      kind: 'recipe' as const,
      index,
      key: `recipe-${index}-${l.RecipeId}`,
      title: l.RecipeTitle,
      image: l.RecipeImage,
      quantity: l.RecipeQuantity,
      extras: l.RecipeExtraObject,
      weightKg: null,
      locked: l.socialDiscountItem,
      canIncrease: !l.socialDiscountItem && !isMaxBuyReached(l.RecipeId, l.RecipeMaxBuyAllowed, recipes),
      line: l,
    })),
    ...cart.products.map((l, index) => ({
      kind: 'product' as const,
      index,
      key: `product-${index}-${l.ProductId}`,
      title: l.ProductTitle,
      image: l.ProductImageUrl,
      quantity: l.ProductQuantity,
      extras: l.ProductExtraObject,
      weightKg: l.WeightKg ?? null,
      locked: false,
      canIncrease: true,
      line: l,
    })),
  ];
}

/**
 * The side cart's lines (spec §4 "Cart quantity"): minus at 1 removes the line, plus stops at the recipe's
 * max buy, social-discount lines are fixed; the total is quantity × unit price. A line whose item is not
 * offered for the chosen delivery type is highlighted and says so; so is one whose item is not served at the
 * time the order would be due (its menu hours, issue 19), as the checkout will refuse it for that time.
 */
export function CartLines({ brand, config, cart, type }: CartLinesProps) {
  const lines = views(cart);
  const asap = useAsapTime(
    brand,
    type,
    lines.some((v) => Boolean(v.line.Hours?.length)),
  );
  return (
    <ul className="cart-lines" aria-label="Items in your cart">
      {lines.map((v) => {
        const unavailable =
          unavailableText(config, v.line, type) ??
          (asap && outsideHoursMessage(v.title, v.line.Hours, asap.due, asap.now));
        const total = lineTotalPence(lineUnitPence(v.line), v.quantity);
        return (
          <li key={v.key} className={unavailable ? 'cart-line cart-line--unavailable' : 'cart-line'}>
            {v.image ? (
              <img className="cart-line__image" src={v.image} alt="" width={56} height={56} />
            ) : (
              <span className="cart-line__image cart-line__image--blank" aria-hidden="true">
                {v.title.slice(0, 1)}
              </span>
            )}
            <div className="cart-line__main">
              <p className="cart-line__title">
                {v.title}
                {v.weightKg !== null ? (
                  <span className="cart-line__weight"> · {formatWeight(v.weightKg)}</span>
                ) : null}
              </p>
              {v.extras.length > 0 ? <p className="cart-line__extras">{extrasText(v.extras)}</p> : null}
              <LineAllergens info={v.line.FoodInfo} labels />
              {unavailable ? <p className="cart-line__unavailable">{unavailable}</p> : null}
              <div className="cart-line__row">
                {v.locked ? (
                  <p className="cart-line__locked">Qty {v.quantity} · offer item</p>
                ) : (
                  <Stepper
                    size="small"
                    value={v.quantity}
                    label={v.title}
                    canDecrease
                    canIncrease={v.canIncrease}
                    onStep={(delta) => changeLine(brand, v.kind, v.index, delta === 1 ? 'plus' : 'minus')}
                  />
                )}
                <p className="cart-line__total">{formatPence(total)}</p>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
