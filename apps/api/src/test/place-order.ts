import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { OrderResponse, type Order } from '@storefront/contract/order';
import type { TestApp } from './harness';

/** A signed-in customer's collection order of one of an item, placed through the API: the order as answered. */
export async function placeOrderAs(
  t: TestApp,
  flavour: string,
  token: string,
  itemId: number,
): Promise<Order> {
  const placed = await t.request('POST', '/api/Order/v2/placeOrder', {
    body: { BrandFlavor: flavour, OrderOption: 'Pickup', Lines: [{ ItemId: itemId, Quantity: 1 }] },
    headers: { 'idempotency-key': randomUUID() },
    token,
  });
  expect(placed.status, placed.body).toBe(200);
  return OrderResponse.parse(placed.json()).Data;
}
