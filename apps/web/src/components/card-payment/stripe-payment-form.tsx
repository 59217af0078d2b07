import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { FormAlert, SubmitButton } from '../ui/form';

/**
 * Stripe's Payment Element. Stripe.js loads only here, on the payment screen (`@stripe/stripe-js` is imported
 * lazily, so no other page fetches it). Confirming sends the customer to their bank when needed and back to
 * `returnUrl`, where the pay screen asks our server to check the payment with Stripe.
 */
export function StripePaymentForm({
  publishableKey,
  clientSecret,
  returnUrl,
  amountLabel,
}: {
  publishableKey: string;
  clientSecret: string;
  returnUrl: string;
  amountLabel: string;
}) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let unmount: (() => void) | undefined;
    void import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (cancelled || !stripe || !mountRef.current) return;
        const elements = stripe.elements({ clientSecret });
        const element = elements.create('payment');
        element.mount(mountRef.current);
        unmount = () => element.destroy();
        setReady({ stripe, elements });
      })
      .catch(() => setProblem('The card form could not be loaded. Check your connection and try again.'));
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [publishableKey, clientSecret]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setPending(true);
    setProblem(null);
    const { error } = await ready.stripe.confirmPayment({
      elements: ready.elements,
      confirmParams: { return_url: returnUrl },
    });
    // Only reached when the confirmation failed at once (a declined card): otherwise Stripe redirects.
    setProblem(error.message ?? 'Your payment could not be taken.');
    setPending(false);
  };

  return (
    <form className="pay__card" onSubmit={(e) => void submit(e)}>
      <div ref={mountRef} className="pay__element" />
      {!ready && !problem ? <p role="status">Loading the card form…</p> : null}
      <FormAlert message={problem} />
      <SubmitButton pending={pending || !ready} pendingLabel="Paying…" className="pay__submit">
        Pay {amountLabel}
      </SubmitButton>
    </form>
  );
}
