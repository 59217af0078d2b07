// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../lib/api-client';
import { readCart } from '../../../lib/cart-store';
import { isDisabled } from '../../../test/dom';
import { pricedLine, productLine, quote, recipeLine } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { sortQuoteProblems } from '../utils/checkout-problems';
import { orderLines } from '../utils/order-lines';
import { CheckoutSummary } from './checkout-summary';

const cart = {
  recipes: [recipeLine(), recipeLine({ RecipeId: 10002, RecipeTitle: 'Full English', RecipeQuantity: 2 })],
  products: [productLine()],
};
const lines = orderLines(cart);
const priced = quote({
  Lines: [
    pricedLine(),
    pricedLine({ ItemId: 10002, Title: 'Full English', Quantity: 2, TotalPrice: 19 }),
    pricedLine({ ItemId: 20001, Title: 'Sparkling water', TotalPrice: 2 }),
  ],
  SubTotal: 25.5,
  Total: 25.5,
});

type Props = ComponentProps<typeof CheckoutSummary>;

function renderSummary(overrides: Partial<Props> = {}) {
  const props: Props = {
    brand: 'bistro',
    type: 'Store',
    lines,
    cart,
    quote: { data: priced, isPending: false, isError: false, error: null },
    problems: sortQuoteProblems(overrides.quote?.data?.Problems ?? []),
    placedLineProblems: [],
    amendError: null,
    onNewOrder: () => undefined,
    placeError: null,
    placing: false,
    canPlace: true,
    large: { lines: [], confirmed: true, confirm: () => undefined },
    amending: false,
    byCard: false,
    ...overrides,
  };
  renderScreen(<CheckoutSummary {...props} />);
  return screen.getByRole('complementary', { name: 'Your order' });
}

