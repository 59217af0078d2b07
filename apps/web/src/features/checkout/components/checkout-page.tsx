import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useLocation, useNavigate } from '../../../lib/router';
import type { OrderOption } from '@storefront/contract/catalog';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import type { QuoteBody } from '@storefront/contract/order';
import {
  DELIVERY_TYPES,
  checkoutBlock,
  deliveryTypeOf,
  deliveryTypeLabel,
  deliveryTypeOptions,
  toOrderOption,
  type DeliveryType,
} from '@storefront/domain/delivery-type';
import { EMPTY_CART, textOrDefault } from '@storefront/domain/messages';
import { londonTime } from '@storefront/domain/schedule';
import { Banner } from '../../../components/ui/banner';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatPrice } from '../../../lib/format';
import { brandPath } from '../../../lib/links';
import { local, session } from '../../../lib/storage';
import { orderConfigQueryOptions, stopMessages, useOrderConfig } from '../../../lib/queries/order-config';
import { useCart } from '../../../lib/cart-store';
import { CheckoutDiscounts } from './checkout-discounts';
import { CheckoutGiftCard } from './checkout-gift-card';
import { chooseDeliveryType, useDeliveryType } from '../../../lib/delivery-type-store';
import { usePaymentOptions } from '../../../lib/queries/payment-options';
import { useVisitor } from '../../../lib/visitor';
import { submitOrder, useOrder, useQuote } from '../api/checkout-api';
import { checkoutSchema, type CheckoutValues } from '../utils/checkout-form';
import { createAttemptKeys } from '../utils/idempotency';
import { asapFrom, offeredSlots } from '../utils/offered-times';
import { orderLines } from '../utils/order-lines';
import { CheckoutField } from './checkout-field';
import './checkout-page.css';

interface CheckoutPageProps {
  brand: string;
  config: WebCustomerConfig;
  banner: { desktop: string; mobile?: string } | null;
  /** 'Checkout', or 'Guest checkout' on the guest route. */
  title?: string;
}

const PAYMENT_TEXT: Record<DeliveryType, string> = {
  Home: 'Pay on delivery',
  Store: 'Pay on collection',
  EatIn: 'Pay at the table',
};

/**
 * The delivery types a visitor can choose here: the brand's popup choices, else delivery and collection; a
 * visitor seated at a table (dine-in) can always eat in.
 */
function typeChoices(config: WebCustomerConfig, atTable: boolean): { type: DeliveryType; text: string }[] {
  const options = deliveryTypeOptions(config.DeliveryTypes);
  const choices =
    options.length > 0
      ? options
      : DELIVERY_TYPES.filter((type) => type !== 'EatIn').map((type) => ({
          type,
          text: deliveryTypeLabel(type),
        }));
  return atTable && !choices.some((c) => c.type === 'EatIn')
    ? [...choices, { type: 'EatIn', text: deliveryTypeLabel('EatIn') }]
    : choices;
}

/** Waits until a value has stopped changing for a moment (the postcode, before asking for a new quote). */
function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const londonClock = (iso: string) => londonTime(new Date(iso)).time;

/**
 * The checkout (spec §2 `checkout`, `order-checkout`, `guest`): delivery type, time (ASAP or a slot on the
 * London clock), the guest's details, the delivery address, notes and how it is paid, beside a summary priced
 * by the server. Placing sends an idempotency key, so a retry never orders twice; with an order id in the
 * session the order is changed instead (amended).
 */
