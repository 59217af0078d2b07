import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import {
  BuyGiftCardBody,
  GiftCardBalanceBody,
  type GiftCardBalance,
  type GiftCardConfirmation,
  type GiftCardPurchase,
} from '@storefront/contract/giftcard';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert, FormNotice, SubmitButton, TextAreaField, TextField } from '../../../components/ui/form';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { errorMessage } from '../../../lib/error-message';
import { formatPrice } from '../../../lib/format';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { brandPath } from '../../../lib/links';
import { CardStep } from '../../../components/card-payment/card-step';
import { useGiftCardOptions } from '../../../lib/queries/gift-card-options';
import { buyGiftCard, confirmGiftCard, giftCardBalance, myGiftCardsQuery } from '../api/giftcards-api';
import '../../../components/card-payment/pay.css';
import './giftcard-page.css';

export interface GiftCardPageProps {
  brand: string;
  brandName: string;
  title: string;
  /** The signed-in customer's name and email, offered as the sender's. */
  from: { name: string; email: string } | null;
  /** A signed-in customer: their own cards are listed (the call needs a customer's token). */
  customer?: boolean;
}

const pounds = (pence: number) => formatPrice(pence / 100);
const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * `giftcard` (guarded: logged in or holding a session token): buy a gift card — amount, who it is for, a
 * message — paid by card (the test provider's form, or Stripe's Payment Element), then emailed to the
 * recipient with its code once the server has heard from the provider; and check what is left on a card.
 */
export function GiftCardPage({ brand, brandName, title, from, customer = false }: GiftCardPageProps) {
  const options = useGiftCardOptions(brand);
  const data = options.data;
  return (
    <div className="container giftcard">
      <h1 id="giftcard-title" className="giftcard__title">
        {title}
      </h1>
      {options.isPending ? <p role="status">Loading gift cards…</p> : null}
      {options.isError ? <FormAlert message={errorMessage(options.error)} /> : null}
      {data ? (
        <div className="giftcard__grid">
          {data.Enabled ? (
            <BuySection brand={brand} brandName={brandName} from={from} />
          ) : (
            <section className="giftcard__panel" aria-labelledby="giftcard-buy-title">
              <h2 id="giftcard-buy-title">Buy a gift card</h2>
              <p>
                {brandName} does not sell gift cards online at the moment. You can still spend one you have.
              </p>
            </section>
          )}
          <div className="giftcard__side">
            {customer ? <YourCardsSection brand={brand} /> : null}
            <BalanceSection brand={brand} />
          </div>
        </div>
      ) : null}
    </div>
  );
}

type Step =
  | { name: 'details' }
  | { name: 'pay'; purchase: GiftCardPurchase; summary: BuyGiftCardBody }
  | { name: 'done'; card: GiftCardConfirmation };

