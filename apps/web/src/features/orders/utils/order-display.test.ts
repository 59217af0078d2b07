import { describe, expect, it } from 'vitest';
import { extrasText, formatOrderTime, itemCount, orderOptionLabel, orderStatus } from './order-display';

describe('order display', () => {
  it('names statuses and options the way customers read them', () => {
    expect(orderStatus('OutForDelivery')).toEqual({ label: 'Out for delivery', tone: 'active' });
    expect(orderStatus('Cancelled').tone).toBe('stopped');
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

  it('lists extras and counts items', () => {
    expect(
      extrasText([
        { ExtraTitle: 'Melted mozzarella', ExtraQuantity: 1, ExtraPrice: 1, Group: 'Toppings' },
        { ExtraTitle: 'Dip', ExtraQuantity: 2, ExtraPrice: 0.5, Group: 'Dips' },
      ]),
    ).toBe('Melted mozzarella, 2 × Dip');
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
