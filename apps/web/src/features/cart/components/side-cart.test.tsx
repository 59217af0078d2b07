// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { local } from '../../../lib/storage';
import { ok, stubApi } from '../../../test/api-stub';
import { BRAND, bistroConfig, orderConfig, putCart, recipeLine } from '../../../test/fixtures';
import { renderScreen, testQueryClient } from '../../../test/render';
import { orderConfigQueryOptions, type OrderConfig } from '../../../lib/queries/order-config';
import SideCart from './side-cart';

const noRecommendations = () => ({
  status: 200,
  body: { Info: { Status: 200, Message: 'Success' }, RecipesData: [], ProductsData: [] },
});

function renderSideCart({ rules = orderConfig(), config = bistroConfig, onOpenChange = vi.fn() } = {}) {
  stubApi({
    [`POST /api/Order/v2/getConfig/${BRAND}`]: () => ok(rules),
    [`GET /api/Recipe/RecommendedItems/${BRAND}/Delivery`]: noRecommendations,
    [`GET /api/Recipe/RecommendedItems/${BRAND}/Pickup`]: noRecommendations,
  });
  // The rules are known when the cart opens, as after the menu asked for them.
  const client = testQueryClient();
  client.setQueryData(orderConfigQueryOptions(BRAND).queryKey, rules);
  const result = renderScreen(<SideCart open onOpenChange={onOpenChange} brand={BRAND} config={config} />, {
    path: '/bistro/menu',
    client,
  });
  return { ...result, onOpenChange, drawer: () => screen.getByRole('dialog') };
}

const burger = recipeLine({ RecipeTitle: 'Burger', RecipePrice: 5.5, recipeTotal: 5.5 });

beforeEach(() => {
  history.replaceState(null, '', '/bistro/menu');
});
afterEach(() => vi.unstubAllGlobals());

describe('SideCart', () => {
  it("shows the brand's empty-cart text and no subtotal when the cart is empty", () => {
    renderSideCart();
    expect(screen.getByText(bistroConfig.CartMessage!.EmptyCart!)).toBeTruthy();
    expect(screen.queryByText('Subtotal')).toBeNull();
  });

  it('is titled for an order when the brand sells to distributors, else a basket', () => {
    const distributor: WebCustomerConfig = {
      ...bistroConfig,
      CheckoutDetail: { ...bistroConfig.CheckoutDetail, DistributorLogin: true },
    };
    renderSideCart({ config: distributor });
    expect(screen.getByRole('dialog', { name: 'Your order' })).toBeTruthy();
  });

  it('shows the subtotal on the checkout button', () => {
    putCart({ recipes: [burger, recipeLine()] });
    renderSideCart();
    const checkout = screen.getByRole('button', { name: /^Checkout/ });
    expect(checkout.textContent).toBe('Checkout£10.00');
    expect(screen.getByText('Subtotal').nextElementSibling?.textContent).toBe('£10.00');
  });

  it('says how far a delivery is from the minimum order', async () => {
    local.set('deliveryType', 'Home');
    putCart({ recipes: [burger] });
    renderSideCart();
    expect(screen.getByText('Add £9.50 more for delivery')).toBeTruthy();
    expect(screen.getByText('Ordering for').parentElement?.textContent).toBe('Ordering for Delivery');
  });

  it('says nothing about the minimum for collection', async () => {
    local.set('deliveryType', 'Store');
    putCart({ recipes: [burger] });
    renderSideCart();
    expect(screen.getByText('Ordering for').parentElement?.textContent).toBe('Ordering for Collection');
    expect(screen.queryByText(/more for delivery/)).toBeNull();
  });

  it("replaces the checkout button with a stopped channel's message", async () => {
    local.set('deliveryType', 'Home');
    putCart({ recipes: [burger] });
    renderSideCart({ rules: orderConfig({ StopOnlineDeliveryOrders: true }) });
    const stopped = screen.getByRole('status');
    expect(stopped.textContent).toBe(bistroConfig.CartMessage!.StopOnlineOrders!.Delivery!.Message);
    expect(screen.queryByRole('button', { name: /^Checkout/ })).toBeNull();
  });

  it('goes on to checkout when nothing stands in the way', async () => {
    local.set('deliveryType', 'Store');
    putCart({ recipes: [burger] });
    const { user, onOpenChange } = renderSideCart();
    await user.click(screen.getByRole('button', { name: /^Checkout/ }));
    await waitFor(() => expect(location.pathname).toBe('/bistro/checkout'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stops at a channel stopped since the cart opened, with an OKAY', async () => {
    local.set('deliveryType', 'Store');
    putCart({ recipes: [burger] });
    let rules: OrderConfig = orderConfig();
    stubApi({
      [`POST /api/Order/v2/getConfig/${BRAND}`]: () => ok(rules),
      [`GET /api/Recipe/RecommendedItems/${BRAND}/Pickup`]: noRecommendations,
    });
    const { user } = renderScreen(
      <SideCart open onOpenChange={vi.fn()} brand={BRAND} config={bistroConfig} />,
    );
    const checkout = await screen.findByRole('button', { name: /^Checkout/ });
    rules = orderConfig({ StopOnlineCollectionOrders: true });
    await user.click(checkout);
    const notice = await screen.findByRole('alertdialog');
    expect(
      within(notice).getByText(bistroConfig.CartMessage!.StopOnlineOrders!.Collection!.Message),
    ).toBeTruthy();
    expect(location.pathname).toBe('/bistro/menu');
  });
});
