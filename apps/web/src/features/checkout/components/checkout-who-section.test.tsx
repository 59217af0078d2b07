// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseFormReturn } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { brandLocal } from '../../../lib/brand-storage';
import { describedBy, valueOf } from '../../../test/dom';
import type { VisitorState } from '../../../lib/visitor';
import { FormHarness, submitForm } from '../test/form-harness';
import type { CheckoutValues } from '../utils/checkout-form';
import { problemField } from '../utils/checkout-problems';
import { CheckoutWhoSection } from './checkout-who-section';

const guest: VisitorState = { kind: 'guest' };

function renderWho(visitor: VisitorState = guest, onValid = vi.fn()) {
  const user = userEvent.setup();
  let form: UseFormReturn<CheckoutValues> | undefined;
  render(
    <FormHarness
      needs={{ guest: visitor.kind !== 'customer', address: false }}
      onValid={onValid}
      onForm={(f) => (form = f)}
    >
      {(f) => <CheckoutWhoSection form={f} visitor={visitor} />}
    </FormHarness>,
  );
  return { user, onValid, form: () => form! };
}

describe('CheckoutWhoSection', () => {
  it('names a signed-in customer and asks nothing', () => {
    renderWho({ kind: 'customer', customerId: 7, firstName: 'Ada', lastName: 'Lovelace' });
    expect(screen.getByText('Ada Lovelace').parentElement?.textContent).toBe('Ordering as Ada Lovelace');
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });

  it("asks a guest's details: all required but the last name", () => {
    renderWho();
    const required = (label: string) => screen.getByLabelText(label).getAttribute('aria-required');
    expect(required('First name')).toBe('true');
    expect(required('Email')).toBe('true');
    expect(required('Mobile')).toBe('true');
    expect(required('Last name (optional)')).toBeNull();
  });

  it('shows each missing detail beside its field and does not send the form', async () => {
    const { user, onValid } = renderWho();
    await submitForm(user);
    expect(describedBy(screen.getByLabelText('First name'))).toBe('Error: Enter your first name');
    expect(describedBy(screen.getByLabelText('Email'))).toBe('Error: Enter a valid email address');
    expect(describedBy(screen.getByLabelText('Mobile'))).toBe('Error: Enter a valid mobile number');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(screen.getByLabelText('Last name (optional)'))).toBeNull();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('clears an error once the field is put right', async () => {
    const { user } = renderWho();
    await submitForm(user);
    await user.type(screen.getByLabelText('Email'), 'gia@example.test');
    expect(describedBy(screen.getByLabelText('Email'))).toBeNull();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it("fills in a returning guest's details from their last order", async () => {
    brandLocal('bistro').set('guestEmail', 'gia@example.test');
    brandLocal('bistro').set('guestFirstName', 'Gia');
    brandLocal('bistro').set('guestContact', '07700 900123');
    const { user, onValid } = renderWho();
    expect(valueOf(screen.getByLabelText('First name'))).toBe('Gia');
    await submitForm(user);
    expect(onValid).toHaveBeenCalledWith(
      expect.objectContaining({
        guest: { Email: 'gia@example.test', FirstName: 'Gia', LastName: '', Mobile: '07700 900123' },
      }),
    );
  });

  it('shows a problem the server found with a guest detail beside that field', () => {
    const { form } = renderWho();
    const field = problemField('body.Guest.Email');
    expect(field).toBe('guest.Email');
    act(() => form().setError(field!, { message: 'This email address cannot take orders' }));
    expect(describedBy(screen.getByLabelText('Email'))).toBe('Error: This email address cannot take orders');
  });
});
