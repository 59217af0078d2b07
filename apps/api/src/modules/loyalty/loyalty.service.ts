import { randomBytes } from 'node:crypto';
import type { RewardsAccount } from '@storefront/contract/loyalty';
import { LoyaltyConfig } from '@storefront/contract/loyalty';
import {
  nextReward,
  perPersonCode,
  personEmail,
  personRefusal,
  pointsEarned,
  pointsValuePence,
  promoDiscount,
  promoLabel,
  redeemRefusal,
} from '@storefront/domain/loyalty';
import { toPounds } from '@storefront/domain/money';
import type { Db, DbOrTx } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import type { BrandContext } from '../brand/brand.service';
import { orderNumber } from '../orders/order-dto';
import { runStatusChanged, type OrderHooks } from '../orders/order-hooks';
import type { OrderDiscount, OrderDiscountInput, OrderDiscounts } from '../orders/checkout/tenders';
import { createLoyaltyRepository, type LoyaltyRepository } from './loyalty.repository';

const DEFAULTS = LoyaltyConfig.parse({});

/**
 * Who an order counts against for per-person codes: the account (and its email), else the guest's email; each
 * email read as `personEmail` reads it. Null without either (a guest who gave no email).
 */
async function personOf(
  repo: LoyaltyRepository,
  brandId: number,
  input: Pick<OrderDiscountInput, 'customerId' | 'guestEmail'>,
) {
  const email =
    input.customerId !== null ? await repo.customerEmail(brandId, input.customerId) : input.guestEmail;
  return email ? { customerId: input.customerId, email: personEmail(email) } : null;
}

/**
 * A promo code's discount on an order, or why it is refused: unknown, outside its terms (promoDiscount), used
 * up, or already used by this person or not their first order (personRefusal). Read only; the order's
 * transaction checks the limits again as it records the use.
 */
async function promoFor(
  repo: LoyaltyRepository,
  brandId: number,
  config: LoyaltyConfig,
  input: OrderDiscountInput,
  code: string,
): Promise<{ promo: NonNullable<OrderDiscount['promo']> } | { refusal: string }> {
  const def = config.PromoCodes.find((p) => p.Code === code);
  if (!def) return { refusal: `Promo code ${code} is not valid` };
  const result = promoDiscount(def, {
    subtotalPence: input.subtotalPence,
    option: input.option,
    at: input.at,
  });
  if (!result.ok) return { refusal: result.reason };
  if (def.MaxUses !== undefined && (await repo.promoUses(brandId, code)) >= def.MaxUses)
    return { refusal: `Promo code ${code} has been used up` };
  const person = perPersonCode(def) ? await personOf(repo, brandId, input) : null;
  const refusal = person && personRefusal(def, await repo.earlierOrders(brandId, person, code));
  if (refusal) return { refusal };
  return { promo: { code, label: promoLabel(def), pence: result.discountPence } };
}

const newReferralToken = () => `rf_${randomBytes(16).toString('base64url')}`;

/**
 * Promo codes, rewards points and refer a friend. Every figure is the server's: discounts are computed from
 * the brand's settings at quote and placement, and claimed inside the order's transaction with conditional
 * writes or under locks (a code's total uses, one use per person under a lock on the person, a member's balance
 * under a row lock), so concurrent orders can neither overuse a code nor overspend points. The points balance is always the ledger's sum.
 */