function BuySection({ brand, brandName, from }: Omit<GiftCardPageProps, 'title'>) {
  const options = useGiftCardOptions(brand).data!;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [current, setStep] = useState<Step>({ name: 'details' });
  const [problem, setProblem] = useState<string | null>(null);
  const defaultAmount = options.Amounts[1] ?? options.Amounts[0] ?? options.Minimum;
  const [amount, setAmount] = useState<number | 'other'>(defaultAmount);
  const form = useZodForm({
    schema: BuyGiftCardBody,
    defaultValues: {
      Other: '',
      RecipientName: '',
      RecipientEmail: '',
      Message: '',
      FromName: from?.name ?? '',
      FromEmail: from?.email ?? '',
    },
    toInput: ({ Other, Message, ...values }) => ({
      ...values,
      BrandFlavor: brand,
      Amount: amount === 'other' ? (Other.trim() ? Number(Other) : 0) : amount,
      ...(Message.trim() ? { Message } : {}),
    }),
    idPrefix: 'giftcard',
  });
  const buy = useMutation({ mutationFn: buyGiftCard });
  const chosen = amount === 'other' ? Number(form.values.Other) || 0 : amount;

  // Back from Stripe's bank step: the server checks the purchase named in the return address, once. The
  // address is read on arrival only, then cleared (its token stays out of the history and the Referer).
  const [returned] = useState(() => ({
    id: Number(params.get('purchase')) || 0,
    token: params.get('token'),
  }));
  const returnCheck = useQuery({
    queryKey: ['gift-card-return', returned.id],
    queryFn: () =>
      confirmGiftCard({ BrandFlavor: brand, GiftCardId: returned.id, PurchaseToken: returned.token! }),
    enabled: returned.id > 0 && Boolean(returned.token),
    retry: false,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (returned.id > 0) void navigate({ search: '' }, { replace: true });
  }, [returned.id, navigate]);
  const [showReturn, setShowReturn] = useState(true);
  const back = showReturn ? returnCheck.data : undefined;
  const returnProblem =
    back && back.Status !== 'Active' ? (back.Message ?? 'The payment did not go through.') : null;
  const step: Step =
    back?.Status === 'Active' && current.name === 'details' ? { name: 'done', card: back } : current;

  const confirm = async (purchase: GiftCardPurchase) => {
    const card = await confirmGiftCard({
      BrandFlavor: brand,
      GiftCardId: purchase.GiftCardId,
      PurchaseToken: purchase.PurchaseToken,
    });
    if (card.Status === 'Active') setStep({ name: 'done', card });
    else if (card.Message) setProblem(card.Message);
  };

  if (step.name === 'done')
    return (
      <section className="giftcard__panel" aria-labelledby="giftcard-buy-title">
        <h2 id="giftcard-buy-title">Buy a gift card</h2>
        <FormNotice>
          <p>
            <strong>Thank you!</strong> Your {pounds(step.card.AmountPence)} gift card is on its way to{' '}
            {step.card.RecipientName} ({step.card.RecipientEmail}).
          </p>
          <p>We have emailed you a receipt.</p>
        </FormNotice>
        <button
          type="button"
          className={buttonClass('outline')}
          onClick={() => {
            setShowReturn(false);
            form.reset();
            setStep({ name: 'details' });
          }}
        >
          Buy another gift card
        </button>
      </section>
    );

  if (step.name === 'pay') {
    const { purchase, summary } = step;
    const back = new URL(brandPath(brand, 'giftcard'), window.location.origin);
    back.searchParams.set('purchase', String(purchase.GiftCardId));
    back.searchParams.set('token', purchase.PurchaseToken);
    return (
      <section className="giftcard__panel" aria-labelledby="giftcard-buy-title">
        <h2 id="giftcard-buy-title">Pay for your gift card</h2>
        <GiftCardPreview brandName={brandName} pence={purchase.AmountPence} to={summary.RecipientName} />
        <dl className="pay__figures">
          <div>
            <dt>For</dt>
            <dd>
              {summary.RecipientName} ({summary.RecipientEmail})
            </dd>
          </div>
          <div className="pay__due">
            <dt>To pay</dt>
            <dd>{pounds(purchase.AmountPence)}</dd>
          </div>
        </dl>
        <CardStep
          brand={brand}
          label={options.Label}
          provider={purchase.Provider}
          amountLabel={pounds(purchase.AmountPence)}
          begin={() => Promise.resolve(purchase.ClientSecret)}
          onTestDone={async () => {
            setProblem(null);
            await confirm(purchase).catch((error: unknown) => setProblem(errorMessage(error)));
          }}
          stripe={{
            publishableKey: purchase.PublishableKey,
            clientSecret: purchase.ClientSecret,
            returnUrl: back.toString(),
          }}
        />
        {purchase.Provider !== 'test' ? <FormAlert message={problem} /> : null}
        <button type="button" className="giftcard__change" onClick={() => setStep({ name: 'details' })}>
          Change the details
        </button>
      </section>
    );
  }

  const submit = form.handleSubmit((body) =>
    buy.mutate(body, {
      onSuccess: (purchase) => {
        setProblem(null);
        setStep({ name: 'pay', purchase, summary: body });
      },
      onError: (error) => form.setServerError(error),
    }),
  );
  const amountError = form.errors.Other;
  return (
    <section className="giftcard__panel" aria-labelledby="giftcard-buy-title">
      <h2 id="giftcard-buy-title">Buy a gift card</h2>
      <GiftCardPreview brandName={brandName} pence={chosen * 100} to={form.values.RecipientName} />
      {!options.Card ? (
        <FormAlert message="Card payments are not available at the moment, so gift cards cannot be bought." />
      ) : (
        <form className="form" onSubmit={submit} noValidate aria-labelledby="giftcard-buy-title">
          <FormAlert
            message={
              form.formError ??
              problem ??
              returnProblem ??
              (returnCheck.error ? errorMessage(returnCheck.error) : null)
            }
          />
          <fieldset className="giftcard__amounts">
            <legend className="field__label">Amount</legend>
            <div className="giftcard__chips">
              {options.Amounts.map((value) => (
                <label key={value} className="giftcard__chip">
                  <input
                    type="radio"
                    name="giftcard-amount"
                    checked={amount === value}
                    onChange={() => setAmount(value)}
                  />
                  <span>£{value}</span>
                </label>
              ))}
              <label className="giftcard__chip">
                <input
                  type="radio"
                  name="giftcard-amount"
                  checked={amount === 'other'}
                  onChange={() => setAmount('other')}
                />
                <span>Other</span>
              </label>
            </div>
            {amount === 'other' ? (
              <TextField
                label={`Amount in pounds (£${options.Minimum} to £${options.Maximum})`}
                control={form.field('Other')}
                inputMode="numeric"
                autoComplete="off"
              />
            ) : amountError ? (
              <p className="field__error">{amountError}</p>
            ) : null}
          </fieldset>
          <TextField label="Their name" control={form.field('RecipientName')} autoComplete="off" />
          <TextField
            label="Their email address"
            hint="We email them the gift card's code as soon as it is paid."
            control={form.field('RecipientEmail')}
            type="email"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
          />
          <TextAreaField
            label="A message"
            optional
            control={form.field('Message')}
            maxLength={300}
            className="giftcard__message"
          />
          <TextField label="Your name" control={form.field('FromName')} autoComplete="name" />
          <TextField
            label="Your email address"
            hint="For your receipt."
            control={form.field('FromEmail')}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            autoCapitalize="none"
          />
          <SubmitButton pending={buy.isPending} pendingLabel="Getting your payment ready…">
            {chosen > 0 ? `Continue to pay ${formatPrice(chosen)}` : 'Continue to payment'}
          </SubmitButton>
        </form>
      )}
      <p className="giftcard__terms">
        Gift cards are spent at checkout on {brandName} orders, in one go or over several.
        {options.ValidMonths > 0 ? ` They can be spent for ${options.ValidMonths} months.` : ''}
      </p>
    </section>
  );
}

