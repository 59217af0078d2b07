import { useState, type FormEvent } from 'react';
import { buttonClass } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { FormAlert, SubmitButton } from '../ui/form';
import { errorMessage } from '../../lib/error-message';
import { authenticateTestCard, confirmTestCard } from './test-card-api';

export interface CardStepResult {
  status: 'succeeded' | 'failed';
  message: string | null;
}

/**
 * The card's three fields, and paying with them: the provider's answer, or its extra authentication step
 * (`step` holds the payment's secret while the dialog asks), then the page's `onDone`.
 */
function useTestCardPayment(
  brand: string,
  begin: () => Promise<string>,
  onDone: (result: CardStepResult) => Promise<void>,
) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [step, setStep] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setProblem(null);
    try {
      const secret = await begin();
      const result = await confirmTestCard({
        BrandFlavor: brand,
        ClientSecret: secret,
        CardNumber: number,
        Expiry: expiry,
        Cvc: cvc,
      });
      if (result.Status === 'requires_action') setStep(secret);
      else {
        if (result.Status === 'failed') setProblem(result.Message ?? 'Your card was declined.');
        await onDone({ status: result.Status, message: result.Message });
      }
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  const authenticate = async (approve: boolean) => {
    if (!step) return;
    setPending(true);
    try {
      const result = await authenticateTestCard({ BrandFlavor: brand, ClientSecret: step, Approve: approve });
      setStep(null);
      if (result.Status === 'failed') setProblem(result.Message ?? 'The payment was not authenticated.');
      await onDone({
        status: result.Status === 'succeeded' ? 'succeeded' : 'failed',
        message: result.Message,
      });
    } catch (error) {
      setStep(null);
      setProblem(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return {
    card: { number, expiry, cvc },
    setCard: { number: setNumber, expiry: setExpiry, cvc: setCvc },
    pending,
    problem,
    step,
    submit,
    authenticate,
  };
}

/**
 * The offline provider's card form, clearly labelled 'Test payment'. It stands where Stripe's Payment Element
 * stands with real keys: the card goes to the provider (here our API's test endpoints), never into an order.
 * The authentication card opens the extra step in a dialog, as 3-D Secure would.
 */
export function TestCardForm({
  brand,
  amountLabel,
  begin,
  onDone,
}: {
  brand: string;
  amountLabel: string;
  /** Starts (or resumes) the payment and answers its client secret. */
  begin: () => Promise<string>;
  /** After the provider's answer: the page asks the server how the payment stands. */
  onDone: (result: CardStepResult) => Promise<void>;
}) {
  const { card, setCard, pending, problem, step, submit, authenticate } = useTestCardPayment(
    brand,
    begin,
    onDone,
  );

  return (
    <form className="pay__card" onSubmit={(e) => void submit(e)} noValidate>
      <p className="pay__test-note">
        No real money is taken. Try 4242 4242 4242 4242 (paid), 4000 0000 0000 0002 (declined) or 4000 0025
        0000 3155 (extra authentication step), with any future date and any three digits.
      </p>
      <CardFields card={card} setCard={setCard} />
      <FormAlert message={problem} />
      <SubmitButton pending={pending} pendingLabel="Paying…" className="pay__submit">
        Pay {amountLabel}
      </SubmitButton>
      <AuthenticationDialog
        open={step !== null}
        amountLabel={amountLabel}
        pending={pending}
        authenticate={(approve) => void authenticate(approve)}
      />
    </form>
  );
}

type Card = { number: string; expiry: string; cvc: string };

/** The card's number, expiry and security code, as typed. */
function CardFields({
  card,
  setCard,
}: {
  card: Card;
  setCard: { [K in keyof Card]: (value: string) => void };
}) {
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor="pay-card-number">
          Card number
        </label>
        <input
          id="pay-card-number"
          className="field__input"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.number}
          onChange={(e) => setCard.number(e.target.value)}
          required
        />
      </div>
      <div className="pay__row">
        <div className="field">
          <label className="field__label" htmlFor="pay-card-expiry">
            Expiry date (MM/YY)
          </label>
          <input
            id="pay-card-expiry"
            className="field__input"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={card.expiry}
            onChange={(e) => setCard.expiry(e.target.value)}
            required
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="pay-card-cvc">
            Security code
          </label>
          <input
            id="pay-card-cvc"
            className="field__input"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="CVC"
            value={card.cvc}
            onChange={(e) => setCard.cvc(e.target.value)}
            required
          />
        </div>
      </div>
    </>
  );
}

/** The extra step 3-D Secure would ask for; the test provider lets the payer choose how it ends. */
function AuthenticationDialog({
  open,
  amountLabel,
  pending,
  authenticate,
}: {
  open: boolean;
  amountLabel: string;
  pending: boolean;
  authenticate: (approve: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(open) => {
        if (!open) authenticate(false);
      }}
      title="Confirm it's you"
      className="pay__auth"
    >
      <p>Your bank asks you to confirm this payment of {amountLabel}. (Test payment: choose the outcome.)</p>
      <div className="pay__auth-actions">
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={pending}
          onClick={() => authenticate(true)}
        >
          Complete authentication
        </button>
        <button
          type="button"
          className={buttonClass('outline')}
          disabled={pending}
          onClick={() => authenticate(false)}
        >
          Fail authentication
        </button>
      </div>
    </Dialog>
  );
}
