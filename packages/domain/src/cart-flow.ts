import {
  channelKey,
  isChannelStopped,
  stoppedChannelMessage,
  type ChannelKey,
  type DeliveryType,
  type StopFlags,
} from './delivery-type';
import { NOT_TAKING_ORDERS, RECOMMENDATIONS_BUTTON, SORRY_HEADING, textOrDefault } from './messages';

/**
 * The cart click flow (spec §4 "Cart click flow", §8): what a click on the cart icon or the side cart's
 * checkout button leads to, decided in one pure function so the header and the side cart cannot disagree.
 */

/** Recommended and cart items are compared by key; give recipes and products distinct keys when mixing them. */
export type ItemKey = string | number;

/** Where checkout lives: 'checkout', 'order-checkout' (simple checkout) or 'checkout?training=true'. */
export type CheckoutPath = 'checkout' | 'order-checkout' | 'checkout?training=true';

export interface CartClickInput {
  /** Web customer config CheckoutDetail.Active. */
  checkoutActive: boolean;
  deliveryType: DeliveryType | null;
  /** The brand config's stop flags; null while it has not loaded (nothing is stopped then). */
  stopFlags: StopFlags | null;
  /** The brand's stopped-channel texts (CartMessage.StopOnlineOrders.*.Message). */
  stopMessages?: Partial<Record<ChannelKey, string | undefined>> | undefined;
  /** The page's route: the path segment after the brand flavour ('store', 'training', 'menu', …). */
  route: string;
  /** The query string's training parameter is the string 'true'. */
  trainingQuery?: boolean | undefined;
  /** A local or session access token is held. */
  hasAccessToken: boolean;
  /** Web customer config CheckoutDetail.simpleCheckout. */
  simpleCheckout: boolean;
  recommendedIds: readonly ItemKey[];
  cartIds: readonly ItemKey[];
}

export type CartClickDecision =
  | { kind: 'blocked'; heading: null; message: string }
  | { kind: 'blocked'; heading: typeof SORRY_HEADING; message: string }
  | { kind: 'inquiry' }
  | { kind: 'recommendations'; ids: ItemKey[] }
  | { kind: 'checkout'; path: CheckoutPath };

/** 'distributors' shows the store screen (spec §2), so it is the store route too. */
function isStoreRoute(route: string): boolean {
  return route === 'store' || route === 'distributors';
}

/**
 * Ordering on the store route (store, distributors) needs an account (spec §4: without an access token the
 * cart opens the inquiry popup instead of checkout). The store page says so before the basket, with the way
 * to sign in, and the cart click flow decides by the same rule.
 */
export function needsDistributorAccount(route: string, hasAccessToken: boolean): boolean {
  return isStoreRoute(route) && !hasAccessToken;
}

/**
 * Where checkout is: 'checkout?training=true' on the training route (or with ?training=true), else
 * 'order-checkout' under simple checkout off the store route, else 'checkout'.
 */
export function checkoutPath(
  input: Pick<CartClickInput, 'route' | 'trainingQuery' | 'simpleCheckout'>,
): CheckoutPath {
  if (input.route === 'training' || input.trainingQuery === true) return 'checkout?training=true';
  if (input.simpleCheckout && !isStoreRoute(input.route)) return 'order-checkout';
  return 'checkout';
}

/**
 * Decides a cart click (spec §4), in the spec's order: checkout inactive → blocked with NOT_TAKING_ORDERS;
 * the current delivery type's online orders stopped → blocked with its message under SORRY_HEADING; on the
 * store route without an access token → the inquiry popup; otherwise the recommendations not already in
 * the cart, when any remain → the recommendations popup; else checkout.
 */
export function decideCartClick(input: CartClickInput): CartClickDecision {
  if (!input.checkoutActive) return { kind: 'blocked', heading: null, message: NOT_TAKING_ORDERS };
  const type = input.deliveryType;
  if (type !== null && input.stopFlags && isChannelStopped(type, input.stopFlags)) {
    const key = channelKey(type);
    return {
      kind: 'blocked',
      heading: SORRY_HEADING,
      message: stoppedChannelMessage(key, input.stopMessages?.[key]),
    };
  }
  if (needsDistributorAccount(input.route, input.hasAccessToken)) return { kind: 'inquiry' };
  const inCart = new Set(input.cartIds);
  const ids = input.recommendedIds.filter((id) => !inCart.has(id));
  if (ids.length > 0) return { kind: 'recommendations', ids };
  return { kind: 'checkout', path: checkoutPath(input) };
}

/**
 * The recommendations popup after the visitor adds one of them (spec §4): it leaves the list, and with one
 * left (or none) the flow goes on to checkout — read literally from the spec, so a single remaining
 * suggestion is not shown again; otherwise the popup stays with the rest.
 */
export function afterRecommendedAdded(
  ids: readonly ItemKey[],
  added: ItemKey,
  path: CheckoutPath,
): { kind: 'recommendations'; ids: ItemKey[] } | { kind: 'checkout'; path: CheckoutPath } {
  const rest = ids.filter((id) => id !== added);
  return rest.length <= 1 ? { kind: 'checkout', path } : { kind: 'recommendations', ids: rest };
}

/** The recommendations popup's skip button: the brand's CheckoutButtonsText or the default. */
export function recommendationsButtonText(override?: string | null): string {
  return textOrDefault(override, RECOMMENDATIONS_BUTTON);
}

/** Widths below this are phones (spec §9: the 768 / 769 px breakpoint). */
export const MOBILE_MAX_WIDTH = 767;

/**
 * The side cart's checkout button is hidden on phones (under 768 px) when the brand has hot categories and the
 * cart is empty (spec §9): the visitor is pointed at the menu instead of an empty checkout.
 */
export function sideCartCheckoutHidden(input: {
  viewportWidth: number;
  hotCategories: number;
  cartEmpty: boolean;
}): boolean {
  return input.viewportWidth <= MOBILE_MAX_WIDTH && input.hotCategories > 0 && input.cartEmpty;
}
