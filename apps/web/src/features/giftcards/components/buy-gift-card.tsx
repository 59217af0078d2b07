import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  BuyGiftCardBody,
  giftCardAmountProblem,
  type GiftCardConfirmation,
  type GiftCardOptionsResponse,
  type GiftCardPurchase,
} from '@storefront/contract/giftcard';
import { buttonClass } from '../../../components/ui/button';
import {
  FormAlert,
  FormNotice,
  SubmitButton,
  TextAreaField,
  TextField,
  EmailField,
} from '../../../components/ui/form';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { CardStep } from '../../../components/card-payment/card-step';
import { errorMessage } from '../../../lib/error-message';
import { formatPrice } from '../../../lib/format';
import { brandPath } from '../../../lib/links';
import { useGiftCardOptions } from '../../../lib/queries/gift-card-options';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { buyGiftCard, confirmGiftCard } from '../api/giftcards-api';
import '../../../components/card-payment/pay.css';

const pounds = (pence: number) => formatPrice(pence / 100);

type Step =
  | { name: 'details' }
  | { name: 'pay'; purchase: GiftCardPurchase; summary: BuyGiftCardBody }
  | { name: 'done'; card: GiftCardConfirmation };
type Amount = number | 'other';
type GiftCardOptions = GiftCardOptionsResponse['Data'];
type Sender = { name: string; email: string } | null;

/** Buying a gift card in three steps: the details, the card payment, and the thank-you. */
export function BuySection({ brand, brandName, from }: { brand: string; brandName: string; from: Sender }) {
  const options = useGiftCardOptions(brand).data!;
  const [current, setStep] = useState<Step>({ name: 'details' });
  const [problem, setProblem] = useState<string | null>(null);
  const [amount, setAmount] = useState<Amount>(options.Amounts[1] ?? options.Amounts[0] ?? options.Minimum);
  const form = useBuyForm(brand, from, amount, options);
  const returned = useBankReturn(brand);
  const step: Step =
    returned.card && current.name === 'details' ? { name: 'done', card: returned.card } : current;

  if (step.name === 'done')
    return (
      <PaidNotice
        card={step.card}
        onAgain={() => {
          returned.dismiss();
          form.reset();
          setStep({ name: 'details' });
        }}
      />
    );
  if (step.name === 'pay')
    return (
      <PayStep
        brand={brand}
        brandName={brandName}
        label={options.Label}
        step={step}
        problem={problem}
        onProblem={setProblem}
        onPaid={(card) => setStep({ name: 'done', card })}
        onChange={() => setStep({ name: 'details' })}
      />
    );
  return (
    <DetailsForm
      brandName={brandName}
      options={options}
      form={form}
      amount={amount}
      onAmount={setAmount}
      problem={problem ?? returned.problem}
      onPay={(purchase, summary) => {
        setProblem(null);
        setStep({ name: 'pay', purchase, summary });
      }}
    />
  );
}

