import type { AcceptBody } from '@storefront/contract/admin';
import type { Order } from '@storefront/contract/order';
import {
  MAX_PREP_MINUTES,
  channelMinMinutes,
  checkReadyBy,
  earliestReadyBy,
  londonClockLabel,
  orderDueAt,
  readyByIn,
  type ReadyByInput,
} from '@storefront/domain/due-time';
import { badRequest } from '../../../lib/http-error';
import type { BrandContext } from '../../brand/brand.service';

const MINUTE = 60_000;

/** What an order's ready-by is checked against (due-time.ts), from the order as the board has it. */
export function readyByInput(brand: BrandContext, order: Order, now: Date): ReadyByInput {
  return {
    placedAt: new Date(order.AmendedAt ?? order.CreatedAt),
    dueAt: orderDueAt(order, brand.config),
    now,
    minMinutes: channelMinMinutes(order.OrderOption, brand.config),
  };
}

/**
 * The ready-by of an accept body: the chosen ReadyBy when sent, else "Ready in PrepMinutes". A chosen time is
 * refused (400 naming the field) before the order was placed, before its earliest ready-by, when it has
 * already passed, or more than MAX_PREP_MINUTES after the later of now and the earliest ready-by (a slip of
 * the day or hour, not a plan).
 */
export function chooseReadyBy(input: ReadyByInput, body: AcceptBody): Date {
  const checked =
    body.ReadyBy !== undefined
      ? checkReadyBy(input, { at: body.ReadyBy })
      : checkReadyBy(input, { prepMinutes: body.PrepMinutes ?? Number.NaN });
  const refuse = (field: string, message: string) =>
    badRequest(message, [{ Path: `body.${field}`, Message: message }]);
  if (!checked.ok) throw refuse(checked.field, checked.message);
  if (body.ReadyBy === undefined) return checked.readyBy;
  const at = checked.readyBy;
  const { now } = input;
  // A minute's grace: the time it took to send a time chosen as "now".
  if (at.getTime() < now.getTime() - MINUTE)
    throw refuse(
      'ReadyBy',
      `Ready by ${londonClockLabel(at, now)} has already passed: choose ${londonClockLabel(
        readyByIn(input, 1),
        now,
      )} or later`,
    );
  const latest = new Date(
    Math.max(now.getTime(), earliestReadyBy(input).getTime()) + MAX_PREP_MINUTES * MINUTE,
  );
  if (at.getTime() > latest.getTime())
    throw refuse(
      'ReadyBy',
      `Ready by ${londonClockLabel(at, now)} is more than ${MAX_PREP_MINUTES / 60} hours away: choose ${londonClockLabel(
        latest,
        now,
      )} or sooner`,
    );
  return at;
}
