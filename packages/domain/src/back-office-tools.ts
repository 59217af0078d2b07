import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { channelKey, offeredDeliveryTypes, type ChannelKey } from './delivery-type';

/** What a brand offers its customers, as far as its back office cares. */
export interface BrandOffer {
  /** The web customer config's template flags (a restaurant's menu, a car or parts dealer). */
  template: Pick<WebCustomerConfig['TemplateData'], 'RecipesBrand' | 'VehiclesBrand' | 'PartsBrand'>;
  /** The web customer config's delivery types: the channels customers order on. */
  deliveryTypes: WebCustomerConfig['DeliveryTypes'] | null | undefined;
  /** Some branch takes table bookings (the venue's features). */
  tableBookings: boolean;
  /** The brand holds events (the venue's features). */
  events: boolean;
}

/** The back office's screens and tools for one brand. */
export interface BackOfficeTools {
  /** The channels customers order on: the rows of busy mode and of the channels screen. */
  channels: ChannelKey[];
  /**
   * Busy mode and the slot capacity: minutes added to same-day lead times when the kitchen or the shop floor is
   * swamped. Not for car and parts dealers, whose orders take a day or more ("Collection 1440 min").
   */
  busyMode: boolean;
  /** What the board prints for whoever makes the order: a kitchen ticket where the brand cooks, else an order ticket. */
  ticket: 'kitchen' | 'order';
  /** The table bookings screen. */
  bookings: boolean;
  /** The events' attendee lists. */
  events: boolean;
  /** Dealers' enquiries (cars and parts). */
  enquiries: boolean;
}

/**
 * The back office shows a brand the tools of what it offers (issue 30): a car or parts dealer is not shown a
 * kitchen's busy mode and kitchen ticket, nor a brand without table bookings or events their screens.
 */
export function backOfficeTools(brand: BrandOffer): BackOfficeTools {
  const dealer = brand.template.VehiclesBrand || brand.template.PartsBrand;
  const channels = offeredDeliveryTypes(brand.deliveryTypes).map((offered) => channelKey(offered.type));
  return {
    channels,
    busyMode: !dealer && channels.length > 0,
    ticket: brand.template.RecipesBrand ? 'kitchen' : 'order',
    bookings: brand.tableBookings,
    events: brand.events,
    enquiries: dealer,
  };
}
