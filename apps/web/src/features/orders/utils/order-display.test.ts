import { describe, expect, it } from 'vitest';
import type { Order } from '@storefront/contract/order';
import { formatOrderTime, itemCount, orderOptionLabel, orderStatus } from './order-display';

describe('order display', () => {
  it('names statuses (in the status vocabulary) and options the way customers read them', () => {
    const order = {
      Status: 'OutForDelivery',
      OrderOption: 'Delivery',
      DueAt: '2026-11-25T12:00:00Z',
      PrepWindowMinutes: 45,
      CreatedAt: '2026-11-25T11:15:00Z',
      AmendedAt: null,
    } as Order;
    const now = new Date('2026-11-25T11:40:00Z');
    expect(orderStatus(order, now)).toEqual({
      stage: 'OutForDelivery',
      label: 'Out for delivery',
      tone: 'active',
    });
    expect(orderStatus({ ...order, Status: 'Completed' }, now).label).toBe('Delivered');
    expect(orderStatus({ ...order, Status: 'Cancelled' }, now).tone).toBe('stopped');
    // Accepted before the kitchen's start time, Preparing from it, as the board says.
    const later = { ...order, Status: 'Accepted', DueAt: '2026-11-25T19:00:00Z' } as Order;
    expect(orderStatus(later, now).label).toBe('Accepted');
    expect(orderStatus(later, new Date('2026-11-25T18:15:00Z')).label).toBe('Preparing');
    expect(orderOptionLabel('Pickup')).toBe('Collection');
    expect(orderOptionLabel('EatIn')).toBe('Eat in');
    expect(orderOptionLabel('Delivery')).toBe('Delivery');
  });

  it("shows times on London's clock, summer time included", () => {
    // The punctuation between the parts differs between ICU versions; the parts do not.
    expect(formatOrderTime('2026-07-01T11:30:00Z')).toMatch(/^Wed,? 1 Jul 2026,? 12:30$/);
    expect(formatOrderTime('2026-11-22T13:05:00Z')).toMatch(/^Sun,? 22 Nov 2026,? 13:05$/);
    expect(formatOrderTime('not a date')).toBe('');
  });

  it('counts items', () => {
    const line = { ItemId: 1, Title: 'x', UnitPrice: 1, TotalPrice: 1, ExtraDetail: [] };
    expect(
      itemCount({
        Lines: [
          { ...line, Quantity: 2, WeightKg: null },
          { ...line, Quantity: 1, WeightKg: 1.5 },
        ],
      }),
    ).toBe(3);
  });
});