function GiftCardPreview({ brandName, pence, to }: { brandName: string; pence: number; to: string }) {
  return (
    <div className="giftcard__preview" aria-hidden="true">
      <span className="giftcard__preview-brand">{brandName}</span>
      <span className="giftcard__preview-amount">{pence > 0 ? pounds(pence) : '£–'}</span>
      <span className="giftcard__preview-to">{to.trim() ? `For ${to.trim()}` : 'Gift card'}</span>
    </div>
  );
}

function BalanceSection({ brand }: { brand: string }) {
  const id = useId();
  const check = useMutation({ mutationFn: giftCardBalance });
  const [card, setCard] = useState<GiftCardBalance | null>(null);
  const form = useZodForm({
    schema: GiftCardBalanceBody,
    defaultValues: { Code: '' },
    toInput: (values) => ({ ...values, BrandFlavor: brand }),
    idPrefix: `${id}-balance`,
  });
  const submit = form.handleSubmit((body) =>
    check.mutate(body, {
      onSuccess: setCard,
      onError: (error) => {
        setCard(null);
        form.setServerError(error, { field: 'Code', statuses: [404] });
      },
    }),
  );
  return (
    <section className="giftcard__panel giftcard__panel--balance" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Check a balance</h2>
      <form className="form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <FormAlert message={form.formError} />
        <TextField
          label="Gift card code"
          hint="As in the email: GC- and twelve letters or digits."
          control={form.field('Code')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="GC-XXXX-XXXX-XXXX"
        />
        <SubmitButton pending={check.isPending} pendingLabel="Checking…" className="giftcard__check">
          Check balance
        </SubmitButton>
      </form>
      {card ? (
        <div className="giftcard__balance" role="status">
          <p className="giftcard__balance-left">
            <strong data-testid="giftcard-balance">{pounds(card.BalancePence)}</strong> left of{' '}
            {pounds(card.InitialPence)}
          </p>
          <p className="giftcard__balance-meta">
            {card.Code}
            {card.Status === 'PendingPayment'
              ? ' · not paid for yet'
              : card.Expired
                ? ` · expired on ${longDate(card.ExpiresAt!)}`
                : card.ExpiresAt
                  ? ` · can be spent until ${longDate(card.ExpiresAt)}`
                  : ''}
          </p>
          {card.BalancePence > 0 && !card.Expired && card.Status === 'Active' ? (
            <Link className={buttonClass('primary')} to={brandPath(brand, 'menu')}>
              Spend it now
            </Link>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** The signed-in customer's gift cards with what is left on each (nothing shown until they have one). */
function YourCardsSection({ brand }: { brand: string }) {
  const id = useId();
  const cards = useQuery(myGiftCardsQuery(brand));
  if (!cards.data?.length) return null;
  return (
    <section className="giftcard__panel giftcard__panel--mine" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Your gift cards</h2>
      <ul className="giftcard__mine" aria-labelledby={`${id}-title`}>
        {cards.data.map((card) => (
          <li key={card.GiftCardId} className="giftcard__mine-card">
            <p className="giftcard__balance-left">
              <strong>{pounds(card.BalancePence)}</strong> left of {pounds(card.InitialPence)}
            </p>
            <p className="giftcard__balance-meta">
              <span className="giftcard__mine-code">{card.Code}</span>
              {card.ForMe ? '' : ` · for ${card.RecipientName}`}
              {card.Expired
                ? ` · expired on ${longDate(card.ExpiresAt!)}`
                : card.ExpiresAt
                  ? ` · can be spent until ${longDate(card.ExpiresAt)}`
                  : ''}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
