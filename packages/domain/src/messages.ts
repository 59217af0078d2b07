/**
 * The user-facing texts of the browsing, extras and cart rules (spec §4, §5, §8, §9), word for word. The
 * spec's spelling and spacing are kept on purpose ('avaiable', 'Can not add to cart , Max Buy…'): brands and
 * tests match these strings exactly. Texts a brand may override are resolved by the functions that use them.
 */

/** One choose-one group still has no choice (spec §5). */
export const CHOOSE_ONE_OPTION = 'Please choose an option';

/** Two or more choose-one groups still have no choice (spec §5). */
export function chooseMoreOptions(missing: number): string {
  return `Please choose ${missing} more options`;
}

/** The hint under an optional group's heading (spec §5). */
export function optionalGroupHint(maxQuantity: number): string {
  return `Optional: select a maximum of ${maxQuantity}`;
}

/** Toast when the recipe's max buy is already in the cart (spec §4); shown for MAX_BUY_TOAST_MS. */
export const MAX_BUY_REACHED = 'Can not add to cart , Max Buy limit Reached for this recipe';
export const MAX_BUY_TOAST_MS = 2000;

/** Toast after an add (spec §4); shown for ADDED_TOAST_MS. */
export const SUCCESSFULLY_ADDED = 'Successfully Added';
export const ADDED_TOAST_MS = 1300;

/** Side cart with no lines (spec §8; brand-overridable through CartMessage.EmptyCart). */
export const EMPTY_CART = 'There are no items in the cart';

/** Out-of-stock recipe label (spec §5, §9; brand-overridable through Menu.OutOfStockLabelText). */
export const COMING_SOON = 'Coming Soon';

/** Cart click while the brand's checkout is inactive (spec §8). */
export const NOT_TAKING_ORDERS = 'We are not currently taking any orders';

/** Heading above a stopped channel's message, and the button that closes it (spec §8). */
export const SORRY_HEADING = 'Sorry for the inconvenience';
export const OKAY = 'OKAY';

/** Default stopped-channel messages (spec §8), per channel; a brand's CartMessage text replaces them. */
export const STOPPED_CHANNEL = {
  Delivery: 'Sorry for the inconvenience, Home Delivery is not avaiable at moment',
  Collection: 'Sorry for the inconvenience, Collection is not avaiable at moment',
  EatIn: 'Sorry for the inconvenience, EatIn is not avaiable at moment',
  WalkIn: 'Sorry for the inconvenience, WalkIn is not avaiable at moment',
} as const;
export type StoppedChannel = keyof typeof STOPPED_CHANNEL;

/** Default text of the recommendations popup's skip button (spec §9; CheckoutButtonsText overrides it). */
export const RECOMMENDATIONS_BUTTON = 'No Thanks , Continue to checkout';

/** Extras popup titles (spec §2 "Other UI"). */
export const SPECIFY_DISH = 'Specify your Dish';
export const SPECIFY_PRODUCT = 'Specify your Product';

/**
 * A brand's text when it has one, else the default. Blank overrides fall back too: an empty string in a
 * brand file is an unfinished edit, not a wish to show nothing.
 */
export function textOrDefault(override: string | null | undefined, fallback: string): string {
  return override !== undefined && override !== null && override.trim() !== '' ? override : fallback;
}