const rows = (summary: HTMLElement) =>
  within(summary)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('CheckoutSummary', () => {
  it('lists the lines and totals as the server priced them', () => {
    const summary = renderSummary();
    expect(rows(summary)).toEqual([
      '1 ×Garlic Bread£4.50',
      '2 ×Full English£19.00',
      '1 ×Sparkling water£2.00',
    ]);
    expect(within(summary).getByText('Subtotal').nextElementSibling?.textContent).toBe('£25.50');
    expect(within(summary).getByText('Total').nextElementSibling?.textContent).toBe('£25.50');
    expect(within(summary).queryByText('Delivery')).toBeNull();
    expect(isDisabled(within(summary).getByRole('button', { name: 'Place order' }))).toBe(false);
  });

  it('shows the delivery fee for delivery orders, and Free when there is none', () => {
    renderSummary({
      type: 'Home',
      quote: { data: quote({ DeliveryFee: 2.5 }), isPending: false, isError: false, error: null },
    });
    expect(screen.getByText('Delivery').nextElementSibling?.textContent).toBe('£2.50');
  });

  it('says how much more a delivery needs to reach the minimum order', () => {
    const summary = renderSummary({
      type: 'Home',
      quote: {
        data: quote({ AddMore: 'Add £10.50 more for delivery' }),
        isPending: false,
        isError: false,
        error: null,
      },
      canPlace: false,
    });
    expect(within(summary).getByRole('status').textContent).toBe('Add £10.50 more for delivery');
    expect(isDisabled(within(summary).getByRole('button', { name: 'Place order' }))).toBe(true);
  });

  it('marks a line not served at the time the order would be due, with no price, and says why', () => {
    const outside = quote({
      ...priced,
      Lines: [priced.Lines[0]!, priced.Lines[2]!],
      Problems: [
        { Path: 'body.Lines.1.ItemId', Message: 'Full English is served Mon–Fri 07:00–11:00, not at 12:30' },
      ],
    });
    const summary = renderSummary({
      quote: { data: outside, isPending: false, isError: false, error: null },
      canPlace: false,
    });
    const marked = within(summary).getAllByRole('listitem')[1]!;
    expect(marked.className).toBe('checkout__line checkout__line--problem');
    expect(marked.textContent).toBe(
      '2 ×Full EnglishFull English is served Mon–Fri 07:00–11:00, not at 12:30Remove Full English–',
    );
    // The lines after it keep their own prices (the server left the refused line out of its list).
    expect(rows(summary)[2]).toBe('1 ×Sparkling water£2.00');
    expect(within(summary).getByRole('alert').textContent).toMatch(
      /^The marked items can’t be ordered as your order stands/,
    );
  });

  it('asks about a dish line of unusual size before the order is placed', async () => {
    const confirm = vi.fn();
    const user = userEvent.setup();
    const summary = renderSummary({
      canPlace: false,
      large: { lines: ['121 × Garlic Bread'], confirmed: false, confirm },
    });
    const question = within(summary).getByRole('group', { name: /That is a lot for one order/ });
    expect(question.textContent).toContain('121 × Garlic Bread');
    expect(isDisabled(within(summary).getByRole('button', { name: 'Place order' }))).toBe(true);
    await user.click(within(question).getByRole('checkbox', { name: 'Yes, that is what I want to order' }));
    expect(confirm).toHaveBeenCalledWith(true);
  });

  it('takes a marked line out of the cart from where it is marked', async () => {
    localStorage.setItem('cartRecipeItems', JSON.stringify({ bistro: cart.recipes }));
    localStorage.setItem('cartProductItems', JSON.stringify({ bistro: cart.products }));
    const outside = quote({
      ...priced,
      Lines: [priced.Lines[0]!, priced.Lines[1]!],
      Problems: [{ Path: 'body.Lines.2.ItemId', Message: 'Sparkling water is not available for Collection' }],
    });
    const user = userEvent.setup();
    const summary = renderSummary({
      quote: { data: outside, isPending: false, isError: false, error: null },
    });
    expect(within(summary).getAllByRole('button', { name: /^Remove/ })).toHaveLength(1);
    await user.click(within(summary).getByRole('button', { name: 'Remove Sparkling water' }));
    expect(readCart('bistro')).toEqual({ recipes: cart.recipes, products: [] });
  });

  it('shows what else stands in the way under the totals, but not discount problems shown by their fields', () => {
    const withProblems = quote({
      Problems: [
        { Path: 'body.Postcode', Message: 'Sorry, we do not deliver to SE1 7PB' },
        { Path: 'body.PromoCode', Message: 'This promo code has expired' },
      ],
    });
    const summary = renderSummary({
      quote: { data: withProblems, isPending: false, isError: false, error: null },
    });
    const alerts = within(summary)
      .getAllByRole('alert')
      .map((a) => a.textContent);
    expect(alerts).toEqual(['Sorry, we do not deliver to SE1 7PB']);
  });

  it('shows a gift card and what is left to pay', () => {
    const card = quote({ Total: 20, GiftCard: { Code: 'GC-1', Amount: 15, BalanceAfter: 0 }, ToPay: 5 });
    renderSummary({ quote: { data: card, isPending: false, isError: false, error: null } });
    expect(screen.getByText('Gift card').nextElementSibling?.textContent).toBe('−£15.00');
    expect(screen.getByTestId('checkout-to-pay').textContent).toBe('£5.00');
  });

  it('says the total is being worked out until the quote comes', () => {
    renderSummary({ quote: { data: undefined, isPending: true, isError: false, error: null } });
    expect(screen.getByRole('status').textContent).toBe('Working out your total…');
  });

  it('says why the order could not be priced', () => {
    const error = new ApiError('The kitchen is closed today', 400, 400);
    renderSummary({ quote: { data: undefined, isPending: false, isError: true, error } });
    expect(screen.getByText('The kitchen is closed today')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('offers a new order when the order to change could not be loaded', async () => {
    const onNewOrder = vi.fn();
    renderSummary({ amending: true, amendError: new Error('Order not found'), onNewOrder, canPlace: false });
    expect(screen.getByText(/The order to change could not be loaded/)).toBeTruthy();
    screen.getByRole('button', { name: 'Place a new order instead' }).click();
    expect(onNewOrder).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Change my order' })).toBeTruthy();
  });

  it('shows a refusal without field problems above the button', () => {
    renderSummary({ placeError: new ApiError('We are not taking orders right now', 503, 503) });
    expect(screen.getByText('We are not taking orders right now')).toBeTruthy();
  });

  it('hides a refusal whose problems are shown beside their fields, but lists those about the lines', () => {
    const problems = [
      { Path: 'body.Guest.Email', Message: 'Enter a valid email address' },
      {
        Path: 'body.Lines',
        Message: 'The minimum order for delivery is £15.00. Add £10.50 more for delivery',
      },
    ];
    renderSummary({
      placeError: new ApiError('Check the order', 400, 400, undefined, problems),
      placedLineProblems: [problems[1]!],
    });
    expect(screen.queryByText('Check the order')).toBeNull();
    expect(screen.queryByText('Enter a valid email address')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(problems[1]!.Message);
  });

  it.each([
    [{ placing: true }, 'Placing your order…'],
    [{ amending: true }, 'Change my order'],
    [{ byCard: true }, 'Continue to payment'],
  ] as const)('names the button for what it does: %o → %s', (state, name) => {
    renderSummary(state);
    const button = screen.getByRole('button', { name });
    expect(isDisabled(button)).toBe('placing' in state);
  });
});
