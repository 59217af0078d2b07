import { z } from 'zod';
import { Id } from './ids';
import { Info } from './envelope';
import { OrderOption } from './catalog';
import { Pounds } from './money';

/**
 * Loyalty (issue 8): promo codes, rewards points and refer a friend. The brand's settings live in the brand
 * file's `Loyalty` section and are never served as they are (the codes would be public); every discount is
 * computed by the server at quote and placement.
 */

export const loyaltyRoutes = {
  rewards: '/api/Rewards/account',
  join: '/api/Rewards/join',
  referral: '/api/Rewards/referral',
  /** Staff (STAFF_API_TOKEN): marks an order Completed and credits its points, until a back office exists. */
  completeOrder: '/api/Rewards/staff/completeOrder',
} as const;

/** A promo code as typed: upper-cased, letters, digits and dashes. */
export const PromoCodeText = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{3,30}$/, 'Promo codes are 3 to 30 letters, digits or dashes');

const Instant = z.iso.datetime({ offset: true });

export const PromoCodeDefinition = z
  .object({
    Code: PromoCodeText,
    /** Shown beside the discount ('10% off your first order'). */
    Description: z.string().trim().max(200).default(''),
    /** Percent: Value per cent off the subtotal; Fixed: Value pounds off (never more than the subtotal). */
    Kind: z.enum(['Percent', 'Fixed']),
    Value: z.number().positive(),
    /** Smallest subtotal in pounds the code applies to; 0 for none. */
    MinimumSpend: Pounds.default(0),
    /** The delivery types it is for; empty for all. */
    OrderOptions: z.array(OrderOption).max(3).default([]),
    ValidFrom: Instant.optional(),
    ValidUntil: Instant.optional(),
    /**
     * Each person may use it once: the account and its email, or a guest's email, counted as one person with
     * the email's case and `+tag` ignored (ADR 0050).
     */
    OncePerCustomer: z.boolean().default(false),
    /**
     * Only for a person's first order at the brand: refused when the account or the email (as above) has an
     * earlier order that was not cancelled. Also once per person.
     */
    FirstOrderOnly: z.boolean().default(false),
    /** Uses in total across all customers; absent for no limit (1: a single-use code). */
    MaxUses: z.number().int().positive().optional(),
  })
  .superRefine((p, ctx) => {
    if (p.Kind === 'Percent' && p.Value > 100)
      ctx.addIssue({ code: 'custom', path: ['Value'], message: 'A percentage is at most 100' });
    if (p.Kind === 'Fixed' && Math.abs(Math.round(p.Value * 100) - p.Value * 100) > 1e-6)
      ctx.addIssue({ code: 'custom', path: ['Value'], message: 'Use at most two decimals (pence)' });
    if (p.ValidFrom && p.ValidUntil && Date.parse(p.ValidFrom) > Date.parse(p.ValidUntil))
      ctx.addIssue({ code: 'custom', path: ['ValidUntil'], message: 'ValidUntil is before ValidFrom' });
  });
export type PromoCodeDefinition = z.infer<typeof PromoCodeDefinition>;

/** Earning and spending points. */
export const RewardsConfig = z.object({
  Enabled: z.boolean().default(false),
  /** Points earned per whole pound spent on a completed order (after discounts and refunds; not training). */
  PointsPerPound: z.number().int().min(0).max(1000).default(10),
  /** Points that make £1 off at checkout. */
  PointsPerPoundOff: z.number().int().positive().max(100_000).default(100),
  /** Smallest balance that can be redeemed. */
  MinimumRedeem: z.number().int().min(0).default(500),
  /** Points given on joining. */
  JoinBonus: z.number().int().min(0).max(100_000).default(0),
});
export type RewardsConfig = z.infer<typeof RewardsConfig>;

/** Points each side gets once the friend's first order is completed. */
export const ReferralConfig = z.object({
  ReferrerPoints: z.number().int().min(0).max(100_000).default(0),
  FriendPoints: z.number().int().min(0).max(100_000).default(0),
});
export type ReferralConfig = z.infer<typeof ReferralConfig>;

