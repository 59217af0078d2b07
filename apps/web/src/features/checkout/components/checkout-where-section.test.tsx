// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseFormReturn } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/storage';
import { describedBy, valueOf } from '../../../test/dom';
import { FormHarness, submitForm } from '../test/form-harness';
import type { CheckoutValues } from '../utils/checkout-form';
import { problemField } from '../utils/checkout-problems';
import { CheckoutWhereSection } from './checkout-where-section';

function renderWhere(onValid = vi.fn()) {
  const user = userEvent.setup();
  let form: UseFormReturn<CheckoutValues> | undefined;
  render(
    <FormHarness needs={{ guest: false, address: true }} onValid={onValid} onForm={(f) => (form = f)}>
      {(f) => <CheckoutWhereSection form={f} />}
    </FormHarness>,
  );
  return { user, onValid, form: () => form! };
}

describe('CheckoutWhereSection', () => {
  it('shows what the quote says of the postcode at the postcode', () => {
    render(
      <FormHarness needs={{ guest: false, address: true }}>
        {(f) => <CheckoutWhereSection form={f} postcodeProblem="Sorry, we do not deliver to SE1 7PB" />}
      </FormHarness>,
    );
    const postcode = screen.getByLabelText('Postcode');
    expect(describedBy(postcode)).toBe('Error: Sorry, we do not deliver to SE1 7PB');
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
  });

  it('requires the first line, town and a UK postcode for a delivery', async () => {
    const { user, onValid } = renderWhere();
    await submitForm(user);
    expect(describedBy(screen.getByLabelText('Address line 1'))).toBe(
      'Error: Enter the first line of the address',
    );
    expect(describedBy(screen.getByLabelText('Town or city'))).toBe('Error: Enter the town');
    expect(describedBy(screen.getByLabelText('Postcode'))).toBe('Error: Enter a valid UK postcode');
    expect(describedBy(screen.getByLabelText('Address line 2 (optional)'))).toBeNull();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('starts from the postcode checked earlier in the visit and sends the address typed', async () => {
    session.set('deliveryPostcode', 'EC2A 3AY');
    const { user, onValid } = renderWhere();
    expect(valueOf(screen.getByLabelText('Postcode'))).toBe('EC2A 3AY');
    await user.type(screen.getByLabelText('Address line 1'), '1 Curtain Road');
    await user.type(screen.getByLabelText('Town or city'), 'London');
    await submitForm(user);
    expect(onValid).toHaveBeenCalledWith(
      expect.objectContaining({
        address: { Line1: '1 Curtain Road', Line2: '', Town: 'London', Postcode: 'EC2A 3AY' },
      }),
    );
  });

  it("shows the server's refusal of the postcode beside the postcode", () => {
    const { form } = renderWhere();
    const field = problemField('body.Address.Postcode');
    expect(field).toBe('address.Postcode');
    act(() => form().setError(field!, { message: 'Sorry, we do not deliver to SE1 7PB' }));
    expect(describedBy(screen.getByLabelText('Postcode'))).toBe('Error: Sorry, we do not deliver to SE1 7PB');
  });
});
