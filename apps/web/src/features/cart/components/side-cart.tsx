import { Suspense, useState, useSyncExternalStore } from 'react';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { cartTotalPence } from '@storefront/domain/cart';
import { sideCartCheckoutHidden } from '@storefront/domain/cart-flow';
import { deliveryQuote, deliveryTerms } from '@storefront/domain/delivery-fee';
import { checkoutBlock, deliveryTypeOptions, type DeliveryType } from '@storefront/domain/delivery-type';
import { EMPTY_CART, textOrDefault } from '@storefront/domain/messages';
import { formatPence } from '@storefront/domain/money';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { lazyWithPreload } from '../../../components/ui/lazy';
import { chooseDeliveryType, useDeliveryType } from '../../../lib/delivery-type-store';
import { deliveryTypeName } from '../../../components/delivery-type/offered-note';
import { stopMessages, useOrderConfig } from '../../../lib/queries/order-config';
import { useCart } from '../../../lib/cart-store';
import { CartLines } from './cart-lines';
import { useCheckoutFlow } from './checkout-flow';
import './side-cart.css';

const DeliveryTypePopup = lazyWithPreload(
  () => import('../../../components/delivery-type/delivery-type-popup'),
);

function subscribeResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

interface TypeBarProps {
  config: WebCustomerConfig;
  type: DeliveryType | null;
  onChange: () => void;
}

/** The delivery type the cart is for, with the button that opens the delivery-type popup. */
function SideCartTypeBar({ config, type, onChange }: TypeBarProps) {
  return (
    <div className="side-cart__type">
      <p className="side-cart__type-text">
        {type ? (
          <>
            <span className="side-cart__type-label">Ordering for</span>{' '}
            <strong>{deliveryTypeName(config, type)}</strong>
          </>
        ) : (
          'How would you like your order?'
        )}
      </p>
      <button
        type="button"
        className={buttonClass('outline', 'side-cart__type-button')}
        aria-haspopup="dialog"
        onPointerEnter={() => void DeliveryTypePopup.preload()}
        onClick={onChange}
      >
        {type ? 'Change' : 'Choose'}
        <span className="visually-hidden"> delivery type</span>
      </button>
    </div>
  );
}

interface FooterProps {
  config: WebCustomerConfig;
  empty: boolean;
  subtotal: number;
  shortfall: string | null;
  stopped: string | null;
  onCheckout: () => void;
}

/**
 * Subtotal, the delivery minimum shortfall, and the checkout button or a stopped channel's message. The
 * viewport width is read here, as only the checkout button depends on it.
 */
function SideCartFooter({ config, empty, subtotal, shortfall, stopped, onCheckout }: FooterProps) {
  const width = useSyncExternalStore(
    subscribeResize,
    () => window.innerWidth,
    () => 1280,
  );
  const hideCheckout = sideCartCheckoutHidden({
    viewportWidth: width,
    hotCategories: config.HotCategories.length,
    cartEmpty: empty,
  });
  return (
    <div className="side-cart__footer">
      {!empty ? (
        <p className="side-cart__subtotal">
          <span>Subtotal</span>
          <strong>{formatPence(subtotal)}</strong>
        </p>
      ) : null}
      {shortfall ? <p className="side-cart__shortfall">{shortfall}</p> : null}
      {stopped ? (
        <p className="side-cart__stopped" role="status">
          {stopped}
        </p>
      ) : hideCheckout ? null : (
        <button type="button" className={buttonClass('primary', 'side-cart__checkout')} onClick={onCheckout}>
          Checkout
          {!empty ? <span className="side-cart__checkout-total">{formatPence(subtotal)}</span> : null}
        </button>
      )}
    </div>
  );
}

export interface SideCartProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  brand: string;
  config: WebCustomerConfig;
}

/**
 * The side cart (spec §2, §4, §8, §9): the lines with their extras, plus and minus, line totals; lines not
 * offered for the chosen delivery type highlighted and labelled; the delivery type and how far the cart is
 * from the delivery minimum; and the checkout button, which a stopped channel's message replaces and which
 * starts the cart click flow.
 */
export default function SideCart({ open, onOpenChange, brand, config }: SideCartProps) {
  const cart = useCart(brand);
  const type = useDeliveryType();
  const orderConfig = useOrderConfig(brand);
  const [choosingType, setChoosingType] = useState(false);
  const flow = useCheckoutFlow(brand, config, () => onOpenChange(false));

  const empty = cart.recipes.length === 0 && cart.products.length === 0;
  const subtotal = cartTotalPence(cart.recipes) + cartTotalPence(cart.products);
  const options = deliveryTypeOptions(config.DeliveryTypes);
  const noun = config.CheckoutDetail.DistributorLogin ? 'order' : 'basket';
  const block = checkoutBlock({
    checkoutActive: config.CheckoutDetail.Active,
    type,
    stopFlags: orderConfig.data ?? null,
    stopMessages: stopMessages(config, orderConfig.data),
  });
  const stopped = block?.reason === 'stopped' ? block.message : null;
  const shortfall =
    type === 'Home' && orderConfig.data && !empty
      ? deliveryQuote(subtotal, deliveryTerms(orderConfig.data)).message
      : null;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Your ${noun}`}
      variant="drawer-end"
      className="side-cart"
      footer={
        <SideCartFooter
          config={config}
          empty={empty}
          subtotal={subtotal}
          shortfall={shortfall}
          stopped={stopped}
          onCheckout={() => void flow.start()}
        />
      }
    >
      {options.length > 0 ? (
        <SideCartTypeBar config={config} type={type} onChange={() => setChoosingType(true)} />
      ) : null}

      {empty ? (
        <p className="side-cart__empty">{textOrDefault(config.CartMessage?.EmptyCart, EMPTY_CART)}</p>
      ) : (
        <CartLines brand={brand} config={config} cart={cart} type={type} />
      )}

      {flow.dialogs}
      {choosingType ? (
        <Suspense fallback={null}>
          <DeliveryTypePopup
            open
            onOpenChange={setChoosingType}
            title={config.DeliveryTypes.Title || 'How would you like your order?'}
            options={options}
            current={type}
            onChoose={(chosen) => {
              chooseDeliveryType(chosen);
              setChoosingType(false);
            }}
          />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
