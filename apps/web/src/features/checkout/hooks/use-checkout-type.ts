import type { OrderOption } from '@storefront/contract/catalog';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import {
  deliveryTypeOf,
  deliveryTypeLabel,
  offeredDeliveryTypes,
  toOrderOption,
  type DeliveryType,
} from '@storefront/domain/delivery-type';
import { useNavigate } from '../../../lib/router';
import { brandSession } from '../../../lib/brand-storage';
import { session } from '../../../lib/storage';
import { useDeliveryType } from '../../../lib/delivery-type-store';
import { useOrder } from '../api/checkout-api';

export interface TypeChoice {
  type: DeliveryType;
  text: string;
}

/**
 * The delivery types a visitor can choose here: the brand's popup choices, else delivery and collection; a
 * visitor seated at a table (dine-in) can always eat in.
 */
export function typeChoices(config: WebCustomerConfig, atTable: boolean): TypeChoice[] {
  const choices = offeredDeliveryTypes(config.DeliveryTypes);
  return atTable && !choices.some((c) => c.type === 'EatIn')
    ? [...choices, { type: 'EatIn', text: deliveryTypeLabel('EatIn') }]
    : choices;
}

/**
 * How this order is had, and whether it changes an order already placed (an order id in the session): the
 * order being changed keeps its type; else the visitor's choice when offered here, eat in at a table, or
 * the first choice.
 */
export function useCheckoutType(brand: string, config: WebCustomerConfig, hasLines: boolean) {
  const chosen = useDeliveryType();
  // Dine-in: the table from the QR code; eat-in orders from this visit go to it.
  const table = session.get('dineInTable');
  // Its branch, when the table's QR code named one: the order is made there.
  const tableBranch = table === null ? null : session.get('dineInBranch');
  const choices = typeChoices(config, table !== null);
  const tab = brandSession(brand);
  const amendingId = Number(tab.get('orderId')) || null;
  // Changing an order keeps its delivery type (loaded only when there is a cart to change it with).
  const amending = useOrder(hasLines ? amendingId : null);
  const type: DeliveryType = amending.data
    ? deliveryTypeOf(amending.data.OrderOption)
    : chosen && choices.some((c) => c.type === chosen)
      ? chosen
      : table !== null
        ? 'EatIn'
        : choices[0]!.type;
  const option: OrderOption = toOrderOption(type)!;
  const navigate = useNavigate();
  /** The order to change could not be loaded: forget it and start again with a new order. */
  const startNewOrder = () => {
    tab.remove('orderId');
    tab.remove('amended');
    void navigate(0);
  };
  return { table, tableBranch, choices, amendingId, amending, startNewOrder, type, option };
}
