import { describe, expect, it } from 'vitest';
import { PromoCodeDefinition, RewardsConfig } from '@storefront/contract/loyalty';
import {
  nextReward,
  personEmail,
  personRefusal,
  pointsEarned,
  pointsValuePence,
  promoDiscount,
  redeemRefusal,
} from './loyalty';

const at = new Date('2026-06-01T12:00:00Z');
const promo = (input: Partial<PromoCodeDefinition> & Pick<PromoCodeDefinition, 'Kind' | 'Value'>) =>
  PromoCodeDefinition.parse({ Code: 'SAVE', ...input });

describe('promoDiscount', () => {
  it('takes a percentage, rounded down to the penny, or a fixed amount capped at the subtotal', () => {
    expect(
      promoDiscount(promo({ Kind: 'Percent', Value: 10 }), { subtotalPence: 1299, option: 'Pickup', at }),
    ).toEqual({
      ok: true,
      discountPence: 129,
    });
    expect(
      promoDiscount(promo({ Kind: 'Fixed', Value: 5 }), { subtotalPence: 300, option: 'Pickup', at }),
    ).toEqual({
      ok: true,
      discountPence: 300,
    });
  });

  it('refuses with a reason outside its dates, delivery types and minimum spend', () => {
    const order = { subtotalPence: 1000, option: 'Delivery' as const, at };
    const reason = (p: PromoCodeDefinition) => {
      const r = promoDiscount(p, order);
      return r.ok ? null : r.reason;
    };
    expect(reason(promo({ Kind: 'Fixed', Value: 1, ValidUntil: '2026-05-31T23:59:59Z' }))).toBe(
      'Promo code SAVE has expired',
    );
    expect(reason(promo({ Kind: 'Fixed', Value: 1, ValidFrom: '2026-06-02T00:00:00Z' }))).toBe(
      'Promo code SAVE is not valid yet',
    );
    expect(reason(promo({ Kind: 'Fixed', Value: 1, OrderOptions: ['Pickup'] }))).toBe(
      'Promo code SAVE is only for collection',
    );
    expect(reason(promo({ Kind: 'Fixed', Value: 1, MinimumSpend: 20 }))).toBe(
      'Promo code SAVE needs a spend of at least £20.00',
    );
  });
});

describe('points', () => {
  const rewards = RewardsConfig.parse({
    Enabled: true,
    PointsPerPound: 10,
    PointsPerPoundOff: 100,
    MinimumRedeem: 500,
  });

  it('earns per whole pound and is worth a pound per PointsPerPoundOff', () => {
    expect(pointsEarned(1299, rewards)).toBe(120);
    expect(pointsValuePence(550, rewards)).toBe(550);
  });

  it('refuses spending more than the balance or below the minimum balance', () => {
    expect(redeemRefusal(600, 550, rewards)).toBe('You have 550 points: you cannot spend 600');
    expect(redeemRefusal(100, 400, rewards)).toBe('Points can be spent from a balance of 500');
    expect(redeemRefusal(500, 550, rewards)).toBeNull();
  });

  it('shows the way to the minimum, then to each next pound', () => {
    expect(nextReward(120, rewards)).toEqual({ pointsNeeded: 380, valuePence: 500 });
    expect(nextReward(550, rewards)).toEqual({ pointsNeeded: 50, valuePence: 600 });
  });
});

describe('per-person codes', () => {
  it('reads an email as its person: case folded, trimmed, a +tag dropped before the @ only', () => {
    expect(personEmail(' Jo.Smith+Food@Example.COM ')).toBe('jo.smith@example.com');
    expect(personEmail('jo+a+b@example.com')).toBe('jo@example.com');
    expect(personEmail('jo@plus+domain.example')).toBe('jo@plus+domain.example');
    expect(personEmail('jo@example.com')).toBe('jo@example.com');
  });

  it('refuses a first-order code after any earlier order, a once-per-customer code after a use', () => {
    const first = promo({ Code: 'FIRST', Kind: 'Fixed', Value: 3, FirstOrderOnly: true });
    const once = promo({ Code: 'ONCE', Kind: 'Fixed', Value: 3, OncePerCustomer: true });
    const open = promo({ Code: 'OPEN', Kind: 'Fixed', Value: 3 });
    const none = { ordered: false, usedCode: false };
    expect(personRefusal(first, none)).toBeNull();
    expect(personRefusal(first, { ordered: true, usedCode: false })).toBe(
      'Promo code FIRST is for your first order',
    );
    expect(personRefusal(first, { ordered: true, usedCode: true })).toBe(
      'You have already used promo code FIRST',
    );
    expect(personRefusal(once, { ordered: true, usedCode: false })).toBeNull();
    expect(personRefusal(once, { ordered: true, usedCode: true })).toBe(
      'You have already used promo code ONCE',
    );
    expect(personRefusal(open, { ordered: true, usedCode: true })).toBeNull();
  });
});
