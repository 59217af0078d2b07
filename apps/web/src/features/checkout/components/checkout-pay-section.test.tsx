// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PaymentOptions } from '@storefront/contract/payment';
import type { DeliveryType } from '@storefront/domain/delivery-type';
import { isChecked } from '../../../test/dom';
import { cashOnly, testCards } from '../../../test/fixtures';
import type { PayBy } from '../hooks/use-checkout-payment';
import { CheckoutPaySection } from './checkout-pay-section';

function Pay({
  type = 'Home',
  options = testCards,
  amending = false,
  paidByGiftCard = false,
}: {
  type?: DeliveryType;
  options?: PaymentOptions;
  amending?: boolean;
  paidByGiftCard?: boolean;
}) {
  const [payBy, setPayBy] = useState<PayBy>('person');
  return (
    <CheckoutPaySection
      type={type}
      options={options}
      payBy={payBy}
      onPayBy={setPayBy}
      amending={amending}
      paidByGiftCard={paidByGiftCard}
    />
  );
}

describe('CheckoutPaySection', () => {
  it.each([
    ['Home', 'Pay on delivery'],
    ['Store', 'Pay on collection'],
    ['EatIn', 'Pay at the table'],
  ] as const)('a %s order without cards is paid in person: %s', (type, text) => {
    render(<Pay type={type} options={cashOnly} />);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('offers paying by card where the brand takes cards, in person by default, each way described', () => {
    render(<Pay />);
    const group = screen.getByRole('radiogroup', { name: 'How would you like to pay?' });
    expect(group).toBeTruthy();
    const person = screen.getByRole('radio', { name: 'Pay in person', description: 'Pay on delivery' });
    expect(isChecked(person)).toBe(true);
    const card = screen.getByRole('radio', {
      name: 'Pay by card now (Test payment)',
      description: 'Your items are held for 15 minutes while you pay.',
    });
    expect(isChecked(card)).toBe(false);
  });

  it('is chosen with the keyboard: the arrow keys move between the ways to pay', async () => {
    const user = userEvent.setup();
    render(<Pay />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Pay in person' }));
    await user.keyboard('{ArrowDown}');
    const card = screen.getByRole('radio', { name: /Pay by card now/ });
    expect(isChecked(card)).toBe(true);
    expect(document.activeElement).toBe(card);
    expect(isChecked(screen.getByRole('radio', { name: 'Pay in person' }))).toBe(false);
  });

  it('says how a collection order is paid in person', () => {
    render(<Pay type="Store" />);
    expect(
      screen.getByRole('radio', { name: 'Pay in person', description: 'Pay on collection' }),
    ).toBeTruthy();
  });

  it('offers no card payment when changing an order', () => {
    render(<Pay amending />);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('Pay on delivery')).toBeTruthy();
  });

  it('says nothing is left to pay when a gift card covers the total', () => {
    render(<Pay paidByGiftCard />);
    expect(screen.getByText('Your gift card pays for all of it: nothing is left to pay.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
