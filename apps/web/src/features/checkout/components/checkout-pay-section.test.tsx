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

  it('offers paying by card where the brand takes cards, in person by default', () => {
    render(<Pay />);
    const group = screen.getByRole('radiogroup', { name: 'How would you like to pay?' });
    expect(group).toBeTruthy();
    expect(isChecked(screen.getByRole('radio', { name: 'Pay in person' }))).toBe(true);
    expect(screen.getByRole('radio', { name: 'Pay by card now (Test payment)' })).toBeTruthy();
    expect(screen.getByText('Pay on delivery')).toBeTruthy();
  });

  it('says how long the items are held while paying by card, chosen with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Pay />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(isChecked(screen.getByRole('radio', { name: /Pay by card now/ }))).toBe(true);
    expect(screen.getByText('Your items are held for 15 minutes while you pay.')).toBeTruthy();
    expect(screen.queryByText('Pay on delivery')).toBeNull();
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