export function CheckoutPage({ brand, config, banner, title = 'Checkout' }: CheckoutPageProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { search } = useLocation();
  const training = new URLSearchParams(search).get('training') === 'true';
  const visitor = useVisitor();
  const cart = useCart(brand);
  const lines = useMemo(() => orderLines(cart), [cart]);
  // Kept current while open: busy mode, full slots and paused channels change what can be offered.
  const orderConfig = useOrderConfig(brand, { live: true });
  const chosen = useDeliveryType();
  // Dine-in: the table from the QR code; eat-in orders from this visit go to it.
  const table = session.get('dineInTable');
  const choices = typeChoices(config, table !== null);
  const amendingId = Number(session.get('orderId')) || null;
  // Changing an order keeps its delivery type (loaded only when there is a cart to change it with).
  const amending = useOrder(lines.length > 0 ? amendingId : null);
  const type: DeliveryType = amending.data
    ? deliveryTypeOf(amending.data.OrderOption)
    : chosen && choices.some((c) => c.type === chosen)
      ? chosen
      : table !== null
        ? 'EatIn'
        : choices[0]!.type;
  const option: OrderOption = toOrderOption(type)!;
  const needs = { guest: visitor.kind !== 'customer', address: type === 'Home' };
  const paymentOptions = usePaymentOptions(brand);
  const [payBy, setPayBy] = useState<'person' | 'card'>('person');
  const byCard = payBy === 'card' && !amendingId && paymentOptions.data?.Card === true;
  // A promo code and points to spend: the server prices both in the quote and again when placing.
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
  // The resolver reads what this order needs at validation time (after the latest render).
  const needsRef = useRef(needs);
  useLayoutEffect(() => {
    needsRef.current = needs;
  });

  const resolver = useMemo<Resolver<CheckoutValues>>(
    () => (values, context, options) =>
      zodResolver(checkoutSchema(needsRef.current))(values, context, options as never) as ReturnType<
        Resolver<CheckoutValues>
      >,
    [],
  );
  const form = useForm<CheckoutValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      guest: {
        Email: local.get('guestEmail') ?? '',
        FirstName: local.get('guestFirstName') ?? '',
        LastName: local.get('guestLastName') ?? '',
        Mobile: local.get('guestContact') ?? '',
      },
      // The postcode checked on the landing page or carried from postcode-iframe.
      address: { Line1: '', Line2: '', Town: '', Postcode: session.get('deliveryPostcode') ?? '' },
      when: 'asap',
      slot: '',
      notes: '',
    },
  });
  const when = useWatch({ control: form.control, name: 'when' });
  const chosenSlot = useWatch({ control: form.control, name: 'slot' });
  const typedPostcode = useWatch({ control: form.control, name: 'address.Postcode' });
  const postcode = useSettled((typedPostcode ?? '').trim());

  const quoteBody: QuoteBody | null =
    lines.length === 0
      ? null
      : {
          BrandFlavor: brand,
          OrderOption: option,
          Lines: lines,
          ...(type === 'Home' && postcode.length >= 5 ? { Postcode: postcode } : {}),
          // Lines are checked against their menu hours at the time the order would be due (issue 19).
          ...(when === 'later' && chosenSlot ? { ScheduledFor: chosenSlot } : {}),
          ...discounts,
        };
  const quote = useQuote(quoteBody);
  // Busy mode's extra minutes are in getConfig's minimum times; full slots (slot capacity) are not offered.
  const slots = useMemo(
    () => (orderConfig.data ? offeredSlots(option, orderConfig.data, new Date(), 3) : []),
    [option, orderConfig.data],
  );
  const blocked = orderConfig.data
    ? checkoutBlock({
        checkoutActive: config.CheckoutDetail.Active,
        type,
        stopFlags: orderConfig.data,
        stopMessages: stopMessages(config, orderConfig.data),
      })
    : null;

  const attempts = useRef(createAttemptKeys());
  const place = useMutation({
    mutationFn: (values: CheckoutValues) => {
      const notes = values.notes?.trim() || undefined;
      if (amendingId)
        return submitOrder(
          { kind: 'amend', body: { BrandFlavor: brand, OrderId: amendingId, Lines: lines, Notes: notes } },
          attempts.current.keyFor({ amendingId, lines, notes }),
        );
      const body = {
        BrandFlavor: brand,
        OrderOption: option,
        Lines: lines,
        ...(needs.guest ? { Guest: values.guest } : {}),
        ...(needs.address
          ? {
              Address: {
                Line1: values.address.Line1,
                ...(values.address.Line2?.trim() ? { Line2: values.address.Line2 } : {}),
                Town: values.address.Town,
                Postcode: values.address.Postcode,
              },
            }
          : {}),
        ScheduledFor: values.when === 'later' ? values.slot : null,
        ...(notes ? { Notes: notes } : {}),
        Training: training,
        ...(type === 'EatIn' && table !== null ? { TableNumber: table } : {}),
        ...(byCard ? { PaymentMethod: 'Card' as const } : {}),
        ...discounts,
      };
      return submitOrder({ kind: 'place', body }, attempts.current.keyFor(body));
    },
    onSuccess: (response, values) => {
      attempts.current.reset();
      const order = response.Data;
      // The confirmation shows this answer at once (and never an older copy of a changed order).
      queryClient.setQueryData(['order', order.OrderId], order);
      if (order.GuestSession) session.set('access_token', order.GuestSession);
      if (needs.guest) {
        local.set('guestEmail', values.guest.Email);
        local.set('guestFirstName', values.guest.FirstName);
        local.set('guestLastName', values.guest.LastName);
        local.set('guestContact', values.guest.Mobile);
      }
      // A card order waits for its payment: the cart stays until the pay screen's payment goes through.
      if (order.Status === 'PendingPayment') {
        void navigate(brandPath(brand, `pay?orderId=${order.OrderId}`), { replace: true });
        return;
      }
      session.remove('orderId');
      session.remove('amended');
      const emptied = { ...local.get('cartRecipeItems') };
      delete emptied[brand];
      local.set('cartRecipeItems', emptied);
      const emptiedProducts = { ...local.get('cartProductItems') };
      delete emptiedProducts[brand];
      local.set('cartProductItems', emptiedProducts);
      void navigate(brandPath(brand, `order-confirmation/${order.OrderId}`), { replace: true });
    },
    onError: (error) => {
      // Field problems go next to their fields; the rest shows above the button.
      if (!(error instanceof ApiError)) return;
      // A line refused as the order stands (not served at its time any more): mark it as the quote does.
      if (error.problems.some((p) => p.Path.startsWith('body.Lines')))
        void queryClient.invalidateQueries({ queryKey: ['order-quote'] });
      // A time now too soon (busy mode) or a full slot: offer the times as they are now.
      if (error.problems.some((p) => p.Path === 'body.ScheduledFor'))
        void queryClient.invalidateQueries({ queryKey: orderConfigQueryOptions(brand).queryKey });
      for (const problem of error.problems) {
        const path = problem.Path.replace(/^body\./, '');
        const field = path.startsWith('Guest.')
          ? `guest.${path.slice(6)}`
          : path.startsWith('Address.')
            ? `address.${path.slice(8)}`
            : path === 'ScheduledFor'
              ? 'slot'
              : path === 'Notes'
                ? 'notes'
                : null;
        if (field) form.setError(field as never, { message: problem.Message });
      }
    },
  });

  const onSubmit = form.handleSubmit((values) => place.mutate(values));
  const problems = quote.data?.Problems ?? [];
  const lineProblems = new Map(
    problems
      .map((p) => [/^body\.Lines\.(\d+)/.exec(p.Path)?.[1], p.Message] as const)
      .filter((entry): entry is [string, string] => entry[0] !== undefined),
  );
  // Promo code, points and gift card problems show beside their fields (CheckoutDiscounts, CheckoutGiftCard).
  const fieldPaths = ['body.PromoCode', 'body.RedeemPoints', 'body.GiftCardCode'];
  const otherProblems = problems.filter(
    (p) => !p.Path.startsWith('body.Lines.') && !fieldPaths.includes(p.Path),
  );
  // What placing said about the lines (the quote marks them too once asked again).
  const placeLineProblems =
    place.error instanceof ApiError
      ? place.error.problems.filter((p) => p.Path.startsWith('body.Lines'))
      : [];
  const canPlace =
    lines.length > 0 &&
    !blocked &&
    problems.length === 0 &&
    !quote.data?.AddMore &&
    (amendingId === null || amending.isSuccess);

  if (lines.length === 0 && !place.isSuccess) {
    return (
      <>
        {banner ? <Banner desktop={banner.desktop} mobile={banner.mobile} priority /> : null}
        <div className="container checkout checkout--empty">
          <h1 className="checkout__title">{title}</h1>
          <p className="checkout__empty">{textOrDefault(config.CartMessage?.EmptyCart, EMPTY_CART)}</p>
          <Link className={buttonClass('primary')} to={brandPath(brand, 'menu')}>
            Browse the menu
          </Link>
        </div>
      </>
    );
  }

  const earliest = orderConfig.data ? asapFrom(option, orderConfig.data, new Date()) : null;
  return (
    <>
      {banner ? <Banner desktop={banner.desktop} mobile={banner.mobile} priority /> : null}
      <div className="container checkout">
        <h1 className="checkout__title">
          {amendingId ? 'Change your order' : title}
          {amending.data ? <span className="checkout__badge">{amending.data.OrderNumber}</span> : null}
          {training ? <span className="checkout__badge">Training order</span> : null}
        </h1>
        <form className="checkout__grid" onSubmit={(event) => void onSubmit(event)} noValidate>
          <div className="checkout__steps">
            <fieldset className="checkout__section">
              <legend className="checkout__legend">How would you like your order?</legend>
              <div className="checkout__choices" role="radiogroup" aria-label="Delivery type">
                {choices.map((choice) => (
                  <label
                    key={choice.type}
                    className={
                      choice.type === type ? 'checkout__choice checkout__choice--on' : 'checkout__choice'
                    }
                  >
                    <input
                      type="radio"
                      name="deliveryType"
                      value={choice.type}
                      checked={choice.type === type}
                      onChange={() => chooseDeliveryType(choice.type)}
                      disabled={Boolean(amendingId)}
                    />
                    {choice.text}
                  </label>
                ))}
              </div>
              {type === 'EatIn' && table !== null && !amendingId ? (
                <p className="checkout__table">
                  Served to <strong>Table {table}</strong>
                </p>
              ) : null}
              {blocked ? (
                <p className="checkout__blocked" role="alert">
                  {blocked.message}
                </p>
              ) : null}
            </fieldset>

            {!amendingId ? (
              <fieldset className="checkout__section">
                <legend className="checkout__legend">When?</legend>
                <div className="checkout__choices">
                  <label
                    className={when === 'asap' ? 'checkout__choice checkout__choice--on' : 'checkout__choice'}
                  >
                    <input type="radio" value="asap" {...form.register('when')} />
                    As soon as possible
                    {earliest ? (
                      <span className="checkout__choice-note">
                        from {londonClock(earliest.toISOString())}
                      </span>
                    ) : null}
                  </label>
                  <label
                    className={
                      when === 'later' ? 'checkout__choice checkout__choice--on' : 'checkout__choice'
                    }
                  >
                    <input
                      type="radio"
                      value="later"
                      {...form.register('when')}
                      disabled={slots.length === 0}
                    />
                    Choose a time
                  </label>
                </div>
                {orderConfig.data?.Busy ? (
                  <p className="checkout__busy">
                    We are busy right now: times are {orderConfig.data.Busy.ExtraMinutes} minutes later than
                    usual.
                  </p>
                ) : null}
                {when === 'later' ? (
                  <div className="field">
                    <label className="field__label" htmlFor="checkout-slot">
                      Time
                    </label>
                    {form.formState.errors.slot ? (
                      <p id="checkout-slot-error" className="field__error">
                        {form.formState.errors.slot.message}
                      </p>
                    ) : null}
                    <select
                      id="checkout-slot"
                      className="field__input checkout__select"
                      aria-invalid={form.formState.errors.slot ? true : undefined}
                      aria-describedby={form.formState.errors.slot ? 'checkout-slot-error' : undefined}
                      {...form.register('slot')}
                    >
                      <option value="">Choose a time</option>
                      {slots.map((slot) => (
                        <option key={slot.At} value={slot.At}>
                          {slot.Label}
                        </option>
                      ))}
                    </select>
                  </div>
                ) : null}
              </fieldset>
            ) : null}

            {!amendingId && needs.guest ? (
              <fieldset className="checkout__section">
                <legend className="checkout__legend">Your details</legend>
                <div className="checkout__fields">
                  <CheckoutField
                    rhf={form}
                    name="guest.FirstName"
                    label="First name"
                    autoComplete="given-name"
                  />
                  <CheckoutField
                    rhf={form}
                    name="guest.LastName"
                    label="Last name"
                    autoComplete="family-name"
                    optional
                  />
                  <CheckoutField
                    rhf={form}
                    name="guest.Email"
                    label="Email"
                    type="email"
                    autoComplete="email"
                  />
                  <CheckoutField
                    rhf={form}
                    name="guest.Mobile"
                    label="Mobile"
                    type="tel"
                    autoComplete="tel"
                  />
                </div>
              </fieldset>
            ) : null}
            {!amendingId && visitor.kind === 'customer' ? (
              <p className="checkout__who">
                Ordering as{' '}
                <strong>
                  {visitor.firstName} {visitor.lastName}
                </strong>
              </p>
            ) : null}

            {!amendingId && needs.address ? (
              <fieldset className="checkout__section">
                <legend className="checkout__legend">Delivery address</legend>
                <div className="checkout__fields">
                  <CheckoutField
                    rhf={form}
                    name="address.Line1"
                    label="Address line 1"
                    autoComplete="address-line1"
                    className="checkout__wide"
                  />
                  <CheckoutField
                    rhf={form}
                    name="address.Line2"
                    label="Address line 2"
                    autoComplete="address-line2"
                    optional
                    className="checkout__wide"
                  />
                  <CheckoutField
                    rhf={form}
                    name="address.Town"
                    label="Town or city"
                    autoComplete="address-level2"
                  />
                  <CheckoutField
                    rhf={form}
                    name="address.Postcode"
                    label="Postcode"
                    autoComplete="postal-code"
                    autoCapitalize="characters"
                  />
                </div>
              </fieldset>
            ) : null}

            <fieldset className="checkout__section">
              <legend className="checkout__legend">Notes</legend>
              <label className="field__label" htmlFor="checkout-notes">
                Anything we should know? <span className="field__optional">(optional)</span>
              </label>
              <textarea
                id="checkout-notes"
                className="field__input checkout__notes"
                rows={3}
                maxLength={500}
                {...form.register('notes')}
              />
            </fieldset>

            {!amendingId ? (
              <CheckoutDiscounts
                brand={brand}
                customer={visitor.kind === 'customer'}
                prefill={local.get('PromoCode')}
                code={promoCode}
                onCode={setPromoCode}
                redeem={redeemPoints}
                onRedeem={setRedeemPoints}
                quote={quote.data}
              />
            ) : null}
            {!amendingId ? (
              <CheckoutGiftCard
                brand={brand}
                code={giftCardCode}
                onCode={setGiftCardCode}
                quote={quote.data}
              />
            ) : null}

            <fieldset className="checkout__section">
              <legend className="checkout__legend">Payment</legend>
              {quote.data?.GiftCard && quote.data.ToPay === 0 ? (
                <p className="checkout__payment">
                  Your gift card pays for all of it: nothing is left to pay.
                </p>
              ) : paymentOptions.data?.Card && !amendingId ? (
                <div className="checkout__pay-by" role="radiogroup" aria-label="How would you like to pay?">
                  <label className="checkout__pay-option">
                    <input
                      type="radio"
                      name="pay-by"
                      checked={payBy === 'person'}
                      onChange={() => setPayBy('person')}
                    />
                    Pay in person
                  </label>
                  <label className="checkout__pay-option">
                    <input
                      type="radio"
                      name="pay-by"
                      checked={payBy === 'card'}
                      onChange={() => setPayBy('card')}
                    />
                    Pay by card now
                    {paymentOptions.data.Provider === 'test' ? ' (Test payment)' : ''}
                  </label>
                  <p className="checkout__payment">
                    {payBy === 'card'
                      ? `Your items are held for ${paymentOptions.data.HoldMinutes} minutes while you pay.`
                      : PAYMENT_TEXT[type]}
                  </p>
                </div>
              ) : (
                <p className="checkout__payment">{PAYMENT_TEXT[type]}</p>
              )}
            </fieldset>
          </div>

          <aside className="checkout__summary" aria-labelledby="checkout-summary-title">
            <h2 id="checkout-summary-title" className="checkout__summary-title">
              Your order
            </h2>
            {quote.isPending ? <p role="status">Working out your total…</p> : null}
            {quote.isError ? <FormAlert message={errorMessage(quote.error)} /> : null}
            {quote.data ? (
              <>
                <ul className="checkout__lines">
                  {lines.map((line, index) => {
                    const priced = quote.data.Lines.find(
                      (l, i) => l.ItemId === line.ItemId && i === index - countBefore(lineProblems, index),
                    );
                    const problem = lineProblems.get(String(index));
                    return (
                      <li
                        key={index}
                        className={problem ? 'checkout__line checkout__line--problem' : 'checkout__line'}
                      >
                        <span className="checkout__line-qty">{line.Quantity} ×</span>
                        <span className="checkout__line-title">
                          {priced?.Title ?? titleOf(cart, index)}
                          {priced && priced.ExtraDetail.length > 0 ? (
                            <span className="checkout__line-extras">
                              {priced.ExtraDetail.map((e) =>
                                e.ExtraQuantity > 1 ? `${e.ExtraQuantity} × ${e.ExtraTitle}` : e.ExtraTitle,
                              ).join(', ')}
                            </span>
                          ) : null}
                          {problem ? <span className="checkout__line-problem">{problem}</span> : null}
                        </span>
                        <span className="checkout__line-total">
                          {priced ? formatPrice(priced.TotalPrice) : '–'}
                        </span>
                      </li>
                    );
                  })}
                </ul>
                <dl className="checkout__totals">
                  <div>
                    <dt>Subtotal</dt>
                    <dd>{formatPrice(quote.data.SubTotal)}</dd>
                  </div>
                  {type === 'Home' ? (
                    <div>
                      <dt>Delivery</dt>
                      <dd>{quote.data.DeliveryFee > 0 ? formatPrice(quote.data.DeliveryFee) : 'Free'}</dd>
                    </div>
                  ) : null}
                  {quote.data.Discount > 0 ? (
                    <div>
                      <dt>Discount</dt>
                      <dd>−{formatPrice(quote.data.Discount)}</dd>
                    </div>
                  ) : null}
                  <div className="checkout__total">
                    <dt>Total</dt>
                    <dd>{formatPrice(quote.data.Total)}</dd>
                  </div>
                  {quote.data.GiftCard ? (
                    <>
                      <div>
                        <dt>Gift card</dt>
                        <dd>−{formatPrice(quote.data.GiftCard.Amount)}</dd>
                      </div>
                      <div className="checkout__total">
                        <dt>To pay</dt>
                        <dd data-testid="checkout-to-pay">{formatPrice(quote.data.ToPay ?? 0)}</dd>
                      </div>
                    </>
                  ) : null}
                </dl>
                {quote.data.AddMore ? (
                  <p className="checkout__add-more" role="status">
                    {quote.data.AddMore}
                  </p>
                ) : null}
                {otherProblems.map((p) => (
                  <p key={p.Path} className="checkout__problem" role="alert">
                    {p.Message}
                  </p>
                ))}
              </>
            ) : null}
            {lineProblems.size > 0 ? (
              <p className="checkout__problem" role="alert">
                The marked items can’t be ordered as your order stands: remove them, or change when or how you
                order.
              </p>
            ) : null}
            {placeLineProblems.map((p) => (
              <p key={`placed-${p.Path}`} className="checkout__problem" role="alert">
                {p.Message}
              </p>
            ))}
            {amending.isError ? (
              <FormAlert message={`The order to change could not be loaded: ${errorMessage(amending.error)}`}>
                <button
                  type="button"
                  className={buttonClass('outline')}
                  onClick={() => {
                    session.remove('orderId');
                    session.remove('amended');
                    void navigate(0);
                  }}
                >
                  Place a new order instead
                </button>
              </FormAlert>
            ) : null}
            {place.isError && !(place.error instanceof ApiError && place.error.problems.length > 0) ? (
              <FormAlert message={errorMessage(place.error)} />
            ) : null}
            <button
              type="submit"
              className={buttonClass('primary', 'checkout__place')}
              disabled={!canPlace || place.isPending}
              aria-disabled={!canPlace || place.isPending}
            >
              {place.isPending
                ? 'Placing your order…'
                : amendingId
                  ? 'Change my order'
                  : byCard
                    ? 'Continue to payment'
                    : 'Place order'}
            </button>
            <Link className="checkout__back" to={brandPath(brand, 'menu')}>
              Add more items
            </Link>
          </aside>
        </form>
      </div>
    </>
  );
}

/** How many lines before `index` the server left out of its priced list (they have a problem). */
function countBefore(problems: Map<string, string>, index: number): number {
  let count = 0;
  for (let i = 0; i < index; i++) if (problems.has(String(i))) count++;
  return count;
}

function titleOf(cart: ReturnType<typeof useCart>, index: number): string {
  const recipe = cart.recipes[index];
  if (recipe) return recipe.RecipeTitle;
  return cart.products[index - cart.recipes.length]?.ProductTitle ?? '';
}
