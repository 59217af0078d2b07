import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteApp } from '../../lib/route-app';
import { z } from 'zod';
import { ok } from '@storefront/contract/envelope';
import {
  BuyGiftCardBody,
  ConfirmGiftCardBody,
  GiftCardBalanceBody,
  GiftCardBalanceResponse,
  GiftCardConfirmationResponse,
  GiftCardOptionsResponse,
  GiftCardPurchaseResponse,
  MyGiftCardsResponse,
  giftCardRoutes,
} from '@storefront/contract/giftcard';
import { bearerToken, isGuestSessionToken } from '../orders/order-owner';
import type { GiftCardsService } from './giftcards.service';
import { errorResponses, bearer } from '../../lib/route-schema';

const errors = errorResponses(400, 401, 404, 409);
const tags = ['Gift cards'];

type Options = { giftCards: GiftCardsService };

/** What every route group of the plugin shares. */
function context(app: RouteApp, { giftCards }: Options) {
  /** The signed-in customer buying, if any (a guest session or a visitor buys as themselves). */
  const buyer = async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token || isGuestSessionToken(token)) return null;
    await app.requireCustomer(request);
    return request.customer!.customerId;
  };
  return { giftCards, buyer };
}
type Context = ReturnType<typeof context>;

/** Buying a gift card: the options, the purchase and its payment check. */
function buyRoutes(app: RouteApp, { giftCards, buyer }: Context) {
  app.get(
    giftCardRoutes.options,
    {
      schema: {
        tags,
        summary: "The brand's gift cards: whether it sells them, the amounts, and how they are paid",
        params: z.object({ brand: z.string().min(1).max(60) }),
        response: { 200: GiftCardOptionsResponse, ...errors },
      },
      preHandler: app.resolveBrand,
    },
    async (request) => ({ Info: ok(), Data: await giftCards.options(request.brand) }),
  );

  app.post(
    giftCardRoutes.buy,
    {
      schema: {
        tags,
        summary: 'Starts buying a gift card: the card, not yet spendable, and its card payment',
        description:
          'Amount in whole pounds, one of the brand’s Amounts or between Minimum and Maximum. The answer’s ' +
          'ClientSecret is confirmed in the browser (Stripe.js, or the test provider’s form); then `confirm` ' +
          '(or the provider’s webhook) activates the card and emails its code to the recipient.',
        body: BuyGiftCardBody,
        response: { 200: GiftCardPurchaseResponse, ...errors },
      },
      preHandler: app.resolveBrand,
    },
    async (request) => {
      const { BrandFlavor: _brand, ...body } = request.body;
      return {
        Info: ok(),
        Data: await giftCards.buy(request.brand, await buyer(request), body),
      };
    },
  );

  app.post(
    giftCardRoutes.confirm,
    {
      schema: {
        tags,
        summary: 'The buyer’s check after paying: the server asks the provider, and activates the card once',
        body: ConfirmGiftCardBody,
        response: { 200: GiftCardConfirmationResponse, ...errors },
      },
      preHandler: app.resolveBrand,
    },
    async (request) => {
      const card = await giftCards.confirm(
        request.brand,
        request.body.GiftCardId,
        request.body.PurchaseToken,
      );
      return {
        Info: ok(card.Status === 'Active' ? `Your gift card is on its way to ${card.RecipientEmail}` : ''),
        Data: card,
      };
    },
  );
}

/** A card's balance, and the signed-in customer's cards. */
function cardRoutes(app: RouteApp, { giftCards }: Context) {
  app.post(
    giftCardRoutes.balance,
    {
      schema: {
        tags,
        summary: 'What is left on a gift card',
        body: GiftCardBalanceBody,
        response: { 200: GiftCardBalanceResponse, ...errors },
      },
      preHandler: app.resolveBrand,
    },
    async (request) => ({ Info: ok(), Data: await giftCards.balance(request.brand, request.body.Code) }),
  );

  app.get(
    giftCardRoutes.mine,
    {
      schema: {
        tags,
        summary: "The signed-in customer's active gift cards: bought by them or sent to their email",
        description:
          'The full code only on a card sent to the customer; a present bought for someone else shows masked.',
        security: bearer,
        response: { 200: MyGiftCardsResponse, ...errors },
      },
      onRequest: app.requireCustomer,
      preHandler: app.resolveCustomerBrand,
    },
    async (request) => ({ Info: ok(), Data: await giftCards.mine(request.brand, request.customer!) }),
  );
}

/** Buying gift cards (paid by card), the buyer's check after paying, and a card's balance. */
export const giftCardsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const ctx = context(app, options);
  buyRoutes(app, ctx);
  cardRoutes(app, ctx);
};
