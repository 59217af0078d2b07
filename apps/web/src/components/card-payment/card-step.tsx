import { StripePaymentForm } from './stripe-payment-form';
import { TestCardForm, type CardStepResult } from './test-card-form';
import './pay.css';

/**
 * The card part of a payment — an order, a gift card, event tickets: the method's heading (with 'No real
 * money' for the test provider), then the test provider's card form or Stripe's Payment Element. What the
 * browser sees never settles anything: each caller asks the server to check with the provider afterwards.
 */
export function CardStep({
  brand,
  label,
  heading: Heading = 'h3',
  provider,
  amountLabel,
  begin,
  onTestDone,
  stripe,
}: {
  brand: string;
  /** The method's label from the payment options ('Test payment', 'Card'). */
  label: string;
  heading?: 'h2' | 'h3';
  provider: string;
  amountLabel: string;
  /** Test provider: starts (or reuses) the payment and gives its client secret. */
  begin: () => Promise<string>;
  /** Test provider: the card form is done (paid, declined or needing another step). */
  onTestDone: (result: CardStepResult) => Promise<void>;
  /** Stripe: the payment's keys and where Stripe sends the visitor back; null until they are known. */
  stripe: { publishableKey: string | null; clientSecret: string; returnUrl: string } | null;
}) {
  return (
    <>
      <Heading className="pay__method">
        {label}
        {provider === 'test' ? <span className="pay__badge">No real money</span> : null}
      </Heading>
      {provider === 'test' ? (
        <TestCardForm brand={brand} amountLabel={amountLabel} begin={begin} onDone={onTestDone} />
      ) : stripe?.publishableKey ? (
        <StripePaymentForm
          publishableKey={stripe.publishableKey}
          clientSecret={stripe.clientSecret}
          returnUrl={stripe.returnUrl}
          amountLabel={amountLabel}
        />
      ) : null}
    </>
  );
}
