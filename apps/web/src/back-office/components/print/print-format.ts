import type { PrintOrder } from '@storefront/contract/print';

/** Every time on a ticket is London's, whatever the device's clock says (the brands trade in the UK). */
const ZONE = 'Europe/London';
const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: ZONE });
const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: ZONE,
});

/** '02:35'. */
export const londonClock = (iso: string) => clock.format(new Date(iso));
/** '25 Nov 2026, 02:35'. */
export const londonDateTime = (iso: string | Date) => dateTime.format(new Date(iso));

export const CHANNEL: Record<PrintOrder['OrderOption'], string> = {
  Delivery: 'Delivery',
  Pickup: 'Collection',
  EatIn: 'Eat in',
};

export const PAYMENT: Record<PrintOrder['PaymentMethod'], string> = {
  OnDelivery: 'Pay on delivery',
  OnCollection: 'Pay on collection',
  AtTable: 'Pay at the table',
  Card: 'Card',
};

/** A line's amount as the kitchen reads it: '2 ×', or the weight of a kg item. */
export const quantityOf = (line: PrintOrder['Lines'][number]) =>
  line.WeightKg === null ? `${line.Quantity} ×` : `${line.Quantity} × ${line.WeightKg} kg`;
