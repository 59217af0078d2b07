import { intersectMenuHours, type Daypart } from '@storefront/contract/menu-hours';
import { outsideHoursMessage } from '@storefront/domain/menu-hours';

/** What the menu-hours check needs of an item: its title, its own hours and its category's. */
export interface ItemHours {
  title: string;
  hours: Daypart[] | null;
  categoryHours: Daypart[] | null;
}

/**
 * Why an item cannot be had at `due`, null when it can: its own menu hours within its category's, the hours
 * the catalogue serves and the storefront shows ('Porridge is served Mon–Fri 07:00–09:00, not at 12:30').
 */
export function outsideHours(item: ItemHours, due: Date): string | null {
  const hours = intersectMenuHours(item.hours, item.categoryHours);
  // Hours that never meet cannot be written (import and menu editor refuse them); a row holding them anyway is
  // never served.
  if (hours?.length === 0) return `${item.title} is not being served`;
  return outsideHoursMessage(item.title, hours, due);
}
