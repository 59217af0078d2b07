import { intersectMenuHours, type Daypart } from '@storefront/contract/menu-hours';
import { outsideHoursMessage } from '@storefront/domain/menu-hours';

/** What the menu-hours check needs of an item: its title, its own hours and its category's. */
export interface ItemHours {
  title: string;
  hours: Daypart[] | null;
  categoryHours: Daypart[] | null;
}

/** When an order would be due, and when that is asked: a refusal names the day when it is not today. */
export interface DueAt {
  due: Date;
  now: Date;
}

/**
 * Why an item cannot be had at `due`, null when it can: its own menu hours within its category's, the hours
 * the catalogue serves and the storefront shows ('Porridge is served Mon–Fri 07:00–09:00, not at 12:30', or
 * '…, not on Saturday at 12:30' for an order due another day).
 */
export function outsideHours(item: ItemHours, { due, now }: DueAt): string | null {
  const hours = intersectMenuHours(item.hours, item.categoryHours);
  // Hours that never meet cannot be written (import and menu editor refuse them); a row holding them anyway is
  // never served.
  if (hours?.length === 0) return `${item.title} is not being served`;
  return outsideHoursMessage(item.title, hours, due, now);
}