function useBuyForm(brand: string, from: Sender, amount: Amount, options: GiftCardOptions) {
  return useZodForm({
    // The brand's range is known here: an amount outside it is said at the field before anything is sent.
    schema: BuyGiftCardBody.superRefine((body, ctx) => {
      const problem = giftCardAmountProblem(body.Amount, options);
      if (problem) ctx.addIssue({ code: 'custom', path: ['Other'], message: problem });
    }),
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
}
type BuyForm = ReturnType<typeof useBuyForm>;

/**
 * Back from Stripe's bank step: the server checks the purchase named in the return address, once. The
 * address is read on arrival only, then cleared (its token stays out of the history and the Referer).
 */
function useBankReturn(brand: string) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [returned] = useState(() => ({
    id: Number(params.get('purchase')) || 0,
    token: params.get('token'),
  }));
  const check = useQuery({
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
  const [shown, setShown] = useState(true);
  const back = shown ? check.data : undefined;
  return {
    card: back?.Status === 'Active' ? back : null,
    problem:
      back && back.Status !== 'Active'
        ? (back.Message ?? 'The payment did not go through.')
        : check.error
          ? errorMessage(check.error)
          : null,
    dismiss: () => setShown(false),
  };
}

function PaidNotice({ card, onAgain }: { card: GiftCardConfirmation; onAgain: () => void }) {
  return (
    <section className="giftcard__panel" aria-labelledby="giftcard-buy-title">
      <h2 id="giftcard-buy-title">Buy a gift card</h2>
      <FormNotice>
        <p>
          <strong>Thank you!</strong> Your {pounds(card.AmountPence)} gift card is on its way to{' '}
          {card.RecipientName} ({card.RecipientEmail}).
        </p>
        <p>We have emailed you a receipt.</p>
      </FormNotice>
      <button type="button" className={buttonClass('outline')} onClick={onAgain}>
        Buy another gift card
      </button>
    </section>
  );
}

function PayStep({
  brand,
  brandName,
  label,
  step: { purchase, summary },
  problem,
  onProblem,
  onPaid,
  onChange,
}: {
  brand: string;
  brandName: string;
  label: string;
  step: Extract<Step, { name: 'pay' }>;
  problem: string | null;
  onProblem: (problem: string | null) => void;
  onPaid: (card: GiftCardConfirmation) => void;
  onChange: () => void;
}) {
  const back = new URL(brandPath(brand, 'giftcard'), window.location.origin);
  back.searchParams.set('purchase', String(purchase.GiftCardId));
  back.searchParams.set('token', purchase.PurchaseToken);
  const confirm = async () => {
    const card = await confirmGiftCard({
      BrandFlavor: brand,
      GiftCardId: purchase.GiftCardId,
      PurchaseToken: purchase.PurchaseToken,
    });
    if (card.Status === 'Active') onPaid(card);
    else if (card.Message) onProblem(card.Message);
  };
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
        label={label}
        provider={purchase.Provider}
        amountLabel={pounds(purchase.AmountPence)}
        begin={() => Promise.resolve(purchase.ClientSecret)}
        onTestDone={async () => {
          onProblem(null);
          await confirm().catch((error: unknown) => onProblem(errorMessage(error)));
        }}
        stripe={{
          publishableKey: purchase.PublishableKey,
          clientSecret: purchase.ClientSecret,
          returnUrl: back.toString(),
        }}
      />
      {purchase.Provider !== 'test' ? <FormAlert message={problem} /> : null}
      <button type="button" className="giftcard__change" onClick={onChange}>
        Change the details
      </button>
    </section>
  );
}

function DetailsForm({
  brandName,
  options,
  form,
  amount,
  onAmount,
  problem,
  onPay,
}: {
  brandName: string;
  options: GiftCardOptions;
  form: BuyForm;
  amount: Amount;
  onAmount: (amount: Amount) => void;
  problem: string | null;
  onPay: (purchase: GiftCardPurchase, summary: BuyGiftCardBody) => void;
}) {
  const buy = useMutation({ mutationFn: buyGiftCard });
  const chosen = amount === 'other' ? Number(form.values.Other) || 0 : amount;
  const submit = form.handleSubmit((body) =>
    buy.mutate(body, {
      onSuccess: (purchase) => onPay(purchase, body),
      onError: (error) => form.setServerError(error),
    }),
  );
  return (
    <section className="giftcard__panel" aria-labelledby="giftcard-buy-title">
      <h2 id="giftcard-buy-title">Buy a gift card</h2>
      <GiftCardPreview brandName={brandName} pence={chosen * 100} to={form.values.RecipientName} />
      {!options.Card ? (
        <FormAlert message="Card payments are not available at the moment, so gift cards cannot be bought." />
      ) : (
        <form className="form" onSubmit={submit} noValidate aria-labelledby="giftcard-buy-title">
          <FormAlert message={form.formError ?? problem} />
          <AmountChoice options={options} form={form} amount={amount} onAmount={onAmount} />
          <PeopleFields form={form} />
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

function AmountChoice({
  options,
  form,
  amount,
  onAmount,
}: {
  options: GiftCardOptions;
  form: BuyForm;
  amount: Amount;
  onAmount: (amount: Amount) => void;
}) {
  const amountError = form.errors.Other;
  return (
    <fieldset className="giftcard__amounts">
      <legend className="field__label">Amount</legend>
      <div className="giftcard__chips">
        {options.Amounts.map((value) => (
          <label key={value} className="giftcard__chip">
            <input
              type="radio"
              name="giftcard-amount"
              checked={amount === value}
              onChange={() => onAmount(value)}
            />
            <span>£{value}</span>
          </label>
        ))}
        <label className="giftcard__chip">
          <input
            type="radio"
            name="giftcard-amount"
            checked={amount === 'other'}
            onChange={() => onAmount('other')}
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
  );
}

/** Who the card is for, the message, and who sends it. */
function PeopleFields({ form }: { form: BuyForm }) {
  return (
    <>
      <TextField label="Their name" control={form.field('RecipientName')} autoComplete="off" />
      <EmailField
        label="Their email address"
        hint="We email them the gift card's code as soon as it is paid."
        control={form.field('RecipientEmail')}
        autoComplete="off"
      />
      <TextAreaField
        label="A message"
        optional
        control={form.field('Message')}
        maxLength={300}
        className="giftcard__message"
      />
      <TextField label="Your name" control={form.field('FromName')} autoComplete="name" />
      <EmailField label="Your email address" hint="For your receipt." control={form.field('FromEmail')} />
    </>
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
