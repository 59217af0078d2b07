import { useState } from 'react';
import { usePaymentOptions } from '../../../lib/queries/payment-options';

export type PayBy = 'person' | 'card';

/**
 * How the order is paid (in person, or by card where the brand takes cards) and the promo code, points and
 * gift card asked for: the server prices those in the quote and again when placing. Changing an order keeps
 * how it was paid and takes no discounts.
 */
export function useCheckoutPayment(brand: string, amendingId: number | null) {
  const options = usePaymentOptions(brand);
  const [payBy, setPayBy] = useState<PayBy>('person');
  const byCard = payBy === 'card' && !amendingId && options.data?.Card === true;
  const [promoCode, setPromoCode] = useState<string | null>(null);
  const [redeemPoints, setRedeemPoints] = useState(0);
  const [giftCardCode, setGiftCardCode] = useState<string | null>(null);
  const discounts = amendingId
    ? {}
    : {
        ...(promoCode ? { PromoCode: promoCode } : {}),
        ...(redeemPoints > 0 ? { RedeemPoints: redeemPoints } : {}),
        ...(giftCardCode ? { GiftCardCode: giftCardCode } : {}),
      };
  return {
    options,
    payBy,
    setPayBy,
    byCard,
    promoCode,
    setPromoCode,
    redeemPoints,
    setRedeemPoints,
    giftCardCode,
    setGiftCardCode,
    discounts,
  };
}
