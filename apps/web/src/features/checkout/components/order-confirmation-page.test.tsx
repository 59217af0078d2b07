// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { bistroConfig, placedOrder, pricedLine } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { OrderConfirmationPage } from './order-confirmation-page';

afterEach(() => vi.unstubAllGlobals());

/** A completed order (no live updates) with a burger and brioche, a lemonade, an undeclared special. */
const order = placedOrder({
  Status: 'Completed',
  AllergyNote: 'No sesame at all, please',
  Lines: [
    pricedLine({
      Title: 'Burger',
      ExtraDetail: [{ ExtraTitle: 'Brioche', ExtraQuantity: 1, ExtraPrice: 0.5, Group: 'Bread' }],
      FoodInfo: { Contains: ['gluten', 'eggs', 'milk'], MayContain: ['sesame'], Labels: [], Kcal: null },
    }),
    pricedLine({
      ItemId: 20001,
      Title: 'Lemonade',
      Quantity: 2,
      FoodInfo: { Contains: [], MayContain: [], Labels: ['vegan', 'vegetarian'], Kcal: 120 },
    }),
    pricedLine({ ItemId: 10003, Title: 'Special', FoodInfo: null }),
  ],
});

async function renderPage() {
  stubApi({ [`GET /api/Order/getOrder/${order.OrderId}`]: () => ok(order) });
  const { client } = renderScreen(<OrderConfirmationPage brand="bistro" orderId={order.OrderId} />, {
    path: `/bistro/order-confirmation/${order.OrderId}`,
  });
  client.setQueryData(['brand-info', 'bistro'], bistroConfig);
  return screen.findByRole('complementary', { name: 'Your order' });
}

describe('the order confirmation’s food information', () => {
  it('lists each line’s allergens as ordered, labels and kcal, the daily statement and the allergy note', async () => {
    const summary = await renderPage();
    const lines = within(summary)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines[0]).toContain('Contains: Gluten, Eggs, Milk · May contain: Sesame');
    expect(lines[0]).not.toContain('kcal');
    expect(lines[1]).toContain('Contains none of the 14 allergens · Vegan, Vegetarian · 120 kcal each');
    expect(lines[2]).not.toContain('Contains');
    expect(summary.textContent).toContain('Ask us about allergens in items listed without them.');
    expect(summary.textContent).toContain('Adults need around 2000 kcal a day.');
    expect(screen.getByText(/No sesame at all, please/).textContent).toBe(
      'Your allergy note: No sesame at all, please',
    );
  });
});
