import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useCheckoutForm } from '../hooks/use-checkout-form';
import type { CheckoutNeeds, CheckoutValues } from '../utils/checkout-form';

type Form = UseFormReturn<CheckoutValues>;

/** The harness's last submission: react-hook-form checks the values asynchronously before it shows messages. */
let submission: Promise<void> = Promise.resolve();

/**
 * Clicks the harness's Submit and waits for the form's check to end and its messages to render: a click alone
 * can return before an async check has finished (a loaded machine showed it).
 */
export async function submitForm(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await act(() => submission);
}

interface FormHarnessProps {
  needs?: CheckoutNeeds;
  /** The section under test, given the checkout's own form and what it watches. */
  children: (form: Form, when: CheckoutValues['when']) => ReactNode;
  onValid?: (values: CheckoutValues) => void;
  /** Hands the form to the test (to set an error as a refused order would). */
  onForm?: (form: Form) => void;
}

/** A checkout section inside the checkout's form (useCheckoutForm: same rules, same defaults) and a submit. */
export function FormHarness({
  needs = { guest: true, address: true },
  children,
  onValid,
  onForm,
}: FormHarnessProps) {
  const { form, when } = useCheckoutForm('bistro', needs);
  onForm?.(form);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        submission = form.handleSubmit((values) => onValid?.(values))(event);
      }}
    >
      {children(form, when)}
      <button type="submit">Submit</button>
    </form>
  );
}
