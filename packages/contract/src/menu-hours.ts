import { z } from 'zod';
import { menuHoursIssues } from './menu-hours-rules';

export {
  intersectMenuHours,
  menuHoursIssues,
  type DaypartLike,
  type DaypartShape,
  type MenuHoursIssue,
} from './menu-hours-rules';

/**
 * Menu hours (dayparts, issue 19): a category or item limited to days and times of the Europe/London clock,
 * e.g. Breakfast Mon–Fri 07:00–11:00. An item with no ranges is always available; with ranges it is
 * available while any one of them applies.
 *
 * A range runs from `From` up to, not including, `To` on each of its `Days`, and stays within its day: `To`
 * must be after `From`, and '24:00' ends it at midnight. A late-night menu is written as two ranges (Fri
 * 22:00–24:00 and Sat 00:00–02:00), which read as one continuous opening. An end before the start is far
 * more often a slip (07:00–01:00 for 07:00–11:00) than a menu past midnight, so it is refused as inverted
 * rather than read as running into the next day — unlike a branch's opening hours, where it is the norm.
 *
 * Categories and items carry it as `Hours` in the brand file and the menu editor's bodies. An item's hours
 * apply within its category's: the catalogue serves an item's `Hours` as the two combined (intersectMenuHours),
 * and order placement checks both.
 */

const Clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use 24-hour HH:MM');
/** An end of range: HH:MM, or 24:00 for midnight at the end of the day. */
const EndClock = z
  .string()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Use 24-hour HH:MM (24:00 for midnight)');

/** One range of a menu's hours: on these weekdays (0 = Sunday … 6 = Saturday), from `From` until `To`. */
export const Daypart = z.object({
  Days: z
    .array(
      z
        .number()
        .int()
        .min(0, 'Days are 0 (Sunday) to 6 (Saturday)')
        .max(6, 'Days are 0 (Sunday) to 6 (Saturday)'),
    )
    .min(1, 'Choose at least one day')
    .max(7),
  /** Start, London time, included. */
  From: Clock,
  /** End, London time, not included; after From, and '24:00' for the end of the day. */
  To: EndClock,
});
export type Daypart = z.infer<typeof Daypart>;

/** The hours of a category or item: any number of ranges, none inverted or overlapping. */
export const MenuHours = z
  .array(Daypart)
  .max(28, 'At most 28 time ranges')
  .superRefine((hours, ctx) => {
    for (const issue of menuHoursIssues(hours))
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  })
  .meta({
    description:
      'Menu hours: the days (0 = Sunday … 6 = Saturday) and London times it can be ordered, From included, To ' +
      'not (24:00 for midnight). A range stays within its day and none overlaps another. Empty or absent: no limit.',
  });
export type MenuHours = z.infer<typeof MenuHours>;
