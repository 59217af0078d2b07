import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { cartTotalPence } from '@storefront/domain/cart';
import { formatPence } from '@storefront/domain/money';
import { useCart } from '../../lib/cart-store';
import { setBasketOpen } from './basket-drawer';
import { preloadSideCart } from './header-actions';
import './basket-bar.css';

interface BasketBarProps {
  brand: string;
  config: WebCustomerConfig;
  /** The header's count of the basket (spec §4 "Cart counter"). */
  count: number;
}

/**
 * The floating "View basket" bar of a delivery app, on phones: once something is in the basket it stays above
 * the bottom menu with the count and the total, and opens the side cart. It follows the page's content in the
 * document, so the first Tab after the content reaches it. The total is the cart's, from the prices the menu
 * gave; the checkout's quote is still the server's. Mounted by BasketBarSlot.
 */
export default function BasketBar({ brand, config, count }: BasketBarProps) {
  const cart = useCart(brand);
  const total = formatPence(cartTotalPence(cart.recipes) + cartTotalPence(cart.products));
  const noun = config.CheckoutDetail.DistributorLogin ? 'order' : 'basket';
  const items = `${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <div className="basket-bar">
      <button
        type="button"
        className="basket-bar__button"
        aria-haspopup="dialog"
        onClick={() => setBasketOpen(true)}
        onPointerEnter={preloadSideCart}
        onFocus={preloadSideCart}
      >
        {/* Its words are its name, in reading order: "View basket 2 items £14.90". */}
        <span className="basket-bar__text">
          <span className="basket-bar__label">View {noun}</span>
          <span className="basket-bar__count">{items}</span>
        </span>
        <span className="basket-bar__total">{total}</span>
      </button>
    </div>
  );
}
