import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { GiftCardBalanceBody, type GiftCardBalance } from '@storefront/contract/giftcard';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert, SubmitButton, TextField } from '../../../components/ui/form';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { errorMessage } from '../../../lib/error-message';
import { formatPrice } from '../../../lib/format';
import { Link } from '../../../lib/router';
import { brandPath } from '../../../lib/links';
import { useGiftCardOptions } from '../../../lib/queries/gift-card-options';
import { giftCardBalance, myGiftCardsQuery } from '../api/giftcards-api';
import { BuySection } from './buy-gift-card';
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
