import { GetConfigResponse } from '@storefront/contract/brand-config';
import type { Order, QuoteResponse } from '@storefront/contract/order';
import type { PaymentOptions } from '@storefront/contract/payment';
import { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import bistro from '../../../../data/brands/bistro.json';
import type { OrderConfig } from '../lib/queries/order-config';
import type { CartProductLine, CartRecipeLine } from '../lib/storage';
import { local } from '../lib/storage';

/**
 * Data for component tests, from the demo brand file the API seeds (data/brands/bistro.json) read through the
 * contract's own schemas, so a fixture that drifts from the contract fails here rather than in a test.
 */

export const BRAND = 'bistro';

/** The bistro's web configuration: delivery, collection and eat in offered, a stop message for each. */
export const bistroConfig: WebCustomerConfig = WebCustomerConfig.parse(bistro.WebCustomer);

/** The bistro's ordering rules as getConfig answers them (minimum delivery order £15, fee £2.50). */
export function orderConfig(overrides: Partial<OrderConfig> = {}): OrderConfig {
  const { AutoAccept: _, ...rules } = bistro.BrandConfig as typeof bistro.BrandConfig & {
    AutoAccept?: unknown;
  };
  return GetConfigResponse.shape.Data.parse({ ...rules, ...overrides });
}

export function recipeLine(overrides: Partial<CartRecipeLine> = {}): CartRecipeLine {
  return {
    RecipeId: 10001,
    RecipeTitle: 'Garlic Bread',
    RecipePrice: 4.5,
    recipeTotal: 4.5,
    RecipeImage: null,
    RecipeQuantity: 1,
    IsDiscountedItem: false,
    socialDiscountItem: false,
    RecipeMaxBuyAllowed: null,
    RecipeExtraObject: [],
    ...overrides,
  };
}

export function productLine(overrides: Partial<CartProductLine> = {}): CartProductLine {
  return {
    ProductId: 20001,
    ProductTitle: 'Sparkling water',
    ProductOldPrice: 2,
    ProductNewPrice: null,
    ProductTotal: 2,
    ProductImageUrl: null,
    ProductUnits: 'bottle',
    IsDiscountedItem: false,
    ProductQuantity: 1,
    ProductExtraObject: [],
    ...overrides,
  };
}

/** Puts lines in the brand's cart, as adding them on the menu would. */
export function putCart(
  cart: { recipes?: CartRecipeLine[]; products?: CartProductLine[] },
  brand = BRAND,
): void {
  local.set('cartRecipeItems', { ...local.get('cartRecipeItems'), [brand]: [...(cart.recipes ?? [])] });
  local.set('cartProductItems', { ...local.get('cartProductItems'), [brand]: [...(cart.products ?? [])] });
}

type Quote = QuoteResponse['Data'];
type PricedLine = Quote['Lines'][number];

export function pricedLine(overrides: Partial<PricedLine> = {}): PricedLine {
  return {
    ItemId: 10001,
    Title: 'Garlic Bread',
    Quantity: 1,
    UnitPrice: 4.5,
    TotalPrice: 4.5,
    ExtraDetail: [],
    WeightKg: null,
    ...overrides,
  };
}

/** A quote with nothing in the way of placing the order. */
export function quote(overrides: Partial<Quote> = {}): Quote {
  return {
    Lines: [pricedLine()],
    SubTotal: 4.5,
    DeliveryFee: 0,
    Discount: 0,
    Total: 4.5,
    Promo: null,
    Points: null,
    MinimumOrder: 0,
    AddMore: null,
    Problems: [],
    EarliestTime: '2026-11-26T12:20:00.000Z',
    ...overrides,
  };
}

export function placedOrder(overrides: Partial<Order> = {}): Order {
  return {
    OrderId: 41,
    OrderNumber: 'BIS-000041',
    Status: 'Placed',
    OrderOption: 'Pickup',
    Training: false,
    Amended: false,
    ScheduledFor: null,
    CreatedAt: '2026-11-26T12:00:00.000Z',
    Lines: [pricedLine()],
    SubTotal: 4.5,
    DeliveryFee: 0,
    Discount: 0,
    Total: 4.5,
    PromoCode: null,
    PointsRedeemed: 0,
    PaymentMethod: 'OnCollection',
    DueAt: '2026-11-26T12:20:00.000Z',
    PrepWindowMinutes: 20,
    Address: null,
    Branch: null,
    Notes: null,
    AmendedAt: null,
    ...overrides,
  };
}

export const cashOnly: PaymentOptions = {
  Card: false,
  Provider: null,
  Label: '',
  PublishableKey: null,
  HoldMinutes: 15,
};
export const testCards: PaymentOptions = {
  Card: true,
  Provider: 'test',
  Label: 'Test payment',
  PublishableKey: null,
  HoldMinutes: 15,
};
