// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuoteResponse } from '@storefront/contract/order';
import type { PaymentOptions } from '@storefront/contract/payment';
import { local, session } from '../../../lib/storage';
import { brandLocal, brandSession } from '../../../lib/brand-storage';
import { ok, refused, stubApi, type Route } from '../../../test/api-stub';
import { describedBy, isDisabled } from '../../../test/dom';
import {
  BRAND,
  bistroConfig,
  cashOnly,
  orderConfig,
  placedOrder,
  putCart,
  quote,
  recipeLine,
  testCards,
} from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import type { OrderConfig } from '../../../lib/queries/order-config';
import { CheckoutPage } from './checkout-page';

/** Thursday 26 November 2026, 12:00 in London. */
const NOW = new Date('2026-11-26T12:00:00Z');
const missing = (): ReturnType<Route> => ({
  status: 404,
  body: { Info: { Status: 404, Message: 'Not found' } },
});

function stubShop({
  rules = orderConfig(),
  priced = () => quote(),
  payments = cashOnly,
  more = {},
}: {
  rules?: OrderConfig;
  priced?: (body: unknown) => QuoteResponse['Data'];
  payments?: PaymentOptions;
  more?: Record<string, Route>;
} = {}) {
  return stubApi({
    [`POST /api/Order/v2/getConfig/${BRAND}`]: () => ok(rules),
    'POST /api/Order/v2/quote': (body) => ok(priced(body)),
    [`GET /api/Payment/options/${BRAND}`]: () => ok(payments),
    [`GET /api/GiftCard/options/${BRAND}`]: missing,
    'POST /api/Rewards/account': missing,
    ...more,
  });
}

