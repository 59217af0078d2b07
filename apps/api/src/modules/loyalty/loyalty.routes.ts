import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteApp } from '../../lib/route-app';
import { ok } from '@storefront/contract/envelope';
import {
  CompleteOrderBody,
  CompleteOrderResponse,
  JoinRewardsBody,
  ReferralBody,
  ReferralInfoResponse,
  RewardsAccountResponse,
  RewardsBody,
  loyaltyRoutes,
} from '@storefront/contract/loyalty';
import { staffTokenCheck } from '../../lib/staff-token';
import { forbidden } from '../../lib/http-error';
import { bearerToken, isGuestSessionToken } from '../orders/order-owner';
import type { LoyaltyService } from './loyalty.service';
import { errorResponses, bearer } from '../../lib/route-schema';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['Rewards'];

type Options = {
  loyalty: LoyaltyService;
  /** Bearer token of staff calls; staff calls are off without it. */
  staffToken: string | undefined;
};

/** What every route group of the plugin shares. */
function context(app: RouteApp, { loyalty, staffToken }: Options) {
  const isStaff = staffTokenCheck(staffToken);
  /** The signed-in customer's id; null for a guest session (rewards need an account). */
  const customerOf = async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (token && isGuestSessionToken(token)) return null;
    await app.requireCustomer(request);
    return request.customer!.customerId;
  };
  /** As customerOf, and nobody (null) for a visitor who sends no token: the scheme is public. */
  const customerOrVisitor = async (request: FastifyRequest) =>
    request.headers.authorization ? customerOf(request) : null;
  return { loyalty, staffToken, isStaff, customerOf, customerOrVisitor };
}
type Context = ReturnType<typeof context>;

/** A customer's rewards, and joining. */
function memberRoutes(app: RouteApp, { loyalty, customerOrVisitor }: Context) {
  app.post(
    loyaltyRoutes.rewards,
    {
      schema: {
        tags,
        summary: "The customer's rewards: balance, progress to the next reward, history, referral link",
        description:
          'For a signed-in customer; a guest session or a visitor without a token gets the scheme (Member false). ' +
          'The balance is the sum of the ledger entries in History.',
        security: bearer,
        body: RewardsBody,
        response: { 200: RewardsAccountResponse, ...errors },
      },
      preHandler: app.resolveBrand,
    },
    async (request) => ({
      Info: ok(),
      Data: await loyalty.account(request.brand, await customerOrVisitor(request)),
    }),
  );

  app.post(
    loyaltyRoutes.join,
    {
      schema: {
        tags,
        summary: "Joins the brand's rewards (signed-in customers); a referral link's token may come with it",
        description:
          'Joining twice is harmless. A ReferralToken is refused when it is unknown (404), the customer\u2019s own ' +
          '(409), the customer has ordered before (409) or was referred already (409).',
        security: bearer,
        body: JoinRewardsBody,
        response: { 200: RewardsAccountResponse, ...errors },
      },
      preHandler: app.resolveBrand,
    },
    async (request) => {
      await app.requireCustomer(request);
      const customerId = request.customer!.customerId;
      await loyalty.join(request.brand, customerId, request.body.ReferralToken);
      return { Info: ok('Welcome to our rewards'), Data: await loyalty.account(request.brand, customerId) };
    },
  );
}

/** Refer a friend, and the points of a completed order. */
function referralRoutes(app: RouteApp, { loyalty, isStaff }: Context) {
  app.post(
    loyaltyRoutes.referral,
    {
      schema: {
        tags,
        summary: 'Who a referral link is from and what it earns both sides',
        body: ReferralBody,
        response: { 200: ReferralInfoResponse, ...errors },
      },
      preHandler: app.resolveBrand,
    },
    async (request) => ({ Info: ok(), Data: await loyalty.referral(request.brand, request.body.Token) }),
  );

  app.post(
    loyaltyRoutes.completeOrder,
    {
      schema: {
        tags,
        summary: 'Completes an order and credits its rewards points (staff, until the back office does it)',
        description:
          'Staff only (STAFF_API_TOKEN as the bearer token). An order in progress becomes Completed; its customer, ' +
          'if a member, earns points once, and a referred friend\u2019s first completed order rewards both sides.',
        security: bearer,
        body: CompleteOrderBody,
        response: { 200: CompleteOrderResponse, ...errors },
      },
      preHandler: app.resolveBrand,
    },
    async (request) => {
      if (!isStaff(request)) throw forbidden('Only staff can complete orders');
      return {
        Info: ok('The order is completed'),
        Data: await loyalty.completeOrder(request.brand, request.body.OrderId),
      };
    },
  );
}

/** Rewards (join, account, referral links) and the staff call that completes an order and credits it. */
export const rewardsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const ctx = context(app, options);
  memberRoutes(app, ctx);
  referralRoutes(app, ctx);
};