export function createLoyaltyService(
  db: Db,
  { now = () => new Date(), hooks }: { now?: () => Date; hooks?: OrderHooks } = {},
) {
  const configOf = async (repo: LoyaltyRepository, brandId: number) =>
    (await repo.loyaltyOf(brandId)) ?? DEFAULTS;

  const discounts: OrderDiscounts = {
    async evaluate(brand, input): Promise<OrderDiscount> {
      const repo = createLoyaltyRepository(db);
      const config = await configOf(repo, brand.id);
      const problems: OrderDiscount['problems'] = [];
      let promo: OrderDiscount['promo'] = null;
      if (input.promoCode !== undefined) {
        const found = await promoFor(repo, brand.id, config, input, input.promoCode);
        if ('refusal' in found) problems.push({ Path: 'body.PromoCode', Message: found.refusal });
        else promo = found.promo;
      }
      let points: OrderDiscount['points'] = null;
      if (input.redeemPoints) {
        const refuse = (Message: string) => problems.push({ Path: 'body.RedeemPoints', Message });
        const wanted = input.redeemPoints;
        const member = input.customerId !== null && (await repo.member(brand.id, input.customerId));
        if (!config.Rewards.Enabled) refuse('This shop has no rewards scheme');
        else if (input.customerId === null) refuse('Log in to spend your points');
        else if (!member) refuse('Join our rewards to spend points');
        else {
          const balance = await repo.balance(brand.id, input.customerId);
          const refusal = redeemRefusal(wanted, balance, config.Rewards);
          const room = input.subtotalPence - (promo?.pence ?? 0);
          const pence = Math.min(pointsValuePence(wanted, config.Rewards), room);
          // Points worth more than is left to pay: only those needed are spent.
          const spent =
            pence < pointsValuePence(wanted, config.Rewards)
              ? Math.ceil((pence * config.Rewards.PointsPerPoundOff) / 100)
              : wanted;
          if (refusal) refuse(refusal);
          else if (pence <= 0) refuse('There is nothing left to take points off');
          else points = { points: spent, pence };
        }
      }
      return {
        discountPence: (promo?.pence ?? 0) + (points?.pence ?? 0),
        promo,
        points,
        problems,
      };
    },

    async claim(tx, brand, input, discount) {
      const repo = createLoyaltyRepository(tx);
      if (discount.promo) {
        const { code } = discount.promo;
        const def = (await configOf(repo, brand.id)).PromoCodes.find((p) => p.Code === code);
        if (!def) throw new HttpError(409, `Promo code ${code} is not valid`);
        if (def.MaxUses !== undefined && !(await repo.takePromoUse(brand.id, code, def.MaxUses)))
          throw new HttpError(409, `Promo code ${code} has been used up`);
        if (perPersonCode(def)) {
          // Under a lock on the person, so that two of their orders at once cannot both pass this check.
          const person = await personOf(repo, brand.id, input);
          if (person) {
            await repo.lockPerson(brand.id, person.email);
            const refusal = personRefusal(
              def,
              await repo.earlierOrders(brand.id, person, code, input.orderId),
            );
            if (refusal) throw new HttpError(409, refusal);
          }
        }
        await repo.recordPromoUse({ brandId: brand.id, code, orderId: input.orderId });
      }
      if (discount.points && input.customerId !== null) {
        // Under the member's row lock, so two orders spending the same points run one after the other.
        const member = await repo.lockMember(brand.id, input.customerId);
        if (!member) throw new HttpError(409, 'Join our rewards to spend points');
        const balance = await repo.balance(brand.id, input.customerId);
        if (balance < discount.points.points)
          throw new HttpError(409, `You have ${balance} points: you cannot spend ${discount.points.points}`);
        await repo.addEntry(
          {
            brandId: brand.id,
            customerId: input.customerId,
            points: -discount.points.points,
            kind: 'Redeemed',
            orderId: input.orderId,
            description: `Spent on order ${orderNumber(brand, input.orderId)}`,
          },
          now(),
        );
      }
    },
  };

  /**
   * Credits a Completed order's points to its customer (a member, not a training order): whole pounds of
   * what was paid for the goods after discounts and refunds. Once per order (the ledger's unique index), so
   * however often and by whichever route an order is completed; the friend's first completed order also
   * rewards both sides of their referral, once. Returns the points this call credited.
   */
  async function creditOrder(tx: DbOrTx, brand: BrandContext, orderId: number): Promise<number> {
    const repo = createLoyaltyRepository(tx);
    const order = await repo.order(brand.id, orderId);
    if (!order || order.status !== 'Completed' || order.training || order.customerId === null) return 0;
    const config = await configOf(repo, brand.id);
    if (!config.Rewards.Enabled) return 0;
    const customerId = order.customerId;
    let earned = 0;
    if (await repo.member(brand.id, customerId)) {
      const spend = order.subtotalPence - order.discountPence - order.refundedPence;
      const points = pointsEarned(spend, config.Rewards);
      if (
        points > 0 &&
        (await repo.addEntry(
          {
            brandId: brand.id,
            customerId,
            points,
            kind: 'Earned',
            orderId,
            description: `Order ${orderNumber(brand, orderId)}`,
          },
          now(),
        ))
      )
        earned = points;
    }
    const referrerId = await repo.rewardReferral(brand.id, customerId);
    if (referrerId !== undefined) {
      const { ReferrerPoints, FriendPoints } = config.Referral;
      const number = orderNumber(brand, orderId);
      if (FriendPoints > 0)
        await repo.addEntry(
          {
            brandId: brand.id,
            customerId,
            points: FriendPoints,
            kind: 'Referral',
            orderId,
            description: `Welcome reward for your first order ${number}`,
          },
          now(),
        );
      if (ReferrerPoints > 0)
        await repo.addEntry(
          {
            brandId: brand.id,
            customerId: referrerId,
            points: ReferrerPoints,
            kind: 'Referral',
            orderId,
            description: 'A friend you referred completed their first order',
          },
          now(),
        );
    }
    return earned;
  }

  /**
   * Undoes what a cancelled order took, inside the cancelling transaction: the points it spent come back as a
   * 'Returned' entry (once: the ledger's unique index), and its promo code uses are forgotten, so a
   * once-per-customer code can be used again and a limited code's count goes down.
   */
  async function releaseOrder(tx: DbOrTx, brandId: number, orderId: number): Promise<void> {
    const repo = createLoyaltyRepository(tx);
    for (const spent of await repo.redeemedFor(brandId, orderId))
      await repo.addEntry(
        {
          brandId,
          customerId: spent.customerId,
          points: -spent.points,
          kind: 'Returned',
          orderId,
          description: 'Points back from a cancelled order',
        },
        now(),
      );
    for (const code of await repo.dropPromoUses(brandId, orderId)) await repo.givePromoUseBack(brandId, code);
  }

  /** Refuses a referral token that is unknown, the customer's own, or for a customer who has ordered already. */
  async function claimReferral(
    repo: LoyaltyRepository,
    brand: BrandContext,
    friendId: number,
    token: string,
  ) {
    const referrer = await repo.memberByToken(brand.id, token);
    if (!referrer) throw notFound('This referral link is not valid');
    if (referrer.customerId === friendId) throw new HttpError(409, 'You cannot refer yourself');
    if ((await repo.ordersOf(brand.id, friendId)) > 0)
      throw new HttpError(409, 'Referral links are for customers who have not ordered yet');
    if (!(await repo.addReferral(brand.id, friendId, referrer.customerId)))
      throw new HttpError(409, 'You have already joined through a referral link');
  }

  return {
    discounts,
    releaseOrder,

    /** The rewards screen: balance (the ledger's sum), progress to the next reward, history, referral link. */
    async account(brand: BrandContext, customerId: number | null): Promise<RewardsAccount> {
      const repo = createLoyaltyRepository(db);
      const config = await configOf(repo, brand.id);
      const { Rewards, Referral } = config;
      const member = customerId !== null ? await repo.member(brand.id, customerId) : undefined;
      const balance = member && customerId !== null ? await repo.balance(brand.id, customerId) : 0;
      const history = member && customerId !== null ? await repo.history(brand.id, customerId) : [];
      const next = nextReward(balance, Rewards);
      const referring = Referral.ReferrerPoints > 0 || Referral.FriendPoints > 0;
      return {
        Enabled: Rewards.Enabled,
        Member: !!member,
        Balance: balance,
        PointsPerPound: Rewards.PointsPerPound,
        PointsPerPoundOff: Rewards.PointsPerPoundOff,
        MinimumRedeem: Rewards.MinimumRedeem,
        RedeemableValue: balance >= Rewards.MinimumRedeem ? toPounds(pointsValuePence(balance, Rewards)) : 0,
        PointsToNextReward: next.pointsNeeded,
        NextRewardValue: toPounds(next.valuePence),
        History: history.map((e) => ({
          Points: e.points,
          Kind: e.kind,
          Description: e.description,
          OrderNumber: e.orderId === null ? null : orderNumber(brand, e.orderId),
          CreatedAt: e.createdAt.toISOString(),
        })),
        ReferralToken: member && referring ? member.referralToken : null,
        ReferrerPoints: Referral.ReferrerPoints,
        FriendPoints: Referral.FriendPoints,
      };
    },

    /** Joins the customer to the rewards (once; the join bonus once), and claims a referral token if given. */
    async join(brand: BrandContext, customerId: number, referralToken?: string): Promise<void> {
      await db.transaction(async (tx) => {
        const repo = createLoyaltyRepository(tx);
        const config = await configOf(repo, brand.id);
        if (!config.Rewards.Enabled) throw new HttpError(409, 'This shop has no rewards scheme');
        if (referralToken) await claimReferral(repo, brand, customerId, referralToken);
        const joined = await repo.join(brand.id, customerId, newReferralToken());
        if (joined && config.Rewards.JoinBonus > 0)
          await repo.addEntry(
            {
              brandId: brand.id,
              customerId,
              points: config.Rewards.JoinBonus,
              kind: 'Joined',
              orderId: null,
              description: 'Welcome to our rewards',
            },
            now(),
          );
      });
    },

    /** Who a referral link is from and what it earns, for the friend's screen. */
    async referral(brand: BrandContext, token: string) {
      const repo = createLoyaltyRepository(db);
      const referrer = await repo.memberByToken(brand.id, token);
      if (!referrer) throw notFound('This referral link is not valid');
      const { Referral } = await configOf(repo, brand.id);
      return {
        ReferrerFirstName: referrer.firstName,
        ReferrerPoints: Referral.ReferrerPoints,
        FriendPoints: Referral.FriendPoints,
      };
    },

    /** Credits a Completed order in the transaction that completed it (the order hooks' completion step). */
    creditOrder,

    /**
     * Development and staff: completes an order in progress and credits its points in one transaction. An
     * order already Completed is only credited (a no-op when it was).
     */
    async completeOrder(brand: BrandContext, orderId: number) {
      return db.transaction(async (tx) => {
        const repo = createLoyaltyRepository(tx);
        const order = await repo.order(brand.id, orderId);
        if (!order) throw notFound(`Order ${orderId} was not found`);
        if (order.status !== 'Completed') {
          if (!(await repo.complete(brand.id, orderId)))
            throw new HttpError(409, `Order ${orderId} is ${order.status} and cannot be completed`);
          await runStatusChanged(hooks, tx, brand, orderId, order.status);
        }
        return { OrderId: orderId, Status: 'Completed', PointsEarned: await creditOrder(tx, brand, orderId) };
      });
    },
  };
}
export type LoyaltyService = ReturnType<typeof createLoyaltyService>;
