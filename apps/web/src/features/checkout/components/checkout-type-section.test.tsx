// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeliveryType } from '@storefront/domain/delivery-type';
import { local } from '../../../lib/storage';
import { useDeliveryType } from '../../../lib/delivery-type-store';
import { hasFocus, isChecked, isDisabled } from '../../../test/dom';
import { bistroConfig } from '../../../test/fixtures';
import { typeChoices } from '../hooks/use-checkout-type';
import { CheckoutTypeSection } from './checkout-type-section';

const choices = typeChoices(bistroConfig, false);

/** The section as the checkout uses it: the checked type is the stored choice. */
function Live({ table = null, amending = false }: { table?: number | null; amending?: boolean }) {
  const type: DeliveryType = useDeliveryType() ?? 'Home';
  return (
    <CheckoutTypeSection choices={choices} type={type} amending={amending} table={table} blocked={null} />
  );
}

describe('CheckoutTypeSection', () => {
  it("offers the brand's delivery types as one radio group, the current one checked", () => {
    render(
      <CheckoutTypeSection choices={choices} type="Store" amending={false} table={null} blocked={null} />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Delivery type' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['Delivery', 'Collection', 'Eat In']);
    expect(isChecked(within(group).getByRole('radio', { name: 'Collection' }))).toBe(true);
    expect(isChecked(within(group).getByRole('radio', { name: 'Delivery' }))).toBe(false);
  });

  it('stores the type the visitor picks, so every screen follows it', async () => {
    const user = userEvent.setup();
    render(<Live />);
    await user.click(screen.getByRole('radio', { name: 'Eat In' }));
    expect(local.get('deliveryType')).toBe('EatIn');
    expect(isChecked(screen.getByRole('radio', { name: 'Eat In' }))).toBe(true);
    expect(screen.getByText('Eat In').closest('label')?.className).toBe(
      'checkout__choice checkout__choice--on',
    );
  });

  it('can be chosen from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Live />);
    await user.tab();
    expect(hasFocus(screen.getByRole('radio', { name: 'Delivery' }))).toBe(true);
    await user.keyboard('{ArrowRight}');
    expect(local.get('deliveryType')).toBe('Store');
    expect(isChecked(screen.getByRole('radio', { name: 'Collection' }))).toBe(true);
  });

  it('keeps the type of an order being changed: the choices cannot be changed', () => {
    render(<CheckoutTypeSection choices={choices} type="Store" amending table={null} blocked={null} />);
    for (const radio of screen.getAllByRole('radio')) expect(isDisabled(radio)).toBe(true);
  });

  it('says which table an eat-in order is served to, only for eat in', () => {
    const { rerender } = render(
      <CheckoutTypeSection choices={choices} type="EatIn" amending={false} table={12} blocked={null} />,
    );
    expect(screen.getByText('Table 12').parentElement?.textContent).toBe('Served to Table 12');
    rerender(
      <CheckoutTypeSection choices={choices} type="Store" amending={false} table={12} blocked={null} />,
    );
    expect(screen.queryByText(/Served to/)).toBeNull();
    rerender(<CheckoutTypeSection choices={choices} type="EatIn" amending table={12} blocked={null} />);
    expect(screen.queryByText(/Served to/)).toBeNull();
  });

  it("shows a stopped channel's message as an alert", () => {
    render(
      <CheckoutTypeSection
        choices={choices}
        type="Home"
        amending={false}
        table={null}
        blocked={{ message: 'Sorry, delivery is paused right now.' }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Sorry, delivery is paused right now.');
  });
});

describe('typeChoices', () => {
  const noPopup = { ...bistroConfig, DeliveryTypes: { ...bistroConfig.DeliveryTypes, Enabled: false } };

  it('offers delivery and collection when the brand has no delivery-type popup, and eat in at a table', () => {
    expect(typeChoices(noPopup, false).map((c) => c.type)).toEqual(['Home', 'Store']);
    expect(typeChoices(noPopup, true).map((c) => c.type)).toEqual(['Home', 'Store', 'EatIn']);
  });
});
