import type { ExtraObject } from '@storefront/contract/catalog';
import type { DeliveryType } from './delivery-type';

/**
 * What a card's Add to Cart does first (spec §4 "Extras popup", "Delivery type"): the web app's buttons (cards,
 * recommendations) follow this one decision, so they cannot disagree.
 */

type PopupSource = Pick<ExtraObject, 'groups' | 'MenuBuilder' | 'OpenForNonExtras'> | null | undefined;

/** Whether an item has anything to choose: a group with at least one extra, or menu-builder steps. */
export function hasExtras(source: PopupSource): boolean {
  return (source?.groups ?? []).some((g) => g.Extras.length > 0) || (source?.MenuBuilder ?? []).length > 0;
}

/**
 * Whether adding an item opens the extras popup: it has extras, or its OpenForNonExtras flag is set, or it is
 * a kg item of a brand with PopupOnKgItems (the weight is chosen there). Otherwise it goes straight to the cart.
 */
export function opensExtrasPopup(source: PopupSource, weighed: boolean): boolean {
  return hasExtras(source) || source?.OpenForNonExtras === true || weighed;
}

export interface AddStartInput {
  kind: 'recipe' | 'product';
  /** The recipe's max buy is already in the cart (cart.ts isMaxBuyReached); always false for products. */
  maxBuyReached: boolean;
  /** Web customer config DeliveryTypePopup. */
  deliveryTypePopup: boolean;
  /** The brand offers at least one delivery type to choose (DeliveryTypes enabled with an enabled option). */
  deliveryTypesOffered: boolean;
  deliveryType: DeliveryType | null;
  opensPopup: boolean;
}

/**
 * - 'max-buy': the toast MAX_BUY_REACHED (2 s), and no popup.
 * - 'delivery-type': a product card asks for the delivery type first (DeliveryTypePopup on, none chosen);
 *   once chosen, the add starts again.
 * - 'popup': the extras popup opens.
 * - 'add': the item goes straight to the cart.
 */
export type AddStart = 'max-buy' | 'delivery-type' | 'popup' | 'add';

/** The first step of an add (see AddStart), in the spec's order. */
export function startAdd(input: AddStartInput): AddStart {
  if (input.kind === 'recipe' && input.maxBuyReached) return 'max-buy';
  if (
    input.kind === 'product' &&
    input.deliveryTypePopup &&
    input.deliveryTypesOffered &&
    input.deliveryType === null
  )
    return 'delivery-type';
  return input.opensPopup ? 'popup' : 'add';
}
