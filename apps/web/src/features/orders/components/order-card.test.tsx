import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { placedOrder, pricedLine } from '../../../test/fixtures';
import { OrderCard } from './order-card';

const text = (order: ReturnType<typeof placedOrder>) =>
  renderToStaticMarkup(<OrderCard order={order} />)
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('a previous order’s lines', () => {
  it('say what each contained as ordered and the allergy note, asking about an undeclared line', () => {
    const card = text(
      placedOrder({
        AllergyNote: 'Coeliac',
        Lines: [
          pricedLine({
            Title: 'Burger',
            FoodInfo: { Contains: ['gluten', 'milk'], MayContain: ['sesame'], Labels: [], Kcal: 650 },
          }),
          pricedLine({ ItemId: 10003, Title: 'Special', FoodInfo: null }),
        ],
      }),
    );
    expect(card).toContain('Burger Contains: Gluten, Milk · May contain: Sesame');
    expect(card).toContain('Ask us about allergens in items listed without them.');
    expect(card).toContain('Your allergy note: Coeliac');
    // Kcal are for the order page; where none show, neither does the daily statement.
    expect(card).not.toContain('kcal');
  });

  it('say nothing of allergens where the shop declares none of its dishes', () => {
    const card = text(placedOrder({ Lines: [pricedLine({ FoodInfo: null })] }));
    expect(card).not.toMatch(/allergen|Contains/i);
  });
});