/** Gift cards the brand sells (paid by card) and takes at checkout. */
export const GiftCardsConfig = z
  .object({
    Enabled: z.boolean().default(false),
    /** The amounts offered as buttons (pounds). */
    Amounts: z.array(z.number().int().positive().max(1000)).max(8).default([10, 25, 50, 100]),
    /** A custom amount between these (whole pounds). */
    Minimum: z.number().int().positive().max(1000).default(5),
    Maximum: z.number().int().positive().max(1000).default(250),
    /** Months a card can be spent for after it is bought; 0 for no end. */
    ValidMonths: z.number().int().min(0).max(120).default(24),
  })
  .superRefine((g, ctx) => {
    if (g.Minimum > g.Maximum)
      ctx.addIssue({ code: 'custom', path: ['Maximum'], message: 'Maximum is below Minimum' });
  });
export type GiftCardsConfig = z.infer<typeof GiftCardsConfig>;

export const LoyaltyConfig = z
  .object({
    PromoCodes: z.array(PromoCodeDefinition).max(500).default([]),
    Rewards: RewardsConfig.prefault({}),
    Referral: ReferralConfig.prefault({}),
    GiftCards: GiftCardsConfig.prefault({}),
  })
  .superRefine((l, ctx) => {
    const seen = new Set<string>();
    l.PromoCodes.forEach((p, i) => {
      if (seen.has(p.Code))
        ctx.addIssue({
          code: 'custom',
          path: ['PromoCodes', i, 'Code'],
          message: `Duplicate code ${p.Code}`,
        });
      seen.add(p.Code);
    });
  });
export type LoyaltyConfig = z.infer<typeof LoyaltyConfig>;
export type LoyaltyConfigInput = z.input<typeof LoyaltyConfig>;

const BrandBody = z.object({ BrandFlavor: z.string().min(1).max(60) });

export const RewardsBody = BrandBody.strict();
export const JoinRewardsBody = BrandBody.extend({
  /** A referral link's token, when the visitor came through one. */
  ReferralToken: z.string().max(80).optional(),
}).strict();

export const RewardsEntry = z.object({
  Points: z.number().int(),
  /** Joined, Earned, Redeemed, Referral, Returned (points of a cancelled order given back). */
  Kind: z.string(),
  Description: z.string(),
  OrderNumber: z.string().nullable(),
  CreatedAt: z.string(),
});

export const RewardsAccount = z.object({
  /** The brand runs a rewards scheme. */
  Enabled: z.boolean(),
  Member: z.boolean(),
  Balance: z.number().int(),
  PointsPerPound: z.number().int(),
  PointsPerPoundOff: z.number().int(),
  MinimumRedeem: z.number().int(),
  /** What the balance is worth at checkout now (pounds; 0 below the minimum). */
  RedeemableValue: z.number(),
  /** Points still needed to reach the next reward (the minimum, then each next £1). */
  PointsToNextReward: z.number().int(),
  /** The reward reached there (pounds off). */
  NextRewardValue: z.number(),
  History: z.array(RewardsEntry),
  /** Token of the customer's referral link (`refer?token=…`), when the brand rewards referrals. */
  ReferralToken: z.string().nullable(),
  ReferrerPoints: z.number().int(),
  FriendPoints: z.number().int(),
});
export type RewardsAccount = z.infer<typeof RewardsAccount>;
export const RewardsAccountResponse = z.object({ Info, Data: RewardsAccount });
export type RewardsAccountResponse = z.infer<typeof RewardsAccountResponse>;

/** Who a referral link is from, for the friend's screen. */
export const ReferralBody = BrandBody.extend({ Token: z.string().min(1).max(80) }).strict();
export const ReferralInfo = z.object({
  ReferrerFirstName: z.string(),
  ReferrerPoints: z.number().int(),
  FriendPoints: z.number().int(),
});
export const ReferralInfoResponse = z.object({ Info, Data: ReferralInfo });
export type ReferralInfoResponse = z.infer<typeof ReferralInfoResponse>;

export const CompleteOrderBody = BrandBody.extend({ OrderId: Id }).strict();
export const CompleteOrderResponse = z.object({
  Info,
  Data: z.object({ OrderId: z.number().int(), Status: z.string(), PointsEarned: z.number().int() }),
});
