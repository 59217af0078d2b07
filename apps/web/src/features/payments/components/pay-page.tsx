import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { PaymentSession } from '@storefront/contract/payment';
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
 * The `pay` screen (spec §2, guarded): an order's outstanding amount and a card payment for it, with the test
 * provider's form or Stripe's Payment Element. Whatever the browser sees, the order changes only on the
 * server's check with the provider (or the provider's webhook).
 */
export function PayPage({ brand, title, orderId, payToken, returnedRef, returnUrl, onPaid }: PayPageProps) {
  const queryClient = useQueryClient();
  const options = usePaymentOptions(brand);
  const body = { BrandFlavor: brand, OrderId: orderId, ...(payToken ? { PayToken: payToken } : {}) };
  const summary = usePaymentSummary(body);
  const [session, setSession] = useState<PaymentSession | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fromCheckout = useRef(false);
  const paymentId = useRef<number | null>(null);
  const waiting = summary.data?.Status === 'PendingPayment';
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

  return (
    <section className="pay page-container" aria-labelledby="pay-title">
      <h1 id="pay-title" className="pay__title">
        {title}
      </h1>
      {summary.isPending || options.isPending ? <p role="status">Loading your order…</p> : null}
      {summary.isError ? <FormAlert message={errorMessage(summary.error)} /> : null}
      {data ? (
        <section className="pay__panel" aria-label="Amount to pay">
          <dl className="pay__figures">
            <div>
              <dt>Order</dt>
              <dd>{data.OrderNumber}</dd>
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
          {checking ? <p role="status">Checking your payment…</p> : null}
          {data.Status === 'Cancelled' ? (
            <FormAlert message="This order was cancelled: the time to pay for it ran out." />
          ) : !open ? (
            <FormNotice>This order is paid in full. Thank you!</FormNotice>
          ) : !options.data?.Card || !provider ? (
            <FormAlert message="Card payments are not available at the moment." />
          ) : (
            <>
              <CardStep
                brand={brand}
                label={options.data.Label}
                heading="h2"
                provider={provider}
                amountLabel={pounds(data.OutstandingPence)}
                begin={async () => {
                  const started = await startPayment(body);
                  paymentId.current = started.PaymentId;
                  return started.ClientSecret;
                }}
                onTestDone={async () => {
                  setProblem(null);
                  const id = paymentId.current;
                  await settle(id ? { PaymentId: id } : {}).catch((error: unknown) =>
                    setProblem(errorMessage(error)),
                  );
                }}
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
                <FormAlert
                  message={problem ?? (returnCheck.error ? errorMessage(returnCheck.error) : null)}
                />
              ) : null}
            </>
          )}
        </section>
      ) : null}
    </section>
  );
}
