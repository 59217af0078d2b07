import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { PaymentOrderBody, PaymentSession, PaymentSummary } from '@storefront/contract/payment';
import { statusLabel } from '@storefront/domain/order-status';
import { FormAlert, FormNotice } from '../../../components/ui/form';
import { errorMessage } from '../../../lib/error-message';
import { formatPrice } from '../../../lib/format';
import { usePaymentOptions } from '../../../lib/queries/payment-options';
import { checkPayment, startPayment, usePaymentSummary } from '../api/payments-api';
import { CardStep } from '../../../components/card-payment/card-step';
import '../../../components/card-payment/pay.css';

export interface PayPageProps {
  brand: string;
  title: string;
  orderId: number;
  /** A payment link's token (`pay?orderId=…&token=…`). */
  payToken?: string;
  /** Stripe's `payment_intent` on the return URL: the server checks it at once. */
  returnedRef?: string;
  /** Where Stripe sends the customer back to (this screen). */
  returnUrl: string;
  /** The order is paid; `fromCheckout` when it was a card order waiting for this payment. */
  onPaid: (orderId: number, fromCheckout: boolean) => void;
}

const pounds = (pence: number) => formatPrice(pence / 100);

/**
 * Asking the server how the payment stands, after the test form or on coming back from Stripe (once per
 * return): paid, the page moves on; not yet, the amounts are read again and the provider's message shown.
 */
function usePaymentCheck({
  body,
  orderId,
  summary,
  returnedRef,
  onPaid,
  setProblem,
}: {
  body: PaymentOrderBody;
  orderId: number;
  summary: PaymentSummary | undefined;
  returnedRef: string | undefined;
  onPaid: PayPageProps['onPaid'];
  setProblem: (problem: string | null) => void;
}) {
  const queryClient = useQueryClient();
  // An order seen waiting for this payment came from the checkout, whatever its status once paid.
  const fromCheckout = useRef(false);
  const waiting = summary?.Status === 'PendingPayment';
  useEffect(() => {
    if (waiting) fromCheckout.current = true;
  }, [waiting]);

  const settle = async (ref: { PaymentId?: number; ProviderRef?: string }) => {
    const result = await checkPayment({ ...body, ...ref });
    if (result.PaymentStatus === 'Succeeded' || result.OutstandingPence === 0) {
      onPaid(orderId, fromCheckout.current || result.OrderStatus === 'Placed');
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ['payment-summary'] });
    if (result.Message) setProblem(result.Message);
  };

  // Back from Stripe (bank step or redirect): the server asks Stripe how it went, once per return.
  const returnCheck = useQuery({
    queryKey: ['payment-return', orderId, returnedRef],
    queryFn: async () => {
      await settle({ ProviderRef: returnedRef! });
      return true;
    },
    enabled: Boolean(returnedRef),
    retry: false,
    staleTime: Infinity,
  });
  return { settle, returnCheck };
}

/**
 * The payment's state: the order's summary and the payment options, the Stripe session once started, the
 * check on coming back from Stripe, and settling with the server after the test provider's form.
 */
