import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import {
  deliveryTypeLabel,
  deliveryTypeOptions,
  isOfferedFor,
  type ChannelFlags,
  type DeliveryType,
} from '@storefront/domain/delivery-type';
import { useDeliveryType } from '../../lib/delivery-type-store';
import './offered-note.css';

/** How the chosen type is named on this brand: its DeliveryTypes text, else Delivery / Collection / EatIn. */
export function deliveryTypeName(config: WebCustomerConfig, type: DeliveryType): string {
  return (
    deliveryTypeOptions(config.DeliveryTypes).find((o) => o.type === type)?.text ?? deliveryTypeLabel(type)
  );
}

/** 'Not available for Delivery' and the like; null while the item is offered for the chosen type. */
export function unavailableText(
  config: WebCustomerConfig,
  item: ChannelFlags,
  type: DeliveryType | null,
): string | null {
  if (type === null || isOfferedFor(item, type)) return null;
  return `Not available for ${deliveryTypeName(config, type)}`;
}

/** The mark on a card whose item is not offered for the chosen delivery type (spec §4, issue 4). */
export function OfferedNote({ config, item }: { config: WebCustomerConfig; item: ChannelFlags }) {
  const text = unavailableText(config, item, useDeliveryType());
  return text ? <p className="offered-note">{text}</p> : null;
}
