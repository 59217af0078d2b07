import type { OrderOption } from '@storefront/contract/catalog';
import type { BrandConfig } from '@storefront/contract/brand-config';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import {
  NOT_TAKING_ORDERS,
  SORRY_HEADING,
  STOPPED_CHANNEL,
  textOrDefault,
  type StoppedChannel,
} from './messages';

/**
 * The delivery type (spec §4): what the visitor picked in the delivery-type popup. The stored values are
 * the spec's ('Home', 'Store', 'EatIn'); everything shown or sent is derived from them here.
 */
export const DELIVERY_TYPES = ['Home', 'Store', 'EatIn'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** Narrows a stored value; anything else (an old or hand-edited entry) counts as no type chosen. */
export function isDeliveryType(value: unknown): value is DeliveryType {
  return typeof value === 'string' && (DELIVERY_TYPES as readonly string[]).includes(value);
}

/**
 * The name shown for a type: Home as 'Delivery', Store as 'Collection' (or 'Pickup' where a screen says
 * pickup), EatIn as 'EatIn'. A brand's DeliveryTypes.*.Text, when set, is shown instead by the popup.
 */
export function deliveryTypeLabel(
  type: DeliveryType,
  storeAs: 'Collection' | 'Pickup' = 'Collection',
): string {
  if (type === 'Home') return 'Delivery';
  if (type === 'Store') return storeAs;
  return 'EatIn';
}

/**
 * The OrderOption sent to search and recommendations (spec §4, §7): Home → Delivery, Store → Pickup,
 * EatIn → EatIn; no type chosen → no option (the call omits it).
 */
export function toOrderOption(type: DeliveryType | null): OrderOption | undefined {
  if (type === null) return undefined;
  return type === 'Home' ? 'Delivery' : type === 'Store' ? 'Pickup' : 'EatIn';
}

/** The key a type has in the web customer config's DeliveryTypes and CartMessage.StopOnlineOrders. */
export type ChannelKey = 'Delivery' | 'Collection' | 'EatIn';
export function channelKey(type: DeliveryType): ChannelKey {
  return type === 'Home' ? 'Delivery' : type === 'Store' ? 'Collection' : 'EatIn';
}

/** The brand config flags that stop online orders per channel. */
export type StopFlags = Pick<
  BrandConfig,
  'StopOnlineDeliveryOrders' | 'StopOnlineCollectionOrders' | 'StopOnlineEatInOrders'
>;

/** Which brand config flag stops online orders of a type. */
export function stopFlag(type: DeliveryType): keyof StopFlags {
  if (type === 'Home') return 'StopOnlineDeliveryOrders';
  if (type === 'Store') return 'StopOnlineCollectionOrders';
  return 'StopOnlineEatInOrders';
}

/** True when the brand has stopped online orders for the type. No type chosen is never stopped. */
export function isChannelStopped(type: DeliveryType | null, flags: StopFlags): boolean {
  return type !== null && flags[stopFlag(type)];
}

/**
 * The message shown when a channel is stopped (spec §8): the brand's text when it has one
 * (CartMessage.StopOnlineOrders.*.Message), else the default. WalkIn has only a default: no delivery type
 * maps to it, but the checkout's walk-in option shows it.
 */
export function stoppedChannelMessage(channel: StoppedChannel, override?: string | null): string {
  return textOrDefault(override, STOPPED_CHANNEL[channel]);
}

/** An item's For* flags; products carry only ForDelivery and ForCollection. */
export interface ChannelFlags {
  ForDelivery?: boolean | undefined;
  ForCollection?: boolean | undefined;
  ForEatIn?: boolean | undefined;
  ForDineIn?: boolean | undefined;
}

/**
 * Whether an item is offered for a delivery type: Home → ForDelivery, Store → ForCollection,
 * EatIn → ForEatIn or ForDineIn. A flag the item does not carry (a product's eat-in flags, an old cart
 * line) does not restrict it: only an explicit false marks an item unavailable. No type chosen → offered.
 */
export function isOfferedFor(item: ChannelFlags, type: DeliveryType | null): boolean {
  if (type === null) return true;
  if (type === 'Home') return item.ForDelivery !== false;
  if (type === 'Store') return item.ForCollection !== false;
  if (item.ForEatIn === undefined && item.ForDineIn === undefined) return true;
  return item.ForEatIn === true || item.ForDineIn === true;
}

/** The delivery type of an OrderOption (the inverse of toOrderOption): Delivery → Home, Pickup → Store. */
export function deliveryTypeOf(option: OrderOption): DeliveryType {
  return option === 'Delivery' ? 'Home' : option === 'Pickup' ? 'Store' : 'EatIn';
}

/** How a type is named inside a sentence: 'delivery', 'collection', 'eat in'. */
export function channelNoun(type: DeliveryType): string {
  return type === 'Home' ? 'delivery' : type === 'Store' ? 'collection' : 'eat in';
}

/** Why checkout cannot go on (spec §8): the message, under SORRY_HEADING for a stopped channel. */
export type CheckoutBlock =
  | { reason: 'inactive'; heading: null; message: string }
  | { reason: 'stopped'; heading: typeof SORRY_HEADING; message: string };

/**
 * Whether checkout is blocked for a delivery type (spec §4 cart click flow, §8), as both the cart and the
 * server's order placement decide it: an inactive checkout ('We are not currently taking any orders'), else
 * the type's online orders stopped (the brand's CartMessage text or the default). Null: not blocked.
 */
export function checkoutBlock(input: {
  /** Checkout is active: the web config's CheckoutDetail.Active (and, on the server, BrandConfig.Active). */
  checkoutActive: boolean;
  type: DeliveryType | null;
  /** The brand config's stop flags; null while not loaded (nothing is stopped then). */
  stopFlags: StopFlags | null;
  stopMessages?: Partial<Record<ChannelKey, string | undefined>> | undefined;
}): CheckoutBlock | null {
  if (!input.checkoutActive) return { reason: 'inactive', heading: null, message: NOT_TAKING_ORDERS };
  if (input.type !== null && input.stopFlags && isChannelStopped(input.type, input.stopFlags)) {
    const key = channelKey(input.type);
    return {
      reason: 'stopped',
      heading: SORRY_HEADING,
      message: stoppedChannelMessage(key, input.stopMessages?.[key]),
    };
  }
  return null;
}

/** One choice of the delivery-type popup, from the web customer config's DeliveryTypes. */
export interface DeliveryTypeOption {
  type: DeliveryType;
  /** The brand's text, else Delivery / Collection / EatIn. */
  text: string;
  image: string | null;
  backgroundColor: string | null;
  textColor: string | null;
}

type DeliveryTypesConfig = WebCustomerConfig['DeliveryTypes'];

/**
 * The popup's choices (spec §4 "Delivery type"): the enabled ones of Delivery (Home), Collection (Store) and
 * EatIn, in that order; none when the brand switches the popup's types off altogether.
 */
export function deliveryTypeOptions(config: DeliveryTypesConfig | null | undefined): DeliveryTypeOption[] {
  if (!config?.Enabled) return [];
  return DELIVERY_TYPES.flatMap((type) => {
    const option = config[channelKey(type)];
    if (!option.Enabled) return [];
    return [
      {
        type,
        text: textOrDefault(option.Text, deliveryTypeLabel(type)),
        image: option.Image || null,
        backgroundColor: option.BackgroundColor ?? null,
        textColor: option.TextColor ?? null,
      },
    ];
  });
}

/**
 * The delivery types the brand takes orders for, as checkout offers them: the popup's choices, else (the popup
 * switched off) delivery and collection. A visitor seated at a table may also eat in (the checkout adds it).
 */
export function offeredDeliveryTypes(
  config: DeliveryTypesConfig | null | undefined,
): { type: DeliveryType; text: string }[] {
  const options = deliveryTypeOptions(config);
  if (options.length > 0) return options.map(({ type, text }) => ({ type, text }));
  return DELIVERY_TYPES.filter((type) => type !== 'EatIn').map((type) => ({
    type,
    text: deliveryTypeLabel(type),
  }));
}
