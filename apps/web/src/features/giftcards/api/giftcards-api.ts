import { queryOptions } from '@tanstack/react-query';
import {
  giftCardUrl,
  type BuyGiftCardBody,
  type ConfirmGiftCardBody,
  type GiftCardBalanceBody,
  type GiftCardBalanceResponse,
  type GiftCardConfirmationResponse,
  type GiftCardPurchaseResponse,
  type MyGiftCardsResponse,
} from '@storefront/contract/giftcard';
import { api } from '../../../lib/api-client';

const schemas = () => import('@storefront/contract/giftcard');

/** `POST api/GiftCard/buy`: the card (not spendable yet) and the card payment to confirm. */
export const buyGiftCard = (body: BuyGiftCardBody) =>
  api
    .post<GiftCardPurchaseResponse>(
      giftCardUrl.buy(),
      body,
      import.meta.env.DEV ? () => schemas().then((m) => m.GiftCardPurchaseResponse) : undefined,
    )
    .then((r) => r.Data);

/** `POST api/GiftCard/confirm`: the server asks the provider how the payment went and activates the card. */
export const confirmGiftCard = (body: ConfirmGiftCardBody) =>
  api
    .post<GiftCardConfirmationResponse>(
      giftCardUrl.confirm(),
      body,
      import.meta.env.DEV ? () => schemas().then((m) => m.GiftCardConfirmationResponse) : undefined,
    )
    .then((r) => r.Data);

/** `POST api/GiftCard/balance`: what is left on a card. */
export const giftCardBalance = (body: GiftCardBalanceBody) =>
  api
    .post<GiftCardBalanceResponse>(
      giftCardUrl.balance(),
      body,
      import.meta.env.DEV ? () => schemas().then((m) => m.GiftCardBalanceResponse) : undefined,
    )
    .then((r) => r.Data);

/** `GET api/GiftCard/mine`: the signed-in customer's active cards (bought by them or sent to them). */
export const myGiftCardsQuery = (brand: string) =>
  queryOptions({
    queryKey: ['my-gift-cards', brand],
    queryFn: ({ signal }) =>
      api
        .get<MyGiftCardsResponse>(
          giftCardUrl.mine(),
          import.meta.env.DEV ? () => schemas().then((m) => m.MyGiftCardsResponse) : undefined,
          signal,
        )
        .then((r) => r.Data),
  });
