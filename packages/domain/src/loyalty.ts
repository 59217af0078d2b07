import type { OrderOption } from '@storefront/contract/catalog';
import type { PromoCodeDefinition, RewardsConfig } from '@storefront/contract/loyalty';
import { formatPence, toPence } from './money';

const CHANNEL_NAMES: Record<OrderOption, string> = {
  Delivery: 'delivery',
  Pickup: 'collection',
  EatIn: 'eat in',
};

export type PromoResult = { ok: true; discountPence: number } | { ok: false; reason: string };

/**
 * What a promo code takes off a subtotal (pence), or why it does not apply: outside its dates, another
 * delivery type, below its minimum spend. A fixed amount never takes off more than the subtotal. Limits on
 * uses are checked where they are recorded (the order's transaction), not here.
 */
export function promoDiscount(
  promo: PromoCodeDefinition,
  order: { subtotalPence: number; option: OrderOption; at: Date },
): PromoResult {
  const at = order.at.getTime();
  if (promo.ValidFrom && at < Date.parse(promo.ValidFrom))
    return { ok: false, reason: `Promo code ${promo.Code} is not valid yet` };
  if (promo.ValidUntil && at > Date.parse(promo.ValidUntil))
    return { ok: false, reason: `Promo code ${promo.Code} has expired` };
  if (promo.OrderOptions.length > 0 && !promo.OrderOptions.includes(order.option))
    return {
      ok: false,
      reason: `Promo code ${promo.Code} is only for ${promo.OrderOptions.map((o) => CHANNEL_NAMES[o]).join(' or ')}`,
    };
  const minimum = toPence(promo.MinimumSpend);
  if (order.subtotalPence < minimum)
    return {
      ok: false,
      reason: `Promo code ${promo.Code} needs a spend of at least ${formatPence(minimum)}`,
    };
  const pence =
    promo.Kind === 'Percent'
      ? Math.floor((order.subtotalPence * promo.Value) / 100)
      : Math.min(toPence(promo.Value), order.subtotalPence);
  return { ok: true, discountPence: pence };
}

/**
 * An email as the person behind it, for codes limited per person: trimmed, case folded, and a `+tag` dropped
 * from the part before the @ (`Jo+food@example.com` is `jo@example.com`), since both reach one mailbox. The
 * loyalty repository compares stored emails with the same expression in SQL (`personEmailSql`).
 */
export function personEmail(email: string): string {
  return email
    .trim()
    .toLowerCase()
    .replace(/\+[^@]*(@[^@]*)$/, '$1');
}

/** Whether a code is limited to one use per person: once-per-customer and first-order codes. */
export function perPersonCode(
  promo: Pick<PromoCodeDefinition, 'OncePerCustomer' | 'FirstOrderOnly'>,
): boolean {
  return promo.OncePerCustomer || promo.FirstOrderOnly;
}

/**
 * Why a per-person code is refused to someone, from their earlier orders at the brand that were not cancelled,
 * as the account or as the email (normalised by `personEmail`): a code they used on one, or for a first-order
 * code any such order. Null when they may use it. Checked at quote, and again in the order's transaction under
 * a lock on the person, so two orders at once cannot both use it.
 */
export function personRefusal(
  promo: Pick<PromoCodeDefinition, 'Code' | 'OncePerCustomer' | 'FirstOrderOnly'>,
  earlier: { ordered: boolean; usedCode: boolean },
): string | null {
  if (perPersonCode(promo) && earlier.usedCode) return `You have already used promo code ${promo.Code}`;
  if (promo.FirstOrderOnly && earlier.ordered) return `Promo code ${promo.Code} is for your first order`;
  return null;
}

/** How a promo code reads beside its discount: its description, else '10% off' or '£5.00 off'. */
export function promoLabel(promo: PromoCodeDefinition): string {
  if (promo.Description) return promo.Description;
  return promo.Kind === 'Percent' ? `${promo.Value}% off` : `${formatPence(toPence(promo.Value))} off`;
}

/** Points earned by spending some pence: whole pounds times the brand's rate. */
export function pointsEarned(spendPence: number, rewards: Pick<RewardsConfig, 'PointsPerPound'>): number {
  return Math.max(0, Math.floor(spendPence / 100)) * rewards.PointsPerPound;
}

/** What some points take off an order, in pence (rounded down to the penny). */
export function pointsValuePence(points: number, rewards: Pick<RewardsConfig, 'PointsPerPoundOff'>): number {
  return Math.floor((points * 100) / rewards.PointsPerPoundOff);
}

/**
 * Why spending points is refused, or null when it may go ahead: more than the balance, a balance below the
 * brand's minimum, or nothing to take off.
 */
export function redeemRefusal(
  points: number,
  balance: number,
  rewards: Pick<RewardsConfig, 'MinimumRedeem' | 'PointsPerPoundOff'>,
): string | null {
  if (points > balance) return `You have ${balance} points: you cannot spend ${points}`;
  if (balance < rewards.MinimumRedeem)
    return `Points can be spent from a balance of ${rewards.MinimumRedeem}`;
  if (pointsValuePence(points, rewards) === 0)
    return `Spend at least ${Math.ceil(rewards.PointsPerPoundOff / 100)} points`;
  return null;
}

/**
 * Progress to the next reward: the minimum balance first, then each next whole pound off. Returns the points
 * still needed and the pence that balance is worth.
 */
export function nextReward(
  balance: number,
  rewards: Pick<RewardsConfig, 'MinimumRedeem' | 'PointsPerPoundOff'>,
): { pointsNeeded: number; valuePence: number } {
  const step = rewards.PointsPerPoundOff;
  const target =
    balance < rewards.MinimumRedeem ? rewards.MinimumRedeem : (Math.floor(balance / step) + 1) * step;
  return { pointsNeeded: target - balance, valuePence: pointsValuePence(target, rewards) };
}
