import type { OrderLineInput, QuoteResponse } from '@storefront/contract/order';
import type { DeliveryType } from '@storefront/domain/delivery-type';
import { extrasText } from '@storefront/domain/extra-detail';
import { buttonClass } from '../../../components/ui/button';
import { formatPrice } from '../../../lib/format';
import { changeLine, type CartLines } from '../../../lib/cart-store';
import { countBefore } from '../utils/checkout-problems';
import { LineAllergens } from '../../../components/food-info/line-allergens';

type Quote = QuoteResponse['Data'];

/** Takes the line at `index` of the checkout's lines (the cart's dishes, then its products) out of the cart. */
function removeFromCart(brand: string, cart: CartLines, index: number): void {
  const dishes = cart.recipes.length;
  if (index < dishes) changeLine(brand, 'recipe', index, 'remove');
  else changeLine(brand, 'product', index - dishes, 'remove');
}

/** A line's title from the cart, for a line the server left out of its prices. */
function titleOf(cart: CartLines, index: number): string {
  const recipe = cart.recipes[index];
  if (recipe) return recipe.RecipeTitle;
  return cart.products[index - cart.recipes.length]?.ProductTitle ?? '';
}

interface CheckoutSummaryLinesProps {
  brand: string;
  lines: OrderLineInput[];
  cart: CartLines;
  priced: Quote['Lines'];
  /** Problems of single lines, by the line's index in the cart. */
  lineProblems: ReadonlyMap<number, string>;
}

/**
 * The cart's lines as the server priced them; a line it refused is marked with why, has no price, and can be
 * taken out of the cart here (the quote then runs again without it).
 */
export function CheckoutSummaryLines({
  brand,
  lines,
  cart,
  priced,
  lineProblems,
}: CheckoutSummaryLinesProps) {
  return (
    <ul className="checkout__lines">
      {lines.map((line, index) => {
        const price = priced.find(
          (l, i) => l.ItemId === line.ItemId && i === index - countBefore(lineProblems, index),
        );
        const problem = lineProblems.get(index);
        const title = price?.Title ?? titleOf(cart, index);
        return (
          <li key={index} className={problem ? 'checkout__line checkout__line--problem' : 'checkout__line'}>
            <span className="checkout__line-qty">{line.Quantity} ×</span>
            <span className="checkout__line-title">
              {title}
              {price && price.ExtraDetail.length > 0 ? (
                <span className="checkout__line-extras">{extrasText(price.ExtraDetail)}</span>
              ) : null}
              {price ? <LineAllergens info={price.FoodInfo} labels /> : null}
              {problem ? <span className="checkout__line-problem">{problem}</span> : null}
              {problem ? (
                <button
                  type="button"
                  className={buttonClass('outline', 'checkout__line-remove')}
                  onClick={() => removeFromCart(brand, cart, index)}
                >
                  Remove<span className="visually-hidden"> {title}</span>
                </button>
              ) : null}
            </span>
            <span className="checkout__line-total">{price ? formatPrice(price.TotalPrice) : '–'}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** Subtotal, delivery (for delivery orders), discount, total, and what a gift card leaves to pay. */
export function CheckoutTotals({ quote, type }: { quote: Quote; type: DeliveryType }) {
  return (
    <dl className="checkout__totals">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatPrice(quote.SubTotal)}</dd>
      </div>
      {type === 'Home' ? (
        <div>
          <dt>Delivery</dt>
          <dd>{quote.DeliveryFee > 0 ? formatPrice(quote.DeliveryFee) : 'Free'}</dd>
        </div>
      ) : null}
      {quote.Discount > 0 ? (
        <div>
          <dt>Discount</dt>
          <dd>−{formatPrice(quote.Discount)}</dd>
        </div>
      ) : null}
      <div className="checkout__total">
        <dt>Total</dt>
        <dd>{formatPrice(quote.Total)}</dd>
      </div>
      {quote.GiftCard ? (
        <>
          <div>
            <dt>Gift card</dt>
            <dd>−{formatPrice(quote.GiftCard.Amount)}</dd>
          </div>
          <div className="checkout__total">
            <dt>To pay</dt>
            <dd data-testid="checkout-to-pay">{formatPrice(quote.ToPay ?? 0)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}