function usePayment({
  brand,
  orderId,
  payToken,
  returnedRef,
  onPaid,
}: Omit<PayPageProps, 'title' | 'returnUrl'>) {
  const options = usePaymentOptions(brand);
  const body = { BrandFlavor: brand, OrderId: orderId, ...(payToken ? { PayToken: payToken } : {}) };
  const summary = usePaymentSummary(body);
  const [session, setSession] = useState<PaymentSession | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const paymentId = useRef<number | null>(null);
  const { settle, returnCheck } = usePaymentCheck({
    body,
    orderId,
    summary: summary.data,
    returnedRef,
    onPaid,
    setProblem,
  });
  const checking = returnCheck.isFetching;

  const provider = options.data?.Provider ?? null;
  const data = summary.data;
  const open = data && data.OutstandingPence > 0 && data.Status !== 'Cancelled';

  // Stripe needs the payment's client secret before it can show its form.
  useEffect(() => {
    if (provider !== 'stripe' || !open || session) return;
    startPayment(body)
      .then(setSession)
      .catch((error: unknown) => setProblem(errorMessage(error)));
    // The body is rebuilt each render; the order it names is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider, open, session, orderId]);

  /** Test provider: starts the payment, kept for the check that follows the form. */
  const begin = async () => {
    const started = await startPayment(body);
    paymentId.current = started.PaymentId;
    return started.ClientSecret;
  };
  const onTestDone = async () => {
    setProblem(null);
    const id = paymentId.current;
    await settle(id ? { PaymentId: id } : {}).catch((error: unknown) => setProblem(errorMessage(error)));
  };
  return {
    options,
    summary,
    data,
    open,
    provider,
    session,
    problem,
    returnCheck,
    checking,
    begin,
    onTestDone,
  };
}

/**
 * The `pay` screen (spec §2, guarded): an order's outstanding amount and a card payment for it, with the test
 * provider's form or Stripe's Payment Element. Whatever the browser sees, the order changes only on the
 * server's check with the provider (or the provider's webhook).
 */
export function PayPage({ brand, title, orderId, payToken, returnedRef, returnUrl, onPaid }: PayPageProps) {
  const payment = usePayment({ brand, orderId, payToken, returnedRef, onPaid });
  const { options, summary, data } = payment;

  return (
    <section className="pay page-container" aria-labelledby="pay-title">
      <h1 id="pay-title" className="pay__title">
        {title}
      </h1>
      {summary.isPending || options.isPending ? <p role="status">Loading your order…</p> : null}
      {summary.isError ? <FormAlert message={errorMessage(summary.error)} /> : null}
      {data ? (
        <section className="pay__panel" aria-label="Amount to pay">
          <PayFigures data={data} />
          {payment.checking ? <p role="status">Checking your payment…</p> : null}
          <PayStep brand={brand} returnUrl={returnUrl} data={data} payment={payment} />
        </section>
      ) : null}
    </section>
  );
}

/** What is left to do: nothing for a cancelled or fully paid order, else pay the rest by card where offered. */
function PayStep({
  brand,
  returnUrl,
  data,
  payment,
}: {
  brand: string;
  returnUrl: string;
  data: PaymentSummary;
  payment: ReturnType<typeof usePayment>;
}) {
  const { options, open, provider, session, problem, returnCheck, begin, onTestDone } = payment;
  if (data.Status === 'Cancelled') {
    return <FormAlert message="This order was cancelled: the time to pay for it ran out." />;
  }
  if (!open) return <FormNotice>This order is paid in full. Thank you!</FormNotice>;
  if (!options.data?.Card || !provider) {
    return <FormAlert message="Card payments are not available at the moment." />;
  }
  return (
    <>
      <CardStep
        brand={brand}
        label={options.data.Label}
        heading="h2"
        provider={provider}
        amountLabel={pounds(data.OutstandingPence)}
        begin={begin}
        onTestDone={onTestDone}
        stripe={
          session
            ? {
                publishableKey: options.data.PublishableKey,
                clientSecret: session.ClientSecret,
                returnUrl,
              }
            : null
        }
      />
      {provider !== 'test' ? (
        <FormAlert message={problem ?? (returnCheck.error ? errorMessage(returnCheck.error) : null)} />
      ) : null}
    </>
  );
}

/** The order's total, gift card, paid and outstanding amounts, and how long its items are held. */
function PayFigures({ data }: { data: PaymentSummary }) {
  return (
    <>
      <dl className="pay__figures">
        <div>
          <dt>Order</dt>
          <dd>{data.OrderNumber}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd data-testid="pay-status">{statusLabel(data.Status)}</dd>
        </div>
        <div>
          <dt>Order total</dt>
          <dd>{pounds(data.TotalPence)}</dd>
        </div>
        {data.GiftCardPence ? (
          <div>
            <dt>Gift card</dt>
            <dd>−{pounds(data.GiftCardPence)}</dd>
          </div>
        ) : null}
        {data.PaidPence > 0 ? (
          <div>
            <dt>Paid</dt>
            <dd>{pounds(data.PaidPence - data.RefundedPence)}</dd>
          </div>
        ) : null}
        <div className="pay__due">
          <dt>To pay</dt>
          <dd data-testid="pay-outstanding">{pounds(data.OutstandingPence)}</dd>
        </div>
      </dl>
      {data.PaymentDueBy ? (
        <p className="pay__hold">
          Your items are held for you until{' '}
          {new Date(data.PaymentDueBy).toLocaleTimeString('en-GB', {
            hour: '2-digit',
            minute: '2-digit',
          })}
          .
        </p>
      ) : null}
    </>
  );
}