const renderCheckout = () => renderScreen(<CheckoutPage brand={BRAND} config={bistroConfig} banner={null} />);
const summary = () => screen.getByRole('complementary', { name: 'Your order' });
const placeButton = () => within(summary()).getByRole('button', { name: /Place order|Continue to payment/ });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  document.cookie = 'XSRF-TOKEN=test';
  history.replaceState(null, '', '/bistro/checkout');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CheckoutPage', () => {
  it("shows the brand's empty-cart text and a way back to the menu when the cart is empty", () => {
    stubShop();
    renderCheckout();
    expect(screen.getByText(bistroConfig.CartMessage!.EmptyCart!)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the menu' }).getAttribute('href')).toBe('/bistro/menu');
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
  });

  it("blocks a channel staff paused in busy mode, with the pause's message", async () => {
    local.set('deliveryType', 'Store');
    putCart({ recipes: [recipeLine()] });
    const paused = 'We are not taking collection orders until 13:30';
    stubShop({
      rules: orderConfig({
        StopOnlineCollectionOrders: true,
        PausedChannels: [{ Channel: 'Collection', Until: '2026-11-26T13:30:00Z', Message: paused }],
      }),
    });
    renderCheckout();
    expect((await screen.findByText(paused)).getAttribute('role')).toBe('alert');
    await within(summary()).findByText('Subtotal');
    expect(isDisabled(placeButton())).toBe(true);
  });

  it('cannot be placed below the minimum delivery order', async () => {
    local.set('deliveryType', 'Home');
    putCart({ recipes: [recipeLine()] });
    stubShop({ priced: () => quote({ MinimumOrder: 15, AddMore: 'Add £10.50 more for delivery' }) });
    renderCheckout();
    await within(summary()).findByText('Add £10.50 more for delivery');
    expect(isDisabled(placeButton())).toBe(true);
  });

  it('asks for the lines at the chosen time, so a dish outside its menu hours is marked', async () => {
    local.set('deliveryType', 'Store');
    putCart({ recipes: [recipeLine({ RecipeTitle: 'Full English' })] });
    const outside = 'Full English is served Mon–Fri 07:00–11:00, not at 12:30';
    const calls = stubShop({
      priced: (body) =>
        (body as { ScheduledFor?: string }).ScheduledFor
          ? quote({ Lines: [], Problems: [{ Path: 'body.Lines.0.ItemId', Message: outside }] })
          : quote(),
    });
    const { user } = renderCheckout();
    await within(summary()).findByText('Subtotal');
    expect(isDisabled(placeButton())).toBe(false);
    await user.click(screen.getByRole('radio', { name: 'Choose a time' }));
    const slot = screen.getByLabelText('Time', { exact: true });
    await user.selectOptions(slot, slot.querySelectorAll('option')[1]!);
    await within(summary()).findByText(outside);
    const quoted = calls.filter((c) => c.path === '/api/Order/v2/quote').at(-1)!.body;
    expect(quoted).toMatchObject({ ScheduledFor: (slot as HTMLSelectElement).value });
    expect(isDisabled(placeButton())).toBe(true);
  });

  it('prices delivery to the postcode once typing settles', async () => {
    local.set('deliveryType', 'Home');
    putCart({ recipes: [recipeLine()] });
    const calls = stubShop();
    const { user } = renderCheckout();
    await within(summary()).findByText('Subtotal');
    await user.type(screen.getByLabelText('Postcode'), 'N1 7AA');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/Order/v2/quote').at(-1)!.body).toMatchObject({
        Postcode: 'N1 7AA',
      }),
    );
  });

  it("puts the server's problems beside their fields when it refuses the order", async () => {
    local.set('deliveryType', 'Home');
    brandLocal(BRAND).set('guestEmail', 'gia@example.test');
    brandLocal(BRAND).set('guestFirstName', 'Gia');
    brandLocal(BRAND).set('guestContact', '07700 900123');
    session.set('deliveryPostcode', 'SE1 7PB');
    putCart({ recipes: [recipeLine()] });
    stubShop({
      more: {
        'POST /api/Order/v2/placeOrder': () =>
          refused('Check the order', [
            { Path: 'body.Guest.Email', Message: 'This email address cannot take orders' },
            { Path: 'body.Address.Postcode', Message: 'Sorry, we do not deliver to SE1 7PB' },
            { Path: 'body.Notes', Message: 'Notes can be at most 500 characters' },
          ]),
      },
    });
    const { user } = renderCheckout();
    await within(summary()).findByText('Subtotal');
    await user.type(screen.getByLabelText('Address line 1'), '1 Curtain Road');
    await user.type(screen.getByLabelText('Town or city'), 'London');
    await user.click(placeButton());
    await waitFor(() =>
      expect(describedBy(screen.getByLabelText('Email'))).toBe(
        'Error: This email address cannot take orders',
      ),
    );
    expect(describedBy(screen.getByLabelText('Postcode'))).toBe('Error: Sorry, we do not deliver to SE1 7PB');
    // Field problems are not repeated above the button.
    expect(screen.queryByText('Check the order')).toBeNull();
  });

  it('offers the times afresh when the chosen one is refused as too soon', async () => {
    local.set('deliveryType', 'Store');
    brandLocal(BRAND).set('access_token', 'token');
    brandLocal(BRAND).set('CustomerId', 7);
    putCart({ recipes: [recipeLine()] });
    const calls = stubShop({
      more: {
        'POST /api/Order/v2/placeOrder': () =>
          refused('Check the order', [{ Path: 'body.ScheduledFor', Message: 'That time is now too soon' }]),
      },
    });
    const { user } = renderCheckout();
    await within(summary()).findByText('Subtotal');
    await user.click(screen.getByRole('radio', { name: 'Choose a time' }));
    const slot = screen.getByLabelText('Time', { exact: true });
    await user.selectOptions(slot, slot.querySelectorAll('option')[1]!);
    const asked = calls.filter((c) => c.path.startsWith('/api/Order/v2/getConfig')).length;
    await user.click(placeButton());
    await waitFor(() => expect(describedBy(slot)).toBe('That time is now too soon'));
    await waitFor(() =>
      expect(calls.filter((c) => c.path.startsWith('/api/Order/v2/getConfig')).length).toBe(asked + 1),
    );
  });

  it("places the order once, empties this brand's cart only and shows the confirmation", async () => {
    local.set('deliveryType', 'Store');
    putCart({ recipes: [recipeLine()] });
    putCart({ recipes: [recipeLine()] }, 'grocer');
    brandSession(BRAND).set('orderId', '0');
    const calls = stubShop({ more: { 'POST /api/Order/v2/placeOrder': () => ok(placedOrder()) } });
    const { user } = renderCheckout();
    await within(summary()).findByText('Subtotal');
    await user.type(screen.getByLabelText('First name'), 'Gia');
    await user.type(screen.getByLabelText('Email'), 'gia@example.test');
    await user.type(screen.getByLabelText('Mobile'), '07700 900123');
    await user.click(placeButton());
    await waitFor(() => expect(location.pathname).toBe('/bistro/order-confirmation/41'));
    const placed = calls.filter((c) => c.path === '/api/Order/v2/placeOrder');
    expect(placed).toHaveLength(1);
    expect(placed[0]!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(local.get('cartRecipeItems')).toEqual({ grocer: [recipeLine()] });
    expect(brandSession(BRAND).get('orderId')).toBeNull();
    expect(brandLocal(BRAND).get('guestEmail')).toBe('gia@example.test');
  });

  it('sends a card order to the pay screen and keeps the cart until it is paid', async () => {
    local.set('deliveryType', 'Store');
    brandLocal(BRAND).set('access_token', 'token');
    brandLocal(BRAND).set('CustomerId', 7);
    putCart({ recipes: [recipeLine()] });
    const calls = stubShop({
      payments: testCards,
      more: {
        'POST /api/Order/v2/placeOrder': () =>
          ok(placedOrder({ Status: 'PendingPayment', PaymentMethod: 'Card' })),
      },
    });
    const { user } = renderCheckout();
    await within(summary()).findByText('Subtotal');
    await user.click(await screen.findByRole('radio', { name: /Pay by card now/ }));
    await user.click(within(summary()).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(location.pathname + location.search).toBe('/bistro/pay?orderId=41'));
    expect(calls.find((c) => c.path === '/api/Order/v2/placeOrder')!.body).toMatchObject({
      PaymentMethod: 'Card',
    });
    expect(local.get('cartRecipeItems')).toEqual({ [BRAND]: [recipeLine()] });
  });

  it('retries a failed order with the same idempotency key, so it is never placed twice', async () => {
    local.set('deliveryType', 'Store');
    brandLocal(BRAND).set('access_token', 'token');
    brandLocal(BRAND).set('CustomerId', 7);
    putCart({ recipes: [recipeLine()] });
    let attempt = 0;
    const calls = stubShop({
      more: {
        'POST /api/Order/v2/placeOrder': () =>
          ++attempt === 1 ? refused('Something went wrong on our side', [], 500) : ok(placedOrder()),
      },
    });
    const { user } = renderCheckout();
    await within(summary()).findByText('Subtotal');
    await user.click(placeButton());
    await screen.findByText('Something went wrong on our side');
    await user.click(placeButton());
    await waitFor(() => expect(location.pathname).toBe('/bistro/order-confirmation/41'));
    const keys = calls
      .filter((c) => c.path === '/api/Order/v2/placeOrder')
      .map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
